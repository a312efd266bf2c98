// Units of solver/: expressions, the Z3 bridge's Python semantics, the
// tracker's path conditions and stdin, the search's flips.
#include "solver/expr.h"
#include "solver/search.h"
#include "solver/tracker.h"
#include "solver/z3_bridge.h"

#include <gtest/gtest.h>

namespace hyexec::solver {
namespace {

using interp::Concrete;
using interp::SymOp;

Concrete int_value(int64_t v) {
  return {Concrete::Kind::Int, std::to_string(v), false};
}
Concrete str_value(const std::string& s) {
  return {Concrete::Kind::Str, s, false};
}

TEST(ExprPool, HashConsesAndFoldsNegation) {
  ExprPool p;
  ExprId x = p.var("x", Sort::Int);
  EXPECT_EQ(x, p.var("x", Sort::Int));
  ExprId lt = p.lt(x, p.int_lit(3));
  EXPECT_EQ(lt, p.lt(x, p.int_lit(3)));
  EXPECT_EQ(p.negate(p.negate(lt)), lt);
  EXPECT_EQ(p.vars_of(p.conj(lt, p.eq(p.var("y", Sort::Int), x))),
            (std::vector<std::string>{"x", "y"}));
  Sort s;
  ASSERT_TRUE(p.var_sort("x", &s));
  EXPECT_EQ(s, Sort::Int);
  EXPECT_FALSE(p.var_sort("z", &s));
}

/// `n + 1 + 1 + 1` (a loop's appends) is one term `n + 3`, whatever the loop's length.
TEST(ExprPool, FoldsConstantSteps) {
  ExprPool p;
  ExprId n = p.var("n", Sort::Int);
  ExprId e = n;
  for (int i = 0; i < 3; ++i) e = p.make(Op::Add, Sort::Int, {e, p.int_lit(1)});
  EXPECT_EQ(p.show(e), "(+ n 3)");
  EXPECT_EQ(p.make(Op::Sub, Sort::Int, {e, p.int_lit(3)}), n);
  EXPECT_EQ(p.show(p.make(Op::Sub, Sort::Int, {p.int_lit(2), p.int_lit(5)})), "-3");
  // Not an int literal step: kept as written.
  ExprId m = p.var("m", Sort::Int);
  EXPECT_EQ(p.show(p.make(Op::Add, Sort::Int, {e, m})), "(+ (+ n 3) m)");
}

/// Python's // and % for every sign combination: Z3 must agree exactly.
TEST(Z3Bridge, FloorDivisionAndModuloArePythons) {
  ExprPool p;
  Z3Bridge z3(p);
  ExprId a = p.var("a", Sort::Int), b = p.var("b", Sort::Int);
  for (int64_t x : {7, -7, 6, -6, 0})
    for (int64_t y : {2, -2, 3, -3}) {
      int64_t q = x / y - ((x % y != 0) && ((x < 0) != (y < 0)));
      int64_t r = x - y * q;
      std::vector<ExprId> c = {p.eq(a, p.int_lit(x)), p.eq(b, p.int_lit(y)),
                               p.eq(p.make(Op::FloorDiv, Sort::Int, {a, b}), p.int_lit(q)),
                               p.eq(p.make(Op::Mod, Sort::Int, {a, b}), p.int_lit(r))};
      Model m;
      EXPECT_EQ(z3.check(c, &m), Verdict::Sat) << x << " " << y;
      std::vector<ExprId> wrong = {c[0], c[1], p.negate(c[3])};
      EXPECT_EQ(z3.check(wrong, &m), Verdict::Unsat) << x << " " << y;
    }
}

TEST(Z3Bridge, StringsFindAndIntToStr) {
  ExprPool p;
  Z3Bridge z3(p);
  ExprId s = p.var("s", Sort::Str);
  Model m;
  ASSERT_EQ(z3.check({p.make(Op::Printable, Sort::Bool, {s}),
                      p.eq(p.make(Op::IndexOf, Sort::Int, {s, p.str_lit("bar")}), p.int_lit(2))},
                     &m),
            Verdict::Sat);
  EXPECT_EQ(m["s"].find("bar"), 2u);
  ExprId i = p.var("i", Sort::Int);
  ASSERT_EQ(z3.check({p.eq(p.make(Op::IntToStr, Sort::Str, {i}), p.str_lit("-42"))}, &m),
            Verdict::Sat);
  EXPECT_EQ(m["i"], "-42");
}

TEST(Tracker, RecordsOrientedBranchesAndPins) {
  ExprPool p;
  ConcolicTracker t(p, {}, {});
  interp::SymId x = t.input("arg:x", int_value(5));
  interp::SymId sum = t.apply(SymOp::Add, {x, 0}, {int_value(5), int_value(3)});
  interp::SymId cmp = t.apply(SymOp::Gt, {sum, 0}, {int_value(8), int_value(10)});
  t.branch(0, cmp, false);
  t.pin(x, int_value(5));
  ASSERT_EQ(t.path().size(), 2u);
  EXPECT_EQ(p.show(t.path()[0].cond), "(not (< 10 (+ arg:x 3)))");
  EXPECT_EQ(t.path()[0].kind, PathStep::Kind::Branch);
  EXPECT_EQ(t.path()[1].kind, PathStep::Kind::Pin);
  EXPECT_EQ(t.used().at("arg:x"), "5");
  // A decision on constants alone is no constraint.
  t.branch(1, t.apply(SymOp::Lt, {0, 0}, {int_value(1), int_value(2)}), true);
  EXPECT_EQ(t.path().size(), 2u);
}

/// s[b:e] and s[i] of a symbolic str, against what python3 gives for
/// 'abcde' (recorded with python3 3.11): negative indices, clamping.
TEST(Tracker, AnInputKeepsItsSortAcrossRuns) {
  // An int argument in one run, a str in the next (another candidate of the
  // oracle): the str stays concrete, so the name's one variable and the
  // literal of its model value stay ints.
  ExprPool p;
  ConcolicTracker first(p, {}, {});
  EXPECT_NE(first.input("arg:factor", int_value(3)), 0u);
  ConcolicTracker second(p, {}, {});
  EXPECT_EQ(second.input("arg:factor", str_value("item")), 0u);
  EXPECT_NE(second.input("arg:factor", int_value(1)), 0u);
}

TEST(Tracker, SlicesAndIndicesArePythons) {
  struct Slice {
    int64_t b, e;
    const char* want;
  };
  const Slice slices[] = {
      {-7, -7, ""},     {-7, -5, ""},     {-7, -2, "abc"},  {-7, 0, ""},      {-7, 2, "ab"},
      {-7, 5, "abcde"}, {-7, 7, "abcde"}, {-5, -7, ""},     {-5, -5, ""},     {-5, -2, "abc"},
      {-5, 0, ""},      {-5, 2, "ab"},    {-5, 5, "abcde"}, {-5, 7, "abcde"}, {-2, -7, ""},
      {-2, -5, ""},     {-2, -2, ""},     {-2, 0, ""},      {-2, 2, ""},      {-2, 5, "de"},
      {-2, 7, "de"},    {0, -7, ""},      {0, -5, ""},      {0, -2, "abc"},   {0, 0, ""},
      {0, 2, "ab"},     {0, 5, "abcde"},  {0, 7, "abcde"},  {2, -7, ""},      {2, -5, ""},
      {2, -2, "c"},     {2, 0, ""},       {2, 2, ""},       {2, 5, "cde"},    {2, 7, "cde"},
      {5, -7, ""},      {5, -5, ""},      {5, -2, ""},      {5, 0, ""},       {5, 2, ""},
      {5, 5, ""},       {5, 7, ""},       {7, -7, ""},      {7, -5, ""},      {7, -2, ""},
      {7, 0, ""},       {7, 2, ""},       {7, 5, ""},       {7, 7, ""}};
  struct Index {
    int64_t i;
    const char* want;
  };
  const Index indices[] = {{-5, "a"}, {-4, "b"}, {-3, "c"}, {-2, "d"}, {-1, "e"},
                           {0, "a"},  {1, "b"},  {2, "c"},  {3, "d"},  {4, "e"}};
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicTracker t(p, {}, {});
  interp::SymId s = t.input("arg:s", str_value("abcde"));
  ExprId fixed = p.eq(s, p.str_lit("abcde"));
  Model m;
  for (const Slice& c : slices) {
    interp::SymId r =
        t.apply(SymOp::Substr, {s, 0, 0}, {str_value("abcde"), int_value(c.b), int_value(c.e)});
    EXPECT_EQ(z3.check({fixed, p.negate(p.eq(r, p.str_lit(c.want)))}, &m), Verdict::Unsat)
        << "[" << c.b << ":" << c.e << "]";
  }
  for (const Index& c : indices) {
    interp::SymId r = t.apply(SymOp::CharAt, {s, 0}, {str_value("abcde"), int_value(c.i)});
    EXPECT_EQ(z3.check({fixed, p.negate(p.eq(r, p.str_lit(c.want)))}, &m), Verdict::Unsat)
        << "[" << c.i << "]";
  }
}

TEST(Tracker, CaseMapsClassesAndCountsArePythons) {
  // Each mapping of "aB1" against its CPython result: the fixed input must
  // give exactly that value (the negation is unsat) ...
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicTracker t(p, {}, {});
  interp::SymId s = t.input("arg:s", str_value("aB1"));
  ExprId fixed = p.eq(s, p.str_lit("aB1"));
  Model m;
  for (auto [op, want] :
       {std::pair{SymOp::Upper, "AB1"}, {SymOp::Lower, "ab1"}, {SymOp::SwapCase, "Ab1"}}) {
    interp::SymId r = t.apply(op, {s}, {str_value("aB1")});
    EXPECT_EQ(z3.check({fixed, p.negate(p.eq(r, p.str_lit(want)))}, &m), Verdict::Unsat) << want;
  }
  for (auto [op, truth] : {std::pair{SymOp::IsAlnum, true},
                           {SymOp::IsAlpha, false},
                           {SymOp::IsUpper, false},
                           {SymOp::IsLower, false}}) {
    ExprId r = p.truth(t.apply(op, {s}, {str_value("aB1")}));
    EXPECT_EQ(z3.check({fixed, truth ? p.negate(r) : r}, &m), Verdict::Unsat);
  }
  interp::SymId n = t.apply(SymOp::Count, {s, 0}, {str_value("aB1"), str_value("B")});
  EXPECT_EQ(z3.check({fixed, p.negate(p.eq(n, p.int_lit(1)))}, &m), Verdict::Unsat);
  // ... and the solver inverts them: swapcase(x) == "Hi!" has x == "hI!".
  interp::SymId x = t.input("arg:x", str_value("abc"));
  interp::SymId swapped = t.apply(SymOp::SwapCase, {x}, {str_value("abc")});
  interp::SymId eq = t.apply(SymOp::Eq, {swapped, 0}, {str_value("ABC"), str_value("Hi!")});
  ASSERT_EQ(z3.check({p.truth(eq)}, &m), Verdict::Sat);
  EXPECT_EQ(m["arg:x"], "hI!");
  // Lengths alone refute a 3-character result equal to a 4-character literal.
  EXPECT_EQ(z3.check({p.eq(swapped, p.str_lit("abcd")),
                      p.eq(p.make(Op::Len, Sort::Int, {x}), p.int_lit(3))},
                     &m),
            Verdict::Unsat);
}

/// A list input's length: an int input bounded by the tracker's largest
/// sequence, evaluated through the arithmetic modelled mutations make of it
/// (append: +1) so the interpreter can tell whether it still holds, and the
/// length of a slice with Python's clamping.
TEST(Tracker, SequenceLengthsEvaluateAndSliceAsPythons) {
  ExprPool p;
  Z3Bridge z3(p);
  TrackerOptions options;
  options.max_sequence = 8;
  ConcolicTracker t(p, {}, options);
  EXPECT_TRUE(is_length_input("arg:xs[len]"));
  EXPECT_TRUE(is_length_input("arg:t(len)"));
  EXPECT_FALSE(is_length_input("arg:xs[0]"));
  interp::SymId n = t.input("arg:xs[len]", int_value(3));
  interp::SymId grown = t.apply(SymOp::Add, {n, 0}, {int_value(3), int_value(1)});
  int64_t v = 0;
  ASSERT_TRUE(t.concrete_int(grown, &v));
  EXPECT_EQ(v, 4);
  interp::SymId s = t.input("arg:s", str_value("ab"));
  // A str's length evaluates too (a split's token count rests on searches in strs).
  ASSERT_TRUE(t.concrete_int(t.apply(SymOp::Len, {s}, {str_value("ab")}), &v));
  EXPECT_EQ(v, 2);
  // The domain bounds the length: no list of 9 items.
  Model m;
  EXPECT_EQ(z3.check({t.domains().at("arg:xs[len]"), p.eq(n, p.int_lit(9))}, &m), Verdict::Unsat);
  // len(xs[b:e]) for a list of 5, against CPython's slices of range(5).
  for (int64_t b : {-7, -2, 0, 2, 7})
    for (int64_t e : {-7, -2, 0, 3, 7}) {
      int64_t want = static_cast<int64_t>([&] {
        auto clamp = [](int64_t x) {
          return x < 0 ? std::max<int64_t>(0, x + 5) : std::min<int64_t>(x, 5);
        };
        return std::max<int64_t>(0, clamp(e) - clamp(b));
      }());
      interp::SymId c =
          t.apply(SymOp::SliceCount, {n, 0, 0}, {int_value(5), int_value(b), int_value(e)});
      EXPECT_EQ(z3.check({p.eq(n, p.int_lit(5)), p.negate(p.eq(c, p.int_lit(want)))}, &m),
                Verdict::Unsat)
          << b << ":" << e;
    }
}

/// A length sliced again and again (edit distance's `a[1:]` of `a[1:]`...)
/// is a DAG, each level's clamping reading the level below more than once:
/// evaluating it visits each shared part once (a plain walk took minutes at
/// a depth of 30 and hung `diff` past its --timeout inside one step).
TEST(Tracker, RepeatedlySlicedLengthEvaluatesEachPartOnce) {
  ExprPool p;
  TrackerOptions options;
  options.max_sequence = 8;
  ConcolicTracker t(p, {}, options);
  interp::SymId len = t.input("arg:xs[len]", int_value(8));
  int64_t concrete = 8;
  for (int i = 0; i < 60; ++i) {
    len = t.apply(SymOp::SliceCount, {len, 0, 0},
                  {int_value(concrete), int_value(1), int_value(1000)});
    concrete = std::max<int64_t>(0, concrete - 1);
  }
  int64_t v = -1;
  ASSERT_TRUE(t.concrete_int(len, &v));
  EXPECT_EQ(v, 0);
}

/// title(), capitalize(), ord() and chr() against CPython's results, and
/// find() from an offset (what split on a separator is made of).
TEST(Tracker, TitleOrdChrAndFindFromArePythons) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicTracker t(p, {}, {});
  interp::SymId s = t.input("arg:s", str_value("hI 2bo"));
  ExprId fixed = p.eq(s, p.str_lit("hI 2bo"));
  Model m;
  for (auto [op, want] : {std::pair{SymOp::Title, "Hi 2Bo"}, {SymOp::Capitalize, "Hi 2bo"}}) {
    interp::SymId r = t.apply(op, {s}, {str_value("hI 2bo")});
    EXPECT_EQ(z3.check({fixed, p.negate(p.eq(r, p.str_lit(want)))}, &m), Verdict::Unsat) << want;
  }
  interp::SymId c = t.input("arg:c", str_value("a"));
  interp::SymId code = t.apply(SymOp::Ord, {c}, {str_value("a")});
  ASSERT_EQ(z3.check({p.eq(code, p.int_lit(90))}, &m), Verdict::Sat);
  EXPECT_EQ(m["arg:c"], "Z");
  interp::SymId i = t.input("arg:i", int_value(97));
  interp::SymId ch = t.apply(SymOp::Chr, {i}, {int_value(97)});
  ASSERT_EQ(z3.check({p.eq(ch, p.str_lit("A"))}, &m), Verdict::Sat);
  EXPECT_EQ(m["arg:i"], "65");
  interp::SymId at =
      t.apply(SymOp::Find, {s, 0, 0}, {str_value("a,b,c"), str_value(","), int_value(2)});
  EXPECT_EQ(z3.check({p.eq(s, p.str_lit("a,b,c")), p.negate(p.eq(at, p.int_lit(3)))}, &m),
            Verdict::Unsat);
}

/// An argument's str may hold lines (tab and newline in its domain); a
/// stdin line may not. ord() of a newline is 10.
TEST(Tracker, ArgumentTextMayHoldNewlinesAndStdinLinesMayNot) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicTracker t(p, {}, {});
  interp::SymId s = t.input("arg:s", str_value("ab"));
  ExprId lines = p.eq(p.make(Op::IndexOf, Sort::Int, {s, p.str_lit("\n")}), p.int_lit(1));
  Model m;
  ASSERT_EQ(z3.check({t.domains().at("arg:s"), lines}, &m), Verdict::Sat);
  EXPECT_EQ(m["arg:s"].find('\n'), 1u);
  interp::SymId line = t.stdin_line_sym(0, "ab");
  ExprId broken = p.eq(p.make(Op::IndexOf, Sort::Int, {line, p.str_lit("\n")}), p.int_lit(1));
  EXPECT_EQ(z3.check({t.domains().at("in:0"), broken}, &m), Verdict::Unsat);
  interp::SymId c = t.input("arg:c", str_value("a"));
  interp::SymId code = t.apply(SymOp::Ord, {c}, {str_value("a")});
  ASSERT_EQ(z3.check({t.domains().at("arg:c"), p.eq(code, p.int_lit(10))}, &m), Verdict::Sat);
  EXPECT_EQ(m["arg:c"], "\n");
}

