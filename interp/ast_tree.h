#pragma once
/// \file
/// `ast.parse` (the `_hyexec.ast_tree` pylib/ast.py calls): a source text as
/// CPython's `ast` node objects, built from hyexec's own parse tree.

#include "interp/types.h"

#include <string>

namespace hyexec::interp {

/// The tree of `source` in mode `exec` (an ast.Module) or `eval` (an
/// ast.Expression); SyntaxError as compile() raises it. A statement kind
/// not converted yet ends the run unsupported, named.
Value parse_to_tree(const std::string& source, const std::string& filename,
                    const std::string& mode);

} // namespace hyexec::interp
