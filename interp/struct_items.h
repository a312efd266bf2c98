#pragma once
/// \file
/// Single items of the struct module's native layout (module_struct.cpp),
/// for the other readers of typed buffers (memoryview's formats).

#include "interp/types.h"

#include <string>

namespace hyexec::interp {

/// The native size of struct code `code` ('B', 'i', 'd'...), 0 when unknown.
size_t native_item_size(char code);
/// The item of `code` at `off` in `buf` (native byte order).
Value unpack_native_item(char code, const std::string& buf, size_t off);
/// Writes `v` as an item of `code` at `off` in `buf`; raises struct.error
/// (or TypeError/OverflowError) as struct.pack would.
void pack_native_item(char code, std::string& buf, size_t off, const Value& v);
/// Whether `exc` is a struct.error.
bool is_struct_error(const Value& exc);

} // namespace hyexec::interp
