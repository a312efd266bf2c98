// The format-spec mini-language (`format`, f-strings, str.format) and
// printf-style `%` formatting, following CPython's Python/formatter_unicode.c.
#include "interp/format.h"
#include "interp/machine.h"
#include "interp/numbers.h"
#include "interp/strings.h"
#include "interp/subclass.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace hyexec::interp {

int64_t parse_format_count(std::string_view digits, const char* overflow) {
  int64_t n = 0;
  for (char c : digits) {
    if (n > (INT64_MAX - (c - '0')) / 10) raise(exc_ValueError, overflow);
    n = n * 10 + (c - '0');
  }
  return n;
}

namespace {

struct Spec {
  char fill = ' ';
  std::string fill_utf8 = " ";
  char align = 0; // < > ^ =
  char sign = 0;
  bool alternate = false, zero = false;
  bool no_neg_0 = false;     ///< `z`: a result that rounds to -0 prints as 0
  bool zero_default = false; ///< the '=' alignment comes from the '0' flag, not the spec
  int64_t width = -1, precision = -1;
  char grouping = 0;
  char type = 0;
};

constexpr const char* too_many_digits = "Too many decimal digits in format string";

/// Python/formatter_unicode.c's parse_internal_render_format_spec; `type`
/// is `default_type` when the spec gives none (the check of the grouping
/// option against the type reads it).
Spec parse_spec(std::string_view s, const Value& v, char default_type) {
  Spec sp;
  size_t i = 0;
  auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  bool fill_given = false;
  // A fill character may be any code point.
  if (!s.empty()) {
    size_t j = 0;
    decode_utf8(s, &j);
    if (j < s.size() && is_align(s[j])) {
      fill_given = true;
      sp.fill_utf8 = std::string(s.substr(0, j));
      sp.fill = s[0];
      sp.align = s[j];
      i = j + 1;
    } else if (is_align(s[0])) {
      sp.align = s[0];
      i = 1;
    }
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) sp.sign = s[i++];
  if (i < s.size() && s[i] == 'z') sp.no_neg_0 = true, ++i;
  if (i < s.size() && s[i] == '#') sp.alternate = true, ++i;
  if (i < s.size() && s[i] == '0' && !fill_given) {
    sp.zero = true;
    sp.fill = '0';
    sp.fill_utf8 = "0";
    if (!sp.align) {
      sp.align = '=';
      sp.zero_default = true;
    }
    ++i;
  }
  size_t w = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i > w) sp.width = parse_format_count(s.substr(w, i - w), too_many_digits);
  if (i < s.size() && s[i] == ',') sp.grouping = s[i++];
  if (i < s.size() && s[i] == '_') {
    if (sp.grouping) raise(exc_ValueError, "Cannot specify both ',' and '_'.");
    sp.grouping = s[i++];
  }
  if (i < s.size() && s[i] == ',' && sp.grouping == '_')
    raise(exc_ValueError, "Cannot specify both ',' and '_'.");
  if (i < s.size() && s[i] == '.') {
    ++i;
    size_t p = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == p) raise(exc_ValueError, "Format specifier missing precision");
    sp.precision = parse_format_count(s.substr(p, i - p), too_many_digits);
  }
  if (s.size() - i > 1)
    raise(exc_ValueError, "Invalid format specifier '" + std::string(s) + "' for object of type '" +
                              type_name(v) + "'");
  sp.type = i < s.size() ? s[i] : default_type;
  if (sp.grouping && !std::strchr("defgEGF%", sp.type) && sp.type) {
    bool radix = std::strchr("boxX", sp.type) != nullptr;
    if (!(radix && sp.grouping == '_')) {
      unsigned char t = static_cast<unsigned char>(sp.type);
      char buf[8];
      if (t > 32 && t < 128)
        std::snprintf(buf, sizeof buf, "'%c'", t);
      else
        std::snprintf(buf, sizeof buf, "'\\x%x'", t);
      raise(exc_ValueError, std::string("Cannot specify '") + sp.grouping + "' with " + buf + ".");
    }
  }
  return sp;
}

