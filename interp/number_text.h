#pragma once
/// \file
/// The text int(), float() and complex() read from a str: CPython's
/// _PyUnicode_TransformDecimalAndSpaceToASCII, so `int('١٢٣')` and
/// `float('\u2003 1.5 ')` read as their ASCII forms.

#include <string>
#include <string_view>

namespace hyexec::interp {

/// `text` (UTF-8) with each Unicode decimal digit replaced by its ASCII
/// digit and each Unicode white space by ' '; any other non-ASCII character
/// becomes '?', which no number accepts. ASCII text is returned unchanged.
std::string ascii_number_text(std::string_view text);

} // namespace hyexec::interp
