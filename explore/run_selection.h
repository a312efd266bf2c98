#pragma once
/// \file
/// The minimal set of runs `cover` reports (CLI.md): a greedy set cover of
/// what the runs reach together (statement lines, branch outcomes, and each
/// distinct error, so an error found is never dropped, and the runs that did
/// not finish, so a possible infinite loop is never dropped), ties going to
/// the run with the shortest inputs.

#include "explore/cover_search.h"

#include <vector>

namespace hyexec::cli {

/// Indices into `runs` of a covering subset, in the order the runs were made;
/// the first run is always in it unless it called an entry.
std::vector<size_t> minimal_runs(const std::vector<CoverRun>& runs, const cfg::Program& program);

} // namespace hyexec::cli
