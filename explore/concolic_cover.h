#pragma once
/// \file
/// The concolic phase of `hyexec cover`: runs the program with a
/// ConcolicTracker (solver/tracker.h), so that entry arguments and stdin are
/// symbolic, and lets the ConcolicSearch pick the inputs of each next run
/// until the worklist is empty or the budget is spent. Every run with a
/// new path is kept (`--all-paths` reports them all; the report picks a
/// minimal covering set).

#include "explore/cover_search.h"
#include "explore/cover_target.h"
#include "solver/search.h"

#include <string>
#include <vector>

namespace hyexec::cli {

struct ConcolicBudget {
  int max_runs = 400;
  double seconds = 20;
  int64_t run_steps = 100'000; ///< when the options set no limit
  /// Stop after this many runs in a row reach no new line, branch outcome or
  /// error (0: explore until the worklist or the budget ends, `--all-paths`).
  int plateau = 200;
  /// Runs in a row finding nothing new after which the search starts
  /// again from the entry's next candidate arguments (while any is left,
  /// in the first half of the seconds).
  int start_plateau = 12;
  /// `--target`: the search aims there and stops once a run reached it.
  CoverTarget target;
};

struct ConcolicOutcome {
  std::vector<CoverRun> paths; ///< one run per distinct path, in the order found
  int runs = 0;                ///< runs made (paths repeat when the model is inexact)
  bool exhausted = false;      ///< the worklist emptied: every flip was tried
  bool plateaued = false;      ///< stopped: ConcolicBudget::plateau runs found nothing new
  /// Every line and branch outcome reached and every hidden check settled
  /// (a zero divisor, an index bound: its error found or its flip tried):
  /// after this many runs and seconds; 0 runs: not reached.
  int full_at_run = 0;
  double full_at_seconds = 0;
  /// The index in `paths` of the first run that reached the target, or -1.
  int target_path = -1;
  solver::SearchStats stats;
};

/// The first run's assignment: the lines of a given --stdin, as they are.
solver::Model initial_assignment(const interp::RunOptions& base);
/// The variables of an assignment named `prefix`KEY (`arg:`, `value:`), as
/// Python literals by KEY, over `given`.
std::map<std::string, std::string> literals(const solver::Model& m, const solver::ExprPool& pool,
                                            const std::string& prefix,
                                            std::map<std::string, std::string> given);

ConcolicOutcome explore_paths(const ast::Module& module, const cfg::Program& program,
                              const interp::RunOptions& base, oracle::Oracle* oracle,
                              const ConcolicBudget& budget,
                              const std::vector<solver::ExprId>& assumptions,
                              solver::ExprPool& pool);

} // namespace hyexec::cli