/// A length resting on searches in strs (a split's token count) evaluates
/// under the run's inputs, so the list keeps it as its length shadow.
TEST(Tracker, LengthsOfSearchesInStrsEvaluate) {
  ExprPool p;
  ConcolicTracker t(p, {}, {});
  interp::SymId s = t.input("arg:s", str_value("a,b,c"));
  interp::SymId sep = 0;
  Concrete comma = str_value(",");
  interp::SymId first = t.apply(SymOp::Find, {s, sep}, {str_value("a,b,c"), comma});
  interp::SymId from = t.apply(SymOp::Add, {first, 0}, {int_value(1), int_value(1)});
  interp::SymId second =
      t.apply(SymOp::Find, {s, sep, from}, {str_value("a,b,c"), comma, int_value(2)});
  interp::SymId last = t.apply(SymOp::RFind, {s, sep}, {str_value("a,b,c"), comma});
  interp::SymId head =
      t.apply(SymOp::Substr, {s, 0, last}, {str_value("a,b,c"), int_value(0), int_value(3)});
  interp::SymId head_len = t.apply(SymOp::Len, {head}, {str_value("a,b")});
  interp::SymId ends = t.apply(SymOp::EndsWith, {head, 0}, {str_value("a,b"), str_value("b")});
  int64_t v = 0;
  ASSERT_TRUE(t.concrete_int(first, &v));
  EXPECT_EQ(v, 1);
  ASSERT_TRUE(t.concrete_int(second, &v));
  EXPECT_EQ(v, 3);
  ASSERT_TRUE(t.concrete_int(head_len, &v));
  EXPECT_EQ(v, 3);
  interp::SymId count =
      t.apply(SymOp::Add, {head_len, ends}, {int_value(3), {Concrete::Kind::Bool, "", true}});
  ASSERT_TRUE(t.concrete_int(count, &v));
  EXPECT_EQ(v, 4);
}

