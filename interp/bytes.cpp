// bytes and bytearray: constructors, methods, item access and operators.
//
// Most text methods are shared with str through a Latin-1 bridge: each byte
// becomes the code point of the same value, the str method runs, and its
// result maps back. The methods whose meaning differs for bytes (ASCII-only
// case and classes, whitespace, line breaks) are written here.
#include "interp/bytes.h"
#include "interp/codecs.h"
#include "interp/memoryview.h"

#include "interp/builtins_util.h"
#include "interp/numbers.h"
#include "interp/sequence.h"
#include "interp/strings.h"

#include <algorithm>
#include <cstring>

namespace hyexec::interp {

namespace {

using ast::BinOpKind;

std::string& data(const Value& v) {
  return v.as<BytesObject>()->value;
}

std::string to_latin1(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (unsigned char c : bytes) append_utf8(&out, c);
  return out;
}

std::string from_latin1(std::string_view text) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) out += static_cast<char>(decode_utf8(text, &i));
  return out;
}

[[noreturn]] void need_bytes_like(const Value& v) {
  raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
}

/// An int or an object with __index__: what a byte-valued argument takes.
bool index_like(const Value& v) {
  return is_int_like(v) || (v.is_obj() && !v.type()->builtin && v.type()->lookup("__index__"));
}

unsigned char byte_value(const Value& v, const char* message) {
  mpz_class n = as_mpz(v); // __index__, or CPython's TypeError
  if (n < 0 || n > 255) raise(exc_ValueError, message);
  return static_cast<unsigned char>(n.get_si());
}

/// The bytes of `v` for an argument that must be bytes-like.
std::string bytes_arg(const Value& v) {
  std::string out;
  if (!buffer_bytes(v, &out)) need_bytes_like(v);
  return out;
}

// ------------------------------------------------------------ construction

/// The bytes an object provides as a source: bytes-like, int count, iterable of ints.
std::string bytes_from(TypeObject* cls, const Value& src) {
  if (std::string buffer; buffer_bytes(src, &buffer)) return buffer;
  if (is_type(src, type_str)) raise(exc_TypeError, "string argument without an encoding");
  if (is_int_like(src)) {
    int64_t n;
    if (!as_int64(src, &n))
      raise(exc_OverflowError, "cannot fit 'int' into an index-sized integer");
    if (n < 0) raise(exc_ValueError, "negative count");
    if (n > (int64_t{1} << 31)) raise(exc_MemoryError, "");
    return std::string(static_cast<size_t>(n), '\0');
  }
  // The buffer protocol of objects written in Python (pylib's array).
  if (Value r = call_method_opt(src, "__buffer__", {}); r && is_type(r, type_bytes)) return data(r);
  if (cls == type_bytes)
    if (Value r = call_method_opt(src, "__bytes__", {})) {
      if (!is_type(r, type_bytes))
        raise(exc_TypeError, "__bytes__ returned non-bytes (type " + type_name(r) + ")");
      return data(r);
    }
  Value it;
  try {
    it = iter(src);
  } catch (const PyException& e) {
    if (!e.exc.obj() || !isinstance(e.exc, exc_TypeError)) throw;
    raise(exc_TypeError, "cannot convert '" + type_name(src) + "' object to " + cls->name);
  }
  std::string out;
  const char* range_msg =
      cls == type_bytes ? "bytes must be in range(0, 256)" : "byte must be in range(0, 256)";
  while (Value x = next(it)) out += static_cast<char>(byte_value(x, range_msg));
  return out;
}

Value construct(TypeObject* cls, CallArgs& a) {
  Value source, encoding, errors;
  if (a.args.size() > 3)
    raise(exc_TypeError,
          cls->name + "() takes at most 3 arguments (" + std::to_string(a.args.size()) + " given)");
  if (!a.args.empty()) source = a.args[0];
  if (a.args.size() > 1) encoding = a.args[1];
  if (a.args.size() > 2) errors = a.args[2];
  for (auto& [k, v] : a.kwargs) {
    if (k == "source")
      source = v;
    else if (k == "encoding")
      encoding = v;
    else if (k == "errors")
      errors = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + cls->name + "()");
  }
  if (!source && (encoding || errors))
    raise(exc_TypeError,
          encoding ? "encoding without a string argument" : "errors without a string argument");
  if (!source) return make_bytes(cls, "");
  if (encoding || errors) {
    if (!isinstance(source, type_str))
      raise(exc_TypeError,
            encoding ? "encoding without a string argument" : "errors without a string argument");
    std::string enc =
        encoding ? expect_str(encoding, cls->name + "() argument 'encoding' must be str, not ")
                 : "utf-8";
    std::string err = errors
                          ? expect_str(errors, cls->name + "() argument 'errors' must be str, not ")
                          : "strict";
    return make_bytes(cls, encode_str(source, enc, err).as<BytesObject>()->value);
  }
  return make_bytes(cls, bytes_from(cls, source));
}

