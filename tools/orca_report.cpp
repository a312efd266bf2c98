#include "tools/orca_report.h"

#include "cfg/cfg_render.h"
#include "predict/run_comparison.h"
#include "tools/run_json.h"

#include <iomanip>

namespace hyexec::cli {

using nlohmann::ordered_json;

namespace {

/// The run stopped before its end for a reason of hyexec's, not the program's.
bool run_cut_short(const interp::RunResult& run) {
  return run.status == "unsupported" || run.status == "timeout" || run.status == "step_limit";
}

int actual_error_block(const interp::RunResult& run, const OrcaComparison& c) {
  return run.status == "error" && !c.actual.empty() ? c.actual.back().block : 0;
}

std::optional<predict::ErrorAgreement> agreement(const interp::RunResult& run,
                                                 const OrcaComparison& c) {
  if (!c.prediction || !predict::readable(*c.prediction) || run_cut_short(run)) return std::nullopt;
  return predict::compare_errors(*c.prediction, run.status == "error" ? run.error->type : "",
                                 actual_error_block(run, c));
}

ordered_json or_null(const std::optional<int>& v) {
  return v ? ordered_json(*v) : ordered_json();
}

ordered_json pair_json(const std::optional<predict::RecallPrecision>& p) {
  if (!p) return nullptr;
  return {{"recall", p->recall}, {"precision", p->precision}};
}

ordered_json trace_json(const std::vector<predict::ActualBlock>& blocks,
                        const std::map<int, std::pair<int, int>>& ranges) {
  ordered_json out = ordered_json::array();
  for (const auto& b : blocks) {
    ordered_json state = ordered_json::object();
    for (const auto& [name, repr] : b.state) state[name] = repr;
    auto r = ranges.find(b.block);
    out.push_back({{"block", b.block},
                   {"lines", r == ranges.end() ? ordered_json()
                                               : ordered_json({r->second.first, r->second.second})},
                   {"state", state}});
  }
  return out;
}

ordered_json prediction_json(const predict::Prediction& p) {
  ordered_json tables = ordered_json::array();
  for (const auto& b : p.blocks) {
    ordered_json table = ordered_json::object();
    for (const auto& s : b.table)
      table[s.name] = {{"value", s.repr_value}, {"type", s.type_name}, {"read", s.evaluated}};
    tables.push_back({{"block", b.block}, {"table", b.has_table ? table : ordered_json()}});
  }
  return {{"readable", predict::readable(p)},
          {"blocks", p.block_order()},
          {"tables", tables},
          {"is_error", p.is_error},
          {"error_type", p.error_type.empty() ? ordered_json() : ordered_json(p.error_type)},
          {"error_block", or_null(p.error_block)}};
}

ordered_json metrics_json(const predict::ItemScores& s) {
  return {
      {"exact_match", s.blocks.exact_match.value_or(false)},
      {"prefix", pair_json(s.blocks.prefix)},
      {"coverage", pair_json(s.blocks.coverage)},
      {"transitions", pair_json(s.blocks.transitions)},
      {"statement_prefix", pair_json(s.statements.prefix)},
      {"statement_coverage", pair_json(s.statements.coverage)},
      {"values",
       {{"compared", s.values.compared},
        {"correct", s.values.correct},
        {"accuracy", s.values.accuracy() ? ordered_json(*s.values.accuracy()) : ordered_json()}}},
      {"error_block", s.error_block ? ordered_json(*s.error_block) : ordered_json()}};
}

ordered_json divergence_json(const predict::Divergence& d) {
  if (d.kind == predict::Divergence::Kind::Path)
    return {{"kind", "path"},
            {"position", d.position},
            {"after_block", d.block ? ordered_json(d.block) : ordered_json()},
            {"predicted_block", or_null(d.predicted_block)},
            {"actual_block", or_null(d.actual_block)}};
  return {{"kind", "value"},        {"position", d.position},   {"block", d.block},
          {"variable", d.variable}, {"predicted", d.predicted}, {"actual", d.actual}};
}

/// Each disagreement between the predicted error and the real one.
std::vector<std::string> disagreements(const interp::RunResult& run, const OrcaComparison& c) {
  auto a = agreement(run, c);
  if (!a || *a == predict::ErrorAgreement::NoError || *a == predict::ErrorAgreement::Agree)
    return {};
  const predict::Prediction& p = *c.prediction;
  std::string predicted = p.error_type.empty() ? "an error" : p.error_type;
  if (p.error_block) predicted += " in block " + std::to_string(*p.error_block);
  std::string actual = run.status == "error" ? run.error->type + " in block " +
                                                   std::to_string(actual_error_block(run, c))
                                             : "";
  switch (*a) {
  case predict::ErrorAgreement::PredictedOnly:
    return {"the LLM predicts " + predicted + "; the run raises no error"};
  case predict::ErrorAgreement::Missed:
    return {"the run raises " + actual + "; the LLM predicts no error"};
  default: return {"the run raises " + actual + "; the LLM predicts " + predicted};
  }
}

std::string percent(double x) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(1) << 100 * x << "%";
  return s.str();
}

std::string pair_text(const std::optional<predict::RecallPrecision>& p) {
  return p ? percent(p->recall) + " / " + percent(p->precision) : "undefined";
}

std::string blocks_text(const std::vector<int>& blocks) {
  std::string s;
  for (size_t i = 0; i < blocks.size(); ++i) {
    if (blocks.size() > 40 && i == 30) {
      s += " ... (" + std::to_string(blocks.size() - 35) + " more)";
      i = blocks.size() - 5;
    }
    s += " " + std::to_string(blocks[i]);
  }
  return s;
}

} // namespace

