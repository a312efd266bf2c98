#include "explore/search_loop.h"

#include "explore/concolic_cover.h"

namespace hyexec::cli {

SearchLoop::SearchLoop(solver::ExprPool& pool, const std::vector<solver::ExprId>& assumptions,
                       const interp::RunOptions& first, double seconds)
    : z3(pool), search(pool, z3, assumptions), seconds_(seconds) {
  z3.set_deadline(deadline());
  inputs = initial_assignment(first);
  if (!assumptions.empty() && inputs.empty()) {
    // The first stdin already satisfies the description (--stdin-spec).
    solver::Model m;
    if (z3.check(assumptions, &m) == solver::Verdict::Sat) inputs = m;
    search.set_defaults(m);
  }
}

double SearchLoop::seconds_spent() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::chrono::steady_clock::time_point SearchLoop::deadline() const {
  return start_ + std::chrono::microseconds(static_cast<int64_t>(seconds_ * 1e6));
}

bool SearchLoop::advance(const std::set<uint32_t>& branches) {
  std::optional<solver::Model> next = search.next(branches, deadline());
  if (!next) {
    // Every path was tried only if the solver settled every question: a
    // flip it could not decide (a timeout, no solver module) may be feasible.
    exhausted = search.pending() == 0 && search.stats().unknown == 0;
    return false;
  }
  inputs = std::move(*next);
  return true;
}

} // namespace hyexec::cli
