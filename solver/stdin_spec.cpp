#include "solver/stdin_spec.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <regex>
#include <sstream>

namespace hyexec::solver {

namespace {

/// The notation's variants in one spelling: ASCII comparisons, `*` for ×,
/// `...` for every ellipsis, `:` for vertical dots, no TeX braces or `$`.
std::string normalise(std::string s) {
  const std::pair<const char*, const char*> swaps[] = {
      {"≦", "<="},        {"≤", "<="},       {"≧", ">="},      {"≥", ">="},     {"＜", "<"},
      {"＞", ">"},        {"×", "*"},        {"\\times", "*"}, {"\\leq", "<="}, {"\\le", "<="},
      {"\\geq", ">="},    {"\\ge", ">="},    {"\\lt", "<"},    {"\\gt", ">"},   {"\\ldots", "..."},
      {"\\cdots", "..."}, {"\\dots", "..."}, {"…", "..."},     {"⋯", "..."},    {"\\vdots", ":"},
      {"⋮", ":"},         {"　", " "},       {"，", ","},      {"、", ","},     {"\\ ", " "},
      {"\\,", " "},       {"$", ""},         {"{", ""},        {"}", ""},       {"\\mid", "|"},
      {"：", ":"},        {"−", "-"}};
  for (const auto& [from, to] : swaps)
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + strlen(to)))
      s.replace(at, strlen(from), to);
  return s;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

enum class Section { None, Input, Constraints, Other };

Section header(const std::string& line) {
  std::string t = trim(line);
  while (!t.empty() && (t[0] == '#' || t[0] == ' ')) t.erase(0, 1);
  std::string lower = t;
  std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
  auto starts = [&](const char* p) { return lower.rfind(p, 0) == 0; };
  if (starts("入力例") || starts("出力") || starts("sample") || starts("example") ||
      starts("output") || starts("note") || starts("問題文") || starts("statement"))
    return Section::Other;
  if (t.size() > 40) return Section::None; // a sentence, not a header
  if (starts("入力") || starts("input")) return Section::Input;
  if (starts("制約") || starts("constraint")) return Section::Constraints;
  return Section::None;
}

/// `a_i`, `a_1`, `A_i,j`, `a1` → base `a`, subscript `i` / `1` / `i,j` / `1`.
bool indexed(const std::string& tok, std::string* base, std::string* sub) {
  static const std::regex with_bar(R"(([A-Za-z][A-Za-z0-9]*)_\(?([A-Za-z0-9,+\-]+)\)?)");
  static const std::regex digits(R"(([a-z])([0-9]+))");
  std::smatch m;
  if (std::regex_match(tok, m, with_bar) || std::regex_match(tok, m, digits)) {
    *base = m[1];
    *sub = m[2];
    return true;
  }
  return false;
}

bool plain_name(const std::string& tok) {
  static const std::regex name(R"([A-Za-z][A-Za-z0-9]*)");
  return std::regex_match(tok, name);
}

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool marker(const std::string& line) {
  std::string t = trim(line);
  return t == ":" || t == "..." || t == "." || t == "..";
}

/// A format line of names: `N M`, `a_1 a_2 ... a_N`, `A_1 B_1`.
bool format_line(const std::string& line, SpecLine* out, std::string* row_index) {
  std::vector<std::string> w = words(line);
  if (w.empty()) return false;
  row_index->clear();
  for (size_t i = 0; i < w.size(); ++i) {
    std::string base, sub;
    if (w[i] == "...") continue;
    if (i + 2 < w.size() + 1 && i + 1 < w.size() && w[i + 1] == "...") {
      // a_1 ... a_N (or a_1 a_2 ... a_N: the a_2 was already taken as the same sequence)
      std::string b2, last;
      if (i + 2 < w.size() && indexed(w[i], &base, &sub) && indexed(w[i + 2], &b2, &last) &&
          b2 == base) {
        if (!out->items.empty() && out->items.back().name == base) out->items.pop_back();
        out->items.push_back({base, last});
        i += 2;
        continue;
      }
      return false;
    }
    if (indexed(w[i], &base, &sub)) {
      if (!out->items.empty() && out->items.back().name == base) continue; // a_1 a_2 ...
      out->items.push_back({base, ""});
      *row_index = sub;
      continue;
    }
    if (!plain_name(w[i])) return false;
    out->items.push_back({w[i], ""});
  }
  return !out->items.empty();
}

/// A number written as `10^9`, `2*10^5`, `-10^18`, `1e5`, `100000`: its digits.
bool number(std::string t, std::string* out) {
  t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
  bool neg = !t.empty() && t[0] == '-';
  if (neg) t.erase(0, 1);
  if (t.empty()) return false;
  long double v = 1;
  std::stringstream parts(t);
  for (std::string factor; std::getline(parts, factor, '*');) {
    size_t caret = factor.find('^'), e = factor.find_first_of("eE");
    try {
      if (caret != std::string::npos)
        v *= std::pow(std::stold(factor.substr(0, caret)), std::stold(factor.substr(caret + 1)));
      else if (e != std::string::npos && e > 0)
        v *= std::stold(factor.substr(0, e)) * std::pow(10.0L, std::stold(factor.substr(e + 1)));
      else {
        size_t used = 0;
        long double f = std::stold(factor, &used);
        if (used != factor.size()) return false;
        v *= f;
      }
    } catch (const std::exception&) {
      return false;
    }
  }
  if (v > 1e30L) return false;
  std::ostringstream s;
  s.precision(0);
  s << std::fixed << (neg ? -v : v);
  *out = s.str();
  return true;
}

/// A bound: a number, or a name (`N`, `a_i` → `a`), possibly `N-1`.
std::string bound_value(const std::string& text) {
  std::string t = trim(text), n;
  if (number(t, &n)) return n;
  std::string base, sub;
  if (indexed(t, &base, &sub)) return base;
  return plain_name(t) ? t : "";
}

std::string adjust(const std::string& v, int delta) {
  if (v.empty() || !(std::isdigit(static_cast<unsigned char>(v.back())))) return v;
  if (v.find_first_not_of("-0123456789") != std::string::npos) return v;
  return std::to_string(std::stoll(v) + delta);
}

/// `1 <= N <= 10^5`, `1 <= N, M <= 100`, `|a_i| <= 10^9`, `N <= 100`, `|S| <= 50`.
bool constraint_line(const std::string& line, StdinSpec* spec) {
  static const std::regex cmp(R"((<=|>=|<|>))");
  std::vector<std::string> parts, ops;
  std::sregex_token_iterator it(line.begin(), line.end(), cmp, {-1, 0}), end;
  for (bool part = true; it != end; ++it, part = !part) (part ? parts : ops).push_back(*it);
  if (ops.empty() || parts.size() != ops.size() + 1) return false;
  bool upward = ops[0][0] == '<';
  if (!upward) {
    std::reverse(parts.begin(), parts.end());
    std::reverse(ops.begin(), ops.end());
  }
  // The names are the part that is not a value (the middle of a chain).
  size_t middle = parts.size() == 3
                      ? 1
                      : (bound_value(parts[0]).empty() ||
                                 !std::isalpha(static_cast<unsigned char>(
                                     trim(parts[0]).empty() ? '0' : trim(parts[0])[0])) ||
                                 trim(parts[0])[0] == '|'
                             ? 0
                             : 1);
  if (parts.size() == 2 && trim(parts[1])[0] == '|') middle = 1;
  bool strict_low = middle > 0 && ops[middle - 1] == "<";
  bool strict_high = middle < ops.size() && ops[middle] == "<";
  std::string low = middle > 0 ? bound_value(parts[middle - 1]) : "";
  std::string high = middle + 1 < parts.size() ? bound_value(parts[middle + 1]) : "";
  if (strict_low) low = adjust(low, 1);
  if (strict_high) high = adjust(high, -1);
  bool any = false;
  std::stringstream names(parts[middle]);
  for (std::string n; std::getline(names, n, ',');) {
    n = trim(n);
    bool bars = n.size() > 2 && n.front() == '|' && n.back() == '|';
    if (bars) n = trim(n.substr(1, n.size() - 2));
    std::string base, sub;
    if (indexed(n, &base, &sub)) n = base;
    if (!plain_name(n)) continue;
    SpecBounds& b = spec->bounds[n];
    // |x| <= R: a string's length (S, T, names of strings), else -R <= x <= R.
    bool text = bars && (n == "S" || n == "T" || n == "s" || n == "t" || n.size() > 1);
    if (bars && !text) {
      if (!high.empty()) b.low = high[0] == '-' ? high.substr(1) : "-" + high;
    } else if (!low.empty()) {
      b.low = low;
    }
    if (!high.empty()) b.high = high;
    b.length = b.length || text;
    any = true;
  }
  return any;
}

/// "S consists of lowercase English letters", 「S は英小文字のみからなる」:
/// the characters of the name the sentence starts with.
bool character_class(const std::string& line, StdinSpec* spec) {
  std::string lower = line;
  std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
  std::string chars =
      lower.find("lowercase") != std::string::npos || line.find("英小文字") != std::string::npos
          ? "az"
      : lower.find("uppercase") != std::string::npos || line.find("英大文字") != std::string::npos
          ? "AZ"
      : lower.find("digits") != std::string::npos || line.find("数字のみ") != std::string::npos
          ? "09"
          : "";
  std::vector<std::string> w = words(line);
  if (chars.empty() || w.empty()) return false;
  std::string name = w[0];
  size_t ha = name.find("は"); // 「Sは英小文字」 written without a space
  if (ha != std::string::npos) name = name.substr(0, ha);
  if (!plain_name(name)) return false;
  spec->bounds[name].chars = chars;
  return true;
}

} // namespace

