// The codecs str.encode knows (utf-8, ascii, latin-1; ASCII text under any
// codec that encodes it as ASCII) with the error
// handlers strict, ignore, replace, backslashreplace, xmlcharrefreplace and
// surrogatepass (utf-8), and the messages of the Unicode errors.
#include "interp/codecs.h"

#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/strings.h"

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
/// encodes ASCII text as ASCII, 'o' for another codec, 0 for no codec (the
/// LookupError). Names are normalized as encodings.normalize_encoding does.
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

std::string string_arg(const Value& v, const char* what) {
  if (!is_type(v, type_str) && !isinstance(v, type_str))
    raise(exc_TypeError,
          std::string("encode() argument '") + what + "' must be str, not " + type_name(v));
  return v.as<StrObject>()->value;
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
  if ((!encode && !decode) || e->args.size() != 5) return std::nullopt;
  int64_t start, end;
  if (!is_type(e->args[0], type_str) || !as_int64(e->args[2], &start) ||
      !as_int64(e->args[3], &end) || !is_type(e->args[4], type_str))
    return std::nullopt;
  const std::string& enc = e->args[0].as<StrObject>()->value;
  const std::string& reason = e->args[4].as<StrObject>()->value;
  std::string head = "'" + enc + "' codec can't " + (encode ? "encode " : "decode ");
  if (end == start + 1) {
    if (encode && is_type(e->args[1], type_str)) {
      std::vector<uint32_t> cps = code_points(e->args[1].as<StrObject>()->value);
      if (start >= 0 && start < static_cast<int64_t>(cps.size())) {
        std::string ch;
        append_escaped(&ch, cps[start]);
        if (cps[start] < 0x80) ch = std::string(1, static_cast<char>(cps[start]));
        return head + "character '" + ch + "' in position " + std::to_string(start) + ": " + reason;
      }
    }
    if (decode && is_bytes_type(e->args[1].type())) {
      const std::string& b = e->args[1].as<BytesObject>()->value;
      if (start >= 0 && start < static_cast<int64_t>(b.size())) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned char>(b[start]));
        return head + "byte " + buf + " in position " + std::to_string(start) + ": " + reason;
      }
    }
  }
  return head + (encode ? "characters" : "bytes") + " in position " + std::to_string(start) + "-" +
         std::to_string(end - 1) + ": " + reason;
}

Value str_encode(CallArgs& a) {
  const std::string& s = a.args[0].as<StrObject>()->value;
  if (a.args.size() > 3)
    raise(exc_TypeError,
          "encode() takes at most 2 arguments (" + std::to_string(a.args.size() - 1) + " given)");
  std::string encoding = a.args.size() > 1 ? string_arg(a.args[1], "encoding") : "utf-8";
  std::string errors = a.args.size() > 2 ? string_arg(a.args[2], "errors") : "strict";
  for (auto& [k, v] : a.kwargs) {
    if (k == "encoding")
      encoding = string_arg(v, "encoding");
    else if (k == "errors")
      errors = string_arg(v, "errors");
    else
      raise(exc_TypeError, "encode() got an unexpected keyword argument '" + k + "'");
  }
  std::string enc = normalized_encoding(encoding);
  uint32_t limit;
  if (enc == "utf-8")
    limit = 0x110000;
  else if (enc == "ascii")
    limit = 0x80;
  else if (enc == "latin-1")
    limit = 0x100;
  else if (char codec = known_codec(encoding); codec == 'a' && a.args[0].as<StrObject>()->ascii)
    return make_bytes(type_bytes, s); // every such codec agrees with ASCII here
  else if (codec)
    throw Unsupported{"str.encode('" + encoding + "')"};
  else
    raise(exc_LookupError, "unknown encoding: " + encoding);
  bool ascii_only = a.args[0].as<StrObject>()->ascii;
  if (ascii_only) return make_bytes(type_bytes, s);
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
      raise_unicode_error(exc_UnicodeEncodeError, enc == "latin-1" ? "latin-1" : enc, a.args[0],
                          static_cast<int64_t>(i), static_cast<int64_t>(end),
                          enc == "utf-8" ? "surrogates not allowed"
                                         : "ordinal not in range(" + std::to_string(limit) + ")");
    for (size_t k = i; k < end; ++k) {
      if (errors == "ignore") continue;
      if (errors == "replace") {
        out += '?';
      } else if (errors == "backslashreplace") {
        append_escaped(&out, cps[k]);
      } else if (errors == "xmlcharrefreplace" && enc != "utf-8") {
        out += "&#" + std::to_string(cps[k]) + ";";
      } else {
        raise(exc_LookupError, "unknown error handler name '" + errors + "'");
      }
    }
    i = end - 1;
  }
  return make_bytes(type_bytes, out);
}

} // namespace hyexec::interp
