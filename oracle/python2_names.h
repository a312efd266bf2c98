#pragma once
/// \file
/// Names Python 3 removed or moved that old snippets still use (`xrange`,
/// `raw_input`, `from collections import MutableMapping`, `string.letters`):
/// CPython 3.11 raises NameError, ImportError or AttributeError at them, yet
/// the author's code meant what now stands in their place. The offline
/// oracle answers such a name with that value first (oracle/offline.h).

#include <string>

namespace hyexec::oracle {

/// The Python expression for what an undefined builtin name of Python 2
/// (`xrange`, `unicode`) is now, or empty.
std::string python3_builtin(const std::string& name);

/// The Python expression for what `module.name`, which the module no longer
/// has (`collections.Mapping`, `sys.maxint`), is now, or empty.
std::string python3_module_name(const std::string& module, const std::string& name);

} // namespace hyexec::oracle
