#include "tools/cover_search.h"

#include <algorithm>
#include <chrono>
#include <map>

namespace hyexec::cli {

namespace {

using Clock = std::chrono::steady_clock;

/// The keys to vary after `r`, most promising first: after an error that
/// depends on the oracle, the answers given on the error's line, latest
/// first, then the others latest first; otherwise every answer in the order
/// it was asked (earlier answers decide more of the run).
std::vector<std::string> keys_to_vary(const interp::RunResult& r) {
  std::vector<std::string> out;
  bool blame = r.status == "error" && r.error && !r.error->certain;
  if (blame) {
    for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
      if (!it->expr.empty() && !it->certain && it->line == r.error->line) out.push_back(it->key);
    for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
      if (!it->expr.empty() && !it->certain && it->line != r.error->line) out.push_back(it->key);
  } else {
    for (const auto& v : r.oracle_values)
      if (!v.expr.empty() && !v.certain) out.push_back(v.key);
  }
  return out;
}

} // namespace

CoverOutcome search_answers(const ast::Module& module, const cfg::Program& program,
                            const interp::RunOptions& base, oracle::Oracle* oracle,
                            const CoverBudget& budget) {
  auto start = Clock::now();
  CoverOutcome out;
  auto seconds_left = [&] {
    return budget.seconds - std::chrono::duration<double>(Clock::now() - start).count();
  };
  // Runs `options` and keeps the run when it reaches new lines.
  auto run = [&](interp::RunOptions options) -> const interp::RunResult* {
    double left = seconds_left();
    options.timeout_seconds = out.runs == 0 ? left * 0.9 : std::min(left, budget.seconds / 4);
    if (options.max_steps == 0)
      options.max_steps = out.runs == 0 ? budget.first_run_steps : budget.later_run_steps;
    interp::RunResult r = interp::run_program(module, program, options);
    ++out.runs;
    bool adds = false;
    for (uint32_t line : r.lines)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(),
                             line) &&
          out.covered.insert(line).second)
        adds = true;
    if (!adds && !out.kept.empty()) return nullptr;
    out.kept.push_back(std::move(r));
    return &out.kept.back();
  };

  interp::RunOptions options = base;
  options.oracle = oracle;
  const interp::RunResult* current = run(options);
  if (!oracle) return out;
  std::set<std::pair<std::string, size_t>> tried;
  while (out.runs < budget.max_runs && seconds_left() > 0.05 &&
         out.covered.size() < program.statement_lines.size()) {
    // The next untried answer of the most promising key.
    std::string key;
    size_t next = 0;
    for (const std::string& k : keys_to_vary(*current)) {
      for (size_t i = 0; i < oracle->variants(k) && key.empty(); ++i)
        if (i != oracle->selected(k) && !tried.count({k, i})) {
          key = k;
          next = i;
        }
      if (!key.empty()) break;
    }
    if (key.empty()) break;
    tried.insert({key, next});
    size_t before = oracle->selected(key);
    oracle->select(key, next);
    if (const interp::RunResult* r = run(options))
      current = r;
    else
      oracle->select(key, before);
  }
  return out;
}

} // namespace hyexec::cli
