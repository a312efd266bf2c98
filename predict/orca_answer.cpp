#include "predict/orca_answer.h"

#include "predict/symbol_table.h"

#include "cfg/bracket_scan.h"

#include <map>
#include <regex>
#include <sstream>

namespace hyexec::predict {

namespace {

/// A line without the markdown around it (`**Block 3:**`, `- Is Error: True`,
/// `### Block: 2`) and without surrounding spaces.
std::string bare(const std::string& line) {
  size_t b = line.find_first_not_of(" \t\r#*->`_");
  if (b == std::string::npos) return "";
  size_t e = line.find_last_not_of(" \t\r*`_");
  return line.substr(b, e - b + 1);
}

/// Headers and error lines are short; a longer line is a block's content.
constexpr size_t kLongestReportLine = 300;
/// Distinct symbol tables read per answer: real answers have a few dozen;
/// a pathological one must not take minutes.
constexpr size_t kMostTables = 2000;

/// The answer's line patterns, compiled on first use: std::regex compiles
/// slowly (9 M instructions for these), and every run of the binary paid
/// that at start-up when they were globals.
struct Patterns {
  std::regex header{R"(^block\s*(?:number|id)?\s*:?\s*(\d+)\s*[:.]?$)", std::regex::icase};
  std::regex is_error{R"(^is\s*error\s*:?\s*\**\s*(true|yes)\b)", std::regex::icase};
  std::regex error_type{R"(^error\s*type\s*:\s*(.*)$)", std::regex::icase};
  std::regex error_block{R"(^(?:error\s*)?block(?:\s*(?:number|id))?\s*:?\s*(\d+)\b)",
                         std::regex::icase};
  /// A line that reports an error (`Error Type: X`, `- Error: TypeError`): a
  /// block header right after it names the error's block.
  std::regex error_report{R"(^(?:error\s*type|error|exception)\s*:)", std::regex::icase};
  std::regex class_name{R"(<class\s+'([\w.]+)'>)"};
  std::regex identifier{R"([A-Za-z_][\w.]*)"};
};
const Patterns& patterns() {
  static const Patterns p;
  return p;
}

std::optional<int> header(const std::string& clean) {
  std::smatch m;
  if (!std::regex_match(clean, m, patterns().header)) return std::nullopt;
  return std::stoi(m[1].str().substr(0, 9));
}

/// The exception class an `Error Type:` line names (`<class 'TypeError'>`,
/// `TypeError`, `builtins.TypeError`, `TypeError: ...`); empty for `None`.
std::string error_class(const std::string& text) {
  std::smatch m;
  std::string name;
  if (std::regex_search(text, m, patterns().class_name))
    name = m[1];
  else if (std::regex_search(text, m, patterns().identifier))
    name = m[0];
  if (size_t dot = name.rfind('.'); dot != std::string::npos) name = name.substr(dot + 1);
  return name == "None" || name == "none" || name == "N" ? "" : name;
}

/// The dict display from the `{` at `text[open]` to its matching `}`;
/// empty when it is not closed.
std::string balanced(const std::string& text, size_t open) {
  size_t close = bracket_scan::closing(text, open, {.quote_ends_at_newline = true});
  return close == std::string::npos ? "" : text.substr(open, close - open + 1);
}

std::string lowercase(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

/// The last symbol table written in a block's lines: `Symbol Table: {...}`,
/// the dict on the lines after a `Symbol Table:` heading, or one `name:
/// value` bullet per line under it.
std::optional<std::string> last_table(const std::vector<std::string>& lines) {
  std::optional<std::string> found;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string low = lowercase(lines[i]);
    size_t at = low.find("symbol table");
    if (at == std::string::npos) continue;
    size_t open = lines[i].find('{', at);
    if (open != std::string::npos) {
      // A display may go on over the next lines.
      std::string rest = lines[i].substr(open);
      for (size_t j = i + 1; j < lines.size() && j < i + 40; ++j) rest += "\n" + lines[j];
      std::string dict = balanced(rest, 0);
      if (dict.empty()) {
        size_t close = lines[i].rfind('}');
        if (close != std::string::npos && close > open)
          dict = lines[i].substr(open, close - open + 1);
      }
      if (!dict.empty()) found = dict;
      continue;
    }
    if (low.find_first_not_of(" \t:*-#", at + 12) != std::string::npos) continue;
    size_t j = i + 1;
    while (j < lines.size() && bare(lines[j]).empty()) ++j;
    if (j == lines.size()) continue;
    if (size_t brace = lines[j].find('{');
        brace != std::string::npos && lines[j].find_first_not_of(" \t") == brace) {
      std::string rest;
      for (size_t k = j; k < lines.size() && k < j + 40; ++k) rest += lines[k] + "\n";
      if (std::string dict = balanced(rest, rest.find('{')); !dict.empty()) found = dict;
      continue;
    }
    // `- n: (3, int)` bullets, one per line, until a line that is not one.
    static const std::regex bullet(
        R"(^\s*[-*]?\s*(['"]?)([A-Za-z_][\w.\[\]]*)\1\s*[:=]\s*(.+?),?\s*$)");
    std::string dict;
    for (std::smatch m;
         j < lines.size() && lines[j].size() < 4000 && std::regex_match(lines[j], m, bullet); ++j)
      dict += (dict.empty() ? "" : ", ") + ("'" + m[2].str() + "': " + m[3].str());
    if (!dict.empty()) found = "{" + dict + "}";
  }
  return found;
}

} // namespace

