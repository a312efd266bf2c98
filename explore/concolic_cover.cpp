#include "explore/concolic_cover.h"

#include "explore/search_loop.h"
#include "interp/strings.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace hyexec::cli {

/// The first run's assignment: the lines of a given --stdin, as they are
/// (the file's line count is where its input ends).
solver::Model initial_assignment(const interp::RunOptions& base) {
  solver::Model m;
  if (base.stdin_data.empty()) return m;
  size_t lines = 0, pos = 0;
  const std::string& in = base.stdin_data;
  while (pos < in.size()) {
    size_t nl = in.find('\n', pos);
    size_t end = nl == std::string::npos ? in.size() : nl;
    m["in:" + std::to_string(lines++)] = in.substr(pos, end - pos);
    pos = end + 1;
  }
  m["in:lines"] = std::to_string(lines);
  return m;
}

/// The variables of an assignment named `prefix`KEY, as Python literals by
/// KEY (the entry's --args, the oracle's answers), over `given`.
std::map<std::string, std::string> literals(const solver::Model& m, const solver::ExprPool& pool,
                                            const std::string& prefix,
                                            std::map<std::string, std::string> given) {
  for (const auto& [name, value] : m) {
    if (name.rfind(prefix, 0) != 0) continue;
    solver::Sort sort;
    if (!pool.var_sort(name, &sort)) continue;
    given[name.substr(prefix.size())] = sort == solver::Sort::Str ? interp::str_repr(value) : value;
  }
  return given;
}

ConcolicOutcome explore_paths(const ast::Module& module, const cfg::Program& program,
                              const interp::RunOptions& base, oracle::Oracle* oracle,
                              const ConcolicBudget& budget,
                              const std::vector<solver::ExprId>& assumptions,
                              solver::ExprPool& pool) {
  ConcolicOutcome out;
  SearchLoop loop(pool, assumptions, base, budget.seconds);
  solver::ConcolicSearch& search = loop.search;
  const solver::Model& inputs = loop.inputs;
  std::set<uint32_t> branches, lines;
  std::set<std::string> reached; // lines, branch outcomes and errors, for the plateau
  int stale = 0;
  solver::TrackerOptions topts;
  bool debug = std::getenv("HYEXEC_DEBUG_PATHS") != nullptr;
  for (;;) {
    solver::ConcolicTracker tracker(pool, inputs, topts);
    interp::RunOptions options = base;
    options.oracle = oracle;
    options.symbolic = &tracker;
    options.entry_args = literals(inputs, pool, "arg:", base.entry_args);
    options.oracle_overrides = literals(inputs, pool, "value:", base.oracle_overrides);
    if (options.max_steps == 0) options.max_steps = budget.run_steps;
    double left = loop.seconds_left();
    if (left <= 0.05) break;
    options.timeout_seconds =
        base.timeout_seconds > 0 ? std::min(base.timeout_seconds, left) : left;
    interp::RunResult r = interp::run_program(module, program, options);
    ++out.runs;
    branches.insert(r.branches.begin(), r.branches.end());
    bool novel = false;
    for (uint32_t line : r.lines) novel |= reached.insert("l" + std::to_string(line)).second;
    for (uint32_t b : r.branches) novel |= reached.insert("b" + std::to_string(b)).second;
    if (r.error)
      novel |= reached.insert("e" + r.error->type + std::to_string(r.error->line)).second;
    stale = novel ? 0 : stale + 1;
    if (debug) {
      // HYEXEC_DEBUG_PATHS=1: each run's inputs and path condition on stderr.
      std::cerr << "run " << out.runs << ":";
      for (const auto& [name, value] : tracker.used()) std::cerr << " " << name << "=" << value;
      std::cerr << "\n";
      for (const solver::PathStep& s : tracker.path())
        std::cerr << "  " << static_cast<int>(s.kind) << " d" << s.decision << " "
                  << pool.show(s.cond) << "\n";
    }
    bool fresh = search.add_run(tracker.path(), tracker.used(), tracker.domains());
    for (uint32_t line : r.lines)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), line))
        lines.insert(line);
    bool full = lines.size() == program.statement_lines.size() &&
                branches.size() == 2 * program.decisions.size() && !search.unsettled_checks();
    if (full && !out.full_at_run) {
      out.full_at_run = out.runs;
      out.full_at_seconds = loop.seconds_spent();
    }
    if (fresh || out.paths.empty())
      out.paths.push_back({std::move(r), base.entry,
                           tracker.read_stdin() ? tracker.stdin_text() : base.stdin_data});
    // Nothing is left to reach (--all-paths goes on for the paths).
    if (out.full_at_run && budget.plateau) break;
    if (budget.plateau && stale >= budget.plateau) {
      out.plateaued = true;
      break;
    }
    if (out.runs >= budget.max_runs) break;
    if (!loop.advance(branches)) {
      out.exhausted = loop.exhausted;
      break;
    }
  }
  out.stats = search.stats();
  return out;
}

} // namespace hyexec::cli
