#pragma once
/// \file
/// The introspection attributes of Python functions CPython computes from the
/// code: `__defaults__`, `__kwdefaults__`, `__doc__`, `__module__`, `__code__`.

#include "cfg/ast.h"
#include "interp/types.h"

#include <string_view>

namespace hyexec::interp {

/// The type `code`: its instances hold their co_* attributes in a dict.
TypeObject* code_type();

/// `f.name` for the attributes above; null for any other name.
Value function_attribute(FunctionObject* f, std::string_view name);

/// `types.FunctionType(code, globals, name=None, argdefs=None)`: the code's
/// function again, over other globals.
Value function_new(TypeObject* t, CallArgs& a);

/// The docstring of a function or class body (its first statement, a string
/// literal), or None.
Value docstring_of(const cfg::CodeUnit* unit);
/// The docstring a body starts with (a module's, a function's), else None.
Value docstring_of_body(const ast::Body& body);

} // namespace hyexec::interp
