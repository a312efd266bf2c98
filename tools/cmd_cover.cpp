// `hyexec cover FILE` / `hyexec FILE --cover` (CLI.md): runs FILE as many
// times as useful and reports the lines and branches the runs reach
// together, and the runs that reach them. First the concolic search
// (explore/concolic_cover.h: entry arguments and stdin symbolic, Z3 picks the
// inputs), then the climb over the oracle's answers (explore/cover_search.h)
// for what unknown values still hide: explore/cover_session.h; this file
// parses the options and prints.
#include "explore/concolic_cover_provenance.h"
#include "explore/cover_session.h"
#include "explore/emit_python.h"
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

void print_report(const std::string& file, const cfg::Program& p, const CoverSession& s,
                  const std::vector<const CoverRun*>& runs, double seconds,
                  const oracle::Oracle* oracle) {
  const std::set<uint32_t>& lines = s.lines;
  const ConcolicOutcome& concolic = s.concolic;
  size_t n = p.statement_lines.size(), nb = 2 * p.decisions.size();
  std::cout << file << ": " << lines.size() << "/" << n << " lines";
  if (n) std::cout << " (" << (100 * lines.size() / n) << "%)";
  std::cout << ", " << s.branches.size() << "/" << nb << " branches";
  if (nb) std::cout << " (" << (100 * s.branches.size() / nb) << "%)";
  std::cout << " covered in " << s.total_runs << " run" << (s.total_runs == 1 ? "" : "s") << ", "
            << seconds << " s\n";
  std::cout << "paths: " << concolic.runs << " runs";
  if (concolic.full_at_run)
    std::cout << " (everything reached after " << concolic.full_at_run << " runs, "
              << concolic.full_at_seconds << " s)";
  else
    std::cout << (concolic.exhausted       ? " (every path)"
                  : concolic.plateaued     ? " (stopped: nothing new in the last runs)"
                  : concolic.stats.unknown ? " (paths left the solver could not decide)"
                                           : " (budget reached)");
  std::cout << "; solver: " << concolic.stats.solver_calls << " calls, "
            << concolic.stats.cache_hits << " cached, " << concolic.stats.unsat << " infeasible, ";
  if (concolic.stats.unknown) std::cout << concolic.stats.unknown << " undecided, ";
  std::cout << concolic.stats.divergences << " divergent runs\n" << kCoverLegend << "\n";
  for (const Uncovered& u : s.uncovered)
    std::cout << "uncovered line " << u.line << " (" << u.reason << "): " << u.explanation << "\n";
  for (const std::string& b : uncovered_branches(p, s.branches))
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
  CoverRequest request;
  request.start = start;
  request.seconds = searching;
  request.all_paths = o.flag("all-paths");
  request.assumptions = stdin_spec_assumptions(o, pool);
  // After the program, the oracle and the pool: ends the process before they go.
  AbandonedRunExit abandoned_run_exit;
  if (o.values.count("target")) {
    std::string error;
    if (!parse_target(o.value("target"), &request.target, &error)) throw CommandError{error};
    if (!std::binary_search(program.statement_lines.begin(), program.statement_lines.end(),
                            request.target.line))
      throw CommandError{"--target: line " + std::to_string(request.target.line) + " of " +
                         o.files[0] + " has no statement"};
  }
  CoverSession session = cover_program(*lp.module, program, base, oracle.get(), request, pool);
  std::vector<const CoverRun*> reported;
  for (size_t i : session.reported) reported.push_back(&session.runs[i]);
  if (o.values.count("emit-inputs")) emit_inputs(o.value("emit-inputs"), reported);
  if (o.values.count("emit-python"))
    if (std::string e =
            emit_python(o.value("emit-python"), o.files[0], read_file(o.files[0]), reported);
        !e.empty())
      throw CommandError{e};
  const ConcolicOutcome& concolic = session.concolic;
  const CoverTarget& target = request.target;
  if (!o.flag("json")) {
    print_report(o.files[0], program, session, reported, elapsed(), oracle.get());
    if (target.line) {
      std::cout << "target " << target_text(target) << ": ";
      if (int n = session.target_report_index())
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
  for (const Uncovered& u : session.uncovered)
    unc.push_back({{"line", u.line},
                   {"reason", u.reason},
                   {"detail", u.detail.empty() ? ordered_json() : ordered_json(u.detail)},
                   {"explanation", u.explanation}});
  ordered_json j;
  j["lines_total"] = n;
  j["lines_covered"] = session.lines.size();
  j["line_coverage"] =
      n ? ordered_json(static_cast<double>(session.lines.size()) / n) : ordered_json();
  j["branches_total"] = 2 * program.decisions.size();
  j["branches_covered"] = session.branches.size();
  j["runs"] = runs;
  SplitErrors split = split_errors(results(reported));
  j["errors"] = errors_json(split.own);
  j["stand_in_artefacts"] = errors_json(split.artefacts);
  j["uncovered"] = unc;
  j["uncovered_branches"] = uncovered_branches(program, session.branches);
  j["paths"] = {{"explored", session.runs.size()},
                {"runs", session.total_runs},
                {"exhausted", concolic.exhausted},
                {"divergent", concolic.stats.divergences}};
  // How long full coverage took (every line, branch outcome and hidden check).
  j["full_coverage"] = concolic.full_at_run ? ordered_json{{"runs", concolic.full_at_run},
                                                           {"seconds", concolic.full_at_seconds}}
                                            : ordered_json();
  // `--target`: whether a run reached it, and which (1-based in `runs`).
  int target_run = session.target_report_index();
  j["target"] = target.line
                    ? ordered_json{{"spec", target_text(target)},
                                   {"reached", target_run > 0},
                                   {"run", target_run ? ordered_json(target_run) : ordered_json()}}
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
