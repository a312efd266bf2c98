#include "cfg/literals.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

namespace hyexec::literals {

namespace {

#include "unicode_tables.inc"

bool is_digit_in(char c, int base) {
  switch (base) {
  case 2: return c == '0' || c == '1';
  case 8: return c >= '0' && c <= '7';
  case 10: return c >= '0' && c <= '9';
  default: return std::isxdigit(static_cast<unsigned char>(c));
  }
}

/// Strips single underscores between digits; false on a misplaced one.
bool strip_underscores(std::string_view in, int base, std::string* out, bool allow_leading) {
  out->clear();
  for (size_t i = 0; i < in.size(); ++i) {
    char c = in[i];
    if (c == '_') {
      bool prev_ok = i > 0 ? is_digit_in(in[i - 1], base) : allow_leading;
      bool next_ok = i + 1 < in.size() && is_digit_in(in[i + 1], base);
      if (!prev_ok || !next_ok) return false;
      continue;
    }
    if (!is_digit_in(c, base)) return false;
    out->push_back(c);
  }
  return !out->empty();
}

/// Converts digits in `base` to int64 unless they overflow.
bool to_int64(const std::string& digits, int base, int64_t* value) {
  unsigned __int128 acc = 0;
  for (char c : digits) {
    int d = c <= '9' ? c - '0' : (std::tolower(c) - 'a' + 10);
    acc = acc * base + d;
    if (acc > static_cast<unsigned __int128>(INT64_MAX)) return false;
  }
  *value = static_cast<int64_t>(acc);
  return true;
}

/// Validates a decimal float literal body (no `j`) and strips underscores.
bool clean_float(std::string_view t, std::string* out) {
  // digitpart ("." digitpart?)? exponent?  |  "." digitpart exponent?
  out->clear();
  size_t i = 0;
  auto digitpart = [&](bool required) {
    size_t start = i;
    while (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '_')) {
      if (t[i] == '_') {
        if (i == start || i + 1 >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i + 1])))
          return false;
      } else {
        out->push_back(t[i]);
      }
      ++i;
    }
    return !required || i > start;
  };
  bool had_int = i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]));
  if (!digitpart(false)) return false;
  if (i < t.size() && t[i] == '.') {
    out->push_back('.');
    ++i;
    if (!digitpart(!had_int)) return false;
  }
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    out->push_back('e');
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) out->push_back(t[i++]);
    if (!digitpart(true)) return false;
  }
  return i == t.size();
}

static const char* const kHangulL[] = {"G",  "GG", "N", "D",  "DD", "R", "M", "B", "BB", "S",
                                       "SS", "",   "J", "JJ", "C",  "K", "T", "P", "H"};
static const char* const kHangulV[] = {"A",   "AE", "YA", "YAE", "EO", "E",  "YEO",
                                       "YE",  "O",  "WA", "WAE", "OE", "YO", "U",
                                       "WEO", "WE", "WI", "YU",  "EU", "YI", "I"};
static const char* const kHangulT[] = {"",   "G",  "GG", "GS", "N",  "NJ", "NH", "D", "L",  "LG",
                                       "LM", "LB", "LS", "LT", "LP", "LH", "M",  "B", "BS", "S",
                                       "SS", "NG", "J",  "C",  "K",  "T",  "P",  "H"};

bool hangul_syllable(std::string_view name, uint32_t* cp) {
  constexpr std::string_view kPrefix = "HANGUL SYLLABLE ";
  if (!name.starts_with(kPrefix)) return false;
  std::string_view rest = name.substr(kPrefix.size());
  for (int l = 0; l < 19; ++l)
    for (int v = 0; v < 21; ++v)
      for (int t = 0; t < 28; ++t) {
        std::string full = std::string(kHangulL[l]) + kHangulV[v] + kHangulT[t];
        if (full == rest) {
          *cp = 0xAC00 + (l * 21 + v) * 28 + t;
          return true;
        }
      }
  return false;
}

} // namespace

