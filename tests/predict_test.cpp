// The ORCA answer parser, the symbol-table reader, ORCA's measures, the
// comparison with a real run, and LDB's value shortening and verdict reader.

#include "predict/ldb.h"
#include "predict/orca_answer.h"
#include "predict/orca_metrics.h"
#include "predict/run_comparison.h"
#include "predict/symbol_table.h"

#include "cfg/cfg.h"
#include "cfg/parse.h"
#include "interp/interpreter.h"

#include <gtest/gtest.h>

using namespace hyexec::predict;

namespace {

const PredictedSymbol* find(const std::vector<PredictedSymbol>& t, const std::string& name) {
  for (const auto& s : t)
    if (s.name == name) return &s;
  return nullptr;
}

} // namespace

TEST(SymbolTable, ValuesAreReadAsPythonPrintsThem) {
  bool literal = false;
  auto t = read_symbol_table("{'n': (1e3, float), 's': ('ab', str), 'a': ([1, 'x'], list), "
                             "'e': (set(), set), 'b': True}",
                             &literal);
  EXPECT_TRUE(literal);
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(find(t, "n")->str_value, "1000.0");
  EXPECT_EQ(find(t, "n")->type_name, "float");
  EXPECT_EQ(find(t, "s")->str_value, "ab");
  EXPECT_EQ(find(t, "s")->repr_value, "'ab'");
  EXPECT_EQ(find(t, "a")->repr_value, "[1, 'x']");
  EXPECT_EQ(find(t, "e")->repr_value, "set()");
  EXPECT_EQ(find(t, "b")->str_value, "True");
  EXPECT_FALSE(find(t, "b")->tuple_form);
}

TEST(SymbolTable, AnUnreadableEntryKeepsTheOthers) {
  bool literal = true;
  auto t = read_symbol_table(
      "{'math': (<module 'math' (built-in)>, module), 'N': (2, int), 'f': (g(3), function)}",
      &literal);
  EXPECT_FALSE(literal);
  ASSERT_EQ(t.size(), 3u);
  EXPECT_FALSE(find(t, "math")->evaluated);
  EXPECT_EQ(find(t, "math")->str_value, "<module 'math' (built-in)>");
  EXPECT_EQ(find(t, "math")->type_name, "module");
  EXPECT_TRUE(find(t, "N")->evaluated);
  EXPECT_EQ(find(t, "N")->str_value, "2");
  // A call that is not a constructor is never run.
  EXPECT_FALSE(find(t, "f")->evaluated);
  EXPECT_EQ(find(t, "f")->str_value, "g(3)");
}

TEST(SymbolTable, NothingButValuesIsEvaluated) {
  auto t = read_symbol_table("{'x': (__import__('os').getcwd(), str), 'y': (len, int)}");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_FALSE(find(t, "x")->evaluated);
  // A value too big to build stays text; the reader's limits stop it.
  t = read_symbol_table("{'z': (10**10**10, int)}");
  ASSERT_EQ(t.size(), 1u);
  EXPECT_FALSE(t[0].evaluated);
}

TEST(SymbolTable, EntriesSplitAtTopLevelOnly) {
  auto e = split_dict_entries("{'a': ({1: 2}, dict), 'b,c': ('x:y', str)}");
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[0].first, "'a'");
  EXPECT_EQ(e[0].second, "({1: 2}, dict)");
  EXPECT_EQ(e[1].first, "'b,c'");
  EXPECT_EQ(e[1].second, "('x:y', str)");
}

