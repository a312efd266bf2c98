#include "explore/input_variants.h"

#include "predict/symbol_table.h"

#include <cctype>
#include <cmath>
#include <regex>

namespace hyexec::cli {

namespace {

bool is_int(const std::string& s) {
  static const std::regex re("-?[0-9]+");
  return s.size() < 18 && std::regex_match(s, re);
}

/// A quoted literal without escapes or prefixes.
bool is_plain_str(const std::string& s) {
  return s.size() >= 2 && (s[0] == '\'' || s[0] == '"') && s.back() == s[0] &&
         s.find('\\') == std::string::npos && s.find(s[0], 1) == s.size() - 1;
}

/// The top-level elements of a `[...]`, `(...)` or `{...}` literal; false
/// when `s` is not one.
bool elements(const std::string& s, std::vector<std::string>* out) {
  if (s.size() < 2) return false;
  char open = s[0], close = s.back();
  if (!((open == '[' && close == ']') || (open == '(' && close == ')') ||
        (open == '{' && close == '}')))
    return false;
  std::string inner = s.substr(1, s.size() - 2);
  if (inner.find_first_not_of(' ') == std::string::npos) return true;
  *out = predict::split_top_level(inner, ',');
  if (!out->empty() && out->back().empty()) out->pop_back(); // `(1,)`
  return true;
}

std::string join(char open, const std::vector<std::string>& items, char close) {
  std::string s(1, open);
  for (size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
  if (open == '(' && items.size() == 1) s += ",";
  if (open == '{' && items.empty()) return "set()";
  return s + close;
}

std::vector<std::string> smaller_literals(const std::string& s) {
  std::vector<std::string> out;
  if (is_int(s)) {
    // 0, then halfway, three quarters... of the way to v, ending one off: the
    // first that still shows the difference is taken, so a number shrinks
    // to the boundary in about log2(v) steps of log2(v) runs.
    long long v = std::stoll(s);
    if (v != 0) out.push_back("0");
    for (long long step = v / 2; step != 0; step /= 2) out.push_back(std::to_string(v - step));
  } else if (is_plain_str(s) && s.size() > 2) {
    std::string body = s.substr(1, s.size() - 2);
    char q = s[0];
    out.push_back(std::string(1, q) + q);
    out.push_back(q + body.substr(0, body.size() / 2) + q);
    out.push_back(q + body.substr(1) + q);
    out.push_back(q + body.substr(0, body.size() - 1) + q);
    out.push_back(q + std::string(body.size(), 'a') + q);
  } else if (std::vector<std::string> items; elements(s, &items)) {
    for (size_t i = 0; i < items.size() && i < 8; ++i) {
      std::vector<std::string> fewer = items;
      fewer.erase(fewer.begin() + static_cast<long>(i));
      out.push_back(join(s[0], fewer, s.back()));
    }
    for (size_t i = 0; i < items.size() && i < 8; ++i)
      for (const std::string& e : smaller_literals(items[i])) {
        std::vector<std::string> changed = items;
        changed[i] = e;
        out.push_back(join(s[0], changed, s.back()));
      }
  }
  return out;
}

/// `line` with one whitespace-separated token replaced by each of `f`'s answers.
template <class F> std::vector<std::string> token_variants(const std::string& line, F f) {
  std::vector<std::string> out;
  for (size_t i = 0; i < line.size();) {
    size_t a = line.find_first_not_of(" \t", i);
    if (a == std::string::npos) break;
    size_t b = line.find_first_of(" \t", a);
    if (b == std::string::npos) b = line.size();
    for (const std::string& t : f(line.substr(a, b - a)))
      // An empty replacement takes the token's separator with it.
      out.push_back(line.substr(0, a) + t +
                    line.substr(t.empty() ? std::min(b + 1, line.size()) : b));
    i = b;
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    lines.push_back(text.substr(pos, nl - pos));
    pos = nl + 1;
  }
  return lines;
}

std::string text_of(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

std::vector<std::string> neighbours(const std::string& s) {
  if (!is_int(s)) return {};
  long long v = std::stoll(s);
  return {std::to_string(v - 1), std::to_string(v + 1)};
}

const std::vector<std::string> kInts = {"0",  "1",  "-1",  "2",  "3",    "5",    "7",
                                        "10", "11", "100", "-7", "-100", "1000", "12321"};
const std::vector<std::string> kStrs = {"''",
                                        "'a'",
                                        "'ab'",
                                        "'aba'",
                                        "'Hello World'",
                                        "'abc def ghi'",
                                        "'123'",
                                        "'a1B2'",
                                        "'  x  '",
                                        "'(()())'",
                                        "'( ) (( ))'",
                                        "'racecar'",
                                        "'AEIOU'",
                                        "'example.txt'",
                                        "'a.b.c'",
                                        "'x,y;z'",
                                        "'-5'",
                                        "'3.14'",
                                        "'AbC xYz'",
                                        "'hello  world!'"};
const std::vector<std::string> kIntLists = {"[]",
                                            "[0]",
                                            "[1, 2, 3]",
                                            "[3, 1, 2]",
                                            "[-1, -5, 4]",
                                            "[2, 2, 3, 3]",
                                            "[5, 4, 3, 2, 1]",
                                            "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]",
                                            "[0, -3, 7, 12, -8]",
                                            "[11, 22, 101, 7]"};
const std::vector<std::string> kFloatLists = {"[0, 0.7]", "[0.0, 1.7, 3.0, 4.0]",
                                              "[3.5, -2.25, 0.1]"};
// Token lists (numbers and operators, as an expression's tokens) too.
const std::vector<std::string> kStrLists = {"[]",
                                            "['a']",
                                            "['abc', 'de', 'f']",
                                            "['b', 'a', 'b']",
                                            "['Hello', 'world', '']",
                                            "['7', '2', '-']",
                                            "['3', '+', '4', '*', '2']",
                                            "['8', '2', '/', '3', '-']"};
const std::vector<std::string> kFloats = {"0.0", "1.5", "-2.5", "100.0", "0.7", "3.14159", "0.375"};
// A number the solver took for an int may be a float (a price, a length):
// halves and an amount of thousandths, which truncation and rounding part.
const std::vector<std::string> kIntsAsFloats = {"0.5", "-1.5", "0.375", "2.0"};
// Lists of lists and of pairs (matrices, intervals, records), empty and
// ragged ones first.
const std::vector<std::string> kNestedLists = {"[[1, 2], [3]]",
                                               "[[], [1]]",
                                               "[[3, 4, 5], [6, 7, 8, 9], [1, 2]]",
                                               "[[1, 2], [1, 2]]",
                                               "[[2, 7, 6], [9, 5, 1], [4, 3, 8]]",
                                               "[(3, 5), (1, 7), (10, 3)]",
                                               "[(1, 2)]",
                                               "[(5, -1), (2, 9), (2, 9)]"};
// Dicts: empty, str keys of one case and of mixed case, a non-str key.
const std::vector<std::string> kDicts = {
    "{}", "{'a': 1}", "{'a': 'apple', 'b': 'banana'}", "{'A': 1, 'B': 2}", "{'a': 1, 'B': 2}",
    "{'a': 1, 8: 2}", "{1: 'x', 2: 'y'}", "{'x': -1, 'y': 0, 'z': 5}",
    // two keys with one value (an inverted table collects both)
    "{'a': 1, 'b': 1, 'c': 2}",
    // graphs: adjacency lists (a cycle, a node
    // only reached), weighted edges
    "{0: [1], 1: [0, 2], 2: []}", "{'a': ['b', 'c'], 'b': ['c'], 'c': ['a'], 'd': []}",
    "{'a': [('b', 4), ('c', 1)], 'c': [('b', 1)], 'b': []}"};

bool is_float(const std::string& s) {
  static const std::regex re("-?[0-9]+\\.[0-9]*(e-?[0-9]+)?");
  return std::regex_match(s, re);
}

/// Values of the type of `s` (a stand-in could be any of them).
std::vector<std::string> same_type_values(const std::string& s) {
  auto cat = [](std::initializer_list<const std::vector<std::string>*> parts) {
    std::vector<std::string> out;
    for (const auto* p : parts) out.insert(out.end(), p->begin(), p->end());
    return out;
  };
  if (s == "True" || s == "False") return {"True", "False"};
  if (is_int(s)) return cat({&kInts, &kIntsAsFloats});
  if (is_float(s)) return kFloats;
  if (is_plain_str(s) || (s.size() > 1 && (s[0] == '\'' || s[0] == '"'))) return kStrs;
  if (s.rfind("Mock(", 0) == 0) return cat({&kInts, &kStrs, &kIntLists});
  std::vector<std::string> items;
  if (!elements(s, &items)) return {};
  if (s[0] == '{')
    return items.empty() || predict::split_top_level(items[0], ':').size() == 2
               ? kDicts
               : std::vector<std::string>{}; // a set
  std::vector<std::string> lists;
  // A list the oracle offered for a value only iterated over may stand for
  // a str, a dict or a list of lists; one of numbers for floats as well as
  // ints, and for lists of other items (the typed solver's first guess).
  if (items.empty() || items[0].rfind("Mock(", 0) == 0)
    lists = cat({&kIntLists, &kFloatLists, &kStrLists, &kNestedLists, &kDicts});
  else if (is_int(items[0]) || is_float(items[0]))
    lists = cat({&kIntLists, &kFloatLists, &kStrLists, &kNestedLists}); // then other items
  else if (is_plain_str(items[0]))
    lists = cat({&kStrLists, &kStrs});
  else if (items[0][0] == '[' || items[0][0] == '(')
    lists = kNestedLists;
  if (s[0] == '(')
    for (std::string& l : lists) {
      std::vector<std::string> e;
      if (l[0] == '[' && elements(l, &e)) l = join('(', e, ')');
    }
  return lists;
}

} // namespace

std::vector<DiffInput> typed_inputs(const DiffInput& in) {
  std::vector<DiffInput> out;
  DiffInput work = in; // its values are changed in place, copied into `out`, restored
  std::vector<std::pair<std::string*, std::vector<std::string>>> slots;
  for (auto* m : {&work.args, &work.values})
    for (auto& [name, expr] : *m)
      if (std::vector<std::string> vs = same_type_values(expr); !vs.empty())
        slots.push_back({&expr, vs});
  for (auto& [slot, vs] : slots) {
    std::string keep = *slot;
    for (const std::string& v : vs) {
      *slot = v;
      out.push_back(work);
    }
    *slot = keep;
  }
  // Related arguments (two strings, lists or dicts compared, merged,
  // matched): one given another's value; a str its other-case copy, and a
  // copy with one letter more of the same (the same set of letters in
  // other counts: an anagram check by sets).
  for (auto& [to, tvs] : slots)
    for (auto& [from, fvs] : slots) {
      // A list may take a dict's value (`dict(a)` of a guessed list).
      auto container = [](const std::string& v) { return v[0] == '[' || v[0] == '{'; };
      bool kin = (*to)[0] == (*from)[0] || (container(*to) && container(*from));
      if (to == from || !kin || !(is_plain_str(*to) || container(*to))) continue;
      std::string keep = *to;
      *to = *from;
      out.push_back(work);
      if (is_plain_str(*from) && from->size() > 2) {
        to->insert(1, 1, (*from)[1]); // 'ab' -> 'aab' (after the opening quote)
        out.push_back(work);
        *to = *from;
      }
      if (is_plain_str(*from)) {
        for (char& c : *to)
          c = std::isupper(static_cast<unsigned char>(c))
                  ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
                  : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        out.push_back(work);
      }
      *to = keep;
    }
  // A dict with another argument (a graph and a start node, a table and a
  // key): each typed dict with the other argument set to its first key,
  // then its last.
  for (auto& [dict, dvs] : slots) {
    if ((*dict)[0] != '{') continue;
    for (auto& [key, kvs] : slots) {
      if (key == dict || (*key)[0] == '{' || (*key)[0] == '[') continue;
      std::string keep_dict = *dict, keep_key = *key;
      for (const std::string& d : dvs) {
        std::vector<std::string> entries;
        if (!elements(d, &entries) || entries.empty()) continue;
        *dict = d;
        for (const std::string* e : {&entries.front(), &entries.back()}) {
          std::vector<std::string> kv = predict::split_top_level(*e, ':');
          if (kv.size() != 2) continue;
          *key = kv[0];
          out.push_back(work);
        }
      }
      *dict = keep_dict;
      *key = keep_key;
    }
  }
  // All together: the k-th combination walks each slot's values at its own pace.
  for (size_t k = 0; slots.size() > 1 && k < 24; ++k) {
    for (size_t i = 0; i < slots.size(); ++i)
      *slots[i].first = slots[i].second[(k * (i + 1) + i) % slots[i].second.size()];
    out.push_back(work);
  }
  return out;
}

namespace {

/// `in` with one stdin line replaced by each of `line(text)`'s answers (the
/// first `max_lines` lines), then one argument or answer by each of
/// `literal(expr)`'s.
template <class Lines, class Literals>
std::vector<DiffInput> variants(const DiffInput& in, size_t max_lines, Lines line,
                                Literals literal) {
  std::vector<DiffInput> out;
  std::vector<std::string> lines = lines_of(in.stdin_text);
  for (size_t i = 0; i < lines.size() && i < max_lines; ++i)
    for (const std::string& v : line(lines[i])) {
      DiffInput d = in;
      std::vector<std::string> changed = lines;
      changed[i] = v;
      d.stdin_text = text_of(changed);
      out.push_back(d);
    }
  for (auto field : {&DiffInput::args, &DiffInput::values})
    for (const auto& [name, expr] : in.*field)
      for (const std::string& v : literal(expr)) {
        DiffInput d = in;
        (d.*field)[name] = v;
        out.push_back(d);
      }
  return out;
}

} // namespace

std::vector<DiffInput> smaller_inputs(const DiffInput& in) {
  std::vector<DiffInput> out;
  std::vector<std::string> lines = lines_of(in.stdin_text);
  for (size_t i = lines.size(); i-- > 0;) {
    DiffInput d = in;
    std::vector<std::string> fewer = lines;
    fewer.erase(fewer.begin() + static_cast<long>(i));
    d.stdin_text = text_of(fewer);
    out.push_back(d);
  }
  auto shorter_line = [](const std::string& line) {
    std::vector<std::string> v = token_variants(line, smaller_literals);
    std::vector<std::string> without =
        token_variants(line, [](const std::string&) { return std::vector<std::string>{""}; });
    v.insert(v.end(), without.begin(), without.end());
    if (line.size() > 1) v.push_back(line.substr(0, line.size() / 2));
    return v;
  };
  std::vector<DiffInput> more = variants(in, lines.size(), shorter_line, smaller_literals);
  out.insert(out.end(), more.begin(), more.end());
  return out;
}

std::vector<DiffInput> boundary_inputs(const DiffInput& in) {
  return variants(
      in, 20, [](const std::string& line) { return token_variants(line, neighbours); }, neighbours);
}

std::vector<DiffInput> small_scope_inputs(const DiffInput& in) {
  DiffInput work = in;
  std::vector<std::string*> slots;
  for (auto* m : {&work.args, &work.values})
    for (auto& [name, expr] : *m)
      if (is_int(expr)) slots.push_back(&expr);
  if (slots.size() < 2 || slots.size() > 3) return {};
  // 6 * 6 pairs from -1, or 4 * 4 * 4 triples from 0.
  long long low = slots.size() == 2 ? -1 : 0, count = slots.size() == 2 ? 6 : 4;
  std::vector<DiffInput> out;
  long long combos = 1;
  for (size_t i = 0; i < slots.size(); ++i) combos *= count;
  for (long long c = 0; c < combos; ++c) {
    long long rest = c;
    for (std::string* slot : slots) {
      *slot = std::to_string(low + rest % count);
      rest /= count;
    }
    out.push_back(work);
  }
  return out;
}

std::pair<size_t, double> input_size(const DiffInput& in) {
  size_t chars = in.stdin_text.size();
  double magnitude = 0;
  auto add = [&](const std::string& s) {
    static const std::regex number("-?[0-9]+");
    for (std::sregex_iterator it(s.begin(), s.end(), number), end; it != end; ++it)
      magnitude += std::fabs(std::stod(it->str()));
  };
  add(in.stdin_text);
  for (const auto* m : {&in.args, &in.values})
    for (const auto& [name, expr] : *m) {
      chars += expr.size();
      add(expr);
    }
  return {chars, magnitude};
}

} // namespace hyexec::cli
