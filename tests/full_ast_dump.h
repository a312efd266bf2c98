#pragma once
/// \file
/// A full dump of an AST for tests: every node with its kind and span
/// (line:col-end_line:end_col), names, contexts, constants and operators,
/// one node per line, indented by depth. Two front ends built the same tree
/// exactly when their dumps are equal.

#include "cfg/ast.h"

#include <string>

namespace hyexec::test {

std::string full_dump(const ast::Module& m);

} // namespace hyexec::test
