#include "explore/cover_search.h"

#include "explore/behaviour_compare.h"
#include "explore/plain_objects.h"
#include "explore/raise_lines.h"
#include "interp/run_exit.h"
#include "interp/run_interrupt.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <functional>
#include <map>

namespace hyexec::cli {

namespace {

using Clock = std::chrono::steady_clock;

/// The keys to vary after `r`, most promising first: after an error that
/// depends on the oracle, the answers given on the error's line, latest
/// first; then the truth values branches depended on, latest first (the
/// branch nearest the end of the run leads to the code it did not reach);
/// then the other answers in the order they were asked.
std::vector<std::string> keys_to_vary(const interp::RunResult& r) {
  std::vector<std::string> out;
  auto guessed = [](const interp::OracleRecord& v) { return !v.expr.empty() && !v.certain; };
  // A run hyexec's own library ended `unsupported` (the small pandas or
  // numpy lacks what the code uses): that library's answers first, whose
  // next candidate is a stand-in for the module.
  if (r.status == "unsupported" && r.error) {
    // ("pandas: Series.where", "pandas.eval": the small pandas' answers.)
    const std::string& what = r.error->message;
    std::string own = "__import__('_" + what.substr(0, what.find_first_of(".: ")) + "')";
    for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
      if (guessed(*it) && it->expr.rfind(own, 0) == 0) out.push_back(it->key);
  }
  if (r.status == "error" && r.error && !r.error->certain)
    for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
      if (guessed(*it) && it->line == r.error->line) out.push_back(it->key);
  for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
    if (guessed(*it) && it->decision) out.push_back(it->key);
  for (const auto& v : r.oracle_values)
    if (guessed(v) && !v.decision) out.push_back(v.key);
  return out;
}

/// The line of the `def` of entry `entry` (`f`, `C.m`, `f@16`), or 0.
uint32_t def_line(const cfg::Program& program, const std::string& entry) {
  size_t at = entry.find('@');
  if (at != std::string::npos) return static_cast<uint32_t>(std::stoul(entry.substr(at + 1)));
  uint32_t line = 0; // the last def of a name is the one it holds
  for (const auto& u : program.units)
    if (u->kind == cfg::CodeUnit::Kind::Function && u->name == entry) line = u->line;
  return line;
}

} // namespace

std::vector<std::vector<size_t>> picks_by_index_sum(const std::vector<size_t>& counts,
                                                    size_t limit) {
  std::vector<std::vector<size_t>> out;
  if (counts.empty()) return out;
  std::vector<size_t> pick(counts.size());
  // Every pick with indices summing to `left` from slot `k` on.
  std::function<void(size_t, size_t)> each = [&](size_t k, size_t left) {
    if (out.size() >= limit) return;
    if (k + 1 == counts.size()) {
      if (left >= counts[k]) return;
      pick[k] = left;
      out.push_back(pick);
      return;
    }
    for (size_t i = 0; i <= left && i < counts[k]; ++i) {
      pick[k] = i;
      each(k + 1, left - i);
    }
  };
  size_t most = 0;
  for (size_t c : counts) most += c - 1;
  for (size_t sum = 1; sum <= most && out.size() < limit; ++sum) each(0, sum);
  return out;
}

bool real_value_expr(const std::string& expr) {
  return expr.find("Mock(") == std::string::npos && expr.find("mock_") == std::string::npos &&
         expr.find("identity_decorator") == std::string::npos && expr.rfind("raise ", 0) != 0;
}

bool realizable(const interp::RunResult& r) {
  std::set<std::string> objects; // computed when first needed
  bool objects_known = false;
  auto plain = [&](const std::string& key) {
    if (!objects_known) objects = plain_objects(r);
    objects_known = true;
    return objects.count(key) > 0;
  };
  for (const interp::OracleRecord& v : r.oracle_values) {
    if (v.hint == kStandInUse) return false;
    if (v.certain || v.expr.empty()) continue;
    bool own_library = v.expr.rfind("__import__('_", 0) == 0;
    // An argument or a name the snippet never defines, given a real value,
    // is an input: assigned before the snippet, CPython runs the same.
    bool input = v.argument || v.ask == oracle::Ask::Name;
    if (own_library || (input && real_value_expr(v.expr))) continue;
    // A stand-in a plain object reproduces, a real attribute of one, its truth.
    if (plain(v.key)) continue;
    size_t dot = v.key.rfind('.');
    // (A dunder is the object's class's in CPython, not the answer.)
    if (v.ask == oracle::Ask::Attribute && dot != std::string::npos &&
        v.key.compare(dot + 1, 2, "__") != 0 && real_value_expr(v.expr) &&
        plain(v.key.substr(0, dot)))
      continue;
    if (v.ask == oracle::Ask::Value && v.expr == "True" && v.key.rfind("bool(", 0) == 0 &&
        plain(v.key.substr(5, v.key.size() - 6)))
      continue;
    return false;
  }
  return true;
}

std::vector<std::string> uncalled_units(const cfg::Program& program,
                                        const std::set<uint32_t>& covered) {
  std::set<std::string> classes; // top-level classes: their methods can be called
  for (const auto& u : program.units)
    if (u->kind == cfg::CodeUnit::Kind::Class && u->name.find('.') == std::string::npos)
      classes.insert(u->name);
  // A raise-only line never completes: in a body some run entered, it is
  // no line left to cover by calling the function.
  std::set<uint32_t> raise_only;
  for (const RaiseLine& r : raise_lines(program)) raise_only.insert(r.line);
  std::vector<std::pair<uint32_t, std::string>> found;
  for (const auto& u : program.units) {
    if (u->kind != cfg::CodeUnit::Kind::Function || !u->node) continue;
    size_t dot = u->name.find('.');
    bool top = dot == std::string::npos;
    bool method = !top && u->name.find('.', dot + 1) == std::string::npos &&
                  classes.count(u->name.substr(0, dot));
    if (!top && !method) continue;
    const ast::Span& span = u->node->span;
    auto first =
        std::upper_bound(program.statement_lines.begin(), program.statement_lines.end(), span.line);
    bool entered = false;
    std::vector<uint32_t> left;
    for (auto it = first; it != program.statement_lines.end() && *it <= span.end_line; ++it) {
      entered |= covered.count(*it) > 0;
      if (!covered.count(*it)) left.push_back(*it);
    }
    if (std::any_of(left.begin(), left.end(),
                    [&](uint32_t l) { return !entered || !raise_only.count(l); }))
      found.push_back({span.line, u->name});
  }
  std::sort(found.begin(), found.end());
  // A function defined more than once: each def by its line (`add@16`),
  // the name calling only the last.
  std::map<std::string, int> defs;
  for (const auto& u : program.units)
    if (u->kind == cfg::CodeUnit::Kind::Function && u->node) ++defs[u->name];
  std::vector<std::string> out;
  for (auto& [line, name] : found)
    out.push_back(defs[name] > 1 && name.find('.') == std::string::npos
                      ? name + "@" + std::to_string(line)
                      : name);
  return out;
}

CoverOutcome search_answers(const ast::Module& module, const cfg::Program& program,
                            const interp::RunOptions& base, oracle::Oracle* oracle,
                            const CoverBudget& budget, const std::set<uint32_t>& covered) {
  auto start = Clock::now();
  CoverOutcome out;
  out.covered = out.covered_real = covered;
  // None once a run was abandoned (interp/run_interrupt.h): no run can follow.
  auto seconds_left = [&] {
    if (interp::run_abandoned()) return 0.0;
    return budget.seconds - std::chrono::duration<double>(Clock::now() - start).count();
  };
  // Runs `options` and keeps the run when it reaches new lines or branch
  // outcomes (or is the first): a branch into an `exit()` or `raise` adds
  // no line, yet it is code reached; returns the run, and whether it was kept.
  interp::RunResult unkept;
  std::set<uint32_t> branches, raised_on, exited_on;
  const std::vector<RaiseLine> raises = raise_lines(program);
  // Every statement line reached: covered, a raise-only line a run got to,
  // or a line where SystemExit ended a run (`exit(v)` never completes).
  auto all_reached = [&](const std::set<uint32_t>& covered) {
    std::set<uint32_t> lines = covered;
    for (uint32_t l : exited_on)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), l))
        lines.insert(l);
    return lines_reached(raises, lines, branches, raised_on) >= program.statement_lines.size();
  };
  std::set<std::set<uint32_t>> unfinished_lines;
  bool ended_ok = false;
  auto run = [&](const interp::RunOptions& given) -> std::pair<const interp::RunResult*, bool> {
    interp::RunOptions options = given;
    // (At least a moment: a limit of 0 would be none.)
    double left = std::max(0.01, seconds_left());
    options.timeout_seconds = out.runs == 0 ? left * 0.9 : std::min(left, budget.seconds / 4);
    if (options.max_steps == 0)
      options.max_steps = out.runs == 0 ? budget.first_run_steps : budget.later_run_steps;
    interp::RunResult r = interp::run_program(module, program, options);
    uint32_t exit_line = interp::last_exit_line();
    if (exit_line) exited_on.insert(exit_line);
    ++out.runs;
    // A run the search's own end cut short would have gone on: not a run
    // that did not finish, nor one that reached anything.
    if (r.status == "timeout" && out.runs > 1 && left < budget.seconds / 4) {
      unkept = std::move(r);
      return {&unkept, false};
    }
    bool adds = false, real = realizable(r);
    for (uint32_t line : r.lines)
      if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(),
                             line)) {
        adds |= out.covered.insert(line).second;
        // What only a stand-in's invention reached is still to be reached for real.
        adds |= real && out.covered_real.insert(line).second;
      }
    for (uint32_t b : r.branches) adds |= branches.insert(b).second;
    // The first run that ends normally is kept: an `exit(v)` ending the
    // snippet covers no line, yet a run reaching it where the others failed
    // before is the one worth reporting.
    adds |= r.status == "ok" && !ended_ok;
    ended_ok |= r.status == "ok";
    if (r.status == "error" && r.error) {
      out.raised.emplace(r.error->line, r.error->type);
      raised_on.insert(r.error->line);
    }
    // The first run is kept, unless the caller's runs reached lines already.
    if (!adds && (!out.kept.empty() || !covered.empty())) {
      if (unfinished(r) && unfinished_lines.insert(r.lines).second)
        out.unfinished.push_back({r, options.entry, options.stdin_data, exit_line});
      unkept = std::move(r);
      return {&unkept, false};
    }
    out.kept.push_back({std::move(r), options.entry, options.stdin_data, exit_line});
    return {&out.kept.back().result, true};
  };
  // Searches the oracle's answers from a first run of `options` until
  // `max_runs` runs were made: a worklist of answer choices, as a concolic
  // search over the answers. Each run offers, for each key worth varying
  // (keys_to_vary), its other answers, the answers asked before that key kept
  // as the run had them and those asked after it back to their first: the
  // other truth value of a stand-in's test is tried under the choices that
  // led to the test, whichever run reached it. The choices of a run that
  // reached something new are tried first.
  using Choices = std::map<std::string, size_t>;
  std::set<std::pair<std::string, Choices>> tried; // by entry
  // The lines each kept run of the climb reached, with the choices it was
  // made under: an entry's climb starts from a run that defined it.
  std::vector<std::pair<std::set<uint32_t>, Choices>> kept_choices;
  auto climb = [&](const interp::RunOptions& options, int max_runs, double until = 0.05,
                   const Choices& start = {}) {
    if (!oracle) {
      run(options);
      return;
    }
    std::deque<Choices> work{start};
    Choices applied;
    while (!work.empty() && out.runs < max_runs && seconds_left() > until &&
           !all_reached(out.covered)) {
      Choices choices = std::move(work.front());
      work.pop_front();
      if (!tried.insert({options.entry, choices}).second && !choices.empty()) continue;
      for (const auto& [key, index] : applied)
        if (!choices.count(key)) oracle->select(key, 0);
      for (const auto& [key, index] : choices) oracle->select(key, index);
      applied = choices;
      auto [r, kept] = run(options);
      if (kept)
        kept_choices.push_back({std::set<uint32_t>(r->lines.begin(), r->lines.end()), choices});
      // The keys of the run in the order they were asked, for the prefixes.
      std::map<std::string, size_t> order;
      for (const interp::OracleRecord& v : r->oracle_values) order.emplace(v.key, order.size());
      std::vector<Choices> next;
      for (const std::string& key : keys_to_vary(*r)) {
        Choices prefix;
        for (const auto& [k, index] : choices)
          if (order.count(k) && order[k] < order[key]) prefix[k] = index;
        for (size_t i = 0; i < oracle->variants(key); ++i) {
          if (i == oracle->selected(key)) continue;
          Choices c = prefix;
          c[key] = i;
          if (!tried.count({options.entry, c})) next.push_back(std::move(c));
        }
      }
      if (kept)
        work.insert(work.begin(), next.begin(), next.end());
      else
        work.insert(work.end(), next.begin(), next.end());
    }
    for (const auto& [key, index] : applied) oracle->select(key, 0);
  };

  // The entry's arguments: combinations of the oracle's candidates for each
  // (its guesses, then the program's constants), in order of the sum of
  // their indices, so that the best guesses are tried together first.
  auto vary_arguments = [&](const interp::RunOptions& options) {
    auto [first, kept] = run(options);
    std::vector<std::string> keys;
    std::vector<size_t> counts;
    for (const interp::OracleRecord& v : first->oracle_values)
      if (v.argument && oracle->variants(v.key) > 1) {
        keys.push_back(v.key);
        counts.push_back(oracle->variants(v.key));
      }
    if (keys.empty()) return;
    double until = seconds_left() * (1 - budget.argument_share);
    int stale = 0, cap = out.runs + budget.argument_runs;
    for (const std::vector<size_t>& pick :
         picks_by_index_sum(counts, static_cast<size_t>(budget.argument_runs))) {
      for (size_t i = 0; i < keys.size(); ++i) oracle->select(keys[i], pick[i]);
      stale = run(options).second ? 0 : stale + 1;
      if (all_reached(out.covered_real) || out.runs >= cap || stale >= budget.argument_plateau ||
          seconds_left() <= until)
        break;
    }
    for (const std::string& k : keys) oracle->select(k, 0);
  };

  interp::RunOptions options = base;
  options.oracle = oracle;
  if (oracle && !base.entry.empty() && !all_reached(out.covered_real)) vary_arguments(options);
  // The module body's answers take at most half the time when there are
  // functions left to call.
  bool entries_left = base.entry.empty() && !uncalled_units(program, out.covered).empty();
  climb(options, out.runs + budget.max_runs / 2, entries_left ? seconds_left() / 2 : 0.05);
  // An oracle that learns (the LLM's prompts 2 and 3) hears of the error the
  // answers caused, or of the lines still unreached, and the climb resumes.
  for (int round = 0; oracle && round < 2 && seconds_left() > 0.05 && !out.kept.empty(); ++round) {
    const interp::RunResult& last = out.kept.back().result;
    oracle::Feedback f;
    if (last.status == "error" && last.error && !last.error->certain) {
      f.error = last.error->type + ": " + last.error->message;
      f.error_line = last.error->line;
    }
    for (uint32_t line : program.statement_lines)
      if (!out.covered.count(line)) f.uncovered.push_back(line);
    if ((f.error.empty() && f.uncovered.empty()) || !oracle->refine(f)) break;
    climb(options, out.runs + budget.max_runs / 4);
  }
  if (!base.entry.empty() || !oracle) return out;
  // The choices of the first kept run that executed the entry's `def`: with
  // the first answers the module body may raise before it, and then the
  // function does not exist to be called.
  auto defining_choices = [&](const std::string& entry) -> Choices {
    uint32_t line = def_line(program, entry);
    for (const auto& [lines, choices] : kept_choices)
      if (lines.count(line)) return choices;
    return {};
  };
  std::vector<std::string> entries = uncalled_units(program, out.covered);
  for (size_t i = 0; i < entries.size() && seconds_left() > 0.05; ++i) {
    // The runs and the seconds left, shared by the entries left.
    int share = (budget.max_runs - out.runs) / static_cast<int>(entries.size() - i);
    if (share < 1) break;
    options.entry = entries[i];
    double left = seconds_left();
    climb(options, out.runs + share, left - left / static_cast<double>(entries.size() - i),
          defining_choices(entries[i]));
  }
  return out;
}

} // namespace hyexec::cli
