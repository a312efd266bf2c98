#include "tools/stdin_spec_option.h"

#include "oracle/spec_reader.h"
#include "solver/stdin_spec.h"
#include "solver/tracker.h"
#include "tools/oracle_choice.h"

#include <functional>
#include <iostream>
#include <set>
#include <sstream>

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

namespace {

/// The value of the spec's variable `name` (`in:lines`, `in:K`, `in:K:n`,
/// `in:K:int`, `in:K:P`, `in:K:P:int`) in `lines`, or 0 when it has none.
solver::ExprId spec_value(const std::string& name, const std::vector<std::string>& lines,
                          solver::ExprPool& pool) {
  auto decimal = [](const std::string& t) {
    size_t sign = !t.empty() && t[0] == '-';
    return t.size() > sign && t.size() < 19 + sign &&
           t.find_first_not_of("0123456789", sign) == std::string::npos;
  };
  if (name == "in:lines") return pool.int_lit(static_cast<int64_t>(lines.size()));
  std::vector<std::string> parts;
  std::stringstream ss(name);
  for (std::string p; std::getline(ss, p, ':');) parts.push_back(p);
  if (parts.size() < 2 || parts[1].empty() ||
      parts[1].find_first_not_of("0123456789") != std::string::npos || parts[1].size() > 6)
    return 0;
  size_t k = std::stoul(parts[1]);
  if (k >= lines.size()) return 0;
  std::vector<std::string> tokens;
  std::stringstream ls(lines[k]);
  for (std::string t; ls >> t;) tokens.push_back(t);
  std::string line = lines[k];
  line.erase(0, line.find_first_not_of(" \t"));
  line.erase(line.find_last_not_of(" \t\r") + 1);
  if (parts.size() == 2) return pool.str_lit(lines[k]);
  if (parts[2] == "n" && parts.size() == 3)
    return pool.int_lit(static_cast<int64_t>(tokens.size()));
  if (parts[2] == "int" && parts.size() == 3) return decimal(line) ? pool.int_lit(line) : 0;
  if (parts[2].empty() || parts[2].find_first_not_of("0123456789") != std::string::npos ||
      parts[2].size() > 6)
    return 0;
  size_t pos = std::stoul(parts[2]);
  if (pos >= tokens.size()) return 0;
  if (parts.size() == 3) return pool.str_lit(tokens[pos]);
  if (parts.size() == 4 && parts[3] == "int")
    return decimal(tokens[pos]) ? pool.int_lit(tokens[pos]) : 0;
  return 0;
}

} // namespace

bool stdin_fits(const std::vector<solver::ExprId>& assumptions, const std::string& stdin,
                solver::ExprPool& pool, solver::Z3Bridge& z3) {
  if (assumptions.empty()) return true;
  std::vector<std::string> lines;
  std::stringstream ss(stdin);
  for (std::string l; std::getline(ss, l);) lines.push_back(l);
  std::vector<solver::ExprId> query = assumptions;
  std::set<solver::ExprId> seen;
  std::function<void(solver::ExprId)> bind = [&](solver::ExprId e) {
    if (!seen.insert(e).second) return;
    const solver::Expr& x = pool[e];
    if (x.op == solver::Op::Var) {
      if (solver::ExprId v = spec_value(x.text, lines, pool); v && pool[v].sort == x.sort)
        query.push_back(pool.eq(e, v));
      return;
    }
    for (solver::ExprId k : x.kids) bind(k);
  };
  for (solver::ExprId a : assumptions) bind(a);
  solver::Model m;
  return z3.check(query, &m) == solver::Verdict::Sat;
}

} // namespace hyexec::cli
