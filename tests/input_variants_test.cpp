// `diff`'s input variations (explore/input_variants.h): shrinking reaches the
// smallest input that keeps a property, as compare_versions' greedy loop
// takes the first smaller variant that still shows the difference.
#include "explore/input_variants.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

namespace hyexec::cli {
namespace {

/// The greedy shrink of compare_versions: the first smaller input that keeps
/// `keeps`, until none does; `steps` counts the candidates tried.
DiffInput shrink(DiffInput in, const std::function<bool(const DiffInput&)>& keeps, int* steps) {
  for (bool smaller = true; smaller;) {
    smaller = false;
    for (const DiffInput& c : smaller_inputs(in)) {
      if (input_size(c) >= input_size(in)) continue;
      ++*steps;
      if (keeps(c)) {
        in = c;
        smaller = true;
        break;
      }
    }
  }
  return in;
}

DiffInput with_arg(const std::string& name, const std::string& expr) {
  DiffInput d;
  d.args[name] = expr;
  return d;
}

TEST(InputVariants, NumberShrinksToItsBoundaryInLogarithmicSteps) {
  int steps = 0;
  DiffInput d = shrink(
      with_arg("x", "-4119"),
      [](const DiffInput& c) { return std::stoll(c.args.at("x")) <= -4001; }, &steps);
  EXPECT_EQ(d.args.at("x"), "-4001");
  EXPECT_LT(steps, 200); // one step of 1 at a time would take 118 rounds
  steps = 0;
  d = shrink(
      with_arg("n", "1000000"), [](const DiffInput& c) { return std::stoll(c.args.at("n")) > 77; },
      &steps);
  EXPECT_EQ(d.args.at("n"), "78");
  EXPECT_LT(steps, 500);
}

TEST(InputVariants, StringShrinksToTheCharacterThatMatters) {
  int steps = 0;
  DiffInput d = shrink(
      with_arg("s", "'xxbxxxx'"),
      [](const DiffInput& c) { return c.args.at("s").find('b') != std::string::npos; }, &steps);
  EXPECT_EQ(d.args.at("s"), "'b'");
}

TEST(InputVariants, ListShrinksToOneSmallItem) {
  int steps = 0;
  auto has_big = [](const DiffInput& c) {
    const std::string& s = c.args.at("xs");
    for (const char* n : {"6", "7", "8", "9"})
      if (s.find(n) != std::string::npos) return true;
    return false;
  };
  DiffInput d = shrink(with_arg("xs", "[1, 9, 3, 7]"), has_big, &steps);
  EXPECT_EQ(d.args.at("xs"), "[6]");
}

TEST(InputVariants, StdinShrinksToFewerShorterLines) {
  DiffInput in;
  in.stdin_text = "-17\n5 6\n";
  int steps = 0;
  DiffInput d = shrink(
      in,
      [](const DiffInput& c) {
        return !c.stdin_text.empty() && c.stdin_text[0] == '-' && c.stdin_text.size() > 2 &&
               std::isdigit(static_cast<unsigned char>(c.stdin_text[1])) && c.stdin_text[1] != '0';
      },
      &steps);
  EXPECT_EQ(d.stdin_text, "-1\n");
}

TEST(InputVariants, SmallScopeCombinesTwoOrThreeInts) {
  DiffInput two;
  two.args = {{"a", "7"}, {"b", "9"}};
  std::vector<DiffInput> grid = small_scope_inputs(two);
  EXPECT_EQ(grid.size(), 36u);
  EXPECT_TRUE(std::any_of(grid.begin(), grid.end(), [](const DiffInput& d) {
    return d.args.at("a") == "-1" && d.args.at("b") == "4";
  }));
  DiffInput three = two;
  three.args["c"] = "0";
  EXPECT_EQ(small_scope_inputs(three).size(), 64u);
  EXPECT_TRUE(small_scope_inputs(with_arg("a", "3")).empty());
  DiffInput mixed = two;
  mixed.args["s"] = "'x'";
  EXPECT_EQ(small_scope_inputs(mixed).size(), 36u); // the str is kept
}

TEST(InputVariants, RelatedStringsGetEachOthersValueAndItsOtherCase) {
  DiffInput in;
  in.args = {{"a", "'Ab'"}, {"b", "'x'"}};
  std::vector<DiffInput> typed = typed_inputs(in);
  auto has = [&](const std::string& a, const std::string& b) {
    return std::any_of(typed.begin(), typed.end(), [&](const DiffInput& d) {
      return d.args.at("a") == a && d.args.at("b") == b;
    });
  };
  EXPECT_TRUE(has("'Ab'", "'Ab'"));
  EXPECT_TRUE(has("'Ab'", "'aB'"));
  EXPECT_TRUE(has("'Ab'", "'AAb'")); // the same letters in other counts
}

TEST(InputVariants, AGuessedListMayTakeADictsValue) {
  DiffInput in;
  in.args = {{"a", "[1, 2]"}, {"b", "{'k': 3}"}};
  std::vector<DiffInput> typed = typed_inputs(in);
  EXPECT_TRUE(std::any_of(typed.begin(), typed.end(), [](const DiffInput& d) {
    return d.args.at("a") == "{'k': 3}" && d.args.at("b") == "{'k': 3}";
  }));
}

TEST(InputVariants, AnIntMayBeAFloat) {
  std::vector<DiffInput> typed = typed_inputs(with_arg("amount", "3"));
  EXPECT_TRUE(std::any_of(typed.begin(), typed.end(),
                          [](const DiffInput& d) { return d.args.at("amount") == "0.375"; }));
}

} // namespace
} // namespace hyexec::cli
