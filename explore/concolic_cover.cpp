#include "explore/concolic_cover.h"

#include "explore/raise_lines.h"
#include "explore/search_loop.h"
#include "interp/run_exit.h"
#include "interp/run_interrupt.h"
#include "interp/strings.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iostream>
#include <memory>

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

namespace {

/// Where the index of `key` opens when it names an item of a sequence
/// input (`nums[2]`, `t(0)`: an identifier, then a bracketed index), else npos.
size_t item_of_sequence(const std::string& key) {
  size_t open = key.find_first_of("[(");
  if (open == std::string::npos || open == 0 || key.size() < open + 3) return std::string::npos;
  char close = key[open] == '[' ? ']' : ')';
  std::string index = key.substr(open + 1, key.size() - open - 2);
  bool identifier = std::all_of(key.begin(), key.begin() + static_cast<long>(open), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  bool digits = (index.find_first_not_of("0123456789") == std::string::npos && index.size() < 6) ||
                index == "len";
  return identifier && digits && key.back() == close ? open : std::string::npos;
}

} // namespace

/// The variables of an assignment named `prefix`KEY, as Python literals by
/// KEY (the entry's --args, the oracle's answers), over `given`. The items
/// of a list or tuple input (`KEY[i]`, `KEY(i)`) and its length (`KEY[len]`)
/// make its literal: an item the solver did not name (the length grew)
/// repeats the one before it.
std::map<std::string, std::string> literals(const solver::Model& m, const solver::ExprPool& pool,
                                            const std::string& prefix,
                                            std::map<std::string, std::string> given) {
  struct Sequence {
    bool tuple = false;
    long length = -1; ///< -1: not an input (the items' count)
    std::map<size_t, std::string> items;
  };
  std::map<std::string, Sequence> sequences;
  for (const auto& [name, value] : m) {
    if (name.rfind(prefix, 0) != 0) continue;
    solver::Sort sort;
    if (!pool.var_sort(name, &sort)) continue;
    std::string key = name.substr(prefix.size());
    std::string literal = sort == solver::Sort::Str ? interp::str_repr(value) : value;
    if (size_t open = item_of_sequence(key); open != std::string::npos) {
      auto& seq = sequences[key.substr(0, open)];
      seq.tuple = key[open] == '(';
      std::string index = key.substr(open + 1, key.size() - open - 2);
      if (index == "len")
        seq.length = std::max(0L, std::stol(value));
      else
        seq.items[std::stoul(index)] = literal;
      continue;
    }
    given[key] = literal;
  }
  for (const auto& [key, seq] : sequences) {
    std::string text;
    size_t n = 0;
    if (seq.length < 0) {
      for (const auto& [index, literal] : seq.items) {
        if (index != n) break; // an item missing: not a whole sequence
        text += (n++ ? ", " : "") + literal;
      }
      if (n != seq.items.size()) continue;
    } else {
      std::string last = seq.items.empty() ? "0" : seq.items.begin()->second;
      for (; n < static_cast<size_t>(seq.length); ++n) {
        if (auto it = seq.items.find(n); it != seq.items.end()) last = it->second;
        text += (n ? ", " : "") + last;
      }
    }
    given[key] = seq.tuple ? "(" + text + (n == 1 ? ",)" : ")") : "[" + text + "]";
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
  solver::Model& inputs = loop.inputs;
  search.set_target(budget.target.line, budget.target.outcome);
  std::set<uint32_t> branches, lines, raised_on;
  const std::vector<RaiseLine> raises = raise_lines(program);
  std::set<std::string> reached; // lines, branch outcomes and errors, for the plateau
  int stale = 0;
  solver::TrackerOptions topts;
  bool debug = std::getenv("HYEXEC_DEBUG_PATHS") != nullptr;
  // Multi-start: the entry's arguments the oracle offers besides its first
  // guess (the program's constants and their transformations), each a new
  // start of the search once the current one stops finding anything: a
  // constant of the right length lets the solver fix its characters where
  // flipping a loop bound one run at a time would not get there.
  const solver::Model first_inputs = inputs;
  std::vector<std::string> arg_keys;
  std::vector<std::vector<size_t>> starts;
  size_t next_start = 0;
  int start_stale = 0;
  for (;;) {
    auto owned = std::make_unique<solver::ConcolicTracker>(pool, inputs, topts);
    solver::ConcolicTracker& tracker = *owned;
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
    uint32_t exit_line = interp::last_exit_line();
    // A run stuck in a native operation was abandoned: no run can follow,
    // and its thread may still tell the tracker what it computes. It is
    // reported (a run that did not finish) with the stdin it had read.
    if (interp::run_abandoned()) {
      ++out.runs;
      out.paths.push_back({std::move(r), base.entry,
                           tracker.read_stdin() ? tracker.stdin_text() : base.stdin_data, 0});
      (void)owned.release();
      break;
    }
    // A run the search's own end cut short would have gone on: no finding,
    // and the search is over (the first run is kept: all there is).
    bool cut_short = base.timeout_seconds <= 0 || left < base.timeout_seconds;
    if (r.status == "timeout" && cut_short && !out.paths.empty()) break;
    ++out.runs;
    branches.insert(r.branches.begin(), r.branches.end());
    bool novel = false;
    for (uint32_t line : r.lines) novel |= reached.insert("l" + std::to_string(line)).second;
    for (uint32_t b : r.branches) novel |= reached.insert("b" + std::to_string(b)).second;
    if (r.error)
      novel |= reached.insert("e" + r.error->type + std::to_string(r.error->line)).second;
    stale = novel ? 0 : stale + 1;
    start_stale = novel ? 0 : start_stale + 1;
    if (out.runs == 1 && oracle) {
      std::vector<size_t> counts;
      for (const interp::OracleRecord& v : r.oracle_values)
        if (v.argument && oracle->variants(v.key) > 1) {
          arg_keys.push_back(v.key);
          counts.push_back(oracle->variants(v.key));
        }
      starts = picks_by_index_sum(counts, static_cast<size_t>(budget.max_runs));
    }
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
    if (r.error) raised_on.insert(r.error->line);
    // A line where SystemExit ended the run never completes: reached.
    if (exit_line && std::binary_search(program.statement_lines.begin(),
                                        program.statement_lines.end(), exit_line))
      lines.insert(exit_line);
    bool full =
        lines_reached(raises, lines, branches, raised_on) == program.statement_lines.size() &&
        branches.size() == 2 * program.decisions.size() && !search.unsettled_checks();
    if (full && !out.full_at_run) {
      out.full_at_run = out.runs;
      out.full_at_seconds = loop.seconds_spent();
    }
    bool hit = out.target_path < 0 && target_reached(budget.target, program, r, &tracker.path());
    if (fresh || out.paths.empty() || hit)
      out.paths.push_back({std::move(r), base.entry,
                           tracker.read_stdin() ? tracker.stdin_text() : base.stdin_data,
                           exit_line});
    if (hit) {
      out.target_path = static_cast<int>(out.paths.size()) - 1;
      break;
    }
    // Nothing is left to reach (--all-paths goes on for the paths).
    if (out.full_at_run && budget.plateau) break;
    // Restarts take at most half the budget: the climb over the oracle's
    // answers after this search tries the other candidates concretely, faster.
    bool more_starts = next_start < starts.size() && loop.seconds_left() > budget.seconds / 2;
    if (budget.plateau && stale >= budget.plateau && !more_starts) {
      out.plateaued = true;
      break;
    }
    if (out.runs >= budget.max_runs) break;
    bool advanced = (!more_starts || start_stale < budget.start_plateau) && loop.advance(branches);
    if (!advanced && more_starts) {
      const std::vector<size_t>& pick = starts[next_start++];
      for (size_t i = 0; i < arg_keys.size(); ++i) oracle->select(arg_keys[i], pick[i]);
      inputs = first_inputs;
      start_stale = 0;
      search.new_start();
      continue;
    }
    if (!advanced) {
      out.exhausted = loop.exhausted;
      break;
    }
  }
  for (const std::string& k : arg_keys) oracle->select(k, 0);
  out.stats = search.stats();
  return out;
}

} // namespace hyexec::cli