TEST(OrcaAnswer, ReadsBlocksTablesAndTheError) {
  Prediction p = parse_orca_answer(R"(Block: 1
Statement:
    n = 3
Observation: n is assigned.
Symbol Table: {'n': (3, int)}

Is Error: False

**Block 2:**
Statement:
    x = n / 0
Symbol Table:
{'n': (3, int),
 'x': (None, NoneType)}

Is Error: True
Error Type: <class 'ZeroDivisionError'>
Block: 2
Observation: division by zero.
Block: 7
)");
  ASSERT_TRUE(readable(p));
  EXPECT_EQ(p.block_order(), (std::vector<int>{1, 2}));
  ASSERT_TRUE(p.blocks[0].has_table);
  EXPECT_EQ(p.blocks[0].table.at(0).str_value, "3");
  ASSERT_EQ(p.blocks[1].table.size(), 2u);
  EXPECT_TRUE(p.is_error);
  EXPECT_EQ(p.error_type, "ZeroDivisionError");
  EXPECT_EQ(p.error_block, 2);
}

TEST(OrcaAnswer, BulletTablesAndHeaderShapes) {
  Prediction p = parse_orca_answer(R"(### Block 1:
Symbol Table:
- n: (5, int)
- 's': ('ab', str)

Block 3
Symbol Table: {'n': (5, int)}
Block: <END>
)");
  EXPECT_EQ(p.block_order(), (std::vector<int>{1, 3}));
  ASSERT_EQ(p.blocks[0].table.size(), 2u);
  EXPECT_EQ(p.blocks[0].table[1].name, "s");
  EXPECT_EQ(p.blocks[0].table[1].str_value, "ab");
  EXPECT_FALSE(p.is_error);
}

TEST(OrcaAnswer, AnErrorReportHeaderIsNotAVisit) {
  // The error named inside block 4 and flagged after it: block 4 once.
  Prediction p = parse_orca_answer(R"(Block: 3
Is Error: False
Block: 4
Error Type: NameError
Block: 4
Is Error: True
Block: 5
)");
  EXPECT_EQ(p.block_order(), (std::vector<int>{3, 4}));
  EXPECT_EQ(p.error_type, "NameError");
  EXPECT_EQ(p.error_block, 4);
}

TEST(OrcaAnswer, ErrorTypeNoneTakesTheFlagBack) {
  Prediction p = parse_orca_answer("Block: 1\nIs Error: True\nError Type: None\nBlock: 2\n");
  EXPECT_FALSE(p.is_error);
  EXPECT_EQ(p.block_order(), (std::vector<int>{1, 2}));
  EXPECT_FALSE(readable(parse_orca_answer("API Call Failed!")));
}

TEST(OrcaMetrics, SequenceMeasuresAsOrcaDefinesThem) {
  SequenceScores s = score_sequence({1, 2, 3, 2, 4}, {1, 2, 3, 5});
  EXPECT_FALSE(*s.exact_match);
  EXPECT_DOUBLE_EQ(s.prefix->recall, 3.0 / 4);
  EXPECT_DOUBLE_EQ(s.prefix->precision, 3.0 / 5);
  EXPECT_DOUBLE_EQ(s.coverage->recall, 3.0 / 4);    // {1,2,3} of {1,2,3,5}
  EXPECT_DOUBLE_EQ(s.coverage->precision, 3.0 / 4); // of {1,2,3,4}
  EXPECT_DOUBLE_EQ(s.transitions->recall, 2.0 / 3);
  EXPECT_DOUBLE_EQ(s.transitions->precision, 2.0 / 4);
  // One block on each side: the block itself is the transition measure.
  EXPECT_DOUBLE_EQ(score_sequence({1}, {1}).transitions->recall, 1.0);
  // One side without a transition: undefined, as in ORCA.
  EXPECT_FALSE(score_sequence({1, 2}, {1}).transitions.has_value());
  EXPECT_FALSE(score_sequence({}, {1}).prefix.has_value());
}

TEST(OrcaMetrics, ValuesCompareStrAgainstReprWithoutQuotes) {
  Prediction p =
      parse_orca_answer("Block: 1\nSymbol Table: {'s': ('ab', str), 'n': (2, int), 'm': (7, int)}\n"
                        "Block: 2\nSymbol Table: {'n': (3, int)}\n");
  std::vector<ActualBlock> actual = {{1, {{"s", "'ab'"}, {"n", "2"}, {"m", "8"}}},
                                     {3, {{"n", "3"}}}};
  ValueScore v = score_values(p.blocks, actual);
  EXPECT_EQ(v.compared, 3); // block 2 is not where the real run was
  EXPECT_EQ(v.correct, 2);
  ItemScores item = score_item(p, actual, {{1, {1, 2}}, {3, {5, 5}}}, true);
  EXPECT_EQ(item.error_block, false);
  EXPECT_EQ(blocks_to_lines({1, 3}, {{1, {1, 2}}, {3, {5, 5}}}), (std::vector<int>{1, 2, 5}));
}

