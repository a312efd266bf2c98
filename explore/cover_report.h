#pragma once
/// \file
/// What `cover` says of the lines and branches its runs did not reach: a
/// reason for each (CLI.md's human report and the `uncovered` JSON field).

#include "explore/cover_search.h"

#include <map>
#include <string>
#include <vector>

namespace hyexec::cli {

/// How the search ended, for the reasons.
struct SearchEnd {
  bool exhausted = false; ///< every path condition was flipped (no budget cut)
  bool oracle_used = false;
  /// Lines some run raised on (also runs the report does not keep), with
  /// the exception class.
  std::map<uint32_t, std::string> raised;
};

/// Why a line stayed uncovered: a code, what it is about, and the same in
/// words a newcomer understands. The plain report prints `uncovered line L
/// (REASON): EXPLANATION`; the JSON has the three fields (README's codes).
struct Uncovered {
  uint32_t line;
  /// `raises` (detail: the exception class), `unsupported` (detail: what),
  /// `not_called` (detail: the function), `unfinished` (detail: the steps a
  /// run made before it was stopped), `search_stopped`, `needs_other_values`,
  /// `unreachable`.
  std::string reason;
  std::string detail;
  std::string explanation;
};

std::vector<Uncovered> uncovered_lines(const cfg::Program& program,
                                       const std::set<uint32_t>& covered,
                                       const std::vector<CoverRun>& runs, const SearchEnd& end);

/// A run stopped by the step limit or its time limit did not finish, and the
/// report always says so ("did not finish in N steps: possible infinite
/// loop"); empty for a run that ended.
std::string unfinished_note(const interp::RunResult& r);

/// What the counters of the plain report mean, one line.
extern const char* const kCoverLegend;

/// The branch outcomes (2*decision, +1 for false) no run took, as
/// "line L: KIND true|false".
std::vector<std::string> uncovered_branches(const cfg::Program& program,
                                            const std::set<uint32_t>& taken);

} // namespace hyexec::cli
