#pragma once
/// \file
/// Small text helpers for reading LLM answers.

#include <string>
#include <string_view>

namespace hyexec::predict {

/// `s` without the spaces, tabs and line ends around it.
inline std::string trimmed(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string_view::npos ? "" : std::string(s.substr(b, e - b + 1));
}

} // namespace hyexec::predict
