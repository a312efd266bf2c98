#pragma once
/// \file
/// What zlib's one-shot functions (module_zlib.cpp) and its streaming
/// objects (module_zlib_streams.cpp) share.

#include "interp/machine.h"

#include <zlib.h>

namespace hyexec::interp {

/// zlib.error.
TypeObject* zlib_error();
/// The bytes of a bytes-like argument (bytes, bytearray, memoryview), or
/// CPython's TypeError.
std::string zlib_data(const Value& v);
/// An int argument by position or keyword, with a default.
int64_t zlib_int_arg(const CallArgs& a, size_t pos, const char* name, int64_t dflt);
/// zlib.error "Error N <during>: <zlib's message>", worded as CPython's zlib_error().
[[noreturn]] void zlib_fail(int err, const char* during, const z_stream& s);
/// Binds compressobj and decompressobj in the module.
void add_zlib_streams(ModuleObject* m);

} // namespace hyexec::interp