TEST(Tracker, WritesStdinFromTheAssignmentAndTypesTokens) {
  ExprPool p;
  Model given = {{"in:0:int", "3"}, {"in:1:n", "3"}, {"in:1:1:int", "-7"}};
  ConcolicTracker t(p, given, {});
  std::string line;
  ASSERT_TRUE(t.stdin_line(0, &line));
  EXPECT_EQ(line, "3");
  interp::SymId s0 = t.stdin_line_sym(0, line);
  interp::SymId n = t.apply(SymOp::StrToInt, {s0}, {str_value(line)});
  EXPECT_EQ(p.show(n), "in:0:int");
  ASSERT_TRUE(t.stdin_line(1, &line));
  EXPECT_EQ(line, "1 -7 1");
  interp::SymId length = 0;
  std::vector<interp::SymId> tokens =
      t.split(t.stdin_line_sym(1, line + "\n"), {"1", "-7", "1"}, &length);
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(p.show(length), "in:1:n");
  EXPECT_EQ(p.show(t.apply(SymOp::StrToInt, {tokens[1]}, {str_value("-7")})), "in:1:1:int");
  EXPECT_EQ(t.stdin_text(), "3\n1 -7 1\n");
  // With a length in the assignment, stdin ends there: a hidden decision.
  ConcolicTracker short_input(p, {{"in:lines", "1"}}, {});
  ASSERT_TRUE(short_input.stdin_line(0, &line));
  EXPECT_FALSE(short_input.stdin_line(1, &line));
  short_input.stdin_end(1);
  EXPECT_EQ(p.show(short_input.path().back().cond), "(<= in:lines 1)");
}

