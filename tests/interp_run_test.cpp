// The interpreter through run_program: results, errors, limits and traces.
#include "interp_test_util.h"

#include <gtest/gtest.h>

using hyexec::interp::BlockTrace;
using hyexec::interp::RunOptions;
using hyexec::interp::TraceLevel;

TEST(InterpRun, PrintsAndReadsStdin) {
  RunOptions o;
  o.stdin_data = "3\n1 2 3\n";
  auto r = run_source("n = int(input())\nxs = list(map(int, input().split()))\n"
                      "print(n, sum(xs), sep='|')\n",
                      o);
  EXPECT_EQ(r.status, "ok");
  EXPECT_EQ(r.stdout_text, "3|6\n");
}

TEST(InterpRun, UncaughtErrorHasCPythonClassMessageAndLine) {
  auto r = run_source("x = [1]\n\nprint(x[3])\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.status, "error");
  EXPECT_EQ(r.error->type, "IndexError");
  EXPECT_EQ(r.error->message, "list index out of range");
  EXPECT_EQ(r.error->line, 3u);
  EXPECT_NE(r.error->traceback.find("Traceback (most recent call last):"), std::string::npos);
}

TEST(InterpRun, AStandardModuleWeLackIsUnsupportedNotMissing) {
  // CPython has sqlite3: reporting ModuleNotFoundError would invent an error.
  auto r = run_source("import sqlite3\n");
  EXPECT_EQ(r.status, "unsupported");
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("sqlite3"), std::string::npos);
  r = run_source("import no_such_module_anywhere\n");
  EXPECT_EQ(r.status, "error");
  EXPECT_EQ(r.error->type, "ModuleNotFoundError");
}

TEST(InterpRun, EndOfInputIsEOFError) {
  auto r = run_source("input()\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "EOFError");
  EXPECT_EQ(r.error->message, "EOF when reading a line");
}

TEST(InterpRun, SystemExitIsOkWithItsCode) {
  auto r = run_source("import sys\nprint('a')\nsys.exit(3)\nprint('b')\n");
  EXPECT_EQ(r.status, "ok");
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.stdout_text, "a\n");
}

TEST(InterpRun, StepLimitStopsAnInfiniteLoop) {
  RunOptions o;
  o.max_steps = 10000;
  auto r = run_source("while True:\n    pass\n", o);
  EXPECT_EQ(r.status, "step_limit");
}

TEST(InterpRun, DeepRecursionIsRecursionError) {
  auto r = run_source("def f(n):\n    return f(n + 1)\nf(0)\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "RecursionError");
}

TEST(InterpRun, MemoryCapRaisesMemoryError) {
  RunOptions o;
  o.max_memory = 64u << 20;
  auto r = run_source("x = []\nwhile True:\n    x.append('a' * 100000)\n", o);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "MemoryError");
}

TEST(InterpRun, UnsupportedConstructIsReportedNotRaised) {
  // ast.parse of a match statement would need its pattern nodes
  // (interp/ast_tree.cpp converts every other node).
  auto r = run_source("import ast\nast.parse('match x:\\n    case 1: pass\\n')\n");
  EXPECT_EQ(r.status, "unsupported");
}

TEST(InterpRun, BlockTraceHasStatePerBlock) {
  RunOptions o;
  o.trace = TraceLevel::Blocks;
  auto r = run_source("a = 1\nif a:\n    b = a + 1\nprint(b)\n", o);
  ASSERT_EQ(r.status, "ok");
  ASSERT_FALSE(r.trace.empty());
  const BlockTrace& last = r.trace.back();
  ASSERT_TRUE(last.lines);
  bool has_b = false;
  for (const auto& [name, value] : last.state) has_b |= name == "b" && value == "2";
  EXPECT_TRUE(has_b);
  EXPECT_FALSE(r.trace_truncated);
}

TEST(InterpRun, TraceStopsAtItsBudgetAndTheRunGoesOn) {
  RunOptions o;
  o.trace = TraceLevel::Full;
  o.trace_budget = 64 << 10;
  auto r = run_source("t = 0\nfor i in range(100000):\n    t += i\nprint(t)\n", o);
  EXPECT_EQ(r.status, "ok");
  EXPECT_EQ(r.stdout_text, "4999950000\n");
  EXPECT_TRUE(r.trace_truncated);
  EXPECT_LT(r.trace.size(), 2000u);
}

TEST(InterpRun, TraceReprNeverChangesTheRun) {
  RunOptions o;
  o.trace = TraceLevel::Full;
  auto r = run_source("class A:\n    def __repr__(self):\n        print('side effect')\n"
                      "        raise ValueError\n\na = A()\nprint('done')\n",
                      o);
  EXPECT_EQ(r.status, "ok");
  EXPECT_EQ(r.stdout_text, "done\n");
  bool shown = false;
  for (const auto& t : r.trace)
    for (const auto& [name, value] : t.state)
      shown |= name == "a" && value == "<repr failed: ValueError>";
  EXPECT_TRUE(shown);
}

TEST(InterpRun, GeneratorsInterleaveAndFinish) {
  auto r = run_source("def g(n):\n    for i in range(n):\n        yield i\n    return 'end'\n"
                      "a, b = g(2), g(3)\nprint(next(a), next(b), next(a), list(b))\n"
                      "try:\n    next(a)\nexcept StopIteration as e:\n    print(e.value)\n");
  EXPECT_EQ(r.stdout_text, "0 0 1 [1, 2]\nend\n");
}
