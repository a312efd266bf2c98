#pragma once
/// \file
/// Running a module's parsed source with names preset in its namespace.

#include "interp/machine.h"

#include <string>
#include <utility>
#include <vector>

namespace hyexec::interp {

/// run_module_source with `globals` set in the module's namespace before its
/// body runs (`__file__`, a package's `__path__`: its own code reads them).
Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module,
                        const std::vector<std::pair<std::string, Value>>& globals);

/// Gives the embedded modules `m` built or took back for the next run
/// (interp/pylib.cpp): called as the Machine ends.
void give_back_embedded_modules(Machine& m);

} // namespace hyexec::interp