TEST(Search, FlipsEachBranchOnceAndStops) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicSearch search(p, z3);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  // `if x > 10: ... if x == 42: ...` run with x = 0.
  ExprId x = p.var("arg:x", Sort::Int);
  ExprId big = p.lt(p.int_lit(10), x);
  std::vector<PathStep> path = {{p.negate(big), PathStep::Kind::Branch, 0, false, 1}};
  EXPECT_TRUE(search.add_run(path, {{"arg:x", "0"}}, {}));
  EXPECT_FALSE(search.add_run(path, {{"arg:x", "0"}}, {})); // the same path again
  std::optional<Model> next = search.next({1}, deadline);
  ASSERT_TRUE(next);
  EXPECT_GT(std::stoll(next->at("arg:x")), 10);
  ExprId answer = p.eq(x, p.int_lit(42));
  path = {{big, PathStep::Kind::Branch, 0, true, 1},
          {p.negate(answer), PathStep::Kind::Branch, 1, false, 2}};
  EXPECT_TRUE(search.add_run(path, *next, {}));
  next = search.next({0, 1, 3}, deadline);
  ASSERT_TRUE(next);
  EXPECT_EQ(next->at("arg:x"), "42");
  path = {{big, PathStep::Kind::Branch, 0, true, 1}, {answer, PathStep::Kind::Branch, 1, true, 2}};
  EXPECT_TRUE(search.add_run(path, *next, {}));
  EXPECT_FALSE(search.next({0, 1, 2, 3}, deadline));
  EXPECT_EQ(search.stats().divergences, 0);
  EXPECT_EQ(search.pending(), 0u);
}

