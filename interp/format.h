#pragma once
/// \file
/// Formatting (format.cpp): the format-spec mini-language and %-formatting.

#include "interp/types.h"

#include <string>
#include <string_view>

namespace hyexec::interp {

/// `format(v, spec)`.
std::string format_value(const Value& v, std::string_view spec);
/// A run of decimal digits in a format string as a count; past what
/// CPython's Py_ssize_t holds it raises ValueError(`overflow`).
int64_t parse_format_count(std::string_view digits, const char* overflow);
/// `fmt % args` for a str `fmt`; `for_bytes`: the text of a bytes format
/// (bytes.cpp maps its arguments), with bytes formatting's messages and its
/// rule of which arguments are mappings.
Value str_percent_format(const Value& fmt, const Value& args, bool for_bytes = false);

} // namespace hyexec::interp
