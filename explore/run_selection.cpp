#include "explore/run_selection.h"

#include "explore/behaviour_compare.h"

#include <algorithm>
#include <set>
#include <string>

namespace hyexec::cli {

namespace {

/// What one run reaches, as comparable items: "l<line>", "b<outcome>", "e<type>:<line>", "ok".
std::set<std::string> reached(const CoverRun& run, const cfg::Program& program) {
  std::set<std::string> items;
  const interp::RunResult& r = run.result;
  for (uint32_t line : r.lines)
    if (std::binary_search(program.statement_lines.begin(), program.statement_lines.end(), line))
      items.insert("l" + std::to_string(line));
  for (uint32_t b : r.branches) items.insert("b" + std::to_string(b));
  if (r.error) items.insert("e" + r.error->type + ":" + std::to_string(r.error->line));
  // A run that ended normally: where every other run failed, it is the one
  // that reached an `exit(v)` ending the snippet (a line no run covers).
  if (r.status == "ok") items.insert("ok");
  // A run that never ended is a finding of its own (a loop that may not
  // stop): one is kept for each set of lines such runs reached.
  if (unfinished(r)) {
    std::string where = "s";
    for (uint32_t line : r.lines) where += " " + std::to_string(line);
    items.insert(where);
  }
  return items;
}

size_t input_size(const CoverRun& run) {
  size_t n = run.stdin_text.size();
  for (const auto& [name, expr] : run.result.entry_args) n += name.size() + expr.size();
  for (const auto& v : run.result.oracle_values) n += v.key.size() + v.expr.size();
  return n;
}

} // namespace

std::vector<size_t> minimal_runs(const std::vector<CoverRun>& runs, const cfg::Program& program) {
  std::vector<std::set<std::string>> items;
  for (const CoverRun& r : runs) {
    items.push_back(reached(r, program));
    // What a realizable run reaches counts twice: as reached, and as reached
    // for real, so a run resting on a stand-in never hides a real one.
    if (realizable(r.result))
      for (const std::string& it : std::set<std::string>(items.back()))
        items.back().insert("R" + it);
  }
  std::set<std::string> left;
  for (const auto& s : items) left.insert(s.begin(), s.end());
  std::vector<size_t> chosen;
  // The program as it is (the first run, with no entry called) comes first:
  // what a snippet does by itself is the baseline the others are read against.
  if (!runs.empty() && runs[0].entry.empty()) {
    chosen.push_back(0);
    for (const std::string& it : items[0]) left.erase(it);
  }
  while (!left.empty()) {
    size_t best = runs.size(), best_gain = 0;
    for (size_t i = 0; i < runs.size(); ++i) {
      size_t gain = 0;
      for (const std::string& it : items[i]) gain += left.count(it);
      if (gain > best_gain ||
          (gain == best_gain && gain > 0 && input_size(runs[i]) < input_size(runs[best]))) {
        best = i;
        best_gain = gain;
      }
    }
    if (best == runs.size()) break;
    chosen.push_back(best);
    for (const std::string& it : items[best]) left.erase(it);
  }
  if (chosen.empty() && !runs.empty()) chosen.push_back(0); // a run that reached nothing
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

} // namespace hyexec::cli
