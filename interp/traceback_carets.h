#pragma once
/// \file
/// PEP 657's carets: where in its line an exception arose in each frame
/// (the span of the failing expression, as CPython's co_positions gives it
/// for the instruction), and the line of `^` (with `~` around an operator
/// or a subscript's brackets) a traceback draws under the source line.

#include "interp/errors.h"

#include <string>
#include <string_view>

namespace hyexec::ast {
struct Node;
}

namespace hyexec::interp {

/// The position of node `n`: its span, and the anchors of a one-line
/// BinOp or Subscript.
SourcePosition position_of(const ast::Node* n);

/// The caret line CPython 3.11's traceback prints under source line `line`
/// (as in the file, without its newline) for `pos` (whose first line it
/// is), with its 4-space indent and newline; empty when the carets would
/// cover the whole line or the position is unknown (CPython draws none).
std::string caret_line(std::string_view line, const SourcePosition& pos);

} // namespace hyexec::interp
