#pragma once
/// \file
/// Where two executions of two versions part: the versions' lines are
/// matched (a longest common subsequence of their text, as `diff` does), the
/// two block traces are walked side by side, and the first pair of blocks
/// that run different code (a changed line, or another branch) or end with
/// different values of a variable both have is the divergence.

#include "interp/interpreter.h"

#include <string>
#include <tuple>
#include <vector>

namespace hyexec::cli {

struct Divergence {
  bool found = false;
  uint32_t old_line = 0, new_line = 0;
  /// name, old repr, new repr: the variables both sides have whose values differ there.
  std::vector<std::tuple<std::string, std::string, std::string>> variables;
};

/// The first divergence of two traced runs (TraceLevel::Full) of the
/// sources `old_src` and `new_src`.
Divergence first_divergence(const std::string& old_src, const std::string& new_src,
                            const interp::RunResult& old_run, const interp::RunResult& new_run);

/// Old line → new line for the lines the two sources share (0: changed or removed).
std::vector<uint32_t> matched_lines(const std::string& old_src, const std::string& new_src);

} // namespace hyexec::cli