StdinSpec parse_stdin_spec(const std::string& raw) {
  StdinSpec spec;
  std::vector<std::string> lines;
  std::stringstream in(normalise(raw));
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  bool headers = std::any_of(lines.begin(), lines.end(),
                             [](const std::string& l) { return header(l) != Section::None; });
  Section section = headers ? Section::Other : Section::None;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string l = trim(lines[i]);
    if (Section h = header(l); h != Section::None) {
      section = h;
      continue;
    }
    // List bullets: "- 1 <= N", "* ...", "・...".
    for (const char* bullet : {"- ", "* ", "・"})
      if (l.rfind(bullet, 0) == 0) l = trim(l.substr(strlen(bullet)));
    if (l.empty()) continue;
    bool comparison = l.find('<') != std::string::npos || l.find('>') != std::string::npos;
    if (!comparison && character_class(l, &spec)) continue;
    if (section == Section::Constraints || (section == Section::None && comparison)) {
      // A sentence may hold several bounds ("1 <= N <= 100, 1 <= K <= N").
      bool any = false;
      std::vector<std::string> pieces;
      const std::string& rest = l;
      static const std::regex split_at(R"(,\s*(?=[^,]*(<=|<|>=|>)[^,]*(<=|<|>=|>)))");
      for (std::sregex_token_iterator t(rest.begin(), rest.end(), split_at, -1), e; t != e; ++t)
        pieces.push_back(*t);
      for (const std::string& p : pieces) any = constraint_line(p, &spec) || any;
      if (!any && section == Section::Constraints && comparison)
        spec.problems.push_back("constraint not understood: " + l);
      continue;
    }
    if (section != Section::Input && section != Section::None) continue;
    if (marker(l)) continue;
    SpecLine f;
    std::string row;
    if (!format_line(l, &f, &row)) {
      // Prose ("The input is given in the following format") is no format line.
      bool prose =
          words(l).size() > 8 || std::any_of(l.begin(), l.end(), [](char c) { return c & 0x80; });
      if (section == Section::Input && !prose)
        spec.problems.push_back("format line not understood: " + l);
      continue;
    }
    // A row `A_1 B_1`, then `:` (or `A_2 B_2`), then `A_M B_M`: M lines of it.
    if (!row.empty()) {
      size_t j = i + 1;
      std::string last = row;
      while (j < lines.size()) {
        std::string t = trim(lines[j]);
        SpecLine next;
        std::string next_row;
        if (marker(t)) {
          ++j;
          continue;
        }
        if (!format_line(t, &next, &next_row) || next_row.empty() ||
            next.items.size() != f.items.size() || next.items[0].name != f.items[0].name)
          break;
        last = next_row;
        ++j;
      }
      if (j > i + 1) {
        f.rows = last;
        i = j - 1;
      }
    }
    spec.lines.push_back(f);
  }
  if (spec.lines.empty()) spec.problems.push_back("no input format found");
  return spec;
}

