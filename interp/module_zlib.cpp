// zlib over Debian's zlib: compress and decompress (zlib, raw deflate and
// gzip streams by wbits, as CPython's), crc32, adler32, the constants and
// zlib.error with CPython's messages; the streaming objects are in
// module_zlib_streams.cpp.
#include "interp/module_zlib.h"

#include "interp/builtins_util.h"
#include "interp/errors.h"
#include "interp/memoryview.h"
#include "interp/protocol.h"

namespace hyexec::interp {

TypeObject* zlib_error() {
  static TypeObject* t = new_exception_type("error", exc_Exception);
  return t;
}

std::string zlib_data(const Value& v) {
  std::string out;
  if (!buffer_bytes(v, &out))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
  return out;
}

int64_t zlib_int_arg(const CallArgs& a, size_t pos, const char* name, int64_t dflt) {
  const Value* given = a.args.size() > pos ? &a.args[pos] : nullptr;
  for (const auto& [k, val] : a.kwargs)
    if (k == name) given = &val;
  if (!given) return dflt;
  int64_t v;
  if (as_int64(*given, &v)) return v;
  if (given->is_obj() && given->type()->lookup(Dunder::Index)) // __index__
    return as_mpz(*given).get_si();
  raise(exc_TypeError, "'" + type_name(*given) + "' object cannot be interpreted as an integer");
}

[[noreturn]] void zlib_fail(int err, const char* during, const z_stream& s) {
  std::string msg = std::string("Error ") + std::to_string(err) + " " + during;
  const char* why = err == Z_VERSION_ERROR ? "library version mismatch" : s.msg;
  if (!why && err == Z_BUF_ERROR) why = "incomplete or truncated stream";
  if (!why && err == Z_STREAM_ERROR) why = "inconsistent stream state";
  if (!why && err == Z_DATA_ERROR) why = "invalid input data";
  if (why) msg += std::string(": ") + why;
  raise(zlib_error(), msg);
}

namespace {

/// The data argument: any bytes-like object, as CPython's buffer protocol.
std::string data_arg(const CallArgs& a, const char* fname) {
  if (a.args.empty())
    raise(exc_TypeError, std::string(fname) + "() missing required argument 'data' (pos 1)");
  return zlib_data(a.args[0]);
}

Value compress(CallArgs& a) {
  const std::string in = data_arg(a, "compress");
  int level = static_cast<int>(zlib_int_arg(a, 1, "level", Z_DEFAULT_COMPRESSION));
  int wbits = static_cast<int>(zlib_int_arg(a, 2, "wbits", MAX_WBITS));
  z_stream s{};
  int err = deflateInit2(&s, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
  if (err == Z_STREAM_ERROR) raise(zlib_error(), "Bad compression level");
  if (err != Z_OK) zlib_fail(err, "while compressing data", s);
  std::string out(deflateBound(&s, in.size()) + 16, '\0');
  s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  s.avail_in = static_cast<uInt>(in.size());
  s.next_out = reinterpret_cast<Bytef*>(out.data());
  s.avail_out = static_cast<uInt>(out.size());
  err = deflate(&s, Z_FINISH);
  deflateEnd(&s);
  if (err != Z_STREAM_END) zlib_fail(err, "while compressing data", s);
  out.resize(s.total_out);
  return make<BytesObject>(std::move(out));
}

Value decompress(CallArgs& a) {
  const std::string in = data_arg(a, "decompress");
  int wbits = static_cast<int>(zlib_int_arg(a, 1, "wbits", MAX_WBITS));
  if (zlib_int_arg(a, 2, "bufsize", 16384) < 0)
    raise(exc_ValueError, "bufsize must be non-negative");
  z_stream s{};
  int err = inflateInit2(&s, wbits);
  if (err != Z_OK) zlib_fail(err, "while preparing to decompress data", s);
  s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  s.avail_in = static_cast<uInt>(in.size());
  std::string out;
  char buf[16384];
  do {
    s.next_out = reinterpret_cast<Bytef*>(buf);
    s.avail_out = sizeof buf;
    err = inflate(&s, Z_NO_FLUSH);
    if (err != Z_OK && err != Z_STREAM_END) {
      z_stream copy = s;
      inflateEnd(&s);
      zlib_fail(err, "while decompressing data", copy);
    }
    out.append(buf, sizeof buf - s.avail_out);
  } while (err != Z_STREAM_END && (s.avail_in > 0 || s.avail_out == 0));
  inflateEnd(&s);
  if (err != Z_STREAM_END) zlib_fail(Z_BUF_ERROR, "while decompressing data", s);
  return make<BytesObject>(std::move(out));
}

Value checksum(CallArgs& a, const char* fname, uLong start,
               uLong (*fn)(uLong, const Bytef*, uInt)) {
  const std::string in = data_arg(a, fname);
  uLong v =
      static_cast<uLong>(zlib_int_arg(a, 1, "value", static_cast<int64_t>(start)) & 0xFFFFFFFF);
  v = fn(v, reinterpret_cast<const Bytef*>(in.data()), static_cast<uInt>(in.size()));
  return py_int(static_cast<int64_t>(v & 0xFFFFFFFF));
}

} // namespace

Value zlib_module() {
  auto mod = make<ModuleObject>("zlib");
  ModuleObject* m = mod.get();
  m->dict->set_str("error", Value(zlib_error()));
  for (auto [name, v] : {std::pair{"MAX_WBITS", MAX_WBITS},
                         {"DEFLATED", Z_DEFLATED},
                         {"DEF_MEM_LEVEL", 8},
                         {"DEF_BUF_SIZE", 16384},
                         {"Z_NO_COMPRESSION", Z_NO_COMPRESSION},
                         {"Z_BEST_SPEED", Z_BEST_SPEED},
                         {"Z_BEST_COMPRESSION", Z_BEST_COMPRESSION},
                         {"Z_DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION},
                         {"Z_FILTERED", Z_FILTERED},
                         {"Z_HUFFMAN_ONLY", Z_HUFFMAN_ONLY},
                         {"Z_RLE", Z_RLE},
                         {"Z_FIXED", Z_FIXED},
                         {"Z_DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY},
                         {"Z_NO_FLUSH", Z_NO_FLUSH},
                         {"Z_PARTIAL_FLUSH", Z_PARTIAL_FLUSH},
                         {"Z_SYNC_FLUSH", Z_SYNC_FLUSH},
                         {"Z_FULL_FLUSH", Z_FULL_FLUSH},
                         {"Z_FINISH", Z_FINISH},
                         {"Z_BLOCK", Z_BLOCK},
                         {"Z_TREES", Z_TREES}})
    m->dict->set_str(name, py_int(v));
  m->dict->set_str("ZLIB_VERSION", py_str(ZLIB_VERSION));
  m->dict->set_str("ZLIB_RUNTIME_VERSION", py_str(zlibVersion()));
  add_function(m, "compress", compress);
  add_function(m, "decompress", decompress);
  add_function(m, "crc32", [](CallArgs& a) { return checksum(a, "crc32", 0, crc32); });
  add_function(m, "adler32", [](CallArgs& a) { return checksum(a, "adler32", 1, adler32); });
  add_zlib_streams(m);
  return mod;
}

} // namespace hyexec::interp
