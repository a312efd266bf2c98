#pragma once
/// \file
/// str.encode and bytes.decode with CPython's codecs (utf-8, ascii and
/// latin-1 natively, the others through pylib/_codecs.py's registry), and the
/// messages of UnicodeEncodeError / UnicodeDecodeError built from their
/// arguments.

#include "interp/errors.h"

#include <optional>
#include <string>

namespace hyexec::interp {

/// `str.encode(encoding='utf-8', errors='strict')`.
Value str_encode(CallArgs& a);
/// `text.encode(encoding, errors)` (text a str).
Value encode_str(const Value& text, const std::string& encoding, const std::string& errors);
/// `bytes.decode(encoding, errors)` of the bytes `data`.
Value decode_bytes(const std::string& data, const std::string& encoding, const std::string& errors);
/// Raises `type` (UnicodeEncodeError or UnicodeDecodeError) with CPython's
/// arguments (encoding, object, start, end, reason).
[[noreturn]] void raise_unicode_error(TypeObject* type, const std::string& encoding, Value object,
                                      int64_t start, int64_t end, const std::string& reason);
/// str() of a UnicodeEncodeError / UnicodeDecodeError made from its five
/// arguments; nullopt for any other exception or argument shape.
std::optional<std::string> unicode_error_str(const ExceptionObject* e);

} // namespace hyexec::interp
