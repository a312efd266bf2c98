#pragma once
/// \file
/// Source text of what a block does, shared by the text, DOT and JSON
/// renderings of the CFG.

#include "cfg/cfg.h"

#include <string>
#include <vector>

namespace hyexec::cfg {

/// The source text of a node's span, continuation lines dedented.
std::string source_of(const ast::Module& m, const ast::Span& span);

/// One displayed statement of a block.
struct StatementText {
  uint32_t line; ///< 0 when synthetic
  std::string text;
  std::string kind; ///< "stmt", "for", "with", "except", "case", "condition", ...
};

/// The statements a reader sees in `b`, in order: its ops that have source
/// (hidden bookkeeping ops are left out) and its terminator's statement.
std::vector<StatementText> describe(const ast::Module& m, const Block& b);

/// Whether `b` is one of the unit's exit pseudo blocks, and which.
bool is_end(const CodeUnit& u, BlockId b);

} // namespace hyexec::cfg
