#include "predict/ldb.h"

#include "oracle/prompts.h"
#include "predict/text.h"

#include <nlohmann/json.hpp>

#include <map>
#include <regex>
#include <set>

namespace hyexec::predict {

using nlohmann::json;

namespace {

/// Number → the block's lines in execution order.
std::map<int, std::vector<uint32_t>> unit_block_lines(const cfg::CodeUnit& unit) {
  std::map<int, std::vector<uint32_t>> out;
  auto [begin, end] = boost::vertices(unit.graph);
  for (auto it = begin; it != end; ++it) {
    const cfg::Block& b = unit.graph[*it];
    if (!b.lines) continue;
    std::vector<uint32_t> distinct;
    std::set<uint32_t> seen;
    for (uint32_t l : *b.lines)
      if (seen.insert(l).second) distinct.push_back(l);
    out[static_cast<int>(b.number)] = distinct;
  }
  return out;
}

DebugBlock make_block(size_t step, const ActualBlock& a,
                      const std::map<int, std::vector<uint32_t>>& lines,
                      const ast::Module& module) {
  DebugBlock d;
  d.step = step;
  d.block = a.block;
  if (auto it = lines.find(a.block); it != lines.end()) d.lines = it->second;
  for (uint32_t l : d.lines) d.code += (d.code.empty() ? "" : "\n") + trimmed(module.line_text(l));
  for (const auto& [name, repr] : a.state) d.state.emplace_back(name, shorten(repr));
  return d;
}

std::optional<bool> verdict_value(const json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (!v.is_string()) return std::nullopt;
  std::string s = v.get<std::string>();
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s.rfind("incorrect", 0) == 0 || s.rfind("wrong", 0) == 0 || s == "false" || s == "no" ||
      s.rfind("buggy", 0) == 0)
    return false;
  if (s.rfind("correct", 0) == 0 || s == "true" || s == "yes" || s == "ok") return true;
  return std::nullopt;
}

/// The block an entry is about: `BLOCK-3`, `3`, `"block 3"`; or its position.
std::optional<size_t> entry_index(const json& e, size_t position) {
  for (const char* key : {"block", "id", "index", "name"}) {
    if (!e.contains(key)) continue;
    const json& v = e[key];
    if (v.is_number_unsigned() || v.is_number_integer()) return v.get<size_t>();
    if (v.is_string()) {
      std::smatch m;
      std::string s = v.get<std::string>().substr(0, 100);
      if (std::regex_search(s, m, std::regex(R"((\d+))"))) return std::stoul(m[1].str());
    }
  }
  return position;
}

std::vector<Verdict> from_json_list(const json& list) {
  std::vector<Verdict> out;
  for (size_t i = 0; i < list.size(); ++i) {
    const json& e = list[i];
    if (!e.is_object()) continue;
    Verdict v;
    v.index = *entry_index(e, i);
    for (const char* key : {"correct", "verdict", "is_correct", "status", "feedback"})
      if (e.contains(key) && (v.correct = verdict_value(e[key]))) break;
    for (const char* key : {"explanation", "reason", "reasoning", "feedback", "comment"})
      if (e.contains(key) && e[key].is_string()) {
        v.explanation = e[key].get<std::string>();
        break;
      }
    out.push_back(v);
  }
  return out;
}

/// The list of verdicts in a JSON answer, wherever the model put it.
std::optional<json> verdict_list(const std::string& answer) {
  json whole = json::parse(answer, nullptr, false);
  if (whole.is_discarded()) {
    // Inside a ``` fence.
    size_t open = answer.find("```");
    size_t body = open == std::string::npos ? open : answer.find('\n', open);
    size_t close = body == std::string::npos ? body : answer.find("```", body);
    if (close != std::string::npos)
      whole = json::parse(answer.substr(body + 1, close - body - 1), nullptr, false);
  }
  if (whole.is_array()) return whole;
  json obj = whole.is_object() ? whole : oracle::extract_json(answer);
  if (!obj.is_object()) return std::nullopt;
  for (const auto& [key, value] : obj.items())
    if (value.is_array()) return value;
  return std::nullopt;
}

/// LDB's own answer format: `[BLOCK-k]` lines, each followed by
/// `Feedback: CORRECT|INCORRECT. explanation`.
std::vector<Verdict> from_text(const std::string& answer) {
  static const std::regex block(R"(\[BLOCK-(\d+)\])", std::regex::icase);
  static const std::regex feedback(R"(feedback\s*:\s*(incorrect|correct|wrong)\W*\s*(.*))",
                                   std::regex::icase);
  std::vector<Verdict> out;
  for (auto it = std::sregex_iterator(answer.begin(), answer.end(), block);
       it != std::sregex_iterator(); ++it) {
    Verdict v;
    v.index = std::stoul((*it)[1].str());
    size_t from = it->position() + it->length();
    auto next = std::next(it);
    size_t to = next == std::sregex_iterator() ? answer.size() : size_t(next->position());
    // The verdict follows the tag; a bounded part keeps std::regex's recursion short.
    std::string part = answer.substr(from, std::min<size_t>(to - from, 2000));
    std::smatch m;
    if (std::regex_search(part, m, feedback)) {
      v.correct = verdict_value(json(m[1].str()));
      v.explanation = trimmed(m[2].str());
    }
    out.push_back(v);
  }
  return out;
}

} // namespace

