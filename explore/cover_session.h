#pragma once
/// \file
/// One whole `hyexec cover` search, without its report: the concolic search
/// from the module (or the given entry), then each function the module
/// leaves partly unreached searched as an entry of its own, then the climb
/// over the oracle's answers; the runs together, the minimal set that
/// reports them and the reasons for what stayed uncovered. The command
/// (tools/cmd_cover.cpp) only parses options and prints; `diff` and other
/// callers can run the same search.

#include "explore/concolic_cover.h"
#include "explore/cover_report.h"
#include "explore/cover_search.h"
#include "explore/cover_target.h"

#include <chrono>
#include <set>
#include <vector>

namespace hyexec::cli {

struct CoverRequest {
  /// When the search was asked for, and how many seconds from then it may
  /// take (the caller keeps its own margin for the report).
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  double seconds = 30;
  /// `--all-paths`: no plateau stop, every run reported.
  bool all_paths = false;
  /// `--target`: the search aims there and stops once a run reached it.
  CoverTarget target;
  /// Constraints on stdin (`--stdin-spec`), over `pool`.
  std::vector<solver::ExprId> assumptions;
};

struct CoverSession {
  ConcolicOutcome concolic; ///< its `paths` moved into `runs`
  std::vector<CoverRun> runs;
  /// Indices into `runs` of the runs the report shows, in order: a minimal
  /// covering set (every run with `all_paths`), and the target's run.
  std::vector<size_t> reported;
  /// The index into `runs` of the first run that reached the target, or -1.
  int target_run = -1;
  /// Statement lines and branch outcomes some run reached.
  std::set<uint32_t> lines, branches;
  std::vector<Uncovered> uncovered;
  int total_runs = 0; ///< runs made, kept or not

  /// 1-based position of the target's run in `reported`, 0 when none.
  int target_report_index() const;
};

CoverSession cover_program(const ast::Module& module, const cfg::Program& program,
                           const interp::RunOptions& base, oracle::Oracle* oracle,
                           const CoverRequest& request, solver::ExprPool& pool);

} // namespace hyexec::cli
