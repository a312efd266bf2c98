#pragma once
/// \file
/// CPython 3.11's words for the commonest syntax errors where the parse only
/// knows "invalid syntax": its tokenizer's bracket errors (`unmatched ')'`,
/// `closing parenthesis ']' does not match opening parenthesis '('`,
/// `'(' was never closed`), `expected ':'` after a compound statement's
/// header, and `invalid syntax. Perhaps you forgot a comma?` inside brackets.

#include "cfg/parse.h"

#include <string>

namespace hyexec {

/// `generic` (a parse error at its line and column) as CPython would word it
/// for `source` (decoded text).
SyntaxErrorInfo refine_syntax_error(const std::string& source, const SyntaxErrorInfo& generic);

} // namespace hyexec
