#include "explore/cover_target.h"

namespace hyexec::cli {

bool parse_target(const std::string& spec, CoverTarget* target, std::string* error) {
  size_t colon = spec.find(':');
  std::string line = spec.substr(0, colon),
              outcome = colon == std::string::npos ? "" : spec.substr(colon + 1);
  bool digits =
      !line.empty() && line.size() < 9 && line.find_first_not_of("0123456789") == std::string::npos;
  if (!digits || std::stoul(line) == 0 ||
      (colon != std::string::npos && outcome != "true" && outcome != "false")) {
    *error = "--target expects LINE, LINE:true or LINE:false, not '" + spec + "'";
    return false;
  }
  target->line = static_cast<uint32_t>(std::stoul(line));
  target->outcome = outcome.empty() ? -1 : outcome == "true" ? 1 : 0;
  return true;
}

std::string target_text(const CoverTarget& t) {
  std::string s = std::to_string(t.line);
  if (t.outcome >= 0) s += t.outcome ? ":true" : ":false";
  return s;
}

bool target_reached(const CoverTarget& t, const cfg::Program& program, const interp::RunResult& r,
                    const std::vector<solver::PathStep>* path) {
  if (!t.line) return false;
  bool covered = r.lines.count(t.line) > 0;
  if (t.outcome < 0) return covered;
  bool want = t.outcome == 1;
  // An assert: passing is its true outcome, failing its false one (whatever
  // the checks made on its line on the way, an element compared equal).
  bool failed_assert = r.error && r.error->type == "AssertionError" && r.error->line == t.line;
  if (want && failed_assert) return false;
  for (size_t d = 0; d < program.decisions.size(); ++d)
    if (program.decisions[d].line == t.line &&
        r.branches.count(static_cast<uint32_t>(2 * d + (want ? 0 : 1))))
      return true;
  if (path)
    for (const solver::PathStep& s : *path)
      if (s.line == t.line && s.outcome == want &&
          (s.kind == solver::PathStep::Kind::Branch || s.kind == solver::PathStep::Kind::Hidden))
        return true;
  return want ? covered : failed_assert;
}

} // namespace hyexec::cli
