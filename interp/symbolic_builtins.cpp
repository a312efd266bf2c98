// Builtins and str methods on values with a symbolic shadow: the ones the
// tracker models get a shadowed result; a str method it does not model pins
// its symbolic operands, so the search knows the run depended on them.
#include "interp/builtins_util.h"
#include "interp/iterator_types.h"
#include "interp/numbers.h"
#include "interp/symbolic_ops.h"

#include <cctype>
#include <map>

namespace hyexec::interp {

namespace {

bool any_shadow(const CallArgs& a) {
  for (const Value& v : a.args)
    if (v.sym()) return true;
  for (const auto& kw : a.kwargs)
    if (kw.second.sym()) return true;
  return false;
}

CallArgs concrete_args(const CallArgs& a) {
  CallArgs c;
  for (const Value& v : a.args) c.args.push_back(v.concrete());
  for (const auto& [k, v] : a.kwargs) c.kwargs.push_back({k, v.concrete()});
  return c;
}

/// `x + y` of two strs, shadowed when either is.
Value concat(const Value& x, const Value& y) {
  Value r = py_str(x.as<StrObject>()->value + y.as<StrObject>()->value);
  return (x.sym() | y.sym()) ? with_sym(r, sym_apply(SymOp::Concat, {x, y})) : r;
}

/// len(s) of a str with its shadow.
Value str_length(const Value& s) {
  return with_sym(py_int(static_cast<int64_t>(s.as<StrObject>()->length)),
                  s.sym() ? sym_apply(SymOp::Len, {s}) : 0);
}

/// `s.find(sep, start)` with its shadow, whose value is `at` (-1: none);
/// whether it found one is a hidden decision.
Value found_at(const Value& s, const Value& sep, const Value& start, int64_t at) {
  Value p = with_sym(py_int(at), sym_apply(SymOp::Find, {s, sep, start}));
  report_branch(-1, sym_apply(SymOp::Le, {py_int(0), p}), at >= 0);
  return p;
}

/// Searches for a split's separator beyond the run's last one (that found
/// none) that the token count follows: an input with more separators makes
/// that many more tokens.
constexpr int kSearchesAhead = 3;

/// A split's token count as a shadow: one, plus one for each search for a
/// separator that found one while every search before it did (`found`:
/// the tests `0 <= p` of the searches, in order).
Value token_count(const Values& found) {
  Value count = py_int(1), chain;
  for (const Value& f : found) {
    chain = chain ? with_sym(py_bool(truthy(chain) && truthy(f)), sym_apply(SymOp::And, {chain, f}))
                  : f;
    count = with_sym(py_int(count.as_int() + (truthy(chain) ? 1 : 0)),
                     sym_apply(SymOp::Add, {count, chain}));
  }
  return count;
}

/// `0 <= p` with its shadow.
Value found_test(const Value& p) {
  return with_sym(py_bool(p.as_int() >= 0), sym_apply(SymOp::Le, {py_int(0), p}));
}

/// `s.split(sep)` (`maxsplit` splits at most; -1 all) of a str of ASCII
/// and a given separator: each token is the slice of `s` between the
/// separators found, each search for the next separator a hidden decision
/// (finding one more makes one more token), and the list's length follows
/// the searches (token_count).
Value split_on(const Value& s, const std::string& sep, int64_t maxsplit, Value result) {
  const std::string& text = s.as<StrObject>()->value;
  Value sep_v = py_str(sep), start = py_int(0);
  int64_t at = 0, width = static_cast<int64_t>(sep.size());
  Values& items = result.as<ListObject>()->items;
  Values found;
  for (size_t j = 0; j < items.size(); ++j) {
    bool last = j + 1 == items.size();
    Value end;
    if (!last) {
      int64_t p = static_cast<int64_t>(text.find(sep, static_cast<size_t>(at)));
      end = found_at(s, sep_v, start, p);
      found.push_back(found_test(end));
    } else {
      if (maxsplit < 0 || static_cast<int64_t>(j) < maxsplit) {
        Value p = found_at(s, sep_v, start, -1);
        found.push_back(found_test(p));
        // The searches another input would make next, not made in this run.
        for (int k = 0;
             k < kSearchesAhead && (maxsplit < 0 || static_cast<int64_t>(j) + 1 + k < maxsplit);
             ++k) {
          Value from = with_sym(py_int(-1 + width), sym_apply(SymOp::Add, {p, py_int(width)}));
          p = with_sym(py_int(-1), sym_apply(SymOp::Find, {s, sep_v, from}));
          found.push_back(found_test(p));
        }
      }
      end = str_length(s);
    }
    items[j] = with_sym(items[j], sym_apply(SymOp::Substr, {s, start, end}));
    if (last) break;
    at = end.as_int() + width;
    start = with_sym(py_int(at), sym_apply(SymOp::Add, {end, py_int(width)}));
  }
  return s.sym() ? with_length(result, token_count(found).sym()) : result;
}

/// `s.split()` of a str that is not a stdin line: as `s.split(' ')` with
/// no token empty, when its only whitespace is single spaces between
/// words (else pinned).
Value split_words(const Value& s, Value result) {
  const std::string& text = s.as<StrObject>()->value;
  bool plain = text.empty() ||
               (text.front() != ' ' && text.back() != ' ' && text.find("  ") == std::string::npos);
  for (char c : text) plain = plain && (c == ' ' || !std::isspace(static_cast<unsigned char>(c)));
  if (!plain || !s.as<StrObject>()->ascii) {
    pin(s);
    return result;
  }
  if (text.empty()) {
    report_branch(-1, sym_apply(SymOp::Lt, {py_int(0), str_length(s)}), false);
    return result;
  }
  split_on(s, " ", -1, result);
  for (const Value& token : result.as<ListObject>()->items)
    report_branch(-1, sym_apply(SymOp::Lt, {py_int(0), str_length(token)}), true);
  return result;
}

/// `s.partition(sep)` / `s.rpartition(sep)`: the parts as slices around
/// the separator's first (last) occurrence, whether there is one a hidden
/// decision.
Value partition_on(const Value& s, const std::string& sep, bool right, Value result) {
  const std::string& text = s.as<StrObject>()->value;
  size_t found = right ? text.rfind(sep) : text.find(sep);
  int64_t at = found == std::string::npos ? -1 : static_cast<int64_t>(found);
  Value sep_v = py_str(sep);
  Value p = with_sym(py_int(at), sym_apply(right ? SymOp::RFind : SymOp::Find, {s, sep_v}));
  report_branch(-1, sym_apply(SymOp::Le, {py_int(0), p}), at >= 0);
  Values& parts = result.as<TupleObject>()->items;
  if (at < 0) {
    parts[right ? 2 : 0] = s;
    return result;
  }
  Value after = with_sym(py_int(at + static_cast<int64_t>(sep.size())),
                         sym_apply(SymOp::Add, {p, py_int(static_cast<int64_t>(sep.size()))}));
  parts[0] = with_sym(parts[0], sym_apply(SymOp::Substr, {s, py_int(0), p}));
  parts[2] = with_sym(parts[2], sym_apply(SymOp::Substr, {s, after, str_length(s)}));
  return result;
}

/// Python's whitespace among ASCII characters (str.isspace()).
const char kAsciiSpace[] = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f";

/// `s.strip(chars)` (`lstrip`, `rstrip`): each character stripped is one
/// of `chars`, and the first (last) one kept is not (hidden decisions); the
/// result is the slice between.
Value strip_of(const Value& s, const std::string& chars, bool left, bool right, Value result) {
  const std::string& text = s.as<StrObject>()->value;
  int64_t n = static_cast<int64_t>(text.size()), b = 0, e = n;
  auto strippable = [&](char c) { return chars.find(c) != std::string::npos; };
  if (left)
    while (b < e && strippable(text[b])) ++b;
  if (right)
    while (e > b && strippable(text[e - 1])) --e;
  Value set = py_str(chars), len = str_length(s);
  // Position k from the start, or from the end (k - n) for the right side:
  // the same constraint whatever the length the solver gives the str.
  auto test = [&](int64_t k, bool from_end) {
    int64_t index = from_end ? k - n : k;
    report_branch(-1, sym_apply(SymOp::Lt, {py_int(from_end ? -index - 1 : index), len}), true);
    Value c =
        with_sym(py_str(std::string(1, text[k])), sym_apply(SymOp::CharAt, {s, py_int(index)}));
    report_branch(-1, sym_apply(SymOp::Contains, {c, set}), strippable(text[k]));
  };
  if (left) {
    for (int64_t k = 0; k < b; ++k) test(k, false);
    if (b < n)
      test(b, false);
    else
      report_branch(-1, sym_apply(SymOp::Lt, {py_int(b), len}), false);
  }
  if (right) {
    for (int64_t k = n - 1; k >= e; --k) test(k, true);
    if (e > b) test(e - 1, true);
  }
  Value stop = with_sym(py_int(e), sym_apply(SymOp::Sub, {len, py_int(n - e)}));
  return with_sym(result, sym_apply(SymOp::Substr, {s, py_int(b), stop}));
}

/// `s.ljust(w, fill)`, `rjust`, `center`, `zfill(w)` of a width and fill
/// not from the inputs: whether s is shorter than the width is a hidden
/// decision; when it is, its length is pinned (the padding is then fixed)
/// and the result is the padding around s (zfill's sign first).
Value padded(const std::string& how, const CallArgs& a, Value result) {
  const Value& s = a.args[0];
  int64_t width = 0;
  std::string fill = how == "zfill" ? "0" : " ";
  bool given = a.args.size() >= 2 && !a.args[1].sym() && as_int64(a.args[1], &width);
  if (a.args.size() == 3) {
    given = given && is_type(a.args[2], type_str) && !a.args[2].sym() &&
            a.args[2].as<StrObject>()->value.size() == 1;
    if (given) fill = a.args[2].as<StrObject>()->value;
  }
  if (!given || !a.kwargs.empty() || !s.as<StrObject>()->ascii) {
    for (const Value& v : a.args) pin(v);
    return result;
  }
  Value len = str_length(s);
  int64_t n = len.as_int();
  report_branch(-1, sym_apply(SymOp::Lt, {len, py_int(width)}), n < width);
  if (n >= width) return with_sym(result, s.sym());
  pin(len);
  int64_t margin = width - n, left = 0;
  if (how == "rjust" || how == "zfill") left = margin;
  if (how == "center") left = margin / 2 + (margin & width & 1);
  auto pad = [&](int64_t k) {
    std::string p;
    for (int64_t i = 0; i < k; ++i) p += fill;
    return py_str(p);
  };
  Value body = s;
  Value head = pad(left);
  const std::string& text = s.as<StrObject>()->value;
  if (how == "zfill" && n > 0) {
    // A sign goes before the zeros.
    Value first = with_sym(py_str(text.substr(0, 1)), sym_apply(SymOp::CharAt, {s, py_int(0)}));
    bool sign = text[0] == '+' || text[0] == '-';
    report_branch(-1, sym_apply(SymOp::Contains, {first, py_str("+-")}), sign);
    if (sign) {
      head = concat(first, head);
      body = with_sym(py_str(text.substr(1)), sym_apply(SymOp::Substr, {s, py_int(1), len}));
    }
  }
  Value out = concat(concat(head, body), pad(margin - left));
  if (out.as<StrObject>()->value != result.as<StrObject>()->value) return result; // not modelled
  return with_sym(result, out.sym());
}

/// `s.rsplit(sep, maxsplit)` (-1: all) of a str of ASCII and a given
/// separator: from the right, each token the slice after the last
/// separator of the part still unsplit, each search for it a hidden
/// decision.
Value rsplit_on(const Value& s, const std::string& sep, int64_t maxsplit, Value result) {
  Value sep_v = py_str(sep), rest = s;
  int64_t width = static_cast<int64_t>(sep.size());
  Values& items = result.as<ListObject>()->items;
  int64_t splits = static_cast<int64_t>(items.size()) - 1;
  Values found;
  for (size_t j = items.size(); j-- > 0;) {
    const std::string text = rest.as<StrObject>()->value;
    if (j == 0) {
      if (maxsplit < 0 || splits < maxsplit) { // it looked for one more
        Value p = with_sym(py_int(-1), sym_apply(SymOp::RFind, {rest, sep_v}));
        report_branch(-1, sym_apply(SymOp::Le, {py_int(0), p}), false);
        found.push_back(found_test(p));
        // The searches another input would make next, not made in this run.
        for (int k = 0; k < kSearchesAhead && (maxsplit < 0 || splits + 1 + k < maxsplit); ++k) {
          rest = with_sym(py_str(""), sym_apply(SymOp::Substr, {rest, py_int(0), p}));
          p = with_sym(py_int(-1), sym_apply(SymOp::RFind, {rest, sep_v}));
          found.push_back(found_test(p));
        }
      }
      break;
    }
    int64_t at = static_cast<int64_t>(text.rfind(sep));
    Value p = with_sym(py_int(at), sym_apply(SymOp::RFind, {rest, sep_v}));
    report_branch(-1, sym_apply(SymOp::Le, {py_int(0), p}), true);
    found.push_back(found_test(p));
    Value after = with_sym(py_int(at + width), sym_apply(SymOp::Add, {p, py_int(width)}));
    items[j] = with_sym(items[j], sym_apply(SymOp::Substr, {rest, after, str_length(rest)}));
    rest = with_sym(py_str(text.substr(0, static_cast<size_t>(at))),
                    sym_apply(SymOp::Substr, {rest, py_int(0), p}));
    if (j == 1) items[0] = with_sym(items[0], rest.sym());
  }
  if (items.size() == 1) items[0] = with_sym(items[0], s.sym());
  return s.sym() ? with_length(result, token_count(found).sym()) : result;
}

/// The separator and maxsplit of split()/rsplit(), positional or by
/// keyword (null when not given); false for other arguments.
bool split_arguments(const CallArgs& a, Value* sep, Value* maxsplit) {
  if (a.args.size() > 3) return false;
  if (a.args.size() >= 2) *sep = a.args[1];
  if (a.args.size() == 3) *maxsplit = a.args[2];
  for (const auto& [k, v] : a.kwargs) {
    Value* slot = k == "sep" ? sep : k == "maxsplit" ? maxsplit : nullptr;
    if (!slot || *slot) return false;
    *slot = v;
  }
  return true;
}

/// `s.split(...)` / `s.rsplit(...)` (`right`): on a given separator, the
/// tokens as slices (split_on, rsplit_on); on whitespace without maxsplit,
/// the tokens with their shadows and the list's length shadow.
Value shadow_split(const CallArgs& a, Value result, bool right) {
  SymbolicTracker* t = symbolic_tracker();
  const Value& s = a.args[0];
  Value sep, count;
  bool plain = split_arguments(a, &sep, &count);
  int64_t maxsplit = -1;
  bool counted = !count || (!count.sym() && is_int_like(count) && as_int64(count, &maxsplit));
  bool given = sep && is_type(sep, type_str) && !sep.as<StrObject>()->value.empty() &&
               sep.as<StrObject>()->ascii;
  if (t && plain && counted && s.sym() && s.as<StrObject>()->ascii && given) {
    pin(sep); // a separator from the inputs: concretised, the tokens still follow s
    const std::string& by = sep.as<StrObject>()->value;
    return right ? rsplit_on(s, by, maxsplit, result) : split_on(s, by, maxsplit, result);
  }
  // Without maxsplit, rsplit() on whitespace is split().
  bool whitespace = plain && (!sep || is_type(sep, type_none)) && !count;
  if (!t || !whitespace || !s.sym()) {
    for (const Value& v : a.args) pin(v);
    for (const auto& kw : a.kwargs) pin(kw.second);
    return result;
  }
  auto* list = result.as<ListObject>();
  std::vector<std::string> tokens;
  for (const Value& v : list->items) tokens.push_back(v.as<StrObject>()->value);
  SymId length = 0;
  std::vector<SymId> syms = t->split(s.sym(), tokens, &length);
  if (syms.size() != tokens.size()) return split_words(s, result);
  for (size_t i = 0; i < syms.size(); ++i) list->items[i].set_sym(syms[i]);
  return with_length(result, length);
}

/// `s.splitlines()` of a str of ASCII whose only line break is '\n' (the
/// solver's strs have no other): `s.split('\n')` without its last token
/// when that is empty (a final newline ends the last line, not one more),
/// which is a hidden decision.
Value splitlines_of(const CallArgs& a, Value result) {
  const Value& s = a.args[0];
  const std::string& text = s.as<StrObject>()->value;
  bool keepends = a.args.size() == 2 ? truthy(a.args[1].concrete()) : false;
  bool other_breaks = text.find_first_of("\r\x0b\x0c\x1c\x1d\x1e") != std::string::npos;
  if (!symbolic_tracker() || a.args.size() > 2 || !a.kwargs.empty() || keepends || other_breaks ||
      !s.as<StrObject>()->ascii) {
    for (const Value& v : a.args) pin(v);
    return result;
  }
  if (a.args.size() == 2) pin(a.args[1]); // keepends from the inputs: concretised
  Values& lines = result.as<ListObject>()->items;
  Values tokens = lines;
  if (text.empty() || text.back() == '\n') tokens.push_back(py_str(""));
  Value parts = split_on(s, "\n", -1, py_list(tokens));
  Values& split = parts.as<ListObject>()->items;
  bool dropped = split.size() > lines.size();
  // The last token is empty when s is, or ends with a newline.
  Value empty = with_sym(py_bool(text.empty()), sym_apply(SymOp::Eq, {str_length(s), py_int(0)}));
  Value final_newline = with_sym(py_bool(!text.empty() && text.back() == '\n'),
                                 sym_apply(SymOp::EndsWith, {s, py_str("\n")}));
  Value drop = with_sym(py_bool(dropped), sym_apply(SymOp::Or, {empty, final_newline}));
  report_branch(-1, drop.sym(), dropped);
  for (size_t i = 0; i < lines.size(); ++i) lines[i] = split[i];
  Value count = length_value(parts);
  return with_length(result, sym_apply(SymOp::Sub, {count, drop}));
}

/// The SymOp of a str method that takes the str alone (upper(), isdigit()...).
bool unary_str_op(const std::string& n, SymOp* op) {
  static const std::map<std::string, SymOp> ops = {
      {"upper", SymOp::Upper},     {"lower", SymOp::Lower},           {"swapcase", SymOp::SwapCase},
      {"casefold", SymOp::Lower},  {"capitalize", SymOp::Capitalize}, {"title", SymOp::Title},
      {"isdigit", SymOp::IsDigit}, {"isdecimal", SymOp::IsDigit},     {"isnumeric", SymOp::IsDigit},
      {"isalpha", SymOp::IsAlpha}, {"isalnum", SymOp::IsAlnum},       {"isspace", SymOp::IsSpace},
      {"isupper", SymOp::IsUpper}, {"islower", SymOp::IsLower}};
  auto it = ops.find(n);
  if (it == ops.end()) return false;
  *op = it->second;
  return true;
}

Value shadow_str_method(const char* name, const CallArgs& a, Value result) {
  std::string n = name;
  bool one_str_arg = a.args.size() == 2 && a.kwargs.empty() && is_type(a.args[1], type_str);
  bool ascii = a.args[0].as<StrObject>()->ascii;
  if (n == "split" || n == "rsplit") return shadow_split(a, result, n == "rsplit");
  if (n == "splitlines") return splitlines_of(a, result);
  if (n == "strip" && a.args.size() == 1 && symbolic_tracker())
    if (SymId s = symbolic_tracker()->strip(a.args[0].sym(), result.as<StrObject>()->value))
      return with_sym(result, s);
  // A str argument from the inputs is concretised (pinned), the str the
  // method works on still followed.
  bool plain_arg = a.args.size() == 2 && a.kwargs.empty() && is_type(a.args[1], type_str) &&
                   a.args[1].as<StrObject>()->ascii && a.args[0].sym();
  if ((n == "partition" || n == "rpartition") && plain_arg && ascii &&
      !a.args[1].as<StrObject>()->value.empty()) {
    pin(a.args[1]);
    return partition_on(a.args[0], a.args[1].as<StrObject>()->value, n == "rpartition", result);
  }
  if ((n == "ljust" || n == "rjust" || n == "center" || n == "zfill") && a.args[0].sym())
    return padded(n, a, result);
  bool strip = n == "strip" || n == "lstrip" || n == "rstrip";
  bool default_chars = a.args.size() == 1 || (a.args.size() == 2 && is_type(a.args[1], type_none));
  if (strip && ascii && a.kwargs.empty() && (plain_arg || default_chars) && a.args[0].sym()) {
    if (plain_arg) pin(a.args[1]);
    return strip_of(a.args[0], plain_arg ? a.args[1].as<StrObject>()->value : kAsciiSpace,
                    n != "rstrip", n != "lstrip", result);
  }
  SymOp op;
  if (a.args.size() == 1 && a.kwargs.empty() && ascii && unary_str_op(n, &op))
    return with_sym(result, sym_apply(op, {a.args[0]}));
  if (one_str_arg &&
      (n == "find" || n == "rfind" || n == "startswith" || n == "endswith" || n == "count")) {
    op = n == "find"         ? SymOp::Find
         : n == "rfind"      ? SymOp::RFind
         : n == "count"      ? SymOp::Count
         : n == "startswith" ? SymOp::StartsWith
                             : SymOp::EndsWith;
    return with_sym(result, sym_apply(op, {a.args[0], a.args[1]}));
  }
  if (n == "replace" && a.args.size() == 3 && a.kwargs.empty() && is_type(a.args[1], type_str) &&
      is_type(a.args[2], type_str))
    return with_sym(result, sym_apply(SymOp::Replace, {a.args[0], a.args[1], a.args[2]}));
  for (const Value& v : a.args) pin(v);
  for (const auto& kw : a.kwargs) pin(kw.second);
  return result;
}

/// `s.index(sub)` / `s.rindex(sub)`: find()'s shadow, and the hidden
/// decision of its ValueError, made before the method may raise.
Value shadow_index(const char* name, const CallArgs& a, const NativeFn& f) {
  CallArgs c = concrete_args(a);
  bool reverse = std::string(name) == "rindex";
  if (a.args.size() != 2 || !a.kwargs.empty() || !is_type(a.args[1], type_str) ||
      !a.args[0].as<StrObject>()->ascii) {
    for (const Value& v : a.args) pin(v);
    return f(c);
  }
  const std::string &s = a.args[0].as<StrObject>()->value, &sub = a.args[1].as<StrObject>()->value;
  size_t at = reverse ? s.rfind(sub) : s.find(sub);
  int64_t index = at == std::string::npos ? -1 : static_cast<int64_t>(at);
  SymId found = sym_apply(reverse ? SymOp::RFind : SymOp::Find, {a.args[0], a.args[1]});
  if (found)
    report_branch(-1, sym_apply(SymOp::Ge, {with_sym(py_int(index), found), py_int(0)}),
                  index >= 0);
  return with_sym(f(c), found);
}

/// `sep.join(items)` when the separator or some item has a shadow: the
/// concatenation's shadow on the concrete `result`.
Value shadow_join(const Value& sep, const Values& items, Value result) {
  Value acc = py_str("");
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_type(items[i], type_str)) return result; // join raised already
    acc = concat(i ? concat(acc, sep) : acc, items[i]);
  }
  return with_sym(result, acc.sym());
}

