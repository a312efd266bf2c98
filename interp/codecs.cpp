// str.encode and bytes.decode: utf-8, ascii and latin-1 with the error
// handlers strict, ignore, replace, backslashreplace, xmlcharrefreplace and
// surrogatepass (utf-8) natively, ASCII text under any codec that encodes
// it as ASCII too; any other codec or handler through the
// codec registry of pylib/_codecs.py (CPython's encodings package, the
// handlers codecs.register_error added). The messages of the Unicode errors.
#include "interp/codecs.h"

#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/strings.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string_view>
#include <unordered_map>

namespace hyexec::interp {

namespace {

std::string normalized_encoding(std::string enc) {
  for (char& c : enc) c = c == '_' ? '-' : static_cast<char>(std::tolower(c));
  if (enc == "utf8" || enc == "u8" || enc == "utf") return "utf-8";
  if (enc == "latin1" || enc == "iso-8859-1" || enc == "iso8859-1" || enc == "l1" ||
      enc == "8859" || enc == "cp819" || enc == "latin")
    return "latin-1";
  if (enc == "us-ascii" || enc == "646") return "ascii";
  return enc;
}

#include "codec_names.inc"

/// What CPython's codec registry knows of `encoding`: 'a' for a codec that
/// encodes ASCII text as ASCII and decodes it back (ASCII text needs no codec
/// then, not even one hyexec lacks such as shift_jis), 'e' for one that only
/// encodes it so, 'o' for another codec, 0 for no codec.
/// Names are normalized as encodings.normalize_encoding does.
char known_codec(const std::string& encoding) {
  static const auto* table = [] {
    auto* t = new std::unordered_map<std::string_view, char>;
    std::string_view all(kCodecNames);
    for (size_t at = 0; at < all.size();) {
      size_t tab = all.find('\t', at), end = all.find('\n', at);
      (*t)[all.substr(at, tab - at)] = all[tab + 1];
      at = end + 1;
    }
    return t;
  }();
  std::string n;
  bool punct = false;
  for (char c : encoding) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '.') {
      if (punct && !n.empty()) n += '_';
      n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      punct = false;
    } else if (static_cast<unsigned char>(c) < 0x80) {
      punct = true;
    }
  }
  auto it = table->find(n);
  return it == table->end() ? 0 : it->second;
}

bool is_surrogate(uint32_t cp) {
  return cp >= 0xD800 && cp <= 0xDFFF;
}

std::string string_arg(const Value& v, const char* fname, const char* what) {
  if (!is_type(v, type_str) && !isinstance(v, type_str))
    raise(exc_TypeError,
          std::string(fname) + "() argument '" + what + "' must be str, not " + type_name(v));
  return v.as<StrObject>()->value;
}

/// `_codecs.<fn>(obj, encoding, errors)`: the registry's codec for what the
/// native code does not do itself.
Value through_registry(const char* fn, const Value& obj, const std::string& encoding,
                       const std::string& errors) {
  return call(get_attr(machine().import_module("_codecs"), fn),
              Values{obj, py_str(encoding), py_str(errors)});
}

/// The error handlers the native codecs apply themselves.
bool native_handler(const std::string& errors) {
  return errors == "strict" || errors == "ignore" || errors == "replace" ||
         errors == "backslashreplace";
}

} // namespace

void raise_unicode_error(TypeObject* type, const std::string& encoding, Value object, int64_t start,
                         int64_t end, const std::string& reason) {
  raise_args(type,
             {py_str(encoding), std::move(object), py_int(start), py_int(end), py_str(reason)});
}

