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

std::string values(const Column& c, long long scale) {
  std::string out = "[";
  for (int i = 0; i < 4; ++i) {
    if (i) out += ", ";
    if (c.numeric && c.real) {
      out += std::to_string(i + 1) + ".5";
    } else if (c.numeric) {
      static const int kSpread[] = {6, 4, 7, 5}; // around the threshold, on both sides
      out += std::to_string(scale ? scale * kSpread[i] / 5 : i + 1);
    } else if (!c.texts.empty()) {
      out += i % 2 == 0 ? c.texts[i / 2 % c.texts.size()] : quote("other" + std::to_string(i));
    } else {
      out += quote(c.key ? kGroupKeys[i] : c.name + "_" + std::to_string(i + 1));
    }
  }
  return out + "]";
}

} // namespace

std::string frame_stand_in(const UsageMap& usage, const std::string& source,
                           const std::string& name) {
  const Usage* u = usage.find(name);
  if (!u) return "";
  bool frame_like = std::any_of(u->attrs.begin(), u->attrs.end(),
                                [](const std::string& a) { return kFrameAttrs.count(a); });
  if (!frame_like && !(name.rfind("df", 0) == 0 && !u->str_keys.empty())) return "";
  // Columns: every string subscript on a path from `name` (`df['a']`,
  // `df[]['b']`, `df.groupby()['c']`), and the keys given to groupby and
  // sort_values.
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
  const std::regex grouped(
      "\\b" + name + R"(\.(?:groupby|sort_values|set_index)\(\s*(?:by\s*=\s*)?['"]([^'"]+)['"])");
  for (std::sregex_iterator it(source.begin(), source.end(), grouped), end; it != end; ++it)
    column(cols, (*it)[1]).key = true;
  if (cols.empty()) return "";
  long long scale = largest_literal(source);
  std::string out = "__import__('_pandas').DataFrame({";
  for (size_t i = 0; i < cols.size(); ++i)
    out += (i ? ", " : "") + quote(cols[i].name) + ": " + values(cols[i], scale);
  return out + "})";
}

} // namespace hyexec::oracle
