#include "tools/run_json.h"

#include <algorithm>
#include <string>
#include <vector>

namespace hyexec::cli {

using nlohmann::ordered_json;

ordered_json error_json(const interp::RunResult& r) {
  if (!r.error) return nullptr;
  auto or_null = [](uint32_t v) { return v ? ordered_json(v) : ordered_json(); };
  // How the error is known (issue 6): raised with known values, or only
  // under values the oracle supplied. An unsupported construct is no error.
  ordered_json provenance = r.status != "error" ? ordered_json()
                            : r.error->certain  ? ordered_json("concrete")
                                                : ordered_json("oracle-dependent");
  return {{"type", r.error->type},          {"message", r.error->message},
          {"line", or_null(r.error->line)}, {"block", or_null(r.error->block)},
          {"certain", r.error->certain},    {"provenance", provenance}};
}

ordered_json lines_json(const interp::RunResult& r, const cfg::Program& p) {
  ordered_json lines = ordered_json::array();
  for (uint32_t line : r.lines)
    if (std::binary_search(p.statement_lines.begin(), p.statement_lines.end(), line))
      lines.push_back(line);
  return lines;
}

ordered_json values_json(const interp::RunResult& r) {
  ordered_json values = ordered_json::object();
  for (const interp::OracleRecord& v : r.oracle_values)
    if (!v.expr.empty() && !v.argument) values[v.key] = v.expr;
  return values;
}

ordered_json args_json(const interp::RunResult& r) {
  ordered_json args = ordered_json::object();
  for (const auto& [name, expr] : r.entry_args) args[name] = expr;
  return args;
}

ordered_json llm_json(const oracle::Oracle* o) {
  std::optional<oracle::LlmUsage> u = o ? o->llm_usage() : std::nullopt;
  if (!u) return nullptr;
  return {{"calls", u->calls},
          {"network_requests", u->network_requests},
          {"prompt_tokens", u->prompt_tokens},
          {"completion_tokens", u->completion_tokens}};
}

ordered_json return_json(const interp::RunResult& r) {
  return r.return_repr ? ordered_json(*r.return_repr) : ordered_json();
}

// The oracle's guesses (a package that is not installed, an undefined name)
// are named, so a reader of the plain output knows what it rests on.
std::string guessed_values_note(const interp::RunResult& r) {
  std::vector<std::string> shown;
  size_t guessed = 0;
  for (const interp::OracleRecord& v : r.oracle_values) {
    if (v.expr.empty() || v.argument || v.certain) continue;
    if (++guessed <= 3) shown.push_back(v.key + " = " + v.expr);
  }
  if (!guessed) return "";
  std::string line = "hyexec: this run rests on the oracle's stand-ins: ";
  for (size_t i = 0; i < shown.size(); ++i) line += (i ? ", " : "") + shown[i];
  if (guessed > shown.size()) line += " and " + std::to_string(guessed - shown.size()) + " more";
  return line + " (--json lists them; --oracle none runs without)\n";
}

} // namespace hyexec::cli
