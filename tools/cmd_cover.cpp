// `hyexec cover FILE` / `hyexec FILE --cover` (CLI.md): runs FILE as many
// times as useful and reports the lines and branches the runs reach
// together, and the runs that reach them. First the concolic search
// (explore/concolic_cover.h: entry arguments and stdin symbolic, Z3 picks the
// inputs), then the climb over the oracle's answers (explore/cover_search.h)
// for what unknown values still hide.
#include "explore/concolic_cover.h"
#include "explore/concolic_cover_provenance.h"
#include "explore/cover_report.h"
#include "explore/cover_search.h"
#include "explore/emit_python.h"
#include "explore/run_selection.h"
#include "interp/run_interrupt.h"
#include "tools/cli.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"
#include "tools/stdin_spec_option.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace hyexec::cli {

namespace {

using nlohmann::ordered_json;

ordered_json run_json(const CoverRun& run, const cfg::Program& p) {
  const interp::RunResult& r = run.result;
  ordered_json inputs;
  inputs["stdin"] = run.stdin_text;
  inputs["args"] = args_json(r);
  inputs["values"] = values_json(r);
  // Replay: hyexec run FILE --stdin F --entry ENTRY --args-py ARGS --values VALUES.
  inputs["entry"] = run.entry.empty() ? ordered_json() : ordered_json(run.entry);
  ordered_json j;
  j["inputs"] = inputs;
  j["status"] = r.status;
  j["realizable"] = realizable(r);
  j["error"] = error_json(r);
  if (r.error && r.status == "error") j["error"]["provenance"] = error_provenance(r);
  ordered_json raises = ordered_json::array();
  for (const PredictedRaise& p : predicted_raises(r))
    raises.push_back({{"key", p.key}, {"type", p.type}, {"line", p.line}});
  j["predicted_raises"] = raises;
  j["lines"] = lines_json(r, p);
  j["exit_line"] = run.exit_line ? ordered_json(run.exit_line) : ordered_json();
  j["return"] = return_json(r);
  return j;
}

/// Writes each reported run's stdin to DIR/run-N.in (N from 1).
void emit_inputs(const std::string& dir, const std::vector<const CoverRun*>& runs) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw CommandError{"cannot create " + dir + ": " + ec.message()};
  for (size_t i = 0; i < runs.size(); ++i) {
    std::string path = dir + "/run-" + std::to_string(i + 1) + ".in";
    std::ofstream out(path, std::ios::binary);
    if (!(out << runs[i]->stdin_text)) throw CommandError{"cannot write " + path};
  }
}

std::vector<const interp::RunResult*> results(const std::vector<const CoverRun*>& runs) {
  std::vector<const interp::RunResult*> out;
  for (const CoverRun* r : runs) out.push_back(&r->result);
  return out;
}

/// The file's errors, then apart the stand-in artefacts (CLI.md: they are
/// not findings about the file).
void print_errors(const std::vector<const CoverRun*>& runs) {
  SplitErrors split = split_errors(results(runs));
  auto show = [](const ReportedError& e) {
    std::cout << "  " << e.type << ": " << e.message << ", line " << e.line << " (run";
    if (e.runs.size() > 1) std::cout << "s";
    for (size_t i = 0; i < e.runs.size(); ++i) std::cout << (i ? ", " : " ") << e.runs[i];
    std::cout << ")\n";
  };
  if (!split.own.empty()) std::cout << "errors of the file:\n";
  for (const ReportedError& e : split.own) show(e);
  if (!split.artefacts.empty())
    std::cout << "stand-in artefacts (errors only a stand-in's invented behaviour causes, not "
                 "errors of the file):\n";
  for (const ReportedError& e : split.artefacts) show(e);
}

ordered_json errors_json(const std::vector<ReportedError>& errors) {
  ordered_json out = ordered_json::array();
  for (const ReportedError& e : errors)
    out.push_back({{"type", e.type},
                   {"message", e.message},
                   {"line", e.line ? ordered_json(e.line) : ordered_json()},
                   {"provenance", e.provenance},
                   {"runs", e.runs}});
  return out;
}

struct Totals {
  std::set<uint32_t> lines, branches;
};