std::optional<std::string> unicode_error_str(const ExceptionObject* e) {
  bool encode = e->type->is_subtype_of(exc_UnicodeEncodeError);
  bool decode = e->type->is_subtype_of(exc_UnicodeDecodeError);
  bool translate = e->type->is_subtype_of(exc_UnicodeTranslateError);
  if ((!encode && !decode && !translate) || e->args.size() != (translate ? 4 : 5))
    return std::nullopt;
  // The attributes as they are now (the program may have set them), as
  // CPython's str() reads its fields: str() of reason and encoding.
  Value self(const_cast<ExceptionObject*>(e));
  Value object = get_attr(self, "object");
  int64_t start, end;
  if (!as_int64(get_attr(self, "start"), &start) || !as_int64(get_attr(self, "end"), &end))
    return std::nullopt;
  std::string reason = str(get_attr(self, "reason"));
  std::string head = translate ? "can't translate "
                               : "'" + str(get_attr(self, "encoding")) + "' codec can't " +
                                     (encode ? "encode " : "decode ");
  std::string where = " in position " + std::to_string(start);
  if (end == start + 1 && start >= 0) {
    if (!decode && is_type(object, type_str)) {
      std::vector<uint32_t> cps = code_points(object.as<StrObject>()->value);
      if (start < static_cast<int64_t>(cps.size())) {
        uint32_t c = cps[start];
        char ch[16];
        std::snprintf(ch, sizeof ch,
                      c <= 0xff     ? "\\x%02x"
                      : c <= 0xffff ? "\\u%04x"
                                    : "\\U%08x",
                      c);
        return head + "character '" + ch + "'" + where + ": " + reason;
      }
    }
    if (decode && is_bytes_type(object.type())) {
      const std::string& b = object.as<BytesObject>()->value;
      if (start < static_cast<int64_t>(b.size())) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned char>(b[start]));
        return head + "byte " + buf + where + ": " + reason;
      }
    }
  }
  return head + (decode ? "bytes" : "characters") + where + "-" + std::to_string(end - 1) + ": " +
         reason;
}

Value str_encode(CallArgs& a) {
  if (a.args.size() > 3)
    raise(exc_TypeError,
          "encode() takes at most 2 arguments (" + std::to_string(a.args.size() - 1) + " given)");
  std::string encoding = a.args.size() > 1 ? string_arg(a.args[1], "encode", "encoding") : "utf-8";
  std::string errors = a.args.size() > 2 ? string_arg(a.args[2], "encode", "errors") : "strict";
  for (auto& [k, v] : a.kwargs) {
    if (k == "encoding")
      encoding = string_arg(v, "encode", "encoding");
    else if (k == "errors")
      errors = string_arg(v, "encode", "errors");
    else
      raise(exc_TypeError, "encode() got an unexpected keyword argument '" + k + "'");
  }
  return encode_str(a.args[0], encoding, errors);
}

Value encode_str(const Value& text, const std::string& encoding, const std::string& errors) {
  const std::string& s = text.as<StrObject>()->value;
  std::string enc = normalized_encoding(encoding);
  uint32_t limit;
  if (enc == "utf-8")
    limit = 0x110000;
  else if (enc == "ascii")
    limit = 0x80;
  else if (enc == "latin-1")
    limit = 0x100;
  else if (char k = known_codec(encoding); text.as<StrObject>()->ascii && (k == 'a' || k == 'e'))
    return make_bytes(type_bytes, s);
  else
    return through_registry("_encode_text", text, encoding, errors);
  if (text.as<StrObject>()->ascii) return make_bytes(type_bytes, s);
  if (!native_handler(errors) && errors != "xmlcharrefreplace" &&
      !(enc == "utf-8" && errors == "surrogatepass"))
    return through_registry("_encode_text", text, encoding, errors);
  std::vector<uint32_t> cps = code_points(s);
  std::string out;
  for (size_t i = 0; i < cps.size(); ++i) {
    uint32_t cp = cps[i];
    bool bad = enc == "utf-8" ? is_surrogate(cp) && errors != "surrogatepass" : cp >= limit;
    if (!bad) {
      if (enc == "utf-8")
        append_utf8(&out, cp);
      else
        out += static_cast<char>(cp);
      continue;
    }
    size_t end = i + 1; // CPython reports the whole run of unencodable characters
    while (end < cps.size() && (enc == "utf-8" ? is_surrogate(cps[end]) : cps[end] >= limit)) ++end;
    if (errors == "strict")
      raise_unicode_error(exc_UnicodeEncodeError, enc, text, static_cast<int64_t>(i),
                          static_cast<int64_t>(end),
                          enc == "utf-8" ? "surrogates not allowed"
                                         : "ordinal not in range(" + std::to_string(limit) + ")");
    for (size_t k = i; k < end; ++k) {
      if (errors == "ignore") continue;
      if (errors == "replace") {
        out += '?';
      } else if (errors == "backslashreplace") {
        append_escaped(&out, cps[k]);
      } else {
        out += "&#" + std::to_string(cps[k]) + ";"; // xmlcharrefreplace
      }
    }
    i = end - 1;
  }
  return make_bytes(type_bytes, out);
}

