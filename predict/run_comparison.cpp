#include "predict/run_comparison.h"

#include <algorithm>
#include <set>

namespace hyexec::predict {

namespace {

void target_names(const ast::Expr* e, std::set<std::string>* names) {
  if (auto* n = ast::as<ast::Name>(e))
    names->insert(n->id);
  else if (auto* t = ast::as<ast::Tuple>(e))
    for (auto* x : t->elts) target_names(x, names);
  else if (auto* l = ast::as<ast::List>(e))
    for (auto* x : l->elts) target_names(x, names);
  else if (auto* s = ast::as<ast::Starred>(e))
    target_names(s->value, names);
}

/// Block number → the names a `for` header block binds on taking an item.
std::map<int, std::set<std::string>> for_targets(const cfg::CodeUnit& unit) {
  std::map<int, std::set<std::string>> out;
  auto [begin, end] = boost::vertices(unit.graph);
  for (auto it = begin; it != end; ++it) {
    const cfg::Block& b = unit.graph[*it];
    if (b.term.kind != cfg::Terminator::Kind::ForNext || !b.term.stmt) continue;
    target_names(static_cast<const ast::For*>(b.term.stmt)->target, &out[int(b.number)]);
  }
  return out;
}

/// The loop variables of a `for` header, as the block after it ends with them.
void bind_loop_targets(std::vector<ActualBlock>& blocks,
                       const std::map<int, std::set<std::string>>& targets) {
  for (size_t i = 0; i + 1 < blocks.size(); ++i) {
    auto t = targets.find(blocks[i].block);
    if (t == targets.end()) continue;
    for (const auto& [name, repr] : blocks[i + 1].state) {
      if (!t->second.count(name)) continue;
      auto& state = blocks[i].state;
      auto it = std::find_if(state.begin(), state.end(), [&](auto& e) { return e.first == name; });
      if (it != state.end())
        it->second = repr;
      else
        state.emplace_back(name, repr);
    }
  }
}

} // namespace

std::vector<ActualBlock> unit_blocks(const interp::RunResult& r, const cfg::CodeUnit& unit) {
  using Event = interp::BlockTrace::Event;
  std::vector<ActualBlock> blocks;
  std::optional<uint64_t> frame;
  for (const interp::BlockTrace& t : r.trace) {
    if (t.unit != unit.name) continue;
    if (!frame) frame = t.frame;
    if (t.frame != *frame) continue;
    if (t.event == Event::Enter) {
      // A block starts with what the previous one ended with.
      ActualBlock b;
      b.block = static_cast<int>(t.block);
      if (!blocks.empty()) b.state = blocks.back().state;
      blocks.push_back(std::move(b));
    } else if ((t.event == Event::Block || t.event == Event::Exception) && !blocks.empty() &&
               blocks.back().block == static_cast<int>(t.block)) {
      blocks.back().state = t.state;
    }
  }
  bind_loop_targets(blocks, for_targets(unit));
  return blocks;
}

std::map<int, std::pair<int, int>> block_line_ranges(const cfg::CodeUnit& unit) {
  std::map<int, std::pair<int, int>> ranges;
  auto [begin, end] = boost::vertices(unit.graph);
  for (auto it = begin; it != end; ++it) {
    const cfg::Block& b = unit.graph[*it];
    if (!b.lines || b.lines->empty()) continue;
    auto [lo, hi] = std::minmax_element(b.lines->begin(), b.lines->end());
    ranges[static_cast<int>(b.number)] = {static_cast<int>(*lo), static_cast<int>(*hi)};
  }
  return ranges;
}

std::optional<Divergence> first_divergence(const Prediction& predicted,
                                           const std::vector<ActualBlock>& actual) {
  size_t n = std::max(predicted.blocks.size(), actual.size());
  for (size_t i = 0; i < n; ++i) {
    bool both = i < predicted.blocks.size() && i < actual.size();
    if (!both || predicted.blocks[i].block != actual[i].block) {
      Divergence d;
      d.position = i;
      d.block = i ? actual[i - 1].block : 0;
      if (i < predicted.blocks.size()) d.predicted_block = predicted.blocks[i].block;
      if (i < actual.size()) d.actual_block = actual[i].block;
      return d;
    }
    for (const PredictedSymbol& sym : predicted.blocks[i].table) {
      for (const auto& [name, repr] : actual[i].state) {
        if (name != sym.name) continue;
        // An object's default repr shows its address: no prediction has it.
        if (repr.find(" at 0x") != std::string::npos) break;
        if (repr != sym.repr_value && !same_value(sym, repr))
          return Divergence{Divergence::Kind::Value, i,   actual[i].block, {}, {}, name,
                            sym.repr_value,          repr};
        break;
      }
    }
  }
  return std::nullopt;
}

const char* name(ErrorAgreement a) {
  switch (a) {
  case ErrorAgreement::NoError: return "no error";
  case ErrorAgreement::Agree: return "agree";
  case ErrorAgreement::BlockDiffers: return "block differs";
  case ErrorAgreement::TypeDiffers: return "type differs";
  case ErrorAgreement::PredictedOnly: return "predicted only";
  case ErrorAgreement::Missed: return "missed";
  }
  return "?";
}

ErrorAgreement compare_errors(const Prediction& predicted, const std::string& actual_type,
                              int actual_block) {
  if (actual_type.empty())
    return predicted.is_error ? ErrorAgreement::PredictedOnly : ErrorAgreement::NoError;
  if (!predicted.is_error) return ErrorAgreement::Missed;
  if (predicted.error_type != actual_type) return ErrorAgreement::TypeDiffers;
  return predicted.error_block == actual_block ? ErrorAgreement::Agree
                                               : ErrorAgreement::BlockDiffers;
}

} // namespace hyexec::predict
