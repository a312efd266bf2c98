#include "explore/behaviour_compare.h"

#include <cmath>
#include <cstdlib>

namespace hyexec::cli {

namespace {

bool number_token(const std::string& t, double* v) {
  if (t.empty()) return false;
  char* end = nullptr;
  *v = std::strtod(t.c_str(), &end);
  return end == t.c_str() + t.size();
}

/// The maximal runs of number characters and the text between them.
std::vector<std::string> tokens(const std::string& s) {
  std::vector<std::string> out;
  auto numeric = [](char c) {
    return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
  };
  for (size_t i = 0; i < s.size();) {
    size_t j = i;
    bool num = numeric(s[i]);
    while (j < s.size() && numeric(s[j]) == num) ++j;
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

/// Equal text, or equal up to numbers that agree within `rel_tol`.
bool same_text(const std::string& a, const std::string& b, double rel_tol) {
  if (a == b) return true;
  if (rel_tol <= 0) return false;
  std::vector<std::string> ta = tokens(a), tb = tokens(b);
  if (ta.size() != tb.size()) return false;
  for (size_t i = 0; i < ta.size(); ++i) {
    if (ta[i] == tb[i]) continue;
    double x, y;
    if (!number_token(ta[i], &x) || !number_token(tb[i], &y)) return false;
    if (std::fabs(x - y) > rel_tol * std::max(std::fabs(x), std::fabs(y))) return false;
  }
  return true;
}

} // namespace

bool parse_compare_mode(const std::string& name, CompareMode* mode) {
  if (name == "output")
    *mode = CompareMode::Output;
  else if (name == "status")
    *mode = CompareMode::Status;
  else if (name == "error-type")
    *mode = CompareMode::ErrorType;
  else if (name == "error")
    *mode = CompareMode::Error;
  else if (name == "all")
    *mode = CompareMode::All;
  else
    return false;
  return true;
}

bool unfinished(const interp::RunResult& r) {
  return r.status == "step_limit" || r.status == "timeout";
}

std::vector<std::string> behaviour_differences(const interp::RunResult& a,
                                               const interp::RunResult& b, CompareMode mode,
                                               double rel_tol) {
  std::vector<std::string> out;
  bool status = mode != CompareMode::Output;
  bool output = mode != CompareMode::Status;
  if (unfinished(a) || unfinished(b)) {
    // Non-termination: one side stopped by the limit where the other
    // finished is a difference; what two unfinished runs printed so far is not.
    if (unfinished(a) != unfinished(b)) out.push_back("status");
    return out;
  }
  if (status && a.status != b.status) out.push_back("status");
  // An error's exit status comes with it: the exit code differs apart only
  // between runs that ended alike (two sys.exit codes).
  if (status && a.status == b.status && a.exit_code != b.exit_code) out.push_back("exit_code");
  if (output && !same_text(a.stdout_text, b.stdout_text, rel_tol)) out.push_back("stdout");
  // An object's address is no behaviour: its shape is compared instead.
  auto returned = [](const interp::RunResult& r) {
    return r.return_shape ? r.return_shape : r.return_repr;
  };
  if (output && !same_text(returned(a).value_or(""), returned(b).value_or(""), rel_tol))
    out.push_back("return");
  // What a call left in its arguments is compared between calls that both
  // returned (one that raised has no state after the call recorded).
  if (output && a.status == "ok" && b.status == "ok" && a.args_after != b.args_after)
    out.push_back("args_after");
  bool types =
      mode == CompareMode::ErrorType || mode == CompareMode::Error || mode == CompareMode::All;
  if (types && a.error && b.error && a.error->type != b.error->type) out.push_back("error_type");
  bool messages = mode == CompareMode::Error || mode == CompareMode::All;
  if (messages && a.error && b.error && a.error->type == b.error->type &&
      a.error->message != b.error->message)
    out.push_back("error_message");
  if (mode == CompareMode::All && a.stderr_text != b.stderr_text) out.push_back("stderr");
  return out;
}

} // namespace hyexec::cli
