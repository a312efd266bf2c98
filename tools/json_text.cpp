#include "tools/json_text.h"

#include <charconv>

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

/// Bytes a JSON string holds as they are: printable ASCII but the quote and the backslash.
/// A table, as the trace's state strings are most of a traced run's output.
struct PlainBytes {
  bool plain[256] = {};
  constexpr PlainBytes() {
    for (int c = 0x20; c < 0x80; ++c) plain[c] = c != '"' && c != '\\';
  }
};
constexpr PlainBytes kPlain;

} // namespace

void append_json_string(std::string& out, std::string_view s) {
  static const char* hex = "0123456789abcdef";
  out += '"';
  size_t plain = 0; // start of the run of bytes copied as they are
  auto flush = [&](size_t end) { out.append(s.data() + plain, end - plain); };
  const auto* bytes = reinterpret_cast<const unsigned char*>(s.data());
  for (size_t i = 0; i < s.size();) {
    if (kPlain.plain[bytes[i]]) {
      ++i;
      continue;
    }
    unsigned char c = bytes[i];
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
  // Written into a local buffer, then appended at once: a line list is short.
  char buf[256];
  size_t n = 0;
  buf[n++] = '[';
  for (size_t i = 0; i < lines.size(); ++i) {
    if (n + 12 > sizeof buf) {
      out.append(buf, n);
      n = 0;
    }
    if (i) buf[n++] = ',';
    n = static_cast<size_t>(std::to_chars(buf + n, buf + sizeof buf, lines[i]).ptr - buf);
  }
  buf[n++] = ']';
  out.append(buf, n);
}

} // namespace hyexec::cli
