#pragma once
/// \file
/// The text a user class's own __str__ / __repr__ gives, which str(), repr()
/// and ascii() return as it is (builtins.cpp, builtins_introspection.cpp).

#include "interp/types.h"

namespace hyexec::interp {

/// What a user class's own `method` ("__str__", "__repr__") returns for `v`:
/// a str, or a str subclass instance kept as it is, as CPython does; null
/// when `v`'s class has no such Python method. TypeError for another result.
Value text_from_method(const Value& v, const char* method);

} // namespace hyexec::interp