void print_report(const std::string& file, const cfg::Program& p, const Totals& t,
                  const std::vector<const CoverRun*>& runs, const std::vector<Uncovered>& lines,
                  int total_runs, const ConcolicOutcome& concolic, double seconds,
                  const oracle::Oracle* oracle) {
  size_t n = p.statement_lines.size(), nb = 2 * p.decisions.size();
  std::cout << file << ": " << t.lines.size() << "/" << n << " lines";
  if (n) std::cout << " (" << (100 * t.lines.size() / n) << "%)";
  std::cout << ", " << t.branches.size() << "/" << nb << " branches";
  if (nb) std::cout << " (" << (100 * t.branches.size() / nb) << "%)";
  std::cout << " covered in " << total_runs << " run" << (total_runs == 1 ? "" : "s") << ", "
            << seconds << " s\n";
  std::cout << "paths: " << concolic.runs << " runs";
  if (concolic.full_at_run)
    std::cout << " (everything reached after " << concolic.full_at_run << " runs, "
              << concolic.full_at_seconds << " s)";
  else
    std::cout << (concolic.exhausted   ? " (every path)"
                  : concolic.plateaued ? " (stopped: nothing new in the last runs)"
                                       : " (budget reached)");
  std::cout << "; solver: " << concolic.stats.solver_calls << " calls, "
            << concolic.stats.cache_hits << " cached, " << concolic.stats.unsat << " infeasible, "
            << concolic.stats.divergences << " divergent runs\n"
            << kCoverLegend << "\n";
  for (const Uncovered& u : lines)
    std::cout << "uncovered line " << u.line << " (" << u.reason << "): " << u.explanation << "\n";
  for (const std::string& b : uncovered_branches(p, t.branches))
    std::cout << "uncovered branch " << b << "\n";
  for (size_t i = 0; i < runs.size(); ++i) {
    const interp::RunResult& r = runs[i]->result;
    std::cout << "run " << i + 1;
    if (!runs[i]->entry.empty()) std::cout << " (calls " << runs[i]->entry << ")";
    std::string unfinished = unfinished_note(r);
    std::string provenance = error_provenance(r);
    std::cout << ": "
              << (!unfinished.empty()        ? unfinished
                  : provenance == "stand-in" ? std::string("stand-in artefact")
                                             : r.status);
    if (r.error)
      std::cout << " (" << r.error->type << ": " << r.error->message << ", line " << r.error->line
                << (provenance == "stand-in" ? ", invented by a stand-in, not an error of the file"
                    : r.error->certain       ? ""
                                             : ", depends on oracle values")
                << ")";
    if (r.return_repr) std::cout << " returns " << *r.return_repr;
    if (!realizable(r)) std::cout << " [rests on stand-ins]";
    std::cout << "\n";
    if (!runs[i]->stdin_text.empty()) {
      std::string in = runs[i]->stdin_text;
      if (in.size() > 400) in = in.substr(0, 400) + "...";
      std::cout << "  stdin: " << ordered_json(in).dump() << "\n";
    }
    for (const auto& [name, expr] : r.entry_args)
      std::cout << "  " << name << " = " << expr << "\n";
    for (const interp::OracleRecord& v : r.oracle_values)
      if (!v.expr.empty() && !v.argument) std::cout << "  " << v.key << " = " << v.expr << "\n";
    for (const PredictedRaise& p : predicted_raises(r))
      std::cout << "  enters an except of " << p.type << " at line " << p.line
                << " through a predicted raise (" << p.key << ")\n";
  }
  print_errors(runs);
  if (std::optional<oracle::LlmUsage> u = oracle ? oracle->llm_usage() : std::nullopt)
    std::cout << "llm: " << u->calls << " calls (" << u->network_requests << " to the server), "
              << u->prompt_tokens << " + " << u->completion_tokens << " tokens\n";
}

/// A run abandoned in a native operation (interp/run_interrupt.h) may still
/// use the program and the oracle: once the report is out, the process ends
/// before they are freed.
struct AbandonedRunExit {
  ~AbandonedRunExit() {
    if (!interp::run_abandoned() || std::uncaught_exceptions()) return;
    std::cout.flush();
    std::_Exit(0);
  }
};

} // namespace

