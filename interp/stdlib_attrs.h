#pragma once
/// \file
/// The names CPython 3.11's standard-library modules have, for the modules
/// hyexec implements: reading one that hyexec's module lacks is a gap of
/// hyexec's (unsupported), not an AttributeError the program would raise.

#include <string_view>

namespace hyexec::interp {

/// True when CPython's module `module` has an attribute `name`.
bool cpython_module_has(std::string_view module, std::string_view name);

/// Ends the run `unsupported` when CPython's `module` has `name` (the caller
/// found hyexec's module without it); returns otherwise.
void unsupported_if_cpython_has(std::string_view module, std::string_view name);

} // namespace hyexec::interp