std::vector<ExprId> spec_constraints(const StdinSpec& spec, ExprPool& pool, int64_t max_tokens,
                                     size_t max_lines) {
  std::vector<ExprId> out;
  std::map<std::string, std::vector<ExprId>> exprs; // each name's variables
  std::map<std::string, ExprId> first;              // the one a count or bound refers to
  auto value = [&](const std::string& v) -> ExprId {
    if (v.empty()) return 0;
    if (v.find_first_not_of("-0123456789") == std::string::npos) return pool.int_lit(v);
    auto it = first.find(v);
    return it == first.end() ? 0 : it->second;
  };
  auto is_text = [&](const std::string& name) {
    auto b = spec.bounds.find(name);
    return b != spec.bounds.end() && (b->second.length || !b->second.chars.empty());
  };
  auto var = [&](const std::string& name, size_t line, int64_t pos, bool alone) {
    std::string k = "in:" + std::to_string(line);
    std::string tok = k + ":" + std::to_string(pos);
    if (is_text(name)) {
      exprs[name].push_back(pool.var(tok, Sort::Str));
      if (alone) exprs[name].push_back(pool.var(k, Sort::Str));
      return;
    }
    ExprId t = pool.var(tok + ":int", Sort::Int);
    exprs[name].push_back(t);
    first.emplace(name, t);
    if (alone) {
      // One value on its line: read whole (`int(input())`) or split, the same value.
      ExprId whole = pool.var(k + ":int", Sort::Int);
      out.push_back(pool.eq(whole, t));
      exprs[name].push_back(whole);
    }
  };
  size_t line = 0;
  for (const SpecLine& l : spec.lines) {
    size_t count = l.rows.empty() ? 1 : max_lines;
    // A block of rows needs constraints only as far as its count may reach.
    if (auto b = spec.bounds.find(l.rows);
        b != spec.bounds.end() && !b->second.high.empty() &&
        b->second.high.find_first_not_of("0123456789") == std::string::npos &&
        b->second.high.size() < 6)
      count = std::min<size_t>(count, std::stoul(b->second.high));
    if (!l.rows.empty() && l.rows.find_first_not_of("0123456789") == std::string::npos &&
        l.rows.size() < 6)
      count = std::min<size_t>(count, std::stoul(l.rows));
    if (!l.rows.empty()) {
      if (ExprId rows = value(l.rows)) // enough lines for the rows
        out.push_back(
            pool.le(pool.make(Op::Add, Sort::Int, {pool.int_lit(static_cast<int64_t>(line)), rows}),
                    pool.var("in:lines", Sort::Int)));
    }
    for (size_t r = 0; r < count && line + r < max_lines; ++r) {
      size_t k = line + r;
      ExprId n = pool.var("in:" + std::to_string(k) + ":n", Sort::Int);
      int64_t pos = 0;
      ExprId tokens = pool.int_lit(0);
      bool alone = l.items.size() == 1 && l.items[0].count.empty();
      for (const SpecItem& item : l.items) {
        if (item.count.empty()) {
          var(item.name, k, pos++, alone);
          tokens = pool.make(Op::Add, Sort::Int, {tokens, pool.int_lit(1)});
          continue;
        }
        ExprId c = value(item.count);
        for (int64_t j = 0; j < max_tokens - pos; ++j) var(item.name, k, pos + j, false);
        tokens = c ? pool.make(Op::Add, Sort::Int, {tokens, c}) : 0;
        if (!tokens) break;
      }
      if (tokens) out.push_back(pool.eq(n, tokens));
    }
    if (!l.rows.empty()) break; // the lines after a block of rows have no fixed place
    ++line;
  }
  // Every line the format fixes is there: no end of input before them.
  if (line > 0)
    out.push_back(
        pool.le(pool.int_lit(static_cast<int64_t>(line)), pool.var("in:lines", Sort::Int)));
  for (const auto& [name, b] : spec.bounds) {
    if (!b.chars.empty())
      for (ExprId e : exprs[name])
        if (pool[e].sort == Sort::Str)
          out.push_back(pool.make(Op::CharsIn, Sort::Bool, {e, pool.str_lit(b.chars)}));
    ExprId low = value(b.low), high = value(b.high);
    for (ExprId e : exprs[name]) {
      ExprId x = b.length ? pool.make(Op::Len, Sort::Int, {e}) : e;
      if (pool[x].sort != Sort::Int) continue;
      if (low) out.push_back(pool.le(low, x));
      if (high) out.push_back(pool.le(x, high));
    }
  }
  return out;
}

} // namespace hyexec::solver