// ------------------------------------------------------------ the bridge

/// A method argument as the str method sees it.
Value bridge_arg(const Value& v, bool int_is_byte) {
  if (std::string buffer; buffer_bytes(v, &buffer)) return py_str(to_latin1(buffer));
  if (int_is_byte && index_like(v))
    return py_str(to_latin1(std::string(1, byte_value(v, "byte must be in range(0, 256)"))));
  if (is_type(v, type_tuple)) {
    Values items;
    for (const Value& x : v.as<TupleObject>()->items) items.push_back(bridge_arg(x, false));
    return py_tuple(std::move(items));
  }
  if (is_type(v, type_str)) need_bytes_like(v);
  return v;
}

/// A str method's result mapped back to bytes of type `t`.
Value unbridge(const Value& r, TypeObject* t) {
  if (is_type(r, type_str)) return make_bytes(t, from_latin1(r.as<StrObject>()->value));
  if (is_type(r, type_list) || is_type(r, type_tuple)) {
    Values items = is_type(r, type_list) ? r.as<ListObject>()->items : r.as<TupleObject>()->items;
    for (Value& x : items) x = unbridge(x, t);
    return is_type(r, type_list) ? py_list(std::move(items)) : py_tuple(std::move(items));
  }
  return r;
}

NativeFn bridged(const char* name, bool int_is_byte = false) {
  return [name, int_is_byte](CallArgs& a) -> Value {
    TypeObject* t = a.args[0].type();
    CallArgs s;
    s.args.push_back(py_str(to_latin1(data(a.args[0]))));
    for (size_t i = 1; i < a.args.size(); ++i)
      s.args.push_back(bridge_arg(a.args[i], int_is_byte && i == 1));
    for (auto& [k, v] : a.kwargs) s.kwargs.emplace_back(k, bridge_arg(v, false));
    Value r = call(type_str->dict->get_str(name), s);
    // An immutable bytes comes back as itself when unchanged, as in CPython.
    if (t == type_bytes && is_type(r, type_str) &&
        r.as<StrObject>()->value == s.args[0].as<StrObject>()->value)
      return a.args[0];
    return unbridge(r, t);
  };
}

// ------------------------------------------------------------ ASCII methods

bool ascii_space(unsigned char c) {
  return c == ' ' || (c >= 9 && c <= 13);
}
bool ascii_upper(unsigned char c) {
  return c >= 'A' && c <= 'Z';
}
bool ascii_lower(unsigned char c) {
  return c >= 'a' && c <= 'z';
}
bool ascii_alpha(unsigned char c) {
  return ascii_upper(c) || ascii_lower(c);
}
bool ascii_digit(unsigned char c) {
  return c >= '0' && c <= '9';
}

NativeFn classify(bool (*pred)(unsigned char)) {
  return [pred](CallArgs& a) -> Value {
    const std::string& s = data(a.args[0]);
    if (s.empty()) return py_bool(false);
    return py_bool(std::all_of(s.begin(), s.end(), [&](char c) { return pred(c); }));
  };
}

NativeFn map_bytes(char (*fn)(char, bool first, char prev)) {
  return [fn](CallArgs& a) -> Value {
    std::string s = data(a.args[0]);
    char prev = 0;
    for (size_t i = 0; i < s.size(); ++i) {
      char c = s[i];
      s[i] = fn(c, i == 0, prev);
      prev = c;
    }
    return make_bytes(a.args[0].type(), std::move(s));
  };
}

