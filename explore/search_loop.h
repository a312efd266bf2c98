#pragma once
/// \file
/// The frame of a concolic loop, shared by cover's search (concolic_cover.h)
/// and diff's product search (diff_search.h): the solver and the worklist,
/// the first run's inputs, the clock, and the step from one run to the
/// inputs of the next.

#include "interp/interpreter.h"
#include "solver/search.h"
#include "solver/z3_bridge.h"

#include <chrono>
#include <set>
#include <vector>

namespace hyexec::cli {

class SearchLoop {
public:
  /// The first inputs: `first`'s --stdin lines, else a model of the
  /// --stdin-spec `assumptions` (then also the search's defaults).
  SearchLoop(solver::ExprPool& pool, const std::vector<solver::ExprId>& assumptions,
             const interp::RunOptions& first, double seconds);

  double seconds_spent() const;
  double seconds_left() const { return seconds_ - seconds_spent(); }
  /// Where the loop's seconds end (the solver stops there too).
  std::chrono::steady_clock::time_point deadline() const;
  /// Takes the worklist's next inputs (found before the deadline); false when
  /// there are none, `exhausted` then saying whether the worklist is empty.
  bool advance(const std::set<uint32_t>& branches);

  solver::Z3Bridge z3;
  solver::ConcolicSearch search;
  solver::Model inputs; ///< the next run's
  bool exhausted = false;

private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double seconds_;
};

} // namespace hyexec::cli
