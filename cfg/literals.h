#pragma once
/// \file
/// Decoding of Python literal tokens (numbers and string bodies) into values,
/// following CPython's tokenizer and `Parser/string_parser.c`. Pure functions:
/// no tree-sitter, no AST, so they can be tested alone.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace hyexec::literals {

/// A decoded numeric literal.
struct Number {
  enum class Type { Int, BigInt, Float, Complex } type = Type::Int;
  int64_t i = 0;      ///< Int
  double f = 0;       ///< Float; imaginary part of Complex
  std::string digits; ///< BigInt: the digits without prefix or underscores
  int base = 10;      ///< BigInt: 2, 8, 10 or 16
};

/// Parses an integer, float or imaginary literal as written in source.
/// Returns nullopt and sets `error` to CPython's SyntaxError message when the
/// token is not valid Python 3 (`07`, `10L`, `1__0`, ...).
std::optional<Number> parse_number(std::string_view text, std::string* error);

/// CPython 3.11's tokenizer on a numeric literal: `text` runs from the
/// literal's first digit to the end of its line. Returns the SyntaxError
/// message for a malformed literal (`0b12`: "invalid digit '2' in binary
/// literal", `1__0`, `0x`, `1e+`, `1spam`...), nullopt for a valid one (one
/// followed by a keyword, `1if`, is valid: CPython only warns), and sets
/// `*cur` to the offset from the literal's start that CPython's column
/// (1-based) equals.
std::optional<std::string> number_token_error(std::string_view text, size_t* cur);

/// The byte offset in `name` (a run of letters, digits, `_` and non-ASCII
/// characters) of the first character that cannot be there in an
/// identifier, with its code point; npos when it is a valid identifier.
size_t invalid_identifier_char(std::string_view name, uint32_t* cp);

/// The prefix letters of a string literal (`rb`, `f`, `U`, ...), decoded.
struct StringPrefix {
  bool raw = false, bytes = false, fstring = false, unicode = false;
};
/// Splits `text` (a whole literal token such as `rb'\x00'`) into prefix and
/// the length of its opening quote (1 or 3). Returns false if it is malformed.
bool parse_prefix(std::string_view text, StringPrefix* prefix, size_t* prefix_len,
                  size_t* quote_len);

/// Decodes the body of a literal (between the quotes) into UTF-8 (str) or raw
/// bytes. `fstring_braces` turns `{{`/`}}` into single braces. Returns false
/// with CPython's message in `error` on a bad escape or a non-ASCII byte in
/// a bytes literal.
bool decode_body(std::string_view body, const StringPrefix& prefix, bool fstring_braces,
                 std::string* out, std::string* error);

/// Appends the UTF-8 encoding of code point `cp` to `out`.
void append_utf8(std::string* out, uint32_t cp);

/// An identifier as CPython stores it: NFKC-normalized (per character; no
/// composition of combining sequences). ASCII text is returned unchanged.
std::string normalize_identifier(std::string_view text);

/// CPython's str.isprintable() for one code point (the reference's tables).
bool is_printable(uint32_t cp);

/// Looks up a Unicode character name as `\N{...}` does; nullopt if unknown.
std::optional<uint32_t> lookup_unicode_name(std::string_view name);
/// The Unicode name of code point `cp` as unicodedata.name() gives it
/// (algorithmic Hangul and CJK names included); nullopt for none.
std::optional<std::string> unicode_name_of(uint32_t cp);

} // namespace hyexec::literals
