#pragma once
/// \file
/// Types of native modules' objects (re.Pattern, zlib.Compress, ...): a type
/// named "module.Name" with methods and read-only members, as CPython's C
/// types are.

#include "interp/machine.h"

namespace hyexec::interp {

/// A new type `qualified` ("module.Name": its __name__ and __module__)
/// deriving from `base` (object by default).
TypeObject* new_native_type(const char* qualified, TypeObject* base = nullptr);
/// A read-only attribute whose value `get` computes from the instance (args[0]).
void native_member(TypeObject* t, const char* name, NativeFn get);

} // namespace hyexec::interp
