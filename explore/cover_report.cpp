#include "explore/cover_report.h"

#include "explore/behaviour_compare.h"
#include "explore/raise_lines.h"

#include <algorithm>

namespace hyexec::cli {

namespace {

/// The innermost function or method whose body holds `line`, or null.
const cfg::CodeUnit* enclosing_function(const cfg::Program& p, uint32_t line) {
  const cfg::CodeUnit* best = nullptr;
  for (const auto& u : p.units) {
    if (u->kind != cfg::CodeUnit::Kind::Function || !u->node) continue;
    const ast::Span& s = u->node->span;
    if (line > s.line && line <= s.end_line && (!best || s.line > best->node->span.line))
      best = u.get();
  }
  return best;
}

/// The lines of `unit` (a function) or, with null, of the module outside every function.
bool in_unit(const cfg::Program& p, uint32_t line, const cfg::CodeUnit* unit) {
  return enclosing_function(p, line) == unit;
}

/// The step count a stopped run was stopped at: the run stops on the step
/// past the limit, which it did not make.
int64_t steps_made(const interp::RunResult& r) {
  return r.steps > 0 ? r.steps - 1 : 0;
}

Uncovered explained(uint32_t line, const std::string& reason, const std::string& detail) {
  std::string why;
  if (reason == "raises")
    why = "it raises " + (detail.empty() ? std::string("an exception") : detail) +
          " in the runs that reach it (a line that raises does not count as covered)";
  else if (reason == "unsupported")
    why = "hyexec cannot run this yet (" + detail + ")";
  else if (reason == "not_called")
    why = "no run called " + detail + ", whose body it is in";
  else if (reason == "unfinished")
    why = "a run that went this way did not finish in " + detail +
          " (possible infinite loop before this line)";
  else if (reason == "search_stopped")
    why = "the search stopped (time or run budget, or a question the solver could not decide) "
          "before trying every path (a larger --timeout may reach it)";
  else if (reason == "needs_other_values")
    why = "it needs other values for what the snippet does not define than the ones tried";
  else
    why = "no input reaches it: every path was explored";
  return {line, reason, detail, why};
}

} // namespace

std::vector<Uncovered> uncovered_lines(const cfg::Program& program,
                                       const std::set<uint32_t>& covered,
                                       const std::vector<CoverRun>& runs, const SearchEnd& end) {
  std::vector<Uncovered> out;
  // Raise-only lines a run got to (their raise caught, or re-raising an
  // exception whose traceback names another line): they raise, whatever
  // the runs' errors say.
  std::set<uint32_t> branches, raised_on;
  for (const CoverRun& r : runs) {
    branches.insert(r.result.branches.begin(), r.result.branches.end());
    if (r.result.error) raised_on.insert(r.result.error->line);
  }
  for (const auto& [line, type] : end.raised) raised_on.insert(line);
  std::map<uint32_t, std::string> raise_reached;
  for (const RaiseLine& r : raise_lines(program))
    if (reached(r, covered, branches, raised_on)) raise_reached[r.line] = r.what;
  for (uint32_t line : program.statement_lines) {
    if (covered.count(line)) continue;
    auto say = [&](const std::string& reason, const std::string& detail = "") {
      out.push_back(explained(line, reason, detail));
    };
    const CoverRun* raised = nullptr;
    for (const CoverRun& r : runs)
      if (r.result.error && r.result.error->line == line && !raised) raised = &r;
    if (raised) {
      const interp::RunResult& r = raised->result;
      say(r.status == "unsupported" ? "unsupported" : "raises",
          r.status == "unsupported" ? r.error->message : r.error->type);
      continue;
    }
    if (auto it = end.raised.find(line); it != end.raised.end()) {
      say("raises", it->second);
      continue;
    }
    if (auto it = raise_reached.find(line); it != raise_reached.end()) {
      say("raises", it->second);
      continue;
    }
    const CoverRun* unsupported = nullptr;
    for (const CoverRun& r : runs)
      if (r.result.status == "unsupported" && r.result.error) unsupported = &r;
    if (unsupported) {
      say("unsupported", unsupported->result.error->message);
      continue;
    }
    // A function no run entered (its def line ran, its body did not).
    const cfg::CodeUnit* f = enclosing_function(program, line);
    bool entered = false;
    if (f)
      for (uint32_t l : covered)
        if (l > f->node->span.line && l <= f->node->span.end_line) entered = true;
    if (f && !entered) {
      say("not_called", f->name);
      continue;
    }
    // A run that was in this line's function (or module body) and never
    // ended: a loop that does not stop may be what keeps the line unreached.
    const CoverRun* stopped = nullptr;
    for (const CoverRun& r : runs)
      if (unfinished(r.result) && !stopped)
        for (uint32_t l : r.result.lines)
          if (in_unit(program, l, f)) stopped = &r;
    if (stopped) {
      const interp::RunResult& r = stopped->result;
      say("unfinished",
          r.status == "timeout" ? "its time limit" : std::to_string(steps_made(r)) + " steps");
      continue;
    }
    say(!end.exhausted ? "search_stopped" : end.oracle_used ? "needs_other_values" : "unreachable");
  }
  return out;
}

std::string unfinished_note(const interp::RunResult& r) {
  if (r.status == "step_limit")
    return "did not finish in " + std::to_string(steps_made(r)) + " steps: possible infinite loop";
  if (r.status == "timeout") return "did not finish in its time limit: possible infinite loop";
  return "";
}

const char* const kCoverLegend =
    "(runs: executions made; paths: executions that took a path not seen before, found by the "
    "solver; solver calls: questions to Z3, 'infeasible' ones have no answer, 'undecided' ones Z3 "
    "could not settle in time; divergent runs: "
    "runs that left the path the solver planned)";

std::vector<std::string> uncovered_branches(const cfg::Program& program,
                                            const std::set<uint32_t>& taken) {
  std::vector<std::string> out;
  for (size_t d = 0; d < program.decisions.size(); ++d)
    for (int side = 0; side < 2; ++side)
      if (!taken.count(static_cast<uint32_t>(2 * d + side)))
        out.push_back("line " + std::to_string(program.decisions[d].line) + ": " +
                      cfg::name(program.decisions[d].kind) + (side ? " false" : " true"));
  return out;
}

} // namespace hyexec::cli
