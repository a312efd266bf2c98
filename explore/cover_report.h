#pragma once
/// \file
/// What `cover` says of the lines and branches its runs did not reach: a
/// reason for each (CLI.md's human report and the `uncovered` JSON field).

#include "explore/cover_search.h"

#include <string>
#include <vector>

namespace hyexec::cli {

/// How the search ended, for the reasons.
struct SearchEnd {
  bool exhausted = false; ///< every path condition was flipped (no budget cut)
  bool oracle_used = false;
};

struct Uncovered {
  uint32_t line;
  std::string
      reason; ///< `raises T`, `unsupported: M`, `budget`, `oracle`, `infeasible`, `not called`
};

std::vector<Uncovered> uncovered_lines(const cfg::Program& program,
                                       const std::set<uint32_t>& covered,
                                       const std::vector<CoverRun>& runs, const SearchEnd& end);

/// The branch outcomes (2*decision, +1 for false) no run took, as
/// "line L: KIND true|false".
/// A reason of `uncovered_lines` in words a newcomer understands, for the
/// plain report (the JSON keeps the short codes).
std::string plain_reason(const std::string& reason);

/// What the counters of the plain report mean, one line.
extern const char* const kCoverLegend;

std::vector<std::string> uncovered_branches(const cfg::Program& program,
                                            const std::set<uint32_t>& taken);

} // namespace hyexec::cli
