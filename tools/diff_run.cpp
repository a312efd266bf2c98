#include "tools/diff_run.h"

#include "explore/version_oracle.h"

#include "explore/input_variants.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"
#include "tools/stdin_spec_option.h"

#include <chrono>
#include <iostream>
#include <set>

namespace hyexec::cli {

namespace {

using nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

/// Differences listed at most (each shrunk and located: the costly part).
constexpr size_t kMaxDifferences = 8;
/// Typed inputs the search goes on from (each gets a share of the time left).
constexpr size_t kMaxSeeds = 4;

/// The positional parameters of `entry` (a method's without `self`).
std::vector<std::string> positional_params(const cfg::Program& p, const std::string& entry) {
  std::vector<std::string> out;
  const cfg::CodeUnit* unit = entry.empty() ? nullptr : p.find(entry);
  auto* def = unit ? dynamic_cast<const ast::FunctionDef*>(unit->node) : nullptr;
  if (!def) return out;
  for (const ast::Arg* a : def->args->posonlyargs) out.push_back(a->name);
  for (const ast::Arg* a : def->args->args) out.push_back(a->name);
  if (entry.find('.') != std::string::npos && !out.empty()) out.erase(out.begin());
  return out;
}

/// One version's options. A version that lacks the function the other one
/// defines is still called, as a test calling it there would: CPython's
/// NameError, a difference (a solution that never defines it), not a usage
/// error; --args are then read as the other version's.
interp::RunOptions side_options(Options o, const cfg::Program& p, const std::string& entry,
                                const cfg::Program& other, const std::string& other_entry) {
  if (entry.empty())
    o.values.erase("entry");
  else
    o.values["entry"] = entry;
  if (entry.empty() || p.find(entry) || other_entry.empty() || !other.find(other_entry))
    return run_options(o, p);
  o.values["entry"] = other_entry;
  interp::RunOptions r = run_options(o, other);
  r.entry = entry;
  return r;
}

/// The oracle's made-up answers a pair's runs used, and the arguments
/// holding stand-ins.
std::vector<std::string> stand_ins(const RunPair& p) {
  std::vector<std::string> out;
  for (const auto& [name, expr] : p.input.args)
    if (expr.find("Mock(") != std::string::npos) out.push_back(name);
  for (const interp::RunResult* r : {&p.old_run, &p.new_run})
    for (const interp::OracleRecord& v : r->oracle_values)
      if (!v.certain && !v.argument && !v.expr.empty() &&
          std::find(out.begin(), out.end(), v.key) == out.end())
        out.push_back(v.key);
  return out;
}

ordered_json side_json(const interp::RunResult& r) {
  ordered_json args_after = ordered_json::object();
  for (size_t i = 0; i < r.args_after.size() && i < r.args_before.size(); ++i)
    if (r.args_after[i] != r.args_before[i])
      args_after[i < r.entry_args.size() ? r.entry_args[i].first : std::to_string(i)] =
          r.args_after[i];
  return {{"status", r.status},
          {"error", error_json(r)},
          {"stdout", r.stdout_text},
          {"return", return_json(r)},
          {"return_shape", r.return_shape ? ordered_json(*r.return_shape) : ordered_json()},
          {"args_after", args_after}};
}

std::string quoted(const std::string& s) {
  std::string t = s.size() > 300 ? s.substr(0, 300) + "..." : s;
  return ordered_json(t).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void print_side(const char* label, const interp::RunResult& r) {
  std::cout << "  " << label << ": " << r.status;
  if (r.error)
    std::cout << " (" << r.error->type << ": " << r.error->message << ", line " << r.error->line
              << ")";
  if (r.status == "step_limit") std::cout << " (did not finish within the step limit)";
  std::cout << ", stdout " << quoted(r.stdout_text);
  if (r.return_repr) std::cout << ", returns " << r.return_shape.value_or(*r.return_repr);
  for (size_t i = 0; i < r.args_after.size() && i < r.args_before.size(); ++i)
    if (r.args_after[i] != r.args_before[i])
      std::cout << ", " << (i < r.entry_args.size() ? r.entry_args[i].first : "argument")
                << " becomes " << r.args_after[i];
  std::cout << "\n";
}

} // namespace

DiffOutcome compare_versions(const Options& o, const LoadedProgram& old_lp,
                             const LoadedProgram& new_lp, const DiffSide& old_side,
                             const DiffSide& new_side, const DiffSettings& settings) {
  auto start = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  // The function one version lacks and the other defines.
  auto lacks = [](const LoadedProgram& self, const std::string& entry, const LoadedProgram& other,
                  const std::string& other_entry) {
    return !entry.empty() && !self.program->find(entry) && !other_entry.empty() &&
                   other.program->find(other_entry)
               ? entry
               : std::string();
  };
  auto old_oracle = std::make_unique<VersionOracle>(
      make_oracle(o, *old_lp.module, OracleDefault::Everything), *old_lp.module, *new_lp.module,
      lacks(old_lp, old_side.entry, new_lp, new_side.entry));
  auto new_oracle = std::make_unique<VersionOracle>(
      make_oracle(o, *new_lp.module, OracleDefault::Everything), *new_lp.module, *old_lp.module,
      lacks(new_lp, new_side.entry, old_lp, old_side.entry));
  DiffVersion ov{old_lp.module.get(), old_lp.program.get(),
                 side_options(o, *old_lp.program, old_side.entry, *new_lp.program, new_side.entry),
                 old_oracle.get(), positional_params(*old_lp.program, old_side.entry)};
  DiffVersion nv{new_lp.module.get(), new_lp.program.get(),
                 side_options(o, *new_lp.program, new_side.entry, *old_lp.program, old_side.entry),
                 new_oracle.get(), positional_params(*new_lp.program, new_side.entry)};
  DiffInput first{ov.base.stdin_data, ov.base.entry_args, {}};

  DiffOutcome out;
  out.old_branches_total = 2 * old_lp.program->decisions.size();
  out.new_branches_total = 2 * new_lp.program->decisions.size();
  auto differences = [&](const RunPair& p) {
    // A run the clock stopped (its share of --timeout, which shrinks with
    // the machine's load) says nothing of the program: non-termination is
    // a run at the step limit, which every load reaches alike.
    if (p.old_run.status == "unsupported" || p.new_run.status == "unsupported" ||
        p.old_run.status == "timeout" || p.new_run.status == "timeout")
      return std::vector<std::string>{};
    return behaviour_differences(p.old_run, p.new_run, settings.mode, settings.rel_tol);
  };
  // A difference is listed once: by what differs and, where the two runs
  // ended differently, how each ended (an error by its type and line: the
  // same error raised elsewhere is another difference). An ending both
  // share is no part of the difference: the same changed output before an
  // EOFError both raise on a shorter stdin is the same difference.
  auto signature = [&](const RunPair& p) {
    std::string sig;
    for (const std::string& w : differences(p)) sig += w + ",";
    auto ending = [](const interp::RunResult& r) {
      return r.status + (r.error ? ":" + r.error->type + "@" + std::to_string(r.error->line) : "");
    };
    if (ending(p.old_run) != ending(p.new_run))
      sig += "|" + ending(p.old_run) + "|" + ending(p.new_run);
    return sig;
  };
  // A difference that rests on a stand-in's made-up behaviour is kept
  // apart: the search goes on for one real values show, and reports it
  // only when none is found.
  std::vector<RunPair> found, found_on_stand_ins;
  std::set<std::string> signatures;
  int after_first = -1; // pairs explored since the first difference
  auto note = [&](const RunPair& p) {
    if (after_first >= 0) ++after_first;
    if (differences(p).empty()) return;
    if (!stand_ins(p).empty()) {
      if (found_on_stand_ins.empty()) found_on_stand_ins.push_back(p);
      return;
    }
    if (!signatures.insert(signature(p)).second) return;
    found.push_back(p);
    if (after_first < 0) after_first = 0;
  };
  // A few more pairs after the first difference look for other ones.
  auto enough = [&](const RunPair& p) {
    note(p);
    return found.size() >= kMaxDifferences || after_first >= settings.counts.after_first;
  };

  solver::ExprPool pool;
  // --stdin-spec: the search keeps to it, and so do the inputs made
  // outside the solver (variations, shrinking), checked one by one.
  const std::vector<solver::ExprId> spec = stdin_spec_assumptions(o, pool);
  // A Z3 context costs a tenth of a second: made only for a --stdin-spec.
  std::optional<solver::Z3Bridge> spec_z3;
  if (!spec.empty()) spec_z3.emplace(pool);
  auto valid = [&](const DiffInput& v) {
    return spec.empty() || stdin_fits(spec, v.stdin_text, pool, *spec_z3);
  };
  // The clock is the bound of last resort: the counted budgets end each
  // phase first on any machine but a very loaded one. A margin is kept for
  // the report (tracing each difference, printing).
  const double clock = settings.seconds * 0.9;
  DiffBudget budget;
  budget.max_runs = settings.counts.search_runs;
  budget.max_solver_calls = settings.counts.search_calls;
  budget.max_unknown = settings.counts.unknown_calls;
  budget.seconds = clock;
  out.explored = explore_pairs(ov, nv, first, budget, spec, pool, enough);
  out.runs = out.explored.runs;
  for (const RunPair& p : out.explored.pairs)
    if (p.old_run.status == "unsupported" || p.new_run.status == "unsupported") ++out.unsupported;

  // Beside the solver's inputs, their boundaries (each number one off), and
  // other values of the types of what the solver does not reason about.
  // A typed input that reaches branches the search did not (a structure the
  // solver cannot build: a graph, a token list) becomes a seed: the search
  // goes on from it, its numbers still symbolic, so Z3 picks them for the
  // structure (a goal the graph does not reach).
  std::set<uint32_t> reached[2] = {out.explored.old_side.branches, out.explored.new_side.branches};
  std::vector<DiffInput> seen, seeds;
  // A value of another type than the solver's (a float for an int, a str
  // for a list) that one version rejects with a TypeError and the other
  // takes is outside the first one's domain: no caller would see that
  // difference (`range(0.5)` against a while loop).
  auto type_rejected = [](const RunPair& p) {
    auto rejects = [](const interp::RunResult& r) {
      return r.error && r.error->type == "TypeError";
    };
    return rejects(p.old_run) != rejects(p.new_run);
  };
  // Variations in a row that could show nothing new (see DiffCounts).
  int stale = 0;
  auto consider = [&](const RunPair& p, bool retyped) {
    ++out.variations;
    ++out.runs;
    size_t differences_before = found.size();
    if (!retyped || !type_rejected(p)) {
      note(p);
    } else if (!differences(p).empty()) {
      if (!out.set_aside++) out.set_aside_example = p;
    }
    bool fresh = false;
    for (int side = 0; side < 2; ++side)
      for (uint32_t b : (side ? p.new_run : p.old_run).branches)
        fresh = reached[side].insert(b).second || fresh;
    if (retyped && fresh && seeds.size() < kMaxSeeds) seeds.push_back(p.input);
    stale = fresh || found.size() > differences_before || stand_ins(p).empty() ? 0 : stale + 1;
  };
  auto try_input = [&](const DiffInput& v, bool retyped) {
    if (std::find(seen.begin(), seen.end(), v) != seen.end()) return;
    seen.push_back(v);
    if (!valid(v)) return;
    consider(run_pair(ov, nv, v, budget.run_steps), retyped);
  };
  auto in_budget = [&] {
    if (!found.empty() || out.variations >= settings.counts.variations) return false;
    if (!found_on_stand_ins.empty() && stale >= settings.counts.stale_variations) return false;
    if (elapsed() < clock) return true;
    out.clock_bound = true;
    return false;
  };
  const std::vector<RunPair>& pairs = out.explored.pairs;
  for (size_t i = 0; in_budget() && i < pairs.size() && i < 5; ++i)
    for (const DiffInput& v : boundary_inputs(pairs[i].input))
      if (in_budget()) try_input(v, false);
  // The oracle's other guesses for each argument (a str, a list, an object
  // of the snippet's class where the first was an int), as cover's starts:
  // the argument left out, so that the old version asks for it again. Only
  // when the first guesses fail in both versions (of the wrong type): an
  // argument of another type than the one the code takes makes differences
  // no caller would see (two TypeErrors' messages).
  bool guesses_work = std::any_of(pairs.begin(), pairs.end(), [](const RunPair& p) {
    return p.old_run.status == "ok" || p.new_run.status == "ok";
  });
  std::vector<DiffInput> starts;
  if (!pairs.empty() && !guesses_work)
    for (const auto& [name, expr] : pairs[0].input.args) {
      size_t n = std::min<size_t>(old_oracle->variants(name), 8);
      for (size_t k = 1; k < n && in_budget(); ++k) {
        old_oracle->select(name, k);
        DiffInput v = pairs[0].input;
        v.args.erase(name);
        RunPair p = run_pair(ov, nv, v, budget.run_steps);
        seen.push_back(p.input);
        // One neither version can take (both raise) is no start.
        if (p.old_run.status == "ok" || p.new_run.status == "ok") starts.push_back(p.input);
        consider(p, true);
      }
      old_oracle->select(name, 0);
    }
  std::vector<DiffInput> typed_from;
  for (size_t i = 0; i < pairs.size() && i < 3; ++i) typed_from.push_back(pairs[i].input);
  typed_from.insert(typed_from.end(), starts.begin(), starts.end());
  if (!typed_from.empty())
    for (const DiffInput& v : small_scope_inputs(typed_from[0]))
      if (in_budget()) try_input(v, false);
  for (const DiffInput& from : typed_from)
    for (const DiffInput& v : typed_inputs(from))
      if (in_budget()) try_input(v, true);
  for (size_t i = 5; in_budget() && i < pairs.size(); ++i)
    for (const DiffInput& v : boundary_inputs(pairs[i].input))
      if (in_budget()) try_input(v, false);
  for (size_t i = 0; in_budget() && i < seeds.size(); ++i) {
    DiffBudget b = budget;
    b.max_runs = settings.counts.seed_runs;
    b.max_solver_calls = settings.counts.seed_calls;
    b.seconds = clock - elapsed();
    DiffExploration more = explore_pairs(ov, nv, seeds[i], b, spec, pool, enough);
    out.runs += more.runs;
    out.explored.old_side.paths.merge(more.old_side.paths);
    out.explored.new_side.paths.merge(more.new_side.paths);
    out.explored.old_side.branches.merge(more.old_side.branches);
    out.explored.new_side.branches.merge(more.new_side.branches);
    out.explored.stats.solver_calls += more.stats.solver_calls;
    out.explored.stats.unknown += more.stats.unknown;
    out.explored.clock_bound = out.explored.clock_bound || more.clock_bound;
    out.explored.relational_queries += more.relational_queries;
    out.explored.relational_found += more.relational_found;
    for (const RunPair& p : more.pairs)
      if (p.old_run.status == "unsupported" || p.new_run.status == "unsupported") ++out.unsupported;
  }

  if (found.empty()) found = std::move(found_on_stand_ins);
  for (RunPair& shown : found) {
    // Shrink: the smallest input that still shows this difference.
    std::string sig = signature(shown);
    int shrink_runs = 0;
    for (bool smaller = true; smaller;) {
      smaller = false;
      for (const DiffInput& c : smaller_inputs(shown.input)) {
        if (input_size(c) >= input_size(shown.input) || !valid(c)) continue;
        if (shrink_runs >= settings.counts.shrink_runs) break;
        if (elapsed() >= clock) {
          out.clock_bound = true;
          break;
        }
        RunPair p = run_pair(ov, nv, c, budget.run_steps);
        ++out.runs;
        ++shrink_runs;
        if (signature(p) == sig) {
          shown = std::move(p);
          smaller = true;
          break;
        }
      }
    }
    RunPair traced = run_pair(ov, nv, shown.input, budget.run_steps, true);
    FoundDifference d;
    d.what = differences(shown);
    d.divergence =
        first_divergence(old_side.source, new_side.source, traced.old_run, traced.new_run);
    d.stand_ins = stand_ins(shown);
    d.pair = std::move(shown);
    out.differences.push_back(std::move(d));
  }
  bool finished = out.explored.exhausted && out.explored.complete && !out.explored.stopped &&
                  out.unsupported == 0;
  for (const RunPair& p : out.explored.pairs)
    finished = finished && !unfinished(p.old_run) && !unfinished(p.new_run) && stand_ins(p).empty();
  out.every_path = finished;
  out.clock_bound = out.clock_bound || out.explored.clock_bound;
  for (const RunPair& p : out.explored.pairs)
    if (p.old_run.status == "timeout" || p.new_run.status == "timeout") out.clock_bound = true;
  out.seconds = elapsed();
  out.counts = settings.counts;
  return out;
}

std::string verdict(const DiffOutcome& d) {
  if (!d.differences.empty()) return "different";
  return d.every_path ? "equivalent" : "no_difference_found";
}

ordered_json diff_json(const DiffOutcome& d) {
  ordered_json diffs = ordered_json::array();
  for (const FoundDifference& f : d.differences) {
    ordered_json inputs;
    inputs["stdin"] = f.pair.input.stdin_text;
    inputs["args"] = f.pair.input.args;
    inputs["values"] = values_json(f.pair.old_run);
    ordered_json div;
    if (f.divergence.found) {
      ordered_json vars = ordered_json::object();
      for (const auto& [name, a, b] : f.divergence.variables) vars[name] = {a, b};
      div = {{"old_line",
              f.divergence.old_line ? ordered_json(f.divergence.old_line) : ordered_json()},
             {"new_line",
              f.divergence.new_line ? ordered_json(f.divergence.new_line) : ordered_json()},
             {"variables", vars}};
    }
    diffs.push_back({{"inputs", inputs},
                     {"old", side_json(f.pair.old_run)},
                     {"new", side_json(f.pair.new_run)},
                     {"divergence", div},
                     {"differs_in", f.what},
                     {"stand_ins", f.stand_ins}});
  }
  ordered_json j;
  j["verdict"] = verdict(d);
  j["differences"] = diffs;
  j["explored"] = {{"old",
                    {{"paths", d.explored.old_side.paths.size()},
                     {"branches_covered", d.explored.old_side.branches.size()},
                     {"branches_total", d.old_branches_total}}},
                   {"new",
                    {{"paths", d.explored.new_side.paths.size()},
                     {"branches_covered", d.explored.new_side.branches.size()},
                     {"branches_total", d.new_branches_total}}},
                   {"runs", d.runs},
                   {"variations", d.variations},
                   {"unsupported_runs", d.unsupported},
                   {"set_aside_type_errors", d.set_aside},
                   {"exhausted", d.explored.exhausted},
                   {"clock_bound", d.clock_bound},
                   {"relational_queries", d.explored.relational_queries},
                   {"relational_found", d.explored.relational_found},
                   {"budget",
                    {{"search_runs", d.counts.search_runs},
                     {"search_solver_calls", d.counts.search_calls},
                     {"unknown_solver_calls", d.counts.unknown_calls},
                     {"after_first_difference", d.counts.after_first},
                     {"variations", d.counts.variations},
                     {"stale_variations", d.counts.stale_variations},
                     {"seed_runs", d.counts.seed_runs},
                     {"seed_solver_calls", d.counts.seed_calls},
                     {"shrink_runs", d.counts.shrink_runs}}},
                   {"seconds", d.seconds}};
  j["solver_calls"] = d.explored.stats.solver_calls;
  j["solver_unknown"] = d.explored.stats.unknown;
  return j;
}

void print_diff(const DiffOutcome& d, const DiffSide& old_side, const DiffSide& new_side) {
  auto name = [](const DiffSide& s) { return s.file + (s.entry.empty() ? "" : ":" + s.entry); };
  std::cout << name(old_side) << " -> " << name(new_side) << ": ";
  std::string v = verdict(d);
  if (v == "different")
    std::cout << "different\n";
  else if (v == "equivalent")
    std::cout << "equivalent on all " << d.explored.old_side.paths.size() << " + "
              << d.explored.new_side.paths.size() << " paths\n";
  else
    std::cout << "no difference found (not every path explored)\n";
  for (size_t i = 0; i < d.differences.size(); ++i) {
    const FoundDifference& f = d.differences[i];
    std::cout << "difference " << i + 1 << ": ";
    for (size_t k = 0; k < f.what.size(); ++k) std::cout << (k ? ", " : "") << f.what[k];
    std::cout << " differ\n  input:";
    if (!f.pair.input.stdin_text.empty()) std::cout << " stdin " << quoted(f.pair.input.stdin_text);
    for (const auto& [param, expr] : f.pair.input.args) std::cout << " " << param << " = " << expr;
    for (const auto& [key, expr] : f.pair.input.values) std::cout << " " << key << " = " << expr;
    std::cout << "\n";
    print_side("old", f.pair.old_run);
    print_side("new", f.pair.new_run);
    if (f.divergence.found) {
      std::cout << "  the runs part at old line " << f.divergence.old_line << " / new line "
                << f.divergence.new_line;
      for (const auto& [var, a, b] : f.divergence.variables)
        std::cout << "; " << var << " = " << a << " (old) vs " << b << " (new)";
      std::cout << "\n";
    }
    if (!f.stand_ins.empty()) {
      std::cout << "  rests on the oracle's stand-ins for:";
      for (const std::string& s : f.stand_ins) std::cout << " " << s;
      std::cout << "\n";
    }
  }
  std::cout << "explored: old " << d.explored.old_side.paths.size() << " paths, "
            << d.explored.old_side.branches.size() << "/" << d.old_branches_total
            << " branches; new " << d.explored.new_side.paths.size() << " paths, "
            << d.explored.new_side.branches.size() << "/" << d.new_branches_total << " branches; "
            << d.runs << " runs (" << d.variations << " variations of the inputs)"
            << (d.explored.stopped     ? ", stopped at the first difference"
                : d.explored.exhausted ? ", every path pair tried"
                                       : ", budget reached")
            << ", " << d.seconds << " s; solver " << d.explored.stats.solver_calls << " calls";
  if (d.explored.stats.unknown)
    std::cout << " (" << d.explored.stats.unknown << " left unknown at Z3's resource limit)";
  if (d.clock_bound) std::cout << "; cut short by the clock (the result may vary with the load)";
  if (d.unsupported) std::cout << "; " << d.unsupported << " runs unsupported";
  std::cout << "\n";
  if (const std::optional<RunPair>& e = d.set_aside_example) {
    bool old_rejects = e->old_run.error && e->old_run.error->type == "TypeError";
    const interp::RunResult& rejected = old_rejects ? e->old_run : e->new_run;
    std::cout << "set aside: " << d.set_aside << " input(s) of another type that only the "
              << (old_rejects ? "old" : "new")
              << " version rejects (TypeError: " << rejected.error->message << "), e.g.";
    for (const auto& [param, expr] : e->input.args) std::cout << " " << param << " = " << expr;
    std::cout << "; not counted as differences: a caller of that version cannot pass them\n";
  }
}

} // namespace hyexec::cli
