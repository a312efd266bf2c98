#pragma once
/// \file
/// Formatting (format.cpp): the format-spec mini-language and %-formatting.

#include "interp/types.h"

#include <string>
#include <string_view>

namespace hyexec::interp {

/// `format(v, spec)`.
std::string format_value(const Value& v, std::string_view spec);
/// `fmt % args` for a str `fmt`.
Value str_percent_format(const Value& fmt, const Value& args);

} // namespace hyexec::interp
