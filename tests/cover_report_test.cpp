// What `cover` reports of its runs (explore/run_selection.h,
// explore/cover_report.h): the minimal set keeps a run that did not finish
// even when other runs reach all its lines, and an uncovered line behind a
// loop that did not stop says so. The runs are made up here, so each case
// tests the selection and the reasons alone, not the search.
#include "cfg_test_util.h"
#include "explore/cover_report.h"
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

} // namespace