/// Drops the sign of a `-` result whose digits all rounded to zero, as the
/// `z` option asks (the exponent's digits do not count).
bool negative_zero(const std::string& body) {
  for (char c : body) {
    if (c == 'e' || c == 'E') break;
    if (c >= '1' && c <= '9') return false;
  }
  return true;
}

size_t display_width(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string pad(const std::string& body, const Spec& sp, char default_align, size_t sign_len = 0) {
  int64_t len = static_cast<int64_t>(display_width(body));
  if (sp.width <= len) return body;
  size_t n = sp.width - len;
  char align = sp.align ? sp.align : default_align;
  auto fill = [&](size_t k) {
    std::string out;
    for (size_t i = 0; i < k; ++i) out += sp.fill_utf8;
    return out;
  };
  switch (align) {
  case '<': return body + fill(n);
  case '^': return fill(n / 2) + body + fill(n - n / 2);
  case '=': return body.substr(0, sign_len) + fill(n) + body.substr(sign_len);
  default: return fill(n) + body;
  }
}

std::string group_digits(const std::string& digits, char sep, int every) {
  std::string out;
  int count = 0;
  for (size_t i = digits.size(); i-- > 0;) {
    if (count && count % every == 0) out += sep;
    out += digits[i];
    ++count;
  }
  return std::string(out.rbegin(), out.rend());
}

std::string sign_prefix(bool negative, char sign) {
  if (negative) return "-";
  if (sign == '+') return "+";
  if (sign == ' ') return " ";
  return "";
}

std::string format_int(const Value& v, const Spec& sp) {
  if (!std::strchr("bcdoxXn", sp.type) || !sp.type)
    raise(exc_ValueError, std::string("Unknown format code '") + sp.type +
                              "' for object of type '" + type_name(v) + "'");
  if (sp.precision >= 0) raise(exc_ValueError, "Precision not allowed in integer format specifier");
  if (sp.no_neg_0)
    raise(exc_ValueError, "Negative zero coercion (z) not allowed in integer format specifier");
  if (sp.type == 'c') {
    if (sp.sign) raise(exc_ValueError, "Sign not allowed with integer format specifier 'c'");
    if (sp.alternate)
      raise(exc_ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
    mpz_class c = as_mpz(v);
    if (c < 0 || c > 0x10ffff) raise(exc_OverflowError, "%c arg not in range(0x110000)");
  }
  mpz_class z = as_mpz(v);
  bool neg = z < 0;
  mpz_class a = abs(z);
  std::string digits, prefix;
  switch (sp.type) {
  case 'b': digits = a.get_str(2), prefix = sp.alternate ? "0b" : ""; break;
  case 'o': digits = a.get_str(8), prefix = sp.alternate ? "0o" : ""; break;
  case 'x': digits = a.get_str(16), prefix = sp.alternate ? "0x" : ""; break;
  case 'X': {
    digits = a.get_str(16);
    for (char& c : digits) c = static_cast<char>(std::toupper(c));
    prefix = sp.alternate ? "0X" : "";
    break;
  }
  case 'c': {
    std::string out;
    append_utf8(&out, static_cast<uint32_t>(z.get_ui()));
    return pad(out, sp, '>');
  }
  case 'd':
  case 'n': digits = a.get_str(10); break;
  default:
    raise(exc_ValueError, std::string("Unknown format code '") + sp.type +
                              "' for object of type '" + type_name(v) + "'");
  }
  if (sp.grouping)
    digits = group_digits(
        digits, sp.grouping,
        (sp.type == 'b' || sp.type == 'o' || sp.type == 'x' || sp.type == 'X') ? 4 : 3);
  std::string head = sign_prefix(neg, sp.sign) + prefix;
  if (sp.zero && sp.align == '=' && sp.width > 0 && sp.grouping) {
    // Zero padding also groups the padding digits.
    int64_t want = sp.width - static_cast<int64_t>(head.size());
    std::string raw = a.get_str(10);
    while (static_cast<int64_t>(group_digits(raw, sp.grouping, 3).size()) < want) raw = "0" + raw;
    return head + group_digits(raw, sp.grouping, 3);
  }
  return pad(head + digits, sp, '>', head.size());
}

/// printf of one double, however long the result.
std::string printf_double(const char* conversion, int precision, double d) {
  std::string out(std::snprintf(nullptr, 0, conversion, precision, d), '\0');
  std::snprintf(out.data(), out.size() + 1, conversion, precision, d);
  return out;
}

std::string fixed(double d, int precision) {
  return printf_double("%.*f", precision, d);
}

std::string format_float(double d, const Spec& sp, bool from_int) {
  char type = sp.type;
  if (sp.precision > INT32_MAX) raise(exc_ValueError, "precision too big");
  int prec = sp.precision < 0 ? 6 : static_cast<int>(sp.precision);
  bool neg = std::signbit(d) && !std::isnan(d);
  double a = std::fabs(d);
  std::string body;
  if (std::isinf(a) || std::isnan(a)) {
    body = std::isnan(a) ? "nan" : "inf";
    if (type == 'F' || type == 'E' || type == 'G')
      for (char& c : body) c = static_cast<char>(std::toupper(c));
    if (type == '%') body += "%";
  } else {
    switch (type) {
    // '#' keeps the point of a zero precision (`1.`, `1.e+00`), as C's.
    case 'f':
    case 'F': body = printf_double(sp.alternate ? "%#.*f" : "%.*f", prec, a); break;
    case '%': body = printf_double(sp.alternate ? "%#.*f" : "%.*f", prec, a * 100) + "%"; break;
    case 'e':
    case 'E': {
      body = printf_double(type == 'e' ? (sp.alternate ? "%#.*e" : "%.*e")
                                       : (sp.alternate ? "%#.*E" : "%.*E"),
                           prec, a);
      break;
    }
    case 'g':
    case 'G':
    case 'n': // 'g' in the C locale hyexec runs in
    case 0: {
      if (type == 0 && sp.precision < 0) {
        body = from_int ? fixed(a, 1) : float_repr(a);
        break;
      }
      int p = prec == 0 ? 1 : prec;
      body = printf_double(
          sp.alternate ? (type == 'G' ? "%#.*G" : "%#.*g") : (type == 'G' ? "%.*G" : "%.*g"), p, a);
      if (type == 0 && body.find_first_of(".eEn") == std::string::npos) body += ".0";
      // Python writes e+06 as e+06 too; C does the same.
      break;
    }
    default:
      raise(exc_ValueError,
            std::string("Unknown format code '") + type + "' for object of type 'float'");
    }
    if (sp.grouping) {
      size_t dot = body.find_first_of(".e%");
      std::string ip = body.substr(0, dot), rest = dot == std::string::npos ? "" : body.substr(dot);
      body = group_digits(ip, sp.grouping, 3) + rest;
    }
  }
  if (neg && sp.no_neg_0 && std::isfinite(d) && negative_zero(body)) neg = false;
  std::string head = sign_prefix(neg, sp.sign);
  return pad(head + body, sp, '>', head.size());
}

/// Python/formatter_unicode.c's format_complex_internal.
std::string format_complex(const Value& v, const Spec& sp) {
  if (!std::strchr("eEfFgGn", sp.type))
    raise(exc_ValueError, std::string("Unknown format code '") + sp.type +
                              "' for object of type '" + type_name(v) + "'");
  if (sp.fill == '0' && sp.fill_utf8 == "0")
    raise(exc_ValueError, "Zero padding is not allowed in complex format specifier");
  if (sp.align == '=')
    raise(exc_ValueError, "'=' alignment flag is not allowed in complex format specifier");
  const auto* c = v.as<ComplexObject>();
  double re = c->real, im = c->imag;
  // Each part is formatted as a float with no padding; the imaginary one
  // always signed unless the real part is left out (no type: as str()).
  Spec part = sp;
  part.fill = ' ';
  part.fill_utf8 = " ";
  part.align = '<';
  part.width = -1;
  part.zero = part.zero_default = false;
  bool skip_re = false, parens = false;
  if (!sp.type) {
    skip_re = re == 0.0 && !std::signbit(re);
    parens = !skip_re;
    if (sp.precision < 0) part.type = 'r'; // repr of each part
  }
  auto one = [&](double d, const Spec& p) {
    if (p.type != 'r') {
      Spec q = p;
      if (!q.type) q.type = 'g';
      return format_float(d, q, false);
    }
    std::string body = std::isnan(d) ? "nan" : std::isinf(d) ? "inf" : float_repr(std::fabs(d));
    if (body.size() > 2 && body.compare(body.size() - 2, 2, ".0") == 0)
      body.resize(body.size() - 2);
    bool negative = std::signbit(d) && !std::isnan(d);
    if (negative && p.no_neg_0 && std::isfinite(d) && negative_zero(body)) negative = false;
    return sign_prefix(negative, p.sign) + body;
  };
  std::string re_text = skip_re ? "" : one(re, part);
  Spec im_part = part;
  if (!skip_re) im_part.sign = '+';
  std::string body = re_text + one(im, im_part) + "j";
  if (parens) body = "(" + body + ")";
  return pad(body, sp, '>');
}

} // namespace

std::string format_value(const Value& v, std::string_view spec) {
  TypeObject* t = v.type();
  // A subclass of a builtin without its own __format__ formats as the builtin.
  if (!t->builtin && native_base(t) && !user_defines(t, "__format__")) {
    if (spec.empty()) return str(v); // object.__format__: str(), the class's own __str__
    if (is_number_subclass(v)) return format_value(plain_number(v), spec);
    if (isinstance(v, type_str)) return format_value(py_str(v.as<StrObject>()->value), spec);
  }
  if (!t->builtin) {
    if (Value m = t->lookup("__format__")) {
      Value r = call(m, Values{v, py_str(std::string(spec))});
      if (!isinstance(r, type_str))
        raise(exc_TypeError, "__format__ must return a str, not " + type_name(r));
      return r.as<StrObject>()->value;
    }
    if (!spec.empty())
      raise(exc_TypeError, "unsupported format string passed to " + t->name + ".__format__");
    return str(v);
  }
  if (spec.empty()) return str(v);
  char default_type = is_int_like(v) ? 'd' : t == type_str ? 's' : 0;
  Spec sp = parse_spec(spec, v, default_type);
  if (t == type_complex) return format_complex(v, sp);
  if (is_int_like(v)) {
    if (sp.type && std::string("eEfFgG%").find(sp.type) != std::string::npos)
      return format_float(int_to_double(v), sp, true);
    return format_int(v, sp);
  }
  if (v.is_float()) return format_float(v.as_float(), sp, false);
  if (t == type_str) {
    if (sp.type != 's')
      raise(exc_ValueError,
            std::string("Unknown format code '") + sp.type + "' for object of type 'str'");
    if (sp.sign)
      raise(exc_ValueError, sp.sign == ' ' ? "Space not allowed in string format specifier"
                                           : "Sign not allowed in string format specifier");
    if (sp.no_neg_0)
      raise(exc_ValueError, "Negative zero coercion (z) not allowed in string format specifier");
    if (sp.alternate)
      raise(exc_ValueError, "Alternate form (#) not allowed in string format specifier");
    if (sp.align == '=' && !sp.zero_default)
      raise(exc_ValueError, "'=' alignment not allowed in string format specifier");
    if (sp.zero_default) sp.align = '<'; // `{:05s}` pads strings on the right with zeros
    std::string s = v.as<StrObject>()->value;
    if (sp.precision >= 0) {
      size_t cut = byte_offset(s, v.as<StrObject>()->ascii, static_cast<size_t>(sp.precision));
      s = s.substr(0, cut);
    }
    return pad(s, sp, '<');
  }
  if (sp.type)
    raise(exc_TypeError, "unsupported format string passed to " + t->name + ".__format__");
  return pad(str(v), sp, '<');
}

/// `fmt % args` for str.
Value str_percent_format(const Value& fmt_value, const Value& args, bool for_bytes) {
  const std::string& fmt = fmt_value.as<StrObject>()->value;
  Values items;
  bool is_tuple = isinstance(args, type_tuple); // PyTuple_Check: subclasses too
  if (is_tuple)
    items = args.as<TupleObject>()->items;
  else
    items.push_back(args);
  // As PyUnicode_Format / _PyBytes_FormatEx: any argument with a subscript
  // (a list, a range, a memoryview...) but a tuple or a str (or, formatting
  // bytes, bytes and bytearray) is a mapping, and what no conversion uses
  // of it is no error.
  bool mapping =
      !is_tuple && !isinstance(args, type_str) &&
      !(for_bytes && (isinstance(args, type_bytes) || isinstance(args, type_bytearray))) &&
      args.type()->lookup("__getitem__");
  size_t next = 0;
  // Room for the format and its str arguments at once: growing by doubling
  // past a large argument (pprint's repr of a long list, "[%s]") left twice
  // its size allocated in the result.
  size_t room = fmt.size();
  for (const Value& v : items)
    if (is_type(v, type_str)) room += v.as<StrObject>()->value.size();
  std::string out;
  out.reserve(room);
  auto take = [&]() -> Value {
    if (next >= items.size()) raise(exc_TypeError, "not enough arguments for format string");
    return items[next++];
  };
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (++i >= fmt.size()) raise(exc_ValueError, "incomplete format");
    Value mapped;
    if (fmt[i] == '(') {
      // The key runs to the matching parenthesis: `%(f(o)o)s` is key "f(o)o".
      size_t close = i + 1;
      for (int depth = 1; close < fmt.size(); ++close) {
        depth += fmt[close] == '(' ? 1 : fmt[close] == ')' ? -1 : 0;
        if (depth == 0) break;
      }
      if (close >= fmt.size()) raise(exc_ValueError, "incomplete format key");
      if (!mapping) raise(exc_TypeError, "format requires a mapping");
      if (close + 1 < fmt.size() && (fmt[close + 1] == '*' || fmt.compare(close + 1, 2, ".*") == 0))
        raise(exc_TypeError, "* wants int");
      mapped = get_item(args, py_str(fmt.substr(i + 1, close - i - 1)));
      // As CPython: the looked-up value becomes the argument list, used up
      // by this conversion, so a later positional `%s` finds none.
      items = {mapped};
      next = 1;
      i = close + 1;
    }
    Spec sp;
    std::string flags;
    while (i < fmt.size() && std::string("-+ #0").find(fmt[i]) != std::string::npos)
      flags += fmt[i++];
    auto star = [&]() {
      Value n = take();
      int64_t w;
      if (!is_int_like(n) || !as_int64(n, &w)) raise(exc_TypeError, "* wants int");
      return w;
    };
    if (i < fmt.size() && fmt[i] == '*') {
      int64_t w = star();
      if (w < 0) flags += '-';
      sp.width = w < 0 ? -w : w;
      ++i;
    } else {
      size_t w = i;
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) ++i;
      if (i > w)
        sp.width = parse_format_count(std::string_view(fmt).substr(w, i - w), "width too big");
    }
    if (i < fmt.size() && fmt[i] == '.' && i + 1 < fmt.size() && fmt[i + 1] == '*') {
      i += 2;
      sp.precision = std::max<int64_t>(0, star());
    } else if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      size_t p = i;
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) ++i;
      sp.precision =
          i > p ? parse_format_count(std::string_view(fmt).substr(p, i - p), "precision too big")
                : 0;
      if (sp.precision > INT32_MAX) raise(exc_ValueError, "precision too big");
    }
    while (i < fmt.size() && (fmt[i] == 'l' || fmt[i] == 'h' || fmt[i] == 'L')) ++i;
    if (i >= fmt.size()) raise(exc_ValueError, "incomplete format");
    char conv = fmt[i];
    if (conv == '%') {
      out += '%';
      continue;
    }
    Value v = mapped ? mapped : take();
    bool left = flags.find('-') != std::string::npos;
    sp.align = left ? '<' : '>';
    if (flags.find('0') != std::string::npos && !left && conv != 's' && conv != 'r' &&
        conv != 'a' && conv != 'c') {
      sp.fill = '0';
      sp.fill_utf8 = "0";
      sp.align = '=';
    }
    if (flags.find('+') != std::string::npos)
      sp.sign = '+';
    else if (flags.find(' ') != std::string::npos)
      sp.sign = ' ';
    sp.alternate = flags.find('#') != std::string::npos;
    std::string piece;
    switch (conv) {
    case 's':
    case 'r':
    case 'a': {
      if (conv == 's' && !for_bytes && is_type(v, type_str) && sp.precision < 0 && sp.width < 0) {
        out += v.as<StrObject>()->value; // as it is, without a copy on the way
        continue;
      }
      piece = conv == 's' ? str(v) : conv == 'r' ? repr(v) : ascii_escape(repr(v));
      if (sp.precision >= 0) piece = piece.substr(0, byte_offset(piece, false, sp.precision));
      Spec s2 = sp;
      s2.sign = 0;
      piece = pad(piece, s2, '>');
      break;
    }
    case 'd':
    case 'i':
    case 'u': {
      Value n = v;
      if (v.is_float()) {
        double d = v.as_float();
        if (std::isinf(d)) raise(exc_OverflowError, "cannot convert float infinity to integer");
        if (std::isnan(d)) raise(exc_ValueError, "cannot convert float NaN to integer");
        n = py_int(mpz_class(std::trunc(d)));
      } else if (!is_int_like(v)) {
        Value i = v.is_obj() && !v.type()->builtin ? call_method_opt(v, "__int__", {}) : Value();
        if (!i)
          i = v.is_obj() && !v.type()->builtin ? call_method_opt(v, "__index__", {}) : Value();
        if (!i || !is_int_like(i))
          raise(exc_TypeError, "%" + std::string(1, conv) +
                                   " format: a real number is required, not " + type_name(v));
        n = i;
      }
      sp.type = 'd';
      sp.precision = -1;
      piece = format_int(n, sp);
      break;
    }
    case 'x':
    case 'X':
    case 'o': {
      if (!is_int_like(v))
        raise(exc_TypeError,
              "%" + std::string(1, conv) + " format: an integer is required, not " + type_name(v));
      sp.type = conv;
      sp.precision = -1;
      piece = format_int(v, sp);
      break;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G': {
      double d = float_arg(v);
      sp.type = conv;
      if (sp.precision < 0) sp.precision = 6;
      piece = format_float(d, sp, false);
      break;
    }
    case 'c': {
      if (isinstance(v, type_str)) {
        if (v.as<StrObject>()->length != 1) raise(exc_TypeError, "%c requires int or char");
        piece = v.as<StrObject>()->value;
      } else {
        int64_t cp;
        if (!is_int_like(v)) raise(exc_TypeError, "%c requires int or char");
        if (!as_int64(v, &cp) || cp < 0 || cp > 0x10FFFF)
          raise(exc_OverflowError, "%c arg not in range(0x110000)");
        append_utf8(&piece, static_cast<uint32_t>(cp));
      }
      piece = pad(piece, sp, '>');
      break;
    }
    default:
      raise(
          exc_ValueError, std::string("unsupported format character '") + conv + "' (0x" +
                              [&] {
                                char b[8];
                                std::snprintf(b, sizeof b, "%x", conv);
                                return std::string(b);
                              }() +
                              ") at index " + std::to_string(i));
    }
    out += piece;
  }
  if (!mapping && next < items.size())
    raise(exc_TypeError, std::string("not all arguments converted during ") +
                             (for_bytes ? "bytes" : "string") + " formatting");
  if (out.capacity() > out.size() + out.size() / 4 + 64) out.shrink_to_fit();
  return py_str(std::move(out));
}

} // namespace hyexec::interp
