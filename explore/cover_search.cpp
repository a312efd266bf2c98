#include "explore/cover_search.h"

#include <algorithm>
#include <chrono>
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
  if (r.status == "error" && r.error && !r.error->certain)
    for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
      if (guessed(*it) && it->line == r.error->line) out.push_back(it->key);
  for (auto it = r.oracle_values.rbegin(); it != r.oracle_values.rend(); ++it)
    if (guessed(*it) && it->decision) out.push_back(it->key);
  for (const auto& v : r.oracle_values)
    if (guessed(v) && !v.decision) out.push_back(v.key);
  return out;
}

} // namespace

std::vector<std::string> uncalled_units(const cfg::Program& program,
                                        const std::set<uint32_t>& covered) {
  std::set<std::string> classes; // top-level classes: their methods can be called
  for (const auto& u : program.units)
    if (u->kind == cfg::CodeUnit::Kind::Class && u->name.find('.') == std::string::npos)
      classes.insert(u->name);
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
    for (auto it = first; it != program.statement_lines.end() && *it <= span.end_line; ++it)
      if (!covered.count(*it)) {
        found.push_back({span.line, u->name});
        break;
      }
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (auto& f : found) out.push_back(f.second);
  return out;
}

CoverOutcome search_answers(const ast::Module& module, const cfg::Program& program,
                            const interp::RunOptions& base, oracle::Oracle* oracle,
                            const CoverBudget& budget, const std::set<uint32_t>& covered) {
  auto start = Clock::now();
  CoverOutcome out;
  out.covered = covered;
  auto seconds_left = [&] {
    return budget.seconds - std::chrono::duration<double>(Clock::now() - start).count();
  };
  // Runs `options` and keeps the run when it reaches new lines (or is the
  // first); returns it, and whether it was kept.
  interp::RunResult unkept;
  auto run = [&](const interp::RunOptions& given) -> std::pair<const interp::RunResult*, bool> {
    interp::RunOptions options = given;
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
    // The first run is kept, unless the caller's runs reached lines already.
    if (!adds && (!out.kept.empty() || !covered.empty())) {
      unkept = std::move(r);
      return {&unkept, false};
    }
    out.kept.push_back({std::move(r), options.entry, options.stdin_data});
    return {&out.kept.back().result, true};
  };
  // Climbs from a first run of `options` until `max_runs` runs were made.
  std::set<std::pair<std::string, size_t>> tried;
  auto climb = [&](const interp::RunOptions& options, int max_runs) {
    // A first run that reached nothing new still guides the changes.
    interp::RunResult first_unkept;
    auto [current, kept] = run(options);
    if (!kept) current = &(first_unkept = std::move(unkept));
    while (oracle && out.runs < max_runs && seconds_left() > 0.05 &&
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
      auto [r, better] = run(options);
      if (better)
        current = r;
      else
        oracle->select(key, before);
    }
  };

  interp::RunOptions options = base;
  options.oracle = oracle;
  climb(options, budget.max_runs / 2);
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
  std::vector<std::string> entries = uncalled_units(program, out.covered);
  for (size_t i = 0; i < entries.size() && seconds_left() > 0.05; ++i) {
    // The runs left, shared by the entries left.
    int share = (budget.max_runs - out.runs) / static_cast<int>(entries.size() - i);
    if (share < 1) break;
    options.entry = entries[i];
    climb(options, out.runs + share);
  }
  return out;
}

} // namespace hyexec::cli
