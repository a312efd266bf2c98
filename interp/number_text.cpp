#include "interp/number_text.h"

#include "interp/unicode_db.h"

namespace hyexec::interp {

std::string ascii_number_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    unsigned char c = text[i];
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
      ++i;
      continue;
    }
    size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
    len = std::min(len, text.size() - i);
    uint32_t cp = c & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (text[i + k] & 0x3F);
    i += len;
    const UcdRecord& r = ucd(cp < 0x110000 ? cp : 0);
    if (ucd_is(cp, kUcdSpace))
      out.push_back(' ');
    else if (r.decimal >= 0 && ucd_is(cp, kUcdDecimal))
      out.push_back(static_cast<char>('0' + r.decimal));
    else
      out.push_back('?');
  }
  return out;
}

} // namespace hyexec::interp
