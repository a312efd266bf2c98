#pragma once
/// \file
/// `--stdin-spec FILE`: a competition problem's description of its input
/// (Bieber et al.'s external resource descriptions), read into constraints
/// on the stdin the concolic search generates, so that every input it
/// writes is one the problem allows. The parser knows the common notation
/// of AtCoder / Codeforces statements in Japanese and English: section
/// headers (入力 / Input, 制約 / Constraints), format lines (`N M`,
/// `a_1 a_2 ... a_N`, rows `A_1 B_1` `:` `A_M B_M`), and bounds (`1 ≤ N ≤
/// 10^5`, `1 <= a_i <= 2×10^5`, `|a_i| ≦ 10^9`, `|S| ≤ 100`, "S consists of
/// lowercase English letters" / 「S は英小文字からなる」).

#include "solver/expr.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hyexec::solver {

/// One name of a format line: a single value, or a sequence of `count` values.
struct SpecItem {
  std::string name;
  std::string count; ///< empty for a single value; a name or a number for a sequence
};

/// A format line; `rows` (a name or number) when it stands for that many lines.
struct SpecLine {
  std::vector<SpecItem> items;
  std::string rows;
};

/// A bound: a number (decimal digits) or a name.
struct SpecBounds {
  std::string low, high;
  bool length = false; ///< `|S| ≤ 100` of a string: bounds on its length
  std::string chars;   ///< "az", "AZ", "09": a string of those characters only
};

struct StdinSpec {
  std::vector<SpecLine> lines;
  std::map<std::string, SpecBounds> bounds;
  /// Why a part was not understood (empty: all of it was).
  std::vector<std::string> problems;
};

StdinSpec parse_stdin_spec(const std::string& text);

/// The constraints on the tracker's stdin variables (solver/tracker.h):
/// token counts, value bounds, string lengths, enough lines.
std::vector<ExprId> spec_constraints(const StdinSpec& spec, ExprPool& pool, int64_t max_tokens,
                                     size_t max_lines);

} // namespace hyexec::solver
