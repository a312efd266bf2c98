#include "cfg/parse.h"

#include <algorithm>
#include <cctype>
#include <iconv.h>
#include <regex>

namespace hyexec {

namespace {

/// Length of the valid UTF-8 sequence at `p`, or 0 if invalid.
size_t utf8_sequence(const unsigned char* p, size_t left) {
  unsigned char c = p[0];
  size_t len;
  uint32_t cp;
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0)
    len = 2, cp = c & 0x1F;
  else if ((c & 0xF0) == 0xE0)
    len = 3, cp = c & 0x0F;
  else if ((c & 0xF8) == 0xF0)
    len = 4, cp = c & 0x07;
  else
    return 0;
  if (left < len) return 0;
  for (size_t k = 1; k < len; ++k) {
    if ((p[k] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (p[k] & 0x3F);
  }
  static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

/// The PEP 263 cookie on one of the first two lines, lower-cased, or "".
std::string coding_cookie(const std::string& bytes) {
  static const std::regex kCookie(R"(^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+))");
  size_t start = 0;
  for (int line = 0; line < 2 && start < bytes.size(); ++line) {
    size_t end = bytes.find('\n', start);
    std::string text =
        bytes.substr(start, end == std::string::npos ? std::string::npos : end - start);
    std::smatch m;
    // The regex only where it can match: it is slow, and runs on every file.
    if (text.find("coding") != std::string::npos && std::regex_search(text, m, kCookie)) {
      std::string name = m[1];
      std::transform(name.begin(), name.end(), name.begin(),
                     [](unsigned char c) { return std::tolower(c); });
      std::replace(name.begin(), name.end(), '_', '-');
      return name;
    }
    // Only a comment or blank first line lets the second line declare it.
    size_t first = text.find_first_not_of(" \t\f\r");
    if (first != std::string::npos && text[first] != '#') break;
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return "";
}

/// CPython's tokenizer reads `\r\n` and a lone `\r` as `\n`, also inside
/// string literals; tree-sitter does not, so translate before parsing.
void universal_newlines(std::string* text) {
  if (text->find('\r') == std::string::npos) return;
  std::string out;
  out.reserve(text->size());
  for (size_t i = 0; i < text->size(); ++i) {
    char c = (*text)[i];
    if (c != '\r') {
      out.push_back(c);
    } else {
      out.push_back('\n');
      if (i + 1 < text->size() && (*text)[i + 1] == '\n') ++i;
    }
  }
  *text = std::move(out);
}

/// Converts `body` from a declared encoding with iconv (glibc knows every
/// codec name CPython programs commonly declare: latin-1, cp1252, koi8-r...).
bool convert_to_utf8(std::string_view body, const std::string& encoding, std::string* text,
                     SyntaxErrorInfo* error) {
  iconv_t cd = iconv_open("UTF-8", encoding.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    error->message = "unknown encoding: " + encoding;
    return false;
  }
  text->assign(body.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(body.data());
  size_t in_left = body.size();
  char* out = text->data();
  size_t out_left = text->size();
  size_t rc = iconv(cd, &in, &in_left, &out, &out_left);
  iconv_close(cd);
  if (rc == static_cast<size_t>(-1)) {
    error->message = "(unicode error) '" + encoding + "' codec can't decode the source";
    return false;
  }
  text->resize(text->size() - out_left);
  return true;
}

/// Decodes per BOM and coding cookie, without newline translation.
bool decode_bytes(const std::string& bytes, std::string* text, SyntaxErrorInfo* error) {
  if (bytes.find('\0') != std::string::npos) {
    error->message = "source code cannot contain null bytes";
    return false;
  }
  bool bom = bytes.starts_with("\xEF\xBB\xBF");
  std::string_view body(bytes);
  if (bom) body.remove_prefix(3);
  std::string cookie = coding_cookie(std::string(body));
  // CPython's get_normal_name(): only these spellings count as UTF-8 here.
  bool utf8 = cookie.empty() || cookie == "utf-8" || cookie.starts_with("utf-8-");
  if (bom && !utf8) {
    error->message = "encoding problem: " + cookie + " with BOM";
    return false;
  }
  if (cookie == "latin-1" || cookie == "iso-latin-1" || cookie.starts_with("latin-1-") ||
      cookie.starts_with("iso-latin-1-") || cookie.starts_with("iso-8859-1-"))
    cookie = "iso-8859-1"; // get_normal_name()'s spelling, which iconv knows
  if (!utf8 && cookie != "utf8" && cookie != "ascii" && cookie != "us-ascii")
    return convert_to_utf8(body, cookie, text, error);
  const auto* p = reinterpret_cast<const unsigned char*>(body.data());
  uint32_t line = 1;
  for (size_t i = 0; i < body.size();) {
    size_t len = utf8_sequence(p + i, body.size() - i);
    if (len == 0) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", p[i]);
      error->line = line;
      error->message =
          cookie.empty() ? std::string("Non-UTF-8 code starting with '") + hex + "' in file " +
                               "on line " + std::to_string(line) +
                               ", but no encoding declared; see https://peps.python.org/pep-0263/ "
                               "for details"
                         : "(unicode error) 'utf-8' codec can't decode byte " +
                               std::string(hex + 1) + ": invalid start byte";
      return false;
    }
    if (p[i] == '\n') ++line;
    i += len;
  }
  text->assign(body);
  return true;
}

} // namespace

bool decode_source(const std::string& bytes, std::string* text, SyntaxErrorInfo* error) {
  if (!decode_bytes(bytes, text, error)) return false;
  universal_newlines(text);
  return true;
}

} // namespace hyexec
