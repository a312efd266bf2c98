#include "tools/json_text.h"

namespace hyexec::cli {

namespace {

/// The length of the valid UTF-8 sequence starting at s[i], or 0.
size_t utf8_length(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  return n;
}

} // namespace

void append_json_string(std::string& out, std::string_view s) {
  static const char* hex = "0123456789abcdef";
  out += '"';
  size_t plain = 0; // start of the run of bytes copied as they are
  auto flush = [&](size_t end) { out.append(s.data() + plain, end - plain); };
  for (size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80) {
      ++i;
      continue;
    }
    if (c >= 0x80) {
      if (size_t n = utf8_length(s, i)) {
        i += n;
        continue;
      }
    }
    flush(i);
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c < 0x20) {
        out += "\\u00";
        out += hex[c >> 4];
        out += hex[c & 0xF];
      } else {
        out += "\\ufffd";
      }
    }
    plain = ++i;
  }
  flush(s.size());
  out += '"';
}

void append_json_lines(std::string& out, const std::vector<uint32_t>& lines) {
  out += '[';
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(lines[i]);
  }
  out += ']';
}

} // namespace hyexec::cli
