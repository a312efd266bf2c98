#pragma once
/// \file
/// The hand-written front end: a tokenizer and recursive-descent parser for
/// valid Python 3.11 that builds the AST the tree-sitter lowering builds,
/// faster. It declines (returns false) on any program it does not accept,
/// and parse_python then takes the tree-sitter path, which reports
/// CPython's SyntaxErrors; so it never accepts a program that path rejects.

#include "cfg/ast.h"
#include "cfg/parse.h"

namespace hyexec {

namespace descent {

/// Parses m.source into m.body. `mangle`: private names as CPython's
/// compiler sees them (cfg/mangle.h). False, with m.body empty and a short
/// reason in `*why`, when it declines.
bool parse_module(ast::Module& m, bool mangle, const char** why);

} // namespace descent

/// Which front end parse_with uses (for tests and measurements).
enum class Frontend {
  Auto,       ///< the descent parser, tree-sitter when it declines
  Descent,    ///< the descent parser only: an error "declined: <why>" when it declines
  TreeSitter, ///< the tree-sitter path only
};

/// parse_python (mangle) or parse_as_written (!mangle) with a chosen front end.
ParseResult parse_with(std::string filename, std::string bytes, bool mangle, Frontend frontend);

} // namespace hyexec
