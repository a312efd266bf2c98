#pragma once
/// \file
/// The search behind `hyexec diff`: the two versions run on the same
/// symbolic inputs as one product program. Each input runs the old version,
/// then the new one; the two path conditions, one after the other, are one
/// path of the ConcolicSearch, so flipping any constraint of either version
/// asks Z3 for an input that takes another pair of paths (path-pair
/// relational search: every pair of paths the solver can reach is tried,
/// not only each version's own paths). The new version is given the old
/// one's oracle answers (same key, same value), so a difference comes from
/// the edit, not from the oracle.

#include "explore/cover_search.h"
#include "solver/search.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace hyexec::cli {

/// One version: its program and the options of its runs (entry, limits).
struct DiffVersion {
  const ast::Module* module = nullptr;
  const cfg::Program* program = nullptr;
  interp::RunOptions base;
  oracle::Oracle* oracle = nullptr;
  /// The entry's positional parameters: a renamed one (`old.py:F new.py:G`)
  /// takes the argument of the same position.
  std::vector<std::string> params;
};

/// What both versions are given.
struct DiffInput {
  std::string stdin_text;
  std::map<std::string, std::string> args; ///< old's parameter → Python expression
  /// The oracle's answers, key → Python expression (what the code lacks).
  std::map<std::string, std::string> values;
  bool operator==(const DiffInput&) const = default;
};

struct RunPair {
  DiffInput input;
  interp::RunResult old_run, new_run;
};

/// The search's counted budgets (runs, solver calls, steps per run) and
/// its wall clock, the bound of last resort.
struct DiffBudget {
  int max_runs = 300;
  int max_solver_calls = 0; ///< 0: no bound
  int max_unknown = 0;      ///< calls Z3 leaves unknown (ConcolicSearch::set_max_unknown)
  double seconds = 20;
  int64_t run_steps = 100'000; ///< when the options set no limit
  /// The search's symbolic runs stop sooner (when the options set no
  /// limit): a loop that does not end grows a path of a step per
  /// iteration, tens of times slower than a plain run. A pair one of whose
  /// runs stopped there is run again without the tracker, to `run_steps`,
  /// so that a version that only runs long is not taken for one that hangs.
  int64_t symbolic_steps = 20'000;
};

struct VersionExplored {
  std::set<uint64_t> paths;
  std::set<uint32_t> branches;
};

struct DiffExploration {
  std::vector<RunPair> pairs; ///< one per distinct pair of paths, in the order found
  VersionExplored old_side, new_side;
  int runs = 0;           ///< pairs run
  bool exhausted = false; ///< every flip of every path pair was tried
  bool stopped = false;   ///< `enough` ended the search
  /// The clock ended the search (not the counted budgets, nor the worklist):
  /// what it found may depend on the machine's load.
  bool clock_bound = false;
  /// Every input was symbolic and nothing was pinned: the paths tried are
  /// all the paths there are (with `exhausted`).
  bool complete = true;
  /// Z3 asked for inputs on which the returns, printed lines or arguments
  /// after the call differ, on a pair of paths where they were the same.
  int relational_queries = 0;
  int relational_found = 0; ///< ... and it found one
  solver::SearchStats stats;
};

/// Runs both versions on `input`. With `trace`, each run records its
/// block trace (for the divergence).
RunPair run_pair(const DiffVersion& old_v, const DiffVersion& new_v, const DiffInput& input,
                 int64_t run_steps, bool trace = false);

/// The product search from `start`, until the worklist empties, the budget
/// is spent or `enough` (called with each new pair) says to stop.
DiffExploration explore_pairs(const DiffVersion& old_v, const DiffVersion& new_v,
                              const DiffInput& start, const DiffBudget& budget,
                              const std::vector<solver::ExprId>& assumptions,
                              solver::ExprPool& pool,
                              const std::function<bool(const RunPair&)>& enough);

} // namespace hyexec::cli