Value decode_bytes(const std::string& s, const std::string& encoding, const std::string& errors) {
  std::string enc = normalized_encoding(encoding);
  bool ascii = std::all_of(s.begin(), s.end(), [](char c) { return (c & 0x80) == 0; });
  if (enc != "utf-8" && enc != "ascii" && enc != "latin-1") {
    if (ascii && known_codec(encoding) == 'a') return py_str(s);
    return through_registry("_decode_text", make_bytes(type_bytes, s), encoding, errors);
  }
  if (enc == "latin-1") {
    std::string out;
    for (unsigned char c : s) append_utf8(&out, c);
    return py_str(std::move(out));
  }
  if (ascii) return py_str(s);
  if (!native_handler(errors))
    return through_registry("_decode_text", make_bytes(type_bytes, s), encoding, errors);
  auto undecodable = [&](size_t i, size_t bad, std::string* out, const char* reason) {
    if (errors == "strict")
      raise_unicode_error(exc_UnicodeDecodeError, enc, make_bytes(type_bytes, s),
                          static_cast<int64_t>(i), static_cast<int64_t>(i + bad), reason);
    if (errors == "replace") {
      *out += "\xef\xbf\xbd";
    } else if (errors == "backslashreplace") {
      char buf[8];
      for (size_t j = 0; j < bad; ++j) {
        std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(s[i + j]));
        *out += buf;
      }
    }
  };
  std::string out;
  if (enc == "ascii") {
    for (size_t i = 0; i < s.size(); ++i) {
      if (static_cast<unsigned char>(s[i]) < 0x80)
        out += s[i];
      else
        undecodable(i, 1, &out, "ordinal not in range(128)");
    }
    return py_str(std::move(out));
  }
  // Decode as CPython's UTF-8 decoder (no surrogates, no overlongs): an
  // invalid sequence is its longest valid prefix (at least one byte).
  size_t i = 0;
  while (i < s.size()) {
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 2 && c < 0xC2) n = 0;
    if (n == 4 && c > 0xF4) n = 0;
    size_t k = n ? 1 : 0; // the valid prefix's length
    while (k && k < n && i + k < s.size()) {
      auto ck = static_cast<unsigned char>(s[i + k]);
      bool cont = (ck >> 6) == 2;
      if (k == 1 && cont)
        cont = !(c == 0xE0 && ck < 0xA0) && !(c == 0xED && ck >= 0xA0) &&
               !(c == 0xF0 && ck < 0x90) && !(c == 0xF4 && ck >= 0x90);
      if (!cont) break;
      ++k;
    }
    if (n && k == n) {
      out.append(s, i, n);
      i += n;
      continue;
    }
    bool truncated = n && i + k == s.size();
    size_t bad = std::max<size_t>(k, 1);
    undecodable(i, bad, &out,
                !n          ? "invalid start byte"
                : truncated ? "unexpected end of data"
                            : "invalid continuation byte");
    i += bad;
  }
  return py_str(std::move(out));
}

} // namespace hyexec::interp
