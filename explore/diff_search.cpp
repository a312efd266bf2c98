#include "explore/diff_search.h"

#include "explore/concolic_cover.h"
#include "explore/search_loop.h"
#include "interp/script_path.h"
#include "solver/tracker.h"

#include <regex>

namespace hyexec::cli {

namespace {

/// Relational queries (observations that differ) per search: each is one Z3 call.
constexpr int kRelationalQueries = 40;

/// `args` (by old's parameter names) under new's names, position by position.
std::map<std::string, std::string> renamed(const std::map<std::string, std::string>& args,
                                           const DiffVersion& old_v, const DiffVersion& new_v) {
  std::map<std::string, std::string> out;
  for (const auto& [name, expr] : args) {
    std::string to = name;
    for (size_t i = 0; i < old_v.params.size() && i < new_v.params.size(); ++i)
      if (old_v.params[i] == name) to = new_v.params[i];
    out[to] = expr;
  }
  return out;
}

/// The old run's answers, for the new run: same key, same value.
std::map<std::string, std::string> shared_answers(const interp::RunResult& old_run,
                                                  std::map<std::string, std::string> over) {
  for (const interp::OracleRecord& v : old_run.oracle_values)
    if (!v.argument && !v.expr.empty()) over.emplace(v.key, v.expr);
  return over;
}

std::map<std::string, std::string> args_of(const interp::RunResult& r) {
  return {r.entry_args.begin(), r.entry_args.end()};
}

interp::RunOptions options_for(const DiffVersion& v, int64_t run_steps, bool trace) {
  interp::RunOptions o = v.base;
  o.oracle = v.oracle;
  if (o.max_steps == 0) o.max_steps = run_steps;
  if (trace) o.trace = interp::TraceLevel::Full;
  return o;
}

/// A path's identity: its constraints and the way each went.
uint64_t path_hash(const std::vector<solver::PathStep>& path) {
  uint64_t h = 1469598103934665603ull;
  for (const solver::PathStep& s : path) {
    h = (h ^ static_cast<uint64_t>(s.cond)) * 1099511628211ull;
    h = (h ^ (s.outcome ? 1u : 2u)) * 1099511628211ull;
  }
  return h;
}

/// The shadow of a version's return value: its symbolic expression, or the
/// int or bool it returned on a path where the other's is symbolic; 0 when
/// neither.
solver::ExprId return_expr(solver::ExprPool& pool, const interp::RunResult& r) {
  if (r.return_sym) return r.return_sym;
  static const std::regex int_literal("-?[0-9]{1,17}");
  if (r.return_repr && std::regex_match(*r.return_repr, int_literal))
    return pool.int_lit(*r.return_repr);
  if (r.return_repr && (*r.return_repr == "True" || *r.return_repr == "False"))
    return pool.bool_lit(*r.return_repr == "True");
  return 0;
}

/// `a != b`: for truth values (a predicate's two versions), exactly one holds.
solver::ExprId differ_expr(solver::ExprPool& pool, solver::ExprId a, solver::ExprId b) {
  if (pool[a].sort != solver::Sort::Bool) return pool.negate(pool.eq(a, b));
  return pool.disj(pool.conj(a, pool.negate(b)), pool.conj(pool.negate(a), b));
}

/// An observed value as an expression: its shadow, else its literal.
solver::ExprId observed_expr(solver::ExprPool& pool, const interp::Observed& o) {
  if (o.sym) return o.sym;
  if (o.value.kind == interp::Concrete::Kind::Int) return pool.int_lit(o.value.text);
  if (o.value.kind == interp::Concrete::Kind::Str) return pool.str_lit(o.value.text);
  return 0;
}

/// The ways the two runs' observations could differ on the same inputs:
/// `a != b` for each pair of corresponding observed values (returns,
/// printed lines, list arguments' items after the call) that are equal in
/// this pair, one of them symbolic, of one sort.
std::vector<solver::ExprId> differ_exprs(solver::ExprPool& pool, const RunPair& pair) {
  std::vector<solver::ExprId> out;
  const interp::RunResult &o = pair.old_run, &n = pair.new_run;
  auto add = [&](solver::ExprId a, solver::ExprId b) {
    if (a && b && a != b && pool[a].sort == pool[b].sort) out.push_back(differ_expr(pool, a, b));
  };
  if ((o.return_sym || n.return_sym) && o.return_repr == n.return_repr)
    add(return_expr(pool, o), return_expr(pool, n));
  auto add_all = [&](const std::vector<interp::Observed>& a,
                     const std::vector<interp::Observed>& b) {
    if (a.size() != b.size()) return;
    for (size_t i = 0; i < a.size(); ++i)
      if ((a[i].sym || b[i].sym) && a[i].value.text == b[i].value.text)
        add(observed_expr(pool, a[i]), observed_expr(pool, b[i]));
  };
  if (o.stdout_text == n.stdout_text) add_all(o.printed, n.printed);
  for (size_t k = 0; k < o.args_after_items.size() && k < n.args_after_items.size(); ++k)
    add_all(o.args_after_items[k], n.args_after_items[k]);
  return out;
}

/// Where the two versions returned, printed or left in their arguments the
/// same values, some symbolic: an input on the same pair of paths on which
/// one of them differs, if Z3 finds one (the relational query: both path
/// conditions and a disjunction of old != new).
std::optional<solver::Model>
observations_differ(solver::ExprPool& pool, solver::Z3Bridge& z3,
                    const std::vector<solver::ExprId>& assumptions,
                    const std::vector<solver::PathStep>& path,
                    const std::map<std::string, solver::ExprId>& domains, const RunPair& pair) {
  std::vector<solver::ExprId> differ = differ_exprs(pool, pair);
  if (differ.empty()) return std::nullopt;
  solver::ExprId any = differ[0];
  for (size_t i = 1; i < differ.size(); ++i) any = pool.disj(any, differ[i]);
  std::vector<solver::ExprId> query = assumptions;
  for (const solver::PathStep& s : path) query.push_back(s.cond);
  for (const auto& [name, domain] : domains) query.push_back(domain);
  query.push_back(any);
  solver::Model m;
  if (z3.check(query, &m) != solver::Verdict::Sat) return std::nullopt;
  return m;
}

/// A version's own path in what it wrote to stderr (a warning's `FILE:LINE:`
/// prefix) is no behaviour: the two versions live in two files.
void neutral_paths(interp::RunResult& r, const DiffVersion& v) {
  const std::string& given = v.module->filename;
  for (const std::string& path : {interp::absolute_script_path(given), given}) {
    if (path.empty()) continue;
    for (size_t at = r.stderr_text.find(path); at != std::string::npos;
         at = r.stderr_text.find(path, at + 1))
      r.stderr_text.replace(at, path.size(), "<file>");
  }
}

} // namespace

RunPair run_pair(const DiffVersion& old_v, const DiffVersion& new_v, const DiffInput& input,
                 int64_t run_steps, bool trace) {
  RunPair pair;
  interp::RunOptions o = options_for(old_v, run_steps, trace);
  o.stdin_data = input.stdin_text;
  o.entry_args = input.args;
  o.oracle_overrides = input.values;
  pair.old_run = interp::run_program(*old_v.module, *old_v.program, o);
  neutral_paths(pair.old_run, old_v);
  pair.input = input;
  pair.input.args = args_of(pair.old_run);
  pair.input.values = shared_answers(pair.old_run, {});
  interp::RunOptions n = options_for(new_v, run_steps, trace);
  n.stdin_data = input.stdin_text;
  n.entry_args = renamed(pair.input.args, old_v, new_v);
  n.oracle_overrides = pair.input.values;
  pair.new_run = interp::run_program(*new_v.module, *new_v.program, n);
  neutral_paths(pair.new_run, new_v);
  return pair;
}

DiffExploration explore_pairs(const DiffVersion& old_v, const DiffVersion& new_v,
                              const DiffInput& start, const DiffBudget& budget,
                              const std::vector<solver::ExprId>& assumptions,
                              solver::ExprPool& pool,
                              const std::function<bool(const RunPair&)>& enough) {
  DiffExploration out;
  interp::RunOptions first = old_v.base;
  first.stdin_data = start.stdin_text;
  SearchLoop loop(pool, assumptions, first, budget.seconds);
  loop.search.set_max_solver_calls(budget.max_solver_calls);
  loop.search.set_max_unknown(budget.max_unknown);
  solver::Model& inputs = loop.inputs;
  // The new version's decisions follow the old one's in the product program.
  int offset = static_cast<int>(old_v.program->decisions.size());
  std::set<uint32_t> branches;
  solver::TrackerOptions topts;
  // This run's inputs came from the relational query: its pair is kept even
  // on a pair of paths already seen (the same paths, returns that differ).
  bool relational = false;
  for (;;) {
    double left = loop.seconds_left();
    if (left <= 0.05) {
      out.clock_bound = true;
      break;
    }
    solver::ConcolicTracker old_t(pool, inputs, topts);
    interp::RunOptions o = options_for(old_v, budget.symbolic_steps, false);
    o.stdin_data = start.stdin_text;
    o.symbolic = &old_t;
    o.entry_args = literals(inputs, pool, "arg:", start.args);
    o.oracle_overrides = literals(inputs, pool, "value:", start.values);
    o.timeout_seconds = o.timeout_seconds > 0 ? std::min(o.timeout_seconds, left / 2) : left / 2;
    RunPair pair;
    pair.old_run = interp::run_program(*old_v.module, *old_v.program, o);
    neutral_paths(pair.old_run, old_v);
    pair.input.args = args_of(pair.old_run);
    pair.input.values = shared_answers(pair.old_run, {});

    // The new version reads the same variables: a renamed parameter is
    // given its old name's value.
    solver::Model new_inputs = inputs;
    for (size_t i = 0; i < old_v.params.size() && i < new_v.params.size(); ++i)
      if (auto it = inputs.find("arg:" + old_v.params[i]); it != inputs.end())
        new_inputs["arg:" + new_v.params[i]] = it->second;
    solver::ConcolicTracker new_t(pool, new_inputs, topts);
    interp::RunOptions n = options_for(new_v, budget.symbolic_steps, false);
    n.stdin_data = start.stdin_text;
    n.symbolic = &new_t;
    n.entry_args = renamed(pair.input.args, old_v, new_v);
    n.oracle_overrides = shared_answers(pair.old_run, o.oracle_overrides);
    n.timeout_seconds = o.timeout_seconds;
    pair.new_run = interp::run_program(*new_v.module, *new_v.program, n);
    neutral_paths(pair.new_run, new_v);
    ++out.runs;

    // The stdin both were given: the longer of what each read.
    std::string old_in = old_t.read_stdin() ? old_t.stdin_text() : start.stdin_text;
    std::string new_in = new_t.read_stdin() ? new_t.stdin_text() : start.stdin_text;
    pair.input.stdin_text = new_in.size() > old_in.size() ? new_in : old_in;

    std::vector<solver::PathStep> path = old_t.path();
    for (solver::PathStep s : new_t.path()) {
      if (s.decision >= 0) s.decision += offset;
      path.push_back(s);
    }
    solver::Model used = old_t.used();
    used.insert(new_t.used().begin(), new_t.used().end());
    std::map<std::string, solver::ExprId> domains = old_t.domains();
    domains.insert(new_t.domains().begin(), new_t.domains().end());
    out.old_side.paths.insert(path_hash(old_t.path()));
    out.new_side.paths.insert(path_hash(new_t.path()));
    out.old_side.branches.insert(pair.old_run.branches.begin(), pair.old_run.branches.end());
    out.new_side.branches.insert(pair.new_run.branches.begin(), pair.new_run.branches.end());
    branches.insert(pair.old_run.branches.begin(), pair.old_run.branches.end());
    for (uint32_t b : pair.new_run.branches) branches.insert(b + 2 * offset);

    // A run stopped at the symbolic step limit is run again in full,
    // without the tracker (the pair's path stays the symbolic runs').
    if (!old_v.base.max_steps && !new_v.base.max_steps &&
        (pair.old_run.status == "step_limit" || pair.new_run.status == "step_limit")) {
      RunPair full = run_pair(old_v, new_v, pair.input, budget.run_steps);
      pair.old_run = std::move(full.old_run);
      pair.new_run = std::move(full.new_run);
    }

    // A pinned value, or an argument or answer the tracker did not make
    // symbolic, leaves paths the search cannot see.
    for (const solver::PathStep& s : path)
      if (s.kind == solver::PathStep::Kind::Pin) out.complete = false;
    for (const auto& [name, expr] : pair.old_run.entry_args)
      if (!used.count("arg:" + name)) out.complete = false;
    for (const auto& [key, expr] : pair.input.values)
      if (!used.count("value:" + key)) out.complete = false;

    // The same parameters read the same variables: the pair's paths can be
    // queried together for returns that differ (a few times per search).
    std::optional<solver::Model> differ;
    if (old_v.params == new_v.params && out.relational_queries < kRelationalQueries &&
        !differ_exprs(pool, pair).empty()) {
      ++out.relational_queries;
      differ = observations_differ(pool, loop.z3, assumptions, path, domains, pair);
    }
    bool fresh = loop.search.add_run(path, used, domains);
    if (fresh || out.pairs.empty() || relational) {
      out.pairs.push_back(std::move(pair));
      if (enough(out.pairs.back())) {
        out.stopped = true;
        break;
      }
    }
    relational = false;
    if (out.runs >= budget.max_runs) break;
    if (differ) {
      for (const auto& [name, value] : *differ) inputs[name] = value;
      ++out.relational_found;
      relational = true;
      continue;
    }
    if (!loop.advance(branches)) {
      out.exhausted = loop.exhausted;
      out.clock_bound = !loop.exhausted && !loop.search.out_of_solver_calls();
      break;
    }
  }
  out.stats = loop.search.stats();
  return out;
}

} // namespace hyexec::cli