/// `sep.join(iterable)` with a tracker: a generator is drawn into a list
/// first (join reads it whole anyway), so that its items' shadows are seen.
Value join_with_shadows(CallArgs& a, const NativeFn& f) {
  if (a.args.size() == 2 && (is_type(a.args[1], type_generator) || is_native_iterator(a.args[1])))
    a.args[1] = py_list(to_values(a.args[1]));
  bool shadowed = a.args[0].sym();
  Values items;
  if (a.args.size() == 2 && (is_type(a.args[1], type_list) || is_type(a.args[1], type_tuple))) {
    items = to_values(a.args[1]);
    for (const Value& v : items) shadowed = shadowed || v.sym();
  }
  if (!shadowed) return f(a);
  CallArgs c = concrete_args(a);
  return shadow_join(a.args[0], items, f(c));
}

} // namespace

NativeFn shadow_aware_str_method(const char* name, NativeFn f) {
  std::string n = name;
  if (n == "join")
    return [f = std::move(f)](CallArgs& a) -> Value {
      return symbolic_tracker() ? join_with_shadows(a, f) : f(a);
    };
  bool index = n == "index" || n == "rindex";
  return [name, index, f = std::move(f)](CallArgs& a) -> Value {
    if (!any_shadow(a)) return f(a);
    if (index) return shadow_index(name, a, f);
    CallArgs c = concrete_args(a);
    return shadow_str_method(name, a, f(c));
  };
}

