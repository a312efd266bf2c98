#pragma once
/// \file
/// CPython's docstrings of its builtins, for `__doc__` of builtin objects:
/// a table generated from the reference python3 (tools/gen_builtin_docs.py).

#include "interp/types.h"

#include <string_view>

namespace hyexec::interp {

/// The docstring of `key` (`len`, `str`, `str.upper`, `math.sqrt`), or null
/// when CPython has none.
Value builtin_doc(std::string_view key);

/// The builtin class whose unbound method `descriptor` is (`str.upper`), or
/// null; protocol.cpp, which makes those descriptors, keeps their owners.
const TypeObject* descriptor_owner(const Value& descriptor);

/// `obj.__doc__` for an object of a builtin type that has no `__doc__`
/// attribute of its own in hyexec: a builtin function or method's, else its
/// type's; None where CPython has no docstring either.
Value builtin_object_doc(const Value& obj);

} // namespace hyexec::interp
