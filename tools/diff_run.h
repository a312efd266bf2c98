#pragma once
/// \file
/// One comparison of `hyexec diff` (CLI.md): both versions explored together
/// (explore/diff_search.h), boundary and typed variations of the inputs found, the
/// first difference shrunk to its smallest input and located (where the two
/// traces part), and the report, human or JSON.

#include "explore/behaviour_compare.h"
#include "explore/diff_search.h"
#include "explore/trace_divergence.h"
#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace hyexec::cli {

struct DiffSide {
  std::string file;   ///< as shown in the report
  std::string source; ///< its text (for the line matching)
  std::string entry;  ///< the function compared, or empty for the whole program
};

/// What decides how far a comparison searches: counted, so that its result
/// does not depend on the machine's load. Each phase stops at its count.
struct DiffCounts {
  int search_runs = 120;  ///< pairs run by the product search from the first input
  int search_calls = 150; ///< its solver calls (each bounded by Z3's resource limit)
  /// Z3 calls left unknown (at its resource limit) after which each
  /// search stops: constraints Z3 cannot settle (strs compared as sets,
  /// sorted) cost a tenth of a second a call; the variations go on.
  int unknown_calls = 15;
  int after_first = 15; ///< pairs the search runs after the first difference, for others
  int variations = 400; ///< boundary, small-int and typed variations tried
  /// Once a difference resting on stand-ins is found, the variations look
  /// for one on real values: they stop after this many in a row that could
  /// show nothing new (each used stand-ins and reached no new branch).
  int stale_variations = 40;
  int seed_runs = 40;    ///< pairs run by the search from each typed seed
  int seed_calls = 40;   ///< its solver calls
  int shrink_runs = 200; ///< pairs run to shrink each difference
};

struct DiffSettings {
  CompareMode mode = CompareMode::All;
  double rel_tol = 0;
  /// `--timeout`: the bound of last resort on the whole comparison's wall
  /// clock, not its budget (`DiffCounts`); `clock_bound` says when it cut.
  double seconds = 60;
  DiffCounts counts;
};

struct FoundDifference {
  RunPair pair;                  ///< shrunk
  std::vector<std::string> what; ///< behaviour_compare's fields
  Divergence divergence;
  /// The oracle's made-up answers the runs used: the difference may rest on them.
  std::vector<std::string> stand_ins;
};

struct DiffOutcome {
  std::vector<FoundDifference> differences;
  DiffExploration explored;
  size_t old_branches_total = 0, new_branches_total = 0;
  int runs = 0;        ///< every pair run, shrinking included
  int variations = 0;  ///< boundary and typed variations tried
  int unsupported = 0; ///< pairs that met something hyexec does not model
  /// Inputs of another type than the search's (a float for an int) on
  /// which one version raised TypeError and the other did not: set aside,
  /// not reported as differences (outside the first version's domain),
  /// but counted and one shown, so that a user can judge.
  int set_aside = 0;
  std::optional<RunPair> set_aside_example;
  bool every_path = false; ///< both versions' paths were all explored
  /// The clock, not the counted budgets (runs, variations, the solver's
  /// resource limit), cut a step short: the result may vary with the load.
  bool clock_bound = false;
  double seconds = 0;
  DiffCounts counts; ///< the budgets the comparison had
};

/// Compares the loaded versions: `old_lp` with `new_lp`, their entries and
/// sources in `old_side`/`new_side`; `o` gives the oracle, stdin and limits.
DiffOutcome compare_versions(const Options& o, const LoadedProgram& old_lp,
                             const LoadedProgram& new_lp, const DiffSide& old_side,
                             const DiffSide& new_side, const DiffSettings& settings);

/// `verdict`: different | no_difference_found | equivalent.
std::string verdict(const DiffOutcome& d);

nlohmann::ordered_json diff_json(const DiffOutcome& d);
void print_diff(const DiffOutcome& d, const DiffSide& old_side, const DiffSide& new_side);

} // namespace hyexec::cli

namespace hyexec::cli {

/// `--compare`, `--rel-tol`, `--timeout` (the whole comparison's seconds).
DiffSettings diff_settings(const Options& o);
/// Prints the report (`--json` or human) and returns the exit status: 0, or 3
/// when a difference was found.
int report_diff(const Options& o, const DiffOutcome& d, const DiffSide& old_side,
                const DiffSide& new_side);

} // namespace hyexec::cli
