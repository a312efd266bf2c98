// `hyexec cover FILE` / `hyexec FILE --cover` (CLI.md): runs FILE as many
// times as useful with the oracle supplying what it lacks, and reports the
// lines the runs reach together and the runs that reach them.
//
// The loop: run; when the run ends in an error that depends on the oracle's
// answers (certain: false), reject the answer most likely to blame (one
// given on the error's line, else the latest) and run again with the
// oracle's next candidate. Runs that reach new lines are kept.
#include "interp/interpreter.h"
#include "tools/cli.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <set>

namespace hyexec::cli {

namespace {

using nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

constexpr int kMaxRuns = 12;
constexpr double kDefaultBudgetSeconds = 30;
constexpr int64_t kDefaultRunSteps = 2'000'000;

struct KeptRun {
  interp::RunResult result;
  std::string stdin_data;
};

/// The answer to reject after `r` raised: the last one given on the error's
/// line, else the last one given at all (skipping keys already exhausted).
std::vector<std::string> blame_order(const interp::RunResult& r) {
  std::vector<std::string> on_line, others;
  for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it) {
    if (it->expr.empty() || it->certain) continue;
    (r.error && it->line == r.error->line ? on_line : others).push_back(it->key);
  }
  on_line.insert(on_line.end(), others.begin(), others.end());
  return on_line;
}

ordered_json run_json(const KeptRun& k, const cfg::Program& p) {
  const interp::RunResult& r = k.result;
  ordered_json inputs;
  inputs["stdin"] = k.stdin_data;
  inputs["args"] = ordered_json::object();
  inputs["values"] = values_json(r);
  ordered_json j;
  j["inputs"] = inputs;
  j["status"] = r.status;
  j["error"] = error_json(r);
  j["lines"] = lines_json(r, p);
  j["return"] = nullptr;
  return j;
}

void print_report(const std::string& file, const cfg::Program& p, const std::set<uint32_t>& covered,
                  const std::vector<KeptRun>& runs, int total_runs, double seconds) {
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
    std::cout << "run " << i + 1 << ": " << r.status;
    if (r.error)
      std::cout << " (" << r.error->type << ": " << r.error->message << ", line " << r.error->line
                << (r.error->certain ? "" : ", depends on oracle values") << ")";
    std::cout << "\n";
    for (const interp::OracleRecord& v : r.oracle_values)
      if (!v.expr.empty()) std::cout << "  " << v.key << " = " << v.expr << "\n";
  }
}

} // namespace

int cmd_cover(const Options& o) {
  if (o.files.size() != 1) throw CommandError{"usage: hyexec cover FILE [--json] [--oracle KIND]"};
  auto start = Clock::now();
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions base = run_options(o);
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::Everything);
  base.oracle = oracle.get();
  double budget = base.timeout_seconds > 0 ? base.timeout_seconds : kDefaultBudgetSeconds;
  if (base.max_steps == 0) base.max_steps = kDefaultRunSteps;

  std::vector<KeptRun> kept;
  std::set<uint32_t> covered;
  int total_runs = 0;
  for (; total_runs < kMaxRuns; ++total_runs) {
    double left = budget - std::chrono::duration<double>(Clock::now() - start).count();
    if (left <= 0.05) break;
    interp::RunOptions options = base;
    // The first run may use the whole budget; later ones share what is left.
    options.timeout_seconds = total_runs == 0 ? left * 0.9 : left / 2;
    interp::RunResult r = interp::run_program(*lp.module, *lp.program, options);
    bool adds = false;
    for (uint32_t line : r.lines)
      if (std::binary_search(lp.program->statement_lines.begin(), lp.program->statement_lines.end(),
                             line) &&
          covered.insert(line).second)
        adds = true;
    bool retry = r.status == "error" && r.error && !r.error->certain;
    std::vector<std::string> blame = retry ? blame_order(r) : std::vector<std::string>{};
    if (adds || kept.empty()) kept.push_back({std::move(r), base.stdin_data});
    bool moved = false;
    for (const std::string& key : blame)
      if ((moved = oracle && oracle->reject(key))) break;
    if (!moved) {
      ++total_runs;
      break;
    }
  }
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();

  if (!o.flag("json")) {
    print_report(o.files[0], *lp.program, covered, kept, total_runs, seconds);
    return 0;
  }
  size_t n = lp.program->statement_lines.size();
  int oracle_calls = 0;
  ordered_json runs = ordered_json::array();
  for (const KeptRun& k : kept) {
    runs.push_back(run_json(k, *lp.program));
    oracle_calls += k.result.oracle_calls;
  }
  ordered_json j;
  j["lines_total"] = n;
  j["lines_covered"] = covered.size();
  j["line_coverage"] = n ? ordered_json(static_cast<double>(covered.size()) / n) : ordered_json();
  j["branches_total"] = nullptr;
  j["branches_covered"] = nullptr;
  j["runs"] = runs;
  j["oracle_calls"] = oracle_calls;
  j["solver_calls"] = 0;
  j["seconds"] = seconds;
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

} // namespace hyexec::cli
