#pragma once
/// \file
/// `--stdin-spec PATH` (cover, diff): the problem's description of its
/// input, as constraints every generated stdin keeps to.

#include "solver/expr.h"
#include "tools/cli.h"

#include <vector>

namespace hyexec::cli {

/// The constraints of `--stdin-spec`, none without the option. Read by the
/// parser, and through the LLM when one is configured and reads it better.
std::vector<solver::ExprId> stdin_spec_assumptions(const Options& o, solver::ExprPool& pool);

} // namespace hyexec::cli
