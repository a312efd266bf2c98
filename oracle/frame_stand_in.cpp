#include "oracle/frame_stand_in.h"

#include <algorithm>
#include <regex>
#include <vector>

namespace hyexec::oracle {

namespace {

/// Methods and attributes only a DataFrame (or a Series of one) has.
const std::set<std::string> kFrameAttrs = {
    "groupby",     "iterrows",  "itertuples",   "iloc",    "loc",    "sort_values",
    "describe",    "merge",     "to_csv",       "to_dict", "dropna", "fillna",
    "columns",     "shape",     "value_counts", "head",    "tail",   "pivot_table",
    "reset_index", "set_index", "drop",         "rename",  "astype", "nunique",
    "dtypes",      "isnull",    "isna",         "apply",   "agg",    "query"};

const char* kGroupKeys[] = {"a", "b", "a", "b"};

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

struct Column {
  std::string name;
  bool numeric = false, real = false, key = false;
  std::vector<std::string> texts; ///< string literals it is compared with
};

Column& column(std::vector<Column>& cols, const std::string& name) {
  auto it = std::find_if(cols.begin(), cols.end(), [&](const Column& c) { return c.name == name; });
  if (it != cols.end()) return *it;
  cols.push_back({name});
  return cols.back();
}

/// The largest int literal of the source, 10 or more (the threshold a
/// numeric column is filtered by), else 0.
long long largest_literal(const std::string& source) {
  static const std::regex number(R"((?:^|[^\w.])(\d{2,9})(?![\w.]))");
  long long best = 0;
  for (std::sregex_iterator it(source.begin(), source.end(), number), end; it != end; ++it)
    best = std::max(best, std::stoll((*it)[1]));
  return best;
}

/// Row `i`'s value of column `c`, as a Python literal.
std::string cell(const Column& c, int i, long long scale) {
  if (c.numeric && c.real) return std::to_string(i + 1) + ".5";
  if (c.numeric) {
    static const int kSpread[] = {6, 4, 7, 5}; // around the threshold, on both sides
    return std::to_string(scale ? scale * kSpread[i] / 5 : i + 1);
  }
  if (!c.texts.empty())
    return i % 2 == 0 ? c.texts[i / 2 % c.texts.size()] : quote("other" + std::to_string(i));
  return quote(c.key ? kGroupKeys[i] : c.name + "_" + std::to_string(i + 1));
}

constexpr int kRows = 4;

/// The columns the uses of `name` (a path) name, with the kind of values each
/// needs: every string subscript on a path from `name` (`df['a']`,
/// `df[]['b']`, `df.groupby()['c']`), and the keys given to groupby and
/// sort_values (of `name`, or of any frame when `any_receiver`).
std::vector<Column> columns_of(const UsageMap& usage, const std::string& source,
                               const std::string& name, bool any_receiver) {
  std::vector<Column> cols;
  static const std::regex key(R"(\['((?:[^'\\]|\\.)*)'\])");
  for (const auto& [path, use] : usage.all()) {
    if (path != name && path.rfind(name + ".", 0) != 0 && path.rfind(name + "[", 0) != 0) continue;
    std::vector<std::string> names;
    for (const std::string& k : use.str_keys) // as written: a str literal's repr
      names.push_back(k.size() >= 2 && (k[0] == '\'' || k[0] == '"') ? k.substr(1, k.size() - 2)
                                                                     : k);
    std::string last;
    for (std::sregex_iterator it(path.begin() + name.size(), path.end(), key), end; it != end; ++it)
      names.push_back(last = (*it)[1]);
    for (const std::string& n : names) column(cols, n);
    std::string tail = "['" + last + "']";
    if (last.empty() || path.size() < tail.size() ||
        path.compare(path.size() - tail.size(), tail.size(), tail) != 0)
      continue;
    // The uses of the column itself: numbers or text.
    Column& c = column(cols, last);
    static const std::set<std::string> kNumeric = {"mean", "sum",    "max",    "min",
                                                   "std",  "median", "cumsum", "round"};
    c.numeric |= use.numeric || std::any_of(use.methods.begin(), use.methods.end(),
                                            [](const auto& m) { return kNumeric.count(m); });
    c.real |= use.real;
    for (const std::string& e : use.equals)
      if (!e.empty() && (e[0] == '\'' || e[0] == '"')) c.texts.push_back(e);
  }
  std::string receiver = any_receiver ? R"(\w+)" : name;
  const std::regex grouped(
      "\\b" + receiver +
      R"(\.(?:groupby|sort_values|set_index)\(\s*(?:by\s*=\s*)?['"]([^'"]+)['"])");
  for (std::sregex_iterator it(source.begin(), source.end(), grouped), end; it != end; ++it)
    column(cols, (*it)[1]).key = true;
  return cols;
}

} // namespace

std::string frame_stand_in(const UsageMap& usage, const std::string& source,
                           const std::string& name) {
  const Usage* u = usage.find(name);
  if (!u) return "";
  bool frame_like = std::any_of(u->attrs.begin(), u->attrs.end(),
                                [](const std::string& a) { return kFrameAttrs.count(a); });
  if (!frame_like && !(name.rfind("df", 0) == 0 && !u->str_keys.empty())) return "";
  std::vector<Column> cols = columns_of(usage, source, name, false);
  if (cols.empty()) return "";
  long long scale = largest_literal(source);
  std::string out = "__import__('_pandas').DataFrame({";
  for (size_t i = 0; i < cols.size(); ++i) {
    out += (i ? ", " : "") + quote(cols[i].name) + ": [";
    for (int r = 0; r < kRows; ++r) out += (r ? ", " : "") + cell(cols[i], r, scale);
    out += "]";
  }
  return out + "})";
}

std::string table_file_text(const UsageMap& usage, const std::string& source) {
  // What reads the file: pandas' read_csv (its frame's uses, under the
  // call's path) or csv.DictReader (a row's, under `DictReader()[]`).
  auto ends = [](const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
  };
  std::vector<Column> cols;
  for (const auto& [path, use] : usage.all()) {
    bool frame = ends(path, "read_csv()") && path.find('[') == std::string::npos;
    bool rows = ends(path, "DictReader()[]");
    if (!frame && !rows) continue;
    for (Column& c : columns_of(usage, source, path, frame)) {
      Column& mine = column(cols, c.name);
      mine.numeric |= c.numeric, mine.real |= c.real, mine.key |= c.key;
      mine.texts.insert(mine.texts.end(), c.texts.begin(), c.texts.end());
    }
  }
  if (cols.empty()) return "";
  long long scale = largest_literal(source);
  auto plain = [](std::string v) { // a literal as CSV text
    if (v.size() >= 2 && (v[0] == '\'' || v[0] == '"')) v = v.substr(1, v.size() - 2);
    return v.find_first_of(",\"\n\\") == std::string::npos ? v : std::string("x");
  };
  std::string out;
  for (size_t i = 0; i < cols.size(); ++i) out += (i ? "," : "") + plain(quote(cols[i].name));
  out += "\n";
  for (int r = 0; r < kRows; ++r) {
    for (size_t i = 0; i < cols.size(); ++i) out += (i ? "," : "") + plain(cell(cols[i], r, scale));
    out += "\n";
  }
  return out;
}

} // namespace hyexec::oracle
