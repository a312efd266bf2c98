#include "interp/re_template.h"

#include "interp/errors.h"
#include "interp/protocol.h"
#include "interp/strings.h"

namespace hyexec::interp {

namespace {

bool is_digit(uint32_t c) {
  return c >= '0' && c <= '9';
}
bool is_octal(uint32_t c) {
  return c >= '0' && c <= '7';
}

/// A group name is an identifier, as str.isidentifier says (bytes: ASCII).
bool is_identifier(const std::string& name, bool bytes) {
  if (bytes)
    for (unsigned char ch : name)
      if (ch >= 0x80) return false;
  return truthy(call(get_attr(py_str(name), "isidentifier"), {}));
}

/// The group number int(name) gives (CPython's deprecated spellings ' 1 ',
/// '+1', '1_0' too), or -1 when it gives none or a negative one.
int64_t decimal_of(const std::vector<uint32_t>& name) {
  size_t b = 0, e = name.size();
  auto space = [](uint32_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  while (b < e && space(name[b])) ++b;
  while (e > b && space(name[e - 1])) --e;
  if (b < e && name[b] == '+') ++b;
  int64_t v = 0;
  bool digit_before = false;
  for (size_t i = b; i < e; ++i) {
    if (name[i] == '_' && digit_before && i + 1 < e && is_digit(name[i + 1])) continue;
    if (!is_digit(name[i]) || v > (int64_t{1} << 40)) return -1;
    v = v * 10 + (name[i] - '0');
    digit_before = true;
  }
  return digit_before ? v : -1;
}

} // namespace

std::vector<TemplatePart> compile_template(const std::string& text, const TemplateContext& c) {
  std::vector<uint32_t> s;
  if (c.bytes)
    for (unsigned char b : text) s.push_back(b);
  else
    s = code_points(text);
  std::vector<TemplatePart> parts(1);
  auto add_char = [&](uint32_t cp) {
    if (c.bytes)
      parts.back().literal += static_cast<char>(cp & 0xFF);
    else
      append_utf8(&parts.back().literal, cp);
  };
  auto add_group = [&](int64_t g, int64_t pos) {
    if (g > c.groups) c.fail("invalid group reference " + std::to_string(g), pos);
    parts.push_back({"", g});
    parts.push_back({});
  };
  auto text_of = [&](const std::vector<uint32_t>& cps) {
    std::string out;
    for (uint32_t cp : cps) c.bytes ? void(out += static_cast<char>(cp)) : append_utf8(&out, cp);
    return out;
  };
  size_t i = 0;
  while (i < s.size()) {
    uint32_t ch = s[i++];
    if (ch != '\\') {
      add_char(ch);
      continue;
    }
    if (i >= s.size()) c.fail("bad escape (end of pattern)", i - 1);
    uint32_t e = s[i++];
    if (e == 'g') {
      if (i >= s.size() || s[i] != '<') c.fail("missing <", i);
      ++i;
      std::vector<uint32_t> name;
      while (true) {
        if (i >= s.size()) {
          if (name.empty()) c.fail("missing group name", i);
          c.fail("missing >, unterminated name", i - name.size());
        }
        uint32_t n = s[i++];
        if (n == '>') {
          if (name.empty()) c.fail("missing group name", i - 1);
          break;
        }
        name.push_back(n);
      }
      int64_t pos = i - name.size() - 1;
      std::string name_text = text_of(name);
      int64_t g;
      if (is_identifier(name_text, c.bytes)) {
        g = c.group_named(name_text);
        if (g < 0) raise(exc_IndexError, "unknown group name '" + name_text + "'");
      } else {
        g = decimal_of(name);
        if (g < 0) c.fail("bad character in group name '" + name_text + "'", pos);
      }
      add_group(g, pos);
    } else if (e == '0') {
      uint32_t v = 0;
      for (int k = 0; k < 2 && i < s.size() && is_octal(s[i]); ++k) v = v * 8 + (s[i++] - '0');
      add_char(v & 0xFF);
    } else if (is_digit(e)) {
      size_t start = i - 2;
      int64_t g = e - '0';
      if (i < s.size() && is_digit(s[i])) {
        uint32_t d2 = s[i++];
        if (is_octal(e) && is_octal(d2) && i < s.size() && is_octal(s[i])) {
          uint32_t v = (e - '0') * 64 + (d2 - '0') * 8 + (s[i++] - '0');
          if (v > 0377)
            c.fail("octal escape value \\" + text_of({e, d2, s[i - 1]}) +
                       " outside of range 0-0o377",
                   start);
          add_char(v);
          continue;
        }
        g = g * 10 + (d2 - '0');
      }
      add_group(g, start + 1);
    } else {
      static const std::pair<char, char> escapes[] = {{'a', 7},  {'b', 8}, {'f', 12}, {'n', 10},
                                                      {'r', 13}, {'t', 9}, {'v', 11}, {'\\', '\\'}};
      bool done = false;
      for (auto [k, v] : escapes)
        if (e == static_cast<uint32_t>(k)) add_char(static_cast<unsigned char>(v)), done = true;
      if (done) continue;
      if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z'))
        c.fail("bad escape \\" + text_of({e}), i - 2);
      add_char('\\');
      add_char(e);
    }
  }
  return parts;
}

} // namespace hyexec::interp
