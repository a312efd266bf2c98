#pragma once
/// \file
/// Lines that hold only a `raise` statement. By CLI.md's rule such a line
/// is never covered (its statement never completes), so "everything
/// reached" (ConcolicOutcome::full_at_run) must count it reached once a run
/// got there, or a search over any program with a `raise` never stops
/// before its plateau.

#include "cfg/ast.h"
#include "cfg/cfg.h"

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace hyexec::cli {

/// A raise-only line and what shows that a run reached it.
struct RaiseLine {
  uint32_t line = 0;
  /// The class it raises as written (`raise ValueError(...)`: ValueError),
  /// empty for a bare `raise` or an expression that is no name.
  std::string what;
  /// Reached when this line completed before the raise in its block, or,
  /// with no such line, when one of these branch outcomes was taken or one
  /// of `pred_lines` (the last line of a block that falls into it) completed.
  uint32_t before = 0;
  std::vector<uint32_t> outcomes;
  std::vector<uint32_t> pred_lines;
};

/// The raise-only lines of every unit of `program`, with their evidence.
std::vector<RaiseLine> raise_lines(const cfg::Program& program);

/// Whether a run (the union of `lines` and `branches` over the runs, or an
/// uncaught error on the line: `raised`) shows that `r` was reached.
bool reached(const RaiseLine& r, const std::set<uint32_t>& lines,
             const std::set<uint32_t>& branches, const std::set<uint32_t>& raised);

/// The statement lines reached: `covered` and the raise-only lines some run
/// reached (their count, as statement lines are counted).
size_t lines_reached(const std::vector<RaiseLine>& raises, const std::set<uint32_t>& covered,
                     const std::set<uint32_t>& branches, const std::set<uint32_t>& raised);

} // namespace hyexec::cli
