// `orca_records DIR... [--check]`: reads recorded ORCA answers
// (../shared/corpus/llm/orca_gpt35/{complete,incomplete}/NAME.json: the
// `response` an LLM gave, ORCA's `ground_truth` and `cfg`), parses each with
// hyexec's answer parser and scores it with ORCA's measures against the
// ground truth. Prints, per directory, how many answers were read, whether
// any block that ORCA's own parser found was lost, and the measures as
// ORCA's tables give them. With --check, exits 1 when fewer than 99% of the
// answers are read or a block is lost, and 77 when a directory is missing.
// --items writes one JSON line per answer to stderr: what was read, the
// scores, and what ORCA's own parser and metrics made of it.

#include "predict/orca_answer.h"
#include "predict/orca_metrics.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;
using namespace hyexec::predict;
using nlohmann::json;

namespace {

struct DirectoryResult {
  ScoreTotals totals;
  /// The same measures on ORCA's own reading of each answer (its parsed
  /// blocks and error, its reading of the tables): checks the measures
  /// against ORCA's published figures apart from parser differences.
  ScoreTotals orca_reading;
  int answers = 0, read = 0, lost = 0;
  std::vector<std::string> lost_names;
};

std::vector<ActualBlock> ground_truth(const json& gt) {
  std::vector<ActualBlock> blocks;
  const json blocks_json = gt.value("blocks", json::array());
  for (const auto& b : blocks_json) {
    ActualBlock a;
    a.block =
        b["block"].is_string() ? std::stoi(b["block"].get<std::string>()) : b["block"].get<int>();
    const json state = b.value("state", json::array());
    for (const auto& entry : state)
      for (const auto& [name, repr] : entry.items())
        a.state.emplace_back(name, repr.is_string() ? repr.get<std::string>() : repr.dump());
    blocks.push_back(std::move(a));
  }
  return blocks;
}

std::map<int, std::pair<int, int>> block_ranges(const json& cfg) {
  std::map<int, std::pair<int, int>> ranges;
  const json range_json = cfg.value("block_range", json::object());
  for (const auto& [id, r] : range_json.items())
    ranges[std::stoi(id)] = {r["range"][0].get<int>(), r["range"][1].get<int>()};
  return ranges;
}

/// What ORCA's parser made of the answer (`orca_parsed`), with the symbol
/// tables of our reading where the block at the same position agrees.
Prediction orca_reading(const json& record, const Prediction& ours) {
  Prediction p;
  const json parsed = record.value("orca_parsed", json::object());
  if (parsed.contains("block_execution") && parsed["block_execution"].is_array())
    for (const auto& b : parsed["block_execution"]) {
      PredictedBlock block;
      block.block = b.get<int>();
      size_t i = p.blocks.size();
      if (i < ours.blocks.size() && ours.blocks[i].block == block.block) block = ours.blocks[i];
      p.blocks.push_back(std::move(block));
    }
  if (parsed.contains("error_type") && parsed["error_type"].is_string())
    p.error_type = parsed["error_type"].get<std::string>();
  p.is_error = !p.error_type.empty();
  if (parsed.contains("error_block") && parsed["error_block"].is_string()) {
    std::string b = parsed["error_block"].get<std::string>();
    if (!b.empty() && std::all_of(b.begin(), b.end(), ::isdigit)) p.error_block = std::stoi(b);
  }
  return p;
}

/// Whether every block header of the traversal, as ORCA's parser recognises
/// one (`Block: 3` alone on its line), is among the blocks we read, in order.
/// A header right after `Error Type:` names the error's block and is not one.
bool keeps_every_block(const std::string& response, const Prediction& p) {
  static const std::regex orca_header(R"(^Block\s*:?\s*(\d+)\s*:? ?$)");
  std::vector<int> ours = p.block_order();
  size_t next = 0;
  std::istringstream in(response);
  std::string line, previous;
  for (size_t n = 0; n < p.traversal_lines && std::getline(in, line); ++n) {
    std::smatch m;
    if (std::regex_match(line, m, orca_header) &&
        previous.find("Error Type") == std::string::npos) {
      int block = std::stoi(m[1]);
      while (next < ours.size() && ours[next] != block) ++next;
      if (next == ours.size()) return false;
      ++next;
    }
    if (line.find_first_not_of(" \t\r") != std::string::npos) previous = line;
  }
  return true;
}

DirectoryResult score_directory(const fs::path& dir, bool items) {
  DirectoryResult r;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    json record = json::parse(in, nullptr, false);
    if (record.is_discarded()) continue;
    ++r.answers;
    std::string response =
        record["response"].is_string() ? record["response"].get<std::string>() : "";
    Prediction p = parse_orca_answer(response);
    r.read += readable(p);
    if (!keeps_every_block(response, p)) {
      ++r.lost;
      r.lost_names.push_back(f.filename().string());
    }
    const json& gt = record["ground_truth"];
    bool raised = gt.contains("label_error") && gt["label_error"].is_string() &&
                  !gt["label_error"].get<std::string>().empty();
    auto actual = ground_truth(gt);
    auto ranges = block_ranges(record["cfg"]);
    ItemScores scores = score_item(p, actual, ranges, raised);
    r.totals.add(scores, raised);
    r.orca_reading.add(
        score_item(orca_reading(record, p), actual, ranges, raised, TableReading::Orca), raised);
    if (items) {
      json item = {{"name", f.filename().string()},
                   {"blocks", p.block_order()},
                   {"is_error", p.is_error},
                   {"error_type", p.error_type},
                   {"error_block", p.error_block ? json(*p.error_block) : json()},
                   {"exact_match", scores.blocks.exact_match.value_or(false)},
                   {"error_block_correct", scores.error_block ? json(*scores.error_block) : json()},
                   {"values_compared", scores.values.compared},
                   {"values_correct", scores.values.correct},
                   {"orca", record["orca_parsed"]},
                   {"orca_accuracy", record["orca_accuracy"]}};
      std::cerr << item.dump() << "\n";
    }
  }
  return r;
}

