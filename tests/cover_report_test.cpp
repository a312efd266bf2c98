// What `cover` reports of its runs (explore/run_selection.h,
// explore/cover_report.h): the minimal set keeps a run that did not finish
// even when other runs reach all its lines, and an uncovered line behind a
// loop that did not stop says so. The runs are made up here, so each case
// tests the selection and the reasons alone, not the search.
#include "cfg_test_util.h"
#include "explore/cover_report.h"
#include "explore/raise_lines.h"
#include "explore/run_selection.h"

#include <gtest/gtest.h>

using hyexec::cli::CoverRun;

namespace {

// `n = int(input())` ... a loop that never ends for a negative n.
const char* const kCountdown = "n = int(input())\n"
                               "while n != 0:\n"
                               "    n -= 1\n"
                               "print('done')\n"
                               "def unused():\n"
                               "    return 1\n";

CoverRun made_run(const std::string& status, std::set<uint32_t> lines,
                  const std::string& stdin_text, int64_t steps = 10) {
  CoverRun r;
  r.result.status = status;
  r.result.lines = std::move(lines);
  r.result.steps = steps;
  r.stdin_text = stdin_text;
  return r;
}

TEST(CoverRunSelection, KeepsARunThatDidNotFinish) {
  BuiltCfg b = build_cfg(kCountdown);
  ASSERT_TRUE(b.error.empty()) << b.error;
  std::vector<CoverRun> runs = {made_run("ok", {1, 2, 3, 4, 5}, "2\n"),
                                made_run("step_limit", {1, 2, 3}, "-7\n", 100001),
                                made_run("ok", {1, 2, 4, 5}, "0\n")};
  std::vector<size_t> kept = hyexec::cli::minimal_runs(runs, *b.program);
  EXPECT_EQ(kept, (std::vector<size_t>{0, 1}));
}

TEST(CoverRunSelection, OneOfTwoAlikeUnfinishedRuns) {
  BuiltCfg b = build_cfg(kCountdown);
  ASSERT_TRUE(b.error.empty()) << b.error;
  std::vector<CoverRun> runs = {made_run("ok", {1, 2, 3, 4, 5}, "2\n"),
                                made_run("step_limit", {1, 2, 3}, "-70\n", 100001),
                                made_run("timeout", {1, 2, 3}, "-7\n")};
  // The shorter input of the two that reach the same lines.
  EXPECT_EQ(hyexec::cli::minimal_runs(runs, *b.program), (std::vector<size_t>{0, 2}));
}

TEST(CoverReasons, ALineBehindALoopThatDidNotStop) {
  BuiltCfg b = build_cfg(kCountdown);
  ASSERT_TRUE(b.error.empty()) << b.error;
  std::vector<CoverRun> runs = {made_run("step_limit", {1, 2, 3}, "-7\n", 100001)};
  std::vector<hyexec::cli::Uncovered> u =
      hyexec::cli::uncovered_lines(*b.program, {1, 2, 3}, runs, {true, false});
  ASSERT_EQ(u.size(), 3u);
  EXPECT_EQ(u[0].line, 4u);
  EXPECT_EQ(u[0].reason, "unfinished");
  EXPECT_EQ(u[0].detail, "100000 steps");
  EXPECT_NE(u[0].explanation.find("did not finish in 100000 steps"), std::string::npos);
  // The def line is a module line too; the function body is another unit.
  EXPECT_EQ(u[1].reason, "unfinished");
  EXPECT_EQ(u[2].line, 6u);
  EXPECT_EQ(u[2].reason, "not_called");
  EXPECT_EQ(u[2].detail, "unused");
  EXPECT_EQ(hyexec::cli::unfinished_note(runs[0].result),
            "did not finish in 100000 steps: possible infinite loop");
}

TEST(CoverReasons, WithoutAnUnfinishedRunTheSearchEndSays) {
  BuiltCfg b = build_cfg(kCountdown);
  ASSERT_TRUE(b.error.empty()) << b.error;
  std::vector<CoverRun> runs = {made_run("ok", {1, 2, 4, 5}, "0\n")};
  using hyexec::cli::uncovered_lines;
  EXPECT_EQ(uncovered_lines(*b.program, {1, 2, 4, 5}, runs, {true, false})[0].reason,
            "unreachable");
  EXPECT_EQ(uncovered_lines(*b.program, {1, 2, 4, 5}, runs, {false, false})[0].reason,
            "search_stopped");
  EXPECT_EQ(uncovered_lines(*b.program, {1, 2, 4, 5}, runs, {true, true})[0].reason,
            "needs_other_values");
  EXPECT_EQ(hyexec::cli::unfinished_note(runs[0].result), "");
}

// Raise-only lines (explore/raise_lines.h): never covered by CLI.md's rule,
// so "everything reached" counts them once a run is shown to get there.
const char* const kRaises = "def check(n):\n"                 // 1
                            "    if n < 0:\n"                 // 2
                            "        raise ValueError\n"      // 3
                            "    try:\n"                      // 4
                            "        1 / n\n"                 // 5
                            "    except ZeroDivisionError:\n" // 6
                            "        print('zero')\n"         // 7
                            "        raise\n"                 // 8
                            "    if n > 9: raise KeyError\n"  // 9
                            "check(int(input()))\n";          // 10

TEST(RaiseLines, EvidenceOfReachingThem) {
  BuiltCfg b = build_cfg(kRaises);
  ASSERT_TRUE(b.error.empty()) << b.error;
  std::vector<hyexec::cli::RaiseLine> raises = hyexec::cli::raise_lines(*b.program);
  // Line 9's one-line suite covers the `if`: an ordinary line.
  ASSERT_EQ(raises.size(), 2u);
  EXPECT_EQ(raises[0].line, 3u);
  EXPECT_EQ(raises[0].what, "ValueError");
  EXPECT_TRUE(raises[0].outcomes.size() == 1 && raises[0].before == 0);
  EXPECT_EQ(raises[1].line, 8u);
  EXPECT_EQ(raises[1].what, "");
  EXPECT_EQ(raises[1].before, 7u);
  uint32_t n_negative = raises[0].outcomes[0];
  // No run took `n < 0` true nor printed 'zero': neither line is reached.
  EXPECT_FALSE(hyexec::cli::reached(raises[0], {1, 2, 4, 5, 9, 10}, {n_negative ^ 1}, {}));
  EXPECT_FALSE(hyexec::cli::reached(raises[1], {1, 2, 4, 5, 9, 10}, {}, {}));
  // The branch into line 3 taken; line 7 completed; an uncaught error on 3.
  EXPECT_TRUE(hyexec::cli::reached(raises[0], {1, 2}, {n_negative}, {}));
  EXPECT_TRUE(hyexec::cli::reached(raises[1], {1, 2, 4, 6, 7}, {}, {}));
  EXPECT_TRUE(hyexec::cli::reached(raises[0], {1, 2}, {}, {3}));
  EXPECT_EQ(hyexec::cli::lines_reached(raises, {1, 2, 4, 6, 7}, {n_negative}, {}), 7u);
}

TEST(CoverReasons, AReRaiseReachedRaises) {
  BuiltCfg b = build_cfg(kRaises);
  ASSERT_TRUE(b.error.empty()) << b.error;
  CoverRun zero = made_run("error", {1, 2, 4, 6, 7, 10}, "0\n");
  zero.result.error = hyexec::interp::RunError{};
  zero.result.error->type = "ZeroDivisionError";
  zero.result.error->line = 5;
  std::vector<hyexec::cli::Uncovered> u =
      hyexec::cli::uncovered_lines(*b.program, {1, 2, 4, 6, 7, 9, 10}, {zero}, {true, false, {}});
  bool said = false;
  for (const auto& x : u)
    if (x.line == 8) said = x.reason == "raises";
  EXPECT_TRUE(said);
}

} // namespace
