// `hyexec cover FILE` / `hyexec FILE --cover` (CLI.md): runs FILE as many
// times as useful with the oracle supplying what it lacks (the search is
// tools/cover_search.h), and reports the lines the runs reach together and
// the runs that reach them.
#include "tools/cli.h"
#include "tools/cover_search.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <iostream>

namespace hyexec::cli {

namespace {

using nlohmann::ordered_json;

ordered_json run_json(const CoverRun& run, const std::string& stdin_data, const cfg::Program& p) {
  const interp::RunResult& r = run.result;
  ordered_json inputs;
  inputs["stdin"] = stdin_data;
  inputs["args"] = args_json(r);
  inputs["values"] = values_json(r);
  // Replay: hyexec run FILE --entry ENTRY --args ARGS --values VALUES.
  inputs["entry"] = run.entry.empty() ? ordered_json() : ordered_json(run.entry);
  ordered_json j;
  j["inputs"] = inputs;
  j["status"] = r.status;
  j["error"] = error_json(r);
  j["lines"] = lines_json(r, p);
  j["return"] = return_json(r);
  return j;
}

void print_report(const std::string& file, const cfg::Program& p, const std::set<uint32_t>& covered,
                  const std::vector<CoverRun>& runs, int total_runs, double seconds,
                  const oracle::Oracle* oracle) {
  size_t n = p.statement_lines.size();
  std::cout << file << ": " << covered.size() << "/" << n << " lines covered";
  if (n) std::cout << " (" << (100 * covered.size() / n) << "%)";
  std::cout << " in " << total_runs << " run" << (total_runs == 1 ? "" : "s") << ", " << seconds
            << " s\n";
  std::string uncovered;
  for (uint32_t line : p.statement_lines)
    if (!covered.count(line)) uncovered += (uncovered.empty() ? "" : ", ") + std::to_string(line);
  if (!uncovered.empty()) std::cout << "uncovered lines: " << uncovered << "\n";
  for (size_t i = 0; i < runs.size(); ++i) {
    const interp::RunResult& r = runs[i].result;
    std::cout << "run " << i + 1;
    if (!runs[i].entry.empty()) std::cout << " (calls " << runs[i].entry << ")";
    std::cout << ": " << r.status;
    if (r.error)
      std::cout << " (" << r.error->type << ": " << r.error->message << ", line " << r.error->line
                << (r.error->certain ? "" : ", depends on oracle values") << ")";
    std::cout << "\n";
    for (const interp::OracleRecord& v : r.oracle_values)
      if (!v.expr.empty()) std::cout << "  " << v.key << " = " << v.expr << "\n";
  }
  if (std::optional<oracle::LlmUsage> u = oracle ? oracle->llm_usage() : std::nullopt)
    std::cout << "llm: " << u->calls << " calls (" << u->network_requests << " to the server), "
              << u->prompt_tokens << " + " << u->completion_tokens << " tokens\n";
}

} // namespace

int cmd_cover(const Options& o) {
  if (o.files.size() != 1) throw CommandError{"usage: hyexec cover FILE [--json] [--oracle KIND]"};
  auto start = std::chrono::steady_clock::now();
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions base = run_options(o, *lp.program);
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::Everything);
  CoverBudget budget;
  if (base.timeout_seconds > 0) budget.seconds = base.timeout_seconds;
  CoverOutcome found = search_answers(*lp.module, *lp.program, base, oracle.get(), budget);
  const std::set<uint32_t>& covered = found.covered;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  if (!o.flag("json")) {
    print_report(o.files[0], *lp.program, covered, found.kept, found.runs, seconds, oracle.get());
    return 0;
  }
  size_t n = lp.program->statement_lines.size();
  int oracle_calls = 0;
  ordered_json runs = ordered_json::array();
  for (const CoverRun& r : found.kept) {
    runs.push_back(run_json(r, base.stdin_data, *lp.program));
    oracle_calls += r.result.oracle_calls;
  }
  ordered_json j;
  j["lines_total"] = n;
  j["lines_covered"] = covered.size();
  j["line_coverage"] = n ? ordered_json(static_cast<double>(covered.size()) / n) : ordered_json();
  j["branches_total"] = nullptr;
  j["branches_covered"] = nullptr;
  j["runs"] = runs;
  j["oracle_calls"] = oracle_calls;
  j["llm"] = llm_json(oracle.get());
  j["solver_calls"] = 0;
  j["seconds"] = seconds;
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

} // namespace hyexec::cli
