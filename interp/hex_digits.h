/// \file
/// The lowercase hex text of bytes, as the hash objects' hexdigest() gives it
/// (_sha512, _blake2, _hashlib). A header of its own, not builtins_util.h:
/// that one is included by some fifty files, each rebuilt for any edit.
#pragma once

#include <string>
#include <string_view>

namespace hyexec::interp {

/// Two lowercase hex digits per byte of `d`.
inline std::string hex_of(std::string_view d) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * d.size());
  for (unsigned char c : d) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

} // namespace hyexec::interp
