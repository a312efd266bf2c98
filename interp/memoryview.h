#pragma once
/// \file
/// memoryview (CPython's Objects/memoryobject.c), one-dimensional: a view of
/// the bytes of a bytes, a bytearray (writable: writes go through), another
/// memoryview, or an object with a `__buffer__` (pylib's array, read through
/// it on every access), with struct-format items (`cast`).

#include "interp/types.h"

#include <string>

namespace hyexec::interp {

extern TypeObject* type_memoryview;

/// The bytes `v` exports through the buffer protocol (bytes, bytearray,
/// memoryview, a `__buffer__` exporter): true and `*out` filled, or false for
/// other objects.
bool buffer_bytes(const Value& v, std::string* out);

/// Creates the type and binds `memoryview` in `builtins`.
void install_memoryview(DictObject* builtins);

} // namespace hyexec::interp
