// The CFG of each construct, written out block by block (see
// cfg_test_util.h for the format). Each expectation was checked by hand
// against Python's semantics: where exceptions go, what a jump out of a
// `finally` or `with` passes through, which code is unreachable.
#include "cfg_test_util.h"

#include "cfg/cfg_render.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace hyexec;

TEST(Cfg, IfWithoutElse) {
  EXPECT_EQ(summary("x = 1\n"
                    "if x > 0:\n"
                    "    x = 2\n"
                    "print(x)\n"),
            "1 L1,2 | true->2 false->3\n"
            "2 L3 | fallthrough->3\n"
            "3 L4 | exit->END\n");
}

TEST(Cfg, IfElse) {
  EXPECT_EQ(summary("if a:\n"
                    "    b = 1\n"
                    "else:\n"
                    "    b = 2\n"
                    "print(b)\n"),
            "1 L1 | true->2 false->3\n"
            "2 L2 | fallthrough->4\n"
            "3 L4 | fallthrough->4\n"
            "4 L5 | exit->END\n");
}

TEST(Cfg, IfElifElse) {
  EXPECT_EQ(summary("if a:\n"
                    "    r = 1\n"
                    "elif b:\n"
                    "    r = 2\n"
                    "elif c:\n"
                    "    r = 3\n"
                    "else:\n"
                    "    r = 4\n"
                    "print(r)\n"),
            "1 L1 | true->2 false->3\n"
            "2 L2 | fallthrough->8\n"
            "3 L3 | true->4 false->5\n"
            "4 L4 | fallthrough->8\n"
            "5 L5 | true->6 false->7\n"
            "6 L6 | fallthrough->8\n"
            "7 L8 | fallthrough->8\n"
            "8 L9 | exit->END\n");
}

