// _json: the native scanner and encoder under pylib/json.py, as CPython's
// Modules/_json.c is under Lib/json. They follow _json.c step by step, so
// the output, the error messages and their positions are CPython's; json.py
// keeps the classes (JSONEncoder, JSONDecoder, JSONDecodeError) and the
// argument handling.
#include "interp/builtins_util.h"
#include "interp/numbers.h"
#include "interp/strings.h"
#include "interp/subclass.h"

#include <cmath>
#include <cstdlib>

namespace hyexec::interp {

namespace {

// ---------------------------------------------------------------- decoding

struct Decoder {
  std::string_view s; ///< the document, UTF-8
  Value doc;          ///< the document as a str (for JSONDecodeError)
  bool ascii;
  bool strict;
  Value object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
  Value error_class; ///< json.JSONDecodeError
  int depth = 0;

  /// Byte offset `b` as a code point index (JSONDecodeError positions).
  int64_t char_index(size_t b) const {
    if (ascii) return static_cast<int64_t>(b);
    int64_t n = 0;
    for (size_t i = 0; i < b && i < s.size(); ++i)
      if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
    return n;
  }

  [[noreturn]] void fail(const char* msg, size_t at) const { fail_at(msg, char_index(at)); }
  [[noreturn]] void fail_at(const char* msg, int64_t char_pos) const {
    throw PyException{call(error_class, Values{py_str(msg), doc, py_int(char_pos)})};
  }

  /// CPython's StopIteration(idx) inside the scanner: raw_decode reports it
  /// as "Expecting value" at that index.
  struct NoValue {
    size_t at;
  };

  static bool ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  size_t skip_ws(size_t i) const {
    while (i < s.size() && ws(s[i])) ++i;
    return i;
  }

  Value scan(size_t i, size_t* end) {
    if (i >= s.size()) throw NoValue{i};
    auto word = [&](std::string_view w) { return s.substr(i, w.size()) == w; };
    switch (s[i]) {
    case '"': return string(i + 1, end);
    case '{': return nested(i, end, true);
    case '[': return nested(i, end, false);
    case 'n':
      if (word("null")) {
        *end = i + 4;
        return none();
      }
      break;
    case 't':
      if (word("true")) {
        *end = i + 4;
        return py_bool(true);
      }
      break;
    case 'f':
      if (word("false")) {
        *end = i + 5;
        return py_bool(false);
      }
      break;
    case 'N':
      if (word("NaN")) return constant("NaN", i, end);
      break;
    case 'I':
      if (word("Infinity")) return constant("Infinity", i, end);
      break;
    case '-':
      if (word("-Infinity")) return constant("-Infinity", i, end);
      break;
    default: break;
    }
    return number(i, end);
  }

  Value constant(const char* name, size_t i, size_t* end) {
    *end = i + std::strlen(name);
    return call(parse_constant, Values{py_str(name)});
  }

  Value nested(size_t i, size_t* end, bool object) {
    // CPython's Py_EnterRecursiveCall around each nested value.
    if (++depth > machine().recursion_limit)
      raise(exc_RecursionError, object ? "maximum recursion depth exceeded while decoding a JSON "
                                         "object from a unicode string"
                                       : "maximum recursion depth exceeded while decoding a JSON "
                                         "array from a unicode string");
    struct Leave {
      int& d;
      ~Leave() { --d; }
    } leave{depth};
    return object ? parse_object(i + 1, end) : parse_array(i + 1, end);
  }

