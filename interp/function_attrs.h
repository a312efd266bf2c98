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

/// `f.name = value` (a null value: `del f.name`) for the attributes CPython
/// keeps in the function's own fields, with its type checks and read-only
/// ones; false for any other name (it goes to `f.__dict__`).
bool set_function_attribute(FunctionObject* f, std::string_view name, const Value& value);

/// The function's `__dict__`, made when first needed. It also keeps what
/// CPython holds in the function's own fields once assigned (`__doc__`,
/// `__module__`) and `__annotations__`.
DictObject* function_dict(FunctionObject* f);

/// `types.FunctionType(code, globals, name=None, argdefs=None)`: the code's
/// function again, over other globals.
Value function_new(TypeObject* t, CallArgs& a);

/// The docstring of a function or class body (its first statement, a string
/// literal), or None.
Value docstring_of(const cfg::CodeUnit* unit);

/// Builds the graph of a library function not called yet
/// (cfg/deferred_bodies.h), its packed body read first. The embedded library
/// compiles, so the error is not expected; were it met, it is the
/// SyntaxError CPython's import gives.
void complete_deferred(const cfg::CodeUnit& unit);
/// The docstring a body starts with (a module's, a function's), else None.
Value docstring_of_body(const ast::Body& body);

} // namespace hyexec::interp
