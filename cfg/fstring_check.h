#pragma once
/// \file
/// CPython 3.11's own reading of an f-string (Parser/string_parser.c:
/// fstring_find_literal, fstring_find_expr, fstring_compile_expr), for its
/// SyntaxErrors: "f-string: expecting '}'", "f-string: single '}' is not
/// allowed", "f-string expression part cannot include a backslash",
/// "f-string: unmatched ')'", ... tree-sitter reads f-strings as Python 3.12
/// does and rejects or accepts other texts, with no such messages.

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace hyexec {

/// Checks the expression text body[begin, end) of a replacement field as
/// CPython compiles it (`(` + text + `)`): nullopt, or the message of its
/// SyntaxError with the "f-string: " prefix.
using FstringExprCheck = std::function<std::optional<std::string>(size_t begin, size_t end)>;

/// The first SyntaxError CPython 3.11 gives on the f-string whose body
/// (between the quotes) is `body`; `raw` for an rf-string. The expressions
/// go to `check` in the order CPython compiles them. Nullopt when valid.
std::optional<std::string> fstring_error(std::string_view body, bool raw,
                                         const FstringExprCheck& check);

/// fstring_compile_expr's parse of an expression's text as `(text)`: the
/// message of its SyntaxError with the "f-string: " prefix, or nullopt.
std::optional<std::string> fstring_expression_error(std::string_view text);

} // namespace hyexec
