#pragma once
/// \file
/// The search behind `hyexec cover` over the oracle's answers: run, then
/// try the other answers the oracle has for what the run asked (the other
/// truth value of a stand-in's comparison, another kind of value after an
/// error it caused), one change per run, keeping a change when its run
/// reaches lines no run reached before. Hill climbing, deterministic,
/// bounded by runs and seconds. Functions and methods the program defines
/// but never calls are then called as entries (their parameters asked of
/// the oracle) and climbed the same way. (Branches decided by stdin and
/// arguments are the concolic search's: explore/concolic_cover.h.) Lines in
/// `covered` count as reached already (by realizable runs).

#include "cfg/cfg.h"
#include "interp/interpreter.h"
#include "oracle/oracle.h"

#include <map>
#include <set>
#include <vector>

namespace hyexec::cli {

struct CoverBudget {
  int max_runs = 2000;
  double seconds = 30;
  int64_t first_run_steps = 2'000'000; ///< when the options set no limit
  int64_t later_run_steps = 500'000;   ///< a variation that loops stops sooner
  /// The entry's arguments varied together: at most this many runs, this
  /// many in a row reaching nothing new, this share of the seconds.
  int argument_runs = 3000;
  int argument_plateau = 500;
  double argument_share = 0.7;
};

struct CoverRun {
  interp::RunResult result;
  std::string entry;      ///< the function called after the module body, if any
  std::string stdin_text; ///< the stdin it was given
  uint32_t exit_line = 0; ///< where SystemExit ended it (interp/run_exit.h), or 0
};

struct CoverOutcome {
  std::vector<CoverRun> kept; ///< the runs that reached new lines, in order
  /// Runs that reached no new line and did not finish (step or time limit),
  /// one per set of lines reached: a possible infinite loop is a finding
  /// the report keeps.
  std::vector<CoverRun> unfinished;
  /// The first exception class raised on each line, by any run (kept or not).
  std::map<uint32_t, std::string> raised;
  std::set<uint32_t> covered;      ///< statement lines reached by any run
  std::set<uint32_t> covered_real; ///< ... by a realizable run
  int runs = 0;
};

CoverOutcome search_answers(const ast::Module& module, const cfg::Program& program,
                            const interp::RunOptions& base, oracle::Oracle* oracle,
                            const CoverBudget& budget, const std::set<uint32_t>& covered = {});

/// Index picks over slots with `counts` candidates each, in order of the
/// sum of their indices (the best guesses tried together first), the
/// all-first pick excluded; at most `limit`.
std::vector<std::vector<size_t>> picks_by_index_sum(const std::vector<size_t>& counts,
                                                    size_t limit);

/// Whether a run rests only on real values (CLI.md `realizable`): every
/// answer it used is certain, an entry argument or an undefined name given
/// a real value, hyexec's own computing stand-in of a library (the small
/// numpy), or a stand-in that a plain object reproduces with its real
/// attributes (explore/plain_objects.h).
bool realizable(const interp::RunResult& r);

/// Whether an answer is a value CPython evaluates as it is: no stand-in of
/// hyexec's (`Mock(...)`, `mock_class(...)`, `identity_decorator`) and no
/// predicted raise.
bool real_value_expr(const std::string& expr);

/// The functions and methods (`f`, `C.m`) whose bodies have statement lines
/// none of `covered` reaches, in source order: the entries worth calling.
std::vector<std::string> uncalled_units(const cfg::Program& program,
                                        const std::set<uint32_t>& covered);

} // namespace hyexec::cli