TEST(Ldb, LongValuesAreCutInTheMiddle) {
  std::string v(200, 'x');
  v[0] = '[';
  v.back() = ']';
  std::string s = shorten(v, 41);
  EXPECT_EQ(s.size(), 41u);
  EXPECT_EQ(s.front(), '[');
  EXPECT_EQ(s.back(), ']');
  EXPECT_NE(s.find(" ... "), std::string::npos);
  EXPECT_EQ(shorten("short"), "short");
  // Never inside a UTF-8 character.
  std::string accents;
  for (int i = 0; i < 60; ++i) accents += "\xC3\xA9";
  std::string cut = shorten(accents, 41);
  EXPECT_NE(static_cast<unsigned char>(cut[cut.find(" ... ") + 5]) & 0xC0, 0x80u);
}

TEST(Ldb, VerdictsInTheShapesModelsGive) {
  auto v = parse_verdicts(R"([{"block": 1, "verdict": "Wrong", "reason": "off by one"},
                             {"block": 0, "correct": "yes", "explanation": "fine"}])",
                          3);
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].correct, true);
  EXPECT_EQ(v[1].correct, false);
  EXPECT_EQ(v[1].explanation, "off by one");
  EXPECT_FALSE(v[2].correct.has_value()); // the answer skipped it

  v = parse_verdicts("[BLOCK-0]\nFeedback: CORRECT. Sets up.\n[BLOCK-1]\n"
                     "Feedback: INCORRECT. Should add, not subtract.\n",
                     2);
  EXPECT_EQ(v[0].correct, true);
  EXPECT_EQ(v[1].correct, false);
  EXPECT_EQ(v[1].explanation, "Should add, not subtract.");

  v = parse_verdicts("Here: {\"results\": [{\"id\": \"BLOCK-1\", \"is_correct\": false}],}", 2);
  EXPECT_FALSE(v[0].correct.has_value());
  EXPECT_EQ(v[1].correct, false);
  EXPECT_FALSE(parse_verdicts("no idea", 2)[0].correct.has_value());
}

TEST(OrcaAnswer, PathologicalAnswersEndQuickly) {
  // A megabyte on one line (std::regex recurses along a match), a table
  // nested thousands deep, an answer of 20000 blocks: read without a crash.
  std::string long_line(1 << 20, 'A');
  Prediction p = parse_orca_answer("Block: 1\nIs Error: True\nError Type: " + long_line + "\n");
  EXPECT_TRUE(p.is_error);
  EXPECT_EQ(p.block_order(), (std::vector<int>{1}));
  p = parse_orca_answer("Block: 2\nSymbol Table: {'a': (" + std::string(5000, '(') + "1" +
                        std::string(5000, ')') + ", int)}\n");
  ASSERT_EQ(p.blocks.size(), 1u);
  std::string many;
  for (int i = 0; i < 20000; ++i) many += "Block: 1\nSymbol Table: {'a': (1, int)}\n";
  p = parse_orca_answer(many);
  EXPECT_EQ(p.blocks.size(), 20000u);
  EXPECT_EQ(p.blocks.back().table.at(0).str_value, "1");
}

