// Hostile input never crashes or hangs the front end: each case ends in a
// module or a SyntaxError-like report (CPython's own class where it has one).
#include "cfg/cfg.h"
#include "cfg/parse.h"

#include <gtest/gtest.h>

#include <random>

using namespace hyexec;

namespace {

/// Parses and, when that succeeds, builds the CFGs too.
ParseResult run(const std::string& src) {
  ParseResult r = parse_python("t.py", src);
  if (r.module) {
    cfg::BuildError error;
    auto program = cfg::build(*r.module, &error);
    EXPECT_TRUE(program || !error.message.empty());
  }
  return r;
}

std::string repeat(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

} // namespace

TEST(BadInput, EmptyFile) {
  ParseResult r = run("");
  ASSERT_TRUE(r.module);
  EXPECT_TRUE(r.module->body.empty());
}

TEST(BadInput, OnlyCommentsAndBlankLines) {
  ParseResult r = run("# nothing\n\n   \n# here\n");
  ASSERT_TRUE(r.module);
  EXPECT_TRUE(r.module->body.empty());
}

TEST(BadInput, BinaryGarbage) {
  std::mt19937 rng(42);
  std::string bytes;
  for (int i = 0; i < 100000; ++i) bytes.push_back(static_cast<char>(rng() & 0xFF));
  ParseResult r = run(bytes);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "SyntaxError");
}

TEST(BadInput, PrintableGarbage) {
  std::mt19937 rng(7);
  const std::string alphabet = "()[]{}:;,.=+-*/%'\"\\ \n\tabcxyz0123456789#@!&|^~<>";
  std::string text;
  for (int i = 0; i < 200000; ++i) text.push_back(alphabet[rng() % alphabet.size()]);
  ParseResult r = run(text);
  EXPECT_TRUE(r.error || r.module);
}

TEST(BadInput, NotUtf8) {
  ParseResult r = run("x = 1\ny = '\xff\xfe'\n");
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("Non-UTF-8 code starting with '\\xff'"), std::string::npos);
  EXPECT_EQ(r.error->line, 2u);
}

TEST(BadInput, NulByte) {
  ParseResult r = run(std::string("x = 1\0\n", 7));
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->message, "source code cannot contain null bytes");
}

TEST(BadInput, TenMegabyteFile) {
  std::string line = "value_%d = [i * 2 for i in range(10) if i % 3] + [x for x in 'abc']\n";
  std::string src;
  src.reserve(11 << 20);
  for (int i = 0; src.size() < (10u << 20); ++i) src += "v" + std::to_string(i) + line.substr(7);
  ParseResult r = run(src);
  ASSERT_TRUE(r.module);
  EXPECT_GT(r.module->body.size(), 100000u);
}

TEST(BadInput, DeepBracketsAreCPythonsError) {
  ParseResult r = run("x = " + repeat("(", 2000) + "1" + repeat(")", 2000) + "\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->message, "too many nested parentheses");
}

TEST(BadInput, DeepBlocksAreCPythonsIndentationError) {
  std::string src;
  for (int i = 0; i < 2000; ++i) src += std::string(i, ' ') + "if x:\n";
  src += std::string(2000, ' ') + "pass\n";
  ParseResult r = run(src);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "IndentationError");
  EXPECT_EQ(r.error->message, "too many levels of indentation");
  EXPECT_EQ(r.error->line, 101u); // as CPython: the 100th level is the body line
}

TEST(BadInput, NinetyNineBlocksAreFine) {
  std::string src;
  for (int i = 0; i < 99; ++i) src += std::string(i, ' ') + "while x:\n";
  src += std::string(99, ' ') + "break\n";
  ParseResult r = run(src);
  EXPECT_TRUE(r.module);
}

TEST(BadInput, LongOperatorChainIsCPythonsRecursionError) {
  // CPython: "RecursionError: maximum recursion depth exceeded during compilation".
  ParseResult r = run("x = " + repeat("1 + ", 100000) + "1\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "RecursionError");
  EXPECT_TRUE(run("x = " + repeat("1 + ", 2000) + "1\n").module);
}

TEST(BadInput, DeepUnaryChainIsRejectedNotACrash) {
  ParseResult r = run("x = " + repeat("-", 100000) + "1\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "RecursionError");
}

TEST(BadInput, DeepNotChain) {
  ParseResult r = run("x = " + repeat("not ", 2000) + "y\n");
  EXPECT_TRUE(r.module);
}

TEST(BadInput, UnterminatedConstructs) {
  for (const char* src : {"x = '\n", "x = \"\"\"abc\n", "def f(:\n", "class\n", "if x:\n", "f(\n",
                          "@\n", "try:\n  pass\nexcept E:\n", "x = [1, 2\ny = 3\n"}) {
    ParseResult r = run(src);
    EXPECT_TRUE(r.error) << src;
  }
}

TEST(BadInput, EmptyBlockIsCPythonsIndentationError) {
  ParseResult r = run("for i in x:\n# nothing\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, "IndentationError");
  EXPECT_EQ(r.error->message, "expected an indented block after 'for' statement on line 1");
}

TEST(BadInput, CompileErrorsFromTheCfgBuilder) {
  for (const char* src :
       {"return 1\n", "break\n", "continue\n", "yield 1\n", "nonlocal x\n", "def f():\n  await x\n",
        "class C:\n  return 1\n", "try:\n  a\nexcept:\n  pass\nexcept E:\n  pass\n"}) {
    ParseResult r = parse_python("t.py", src);
    ASSERT_TRUE(r.module) << src;
    cfg::BuildError error;
    EXPECT_FALSE(cfg::build(*r.module, &error)) << src;
    EXPECT_FALSE(error.message.empty()) << src;
  }
}