/// `assert f(xs) == [..3 items..]` after a loop over two: unsat on the
/// run's path (its loop bound fixes the length), so the search frees the
/// length from the loop and solves for it.
TEST(Search, FreesSequenceLengthsFromLoopBounds) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicSearch search(p, z3);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  ExprId n = p.var("arg:xs[len]", Sort::Int);
  std::vector<PathStep> path = {
      {p.lt(p.int_lit(0), n), PathStep::Kind::Branch, 0, true, 2},
      {p.lt(p.int_lit(1), n), PathStep::Kind::Branch, 0, true, 2},
      {p.negate(p.lt(p.int_lit(2), n)), PathStep::Kind::Branch, 0, false, 2},
      {p.negate(p.eq(n, p.int_lit(3))), PathStep::Kind::Branch, 1, false, 5}};
  ASSERT_TRUE(search.add_run(path, {{"arg:xs[len]", "2"}}, {}));
  std::optional<Model> next;
  for (int k = 0; k < 4 && (!next || next->at("arg:xs[len]") != "3"); ++k)
    next = search.next({0, 1, 3}, deadline);
  ASSERT_TRUE(next);
  EXPECT_EQ(next->at("arg:xs[len]"), "3");
}

/// `for i in range(len(xs)): xs.insert(i, ..)` then `xs == [..12 items..]`:
/// each run's path says only `n + k == 12` for its own k, so the freed
/// solutions jump between lengths; the search then tries every length.
TEST(Search, ProbesEachLengthOfALoopGrownSequence) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicSearch search(p, z3);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  ExprId n = p.var("arg:xs[len]", Sort::Int);
  ExprId grown = n;
  std::vector<PathStep> path;
  for (int i = 0; i < 3; ++i) {
    path.push_back({p.lt(p.int_lit(i), n), PathStep::Kind::Branch, 0, true, 2});
    grown = p.make(Op::Add, Sort::Int, {grown, p.int_lit(1)});
  }
  path.push_back({p.negate(p.lt(p.int_lit(3), n)), PathStep::Kind::Branch, 0, false, 2});
  path.push_back({p.negate(p.eq(grown, p.int_lit(12))), PathStep::Kind::Hidden, -1, false, 4});
  ASSERT_TRUE(search.add_run(path, {{"arg:xs[len]", "3"}, {"arg:xs[0]", "5"}}, {}));
  std::set<std::string> lengths;
  for (int k = 0; k < 40; ++k) {
    std::optional<Model> next = search.next({0, 1}, deadline);
    if (!next) break;
    lengths.insert(next->at("arg:xs[len]"));
    EXPECT_EQ(next->at("arg:xs[0]"), "5"); // the other inputs as the run had them
  }
  EXPECT_TRUE(lengths.count("6"));
  EXPECT_TRUE(lengths.count("0"));
  EXPECT_TRUE(lengths.count("24"));
  EXPECT_FALSE(lengths.count("25"));
}

