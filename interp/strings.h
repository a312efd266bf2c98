#pragma once
/// \file
/// str and bytes helpers with CPython's semantics: repr quoting and escapes,
/// code point indexing of UTF-8 text.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hyexec::interp {

/// repr() of a str: the quote CPython picks, escapes for non-printables.
std::string str_repr(std::string_view s);
/// str_repr(s) appended to `out`.
void append_str_repr(std::string* out, std::string_view s);
/// Appends CPython's escape of code point `cp`: \xhh, \uhhhh or \Uhhhhhhhh.
void append_escaped(std::string* out, uint32_t cp);
/// `text` with every non-ASCII code point escaped, as ascii() and the `!a`
/// and `%a` conversions make a repr.
std::string ascii_escape(std::string_view text);
/// repr() of a bytes value: b'...'.
std::string bytes_repr(std::string_view s);

/// Decodes one UTF-8 code point at `i`, advancing it.
uint32_t decode_utf8(std::string_view s, size_t* i);
void append_utf8(std::string* out, uint32_t cp);
/// The code points of `s`.
std::vector<uint32_t> code_points(std::string_view s);
/// Byte offset of code point `index` in `s` (ASCII strings: `index` itself).
size_t byte_offset(std::string_view s, bool ascii, size_t index);

/// Whether CPython's str.isprintable() holds for code point `cp`.
bool is_printable(uint32_t cp);

} // namespace hyexec::interp
