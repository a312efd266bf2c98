#pragma once
/// \file
/// A structural dump of the AST, one line per statement, used to compare our
/// front end with CPython's `ast` module (tools/ast_dump.py prints the same
/// format from `ast.parse`): statement kind, nesting, lineno, end_lineno, then
/// the expression and helper nodes of the statement in CPython's field order.

#include "cfg/ast.h"
#include "cfg/parse.h"

#include <string>

namespace hyexec::ast {

std::string dump_structure(const Module& m);

} // namespace hyexec::ast

namespace hyexec {

/// parse_python, but private names stay as written (`__x`, not `_C__x`):
/// the tree `ast.parse` gives, which dump_structure is compared with.
ParseResult parse_as_written(std::string filename, std::string source);

} // namespace hyexec
