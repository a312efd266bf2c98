// parse_stdin_spec on descriptions written as AtCoder (Japanese) and
// Codeforces (English) statements write them, and the constraints' effect.
#include "solver/stdin_spec.h"
#include "solver/z3_bridge.h"

#include <gtest/gtest.h>

namespace hyexec::solver {
namespace {

std::string shape(const StdinSpec& s) {
  std::string out;
  for (const SpecLine& l : s.lines) {
    if (!out.empty()) out += " / ";
    for (const SpecItem& i : l.items)
      out += i.name + (i.count.empty() ? "" : "[" + i.count + "]") + " ";
    if (!l.rows.empty()) out += "x" + l.rows;
  }
  return out;
}

std::string bounds(const StdinSpec& s, const std::string& name) {
  auto it = s.bounds.find(name);
  if (it == s.bounds.end()) return "none";
  return (it->second.length ? "len " : "") + it->second.low + ".." + it->second.high;
}

TEST(StdinSpec, AtCoderJapaneseCountThenSequence) {
  StdinSpec s = parse_stdin_spec(
      "入力\n入力は以下の形式で標準入力から与えられる。\n$N$\n$A_1\\ A_2\\ \\ldots\\ A_N$\n"
      "制約\n- $1 \\leq N \\leq 2 \\times 10^5$\n- $1 \\leq A_i \\leq 10^9$\n"
      "出力\n答えを出力せよ。\n入力例 1\n3\n1 2 3\n");
  EXPECT_EQ(shape(s), "N  / A[N] ");
  EXPECT_EQ(bounds(s, "N"), "1..200000");
  EXPECT_EQ(bounds(s, "A"), "1..1000000000");
  EXPECT_TRUE(s.problems.empty());
}

TEST(StdinSpec, EnglishTwoScalarsAndSequence) {
  StdinSpec s =
      parse_stdin_spec("Input\nThe first line contains two integers.\nn k\na_1 a_2 ... a_n\n"
                       "Constraints\n1 <= n <= 10^5\n0 <= k <= n\n|a_i| <= 10^9\nOutput\n...");
  EXPECT_EQ(shape(s), "n k  / a[n] ");
  EXPECT_EQ(bounds(s, "k"), "0..n");
  EXPECT_EQ(bounds(s, "a"), "-1000000000..1000000000");
}

TEST(StdinSpec, JapaneseLeqqSymbolAndRowsOfPairs) {
  StdinSpec s = parse_stdin_spec("入力\nN M\nA_1 B_1\n:\nA_M B_M\n制約\n2 ≦ N ≦ 10^5\n"
                                 "1 ≦ M ≦ 2×10^5\n1 ≦ A_i < B_i ≦ N\n");
  EXPECT_EQ(shape(s), "N M  / A B xM");
  EXPECT_EQ(bounds(s, "M"), "1..200000");
  EXPECT_EQ(bounds(s, "N"), "2..100000");
}

TEST(StdinSpec, VerticalSequenceWithVdots) {
  StdinSpec s =
      parse_stdin_spec("Input\nN\nx_1\nx_2\n\\vdots\nx_N\nConstraints\n1 \\le N \\le 100\n"
                       "-100 \\le x_i \\le 100\n");
  EXPECT_EQ(shape(s), "N  / x xN");
  EXPECT_EQ(bounds(s, "x"), "-100..100");
}

TEST(StdinSpec, StringLengthAndStrictBounds) {
  StdinSpec s = parse_stdin_spec("入力\nS\nK\n制約\n1 ≤ |S| ≤ 100\n0 < K < 10\n");
  EXPECT_EQ(shape(s), "S  / K ");
  EXPECT_EQ(bounds(s, "S"), "len 1..100");
  EXPECT_EQ(bounds(s, "K"), "1..9");
}

TEST(StdinSpec, SharedBoundsForSeveralNames) {
  StdinSpec s = parse_stdin_spec("Input\nA B C\nConstraints\n1 <= A, B, C <= 1000\n");
  EXPECT_EQ(shape(s), "A B C ");
  for (const char* n : {"A", "B", "C"}) EXPECT_EQ(bounds(s, n), "1..1000") << n;
}

TEST(StdinSpec, NoHeadersAtAll) {
  StdinSpec s = parse_stdin_spec("H W\n1 <= H, W <= 50\n");
  EXPECT_EQ(shape(s), "H W ");
  EXPECT_EQ(bounds(s, "H"), "1..50");
}

TEST(StdinSpec, ScientificAndNegativePowers) {
  StdinSpec s = parse_stdin_spec("Input\nq\nConstraints\n1 <= q <= 3e5\nInput\nx\nConstraints\n"
                                 "-10^{18} \\leq x \\leq 10^{18}\n");
  EXPECT_EQ(bounds(s, "q"), "1..300000");
  EXPECT_EQ(bounds(s, "x"), "-1000000000000000000..1000000000000000000");
}

TEST(StdinSpec, GeqWrittenDownward) {
  StdinSpec s = parse_stdin_spec("入力\nT\n制約\n100 ≧ T ≧ 1\n");
  EXPECT_EQ(bounds(s, "T"), "1..100");
}

TEST(StdinSpec, SequenceOfNMinusOne) {
  StdinSpec s =
      parse_stdin_spec("入力\nN\np_2 \\ldots p_N\n制約\n2 \\leq N \\leq 50\n1 \\leq p_i < i\n");
  EXPECT_EQ(shape(s), "N  / p[N] ");
  EXPECT_EQ(bounds(s, "N"), "2..50");
}

TEST(StdinSpec, CharacterClassesInBothLanguages) {
  StdinSpec ja = parse_stdin_spec("入力\nS\n制約\n- S は英小文字からなる\n- 1 ≤ |S| ≤ 10\n");
  EXPECT_EQ(ja.bounds["S"].chars, "az");
  EXPECT_EQ(bounds(ja, "S"), "len 1..10");
  StdinSpec en =
      parse_stdin_spec("Input\nT\nConstraints\nT consists of uppercase English letters.\n");
  EXPECT_EQ(en.bounds["T"].chars, "AZ");
  ExprPool pool;
  Z3Bridge z3(pool);
  std::vector<ExprId> c = spec_constraints(ja, pool, 10, 20);
  c.push_back(
      pool.le(pool.int_lit(3), pool.make(Op::Len, Sort::Int, {pool.var("in:0", Sort::Str)})));
  Model m;
  ASSERT_EQ(z3.check(c, &m), Verdict::Sat);
  const std::string& s = m.at("in:0");
  EXPECT_GE(s.size(), 3u);
  for (char ch : s) EXPECT_TRUE(ch >= 'a' && ch <= 'z') << s;
}

TEST(StdinSpec, ReportsWhatItCannotRead) {
  StdinSpec s = parse_stdin_spec("The input is a tree given as a parenthesised string.");
  EXPECT_TRUE(s.lines.empty());
  EXPECT_FALSE(s.problems.empty());
}

/// The constraints make every model a well-formed input: N in range, the
/// second line exactly N tokens, each in range.
TEST(StdinSpec, ConstraintsBindTokenCountsAndValues) {
  StdinSpec s =
      parse_stdin_spec("Input\nN\na_1 ... a_N\nConstraints\n2 <= N <= 4\n5 <= a_i <= 6\n");
  ExprPool pool;
  std::vector<ExprId> c = spec_constraints(s, pool, 10, 20);
  Z3Bridge z3(pool);
  Model m;
  ASSERT_EQ(z3.check(c, &m), Verdict::Sat);
  int64_t n = std::stoll(m.at("in:0:0:int"));
  EXPECT_GE(n, 2);
  EXPECT_LE(n, 4);
  EXPECT_EQ(m.at("in:0:int"), m.at("in:0:0:int"));
  EXPECT_EQ(std::stoll(m.at("in:1:n")), n);
  int64_t a0 = std::stoll(m.at("in:1:0:int"));
  EXPECT_TRUE(a0 == 5 || a0 == 6);
  // A count beyond the bound is impossible.
  c.push_back(pool.eq(pool.var("in:1:n", Sort::Int), pool.int_lit(5)));
  EXPECT_EQ(z3.check(c, &m), Verdict::Unsat);
}

} // namespace
} // namespace hyexec::solver