/// `f(s) == 'abcd'` after a loop over the 2 characters of s (the result a
/// concatenation of s[0] and s[1]): unsat whatever the characters, so the
/// next run gives s the literal's length, its characters kept and padded.
TEST(Search, ProbesTheLengthOfAStrArgumentALiteralNames) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicSearch search(p, z3);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  ExprId s = p.var("arg:s", Sort::Str);
  ExprId joined = p.make(
      Op::Concat, Sort::Str,
      {p.make(Op::At, Sort::Str, {s, p.int_lit(0)}), p.make(Op::At, Sort::Str, {s, p.int_lit(1)})});
  std::vector<PathStep> path = {
      {p.negate(p.eq(joined, p.str_lit("abcd"))), PathStep::Kind::Hidden, -1, false, 3}};
  ASSERT_TRUE(search.add_run(path, {{"arg:s", "xy"}}, {}));
  std::optional<Model> next = search.next({}, deadline);
  ASSERT_TRUE(next);
  EXPECT_EQ(next->at("arg:s"), "xyyy");
}

/// A hidden check (a zero divisor) stays unsettled while its flip is only
/// infeasible on the paths met so far, and settles once one is solved.
TEST(Search, HiddenChecksSettleWhenTheirErrorIsSolvedFor) {
  ExprPool p;
  Z3Bridge z3(p);
  ConcolicSearch search(p, z3);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  // `if x % 2 == 1: ...` then `1 / (x - 14)`, run with x = 1: on this path
  // x is odd, so the divisor cannot be zero.
  ExprId x = p.var("arg:x", Sort::Int);
  ExprId odd = p.eq(p.make(Op::Mod, Sort::Int, {x, p.int_lit(2)}), p.int_lit(1));
  ExprId nonzero = p.negate(p.eq(p.make(Op::Sub, Sort::Int, {x, p.int_lit(14)}), p.int_lit(0)));
  std::vector<PathStep> path = {{odd, PathStep::Kind::Branch, 0, true, 1},
                                {nonzero, PathStep::Kind::Hidden, -1, true, 2}};
  search.add_run(path, {{"arg:x", "1"}}, {});
  EXPECT_TRUE(search.unsettled_checks());
  // Covered branches: the hidden check goes first, and is infeasible here;
  // the even side of the branch is solved instead.
  std::optional<Model> next = search.next({0, 1}, deadline);
  ASSERT_TRUE(next);
  EXPECT_EQ(std::stoll(next->at("arg:x")) % 2, 0);
  path = {{p.negate(odd), PathStep::Kind::Branch, 0, false, 1},
          {nonzero, PathStep::Kind::Hidden, -1, true, 2}};
  search.add_run(path, *next, {});
  EXPECT_TRUE(search.unsettled_checks()); // the check met again, on a path where it may fail
  next = search.next({0, 1}, deadline);
  ASSERT_TRUE(next);
  EXPECT_EQ(next->at("arg:x"), "14");
  EXPECT_FALSE(search.unsettled_checks());
}

} // namespace
} // namespace hyexec::solver