void print_totals(const char* reading, const ScoreTotals& t) {
  std::printf("  %s: exact match %.2f%% | prefix %.2f / %.2f | coverage %.2f / %.2f | "
              "transitions %.2f / %.2f | values %.2f%% | error block %d/%d = %.2f%%\n",
              reading, t.percent(t.exact_match), t.percent(t.prefix.recall),
              t.percent(t.prefix.precision), t.percent(t.coverage.recall),
              t.percent(t.coverage.precision), t.percent(t.transitions.recall),
              t.percent(t.transitions.precision), t.percent(t.value_accuracy),
              t.error_block_correct, t.raised, t.error_block_percent());
  std::printf("    statements: prefix %.2f / %.2f | coverage %.2f / %.2f\n",
              t.percent(t.statement_prefix.recall), t.percent(t.statement_prefix.precision),
              t.percent(t.statement_coverage.recall), t.percent(t.statement_coverage.precision));
}

void print(const std::string& name, const DirectoryResult& r) {
  std::printf("%s: %d answers, %d read (%.2f%%), %d lost a block\n", name.c_str(), r.answers,
              r.read, r.answers ? 100.0 * r.read / r.answers : 0.0, r.lost);
  for (const auto& n : r.lost_names) std::printf("  lost: %s\n", n.c_str());
  print_totals("hyexec's reading", r.totals);
  print_totals("ORCA's reading  ", r.orca_reading);
}

} // namespace

int main(int argc, char** argv) {
  bool check = false, items = false;
  std::vector<std::string> dirs;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--check")
      check = true;
    else if (a == "--items")
      items = true;
    else
      dirs.push_back(a);
  }
  if (dirs.empty()) {
    std::cerr << "usage: orca_records DIR... [--check] [--items]\n";
    return 1;
  }
  bool ok = true;
  for (const auto& d : dirs) {
    if (!fs::is_directory(d)) {
      std::cout << "skipped: " << d << " is not there (the shared corpus is absent)\n";
      return 77;
    }
    DirectoryResult r = score_directory(d, items);
    print(d, r);
    ok = ok && r.answers > 0 && r.read * 100 >= r.answers * 99 && r.lost == 0;
  }
  return check && !ok ? 1 : 0;
}
