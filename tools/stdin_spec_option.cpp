#include "tools/stdin_spec_option.h"

#include "oracle/spec_reader.h"
#include "solver/stdin_spec.h"
#include "solver/tracker.h"
#include "tools/oracle_choice.h"

#include <iostream>

namespace hyexec::cli {

std::vector<solver::ExprId> stdin_spec_assumptions(const Options& o, solver::ExprPool& pool) {
  if (!o.values.count("stdin-spec")) return {};
  std::string description = read_file(o.value("stdin-spec"));
  solver::StdinSpec spec = solver::parse_stdin_spec(description);
  if (!spec.problems.empty())
    if (std::unique_ptr<oracle::LlmClient> llm = configured_llm(o))
      if (std::optional<std::string> plain = oracle::rewrite_input_description(*llm, description)) {
        // Beyond the parser: the LLM's rewriting in the notation it reads.
        solver::StdinSpec reread = solver::parse_stdin_spec(*plain);
        if (reread.problems.size() < spec.problems.size()) {
          std::cerr << "hyexec: --stdin-spec: read through the LLM\n";
          spec = std::move(reread);
        }
      }
  for (const std::string& p : spec.problems) std::cerr << "hyexec: --stdin-spec: " << p << "\n";
  if (spec.lines.empty())
    throw CommandError{"--stdin-spec: no input format found in " + o.value("stdin-spec")};
  solver::TrackerOptions t;
  return solver::spec_constraints(spec, pool, t.max_tokens, t.max_lines);
}

} // namespace hyexec::cli
