#pragma once
/// \file
/// What `hyexec orca` reports: the concrete run of the walked unit, the
/// LLM's predicted traversal, ORCA's measures of the one against the other,
/// the first divergence, and every runtime error with its provenance.

#include "cfg/cfg.h"
#include "interp/interpreter.h"
#include "predict/orca_answer.h"
#include "predict/orca_metrics.h"
#include "tools/llm_answer.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace hyexec::cli {

struct OrcaComparison {
  const cfg::CodeUnit* unit = nullptr; ///< the unit walked (module or entry)
  std::vector<predict::ActualBlock> actual;
  std::map<int, std::pair<int, int>> ranges; ///< block → lines, for statement-level measures
  LlmUse llm;
  std::optional<std::string> answer; ///< nullopt: no LLM configured
  std::optional<predict::Prediction> prediction;
};

/// A runtime error hyexec reports, and how it is known:
/// `concrete` (raised with known values), `oracle-dependent` (raised under
/// values the oracle supplied), `llm-predicted` (the LLM predicts it where the
/// concrete run could not go: an unsupported construct, a budget).
struct FlaggedError {
  std::string type, message, provenance;
  std::optional<int> line, block;
};
std::vector<FlaggedError> flagged_errors(const interp::RunResult& run, const OrcaComparison& c);

nlohmann::ordered_json orca_json(const interp::RunResult& run, const cfg::Program& program,
                                 const OrcaComparison& c);
void print_orca_report(std::ostream& out, const std::string& file, const interp::RunResult& run,
                       const OrcaComparison& c);

} // namespace hyexec::cli