std::vector<FlaggedError> flagged_errors(const interp::RunResult& run, const OrcaComparison& c) {
  std::vector<FlaggedError> errors;
  if (run.status == "error" && run.error) {
    FlaggedError e{run.error->type,
                   run.error->message,
                   run.error->certain ? "concrete" : "oracle-dependent",
                   {},
                   {}};
    if (run.error->line) e.line = static_cast<int>(run.error->line);
    if (int b = actual_error_block(run, c)) e.block = b;
    errors.push_back(e);
  }
  const predict::Prediction* p = c.prediction ? &*c.prediction : nullptr;
  if (run_cut_short(run) && p && p->is_error) {
    FlaggedError e{p->error_type.empty() ? "an error" : p->error_type, "", "llm-predicted", {}, {}};
    e.block = p->error_block;
    // The LLM names a block; its line is known when the block has one.
    if (auto r = p->error_block ? c.ranges.find(*p->error_block) : c.ranges.end();
        r != c.ranges.end() && r->second.first == r->second.second)
      e.line = r->second.first;
    errors.push_back(e);
  }
  return errors;
}

ordered_json orca_json(const interp::RunResult& run, const cfg::Program& program,
                       const OrcaComparison& c) {
  ordered_json j;
  j["status"] = run.status;
  j["error"] = error_json(run);
  j["stdout"] = run.stdout_text;
  j["unit"] = cfg::unit_title(program, *c.unit);
  j["actual"] = {{"blocks",
                  [&] {
                    std::vector<int> order;
                    for (const auto& b : c.actual) order.push_back(b.block);
                    return order;
                  }()},
                 {"trace", trace_json(c.actual, c.ranges)},
                 // false: the run stopped early (unsupported, a budget), so
                 // the measures compare the prediction with a prefix.
                 {"complete", !run_cut_short(run)}};
  j["llm"] = llm_use_json(c.llm, c.answer);
  if (!c.answer) j["note"] = kNoLlmConfigured;
  const predict::Prediction* p = c.prediction ? &*c.prediction : nullptr;
  j["prediction"] = p ? prediction_json(*p) : ordered_json();
  bool scored = p && predict::readable(*p);
  j["metrics"] =
      scored ? metrics_json(predict::score_item(*p, c.actual, c.ranges, run.status == "error"))
             : ordered_json();
  std::optional<predict::Divergence> d;
  if (scored) d = predict::first_divergence(*p, c.actual);
  j["first_divergence"] = d ? divergence_json(*d) : ordered_json();
  auto a = agreement(run, c);
  j["error_agreement"] = a ? ordered_json(predict::name(*a)) : ordered_json();
  ordered_json errors = ordered_json::array();
  for (const FlaggedError& e : flagged_errors(run, c))
    errors.push_back({{"type", e.type},
                      {"message", e.message.empty() ? ordered_json() : ordered_json(e.message)},
                      {"line", or_null(e.line)},
                      {"block", or_null(e.block)},
                      {"provenance", e.provenance}});
  j["errors"] = errors;
  j["disagreements"] = disagreements(run, c);
  return j;
}

