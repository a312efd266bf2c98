#pragma once
/// \file
/// `--stdin-spec PATH` (cover, diff): the problem's description of its
/// input, as constraints every generated stdin keeps to.

#include "solver/expr.h"
#include "solver/z3_bridge.h"
#include "tools/cli.h"

#include <string>
#include <vector>

namespace hyexec::cli {

/// The constraints of `--stdin-spec`, none without the option. Read by the
/// parser, and through the LLM when one is configured and reads it better.
std::vector<solver::ExprId> stdin_spec_assumptions(const Options& o, solver::ExprPool& pool);

/// Whether `stdin` keeps to the constraints `assumptions` (none: always):
/// its lines, tokens and their ints given to the spec's variables, one Z3
/// call. For inputs made outside the solver (`diff`'s boundary variations
/// and shrinking), so that they stay valid inputs too.
bool stdin_fits(const std::vector<solver::ExprId>& assumptions, const std::string& stdin,
                solver::ExprPool& pool, solver::Z3Bridge& z3);

} // namespace hyexec::cli
