// The struct module (CPython's Modules/_struct.c): native (@, aligned, x86-64
// sizes) and standard (= < > !, unaligned) layouts, integer range checks and
// IEEE half/single/double packing, with CPython's struct.error messages.
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/memoryview.h"
#include "interp/native_type.h"
#include "interp/numbers.h"
#include "interp/struct_items.h"

#include <cmath>
#include <cstring>

namespace hyexec::interp {

namespace {

TypeObject* struct_error() {
  static TypeObject* t = new_exception_type("error", exc_Exception);
  return t;
}

[[noreturn]] void fail(const std::string& message) {
  raise(struct_error(), message);
}

struct Item {
  char code;
  size_t count; ///< repeat count; for s and p the byte length
  size_t offset;
};

struct Layout {
  bool little = true, native = true;
  std::vector<Item> items;
  size_t size = 0;
  size_t values = 0; ///< how many Python values pack takes / unpack returns
};

size_t item_size(char code, bool native) {
  switch (code) {
  case 'x':
  case 'c':
  case 'b':
  case 'B':
  case '?':
  case 's':
  case 'p': return 1;
  case 'h':
  case 'H':
  case 'e': return 2;
  case 'i':
  case 'I':
  case 'f': return 4;
  case 'l':
  case 'L': return native ? 8 : 4;
  case 'q':
  case 'Q':
  case 'd': return 8;
  case 'n':
  case 'N':
  case 'P': return native ? 8 : 0;
  default: return 0;
  }
}

Layout layout_of(const std::string& fmt, bool items);

/// A format's layout, struct.error for a bad one.
Layout parse_format(const Value& fmt_v) {
  std::string fmt;
  if (is_type(fmt_v, type_str))
    fmt = fmt_v.as<StrObject>()->value;
  else if (is_bytes_like(fmt_v))
    fmt = fmt_v.as<BytesObject>()->value;
  else
    raise(exc_TypeError,
          "Struct() argument 1 must be a str or bytes object, not " + type_name(fmt_v));
  if (fmt.find('\0') != std::string::npos) fail("embedded null character");
  // Two passes, as CPython's: the size first (a count too large for it is
  // an error, not an allocation), then the items.
  layout_of(fmt, false);
  return layout_of(fmt, true);
}

/// The layout of a format (the items too when `items`).
Layout layout_of(const std::string& fmt, bool items) {
  constexpr size_t kMax = PTRDIFF_MAX; // CPython's Py_ssize_t limit
  Layout l;
  size_t i = 0;
  if (!fmt.empty() && std::strchr("@=<>!", fmt[0])) {
    l.native = fmt[0] == '@';
    l.little = fmt[0] == '@' || fmt[0] == '=' || fmt[0] == '<';
    i = 1;
  }
  while (i < fmt.size()) {
    char c = fmt[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    size_t count = 1;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      count = 0;
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) {
        if (count > (kMax - 9) / 10) fail("total struct size too long");
        count = count * 10 + (fmt[i++] - '0');
      }
      if (i >= fmt.size()) fail("repeat count given without format specifier");
      c = fmt[i];
    }
    ++i;
    size_t size = item_size(c, l.native);
    if (size == 0) fail("bad char in struct format");
    if (l.native && c != 's' && c != 'p' && c != 'x') l.size = (l.size + size - 1) / size * size;
    if (count > (kMax - l.size) / size) fail("total struct size too long");
    if (c == 's' || c == 'p') {
      if (items) l.items.push_back({c, count, l.size});
      l.size += count;
      ++l.values;
      continue;
    }
    if (!items) {
      l.size += count * size;
      continue;
    }
    for (size_t k = 0; k < count; ++k) {
      if (c != 'x') {
        l.items.push_back({c, 1, l.size});
        ++l.values;
      }
      l.size += size;
    }
  }
  return l;
}

void put_uint(std::string& buf, size_t off, uint64_t v, size_t n, bool little) {
  for (size_t k = 0; k < n; ++k) {
    auto byte = static_cast<char>((v >> (8 * k)) & 0xFF);
    buf[off + (little ? k : n - 1 - k)] = byte;
  }
}

uint64_t get_uint(const std::string& buf, size_t off, size_t n, bool little) {
  uint64_t v = 0;
  for (size_t k = 0; k < n; ++k)
    v |= static_cast<uint64_t>(static_cast<unsigned char>(buf[off + (little ? k : n - 1 - k)]))
         << (8 * k);
  return v;
}

/// IEEE binary16 from a double, rounding to nearest even (as PyFloat_Pack2).
uint16_t to_half(double x) {
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  if (std::isnan(x)) return sign | 0x7E00;
  double a = std::fabs(x);
  if (std::isinf(a)) return sign | 0x7C00;
  if (a >= 65520.0) raise(exc_OverflowError, "float too large to pack with e format");
  int e;
  double m = std::frexp(a, &e); // a = m * 2^e, 0.5 <= m < 1
  if (a == 0) return sign;
  int exp = e - 1 + 15;
  double frac;
  if (exp <= 0) { // subnormal
    frac = std::nearbyint(a / std::ldexp(1.0, -24));
    return sign | static_cast<uint16_t>(frac);
  }
  frac = std::nearbyint((m * 2 - 1) * 1024);
  if (frac >= 1024) {
    frac = 0;
    ++exp;
  }
  if (exp >= 31) raise(exc_OverflowError, "float too large to pack with e format");
  return sign | static_cast<uint16_t>(exp << 10) | static_cast<uint16_t>(frac);
}

double from_half(uint16_t h) {
  int exp = (h >> 10) & 0x1F, frac = h & 0x3FF;
  double v = exp == 0    ? std::ldexp(frac, -24)
             : exp == 31 ? (frac ? NAN : HUGE_VAL)
                         : std::ldexp(1024 + frac, exp - 25);
  return (h & 0x8000) ? -v : v;
}

void pack_item(std::string& buf, size_t off, const Item& it, const Value& v, const Layout& l) {
  char c = it.code;
  size_t n = item_size(c, l.native);
  if (c == 's' || c == 'p') {
    if (!is_bytes_like(v)) fail("argument for '" + std::string(1, c) + "' must be a bytes object");
    std::string s = v.as<BytesObject>()->value;
    if (c == 'p') {
      size_t len = std::min(s.size(), it.count ? it.count - 1 : 0);
      if (it.count) buf[off] = static_cast<char>(std::min<size_t>(len, 255));
      std::memcpy(&buf[off + 1], s.data(), len);
    } else {
      std::memcpy(&buf[off], s.data(), std::min(s.size(), it.count));
    }
    return;
  }
  if (c == 'c') {
    if (!is_bytes_like(v) || v.as<BytesObject>()->value.size() != 1)
      fail("char format requires a bytes object of length 1");
    buf[off] = v.as<BytesObject>()->value[0];
    return;
  }
  if (c == '?') {
    buf[off] = truthy(v) ? 1 : 0;
    return;
  }
  if (c == 'e' || c == 'f' || c == 'd') {
    double d;
    if (!as_double(v, &d)) fail("required argument is not a float");
    if (c == 'e') return put_uint(buf, off, to_half(d), 2, l.little);
    if (c == 'f') {
      auto f = static_cast<float>(d);
      if (std::isinf(f) && std::isfinite(d))
        raise(exc_OverflowError, "float too large to pack with f format");
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      return put_uint(buf, off, bits, 4, l.little);
    }
    uint64_t bits;
    std::memcpy(&bits, &d, 8);
    return put_uint(buf, off, bits, 8, l.little);
  }
  if (!is_int_like(v)) {
    if (v.is_obj() && !v.type()->builtin && v.type()->lookup("__index__")) {
      pack_item(buf, off, it, py_int(as_mpz(v)), l);
      return;
    }
    fail("required argument is not an integer");
  }
  mpz_class z = as_mpz(v);
  bool is_signed = std::islower(static_cast<unsigned char>(c)) && c != 'e';
  mpz_class lo = is_signed ? -(mpz_class(1) << (8 * n - 1)) : mpz_class(0);
  mpz_class hi = is_signed ? (mpz_class(1) << (8 * n - 1)) - 1 : (mpz_class(1) << (8 * n)) - 1;
  if (z < lo || z > hi) {
    if (c == 'b') fail("byte format requires -128 <= number <= 127");
    if (c == 'B') fail("ubyte format requires 0 <= number <= 255");
    if (c == 'h') fail("short format requires -32768 <= number <= 32767");
    if (c == 'H') fail("ushort format requires 0 <= number <= 65535");
    if (!l.native && (c == 'i' || c == 'l' || c == 'I' || c == 'L' || c == 'q' || c == 'Q'))
      fail("'" + std::string(1, c) + "' format requires " + lo.get_str() +
           " <= number <= " + hi.get_str());
    fail("argument out of range");
  }
  mpz_class u = z < 0 ? z + (mpz_class(1) << (8 * n)) : z;
  uint64_t bits = 0;
  mpz_export(&bits, nullptr, -1, sizeof bits, 0, 0, u.get_mpz_t());
  put_uint(buf, off, bits, n, l.little);
}

Value unpack_item(const std::string& buf, size_t off, const Item& it, const Layout& l) {
  char c = it.code;
  size_t n = item_size(c, l.native);
  switch (c) {
  case 's': return make_bytes(type_bytes, buf.substr(off, it.count));
  case 'p': {
    size_t len =
        it.count ? std::min<size_t>(static_cast<unsigned char>(buf[off]), it.count - 1) : 0;
    return make_bytes(type_bytes, buf.substr(off + 1, len));
  }
  case 'c': return make_bytes(type_bytes, buf.substr(off, 1));
  case '?': return py_bool(buf[off] != 0);
  case 'e': return py_float(from_half(static_cast<uint16_t>(get_uint(buf, off, 2, l.little))));
  case 'f': {
    auto bits = static_cast<uint32_t>(get_uint(buf, off, 4, l.little));
    float f;
    std::memcpy(&f, &bits, 4);
    return py_float(f);
  }
  case 'd': {
    uint64_t bits = get_uint(buf, off, 8, l.little);
    double d;
    std::memcpy(&d, &bits, 8);
    return py_float(d);
  }
  default: break;
  }
  uint64_t bits = get_uint(buf, off, n, l.little);
  bool is_signed = std::islower(static_cast<unsigned char>(c));
  if (is_signed) {
    if (n < 8 && (bits >> (8 * n - 1)) & 1) bits |= ~uint64_t{0} << (8 * n);
    return py_int(static_cast<int64_t>(bits));
  }
  if (bits <= static_cast<uint64_t>(INT64_MAX)) return py_int(static_cast<int64_t>(bits));
  mpz_class z;
  mpz_import(z.get_mpz_t(), 1, -1, sizeof bits, 0, 0, &bits);
  return py_int(z);
}

std::string pack_values(const Layout& l, const Values& vals, size_t first) {
  if (vals.size() - first != l.values)
    fail("pack expected " + std::to_string(l.values) + " items for packing (got " +
         std::to_string(vals.size() - first) + ")");
  std::string buf(l.size, '\0');
  for (size_t k = 0; k < l.items.size(); ++k)
    pack_item(buf, l.items[k].offset, l.items[k], vals[first + k], l);
  return buf;
}

Value unpack_at(const Layout& l, const std::string& buf, size_t off) {
  Values out;
  for (const Item& it : l.items) out.push_back(unpack_item(buf, off + it.offset, it, l));
  return py_tuple(std::move(out));
}

/// The bytes of a buffer argument (bytes, bytearray, memoryview).
std::string buffer_arg(const Value& v) {
  std::string out;
  if (!buffer_bytes(v, &out))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
  return out;
}

/// A buffer offset as pack_into/unpack_from take it (negative: from the end).
size_t buffer_offset(const Value& v, size_t buffer_size, size_t need, bool packing) {
  int64_t off = index_value(v, "offset");
  // A negative offset too close to the end for the data (CPython's first check).
  if (off < 0 && off + static_cast<int64_t>(need) > 0)
    fail(std::string(packing ? "no space to pack " : "not enough data to unpack ") +
         std::to_string(need) + " bytes at offset " + std::to_string(off));
  if (off < 0) {
    if (off + static_cast<int64_t>(buffer_size) < 0)
      fail("offset " + std::to_string(off) + " out of range for " + std::to_string(buffer_size) +
           "-byte buffer");
    off += static_cast<int64_t>(buffer_size);
  }
  if (static_cast<size_t>(off) + need > buffer_size)
    fail(std::string(packing ? "pack_into requires a buffer of at least "
                             : "unpack_from requires a buffer of at least ") +
         std::to_string(need + off) + " bytes for " + (packing ? "packing " : "unpacking ") +
         std::to_string(need) + " bytes at offset " + std::to_string(off) +
         " (actual buffer size is " + std::to_string(buffer_size) + ")");
  return static_cast<size_t>(off);
}

} // namespace