void print_orca_report(std::ostream& out, const std::string& file, const interp::RunResult& run,
                       const OrcaComparison& c) {
  std::vector<int> actual;
  for (const auto& b : c.actual) actual.push_back(b.block);
  out << file << ": the run: " << run.status;
  if (run.error) out << " (" << run.error->type << ": " << run.error->message << ")";
  out << "\n  blocks:" << blocks_text(actual) << "\n";
  if (!c.answer) {
    out << kNoLlmConfigured << "\n";
    for (size_t i = 0; i < c.actual.size() && i < 50; ++i) {
      out << "  block " << c.actual[i].block << ":";
      for (const auto& [name, repr] : c.actual[i].state) out << " " << name << "=" << repr;
      out << "\n";
    }
  } else if (!c.prediction || !predict::readable(*c.prediction)) {
    out << "the LLM (" << c.llm.source << "): its answer has no block traversal hyexec can read\n";
  } else {
    const predict::Prediction& p = *c.prediction;
    out << "the LLM (" << c.llm.source << "):"
        << "\n  blocks:" << blocks_text(p.block_order()) << "\n  error: "
        << (p.is_error ? (p.error_type.empty() ? std::string("yes") : p.error_type) +
                             (p.error_block ? " in block " + std::to_string(*p.error_block) : "")
                       : "none")
        << "\n";
    predict::ItemScores s = predict::score_item(p, c.actual, c.ranges, run.status == "error");
    out << "measures: exact match " << (s.blocks.exact_match.value_or(false) ? "yes" : "no")
        << " | prefix " << pair_text(s.blocks.prefix) << " | coverage "
        << pair_text(s.blocks.coverage) << " | transitions " << pair_text(s.blocks.transitions)
        << " | values " << s.values.correct << "/" << s.values.compared;
    if (s.error_block) out << " | error block " << (*s.error_block ? "right" : "wrong");
    out << "\n  statements: prefix " << pair_text(s.statements.prefix) << " | coverage "
        << pair_text(s.statements.coverage) << "\n";
    if (auto d = predict::first_divergence(p, c.actual)) {
      out << "first divergence: ";
      if (d->kind == predict::Divergence::Kind::Value)
        out << "in block " << d->block << " (step " << d->position + 1 << "), " << d->variable
            << " is " << d->actual << ", the LLM says " << d->predicted << "\n";
      else
        out << (d->block ? "after block " + std::to_string(d->block) : std::string("at the start"))
            << " the run goes to "
            << (d->actual_block      ? "block " + std::to_string(*d->actual_block)
                : run_cut_short(run) ? "no further (" + run.status + ")"
                                     : std::string("its end"))
            << ", the LLM to "
            << (d->predicted_block ? "block " + std::to_string(*d->predicted_block) : "the end")
            << "\n";
    } else {
      out << "the predicted blocks and values follow the run\n";
    }
  }
  for (const FlaggedError& e : flagged_errors(run, c)) {
    out << "error: " << e.type;
    if (e.line) out << " at line " << *e.line;
    if (e.block) out << " (block " << *e.block << ")";
    out << " [" << e.provenance << "]\n";
  }
  for (const std::string& d : disagreements(run, c)) out << "disagreement: " << d << "\n";
}

} // namespace hyexec::cli
