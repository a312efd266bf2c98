#pragma once
/// \file
/// Writing JSON text directly into an output buffer, for outputs too large to
/// build as a document first (a block trace of millions of entries).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hyexec::cli {

/// Appends `s` as a JSON string literal; bytes that are not valid UTF-8 become U+FFFD.
void append_json_string(std::string& out, std::string_view s);

/// Appends `[a,b,...]`.
void append_json_lines(std::string& out, const std::vector<uint32_t>& lines);

} // namespace hyexec::cli