std::optional<Number> parse_number(std::string_view text, std::string* error) {
  Number n;
  std::string clean;
  std::string_view t = text;
  bool imag = !t.empty() && (t.back() == 'j' || t.back() == 'J');
  if (imag) t.remove_suffix(1);
  if (t.size() > 1 && t[0] == '0' && std::strchr("xXoObB", t[1])) {
    int base = std::tolower(t[1]) == 'x' ? 16 : std::tolower(t[1]) == 'o' ? 8 : 2;
    const char* what = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
    if (imag || !strip_underscores(t.substr(2), base, &clean, true)) {
      *error = std::string("invalid ") + what + " literal";
      return std::nullopt;
    }
    if (to_int64(clean, base, &n.i)) return n;
    n.type = Number::Type::BigInt;
    n.digits = clean;
    n.base = base;
    return n;
  }
  bool is_float = t.find_first_of(".eE") != std::string_view::npos;
  if (is_float || imag) {
    if (!clean_float(t, &clean)) {
      *error = imag ? "invalid imaginary literal" : "invalid decimal literal";
      return std::nullopt;
    }
    n.type = imag ? Number::Type::Complex : Number::Type::Float;
    n.f = std::strtod(clean.c_str(), nullptr); // overflow gives inf, as CPython
    return n;
  }
  if (!strip_underscores(t, 10, &clean, false)) {
    *error = "invalid decimal literal";
    return std::nullopt;
  }
  if (clean.size() > 1 && clean[0] == '0') {
    if (clean.find_first_not_of('0') != std::string::npos) {
      *error = "leading zeros in decimal integer literals are not permitted; use an 0o prefix "
               "for octal integers";
      return std::nullopt;
    }
    clean = "0";
  }
  if (to_int64(clean, 10, &n.i)) return n;
  n.type = Number::Type::BigInt;
  n.digits = clean;
  return n;
}

bool parse_prefix(std::string_view text, StringPrefix* p, size_t* prefix_len, size_t* quote_len) {
  size_t i = 0;
  *p = {};
  for (; i < text.size() && text[i] != '\'' && text[i] != '"'; ++i) {
    switch (std::tolower(text[i])) {
    case 'r': p->raw = true; break;
    case 'b': p->bytes = true; break;
    case 'f': p->fstring = true; break;
    case 'u': p->unicode = true; break;
    default: return false;
    }
  }
  if (i == text.size()) return false;
  *prefix_len = i;
  char q = text[i];
  *quote_len = text.size() >= i + 3 && text[i + 1] == q && text[i + 2] == q ? 3 : 1;
  return true;
}

void append_utf8(std::string* out, uint32_t cp) {
  if (cp < 0x80) {
    out->push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

std::optional<uint32_t> lookup_unicode_name(std::string_view raw) {
  // The algorithmic names match in upper case only, as CPython's
  // _getcode; the names of the table in any case.
  constexpr std::string_view kCjk = "CJK UNIFIED IDEOGRAPH-";
  if (raw.starts_with(kCjk)) {
    std::string hex(raw.substr(kCjk.size()));
    if (hex.size() < 4 || hex.size() > 5 ||
        hex.find_first_not_of("0123456789ABCDEF") != std::string::npos)
      return std::nullopt;
    uint32_t cp = std::stoul(hex, nullptr, 16);
    for (const auto& r : kCjkRanges)
      if (cp >= r[0] && cp <= r[1]) return cp;
    return std::nullopt;
  }
  uint32_t cp;
  if (hangul_syllable(raw, &cp)) return cp;
  std::string name(raw);
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return std::toupper(c); });
  // The "NAME\tHEX\n" lines as a hash map, built at the first call.
  static const auto* by_name = [] {
    auto* m = new std::unordered_map<std::string_view, uint32_t>;
    std::string_view table(kUnicodeNames, sizeof(kUnicodeNames) - 1);
    for (size_t pos = 0; pos < table.size();) {
      size_t tab = table.find('\t', pos), end = table.find('\n', tab);
      (*m)[table.substr(pos, tab - pos)] =
          std::stoul(std::string(table.substr(tab + 1, end - tab - 1)), nullptr, 16);
      pos = end + 1;
    }
    return m;
  }();
  auto it = by_name->find(name);
  if (it == by_name->end()) return std::nullopt;
  return it->second;
}

