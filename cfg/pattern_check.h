#pragma once
/// \file
/// Internal to the front end: CPython's compile-time checks of a `match`
/// statement's patterns (pattern_check.cpp), run as the statement is lowered.

#include "cfg/ast.h"

namespace hyexec::lower {

/// Throws the lowering's Failure (a SyntaxError in CPython's words) when a
/// case's pattern is one CPython's compiler rejects.
void check_match_patterns(const ast::Match* m);

} // namespace hyexec::lower