  Value parse_object(size_t i, size_t* end) {
    bool pairs = !is_none(object_pairs_hook);
    Values items;
    auto dict = make<DictObject>();
    i = skip_ws(i);
    if (i >= s.size() || s[i] != '}') {
      for (;;) {
        if (i >= s.size() || s[i] != '"')
          fail("Expecting property name enclosed in double quotes", i);
        size_t next;
        Value key = string(i + 1, &next);
        i = skip_ws(next);
        if (i >= s.size() || s[i] != ':') fail("Expecting ':' delimiter", i);
        i = skip_ws(i + 1);
        Value v = scan(i, &next);
        if (pairs)
          items.push_back(py_tuple(Values{std::move(key), std::move(v)}));
        else
          dict->set(key, std::move(v));
        i = skip_ws(next);
        if (i < s.size() && s[i] == '}') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    *end = i + 1;
    if (pairs) return call(object_pairs_hook, Values{py_list(std::move(items))});
    if (!is_none(object_hook)) return call(object_hook, Values{Value(dict)});
    return dict;
  }

  Value parse_array(size_t i, size_t* end) {
    Values items;
    i = skip_ws(i);
    if (i >= s.size() || s[i] != ']') {
      for (;;) {
        size_t next;
        items.push_back(scan(i, &next));
        i = skip_ws(next);
        if (i < s.size() && s[i] == ']') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    *end = i + 1;
    return py_list(std::move(items));
  }

  static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  /// Four hex digits at `i` (the caller checked they are in the document).
  uint32_t hex4(size_t i, size_t error_at) const {
    uint32_t c = 0;
    for (size_t k = i; k < i + 4; ++k) {
      int d = hex_digit(s[k]);
      if (d < 0) fail("Invalid \\uXXXX escape", error_at);
      c = (c << 4) | static_cast<uint32_t>(d);
    }
    return c;
  }

  /// The string whose opening quote is before `i` (scanstring_unicode).
  Value string(size_t i, size_t* end) {
    size_t begin = i - 1;
    std::string out;
    for (;;) {
      size_t next = i;
      char c = 0;
      for (; next < s.size(); ++next) {
        c = s[next];
        if (c == '"' || c == '\\') break;
        if (static_cast<unsigned char>(c) <= 0x1f && strict)
          fail("Invalid control character at", next);
      }
      if (next >= s.size()) fail("Unterminated string starting at", begin);
      out.append(s.substr(i, next - i));
      ++next;
      if (c == '"') {
        *end = next;
        return py_str(std::move(out));
      }
      if (next == s.size()) fail("Unterminated string starting at", begin);
      c = s[next];
      if (c != 'u') {
        i = next + 1;
        switch (c) {
        case '"':
        case '\\':
        case '/': out += c; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        default: fail("Invalid \\escape", i - 2);
        }
        continue;
      }
      size_t u = next; // the 'u': where both \u errors point
      ++next;
      if (next + 4 >= s.size()) fail("Invalid \\uXXXX escape", u);
      uint32_t cp = hex4(next, u);
      i = next + 4;
      if (cp >= 0xD800 && cp <= 0xDBFF && i + 6 < s.size() && s[i] == '\\' && s[i + 1] == 'u') {
        uint32_t low = hex4(i + 2, i + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
      }
      append_utf8(&out, cp);
    }
  }

  static bool digit(char c) { return c >= '0' && c <= '9'; }

  /// _match_number_unicode: an int or float literal at `start`.
  Value number(size_t start, size_t* end) {
    size_t i = start, n = s.size();
    if (s[i] == '-' && ++i >= n) throw NoValue{start};
    if (s[i] >= '1' && s[i] <= '9') {
      ++i;
      while (i < n && digit(s[i])) ++i;
    } else if (s[i] == '0') {
      ++i;
    } else {
      throw NoValue{start};
    }
    bool is_float = false;
    if (i + 1 < n && s[i] == '.' && digit(s[i + 1])) {
      is_float = true;
      i += 2;
      while (i < n && digit(s[i])) ++i;
    }
    if (i + 1 < n && (s[i] == 'e' || s[i] == 'E')) {
      size_t e_start = i++;
      if (i + 1 < n && (s[i] == '-' || s[i] == '+')) ++i;
      while (i < n && digit(s[i])) ++i;
      if (digit(s[i - 1]))
        is_float = true;
      else
        i = e_start;
    }
    *end = i;
    std::string_view text = s.substr(start, i - start);
    const Value& custom = is_float ? parse_float : parse_int;
    if (!is_none(custom)) return call(custom, Values{py_str(std::string(text))});
    if (is_float) return py_float(std::strtod(std::string(text).c_str(), nullptr));
    if (text.size() <= 18) {
      int64_t v = 0;
      bool neg = text[0] == '-';
      for (size_t k = neg ? 1 : 0; k < text.size(); ++k) v = v * 10 + (text[k] - '0');
      return py_int(neg ? -v : v);
    }
    // int() itself: its digit limit and message.
    return call(Value(type_int), Values{py_str(std::string(text))});
  }
};

/// _json.decode(s, idx, whole, strict, object_hook, object_pairs_hook,
/// parse_float, parse_int, parse_constant, error_class): raw_decode(s, idx)
/// as (value, end); `whole` also skips whitespace around the value and
/// requires the end of the document after it, as JSONDecoder.decode.
/// A parse_* of None means the builtin conversion.
Value json_decode(CallArgs& a) {
  arity(a, "decode", 10, 10);
  const Value& doc = a.args[0];
  bool whole = truthy(a.args[2]);
  if (layout_type(doc.type()) != type_str)
    raise(exc_TypeError, whole
                             ? "expected string or bytes-like object, got '" + type_name(doc) + "'"
                             : "first argument must be a string, not " + type_name(doc));
  auto* str = doc.as<StrObject>();
  Decoder d{str->value, doc,       str->ascii, truthy(a.args[3]), a.args[4],
            a.args[5],  a.args[6], a.args[7],  a.args[8],         a.args[9]};
  int64_t idx;
  if (!as_int64(a.args[1], &idx))
    raise(exc_TypeError,
          "'" + type_name(a.args[1]) + "' object cannot be interpreted as an integer");
  if (idx < 0) raise(exc_ValueError, "idx cannot be negative");
  if (static_cast<size_t>(idx) >= str->length) d.fail_at("Expecting value", idx);
  size_t i = byte_offset(str->value, str->ascii, static_cast<size_t>(idx));
  if (whole) i = d.skip_ws(i);
  size_t end = 0;
  Value v;
  try {
    v = d.scan(i, &end);
  } catch (const Decoder::NoValue& e) {
    d.fail("Expecting value", e.at);
  }
  if (!whole) return py_tuple(Values{std::move(v), py_int(d.char_index(end))});
  end = d.skip_ws(end);
  if (end != d.s.size()) d.fail("Extra data", end);
  return v;
}

// ---------------------------------------------------------------- encoding

struct Encoder {
  bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
  Value indent; ///< None or a str
  std::string item_separator, key_separator;
  Value default_fn;
  std::string out;
  std::vector<const Object*> markers; ///< containers being encoded (circular check)
  int depth = 0;

  void string(std::string_view v) {
    out += '"';
    static const char hex[] = "0123456789abcdef";
    auto u4 = [&](uint32_t c) {
      out += "\\u";
      for (int sh = 12; sh >= 0; sh -= 4) out += hex[(c >> sh) & 0xF];
    };
    size_t i = 0;
    while (i < v.size()) {
      unsigned char c = static_cast<unsigned char>(v[i]);
      if (c >= 0x80) {
        if (!ensure_ascii) {
          out += static_cast<char>(c);
          ++i;
          continue;
        }
        uint32_t cp = decode_utf8(v, &i);
        if (cp >= 0x10000) {
          cp -= 0x10000;
          u4(0xD800 | (cp >> 10));
          u4(0xDC00 | (cp & 0x3FF));
        } else {
          u4(cp);
        }
        continue;
      }
      ++i;
      switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || (c == 0x7F && ensure_ascii))
          u4(c);
        else
          out += static_cast<char>(c);
      }
    }
    out += '"';
  }

  std::string float_text(double d) const {
    if (std::isfinite(d)) return float_repr(d);
    if (!allow_nan) raise(exc_ValueError, "Out of range float values are not JSON compliant");
    return std::isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
  }

  /// int.__repr__ / float.__repr__ of an int or float (or of a subclass's
  /// instance, as CPython's encoder uses the base types' repr).
  std::string number_text(const Value& o) {
    if (o.is_int() || is_type(o, type_int)) return int_repr(o);
    if (o.is_float()) return float_text(o.as_float());
    if (isinstance(o, type_float)) return float_text(float_arg(o));
    return str(call(type_int->lookup("__repr__"), Values{o}));
  }

  void newline(int level) {
    if (is_none(indent)) return;
    out += '\n';
    const std::string& unit = indent.as<StrObject>()->value;
    for (int k = 0; k < level; ++k) out += unit;
  }

  void enter(const Object* o) {
    if (check_circular) {
      for (const Object* m : markers)
        if (m == o) raise(exc_ValueError, "Circular reference detected");
      markers.push_back(o);
    }
    if (++depth > machine().recursion_limit)
      raise(exc_RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
  }
  void leave() {
    if (check_circular) markers.pop_back();
    --depth;
  }

  void encode(const Value& o, int level) {
    if (o.is_int()) {
      out += int_repr(o);
      return;
    }
    if (o.is_float()) {
      out += float_text(o.as_float());
      return;
    }
    TypeObject* t = o.type();
    TypeObject* layout = layout_type(t);
    if (layout == type_str) {
      string(o.as<StrObject>()->value);
    } else if (is_none(o)) {
      out += "null";
    } else if (t == type_bool) {
      out += o.as<BoolObject>()->value ? "true" : "false";
    } else if (isinstance(o, type_int) || isinstance(o, type_float)) {
      out += number_text(o);
    } else if (layout == type_list || layout == type_tuple) {
      const Values& items =
          layout == type_list ? o.as<ListObject>()->items : o.as<TupleObject>()->items;
      encode_array(o.obj(), items, level);
    } else if (layout == type_dict) {
      encode_object(o, level);
    } else {
      if (is_none(default_fn))
        raise(exc_TypeError, "Object of type " + type_name(o) + " is not JSON serializable");
      enter(o.obj());
      encode(call(default_fn, Values{o}), level);
      leave();
    }
  }

  void encode_array(const Object* o, const Values& items, int level) {
    if (items.empty()) {
      out += "[]";
      return;
    }
    enter(o);
    out += '[';
    newline(level + 1);
    // `items` may change under a default= callback: index it afresh.
    for (size_t k = 0; k < items.size(); ++k) {
      if (k) {
        out += item_separator;
        newline(level + 1);
      }
      Value item = items[k];
      encode(item, level + 1);
    }
    newline(level);
    out += ']';
    leave();
  }

  /// The key as its JSON text, or false to skip it (skipkeys).
  bool key_text(const Value& k, std::string* text) {
    if (layout_type(k.type()) == type_str) {
      *text = k.as<StrObject>()->value;
    } else if (k.is_float() || isinstance(k, type_float)) {
      *text = k.is_float() ? float_text(k.as_float()) : number_text(k);
    } else if (is_type(k, type_bool)) {
      *text = k.as<BoolObject>()->value ? "true" : "false";
    } else if (is_none(k)) {
      *text = "null";
    } else if (k.is_int() || isinstance(k, type_int)) {
      *text = number_text(k);
    } else if (skipkeys) {
      return false;
    } else {
      raise(exc_TypeError, "keys must be str, int, float, bool or None, not " + type_name(k));
    }
    return true;
  }

  void encode_object(const Value& o, int level) {
    auto* d = o.as<DictObject>();
    if (d->size() == 0) {
      out += "{}";
      return;
    }
    enter(o.obj());
    Values items;
    items.reserve(d->size());
    for (const auto& e : d->entries)
      if (e.key) items.push_back(py_tuple(Values{e.key, e.value}));
    if (sort_keys) {
      // CPython sorts the (key, value) items.
      CallArgs sort_args{{py_list(items)}, {}};
      list_sort(sort_args);
      items = sort_args.args[0].as<ListObject>()->items;
    }
    out += '{';
    newline(level + 1);
    bool first = true;
    std::string key;
    for (const Value& item : items) {
      const Values& kv = item.as<TupleObject>()->items;
      if (!key_text(kv[0], &key)) continue;
      if (!first) {
        out += item_separator;
        newline(level + 1);
      }
      first = false;
      string(key);
      out += key_separator;
      encode(kv[1], level + 1);
    }
    newline(level);
    out += '}';
    leave();
  }
};

/// _json.encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan,
/// sort_keys, indent, item_separator, key_separator, default): the JSON
/// text of `obj` as JSONEncoder.encode makes it. `indent` is None or the
/// str for one level; `default` None raises CPython's TypeError.
Value json_encode(CallArgs& a) {
  arity(a, "encode", 10, 10);
  Encoder e{truthy(a.args[1]),
            truthy(a.args[2]),
            truthy(a.args[3]),
            truthy(a.args[4]),
            truthy(a.args[5]),
            a.args[6],
            expect_str(a.args[7], "item separator must be str, not "),
            expect_str(a.args[8], "key separator must be str, not "),
            a.args[9]};
  e.encode(a.args[0], 0);
  return py_str(std::move(e.out));
}

} // namespace

Value json_module() {
  auto mod = make<ModuleObject>("_json");
  add_function(mod.get(), "decode", json_decode);
  add_function(mod.get(), "encode", json_encode);
  return mod;
}

} // namespace hyexec::interp