size_t native_item_size(char code) {
  return code == 's' || code == 'p' || code == 'x' ? 0 : item_size(code, true);
}

Value unpack_native_item(char code, const std::string& buf, size_t off) {
  return unpack_item(buf, off, Item{code, 1, 0}, Layout{});
}

void pack_native_item(char code, std::string& buf, size_t off, const Value& v) {
  pack_item(buf, off, Item{code, 1, 0}, v, Layout{});
}

bool is_struct_error(const Value& exc) {
  return isinstance(exc, struct_error());
}

namespace {

Value calcsize_fn(CallArgs& a) {
  exactly_one(a, "calcsize");
  return py_int(static_cast<int64_t>(parse_format(a.args[0]).size));
}

Value pack_fn(CallArgs& a) {
  if (a.args.empty()) raise(exc_TypeError, "pack expected at least 1 argument, got 0");
  return make_bytes(type_bytes, pack_values(parse_format(a.args[0]), a.args, 1));
}

Value unpack_fn(CallArgs& a) {
  arity(a, "unpack", 2, 2);
  Layout l = parse_format(a.args[0]);
  const std::string& buf = buffer_arg(a.args[1]);
  if (buf.size() != l.size)
    fail("unpack requires a buffer of " + std::to_string(l.size) + " bytes");
  return unpack_at(l, buf, 0);
}

Value unpack_from_fn(CallArgs& a) {
  for (auto it = a.kwargs.begin(); it != a.kwargs.end(); ++it)
    if (it->first == "buffer" && a.args.size() == 1) { // unpack_from(buffer=..., offset=...)
      a.args.push_back(it->second);
      a.kwargs.erase(it);
      break;
    }
  arity(a, "unpack_from", 2, 3);
  Layout l = parse_format(a.args[0]);
  const std::string& buf = buffer_arg(a.args[1]);
  Value off = a.args.size() > 2 ? a.args[2] : py_int(0);
  for (auto& [k, v] : a.kwargs)
    if (k == "offset") off = v;
  return unpack_at(l, buf, buffer_offset(off, buf.size(), l.size, false));
}

Value pack_into_fn(CallArgs& a) {
  if (a.args.size() < 3) raise(exc_TypeError, "pack_into expected buffer argument");
  Layout l = parse_format(a.args[0]);
  if (!is_type(a.args[1], type_bytearray))
    raise(exc_TypeError,
          "argument must be read-write bytes-like object, not " + type_name(a.args[1]));
  std::string& buf = a.args[1].as<BytesObject>()->value;
  std::string packed = pack_values(l, a.args, 3);
  size_t off = buffer_offset(a.args[2], buf.size(), l.size, true);
  buf.replace(off, packed.size(), packed);
  return none();
}

Value iter_unpack_fn(CallArgs& a) {
  arity(a, "iter_unpack", 2, 2);
  Layout l = parse_format(a.args[0]);
  const std::string& buf = buffer_arg(a.args[1]);
  if (l.size == 0) fail("cannot iteratively unpack with a struct of length 0");
  if (buf.size() % l.size)
    fail("iterative unpacking requires a buffer of a multiple of " + std::to_string(l.size) +
         " bytes");
  Values items;
  for (size_t off = 0; off < buf.size(); off += l.size) items.push_back(unpack_at(l, buf, off));
  return make_list_iterator(std::move(items));
}

/// struct.Struct(format): the module's functions with the format bound.
struct StructObject : Object {
  using Object::Object;
  Value format; ///< as given (str or bytes); Struct.format is its str
};

TypeObject* struct_type() {
  static TypeObject* t = [] {
    TypeObject* st = new_native_type("struct.Struct");
    st->construct = [](TypeObject* cls, CallArgs& a) -> Value {
      Value fmt = a.args.empty() ? Value() : a.args[0];
      for (auto& [k, v] : a.kwargs)
        if (k == "format") fmt = v;
      if (!fmt || a.args.size() > 1)
        raise(exc_TypeError, "Struct() takes exactly one argument (" +
                                 std::to_string(a.args.size() + a.kwargs.size()) + " given)");
      parse_format(fmt); // struct.error now for a bad format
      auto s = make<StructObject>(cls);
      s->format = fmt;
      return Value(s);
    };
    // Struct.__init__ again takes a new format (CPython re-initializes).
    st->dict->set_str(
        "__init__", make<BuiltinFunctionObject>("__init__", [](CallArgs& a) {
          Value fmt = a.args.size() > 1 ? a.args[1] : Value();
          for (auto& [k, v] : a.kwargs)
            if (k == "format") fmt = v;
          if (!fmt) raise(exc_TypeError, "Struct() missing required argument 'format' (pos 1)");
          if (a.args.size() > 2)
            raise(exc_TypeError, "Struct() takes at most 1 argument (" +
                                     std::to_string(a.args.size() - 1 + a.kwargs.size()) +
                                     " given)");
          parse_format(fmt);
          a.args.at(0).as<StructObject>()->format = fmt;
          return none();
        }));
    for (auto [name, f] : {std::pair{"pack", &pack_fn},
                           {"unpack", &unpack_fn},
                           {"unpack_from", &unpack_from_fn},
                           {"pack_into", &pack_into_fn},
                           {"iter_unpack", &iter_unpack_fn}})
      st->dict->set_str(name, make<BuiltinFunctionObject>(name, [f](CallArgs& a) {
                          a.args.at(0) = a.args[0].as<StructObject>()->format;
                          return (*f)(a);
                        }));
    native_member(st, "format", [](CallArgs& a) -> Value {
      Value f = a.args.at(0).as<StructObject>()->format;
      if (is_type(f, type_str)) return f;
      return py_str(f.as<BytesObject>()->value);
    });
    native_member(st, "size", [](CallArgs& a) -> Value {
      return py_int(
          static_cast<int64_t>(parse_format(a.args.at(0).as<StructObject>()->format).size));
    });
    return st;
  }();
  return t;
}

} // namespace

Value struct_module() {
  auto mod = make<ModuleObject>("struct");
  ModuleObject* m = mod.get();
  m->dict->set_str("error", Value(struct_error()));
  m->dict->set_str("Struct", Value(struct_type()));
  add_function(m, "calcsize", calcsize_fn);
  add_function(m, "pack", pack_fn);
  add_function(m, "unpack", unpack_fn);
  add_function(m, "unpack_from", unpack_from_fn);
  add_function(m, "pack_into", pack_into_fn);
  add_function(m, "iter_unpack", iter_unpack_fn);
  return mod;
}

} // namespace hyexec::interp
