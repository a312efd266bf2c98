#pragma once
/// \file
/// `cover --target LINE[:true|false]`: one place the search aims at. A line
/// is reached when it runs to completion (CLI.md's covered); an outcome when
/// a decision or a check made on that line (an `if`, an `assert`, a bound)
/// goes that way, an `assert` that passes counting as true and one that
/// fails as false.

#include "cfg/cfg.h"
#include "interp/interpreter.h"
#include "solver/tracker.h"

#include <string>
#include <vector>

namespace hyexec::cli {

struct CoverTarget {
  uint32_t line = 0; ///< 0: no target
  int outcome = -1;  ///< -1: the line; 1 true, 0 false
};

/// `LINE`, `LINE:true` or `LINE:false`; false with `*error` set otherwise.
bool parse_target(const std::string& spec, CoverTarget* target, std::string* error);
/// The spec as given back in reports (`12`, `12:true`).
std::string target_text(const CoverTarget& t);

/// Whether run `r` reached `t`; `path` (its path condition, or null when the
/// run was not concolic) tells the outcomes of the checks on the line.
bool target_reached(const CoverTarget& t, const cfg::Program& program, const interp::RunResult& r,
                    const std::vector<solver::PathStep>* path);

} // namespace hyexec::cli