TEST(Cfg, WhileElse) {
  EXPECT_EQ(summary("i = 0\n"
                    "while i < 3:\n"
                    "    i += 1\n"
                    "else:\n"
                    "    print('done')\n"
                    "print(i)\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | true->3 false->4\n"
            "3 L3 | loop->2\n"
            "4 L5 | fallthrough->5\n"
            "5 L6 | exit->END\n");
}

TEST(Cfg, WhileBreakContinue) {
  EXPECT_EQ(summary("i = 0\n"
                    "while i < 10:\n"
                    "    i += 1\n"
                    "    if i % 2:\n"
                    "        continue\n"
                    "    if i > 6:\n"
                    "        break\n"
                    "    print(i)\n"
                    "else:\n"
                    "    print('no break')\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | true->3 false->8\n"
            "3 L3,4 | true->4 false->5\n"
            "4 L5 | continue->2\n"
            "5 L6 | true->6 false->7\n"
            "6 L7 | break->END\n"
            "7 L8 | loop->2\n"
            "8 L10 | exit->END\n");
}

TEST(Cfg, ForElse) {
  EXPECT_EQ(summary("for x in xs:\n"
                    "    print(x)\n"
                    "else:\n"
                    "    print('end')\n"),
            "1 L1 | fallthrough->2\n"
            "2 L1 | next->3 exhausted->4\n"
            "3 L2 | loop->2\n"
            "4 L4 | exit->END\n");
}

TEST(Cfg, NestedForContinue) {
  EXPECT_EQ(summary("for i in range(3):\n"
                    "    for j in range(3):\n"
                    "        if j == i:\n"
                    "            continue\n"
                    "        print(i, j)\n"
                    "    print('row')\n"),
            "1 L1 | fallthrough->2\n"
            "2 L1 | next->3 exhausted->END\n"
            "3 L2 | fallthrough->4\n"
            "4 L2 | next->5 exhausted->8\n"
            "5 L3 | true->6 false->7\n"
            "6 L4 | continue->4\n"
            "7 L5 | loop->4\n"
            "8 L6 | loop->2\n");
}

TEST(Cfg, ForBreak) {
  EXPECT_EQ(summary("for x in xs:\n"
                    "    if x:\n"
                    "        break\n"
                    "    y = x\n"
                    "print(y)\n"),
            "1 L1 | fallthrough->2\n"
            "2 L1 | next->3 exhausted->6\n"
            "3 L2 | true->4 false->5\n"
            "4 L3 | break->6\n"
            "5 L4 | loop->2\n"
            "6 L5 | exit->END\n");
}

TEST(Cfg, TryExcept) {
  EXPECT_EQ(summary("try:\n"
                    "    x = int(s)\n"
                    "except ValueError:\n"
                    "    x = 0\n"
                    "print(x)\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->6 exception->3\n"
            "3 L3 | matched->4 not_matched->5\n"
            "4 L4 | fallthrough->6\n"
            "5 L |\n"
            "6 L5 | exit->END\n");
}

TEST(Cfg, TryHandlersBare) {
  EXPECT_EQ(summary("try:\n"
                    "    f()\n"
                    "except ValueError:\n"
                    "    a = 1\n"
                    "except (KeyError, IndexError):\n"
                    "    a = 2\n"
                    "except:\n"
                    "    a = 3\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | exit->END exception->3\n"
            "3 L3 | matched->4 not_matched->5\n"
            "4 L4 | exit->END\n"
            "5 L5 | matched->6 not_matched->7\n"
            "6 L6 | exit->END\n"
            "7 L7 | matched->8\n"
            "8 L8 | exit->END\n");
}

TEST(Cfg, TryExceptElse) {
  EXPECT_EQ(summary("try:\n"
                    "    f()\n"
                    "except E:\n"
                    "    g()\n"
                    "else:\n"
                    "    h()\n"
                    "k()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->5 exception->3\n"
            "3 L3 | matched->4 not_matched->6\n"
            "4 L4 | fallthrough->7\n"
            "5 L6 | fallthrough->7\n"
            "6 L |\n"
            "7 L7 | exit->END\n");
}

TEST(Cfg, TryFinally) {
  EXPECT_EQ(summary("try:\n"
                    "    f()\n"
                    "finally:\n"
                    "    g()\n"
                    "h()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->4 exception->3\n"
            "3 L4 |\n"
            "4 L4 | fallthrough->5\n"
            "5 L5 | exit->END\n");
}

TEST(Cfg, TryExceptFinally) {
  EXPECT_EQ(summary("try:\n"
                    "    f()\n"
                    "except E:\n"
                    "    g()\n"
                    "finally:\n"
                    "    h()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->6 exception->3\n"
            "3 L3 | matched->4 not_matched->7 exception->5\n"
            "4 L4 | fallthrough->6 exception->5\n"
            "5 L6 |\n"
            "6 L6 | exit->END\n"
            "7 L | exception->5\n");
}

TEST(Cfg, ReturnThroughFinally) {
  EXPECT_EQ(summary("def f():\n"
                    "    try:\n"
                    "        return g()\n"
                    "    finally:\n"
                    "        h()\n"
                    "    x = 1\n",
                    "f"),
            "1 L2 | fallthrough->2\n"
            "2 L3 | fallthrough->4 exception->3\n"
            "3 L5 |\n"
            "4 L5 | return->END\n"
            "5! L5 | fallthrough->6\n"
            "6! L6 | exit->END\n");
}

TEST(Cfg, ContinueInTryFinallyNested) {
  EXPECT_EQ(summary("for i in a:\n"
                    "    for j in b:\n"
                    "        try:\n"
                    "            if j:\n"
                    "                continue\n"
                    "            g(j)\n"
                    "        finally:\n"
                    "            h()\n"
                    "    k()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L1 | next->3 exhausted->END\n"
            "3 L2 | fallthrough->4\n"
            "4 L2 | next->5 exhausted->12\n"
            "5 L3 | fallthrough->6\n"
            "6 L4 | true->7 false->8 exception->9\n"
            "7 L5 | fallthrough->10 exception->9\n"
            "8 L6 | fallthrough->11 exception->9\n"
            "9 L8 |\n"
            "10 L8 | continue->4\n"
            "11 L8 | loop->4\n"
            "12 L9 | loop->2\n");
}

TEST(Cfg, BreakInTryFinally) {
  EXPECT_EQ(summary("while c:\n"
                    "    try:\n"
                    "        break\n"
                    "    finally:\n"
                    "        g()\n"
                    "h()\n"),
            "1 L1 | true->2 false->7\n"
            "2 L2 | fallthrough->3\n"
            "3 L3 | fallthrough->5 exception->4\n"
            "4 L5 |\n"
            "5 L5 | break->7\n"
            "6! L5 | loop->1\n"
            "7 L6 | exit->END\n");
}

TEST(Cfg, ReturnInWithInFor) {
  EXPECT_EQ(summary("def f(paths):\n"
                    "    for p in paths:\n"
                    "        with open(p) as fh:\n"
                    "            return fh.read()\n"
                    "    return None\n",
                    "f"),
            "1 L2 | fallthrough->2\n"
            "2 L2 | next->3 exhausted->8\n"
            "3 L3 | fallthrough->4\n"
            "4 L4 | fallthrough->6 exception->5\n"
            "5 L | suppressed->2 raise->7\n"
            "6 L | return->END\n"
            "7 L |\n"
            "8 L5 | return->END\n");
}

TEST(Cfg, With) {
  EXPECT_EQ(summary("with open(p) as f:\n"
                    "    data = f.read()\n"
                    "print(data)\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->4 exception->3\n"
            "3 L | suppressed->6 raise->5\n"
            "4 L | fallthrough->6\n"
            "5 L |\n"
            "6 L3 | exit->END\n");
}

TEST(Cfg, WithTwoItems) {
  EXPECT_EQ(summary("with a() as x, b() as y:\n"
                    "    use(x, y)\n"),
            "1 L1 | fallthrough->4\n"
            "2 L2 | fallthrough->6 exception->5\n"
            "3 L | suppressed->END raise->9\n"
            "4 L | fallthrough->2 exception->3\n"
            "5 L | suppressed->8 raise->7 exception->3\n"
            "6 L | fallthrough->8 exception->3\n"
            "7 L | exception->3\n"
            "8 L | exit->END\n"
            "9 L |\n");
}

TEST(Cfg, RaiseInFunction) {
  EXPECT_EQ(summary("def f(x):\n"
                    "    if x < 0:\n"
                    "        raise ValueError('neg')\n"
                    "    return x\n",
                    "f"),
            "1 L2 | true->2 false->3\n"
            "2 L |\n"
            "3 L4 | return->END\n");
}

TEST(Cfg, RaiseCaught) {
  EXPECT_EQ(summary("try:\n"
                    "    raise KeyError(1)\n"
                    "except KeyError as e:\n"
                    "    print(e)\n"),
            "1 L1 | fallthrough->2\n"
            "2 L | exception->3\n"
            "3 L3 | matched->4 not_matched->5\n"
            "4 L4 | exit->END exception->6\n"
            "5 L |\n"
            "6 L |\n");
}

TEST(Cfg, Assert) {
  EXPECT_EQ(summary("x = 1\n"
                    "assert x > 0, 'positive'\n"
                    "print(x)\n"),
            "1 L1,2 | true->3 false->2\n"
            "2 L |\n"
            "3 L3 | exit->END\n");
}

TEST(Cfg, MatchGuardWildcard) {
  EXPECT_EQ(summary("match cmd:\n"
                    "    case ['go', d] if d:\n"
                    "        move(d)\n"
                    "    case 'stop':\n"
                    "        stop()\n"
                    "    case _:\n"
                    "        other()\n"
                    "done()\n"),
            "1 L1,2 | matched->2 not_matched->4\n"
            "2 L | true->3 false->4\n"
            "3 L3 | fallthrough->8\n"
            "4 L4 | matched->5 not_matched->6\n"
            "5 L5 | fallthrough->8\n"
            "6 L6 | matched->7 not_matched->8\n"
            "7 L7 | fallthrough->8\n"
            "8 L8 | exit->END\n");
}

TEST(Cfg, MatchNoWildcard) {
  EXPECT_EQ(summary("match v:\n"
                    "    case 1:\n"
                    "        a()\n"
                    "    case 2:\n"
                    "        b()\n"
                    "c()\n"),
            "1 L1,2 | matched->2 not_matched->3\n"
            "2 L3 | fallthrough->5\n"
            "3 L4 | matched->4 not_matched->5\n"
            "4 L5 | fallthrough->5\n"
            "5 L6 | exit->END\n");
}

TEST(Cfg, UnreachableAfterReturn) {
  EXPECT_EQ(summary("def f():\n"
                    "    return 1\n"
                    "    x = 2\n"
                    "    print(x)\n",
                    "f"),
            "1 L2 | return->END\n"
            "2! L3,4 | exit->END\n");
}

TEST(Cfg, UnreachableAfterBreak) {
  EXPECT_EQ(summary("while True:\n"
                    "    break\n"
                    "    dead()\n"
                    "live()\n"),
            "1 L1 | true->2 false->4\n"
            "2 L2 | break->4\n"
            "3! L3 | loop->1\n"
            "4 L4 | exit->END\n");
}

TEST(Cfg, FunctionUnits) {
  EXPECT_EQ(summary("def add(a, b=1):\n"
                    "    return a + b\n"
                    "print(add(2))\n"),
            "1 L1,3 | exit->END\n");
}

TEST(Cfg, FunctionUnitsBody) {
  EXPECT_EQ(summary("def add(a, b=1):\n"
                    "    return a + b\n"
                    "print(add(2))\n",
                    "add"),
            "1 L2 | return->END\n");
}

TEST(Cfg, ClassBodyAndMethod) {
  EXPECT_EQ(summary("class C:\n"
                    "    k = 1\n"
                    "    def m(self):\n"
                    "        return self.k\n",
                    "C"),
            "1 L2,3 | exit->END\n");
}

TEST(Cfg, MethodUnit) {
  EXPECT_EQ(summary("class C:\n"
                    "    k = 1\n"
                    "    def m(self):\n"
                    "        return self.k\n",
                    "C.m"),
            "1 L4 | return->END\n");
}

TEST(Cfg, LambdaUnit) {
  EXPECT_EQ(summary("f = lambda x: x + 1\n", "<lambda>"), "1 L1 | return->END\n");
}

TEST(Cfg, NestedFinallyReturn) {
  EXPECT_EQ(summary("def f():\n"
                    "    try:\n"
                    "        try:\n"
                    "            return 1\n"
                    "        finally:\n"
                    "            a()\n"
                    "    finally:\n"
                    "        b()\n",
                    "f"),
            "1 L2 | fallthrough->2\n"
            "2 L3 | fallthrough->3 exception->7\n"
            "3 L4 | fallthrough->5 exception->4\n"
            "4 L6 | exception->7\n"
            "5 L6 | fallthrough->8 exception->7\n"
            "6! L6 | fallthrough->9 exception->7\n"
            "7 L8 |\n"
            "8 L8 | return->END\n"
            "9! L8 | exit->END\n");
}

TEST(Cfg, FinallyReturnOverrides) {
  EXPECT_EQ(summary("def f():\n"
                    "    try:\n"
                    "        return 1\n"
                    "    finally:\n"
                    "        return 2\n",
                    "f"),
            "1 L2 | fallthrough->2\n"
            "2 L3 | fallthrough->4 exception->3\n"
            "3 L5 | return->END\n"
            "4 L5 | return->END\n"
            "5! L5 | return->END\n");
}

TEST(Cfg, HandlerInsideHandler) {
  EXPECT_EQ(summary("try:\n"
                    "    f()\n"
                    "except A:\n"
                    "    try:\n"
                    "        g()\n"
                    "    except B:\n"
                    "        h()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | exit->END exception->3\n"
            "3 L3 | matched->4 not_matched->8\n"
            "4 L4 | fallthrough->5\n"
            "5 L5 | fallthrough->9 exception->6\n"
            "6 L6 | matched->7 not_matched->10\n"
            "7 L7 | fallthrough->9\n"
            "8 L |\n"
            "9 L | exit->END\n"
            "10 L |\n");
}

TEST(Cfg, WithInsideTry) {
  EXPECT_EQ(summary("try:\n"
                    "    with cm():\n"
                    "        body()\n"
                    "except E:\n"
                    "    handle()\n"),
            "1 L1 | fallthrough->2\n"
            "2 L2 | fallthrough->3 exception->7\n"
            "3 L3 | fallthrough->5 exception->4\n"
            "4 L | suppressed->END raise->6 exception->7\n"
            "5 L | exit->END exception->7\n"
            "6 L | exception->7\n"
            "7 L4 | matched->8 not_matched->9\n"
            "8 L5 | exit->END\n"
            "9 L |\n");
}

TEST(Cfg, WhileTrue) {
  EXPECT_EQ(summary("while True:\n"
                    "    x = get()\n"
                    "    if x:\n"
                    "        break\n"
                    "use(x)\n"),
            "1 L1 | true->2 false->4\n"
            "2 L2,3 | true->3 false->1\n"
            "3 L4 | break->4\n"
            "4 L5 | exit->END\n");
}

TEST(Cfg, DocstringIsNotALine) {
  EXPECT_EQ(summary("def f():\n"
                    "    '''doc'''\n"
                    "    return 1\n",
                    "f"),
            "1 L3 | return->END\n");
}

TEST(Cfg, ForTupleTargetElseBreak) {
  EXPECT_EQ(summary("for k, v in d.items():\n"
                    "    if v:\n"
                    "        break\n"
                    "else:\n"
                    "    k = None\n"),
            "1 L1 | fallthrough->2\n"
            "2 L1 | next->3 exhausted->5\n"
            "3 L2 | true->4 false->2\n"
            "4 L3 | break->END\n"
            "5 L5 | exit->END\n");
}

// ---------------------------------------------------------------- renderings

TEST(CfgRender, OrcaFigureOneText) {
  BuiltCfg b = build_cfg("n = int(input())\n"
                         "total = int(input())\n"
                         "for i in range(n):\n"
                         "    if (i + total) % 2 == 0:\n"
                         "        total += i\n"
                         "        continue\n"
                         "    else:\n"
                         "        total -= 1\n"
                         "total = 1 / (total - 13)\n");
  ASSERT_TRUE(b.program) << b.error;
  EXPECT_EQ(cfg::render_text(*b.program),
            "\nBlock 1:\nStatement:\n    n = int(input())\n    total = int(input())\nNext:\n    Go "
            "to Block: 2\n"
            "\nBlock 2:\nStatement:\n    iterator -> i, Iterate Over -> range(n)\nNext:\n"
            "    If True: Go to Block 3\n    If False: Go to Block 6\n"
            "\nBlock 3:\nStatement:\n    ((i + total) % 2 == 0)\nNext:\n"
            "    If True: Go to Block 4\n    If False: Go to Block 5\n"
            "\nBlock 4:\nStatement:\n    total += i\n    continue\nNext:\n    Go to Block: 2\n"
            "\nBlock 5:\nStatement:\n    total -= 1\nNext:\n    Go to Block: 2\n"
            "\nBlock 6:\nStatement:\n    total = 1 / (total - 13)\nNext:\n    <END>\n");
}

TEST(CfgRender, TextShowsHandlersAndUnreachableCode) {
  BuiltCfg b = build_cfg("def f(x):\n"
                         "    try:\n"
                         "        return 1 / x\n"
                         "    except ZeroDivisionError as e:\n"
                         "        raise ValueError('x') from e\n"
                         "    print('never')\n");
  ASSERT_TRUE(b.program) << b.error;
  std::string text = cfg::render_text(*b.program, b.program->find("f"));
  EXPECT_NE(text.find("    return 1 / x\nNext:\n    <END>\n    On Exception: Go to Block"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    except ZeroDivisionError as e:\nNext:\n    If True:"), std::string::npos)
      << text;
  EXPECT_NE(text.find("(unreachable)\nStatement:\n    print('never')"), std::string::npos) << text;
  EXPECT_NE(text.find("raise ValueError('x') from e"), std::string::npos) << text;
}

TEST(CfgRender, EveryUnitGetsATitle) {
  BuiltCfg b = build_cfg(
      "def f():\n    return 1\nclass C:\n    def m(self):\n        pass\ng = lambda: 0\n");
  ASSERT_TRUE(b.program) << b.error;
  std::string text = cfg::render_text(*b.program);
  EXPECT_NE(text.find("# module\n"), std::string::npos);
  EXPECT_NE(text.find("# function f (line 1)\n"), std::string::npos);
  EXPECT_NE(text.find("# class C (line 3)\n"), std::string::npos);
  EXPECT_NE(text.find("# function C.m (line 4)\n"), std::string::npos);
  EXPECT_NE(text.find("# lambda <lambda> (line 6)\n"), std::string::npos);
}

TEST(CfgRender, JsonHasBlocksEdgesDecisionsAndLines) {
  BuiltCfg b = build_cfg(
      "'''doc'''\nx = a and b\nif x:\n    y = 1 if z else 2\nprint([i for i in y if i])\n");
  ASSERT_TRUE(b.program) << b.error;
  nlohmann::json j = nlohmann::json::parse(cfg::render_json(*b.program));
  ASSERT_EQ(j["units"].size(), 1u);
  const auto& unit = j["units"][0];
  EXPECT_EQ(unit["name"], "<module>");
  EXPECT_EQ(unit["entry"], 1);
  ASSERT_EQ(unit["blocks"].size(), 5u); // 3 blocks, <END>, <raise>
  EXPECT_EQ(unit["blocks"][0]["statements"][1]["text"], "x = a and b");
  EXPECT_EQ(unit["blocks"][0]["statements"][2]["kind"], "condition");
  EXPECT_EQ(unit["blocks"][3]["kind"], "exit");
  bool true_edge = false;
  for (const auto& e : unit["edges"])
    true_edge |= e["from"] == 1 && e["to"] == 2 && e["kind"] == "true";
  EXPECT_TRUE(true_edge);
  // Decisions: the `and` operand, the if, the conditional expression, the comprehension if.
  ASSERT_EQ(j["decisions"].size(), 4u);
  EXPECT_EQ(j["decisions"][0]["kind"], "bool_operand");
  EXPECT_EQ(j["decisions"][1]["kind"], "if");
  EXPECT_EQ(j["decisions"][2]["kind"], "if_expression");
  EXPECT_EQ(j["decisions"][3]["kind"], "comprehension_if");
  EXPECT_EQ(j["statement_lines"], nlohmann::json::parse("[2, 3, 4, 5]")); // no docstring
}

TEST(CfgRender, DotIsAGraphWithClusters) {
  BuiltCfg b = build_cfg("def f(x):\n    while x:\n        x -= 1\n    return x\n");
  ASSERT_TRUE(b.program) << b.error;
  std::string dot = cfg::render_dot(*b.program);
  EXPECT_EQ(dot.rfind("digraph cfg {", 0), 0u);
  EXPECT_NE(dot.find("subgraph cluster_1"), std::string::npos);
  EXPECT_NE(dot.find("label=\"loop\""), std::string::npos);
  EXPECT_NE(dot.find("label=\"true\""), std::string::npos);
  EXPECT_EQ(dot.back(), '\n');
}

// ---------------------------------------------------------- graph structure

TEST(CfgGraph, EdgesMirrorTerminatorsOnTheBoostGraph) {
  BuiltCfg b = build_cfg("try:\n    f()\nexcept E:\n    g()\n");
  ASSERT_TRUE(b.program) << b.error;
  const cfg::CodeUnit& u = b.program->module_unit();
  int exception_edges = 0;
  for (auto [e, end] = boost::edges(u.graph); e != end; ++e)
    exception_edges += u.graph[*e].kind == cfg::EdgeKind::Exception;
  // f() and the handler test raise to handlers or out; the handler body and
  // the re-raise leave the unit.
  EXPECT_GE(exception_edges, 3);
  for (cfg::BlockId id = 0; id < u.num_blocks(); ++id) {
    const cfg::Block& blk = u.block(id);
    for (cfg::BlockId s : blk.term.succ)
      if (s != cfg::kNoBlock) EXPECT_TRUE(boost::edge(id, s, u.graph).second);
  }
}

TEST(CfgGraph, HandlerDepthCountsEnclosingExceptBodies) {
  BuiltCfg b =
      build_cfg("try:\n    a()\nexcept A:\n    try:\n        b()\n    except B:\n        c()\n");
  ASSERT_TRUE(b.program) << b.error;
  const cfg::CodeUnit& u = b.program->module_unit();
  std::map<uint32_t, int> depth_of_line;
  for (cfg::BlockId id = 0; id < u.num_blocks(); ++id)
    for (const cfg::Op& op : u.block(id).ops)
      if (op.line) depth_of_line[op.line] = u.block(id).handler_depth;
  EXPECT_EQ(depth_of_line[2], 0);
  EXPECT_EQ(depth_of_line[5], 1);
  EXPECT_EQ(depth_of_line[7], 2);
}

TEST(CfgGraph, FinallyBodiesAreCopiedPerExit) {
  // Normal exit, return and exception each get their own copy of `g()`.
  BuiltCfg b = build_cfg(
      "def f(x):\n    try:\n        if x:\n            return 1\n    finally:\n        g()\n");
  ASSERT_TRUE(b.program) << b.error;
  const cfg::CodeUnit& u = *b.program->find("f");
  int copies = 0;
  for (cfg::BlockId id = 0; id < u.num_blocks(); ++id)
    for (const cfg::Op& op : u.block(id).ops) copies += op.line == 6;
  EXPECT_EQ(copies, 3);
}

TEST(CfgGraph, CompileErrorsAreReported) {
  EXPECT_EQ(summary("for x in y:\n    pass\nbreak\n"), "!! SyntaxError: 'break' outside loop @3");
  EXPECT_EQ(summary("continue\n"), "!! SyntaxError: 'continue' not properly in loop @1");
  EXPECT_EQ(summary("x = 1\nreturn x\n"), "!! SyntaxError: 'return' outside function @2");
  EXPECT_EQ(summary("def f():\n    def g():\n        break\n    while 1:\n        g()\n"),
            "!! SyntaxError: 'break' outside loop @3");
  EXPECT_EQ(summary("class C:\n    x = yield\n"), "!! SyntaxError: 'yield' outside function @2");
}