std::optional<std::string> unicode_name_of(uint32_t cp) {
  if (cp >= 0xAC00 && cp < 0xAC00 + 11172) {
    uint32_t s = cp - 0xAC00;
    return std::string("HANGUL SYLLABLE ") + kHangulL[s / (21 * 28)] + kHangulV[s / 28 % 21] +
           kHangulT[s % 28];
  }
  for (const auto& r : kCjkRanges)
    if (cp >= r[0] && cp <= r[1]) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "%X", cp);
      return std::string("CJK UNIFIED IDEOGRAPH-") + hex;
    }
  // The reverse of the sorted name table, built at the first call.
  static const auto* by_code = [] {
    auto* m = new std::unordered_map<uint32_t, std::string_view>;
    std::string_view table(kUnicodeNames, sizeof(kUnicodeNames) - 1);
    for (size_t pos = 0; pos < table.size();) {
      size_t tab = table.find('\t', pos), end = table.find('\n', tab);
      (*m)[std::stoul(std::string(table.substr(tab + 1, end - tab - 1)), nullptr, 16)] =
          table.substr(pos, tab - pos);
      pos = end + 1;
    }
    return m;
  }();
  auto it = by_code->find(cp);
  if (it == by_code->end()) return std::nullopt;
  return std::string(it->second);
}

namespace {

bool in_ranges(const uint32_t (*ranges)[2], size_t n, uint32_t cp) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (cp < ranges[mid][0])
      hi = mid;
    else if (cp > ranges[mid][1])
      lo = mid + 1;
    else
      return true;
  }
  return false;
}

bool potential_identifier_char(int c) {
  return std::isalnum(c) || c == '_' || c >= 128;
}

} // namespace

std::optional<std::string> number_token_error(std::string_view text, size_t* cur) {
  // Parser/tokenizer.c's number branch, with its tok_nextc/tok_backup: `i`
  // is the tokenizer's cursor; the end of the line reads as '\n'.
  size_t& i = *cur;
  i = 0;
  auto next = [&]() -> int {
    int c = i < text.size() ? static_cast<unsigned char>(text[i]) : '\n';
    ++i;
    return c;
  };
  auto backup = [&] { --i; };
  auto digit = [](int c) { return c >= '0' && c <= '9'; };
  auto lookahead = [&](std::string_view rest) {
    size_t save = i;
    for (char want : rest)
      if (next() != want) {
        i = save;
        return false;
      }
    bool ends = !potential_identifier_char(next());
    i = save;
    return ends;
  };
  // verify_end_of_number(): a letter right after a literal is an error,
  // but for the keywords that may follow one (a warning only).
  auto bad_end = [&](int c, const char* kind) -> std::optional<std::string> {
    bool keyword = false;
    if (c == 'a')
      keyword = lookahead("nd");
    else if (c == 'e')
      keyword = lookahead("lse");
    else if (c == 'f')
      keyword = lookahead("or");
    else if (c == 'o')
      keyword = lookahead("r");
    else if (c == 'n')
      keyword = lookahead("ot");
    else if (c == 'i') {
      int c2 = i < text.size() ? text[i] : 0;
      keyword = c2 == 'f' || c2 == 'n' || c2 == 's';
    }
    if (!keyword && c < 128 && potential_identifier_char(c)) {
      backup();
      return std::string("invalid ") + kind + " literal";
    }
    return std::nullopt;
  };
  // tok_decimal_tail(): digits with single underscores between them.
  auto decimal_tail = [&](int* c) -> bool {
    for (;;) {
      do *c = next();
      while (digit(*c));
      if (*c != '_') return true;
      *c = next();
      if (!digit(*c)) {
        backup();
        return false;
      }
    }
  };
  const char* const invalid_decimal = "invalid decimal literal"; // no std::string per literal
  int c = next();
  enum { Fraction, Exponent, Imaginary, Done } go = Done;
  if (c == '0') {
    c = next();
    if (c == 'x' || c == 'X' || c == 'o' || c == 'O' || c == 'b' || c == 'B') {
      int base = (c | 0x20) == 'x' ? 16 : (c | 0x20) == 'o' ? 8 : 2;
      const char* kind = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
      auto in_base = [&](int d) {
        return base == 16 ? std::isxdigit(d) != 0 : d >= '0' && d < '0' + base;
      };
      c = next();
      do {
        if (c == '_') c = next();
        if (!in_base(c)) {
          if (base != 16 && digit(c))
            return "invalid digit '" + std::string(1, static_cast<char>(c)) + "' in " + kind +
                   " literal";
          backup();
          return std::string("invalid ") + kind + " literal";
        }
        do c = next();
        while (in_base(c));
      } while (c == '_');
      if (base != 16 && digit(c))
        return "invalid digit '" + std::string(1, static_cast<char>(c)) + "' in " + kind +
               " literal";
      return bad_end(c, kind);
    }
    bool nonzero = false;
    for (;;) { // leading zeros, maybe an old-style octal
      if (c == '_') {
        c = next();
        if (!digit(c)) {
          backup();
          return invalid_decimal;
        }
      }
      if (c != '0') break;
      c = next();
    }
    if (digit(c)) {
      nonzero = true;
      if (!decimal_tail(&c)) return invalid_decimal;
    }
    if (c == '.') {
      c = next();
      go = Fraction;
    } else if (c == 'e' || c == 'E') {
      go = Exponent;
    } else if (c == 'j' || c == 'J') {
      go = Imaginary;
    } else if (nonzero) {
      return std::nullopt; // "leading zeros": parse_number() reports it, where CPython does
    } else {
      return bad_end(c, "decimal");
    }
  } else if (c == '.') {
    c = next();
    go = Fraction;
  } else {
    backup();
    if (!decimal_tail(&c)) return invalid_decimal;
    if (c == '.') {
      c = next();
      go = Fraction;
    } else if (c == 'e' || c == 'E') {
      go = Exponent;
    } else if (c == 'j' || c == 'J') {
      go = Imaginary;
    } else {
      return bad_end(c, "decimal");
    }
  }
  if (go == Fraction) {
    if (digit(c) && (backup(), !decimal_tail(&c))) return invalid_decimal;
    if (c == 'e' || c == 'E')
      go = Exponent;
    else if (c == 'j' || c == 'J')
      go = Imaginary;
    else
      return bad_end(c, "decimal");
  }
  if (go == Exponent) {
    int e = c;
    c = next();
    if (c == '+' || c == '-') {
      c = next();
      if (!digit(c)) {
        backup();
        return invalid_decimal;
      }
    } else if (!digit(c)) {
      backup();
      return bad_end(e, "decimal"); // `1e` then a name: `e` ends the literal
    }
    backup();
    if (!decimal_tail(&c)) return invalid_decimal;
    if (c == 'j' || c == 'J')
      go = Imaginary;
    else
      return bad_end(c, "decimal");
  }
  c = next(); // past the `j`
  return bad_end(c, "imaginary");
}

