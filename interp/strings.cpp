#include "interp/strings.h"

#include "cfg/literals.h"

namespace hyexec::interp {

uint32_t decode_utf8(std::string_view s, size_t* i) {
  unsigned char c = s[*i];
  size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
  len = std::min(len, s.size() - *i);
  uint32_t cp = len == 1 ? c : c & (0xFF >> (len + 1));
  for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (s[*i + k] & 0x3F);
  *i += len;
  return cp;
}

void append_utf8(std::string* out, uint32_t cp) {
  literals::append_utf8(out, cp);
}

std::vector<uint32_t> code_points(std::string_view s) {
  std::vector<uint32_t> out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) out.push_back(decode_utf8(s, &i));
  return out;
}

size_t byte_offset(std::string_view s, bool ascii, size_t index) {
  if (ascii) return index;
  size_t i = 0;
  for (size_t n = 0; n < index && i < s.size(); ++n) decode_utf8(s, &i);
  return i;
}

bool is_printable(uint32_t cp) {
  return literals::is_printable(cp);
}

std::string str_repr(std::string_view s) {
  std::string out;
  append_str_repr(&out, s);
  return out;
}

void append_str_repr(std::string* out, std::string_view s) {
  bool single = s.find('\'') != std::string_view::npos, dbl = s.find('"') != std::string_view::npos;
  char quote = single && !dbl ? '"' : '\'';
  out->reserve(out->size() + s.size() + 2);
  *out += quote;
  for (size_t i = 0; i < s.size();) {
    // Printable ASCII other than the quote and backslash is copied as it is,
    // a run at a time.
    size_t run = i;
    for (; run < s.size(); ++run) {
      auto c = static_cast<unsigned char>(s[run]);
      if (c < 0x20 || c >= 0x7f || c == static_cast<unsigned char>(quote) || c == '\\') break;
    }
    if (run > i) {
      out->append(s.data() + i, run - i);
      i = run;
      continue;
    }
    uint32_t cp = decode_utf8(s, &i);
    if (cp == static_cast<uint32_t>(quote) || cp == '\\') {
      *out += '\\';
      *out += static_cast<char>(cp);
    } else if (cp == '\t') {
      *out += "\\t";
    } else if (cp == '\n') {
      *out += "\\n";
    } else if (cp == '\r') {
      *out += "\\r";
    } else if (is_printable(cp)) {
      append_utf8(out, cp);
    } else {
      append_escaped(out, cp);
    }
  }
  *out += quote;
}

void append_escaped(std::string* out, uint32_t cp) {
  char buf[16];
  if (cp < 0x100)
    std::snprintf(buf, sizeof buf, "\\x%02x", cp);
  else if (cp < 0x10000)
    std::snprintf(buf, sizeof buf, "\\u%04x", cp);
  else
    std::snprintf(buf, sizeof buf, "\\U%08x", cp);
  *out += buf;
}

std::string bytes_repr(std::string_view s) {
  bool single = s.find('\'') != std::string_view::npos, dbl = s.find('"') != std::string_view::npos;
  char quote = single && !dbl ? '"' : '\'';
  std::string out = "b";
  out += quote;
  for (unsigned char c : s) {
    char buf[8];
    if (c == quote || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7F) {
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

std::string ascii_escape(std::string_view s) {
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      out += s[i++];
      continue;
    }
    append_escaped(&out, decode_utf8(s, &i));
  }
  return out;
}

} // namespace hyexec::interp