int cmd_cover(const Options& o) {
  if (o.files.size() != 1) throw CommandError{"usage: hyexec cover FILE [--json] [--oracle KIND]"};
  auto start = std::chrono::steady_clock::now();
  LoadedProgram lp = load(o.files[0]);
  const cfg::Program& program = *lp.program;
  interp::RunOptions base = run_options(o, program);
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::Everything);
  double seconds = base.timeout_seconds > 0 ? base.timeout_seconds : 30;
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  // The --timeout is the whole command's: the search ends early enough for
  // the run selection, the files, the report and the process's end, and for
  // its last run to overrun its deadline by the grace before it is abandoned.
  double searching = seconds - std::min(0.3, 0.05 * seconds) - interp::kRunGraceSeconds;

  solver::ExprPool pool;
  std::vector<solver::ExprId> assumptions = stdin_spec_assumptions(o, pool);
  // After the program, the oracle and the pool: ends the process before they go.
  AbandonedRunExit abandoned_run_exit;
  ConcolicBudget cb;
  cb.seconds = searching * 0.6 - elapsed();
  if (o.flag("all-paths")) cb.plateau = 0;
  if (o.values.count("target")) {
    std::string error;
    if (!parse_target(o.value("target"), &cb.target, &error)) throw CommandError{error};
    if (!std::binary_search(program.statement_lines.begin(), program.statement_lines.end(),
                            cb.target.line))
      throw CommandError{"--target: line " + std::to_string(cb.target.line) + " of " + o.files[0] +
                         " has no statement"};
  }
  ConcolicOutcome concolic =
      explore_paths(*lp.module, program, base, oracle.get(), cb, assumptions, pool);
  // What realizable runs reached: a run resting on a stand-in reaches nothing for real.
  std::set<uint32_t> covered;
  auto add_covered = [&](const CoverRun& r) {
    if (!realizable(r.result)) return;
    for (uint32_t line : r.result.lines)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), line))
        covered.insert(line);
  };
  for (const CoverRun& r : concolic.paths) add_covered(r);

  // A function the module body leaves with lines unreached is searched as
  // an entry too, Z3 choosing its arguments: the module's own call passes
  // constants (`first_big(2)` never takes `n > 5`), and the climb below
  // only tries the oracle's candidates.
  std::vector<std::string> entries = base.entry.empty() && oracle && concolic.target_path < 0
                                         ? uncalled_units(program, covered)
                                         : std::vector<std::string>{};
  // (Functions only: a method's instance is the climb's to build.)
  entries.erase(
      std::remove_if(entries.begin(), entries.end(),
                     [](const std::string& e) { return e.find('.') != std::string::npos; }),
      entries.end());
  for (size_t i = 0; i < entries.size(); ++i) {
    ConcolicBudget eb = cb;
    eb.seconds = (searching * 0.6 - elapsed()) / static_cast<double>(entries.size() - i);
    if (eb.seconds < 0.05) break;
    interp::RunOptions with_entry = base;
    with_entry.entry = entries[i];
    ConcolicOutcome more =
        explore_paths(*lp.module, program, with_entry, oracle.get(), eb, assumptions, pool);
    for (CoverRun& r : more.paths) {
      add_covered(r);
      concolic.paths.push_back(std::move(r));
    }
  }

  // The oracle's answers, climbed from the first path's stdin.
  CoverBudget budget;
  budget.seconds = searching - elapsed();
  interp::RunOptions climb = base;
  if (!concolic.paths.empty()) climb.stdin_data = concolic.paths.front().stdin_text;
  // A target reached ends the search; otherwise the climb aims at it too.
  CoverOutcome found;
  if (concolic.target_path < 0 && budget.seconds > 0.02)
    found = search_answers(*lp.module, program, climb, oracle.get(), budget, covered);

  std::vector<CoverRun> all = std::move(concolic.paths);
  int target_run = concolic.target_path;
  for (CoverRun& r : found.kept) {
    if (target_run < 0 && target_reached(cb.target, program, r.result, nullptr))
      target_run = static_cast<int>(all.size());
    all.push_back(std::move(r));
  }
  for (CoverRun& r : found.unfinished) all.push_back(std::move(r));
  Totals t;
  SearchEnd end{concolic.exhausted, false, std::move(found.raised)};
  for (const CoverRun& r : all) {
    for (uint32_t line : r.result.lines)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), line))
        t.lines.insert(line);
    t.branches.insert(r.result.branches.begin(), r.result.branches.end());
    for (const auto& v : r.result.oracle_values)
      if (!v.certain && !v.expr.empty()) end.oracle_used = true;
  }
  std::vector<const CoverRun*> reported;
  if (o.flag("all-paths")) {
    for (const CoverRun& r : all) reported.push_back(&r);
  } else {
    for (size_t i : minimal_runs(all, program)) reported.push_back(&all[i]);
  }
  // The run that reached the target is reported, whatever it added.
  if (target_run >= 0 &&
      std::find(reported.begin(), reported.end(), &all[target_run]) == reported.end())
    reported.push_back(&all[target_run]);
  auto target_index = [&]() -> int {
    for (size_t i = 0; i < reported.size(); ++i)
      if (target_run >= 0 && reported[i] == &all[target_run]) return static_cast<int>(i) + 1;
    return 0;
  };
  if (o.values.count("emit-inputs")) emit_inputs(o.value("emit-inputs"), reported);
  if (o.values.count("emit-python"))
    if (std::string e =
            emit_python(o.value("emit-python"), o.files[0], read_file(o.files[0]), reported);
        !e.empty())
      throw CommandError{e};
  std::vector<Uncovered> uncovered = uncovered_lines(program, t.lines, all, end);
  int total_runs = concolic.runs + found.runs;

  if (!o.flag("json")) {
    print_report(o.files[0], program, t, reported, uncovered, total_runs, concolic, elapsed(),
                 oracle.get());
    if (cb.target.line) {
      std::cout << "target " << target_text(cb.target) << ": ";
      if (int n = target_index())
        std::cout << "reached by run " << n << "\n";
      else
        std::cout << "not reached\n";
    }
    return 0;
  }
  size_t n = program.statement_lines.size();
  int oracle_calls = 0;
  ordered_json runs = ordered_json::array();
  for (const CoverRun* r : reported) {
    runs.push_back(run_json(*r, program));
    oracle_calls += r->result.oracle_calls;
  }
  ordered_json unc = ordered_json::array();
  for (const Uncovered& u : uncovered)
    unc.push_back({{"line", u.line},
                   {"reason", u.reason},
                   {"detail", u.detail.empty() ? ordered_json() : ordered_json(u.detail)},
                   {"explanation", u.explanation}});
  ordered_json j;
  j["lines_total"] = n;
  j["lines_covered"] = t.lines.size();
  j["line_coverage"] = n ? ordered_json(static_cast<double>(t.lines.size()) / n) : ordered_json();
  j["branches_total"] = 2 * program.decisions.size();
  j["branches_covered"] = t.branches.size();
  j["runs"] = runs;
  SplitErrors split = split_errors(results(reported));
  j["errors"] = errors_json(split.own);
  j["stand_in_artefacts"] = errors_json(split.artefacts);
  j["uncovered"] = unc;
  j["uncovered_branches"] = uncovered_branches(program, t.branches);
  j["paths"] = {{"explored", all.size()},
                {"runs", total_runs},
                {"exhausted", concolic.exhausted},
                {"divergent", concolic.stats.divergences}};
  // How long full coverage took (every line, branch outcome and hidden check).
  j["full_coverage"] = concolic.full_at_run ? ordered_json{{"runs", concolic.full_at_run},
                                                           {"seconds", concolic.full_at_seconds}}
                                            : ordered_json();
  // `--target`: whether a run reached it, and which (1-based in `runs`).
  j["target"] =
      cb.target.line
          ? ordered_json{{"spec", target_text(cb.target)},
                         {"reached", target_index() > 0},
                         {"run", target_index() ? ordered_json(target_index()) : ordered_json()}}
          : ordered_json();
  j["oracle_calls"] = oracle_calls;
  j["llm"] = llm_json(oracle.get());
  j["solver_calls"] = concolic.stats.solver_calls;
  j["solver_seconds"] = concolic.stats.solver_seconds;
  j["seconds"] = elapsed();
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

} // namespace hyexec::cli