size_t invalid_identifier_char(std::string_view name, uint32_t* cp) {
  for (size_t i = 0; i < name.size();) {
    unsigned char c = name[i];
    size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
    len = std::min(len, name.size() - i);
    uint32_t code = len == 1 ? c : c & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k) code = (code << 6) | (name[i + k] & 0x3F);
    bool ok = code < 0x80 ? (i > 0 || !std::isdigit(static_cast<int>(code)))
              : i == 0    ? in_ranges(kIdentifierStart, std::size(kIdentifierStart), code)
                          : in_ranges(kIdentifierContinue, std::size(kIdentifierContinue), code);
    if (!ok) {
      *cp = code;
      return i;
    }
    i += len;
  }
  return std::string_view::npos;
}

bool is_printable(uint32_t cp) {
  size_t lo = 0, hi = sizeof(kNonPrintable) / sizeof(kNonPrintable[0]);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (cp < kNonPrintable[mid][0])
      hi = mid;
    else if (cp > kNonPrintable[mid][1])
      lo = mid + 1;
    else
      return false;
  }
  return true;
}

std::string normalize_identifier(std::string_view text) {
  bool ascii = true;
  for (unsigned char c : text) ascii &= c < 0x80;
  if (ascii) return std::string(text);
  static const std::unordered_map<uint32_t, std::string> kMap = [] {
    std::unordered_map<uint32_t, std::string> m;
    std::string_view table(kIdentifierNfkc, sizeof(kIdentifierNfkc) - 1);
    for (size_t pos = 0; pos < table.size();) {
      size_t tab = table.find('\t', pos), end = table.find('\n', tab);
      m.emplace(std::stoul(std::string(table.substr(pos, tab - pos)), nullptr, 16),
                std::string(table.substr(tab + 1, end - tab - 1)));
      pos = end + 1;
    }
    return m;
  }();
  std::string out;
  for (size_t i = 0; i < text.size();) {
    unsigned char c = text[i];
    size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
    len = std::min(len, text.size() - i);
    uint32_t cp = len == 1 ? c : c & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (text[i + k] & 0x3F);
    auto it = kMap.find(cp);
    if (it != kMap.end())
      out += it->second;
    else
      out.append(text.substr(i, len));
    i += len;
  }
  return out;
}

