// zlib's streaming objects over Debian's zlib, as CPython's
// Modules/zlibmodule.c: compressobj() makes a zlib.Compress (compress, flush
// with a mode, copy), decompressobj() a zlib.Decompress (decompress with a
// max_length that leaves the rest in unconsumed_tail, flush, copy,
// unused_data after the end of the stream, eof), with CPython's errors.
#include "interp/module_zlib.h"

#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/errors.h"
#include "interp/memoryview.h"
#include "interp/native_type.h"

namespace hyexec::interp {

namespace {

/// A deflate or inflate stream. `live` is CPython's is_initialised: false
/// once flush ended the stream (zlib's state is then freed, and zlib itself
/// answers later calls with Z_STREAM_ERROR, as CPython relies on).
struct ZStream : Object {
  ZStream(TypeObject* t, bool inflating) : Object(t), inflating(inflating) {}
  ~ZStream() override {
    if (live) inflating ? inflateEnd(&z) : deflateEnd(&z);
  }
  z_stream z{};
  bool inflating;
  bool live = false;
  bool eof = false;
  bool has_zdict = false;
  std::string zdict, unused_data, unconsumed_tail;
};

constexpr size_t kChunk = 16384;

TypeObject* compress_type();
TypeObject* decompress_type();

ZStream* self_of(const CallArgs& a, TypeObject* t, const char* name) {
  if (a.args.empty() || !a.args[0].is_obj() || a.args[0].obj()->type != t)
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' requires a '" + t->name + "' object");
  return a.args[0].as<ZStream>();
}

/// Optional argument `name` at `pos` (after self), or null.
const Value* opt_arg(const CallArgs& a, size_t pos, const char* name) {
  for (const auto& [k, v] : a.kwargs)
    if (k == name) return &v;
  return a.args.size() > pos ? &a.args[pos] : nullptr;
}

void set_inflate_zdict(ZStream* s) {
  int err = inflateSetDictionary(&s->z, reinterpret_cast<const Bytef*>(s->zdict.data()),
                                 static_cast<uInt>(s->zdict.size()));
  if (err != Z_OK) zlib_fail(err, "while setting zdict", s->z);
}

/// Runs `step` (deflate or inflate with the stream's next_in set) until it
/// stops filling whole output chunks; appends the output to `out`. At most
/// `limit` bytes of output when limit > 0.
template <class Step> int pump(ZStream* s, std::string& out, size_t limit, Step step) {
  int err;
  do {
    size_t room = kChunk;
    if (limit > 0) {
      if (out.size() >= limit) return Z_OK;
      room = std::min(room, limit - out.size());
    }
    size_t had = out.size();
    out.resize(had + room);
    s->z.next_out = reinterpret_cast<Bytef*>(out.data() + had);
    s->z.avail_out = static_cast<uInt>(room);
    err = step();
    out.resize(had + room - s->z.avail_out);
    if (err == Z_NEED_DICT && s->has_zdict) {
      set_inflate_zdict(s);
      continue;
    }
    if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) return err;
    if (s->z.avail_out != 0) return err;
  } while (true);
}

/// The input zlib left: past the end of the stream it is unused_data;
/// otherwise (an output limit) it is the unconsumed_tail.
void save_unconsumed(ZStream* s, const std::string& in, int err) {
  size_t used = in.size() - s->z.avail_in;
  if (err == Z_STREAM_END) {
    s->unused_data += in.substr(used);
    s->unconsumed_tail.clear();
    s->z.avail_in = 0;
    return;
  }
  s->unconsumed_tail = in.substr(used);
}

Value decompress_data(ZStream* s, const std::string& in, size_t limit, int flush) {
  std::string out;
  s->z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  s->z.avail_in = static_cast<uInt>(in.size());
  int err = pump(s, out, limit, [&] { return inflate(&s->z, flush); });
  save_unconsumed(s, in, err);
  if (err == Z_STREAM_END)
    s->eof = true;
  else if (err != Z_OK && err != Z_BUF_ERROR && flush != Z_FINISH)
    zlib_fail(err, "while decompressing data", s->z);
  if (err == Z_STREAM_END && flush == Z_FINISH && s->live) {
    s->live = false;
    err = inflateEnd(&s->z);
    if (err != Z_OK) zlib_fail(err, "while finishing decompression", s->z);
  }
  return make<BytesObject>(std::move(out));
}

Value copy_stream(ZStream* s, const char* what) {
  if (!s->live) raise(exc_ValueError, "Inconsistent stream state");
  auto c = make<ZStream>(s->inflating ? decompress_type() : compress_type(), s->inflating);
  int err = s->inflating ? inflateCopy(&c->z, &s->z) : deflateCopy(&c->z, &s->z);
  if (err == Z_STREAM_ERROR) raise(exc_ValueError, "Inconsistent stream state");
  if (err == Z_MEM_ERROR)
    raise(exc_MemoryError, std::string("Can't allocate memory for ") + what + " object");
  if (err != Z_OK) zlib_fail(err, "while copying compression object", s->z);
  c->live = true;
  c->eof = s->eof;
  c->has_zdict = s->has_zdict;
  c->zdict = s->zdict;
  c->unused_data = s->unused_data;
  c->unconsumed_tail = s->unconsumed_tail;
  return Value(c);
}

void add_method(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

void add_copies(TypeObject* t, const char* what) {
  for (const char* name : {"copy", "__copy__", "__deepcopy__"})
    add_method(t, name,
               [t, name, what](CallArgs& a) { return copy_stream(self_of(a, t, name), what); });
}

TypeObject* compress_type() {
  static TypeObject* t = [] {
    TypeObject* c = new_native_type("zlib.Compress");
    add_method(c, "compress", [c](CallArgs& a) -> Value {
      ZStream* s = self_of(a, c, "compress");
      if (a.args.size() < 2)
        raise(exc_TypeError, "compress() takes exactly one argument (0 given)");
      std::string in = zlib_data(a.args[1]), out;
      s->z.next_in = reinterpret_cast<Bytef*>(in.data());
      s->z.avail_in = static_cast<uInt>(in.size());
      int err = pump(s, out, 0, [&] { return deflate(&s->z, Z_NO_FLUSH); });
      if (err == Z_STREAM_ERROR) zlib_fail(err, "while compressing data", s->z);
      return make<BytesObject>(std::move(out));
    });
    add_method(c, "flush", [c](CallArgs& a) -> Value {
      ZStream* s = self_of(a, c, "flush");
      int64_t mode = zlib_int_arg(a, 1, "mode", Z_FINISH);
      if (mode == Z_NO_FLUSH) return make<BytesObject>(std::string());
      std::string out;
      s->z.avail_in = 0;
      int err = pump(s, out, 0, [&] { return deflate(&s->z, static_cast<int>(mode)); });
      if (err == Z_STREAM_ERROR) zlib_fail(err, "while flushing", s->z);
      if (err == Z_STREAM_END && mode == Z_FINISH) {
        err = deflateEnd(&s->z);
        if (err != Z_OK) zlib_fail(err, "while finishing compression", s->z);
        s->live = false;
      } else if (err != Z_OK && err != Z_BUF_ERROR) {
        zlib_fail(err, "while flushing", s->z);
      }
      return make<BytesObject>(std::move(out));
    });
    add_copies(c, "compression");
    return c;
  }();
  return t;
}

TypeObject* decompress_type() {
  static TypeObject* t = [] {
    TypeObject* d = new_native_type("zlib.Decompress");
    add_method(d, "decompress", [d](CallArgs& a) -> Value {
      ZStream* s = self_of(a, d, "decompress");
      if (a.args.size() < 2) // data is positional-only
        raise(exc_TypeError, "decompress() missing required argument 'data' (pos 1)");
      int64_t max_length = zlib_int_arg(a, 2, "max_length", 0);
      if (max_length < 0) raise(exc_ValueError, "max_length must be non-negative");
      return decompress_data(s, zlib_data(a.args[1]), static_cast<size_t>(max_length),
                             Z_SYNC_FLUSH);
    });
    add_method(d, "flush", [d](CallArgs& a) -> Value {
      ZStream* s = self_of(a, d, "flush");
      int64_t length = zlib_int_arg(a, 1, "length", kChunk);
      if (length <= 0) raise(exc_ValueError, "length must be greater than zero");
      std::string tail = s->unconsumed_tail;
      return decompress_data(s, tail, 0, Z_FINISH);
    });
    add_copies(d, "decompression");
    native_member(d, "unused_data", [](CallArgs& a) -> Value {
      return make<BytesObject>(a.args.at(0).as<ZStream>()->unused_data);
    });
    native_member(d, "unconsumed_tail", [](CallArgs& a) -> Value {
      return make<BytesObject>(a.args.at(0).as<ZStream>()->unconsumed_tail);
    });
    native_member(d, "eof",
                  [](CallArgs& a) -> Value { return py_bool(a.args.at(0).as<ZStream>()->eof); });
    return d;
  }();
  return t;
}

/// The zdict argument: bytes-like, or CPython's TypeError.
bool zdict_arg(const CallArgs& a, size_t pos, std::string* out) {
  const Value* v = opt_arg(a, pos, "zdict");
  if (!v) return false;
  if (!buffer_bytes(*v, out))
    raise(exc_TypeError, "zdict argument must support the buffer protocol");
  return true;
}

Value compressobj(CallArgs& a) {
  int level = static_cast<int>(zlib_int_arg(a, 0, "level", Z_DEFAULT_COMPRESSION));
  int method = static_cast<int>(zlib_int_arg(a, 1, "method", Z_DEFLATED));
  int wbits = static_cast<int>(zlib_int_arg(a, 2, "wbits", MAX_WBITS));
  int mem_level = static_cast<int>(zlib_int_arg(a, 3, "memLevel", 8));
  int strategy = static_cast<int>(zlib_int_arg(a, 4, "strategy", Z_DEFAULT_STRATEGY));
  std::string zdict;
  const Value* zv = opt_arg(a, 5, "zdict");
  if (zv && !buffer_bytes(*zv, &zdict))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(*zv) + "'");
  auto s = make<ZStream>(compress_type(), false);
  int err = deflateInit2(&s->z, level, method, wbits, mem_level, strategy);
  if (err == Z_MEM_ERROR) raise(exc_MemoryError, "Can't allocate memory for compression object");
  if (err == Z_STREAM_ERROR) raise(exc_ValueError, "Invalid initialization option");
  if (err != Z_OK) zlib_fail(err, "while creating compression object", s->z);
  s->live = true;
  if (zv) {
    err = deflateSetDictionary(&s->z, reinterpret_cast<const Bytef*>(zdict.data()),
                               static_cast<uInt>(zdict.size()));
    if (err == Z_STREAM_ERROR) raise(exc_ValueError, "Invalid dictionary");
    if (err != Z_OK) raise(exc_ValueError, "deflateSetDictionary()");
  }
  return Value(s);
}

Value decompressobj(CallArgs& a) {
  int wbits = static_cast<int>(zlib_int_arg(a, 0, "wbits", MAX_WBITS));
  auto s = make<ZStream>(decompress_type(), true);
  s->has_zdict = zdict_arg(a, 1, &s->zdict);
  int err = inflateInit2(&s->z, wbits);
  if (err == Z_STREAM_ERROR) raise(exc_ValueError, "Invalid initialization option");
  if (err == Z_MEM_ERROR) raise(exc_MemoryError, "Can't allocate memory for decompression object");
  if (err != Z_OK) zlib_fail(err, "while creating decompression object", s->z);
  s->live = true;
  if (s->has_zdict && wbits < 0) set_inflate_zdict(s.get());
  return Value(s);
}

} // namespace

void add_zlib_streams(ModuleObject* m) {
  add_function(m, "compressobj", compressobj);
  add_function(m, "decompressobj", decompressobj);
}

} // namespace hyexec::interp
