#pragma once
/// \file
/// Names whose meaning is known when a snippet's imports were stripped: the
/// standard modules hyexec implements, and the names usually imported from
/// them (`sqrt`, `Counter`, `deque`). An undefined name found here is
/// resolved by importing it, as the complete code would.

#include <set>
#include <string>

namespace hyexec::oracle {

/// Whether hyexec implements the standard module `name` (interp/modules.cpp
/// and interp/pylib; a test checks each imports).
bool is_implemented_module(const std::string& name);
/// All of them, sorted.
const std::set<std::string>& implemented_modules();

/// The implemented module that `from MODULE import name` usually refers to,
/// or empty.
std::string module_exporting(const std::string& name);

/// Whether `name` is a third-party module hyexec does not implement, or its
/// usual alias (`np`, `pd`, `plt`): in code whose imports were stripped it
/// stands for that module (a stand-in, not a certainty).
bool is_third_party_module(const std::string& name);

/// Whether the exported `name` is also a common variable name (`mode`,
/// `mean`): it stands for the export only where it is called.
bool export_needs_call(const std::string& name);

/// The third-party module `name` is usually imported from by name
/// (`from sympy import isprime`, `from dateutil.parser import parse`), or
/// empty.
std::string third_party_module_exporting(const std::string& name);

/// Whether `name` is one of CPython 3.11's builtins.
bool is_builtin_name(const std::string& name);

/// Whether the exported `name` is a constant or a typing name (`pi`,
/// `stdin`, `List`) rather than a function or class.
bool is_constant_export(const std::string& name);

} // namespace hyexec::oracle
