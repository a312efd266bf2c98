#include "explore/concolic_cover_provenance.h"

#include "explore/cover_search.h"

#include <algorithm>

namespace hyexec::cli {

namespace {

/// The class an answer `raise E` or `raise E(...)` names, unqualified.
std::string raised_type(const std::string& expr) {
  if (expr.rfind("raise ", 0) != 0) return "";
  std::string what = expr.substr(6);
  what = what.substr(0, what.find('('));
  if (size_t dot = what.rfind('.'); dot != std::string::npos) what = what.substr(dot + 1);
  return what;
}

/// An answer that only a stand-in gives: a stand-in itself, a predicted
/// raise, or what a stand-in answered for one of its attributes, items,
/// calls or concrete uses (keys `df['a']`, `resp.text`, `int(n)`). hyexec's
/// own computing stand-ins of libraries (`__import__('_numpy')`) are real
/// enough: they compute what the library computes.
bool invented(const interp::OracleRecord& v) {
  if (v.certain || v.expr.empty() || v.argument) return false;
  if (v.expr.rfind("__import__('_", 0) == 0) return false;
  if (v.expr.find("Mock(") != std::string::npos || v.expr.rfind("raise ", 0) == 0) return true;
  using oracle::Ask;
  return v.ask == Ask::Attribute || v.ask == Ask::Call || v.ask == Ask::Item || v.ask == Ask::Value;
}

/// The error was raised by an answer `raise E`: a predicted exception that
/// nothing in the snippet catches where it was raised.
bool raised_by_answer(const interp::RunResult& r) {
  return std::any_of(r.oracle_values.begin(), r.oracle_values.end(), [&](const auto& v) {
    return v.line == r.error->line && raised_type(v.expr) == r.error->type;
  });
}

} // namespace

std::string error_provenance(const interp::RunResult& r) {
  if (r.status != "error" || !r.error) return "";
  if (raised_by_answer(r)) return "stand-in";
  if (r.error->certain) return "concrete";
  // A stand-in's type named in the message ("'Mock' object is not
  // iterable"), or an invented answer given on the line that raised.
  if (r.error->message.find("'Mock'") != std::string::npos) return "stand-in";
  if (!realizable(r) &&
      std::any_of(r.oracle_values.begin(), r.oracle_values.end(),
                  [&](const auto& v) { return v.line == r.error->line && invented(v); }))
    return "stand-in";
  return "oracle-dependent";
}

std::vector<PredictedRaise> predicted_raises(const interp::RunResult& r) {
  std::vector<PredictedRaise> out;
  bool artefact = error_provenance(r) == "stand-in";
  for (const interp::OracleRecord& v : r.oracle_values) {
    std::string type = raised_type(v.expr);
    if (type.empty()) continue;
    // The one that ended the run uncaught entered no handler.
    if (artefact && r.error && v.line == r.error->line && type == r.error->type) continue;
    out.push_back({v.key, type, v.line});
  }
  return out;
}

SplitErrors split_errors(const std::vector<const interp::RunResult*>& runs) {
  SplitErrors out;
  for (size_t i = 0; i < runs.size(); ++i) {
    std::string provenance = error_provenance(*runs[i]);
    if (provenance.empty()) continue;
    const interp::RunError& e = *runs[i]->error;
    auto& list = provenance == "stand-in" ? out.artefacts : out.own;
    auto same = std::find_if(list.begin(), list.end(), [&](const ReportedError& x) {
      return x.type == e.type && x.line == e.line && x.message == e.message;
    });
    if (same == list.end())
      same = list.insert(list.end(), {e.type, e.message, provenance, e.line, {}});
    same->runs.push_back(i + 1);
  }
  return out;
}

} // namespace hyexec::cli