std::string shorten(const std::string& value, size_t limit) {
  if (value.size() <= limit) return value;
  size_t keep = (limit - 5) / 2;
  // Cut on UTF-8 character boundaries.
  size_t head = keep, tail = value.size() - keep;
  while (head > 0 && (static_cast<unsigned char>(value[head]) & 0xC0) == 0x80) --head;
  while (tail < value.size() && (static_cast<unsigned char>(value[tail]) & 0xC0) == 0x80) ++tail;
  return value.substr(0, head) + " ... " + value.substr(tail);
}

DebugTrace debug_trace(const std::vector<ActualBlock>& run, const cfg::CodeUnit& unit,
                       const ast::Module& module, size_t head, size_t tail) {
  DebugTrace t;
  auto lines = unit_block_lines(unit);
  for (size_t i = 0; i < run.size(); ++i) {
    if (run.size() > head + tail && i == head) {
      t.omitted = run.size() - head - tail;
      i += t.omitted - 1;
      continue;
    }
    t.blocks.push_back(make_block(i, run[i], lines, module));
  }
  return t;
}

std::vector<oracle::ChatMessage> ldb_messages(const std::string& function_source,
                                              const std::string& test, const std::string& outcome,
                                              const DebugTrace& trace) {
  std::string blocks;
  for (size_t i = 0; i < trace.blocks.size(); ++i) {
    const DebugBlock& b = trace.blocks[i];
    if (trace.omitted && i > 0 && b.step != trace.blocks[i - 1].step + 1)
      blocks += "... (" + std::to_string(trace.omitted) + " blocks executed here are left out)\n";
    blocks += "[BLOCK-" + std::to_string(i) + "] (CFG block " + std::to_string(b.block) + ")\n";
    blocks += b.code + "\n";
    if (i + 1 == trace.blocks.size() && !trace.raised.empty())
      blocks += "# it raised " + trace.raised + "\n# variables when it raised:";
    else
      blocks += "# variables after it:";
    for (const auto& [name, repr] : b.state) blocks += " " + name + " = " + repr + ";";
    blocks += "\n\n";
  }
  return {{"system", oracle::prompt("ldb_system")},
          {"user", oracle::prompt("ldb_user", {{"function", function_source},
                                               {"test", test},
                                               {"outcome", outcome},
                                               {"blocks", blocks}})}};
}

std::vector<Verdict> parse_verdicts(const std::string& answer, size_t blocks) {
  std::vector<Verdict> found;
  if (auto list = verdict_list(answer)) found = from_json_list(*list);
  if (found.empty()) found = from_text(answer);
  std::vector<Verdict> out(blocks);
  for (size_t i = 0; i < blocks; ++i) out[i].index = i;
  for (const Verdict& v : found)
    if (v.index < blocks && !out[v.index].correct) out[v.index] = v;
  return out;
}

} // namespace hyexec::predict
