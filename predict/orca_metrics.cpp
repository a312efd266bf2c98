#include "predict/orca_metrics.h"

#include "predict/text.h"

#include <set>

namespace hyexec::predict {

namespace {

template <class T>
RecallPrecision overlap(const std::set<T>& predicted, const std::set<T>& actual) {
  size_t common = 0;
  for (const T& x : predicted) common += actual.count(x);
  return {double(common) / double(actual.size()), double(common) / double(predicted.size())};
}

} // namespace

SequenceScores score_sequence(const std::vector<int>& predicted, const std::vector<int>& actual) {
  SequenceScores s;
  s.exact_match = predicted == actual;
  if (predicted.empty() || actual.empty()) return s;

  size_t common = std::min(predicted.size(), actual.size()), i = 0;
  while (i < common && predicted[i] == actual[i]) ++i;
  s.prefix =
      RecallPrecision{double(i) / double(actual.size()), double(i) / double(predicted.size())};

  s.coverage = overlap(std::set<int>(predicted.begin(), predicted.end()),
                       std::set<int>(actual.begin(), actual.end()));

  // One block each: ORCA scores the block itself, as there is no transition.
  if (predicted.size() == 1 && actual.size() == 1) {
    double hit = predicted[0] == actual[0] ? 1 : 0;
    s.transitions = RecallPrecision{hit, hit};
  } else if (predicted.size() > 1 && actual.size() > 1) {
    std::set<std::pair<int, int>> p, a;
    for (size_t k = 0; k + 1 < predicted.size(); ++k) p.insert({predicted[k], predicted[k + 1]});
    for (size_t k = 0; k + 1 < actual.size(); ++k) a.insert({actual[k], actual[k + 1]});
    s.transitions = overlap(p, a);
  }
  return s;
}

bool same_value(const PredictedSymbol& predicted, const std::string& actual_repr) {
  std::string gt = actual_repr;
  if (!gt.empty() && (gt.front() == '"' || gt.front() == '\'')) gt.erase(0, 1);
  if (!gt.empty() && (gt.back() == '"' || gt.back() == '\'')) gt.pop_back();
  return trimmed(predicted.str_value) == trimmed(gt);
}

std::optional<double> ValueScore::accuracy() const {
  if (compared == 0 || undefined) return std::nullopt;
  return double(correct) / double(compared);
}

ValueScore score_values(const std::vector<PredictedBlock>& predicted,
                        const std::vector<ActualBlock>& actual, TableReading reading) {
  ValueScore v;
  for (size_t i = 0; i < predicted.size() && i < actual.size(); ++i) {
    if (predicted[i].block != actual[i].block) continue;
    if (reading == TableReading::Orca && !predicted[i].table_literal) continue;
    for (const PredictedSymbol& sym : predicted[i].table) {
      for (const auto& [name, repr] : actual[i].state) {
        if (name != sym.name) continue;
        if (reading == TableReading::Orca && !sym.tuple_form) v.undefined = true;
        ++v.compared;
        v.correct += same_value(sym, repr);
        break;
      }
    }
  }
  return v;
}

std::vector<int> blocks_to_lines(const std::vector<int>& blocks,
                                 const std::map<int, std::pair<int, int>>& ranges) {
  std::vector<int> lines;
  for (int b : blocks) {
    auto it = ranges.find(b);
    if (it == ranges.end()) continue;
    for (int l = it->second.first; l <= it->second.second; ++l) lines.push_back(l);
  }
  return lines;
}

ItemScores score_item(const Prediction& predicted, const std::vector<ActualBlock>& actual,
                      const std::map<int, std::pair<int, int>>& ranges, bool actual_raised,
                      TableReading reading) {
  ItemScores s;
  std::vector<int> actual_order;
  for (const auto& b : actual) actual_order.push_back(b.block);
  std::vector<int> predicted_order = predicted.block_order();
  s.blocks = score_sequence(predicted_order, actual_order);
  s.statements = score_sequence(blocks_to_lines(predicted_order, ranges),
                                blocks_to_lines(actual_order, ranges));
  s.values = score_values(predicted.blocks, actual, reading);
  if (actual_raised)
    s.error_block = predicted.is_error && predicted.error_block && !actual_order.empty() &&
                    *predicted.error_block == actual_order.back();
  return s;
}

void ScoreTotals::add(const ItemScores& s, bool actual_raised) {
  ++items;
  auto add_pair = [](RecallPrecision& sum, const std::optional<RecallPrecision>& x) {
    if (x) sum.recall += x->recall, sum.precision += x->precision;
  };
  exact_match += s.blocks.exact_match.value_or(false) ? 1 : 0;
  add_pair(prefix, s.blocks.prefix);
  add_pair(coverage, s.blocks.coverage);
  add_pair(transitions, s.blocks.transitions);
  add_pair(statement_prefix, s.statements.prefix);
  add_pair(statement_coverage, s.statements.coverage);
  value_accuracy += s.values.accuracy().value_or(0);
  if (actual_raised) {
    ++raised;
    error_block_correct += s.error_block.value_or(false);
  }
}

} // namespace hyexec::predict