char up(char c) {
  return ascii_lower(c) ? static_cast<char>(c - 32) : c;
}
char down(char c) {
  return ascii_upper(c) ? static_cast<char>(c + 32) : c;
}

Value cased(CallArgs& a, bool want_upper) {
  bool any = false;
  for (unsigned char c : data(a.args[0])) {
    if (want_upper ? ascii_lower(c) : ascii_upper(c)) return py_bool(false);
    any |= want_upper ? ascii_upper(c) : ascii_lower(c);
  }
  return py_bool(any);
}

/// split()/rsplit() without a separator: runs of ASCII whitespace.
Value split_whitespace(CallArgs& a, bool from_right) {
  const std::string& s = data(a.args[0]);
  int64_t maxsplit = -1;
  if (a.args.size() > 2) as_int64(a.args[2], &maxsplit);
  for (auto& [k, v] : a.kwargs)
    if (k == "maxsplit") as_int64(v, &maxsplit);
  std::vector<std::string> parts;
  int64_t n = static_cast<int64_t>(s.size()), i = from_right ? n - 1 : 0;
  auto space = [&](int64_t k) { return ascii_space(s[k]); };
  if (!from_right) {
    while (i < n) {
      while (i < n && space(i)) ++i;
      if (i == n) break;
      if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
        parts.push_back(s.substr(i));
        break;
      }
      int64_t j = i;
      while (j < n && !space(j)) ++j;
      parts.push_back(s.substr(i, j - i));
      i = j;
    }
  } else {
    while (i >= 0) {
      while (i >= 0 && space(i)) --i;
      if (i < 0) break;
      if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
        parts.push_back(s.substr(0, i + 1));
        break;
      }
      int64_t j = i;
      while (j >= 0 && !space(j)) --j;
      parts.push_back(s.substr(j + 1, i - j));
      i = j;
    }
    std::reverse(parts.begin(), parts.end());
  }
  Values out;
  for (auto& p : parts) out.push_back(make_bytes(a.args[0].type(), p));
  return py_list(std::move(out));
}

bool has_separator(const CallArgs& a) {
  if (a.args.size() > 1) return !is_none(a.args[1]);
  for (auto& [k, v] : a.kwargs)
    if (k == "sep") return !is_none(v);
  return false;
}

NativeFn split_fn(bool from_right) {
  NativeFn with_sep = bridged(from_right ? "rsplit" : "split");
  return [with_sep, from_right](CallArgs& a) -> Value {
    if (has_separator(a)) {
      const Value& sep = a.args.size() > 1 ? a.args[1] : a.kwargs[0].second;
      if (is_bytes_like(sep) && data(sep).empty()) raise(exc_ValueError, "empty separator");
      return with_sep(a);
    }
    return split_whitespace(a, from_right);
  };
}

NativeFn strip_fn(const char* name) {
  NativeFn with_chars = bridged(name);
  return [with_chars](CallArgs& a) -> Value {
    if (a.args.size() < 2 || is_none(a.args[1])) {
      a.args.resize(1);
      a.args.push_back(make_bytes(type_bytes, " \t\n\r\x0b\x0c"));
    }
    return with_chars(a);
  };
}