TEST(RunComparison, FirstDivergenceIsAPathOrAValue) {
  std::vector<ActualBlock> actual = {{1, {{"n", "3"}}}, {2, {{"n", "3"}, {"i", "0"}}}, {4, {}}};
  // Same blocks, a wrong value in the second.
  Prediction p = parse_orca_answer("Block: 1\nSymbol Table: {'n': (3, int)}\n"
                                   "Block: 2\nSymbol Table: {'n': (3, int), 'i': (1, int)}\n"
                                   "Block: 4\n");
  auto d = first_divergence(p, actual);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->kind, Divergence::Kind::Value);
  EXPECT_EQ(d->block, 2);
  EXPECT_EQ(d->variable, "i");
  EXPECT_EQ(d->predicted, "1");
  EXPECT_EQ(d->actual, "0");
  // Another branch after block 2; then a prediction that ends early.
  p = parse_orca_answer("Block: 1\nBlock: 2\nBlock: 3\n");
  d = first_divergence(p, actual);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->kind, Divergence::Kind::Path);
  EXPECT_EQ(d->block, 2);
  EXPECT_EQ(d->predicted_block, 3);
  EXPECT_EQ(d->actual_block, 4);
  d = first_divergence(parse_orca_answer("Block: 1\n"), actual);
  ASSERT_TRUE(d);
  EXPECT_FALSE(d->predicted_block.has_value());
  EXPECT_FALSE(first_divergence(parse_orca_answer("Block: 1\nBlock: 2\nBlock: 4\n"), actual));
  // An object's address is nothing a prediction can match.
  std::vector<ActualBlock> with_object = {{1, {{"o", "<__main__.A object at 0x7f00>"}}}};
  EXPECT_FALSE(first_divergence(parse_orca_answer("Block: 1\nSymbol Table: {'o': (A(), A)}\n"),
                                with_object));
}

TEST(RunComparison, ErrorAgreement) {
  Prediction none = parse_orca_answer("Block: 1\nIs Error: False\n");
  Prediction type_error =
      parse_orca_answer("Block: 1\nBlock: 2\nIs Error: True\nError Type: TypeError\nBlock: 2\n");
  EXPECT_EQ(compare_errors(none, "", 0), ErrorAgreement::NoError);
  EXPECT_EQ(compare_errors(type_error, "", 0), ErrorAgreement::PredictedOnly);
  EXPECT_EQ(compare_errors(none, "TypeError", 2), ErrorAgreement::Missed);
  EXPECT_EQ(compare_errors(type_error, "TypeError", 2), ErrorAgreement::Agree);
  EXPECT_EQ(compare_errors(type_error, "TypeError", 1), ErrorAgreement::BlockDiffers);
  EXPECT_EQ(compare_errors(type_error, "IndexError", 2), ErrorAgreement::TypeDiffers);
}

TEST(RunComparison, TheRealSequenceBindsLoopVariablesInTheHeader) {
  std::string src = "t = 0\nfor i in range(2):\n    t += i\nprint(10 // t)\n";
  hyexec::ParseResult parsed = hyexec::parse_python("<test>", src + "x = 1 // (t - 1)\n");
  ASSERT_TRUE(parsed.module);
  hyexec::cfg::BuildError error;
  auto program = hyexec::cfg::build(*parsed.module, &error);
  ASSERT_TRUE(program);
  hyexec::interp::RunOptions options;
  options.trace = hyexec::interp::TraceLevel::Full;
  options.trace_events = true;
  auto run = hyexec::interp::run_program(*parsed.module, *program, options);
  ASSERT_EQ(run.status, "error"); // ZeroDivisionError on the last line
  auto blocks = unit_blocks(run, program->module_unit());
  std::vector<int> order;
  for (const auto& b : blocks) order.push_back(b.block);
  EXPECT_EQ(order, (std::vector<int>{1, 2, 3, 2, 3, 2, 4}));
  // The header that took i = 1 shows it, as the prompt asks the LLM to write it.
  auto value = [](const ActualBlock& b, const std::string& name) {
    for (const auto& [n, v] : b.state)
      if (n == name) return v;
    return std::string();
  };
  EXPECT_EQ(value(blocks[3], "i"), "1");
  // The raising block ends the sequence, with what it had when it raised.
  EXPECT_EQ(value(blocks.back(), "t"), "1");
}
