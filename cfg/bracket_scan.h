#pragma once
/// \file
/// One quote-aware bracket scanner for the places that read Python-like text
/// without parsing it (the oracle's usage paths, an LLM's answers, symbol
/// tables in predicted states): brackets inside a quoted string do not count,
/// and a backslash escapes the next character of a string.

#include <cstddef>
#include <string_view>

namespace bracket_scan {

/// How a scan treats an unterminated quote.
struct Options {
  /// An LLM's text may hold a stray apostrophe ("it's"): end the quote at the
  /// line's end rather than swallowing the rest of the text.
  bool quote_ends_at_newline = false;
};

/// Calls `visit(i, depth)` for each character of `text` from `from` on that is
/// outside quoted text, `depth` being the bracket depth before it (an opening
/// bracket is visited at its outer depth, a closing one at its inner depth).
/// Stops early when `visit` returns true and returns that index; else npos.
template <class Visit>
size_t unquoted(std::string_view text, size_t from, Visit&& visit, Options options = {}) {
  int depth = 0;
  char quote = 0;
  for (size_t i = from; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\')
        ++i;
      else if (c == quote || (options.quote_ends_at_newline && c == '\n'))
        quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = c;
      continue;
    }
    if (visit(i, depth)) return i;
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || c == '}')
      --depth;
  }
  return std::string_view::npos;
}

/// The index of the bracket that closes the one at `text[open]`; npos when it
/// is never closed.
inline size_t closing(std::string_view text, size_t open, Options options = {}) {
  return unquoted(
      text, open,
      [&](size_t i, int depth) {
        char c = text[i];
        return depth == 1 && (c == ')' || c == ']' || c == '}');
      },
      options);
}

} // namespace bracket_scan