Value splitlines(CallArgs& a) {
  const std::string& s = data(a.args[0]);
  bool keep = a.args.size() > 1 && truthy(a.args[1]);
  for (auto& [k, v] : a.kwargs)
    if (k == "keepends") keep = truthy(v);
  Values out;
  size_t i = 0;
  while (i < s.size()) {
    size_t j = i;
    while (j < s.size() && s[j] != '\n' && s[j] != '\r') ++j;
    size_t eol = j;
    if (j < s.size()) j += (s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ? 2 : 1;
    out.push_back(make_bytes(a.args[0].type(), s.substr(i, (keep ? j : eol) - i)));
    i = j;
  }
  return py_list(std::move(out));
}

Value find_or_raise(CallArgs& a, const char* find_name) {
  Value r = bridged(find_name, true)(a);
  if (r.is_int() && r.as_int() == -1) raise(exc_ValueError, "subsection not found");
  return r;
}

Value join(CallArgs& a) {
  arity(a, "join", 2, 2);
  const std::string& sep = data(a.args[0]);
  std::string out;
  size_t k = 0;
  for (const Value& x : to_values(a.args[1])) {
    std::string item;
    if (!buffer_bytes(x, &item))
      raise(exc_TypeError, "sequence item " + std::to_string(k) +
                               ": expected a bytes-like object, " + type_name(x) + " found");
    if (k++) out += sep;
    out += item;
  }
  return make_bytes(a.args[0].type(), std::move(out));
}

Value decode(CallArgs& a) {
  std::string enc = "utf-8", errors = "strict";
  if (a.args.size() > 3)
    raise(exc_TypeError,
          "decode() takes at most 2 arguments (" + std::to_string(a.args.size() - 1) + " given)");
  if (a.args.size() > 1)
    enc = expect_str(a.args[1], "decode() argument 'encoding' must be str, not ");
  if (a.args.size() > 2)
    errors = expect_str(a.args[2], "decode() argument 'errors' must be str, not ");
  for (auto& [k, v] : a.kwargs) {
    if (k == "encoding")
      enc = expect_str(v, "decode() argument 'encoding' must be str, not ");
    else if (k == "errors")
      errors = expect_str(v, "decode() argument 'errors' must be str, not ");
    else
      raise(exc_TypeError, "decode() got an unexpected keyword argument '" + k + "'");
  }
  return decode_bytes(data(a.args[0]), enc, errors);
}

Value hex(CallArgs& a) {
  static const char digits[] = "0123456789abcdef";
  Value sep_v = a.args.size() > 1 ? a.args[1] : Value();
  Value per_v = a.args.size() > 2 ? a.args[2] : Value();
  for (auto& [k, v] : a.kwargs) (k == "sep" ? sep_v : per_v) = v;
  // CPython's _Py_strhex_impl: one ASCII character, given as str or bytes.
  std::string sep;
  if (sep_v) {
    size_t length = 0;
    if (is_bytes_like(sep_v)) {
      sep = data(sep_v);
      length = sep.size();
    } else if (is_type(sep_v, type_str)) {
      sep = sep_v.as<StrObject>()->value;
      length = sep_v.as<StrObject>()->length;
    } else {
      raise(exc_TypeError, "object of type '" + type_name(sep_v) + "' has no len()");
    }
    if (length != 1) raise(exc_ValueError, "sep must be length 1.");
    if (sep[0] & 0x80) raise(exc_ValueError, "sep must be ASCII.");
  }
  // Groups of |per| bytes, counted from the right (from the left when negative).
  int64_t per = per_v ? index_value(per_v, "bytes_per_sep") : 1;
  size_t group = static_cast<size_t>(per < 0 ? -per : per);
  std::string out;
  const std::string& s = data(a.args[0]);
  for (size_t i = 0; i < s.size(); ++i) {
    if (i && !sep.empty() && group && (per < 0 ? i : s.size() - i) % group == 0) out += sep;
    auto c = static_cast<unsigned char>(s[i]);
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return py_str(out);
}

Value fromhex(TypeObject* t, CallArgs& a) {
  arity(a, "fromhex", 1, 1);
  std::string s = expect_str(a.args[0], "fromhex() argument must be str, not ");
  std::string out;
  auto nibble = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(c));
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
  };
  size_t i = 0;
  while (i < s.size()) {
    if (ascii_space(s[i])) {
      ++i;
      continue;
    }
    int hi = nibble(s[i]), lo = i + 1 < s.size() ? nibble(s[i + 1]) : -1;
    if (hi < 0 || lo < 0) {
      size_t pos = hi < 0 ? i : i + 1;
      raise(exc_ValueError,
            "non-hexadecimal number found in fromhex() arg at position " + std::to_string(pos));
    }
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return make_bytes(t, std::move(out));
}

// ------------------------------------------------------------ bytearray mutation

std::string& mutable_self(const CallArgs& a) {
  return data(a.args[0]);
}

void install_bytearray_methods(TypeObject* t) {
  auto m = [&](const char* name, NativeFn f) {
    t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  m("append", [](CallArgs& a) -> Value {
    arity(a, "append", 2, 2);
    mutable_self(a) += static_cast<char>(byte_value(a.args[1], "byte must be in range(0, 256)"));
    return none();
  });
  m("extend", [](CallArgs& a) -> Value {
    arity(a, "extend", 2, 2);
    if (is_type(a.args[1], type_str))
      raise(exc_TypeError, "expected iterable of integers; got: 'str'");
    // A buffer or an iterable: never a count (bytearray(3)'s meaning).
    std::string buffer;
    if (!buffer_bytes(a.args[1], &buffer)) try {
        iter(a.args[1]);
      } catch (const PyException& e) {
        if (!isinstance(e.exc, exc_TypeError)) throw;
        raise(exc_TypeError, "can't extend bytearray with " + type_name(a.args[1]));
      }
    mutable_self(a) += bytes_from(type_bytearray, a.args[1]);
    return none();
  });
  m("insert", [](CallArgs& a) -> Value {
    arity(a, "insert", 3, 3);
    std::string& s = mutable_self(a);
    int64_t n = static_cast<int64_t>(s.size()), i = index_value(a.args[1], "bytearray");
    if (i < 0) i = std::max<int64_t>(0, i + n);
    s.insert(s.begin() + std::min(i, n),
             static_cast<char>(byte_value(a.args[2], "byte must be in range(0, 256)")));
    return none();
  });
  m("pop", [](CallArgs& a) -> Value {
    arity(a, "pop", 1, 2);
    std::string& s = mutable_self(a);
    if (s.empty()) raise(exc_IndexError, "pop from empty bytearray");
    int64_t n = static_cast<int64_t>(s.size()), i = n - 1;
    if (a.args.size() > 1) i = normalize_index(a.args[1], n, "bytearray");
    if (i < 0 || i >= n) raise(exc_IndexError, "pop index out of range");
    auto c = static_cast<unsigned char>(s[i]);
    s.erase(s.begin() + i);
    return py_int(c);
  });
  m("remove", [](CallArgs& a) -> Value {
    arity(a, "remove", 2, 2);
    std::string& s = mutable_self(a);
    size_t at = s.find(static_cast<char>(byte_value(a.args[1], "byte must be in range(0, 256)")));
    if (at == std::string::npos) raise(exc_ValueError, "value not found in bytearray");
    s.erase(at, 1);
    return none();
  });
  m("clear", [](CallArgs& a) -> Value {
    mutable_self(a).clear();
    return none();
  });
  m("reverse", [](CallArgs& a) -> Value {
    std::reverse(mutable_self(a).begin(), mutable_self(a).end());
    return none();
  });
  m("copy", [](CallArgs& a) { return make_bytes(type_bytearray, mutable_self(a)); });
}

Value percent_format(const Value& fmt_value, const Value& args);

void install_shared_methods(TypeObject* t) {
  auto m = [&](const char* name, NativeFn f) {
    t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  for (const char* name : {"replace", "ljust", "rjust", "center", "zfill", "partition",
                           "rpartition", "removeprefix", "removesuffix", "expandtabs"})
    m(name, bridged(name));
  for (const char* name : {"startswith", "endswith"})
    m(name, [name, bridge = bridged(name)](CallArgs& a) -> Value {
      // str's check would name str in the message.
      if (a.args.size() > 1 && !is_type(a.args[1], type_tuple)) {
        std::string buffer;
        if (!buffer_bytes(a.args[1], &buffer))
          raise(exc_TypeError, std::string(name) +
                                   " first arg must be bytes or a tuple of bytes, not " +
                                   type_name(a.args[1]));
      }
      return bridge(a);
    });
  // The searches take 1 to 3 arguments (CPython's messages count them without self).
  auto searching = [](const char* name, NativeFn f) -> NativeFn {
    return [name, f](CallArgs& a) -> Value {
      size_t n = a.args.size() - 1;
      if (n < 1) raise(exc_TypeError, std::string(name) + "() takes at least 1 argument (0 given)");
      if (n > 3)
        raise(exc_TypeError,
              std::string(name) + "() takes at most 3 arguments (" + std::to_string(n) + " given)");
      return f(a);
    };
  };
  for (const char* name : {"find", "rfind", "count"}) m(name, searching(name, bridged(name, true)));
  m("index", searching("index", [](CallArgs& a) { return find_or_raise(a, "find"); }));
  m("rindex", searching("rindex", [](CallArgs& a) { return find_or_raise(a, "rfind"); }));
  m("split", split_fn(false));
  m("rsplit", split_fn(true));
  m("strip", strip_fn("strip"));
  m("lstrip", strip_fn("lstrip"));
  m("rstrip", strip_fn("rstrip"));
  m("splitlines", splitlines);
  m("join", join);
  m("decode", decode);
  m("hex", hex);
  m("isdigit", classify(ascii_digit));
  m("isalpha", classify(ascii_alpha));
  m("isalnum", classify([](unsigned char c) { return ascii_alpha(c) || ascii_digit(c); }));
  m("isspace", classify(ascii_space));
  m("isascii", [](CallArgs& a) -> Value {
    const std::string& s = data(a.args[0]);
    return py_bool(std::all_of(s.begin(), s.end(), [](char c) { return (c & 0x80) == 0; }));
  });
  m("istitle", [](CallArgs& a) -> Value {
    // Upper case only after an uncased byte, lower case only after a cased one.
    bool any_cased = false, previous_cased = false;
    for (unsigned char c : data(a.args[0])) {
      if (ascii_upper(c)) {
        if (previous_cased) return py_bool(false);
        previous_cased = any_cased = true;
      } else if (ascii_lower(c)) {
        if (!previous_cased) return py_bool(false);
        previous_cased = any_cased = true;
      } else {
        previous_cased = false;
      }
    }
    return py_bool(any_cased);
  });
  m("isupper", [](CallArgs& a) { return cased(a, true); });
  m("islower", [](CallArgs& a) { return cased(a, false); });
  m("upper", map_bytes([](char c, bool, char) { return up(c); }));
  m("lower", map_bytes([](char c, bool, char) { return down(c); }));
  m("swapcase", map_bytes([](char c, bool, char) { return ascii_upper(c) ? down(c) : up(c); }));
  m("capitalize", map_bytes([](char c, bool first, char) { return first ? up(c) : down(c); }));
  m("title", map_bytes([](char c, bool first, char prev) {
      return first || !ascii_alpha(prev) ? up(c) : down(c);
    }));
  t->dict->set_str(
      "fromhex",
      make<WrapperObject>(type_classmethod, make<BuiltinFunctionObject>("fromhex", [](CallArgs& a) {
                            TypeObject* cls = a.args[0].as<TypeObject>();
                            a.args.erase(a.args.begin());
                            // A subclass gets cls(the builtin's result), as in CPython.
                            Value r = fromhex(layout_type(cls), a);
                            return cls->builtin ? r : call(Value(cls), Values{r});
                          })));
  // `%` by name: the format is the left operand, of this very kind (a
  // bytearray's __rmod__ formats no bytes).
  m("__mod__", [](CallArgs& a) -> Value {
    arity(a, "__mod__", 2, 2);
    return percent_format(a.args[0], a.args[1]);
  });
  m("__rmod__", [t](CallArgs& a) -> Value {
    arity(a, "__rmod__", 2, 2);
    if (layout_type(a.args[1].type()) != t) return not_implemented();
    return percent_format(a.args[1], a.args[0]);
  });
}

/// The position of the conversion letter of the %-spec at `i` (a `%`): past
/// its `(key)`, whose letters are no conversion, and its flags and widths.
size_t conversion_at(const std::string& fmt, size_t i) {
  size_t j = i + 1;
  if (j < fmt.size() && fmt[j] == '(')
    for (int depth = 0; j < fmt.size(); ++j) {
      depth += fmt[j] == '(' ? 1 : fmt[j] == ')' ? -1 : 0;
      if (depth == 0) break;
    }
  while (j < fmt.size() && std::strchr("diouxXeEfFgGcrsab%", fmt[j]) == nullptr) ++j;
  return j;
}

/// What each positional argument of a %-format is for, in order (`%%`
/// skipped): its conversion letter, or '*' for a width or precision it gives.
std::string conversions(const std::string& fmt) {
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') continue;
    size_t j = conversion_at(fmt, i);
    if (j < fmt.size() && fmt[j] != '%') {
      if (fmt[i + 1] != '(') out.append(std::count(fmt.begin() + i, fmt.begin() + j, '*'), '*');
      out += fmt[j];
    }
    i = j;
  }
  return out;
}

/// `b % args`, through str's %-formatting with bytes arguments mapped for %s/%b.
Value percent_format(const Value& fmt_value, const Value& args) {
  std::string fmt = data(fmt_value), conv = conversions(fmt);
  auto map_arg = [&](const Value& v, size_t k) -> Value {
    char c = k < conv.size() ? conv[k] : 0; // 0: no conversion uses it
    if (c == 'c') { // an int in range(256) or one byte, as str's %c of a code point below 256
      if (is_bytes_like(v) && data(v).size() == 1) return py_str(to_latin1(data(v)));
      int64_t n;
      if (!is_int_like(v) || is_bytes_like(v))
        raise(exc_TypeError, "%c requires an integer in range(256) or a single byte");
      if (!as_int64(v, &n) || n < 0 || n > 255)
        raise(exc_OverflowError, "%c arg not in range(256)");
      return v;
    }
    if (c != 's' && c != 'b') return v;
    if (is_bytes_like(v)) return py_str(to_latin1(data(v)));
    if (Value r = call_method_opt(v, "__bytes__", {})) return py_str(to_latin1(data(r)));
    raise(exc_TypeError, "%b requires a bytes-like object, or an object that implements "
                         "__bytes__, not '" +
                             type_name(v) + "'");
  };
  Value mapped;
  if (isinstance(args, type_tuple)) {
    Values items = args.as<TupleObject>()->items;
    for (size_t k = 0; k < items.size(); ++k) items[k] = map_arg(items[k], k);
    mapped = py_tuple(std::move(items));
  } else if (is_type(args, type_dict)) {
    // `%(name)s` looks the bytes key up: str's formatting sees the str keys.
    auto copy = make<DictObject>();
    for (const DictObject::Entry& e : args.as<DictObject>()->entries) {
      if (!e.key) continue;
      Value key = is_bytes_like(e.key) ? py_str(to_latin1(data(e.key))) : e.key;
      copy->set(key, is_bytes_like(e.value) ? py_str(to_latin1(data(e.value))) : e.value);
    }
    mapped = copy;
  } else {
    mapped = map_arg(args, 0);
  }
  std::string text = to_latin1(fmt);
  for (size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '%') {
      size_t j = conversion_at(text, i);
      if (j < text.size() && text[j] == 'b') text[j] = 's';
      i = j;
    }
  Value r = str_percent_format(py_str(text), mapped, true);
  return make_bytes(fmt_value.type(), from_latin1(r.as<StrObject>()->value));
}

} // namespace

Value make_bytes(TypeObject* t, std::string bytes) {
  return make<BytesObject>(std::move(bytes), layout_type(t));
}

Value bytes_item(const Value& b, const Value& key) {
  const std::string& s = data(b);
  if (is_type(key, type_slice)) {
    SliceBounds r = adjust(key.as<SliceObject>(), static_cast<int64_t>(s.size()));
    std::string out;
    for (int64_t k = 0, i = r.start; k < r.count; ++k, i += r.step) out += s[i];
    return make_bytes(b.type(), std::move(out));
  }
  bool is_bytes = layout_type(b.type()) == type_bytes;
  // CPython says "byte indices" of bytes, "bytearray indices" of a bytearray.
  int64_t i = normalize_index(key, static_cast<int64_t>(s.size()), is_bytes ? "byte" : "bytearray");
  if (i < 0 || i >= static_cast<int64_t>(s.size()))
    raise(exc_IndexError, is_bytes ? "index out of range" : "bytearray index out of range");
  return py_int(static_cast<unsigned char>(s[i]));
}

void bytearray_set_item(const Value& b, const Value& key, const Value& value) {
  std::string& s = data(b);
  if (is_type(key, type_slice)) {
    if (is_int_like(value))
      raise(exc_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    std::string repl = bytes_from(type_bytearray, value);
    SliceBounds r = adjust(key.as<SliceObject>(), static_cast<int64_t>(s.size()));
    if (r.step == 1) {
      int64_t stop = std::max(r.start, r.stop);
      s.replace(r.start, stop - r.start, repl);
      return;
    }
    if (static_cast<int64_t>(repl.size()) != r.count)
      raise(exc_ValueError, "attempt to assign bytes of size " + std::to_string(repl.size()) +
                                " to extended slice of size " + std::to_string(r.count));
    for (int64_t k = 0, i = r.start; k < r.count; ++k, i += r.step) s[i] = repl[k];
    return;
  }
  int64_t i = normalize_index(key, static_cast<int64_t>(s.size()), "bytearray");
  if (i < 0 || i >= static_cast<int64_t>(s.size()))
    raise(exc_IndexError, "bytearray index out of range");
  s[i] = static_cast<char>(byte_value(value, "byte must be in range(0, 256)"));
}

void bytearray_del_item(const Value& b, const Value& key) {
  std::string& s = data(b);
  if (is_type(key, type_slice)) {
    SliceBounds r = adjust(key.as<SliceObject>(), static_cast<int64_t>(s.size()));
    std::vector<bool> drop(s.size(), false);
    for (int64_t k = 0, i = r.start; k < r.count; ++k, i += r.step) drop[i] = true;
    std::string keep;
    for (size_t i = 0; i < s.size(); ++i)
      if (!drop[i]) keep += s[i];
    s = std::move(keep);
    return;
  }
  int64_t i = normalize_index(key, static_cast<int64_t>(s.size()), "bytearray");
  if (i < 0 || i >= static_cast<int64_t>(s.size()))
    raise(exc_IndexError, "bytearray index out of range");
  s.erase(s.begin() + i);
}

bool bytes_contains(const Value& b, const Value& item) {
  if (is_int_like(item))
    return data(b).find(static_cast<char>(byte_value(item, "byte must be in range(0, 256)"))) !=
           std::string::npos;
  return data(b).find(bytes_arg(item)) != std::string::npos;
}

Value bytes_binary(const Value& a, const Value& b, BinOpKind op, bool inplace) {
  if (op == BinOpKind::Mult) {
    const Value& seq = is_bytes_like(a) ? a : b;
    const Value& n = is_bytes_like(a) ? b : a;
    if (!is_int_like(n)) return nullptr;
    int64_t times;
    if (!as_int64(n, &times))
      raise(exc_OverflowError, "cannot fit 'int' into an index-sized integer");
    const std::string& s = data(seq);
    if (times > 0 && static_cast<double>(s.size()) * static_cast<double>(times) > 1e9)
      raise(exc_MemoryError, "");
    std::string out;
    for (int64_t i = 0; i < times; ++i) out += s;
    if (inplace && layout_type(seq.type()) == type_bytearray && &seq == &a) {
      data(a) = std::move(out);
      return a;
    }
    return make_bytes(seq.type(), std::move(out));
  }
  if (!is_bytes_like(a)) return nullptr;
  if (op == BinOpKind::Add) {
    std::string tail;
    if (!buffer_bytes(b, &tail))
      raise(exc_TypeError, "can't concat " + type_name(b) + " to " + type_name(a));
    if (inplace && layout_type(a.type()) == type_bytearray) {
      data(a) += tail;
      return a;
    }
    return make_bytes(a.type(), data(a) + tail);
  }
  if (op == BinOpKind::Mod) return percent_format(a, b);
  return nullptr;
}

void install_bytes_translate(TypeObject* t);

/// bytes.__bytes__ (a plain copy of a subclass's value) and
/// bytearray.__alloc__ (CPython's allocation: the bytes and a trailing NUL).
void install_buffer_dunders() {
  type_bytes->dict->set_str("__bytes__",
                            make<BuiltinFunctionObject>("__bytes__", [](CallArgs& a) -> Value {
                              arity(a, "__bytes__", 1, 1);
                              if (is_type(a.args[0], type_bytes)) return a.args[0];
                              return make_bytes(type_bytes, data(a.args[0]));
                            }));
  type_bytearray->dict->set_str("__alloc__",
                                make<BuiltinFunctionObject>("__alloc__", [](CallArgs& a) -> Value {
                                  arity(a, "__alloc__", 1, 1);
                                  return py_int(static_cast<int64_t>(data(a.args[0]).size()) + 1);
                                }));
}

void install_bytes() {
  type_bytes->construct = construct;
  type_bytearray->construct = construct;
  install_shared_methods(type_bytes);
  install_shared_methods(type_bytearray);
  install_bytearray_methods(type_bytearray);
  install_bytes_translate(type_bytes);
  install_bytes_translate(type_bytearray);
  install_buffer_dunders();
}

} // namespace hyexec::interp
