#include "explore/cover_report.h"

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

} // namespace

std::vector<Uncovered> uncovered_lines(const cfg::Program& program,
                                       const std::set<uint32_t>& covered,
                                       const std::vector<CoverRun>& runs, const SearchEnd& end) {
  std::vector<Uncovered> out;
  for (uint32_t line : program.statement_lines) {
    if (covered.count(line)) continue;
    std::string reason;
    for (const CoverRun& r : runs) {
      const auto& e = r.result.error;
      if (!e || e->line != line) continue;
      reason =
          r.result.status == "unsupported" ? "unsupported: " + e->message : "raises " + e->type;
      break;
    }
    if (reason.empty())
      for (const CoverRun& r : runs)
        if (r.result.status == "unsupported" && r.result.error)
          reason = "unsupported: " + r.result.error->message;
    if (reason.empty()) {
      // A function no run entered (its def line ran, its body did not).
      const cfg::CodeUnit* f = enclosing_function(program, line);
      bool entered = false;
      if (f)
        for (uint32_t l : covered)
          if (l > f->node->span.line && l <= f->node->span.end_line) entered = true;
      if (f && !entered) reason = "not called: " + f->name;
    }
    if (reason.empty())
      reason = !end.exhausted ? "budget" : end.oracle_used ? "oracle" : "infeasible";
    out.push_back({line, reason});
  }
  return out;
}

std::string plain_reason(const std::string& reason) {
  auto after = [&](const char* prefix) { return reason.substr(std::string(prefix).size()); };
  if (reason.rfind("raises ", 0) == 0)
    return "it raises " + after("raises ") +
           " in the runs that reach it (a line that raises does not count as covered)";
  if (reason.rfind("unsupported: ", 0) == 0)
    return "hyexec cannot run this yet (" + after("unsupported: ") + ")";
  if (reason.rfind("not called: ", 0) == 0)
    return "no run called " + after("not called: ") + ", whose body it is in";
  if (reason == "budget")
    return "the search ran out of time before reaching it (try a larger --timeout)";
  if (reason == "oracle")
    return "it needs other values for what the snippet does not define than the ones tried";
  if (reason == "infeasible") return "no input reaches it: every path was explored";
  return reason;
}

const char* const kCoverLegend =
    "(runs: executions made; paths: executions that took a path not seen before, found by the "
    "solver; solver calls: questions to Z3, 'infeasible' ones have no answer; divergent runs: "
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
