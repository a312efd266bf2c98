#pragma once
/// \file
/// str.encode with CPython's codecs for ascii, latin-1 and utf-8 and its
/// error handlers, and the messages of UnicodeEncodeError /
/// UnicodeDecodeError built from their five arguments.

#include "interp/errors.h"

#include <optional>
#include <string>

namespace hyexec::interp {

/// `str.encode(encoding='utf-8', errors='strict')`.
Value str_encode(CallArgs& a);
/// Raises `type` (UnicodeEncodeError or UnicodeDecodeError) with CPython's
/// arguments (encoding, object, start, end, reason).
[[noreturn]] void raise_unicode_error(TypeObject* type, const std::string& encoding, Value object,
                                      int64_t start, int64_t end, const std::string& reason);
/// str() of a UnicodeEncodeError / UnicodeDecodeError made from its five
/// arguments; nullopt for any other exception or argument shape.
std::optional<std::string> unicode_error_str(const ExceptionObject* e);

} // namespace hyexec::interp