std::vector<int> Prediction::block_order() const {
  std::vector<int> order;
  for (const auto& b : blocks) order.push_back(b.block);
  return order;
}

bool readable(const Prediction& p) {
  return !p.blocks.empty() || p.is_error;
}

Prediction parse_orca_answer(const std::string& text) {
  Prediction p;
  std::vector<std::vector<std::string>> contents;
  std::istringstream in(text);
  // An error is complete, and the traversal over, once the answer has both
  // flagged it (`Is Error: True`) and named it (`Error Type: X`), in either
  // order within a block. A header right after `Error Type:` is the error's
  // block, not a block visited.
  bool flagged = false, named = false, after_type = false, stopped = false;
  size_t line_number = 0;
  for (std::string line; std::getline(in, line); ++line_number) {
    std::string clean = bare(line);
    if (clean.empty()) continue;
    if (clean.size() > kLongestReportLine) {
      // Content only (no header or error line is this long); and no regex
      // runs over it, as std::regex recurses along what it matches.
      after_type = false;
      if (!stopped && !contents.empty()) contents.back().push_back(line);
      continue;
    }
    std::smatch m;
    bool was_after_type = after_type;
    after_type = false;
    if (stopped) {
      if (!p.error_block && std::regex_search(clean, m, patterns().error_block))
        p.error_block = std::stoi(m[1].str().substr(0, 9));
      continue;
    }
    auto n = header(clean);
    if (!after_type && std::regex_search(clean, patterns().error_report)) after_type = true;
    if (n && was_after_type) {
      p.error_block = *n;
    } else if (std::regex_search(clean, patterns().is_error)) {
      flagged = p.is_error = true;
    } else if (std::regex_match(clean, m, patterns().error_type)) {
      std::string type = error_class(m[1]);
      if (type.empty()) {
        // `Is Error: True` then `Error Type: None` takes the flag back.
        flagged = p.is_error = after_type = false;
        continue;
      }
      p.error_type = type;
      named = after_type = true;
    } else if (n) {
      p.blocks.emplace_back().block = *n;
      contents.emplace_back();
      named = false;
      if (!flagged) p.error_type.clear(), p.error_block.reset();
    }
    if (!contents.empty()) contents.back().push_back(line);
    if (flagged && named) {
      stopped = true;
      p.traversal_lines = line_number + 1;
    }
  }
  if (!stopped) p.traversal_lines = line_number;
  if (p.is_error && !p.error_block && !p.blocks.empty()) p.error_block = p.blocks.back().block;
  // Tables repeat from block to block: each distinct one is read once.
  std::map<std::string, std::pair<std::vector<PredictedSymbol>, bool>> read;
  for (size_t i = 0; i < p.blocks.size(); ++i) {
    std::string joined;
    for (const auto& l : contents[i]) joined += l + "\n";
    p.blocks[i].text = joined;
    std::optional<std::string> table = last_table(contents[i]);
    if (!table) continue;
    auto it = read.find(*table);
    if (it == read.end()) {
      if (read.size() >= kMostTables) continue;
      bool literal = false;
      auto symbols = read_symbol_table(*table, &literal);
      it = read.emplace(*table, std::make_pair(std::move(symbols), literal)).first;
    }
    p.blocks[i].has_table = true;
    p.blocks[i].table = it->second.first;
    p.blocks[i].table_literal = it->second.second;
  }
  return p;
}

} // namespace hyexec::predict