bool decode_body(std::string_view body, const StringPrefix& prefix, bool fstring_braces,
                 std::string* out, std::string* error) {
  out->clear();
  out->reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    unsigned char c = body[i];
    if (prefix.bytes && c >= 0x80) {
      *error = "bytes can only contain ASCII literal characters";
      return false;
    }
    if (fstring_braces && (c == '{' || c == '}') && i + 1 < body.size() && body[i + 1] == c) {
      out->push_back(c);
      ++i;
      continue;
    }
    if (c == '\r') { // universal newlines, as the tokenizer reads them
      out->push_back('\n');
      if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
      continue;
    }
    if (c != '\\' || prefix.raw || i + 1 == body.size()) {
      out->push_back(c);
      continue;
    }
    char e = body[++i];
    auto hex_escape = [&](int len, const char* kind) -> bool {
      uint32_t v = 0;
      for (int k = 1; k <= len; ++k) {
        if (i + k >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + k]))) {
          size_t pos = i - 1;
          *error = std::string("(") + (prefix.bytes ? "value" : "unicode") + " error) '" +
                   (prefix.bytes ? "bytes" : "unicodeescape") +
                   "' codec can't decode bytes in position " + std::to_string(pos) + "-" +
                   std::to_string(std::min(i + k - 1, body.size() - 1)) + ": truncated " + kind +
                   " escape";
          if (prefix.bytes)
            *error = "(value error) invalid \\x escape at position " + std::to_string(pos);
          return false;
        }
        char h = body[i + k];
        v = v * 16 + (h <= '9' ? h - '0' : (std::tolower(h) - 'a' + 10));
      }
      i += len;
      if (prefix.bytes) {
        out->push_back(static_cast<char>(v));
      } else if (v > 0x10FFFF) {
        *error = "(unicode error) 'unicodeescape' codec can't decode bytes in position " +
                 std::to_string(i - len - 1) + "-" + std::to_string(i) +
                 ": illegal Unicode character";
        return false;
      } else {
        append_utf8(out, v);
      }
      return true;
    };
    switch (e) {
    case '\n': break;
    case '\r':
      if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
      break;
    case '\\': out->push_back('\\'); break;
    case '\'': out->push_back('\''); break;
    case '"': out->push_back('"'); break;
    case 'a': out->push_back('\a'); break;
    case 'b': out->push_back('\b'); break;
    case 'f': out->push_back('\f'); break;
    case 'n': out->push_back('\n'); break;
    case 'r': out->push_back('\r'); break;
    case 't': out->push_back('\t'); break;
    case 'v': out->push_back('\v'); break;
    case 'x':
      if (!hex_escape(2, "\\xXX")) return false;
      break;
    case 'u':
    case 'U':
    case 'N':
      if (prefix.bytes) { // not escapes in bytes: kept as written
        out->push_back('\\');
        out->push_back(e);
        break;
      }
      if (e == 'u' && !hex_escape(4, "\\uXXXX")) return false;
      if (e == 'U' && !hex_escape(8, "\\UXXXXXXXX")) return false;
      if (e == 'N') {
        size_t close = body.find('}', i);
        std::optional<uint32_t> cp;
        if (i + 1 < body.size() && body[i + 1] == '{' && close != std::string_view::npos)
          cp = lookup_unicode_name(body.substr(i + 2, close - i - 2));
        if (!cp) {
          *error = "(unicode error) 'unicodeescape' codec can't decode bytes in position " +
                   std::to_string(i - 1) + "-" +
                   std::to_string(close == std::string_view::npos ? body.size() - 1 : close) +
                   ": unknown Unicode character name";
          return false;
        }
        append_utf8(out, *cp);
        i = close;
      }
      break;
    default:
      if (e >= '0' && e <= '7') {
        uint32_t v = e - '0';
        for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7';
             ++k)
          v = v * 8 + (body[++i] - '0');
        if (prefix.bytes)
          out->push_back(static_cast<char>(v & 0xFF));
        else
          append_utf8(out, v);
      } else { // unknown escape: kept with its backslash (a DeprecationWarning in 3.11)
        out->push_back('\\');
        out->push_back(e);
      }
    }
  }
  return true;
}

} // namespace hyexec::literals