Value sym_abs(const Value& v, Value result) {
  if (is_int_like(v) && !is_type(v, type_bool)) return with_sym(result, sym_apply(SymOp::Abs, {v}));
  pin(v);
  return result;
}

Value sym_int(const Value& x, bool has_base, const std::function<Value()>& concrete) {
  if (has_base) {
    pin(x);
    return concrete();
  }
  if (is_int_like(x) && !is_type(x, type_bool)) return x;
  if (is_type(x, type_str)) {
    // Asked first: the tracker records the hidden decision of a
    // non-numeric string before int() may raise ValueError.
    SymId s = sym_apply(SymOp::StrToInt, {x});
    return with_sym(concrete(), s);
  }
  pin(x);
  return concrete();
}

Value sym_code(SymOp op, const Value& x, const std::function<Value()>& concrete) {
  bool ascii_str = is_type(x, type_str) && x.as<StrObject>()->ascii;
  if (op == SymOp::Ord && ascii_str) {
    // ord() takes one character: its TypeError is a hidden decision.
    Value len = str_length(x);
    report_branch(-1, sym_apply(SymOp::Eq, {len, py_int(1)}), len.as_int() == 1);
    Value r = concrete();
    return with_sym(r, sym_apply(SymOp::Ord, {x}));
  }
  int64_t code = -1;
  if (op == SymOp::Chr && is_int_like(x) && as_int64(x, &code) && code >= 32 && code < 127)
    return with_sym(concrete(), sym_apply(SymOp::Chr, {x}));
  pin(x);
  return concrete();
}

Value sym_str(const Value& x, Value result) {
  if (is_type(x, type_str)) return with_sym(result, x.sym());
  if (is_int_like(x) && !is_type(x, type_bool))
    return with_sym(result, sym_apply(SymOp::IntToStr, {x}));
  pin(x);
  return result;
}

} // namespace hyexec::interp
