#include "explore/cover_session.h"

#include "explore/run_selection.h"

#include <algorithm>

namespace hyexec::cli {

namespace {

bool is_statement_line(const cfg::Program& program, uint32_t line) {
  return std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), line);
}

/// The lines realizable runs reached: a run resting on a stand-in reaches
/// nothing for real, so the later searches still aim at its lines.
void add_realized(const cfg::Program& program, const CoverRun& r, std::set<uint32_t>& covered) {
  if (!realizable(r.result)) return;
  for (uint32_t line : r.result.lines)
    if (is_statement_line(program, line)) covered.insert(line);
}

/// A function the module body leaves with lines unreached is searched as an
/// entry too, Z3 choosing its arguments: the module's own call passes
/// constants (`first_big(2)` never takes `n > 5`), and the climb only tries
/// the oracle's candidates. Functions only: a method's instance is the
/// climb's to build.
void search_uncalled_functions(const ast::Module& module, const cfg::Program& program,
                               const interp::RunOptions& base, oracle::Oracle* oracle,
                               const CoverRequest& request, const ConcolicBudget& cb,
                               double concolic_until, solver::ExprPool& pool,
                               ConcolicOutcome& concolic, std::set<uint32_t>& covered) {
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - request.start).count();
  };
  std::vector<std::string> entries = uncalled_units(program, covered);
  entries.erase(
      std::remove_if(entries.begin(), entries.end(),
                     [](const std::string& e) { return e.find('.') != std::string::npos; }),
      entries.end());
  for (size_t i = 0; i < entries.size(); ++i) {
    ConcolicBudget eb = cb;
    eb.seconds = (concolic_until - elapsed()) / static_cast<double>(entries.size() - i);
    if (eb.seconds < 0.05) break;
    interp::RunOptions with_entry = base;
    with_entry.entry = entries[i];
    ConcolicOutcome more =
        explore_paths(module, program, with_entry, oracle, eb, request.assumptions, pool);
    // The search's outcome is all of them together.
    concolic.runs += more.runs;
    concolic.exhausted &= more.exhausted;
    concolic.plateaued |= more.plateaued;
    solver::SearchStats& st = concolic.stats;
    st.solver_calls += more.stats.solver_calls;
    st.cache_hits += more.stats.cache_hits;
    st.unsat += more.stats.unsat;
    st.unknown += more.stats.unknown;
    st.divergences += more.stats.divergences;
    st.solver_seconds += more.stats.solver_seconds;
    for (CoverRun& r : more.paths) {
      add_realized(program, r, covered);
      concolic.paths.push_back(std::move(r));
    }
  }
}

} // namespace

int CoverSession::target_report_index() const {
  for (size_t i = 0; i < reported.size(); ++i)
    if (target_run >= 0 && reported[i] == static_cast<size_t>(target_run))
      return static_cast<int>(i) + 1;
  return 0;
}

CoverSession cover_program(const ast::Module& module, const cfg::Program& program,
                           const interp::RunOptions& base, oracle::Oracle* oracle,
                           const CoverRequest& request, solver::ExprPool& pool) {
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - request.start).count();
  };
  // The concolic searches take the first 60% of the time, the climb the rest.
  double concolic_until = request.seconds * 0.6;
  ConcolicBudget cb;
  cb.seconds = concolic_until - elapsed();
  if (request.all_paths) cb.plateau = 0;
  cb.target = request.target;
  CoverSession s;
  s.concolic = explore_paths(module, program, base, oracle, cb, request.assumptions, pool);
  std::set<uint32_t> covered;
  for (const CoverRun& r : s.concolic.paths) add_realized(program, r, covered);
  if (base.entry.empty() && oracle && s.concolic.target_path < 0)
    search_uncalled_functions(module, program, base, oracle, request, cb, concolic_until, pool,
                              s.concolic, covered);

  // The oracle's answers, climbed from the first path's stdin.
  CoverBudget budget;
  budget.seconds = request.seconds - elapsed();
  interp::RunOptions climb = base;
  if (!s.concolic.paths.empty()) climb.stdin_data = s.concolic.paths.front().stdin_text;
  // A target reached ends the search; otherwise the climb aims at it too.
  CoverOutcome found;
  if (s.concolic.target_path < 0 && budget.seconds > 0.02)
    found = search_answers(module, program, climb, oracle, budget, covered);

  s.runs = std::move(s.concolic.paths);
  s.concolic.paths.clear();
  s.target_run = s.concolic.target_path;
  for (CoverRun& r : found.kept) {
    if (s.target_run < 0 && target_reached(request.target, program, r.result, nullptr))
      s.target_run = static_cast<int>(s.runs.size());
    s.runs.push_back(std::move(r));
  }
  for (CoverRun& r : found.unfinished) s.runs.push_back(std::move(r));
  SearchEnd end{s.concolic.exhausted, false, std::move(found.raised)};
  for (const CoverRun& r : s.runs) {
    for (uint32_t line : r.result.lines)
      if (is_statement_line(program, line)) s.lines.insert(line);
    s.branches.insert(r.result.branches.begin(), r.result.branches.end());
    for (const auto& v : r.result.oracle_values)
      if (!v.certain && !v.expr.empty()) end.oracle_used = true;
  }
  if (request.all_paths) {
    for (size_t i = 0; i < s.runs.size(); ++i) s.reported.push_back(i);
  } else {
    s.reported = minimal_runs(s.runs, program);
  }
  // The run that reached the target is reported, whatever it added.
  if (s.target_run >= 0 && !s.target_report_index())
    s.reported.push_back(static_cast<size_t>(s.target_run));
  s.uncovered = uncovered_lines(program, s.lines, s.runs, end);
  s.total_runs = s.concolic.runs + found.runs;
  return s;
}

} // namespace hyexec::cli
