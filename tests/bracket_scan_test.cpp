#include "cfg/bracket_scan.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

TEST(BracketScan, ClosingSkipsBracketsInStrings) {
  std::string text = "f(a, ')', \"]\", [1, (2)]) + g()";
  EXPECT_EQ(bracket_scan::closing(text, 1), text.find(" +") - 1);
}

TEST(BracketScan, ClosingHonoursEscapedQuotes) {
  std::string text = R"(['it\'s )', 2] tail)";
  EXPECT_EQ(bracket_scan::closing(text, 0), text.find(" tail") - 1);
}

TEST(BracketScan, UnclosedIsNpos) {
  EXPECT_EQ(bracket_scan::closing("(1, [2, 3)", 0), std::string::npos);
}

TEST(BracketScan, StrayApostropheEndsAtLineWhenAsked) {
  std::string text = "{x: it's\n}";
  EXPECT_EQ(bracket_scan::closing(text, 0), std::string::npos);
  EXPECT_EQ(bracket_scan::closing(text, 0, {.quote_ends_at_newline = true}), text.size() - 1);
}

TEST(BracketScan, UnquotedReportsTopLevelSeparators) {
  std::string text = "a, f(b, c), 'd, e', [g, h]";
  std::vector<size_t> commas;
  bracket_scan::unquoted(text, 0, [&](size_t i, int depth) {
    if (depth == 0 && text[i] == ',') commas.push_back(i);
    return false;
  });
  EXPECT_EQ(commas, (std::vector<size_t>{1, 10, 18}));
}

} // namespace
