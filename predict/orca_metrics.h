#pragma once
/// \file
/// ORCA's measures of a predicted execution against the real one (ICSE'25,
/// `src/orca/accuracy.py` and `show_results.py`), at block level and, through
/// each block's line range, at statement level:
/// - exact match: the whole block sequence;
/// - prefix recall / precision: the length of the common prefix over the
///   real / predicted length;
/// - coverage recall / precision: distinct blocks in both over those of the
///   real / predicted run;
/// - transition recall / precision: the same for the (block, next block) pairs;
/// - variable values: position by position where both runs are in the same
///   block, each predicted variable the real table also has, compared as
///   ORCA does (str() of the prediction against the repr with its quotes off);
/// - error block: the predicted error's block is the real run's last block.
/// A measure that ORCA leaves undefined for an item (empty sequences, no
/// transitions on one side, no value compared) is nullopt, and counts 0 in
/// the averages, which are over all items as ORCA's tables are.

#include "predict/orca_answer.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::predict {

/// A block of the real run and its symbol table at the end (name → repr).
struct ActualBlock {
  int block = 0;
  std::vector<std::pair<std::string, std::string>> state;
};

struct RecallPrecision {
  double recall = 0, precision = 0;
};

struct SequenceScores {
  std::optional<bool> exact_match;
  std::optional<RecallPrecision> prefix, coverage, transitions;
};

/// The sequence measures of `predicted` against `actual` (blocks or lines).
SequenceScores score_sequence(const std::vector<int>& predicted, const std::vector<int>& actual);

struct ValueScore {
  int compared = 0, correct = 0;
  bool undefined = false; ///< TableReading::Orca met an entry ORCA cannot read
  std::optional<double> accuracy() const;
};

/// How predicted tables are read for the value measure.
enum class TableReading {
  /// Every entry that could be read, even from a table Python's eval rejects.
  Tolerant,
  /// ORCA's reading: a table that is not a Python literal as a whole counts
  /// as empty, and an entry not written as a (value, type) tuple leaves the
  /// item's value accuracy undefined (ORCA's `[0]` on it fails).
  Orca,
};

/// Variable-value accuracy of the predicted tables against the real ones.
ValueScore score_values(const std::vector<PredictedBlock>& predicted,
                        const std::vector<ActualBlock>& actual,
                        TableReading reading = TableReading::Tolerant);

/// ORCA's comparison of one value: str() of the prediction against the
/// real repr with one quote taken off each end.
bool same_value(const PredictedSymbol& predicted, const std::string& actual_repr);

/// Blocks expanded to the lines each covers (`ranges`: block → first, last
/// line, as ORCA's `blocks_to_statements`); a block without a range adds none.
std::vector<int> blocks_to_lines(const std::vector<int>& blocks,
                                 const std::map<int, std::pair<int, int>>& ranges);

/// Everything measured on one item.
struct ItemScores {
  SequenceScores blocks, statements;
  ValueScore values;
  std::optional<bool> error_block; ///< only for items whose real run raised
};

ItemScores score_item(const Prediction& predicted, const std::vector<ActualBlock>& actual,
                      const std::map<int, std::pair<int, int>>& ranges, bool actual_raised,
                      TableReading reading = TableReading::Tolerant);

/// Sums of ItemScores over a set of items, and ORCA's averages of them.
struct ScoreTotals {
  int items = 0, raised = 0, error_block_correct = 0;
  double exact_match = 0, value_accuracy = 0;
  RecallPrecision prefix, coverage, transitions, statement_prefix, statement_coverage;

  void add(const ItemScores& s, bool actual_raised);
  /// Each sum over all items, in percent.
  double percent(double sum) const { return items ? 100.0 * sum / items : 0; }
  double error_block_percent() const { return raised ? 100.0 * error_block_correct / raised : 0; }
};

} // namespace hyexec::predict
