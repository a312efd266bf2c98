// Methods of str (CPython's Objects/unicodeobject.c, the everyday ones).
#include "interp/builtins_util.h"
#include "interp/codecs.h"
#include "interp/format.h"
#include "interp/numbers.h"
#include "interp/strings.h"
#include "interp/symbolic_ops.h"
#include "interp/unicode_db.h"

#include <algorithm>

namespace hyexec::interp {

namespace {

const std::string& self_str(const CallArgs& a) {
  return a.args[0].as<StrObject>()->value;
}

/// find() and its relatives take 1 to 3 arguments besides the str; CPython's
/// messages count them without it.
void search_arity(const CallArgs& a, const char* name) {
  size_t n = a.args.size() - 1;
  if (n < 1) raise(exc_TypeError, std::string(name) + "() takes at least 1 argument (0 given)");
  if (n > 3)
    raise(exc_TypeError,
          std::string(name) + "() takes at most 3 arguments (" + std::to_string(n) + " given)");
}

/// The str itself when it is an exact str, else an exact copy: CPython never
/// returns a subclass instance from a method that leaves the text alone.
Value unchanged(const Value& self) {
  return is_type(self, type_str) ? self : py_str(self.as<StrObject>()->value);
}

bool is_space_cp(uint32_t c) {
  return ucd_is(c, kUcdSpace);
}

std::string arg_str(const CallArgs& a, size_t i, const char* method) {
  if (i >= a.args.size())
    raise(exc_TypeError,
          std::string(method) + "() missing required argument (pos " + std::to_string(i) + ")");
  const Value& v = a.args[i];
  if (!is_type(v, type_str)) raise(exc_TypeError, std::string("must be str, not ") + type_name(v));
  return v.as<StrObject>()->value;
}

Value strip_impl(CallArgs& a, bool left, bool right, const char* name) {
  arity(a, name, 1, 2);
  const std::string& s = self_str(a);
  std::vector<uint32_t> cps = code_points(s);
  std::vector<uint32_t> chars;
  bool custom = a.args.size() > 1 && !is_none(a.args[1]);
  if (custom) {
    if (!is_type(a.args[1], type_str))
      raise(exc_TypeError, std::string(name) + " arg must be None or str");
    chars = code_points(a.args[1].as<StrObject>()->value);
  }
  auto strip_me = [&](uint32_t c) {
    return custom ? std::find(chars.begin(), chars.end(), c) != chars.end() : is_space_cp(c);
  };
  size_t b = 0, e = cps.size();
  if (left)
    while (b < e && strip_me(cps[b])) ++b;
  if (right)
    while (e > b && strip_me(cps[e - 1])) --e;
  if (b == 0 && e == cps.size()) return unchanged(a.args[0]);
  std::string out;
  for (size_t i = b; i < e; ++i) append_utf8(&out, cps[i]);
  return py_str(out);
}

Value split_impl(CallArgs& a, bool from_right) {
  const char* name = from_right ? "rsplit" : "split";
  const std::string& s = self_str(a);
  Value sep_v = a.args.size() > 1 ? a.args[1] : Value(none());
  int64_t maxsplit = -1;
  if (a.args.size() > 2) as_int64(a.args[2], &maxsplit);
  if (a.args.size() > 3)
    raise(exc_TypeError, std::string(name) + "() takes at most 2 arguments (" +
                             std::to_string(a.args.size() - 1) + " given)");
  for (auto& [k, v] : a.kwargs) {
    if (k == "sep")
      sep_v = v;
    else if (k == "maxsplit")
      as_int64(v, &maxsplit);
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + name + "()");
  }
  Values out;
  if (is_none(sep_v)) {
    std::vector<uint32_t> cps = code_points(s);
    std::vector<std::pair<size_t, size_t>> words;
    size_t i = 0;
    while (i < cps.size()) {
      while (i < cps.size() && is_space_cp(cps[i])) ++i;
      if (i >= cps.size()) break;
      size_t j = i;
      while (j < cps.size() && !is_space_cp(cps[j])) ++j;
      words.emplace_back(i, j);
      i = j;
    }
    auto piece = [&](size_t b, size_t e) {
      std::string w;
      for (size_t k = b; k < e; ++k) append_utf8(&w, cps[k]);
      return py_str(w);
    };
    if (maxsplit < 0 || static_cast<size_t>(maxsplit) >= words.size()) {
      for (auto [b, e] : words) out.push_back(piece(b, e));
      return py_list(std::move(out));
    }
    // The rest after the last split keeps its whitespace on the far side.
    if (!from_right) {
      for (int64_t k = 0; k < maxsplit; ++k) out.push_back(piece(words[k].first, words[k].second));
      out.push_back(piece(words[maxsplit].first, cps.size()));
    } else {
      size_t keep = words.size() - maxsplit;
      out.push_back(piece(0, words[keep - 1].second));
      for (size_t k = keep; k < words.size(); ++k)
        out.push_back(piece(words[k].first, words[k].second));
    }
    return py_list(std::move(out));
  }
  if (!is_type(sep_v, type_str))
    raise(exc_TypeError, "must be str or None, not " + type_name(sep_v));
  const std::string& sep = sep_v.as<StrObject>()->value;
  if (sep.empty()) raise(exc_ValueError, "empty separator");
  std::vector<std::string> parts;
  if (from_right) {
    // rsplit matches from the end ('abbbc'.rsplit('bb') is ['ab', 'c']).
    size_t end = s.size();
    while (end >= sep.size()) {
      size_t at = s.rfind(sep, end - sep.size());
      if (at == std::string::npos) break;
      parts.push_back(s.substr(at + sep.size(), end - at - sep.size()));
      end = at;
    }
    parts.push_back(s.substr(0, end));
    std::reverse(parts.begin(), parts.end());
  } else {
    size_t pos = 0;
    while (true) {
      size_t at = s.find(sep, pos);
      if (at == std::string::npos) break;
      parts.push_back(s.substr(pos, at - pos));
      pos = at + sep.size();
    }
    parts.push_back(s.substr(pos));
  }
  if (maxsplit >= 0 && parts.size() > static_cast<size_t>(maxsplit) + 1) {
    std::vector<std::string> merged;
    if (!from_right) {
      for (int64_t k = 0; k < maxsplit; ++k) merged.push_back(parts[k]);
      std::string rest = parts[maxsplit];
      for (size_t k = maxsplit + 1; k < parts.size(); ++k) rest += sep + parts[k];
      merged.push_back(rest);
    } else {
      size_t head = parts.size() - maxsplit;
      std::string rest = parts[0];
      for (size_t k = 1; k < head; ++k) rest += sep + parts[k];
      merged.push_back(rest);
      for (size_t k = head; k < parts.size(); ++k) merged.push_back(parts[k]);
    }
    parts = std::move(merged);
  }
  for (auto& p : parts) out.push_back(py_str(std::move(p)));
  return py_list(std::move(out));
}

/// Optional start/end arguments of find/count/startswith..., as code point indices.
std::pair<size_t, size_t> byte_range(const CallArgs& a, size_t first) {
  auto* s = a.args[0].as<StrObject>();
  int64_t len = static_cast<int64_t>(s->length);
  // CPython's ADJUST_INDICES: negative bounds count from the end, the end
  // is clamped to the length, a start past it leaves nothing; an index
  // beyond Py_ssize_t is clamped to it (_PyEval_SliceIndex).
  auto bound = [&](size_t i, int64_t fallback) {
    if (a.args.size() <= i || is_none(a.args[i])) return fallback;
    int64_t v;
    if (!as_int64(a.args[i], &v)) {
      if (is_int_like(a.args[i]))
        v = as_mpz(a.args[i]) < 0 ? INT64_MIN : INT64_MAX;
      else
        v = index_value(a.args[i], "slice");
    }
    if (v < 0) v = std::max<int64_t>(0, v + len);
    return v;
  };
  int64_t b = bound(first, 0), e = std::min(bound(first + 1, len), len);
  if (e < b) return {std::string::npos, std::string::npos};
  return {byte_offset(s->value, s->ascii, b), byte_offset(s->value, s->ascii, e)};
}

int64_t cp_index(const StrObject* s, size_t byte) {
  if (s->ascii) return static_cast<int64_t>(byte);
  int64_t n = 0;
  for (size_t i = 0; i < byte && i < s->value.size(); ++i) n += (s->value[i] & 0xC0) != 0x80;
  return n;
}

Value find_impl(CallArgs& a, bool reverse, bool raise_missing) {
  const char* name =
      reverse ? (raise_missing ? "rindex" : "rfind") : (raise_missing ? "index" : "find");
  search_arity(a, name);
  auto* s = a.args[0].as<StrObject>();
  std::string needle = arg_str(a, 1, name);
  auto [b, e] = byte_range(a, 2);
  size_t at = std::string::npos;
  if (b != std::string::npos && needle.size() <= e - b) {
    std::string_view hay = std::string_view(s->value).substr(b, e - b);
    size_t r = reverse ? hay.rfind(needle) : hay.find(needle);
    if (r != std::string::npos) at = b + r;
  }
  if (at == std::string::npos) {
    if (raise_missing) raise(exc_ValueError, "substring not found");
    return py_int(-1);
  }
  return py_int(cp_index(s, at));
}

Value join_fn(CallArgs& a) {
  arity(a, "join", 2, 2);
  const std::string& sep = self_str(a);
  // PySequence_Fast's message for what cannot be iterated.
  Value it;
  try {
    it = iter(a.args[1]);
  } catch (const PyException& e) {
    if (!isinstance(e.exc, exc_TypeError)) throw;
    raise(exc_TypeError, "can only join an iterable");
  }
  Values items = to_values(it);
  // One exact str joins to itself, as CPython's (a subclass to a new str).
  if (items.size() == 1 && is_type(items[0], type_str)) return items[0];
  // The result's size first, so it is allocated once and exactly: grown by
  // doubling, a large join kept up to twice its size.
  size_t size = items.empty() ? 0 : sep.size() * (items.size() - 1);
  for (size_t i = 0; i < items.size(); ++i) {
    if (!isinstance(items[i], type_str))
      raise(exc_TypeError, "sequence item " + std::to_string(i) + ": expected str instance, " +
                               type_name(items[i]) + " found");
    size += items[i].as<StrObject>()->value.size();
  }
  std::string out;
  out.reserve(size);
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += sep;
    out += items[i].as<StrObject>()->value;
  }
  return py_str(std::move(out));
}

Value replace_fn(CallArgs& a) {
  arity(a, "replace", 3, 4);
  const std::string& s = self_str(a);
  std::string from = arg_str(a, 1, "replace"), to = arg_str(a, 2, "replace");
  int64_t count = -1;
  if (a.args.size() > 3) as_int64(a.args[3], &count);
  std::string out;
  if (from.empty()) {
    std::vector<uint32_t> cps = code_points(s);
    int64_t done = 0;
    for (size_t i = 0; i <= cps.size(); ++i) {
      if (count < 0 || done < count) {
        out += to;
        ++done;
      }
      if (i < cps.size()) append_utf8(&out, cps[i]);
    }
    return py_str(out);
  }
  size_t pos = 0;
  int64_t done = 0;
  while (count < 0 || done < count) {
    size_t at = s.find(from, pos);
    if (at == std::string::npos) break;
    out += s.substr(pos, at - pos) + to;
    pos = at + from.size();
    ++done;
  }
  out += s.substr(pos);
  return py_str(out);
}

Value count_fn(CallArgs& a) {
  search_arity(a, "count");
  auto* s = a.args[0].as<StrObject>();
  std::string needle = arg_str(a, 1, "count");
  auto [b, e] = byte_range(a, 2);
  if (b == std::string::npos) return py_int(0);
  std::string_view hay = std::string_view(s->value).substr(b, e - b);
  if (needle.empty()) return py_int(cp_index(s, e) - cp_index(s, b) + 1);
  int64_t n = 0;
  for (size_t pos = hay.find(needle); pos != std::string::npos;
       pos = hay.find(needle, pos + needle.size()))
    ++n;
  return py_int(n);
}

Value affix(CallArgs& a, bool prefix) {
  const char* name = prefix ? "startswith" : "endswith";
  search_arity(a, name);
  auto* s = a.args[0].as<StrObject>();
  auto [b, e] = byte_range(a, 2);
  if (b == std::string::npos) return py_bool(false);
  std::string_view hay = std::string_view(s->value).substr(b, e - b);
  Values options;
  if (is_type(a.args[1], type_tuple))
    options = a.args[1].as<TupleObject>()->items;
  else
    options.push_back(a.args[1]);
  for (const Value& o : options) {
    if (!is_type(o, type_str))
      raise(exc_TypeError,
            std::string(name) + " first arg must be str or a tuple of str, not " + type_name(o));
    const std::string& x = o.as<StrObject>()->value;
    if (prefix ? hay.substr(0, x.size()) == x
               : (hay.size() >= x.size() && hay.substr(hay.size() - x.size()) == x))
      return py_bool(true);
  }
  return py_bool(false);
}

/// str.lower() and its relatives: a function of the code points.
Value map_chars(CallArgs& a, std::string (*fn)(const std::vector<uint32_t>&), const char* name) {
  arity(a, name, 1, 1);
  return py_str(fn(code_points(self_str(a))));
}

/// str.isalpha() and its relatives: every code point has `flag`.
Value classify(CallArgs& a, UcdFlag flag, const char* name) {
  arity(a, name, 1, 1);
  std::vector<uint32_t> cps = code_points(self_str(a));
  if (cps.empty()) return py_bool(false);
  for (uint32_t c : cps)
    if (!ucd_is(c, flag)) return py_bool(false);
  return py_bool(true);
}

/// str.isupper() / islower(): no character of the other case nor title
/// case, and at least one cased character.
Value cased_check(CallArgs& a, bool want_upper) {
  UcdFlag same = want_upper ? kUcdUpper : kUcdLower, other = want_upper ? kUcdLower : kUcdUpper;
  bool cased = false;
  for (uint32_t c : code_points(self_str(a))) {
    if (ucd_is(c, other) || ucd_is(c, kUcdTitle)) return py_bool(false);
    cased |= ucd_is(c, same);
  }
  return py_bool(cased);
}

/// A width argument as Argument Clinic converts a Py_ssize_t: __index__.
int64_t width_arg(const Value& v) {
  mpz_class z = as_mpz(v);
  if (!z.fits_slong_p()) raise(exc_OverflowError, "Python int too large to convert to C ssize_t");
  return z.get_si();
}

Value justify(CallArgs& a, char how, const char* name) {
  arity(a, name, 2, 3);
  auto* s = a.args[0].as<StrObject>();
  int64_t width = width_arg(a.args[1]);
  std::string fill = " ";
  if (a.args.size() > 2) {
    fill = arg_str(a, 2, name);
    if (code_points(fill).size() != 1)
      raise(exc_TypeError, "The fill character must be exactly one character long");
  }
  int64_t len = static_cast<int64_t>(s->length);
  if (width <= len) return unchanged(a.args[0]);
  int64_t n = width - len;
  auto rep = [&](int64_t k) {
    std::string out;
    for (int64_t i = 0; i < k; ++i) out += fill;
    return out;
  };
  if (how == '<') return py_str(s->value + rep(n));
  if (how == '>') return py_str(rep(n) + s->value);
  int64_t left = n / 2 + (n & width & 1);
  return py_str(rep(left) + s->value + rep(n - left));
}

Value zfill_fn(CallArgs& a) {
  arity(a, "zfill", 2, 2);
  auto* s = a.args[0].as<StrObject>();
  int64_t width = width_arg(a.args[1]);
  int64_t len = static_cast<int64_t>(s->length);
  if (width <= len) return unchanged(a.args[0]);
  std::string v = s->value;
  std::string sign;
  if (!v.empty() && (v[0] == '+' || v[0] == '-')) sign = v.substr(0, 1), v = v.substr(1);
  return py_str(sign + std::string(width - len, '0') + v);
}

Value splitlines_fn(CallArgs& a) {
  if (a.args.size() > 2)
    raise(exc_TypeError, "splitlines() takes at most 1 argument (" +
                             std::to_string(a.args.size() - 1) + " given)");
  bool keep = a.args.size() > 1 && truthy(a.args[1]);
  for (auto& [k, v] : a.kwargs) {
    if (k != "keepends")
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for splitlines()");
    keep = truthy(v);
  }
  // Over the UTF-8 text itself, each line a slice of it: a code point
  // array of the text (4 bytes a character) was the peak of programs that
  // split a large log (pyperformance's logging: 4 MB).
  const std::string& text = self_str(a);
  Values out;
  size_t start = 0, i = 0, n = text.size();
  while (i < n) {
    auto c = static_cast<unsigned char>(text[i]);
    size_t width = 0; // the line break's bytes at i, 0 for none
    if (c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E)
      width = c == '\r' && i + 1 < n && text[i + 1] == '\n' ? 2 : 1;
    else if (c == 0xC2 && i + 1 < n && static_cast<unsigned char>(text[i + 1]) == 0x85)
      width = 2; // U+0085
    else if (c == 0xE2 && i + 2 < n && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
             (static_cast<unsigned char>(text[i + 2]) & 0xFE) == 0xA8)
      width = 3; // U+2028, U+2029
    if (!width) {
      ++i;
      continue;
    }
    out.push_back(py_str(text.substr(start, i - start + (keep ? width : 0))));
    i += width;
    start = i;
  }
  if (start < n) out.push_back(py_str(text.substr(start)));
  return py_list(std::move(out));
}

Value partition_impl(CallArgs& a, bool reverse) {
  arity(a, reverse ? "rpartition" : "partition", 2, 2);
  const std::string& s = self_str(a);
  std::string sep = arg_str(a, 1, "partition");
  if (sep.empty()) raise(exc_ValueError, "empty separator");
  size_t at = reverse ? s.rfind(sep) : s.find(sep);
  if (at == std::string::npos)
    return reverse ? py_tuple({py_str(""), py_str(""), a.args[0]})
                   : py_tuple({a.args[0], py_str(""), py_str("")});
  return py_tuple({py_str(s.substr(0, at)), py_str(sep), py_str(s.substr(at + sep.size()))});
}

/// str.istitle(): upper and title case only after an uncased character,
/// lower case only after a cased one.
Value istitle_fn(CallArgs& a) {
  bool prev_cased = false, any = false;
  for (uint32_t c : code_points(self_str(a))) {
    if (ucd_is(c, kUcdUpper) || ucd_is(c, kUcdTitle)) {
      if (prev_cased) return py_bool(false);
      prev_cased = any = true;
    } else if (ucd_is(c, kUcdLower)) {
      if (!prev_cased) return py_bool(false);
      prev_cased = any = true;
    } else {
      prev_cased = false;
    }
  }
  return py_bool(any);
}

/// str.maketrans(dict) / (from, to[, delete]): a table of code points for translate().
Value maketrans_fn(CallArgs& a) {
  arity(a, "maketrans", 1, 3);
  auto table = make<DictObject>();
  if (a.args.size() == 1) {
    if (!is_type(a.args[0], type_dict))
      raise(exc_TypeError, "if you give only one argument to maketrans it must be a dict");
    for (const auto& e : a.args[0].as<DictObject>()->entries) {
      if (!e.key) continue;
      if (is_type(e.key, type_str)) {
        std::vector<uint32_t> k = code_points(e.key.as<StrObject>()->value);
        if (k.size() != 1)
          raise(exc_ValueError, "string keys in translate table must be of length 1");
        table->set(py_int(k[0]), e.value);
      } else if (is_int_like(e.key)) {
        table->set(e.key, e.value);
      } else {
        raise(exc_TypeError, "keys in translate table must be strings or integers");
      }
    }
    return table;
  }
  std::vector<uint32_t> from =
      code_points(expect_str(a.args[0], "maketrans() argument 1 must be str, not "));
  std::vector<uint32_t> to =
      code_points(expect_str(a.args[1], "maketrans() argument 2 must be str, not "));
  if (from.size() != to.size())
    raise(exc_ValueError, "the first two maketrans arguments must have equal length");
  for (size_t i = 0; i < from.size(); ++i) table->set(py_int(from[i]), py_int(to[i]));
  if (a.args.size() == 3)
    for (uint32_t c :
         code_points(expect_str(a.args[2], "maketrans() argument 3 must be str, not ")))
      table->set(py_int(c), none());
  return table;
}

/// str.translate(table): each code point looked up in the table (a missing
/// one stays; None deletes; an int or str replaces).
Value translate_fn(CallArgs& a) {
  arity(a, "translate", 2, 2);
  std::string out;
  for (uint32_t c : code_points(self_str(a))) {
    Value r;
    try {
      r = get_item(a.args[1], py_int(c));
    } catch (const PyException& e) {
      if (!isinstance(e.exc, exc_LookupError)) throw;
      append_utf8(&out, c);
      continue;
    }
    int64_t n;
    if (is_none(r)) continue;
    if (is_type(r, type_str)) {
      out += r.as<StrObject>()->value;
    } else if (as_int64(r, &n)) {
      if (n < 0 || n > 0x10ffff)
        raise(exc_ValueError, "character mapping must be in range(0x110000)");
      append_utf8(&out, static_cast<uint32_t>(n));
    } else {
      raise(exc_TypeError, "character mapping must return integer, None or str");
    }
  }
  return py_str(out);
}

/// str.format(): fields {}, {0}, {name}, attribute and index access, !r/!s,
/// specs; names are looked up in `mapping` when given (str.format_map).
Value format_fields(CallArgs& a, const Value& mapping) {
  const std::string& fmt = self_str(a);
  std::string out;
  size_t auto_index = 0;
  // CPython refuses to mix {} with {0}: 'a' automatic, 'm' manual, 0 neither yet.
  char numbering = 0;
  auto numbered = [&](char how) {
    if (numbering && numbering != how)
      raise(exc_ValueError, how == 'm' ? "cannot switch from automatic field numbering to "
                                         "manual field specification"
                                       : "cannot switch from manual field specification to "
                                         "automatic field numbering");
    numbering = how;
  };
  // CPython's MarkupIterator: a spec's fields may hold fields, no deeper.
  int levels_left = 2;
  std::function<std::string(std::string_view)> render = [&](std::string_view text) -> std::string {
    std::string res;
    for (size_t i = 0; i < text.size(); ++i) {
      char c = text[i];
      if (c == '}') {
        if (i + 1 < text.size() && text[i + 1] == '}') {
          res += '}';
          ++i;
          continue;
        }
        raise(exc_ValueError, "Single '}' encountered in format string");
      }
      if (c != '{') {
        res += c;
        continue;
      }
      if (i + 1 < text.size() && text[i + 1] == '{') {
        res += '{';
        ++i;
        continue;
      }
      // The field ends at its matching '}'; braces inside [...] of the field
      // name are part of a key ('{0[}]}'), as CPython's MarkupIterator reads.
      int depth = 1;
      bool in_name = true, in_key = false;
      size_t j = i + 1;
      for (; j < text.size() && depth; ++j) {
        char ch = text[j];
        if (in_name) {
          if (in_key) {
            in_key = ch != ']';
            continue;
          }
          if (ch == '[') {
            in_key = true;
            continue;
          }
          if (ch == ':' || ch == '!') in_name = false;
        }
        if (ch == '{')
          ++depth;
        else if (ch == '}')
          --depth;
      }
      if (depth) raise(exc_ValueError, "expected '}' before end of string");
      std::string_view field = text.substr(i + 1, j - i - 2);
      i = j - 1;
      size_t colon = std::string_view::npos, bang = std::string_view::npos;
      int nest = 0;
      for (size_t k = 0; k < field.size(); ++k) {
        if (field[k] == '[')
          ++nest;
        else if (field[k] == ']')
          --nest;
        else if (nest == 0 && field[k] == '!' && bang == std::string_view::npos &&
                 colon == std::string_view::npos)
          bang = k;
        else if (nest == 0 && field[k] == ':' && colon == std::string_view::npos)
          colon = k;
      }
      std::string_view name = field.substr(0, std::min(bang, colon));
      char conv = 0;
      if (bang != std::string_view::npos) {
        if (bang + 1 >= field.size()) raise(exc_ValueError, "unmatched '{' in format spec");
        conv = field[bang + 1];
        if (bang + 2 < field.size() && bang + 2 != colon)
          raise(exc_ValueError, "expected ':' after conversion specifier");
        if (conv != 'r' && conv != 's' && conv != 'a')
          raise(exc_ValueError, std::string("Unknown conversion specifier ") + conv);
      }
      size_t end_first = name.find_first_of(".[");
      std::string_view first = name.substr(0, end_first);
      Value v;
      if (mapping && (first.empty() || std::isdigit(static_cast<unsigned char>(first[0]))))
        raise(exc_ValueError, "Format string contains positional fields");
      if (first.empty()) {
        numbered('a');
        if (auto_index + 1 >= a.args.size())
          raise(exc_IndexError, "Replacement index " + std::to_string(auto_index) +
                                    " out of range for positional args tuple");
        v = a.args[1 + auto_index++];
      } else if (std::all_of(first.begin(), first.end(), [](char ch) {
                   return std::isdigit(static_cast<unsigned char>(ch));
                 })) {
        numbered('m');
        size_t idx = parse_format_count(first, "Too many decimal digits in format string");
        if (idx + 1 >= a.args.size())
          raise(exc_IndexError, "Replacement index " + std::to_string(idx) +
                                    " out of range for positional args tuple");
        v = a.args[1 + idx];
      } else if (mapping) {
        v = get_item(mapping, py_str(std::string(first)));
      } else {
        bool found = false;
        for (auto& [k, kv] : a.kwargs)
          if (k == first) v = kv, found = true;
        if (!found) raise_args(exc_KeyError, {py_str(std::string(first))});
      }
      // .attr and [key] accessors
      size_t k = end_first == std::string_view::npos ? name.size() : end_first;
      while (k < name.size()) {
        if (name[k] == '.') {
          size_t e = name.find_first_of(".[", k + 1);
          if (e == std::string_view::npos) e = name.size();
          if (e == k + 1) raise(exc_ValueError, "Empty attribute in format string");
          v = get_attr(v, name.substr(k + 1, e - k - 1));
          k = e;
        } else if (name[k] == '[') {
          size_t e = name.find(']', k);
          if (e == std::string_view::npos)
            raise(exc_ValueError, "expected '}' before end of string");
          if (e == k + 1) raise(exc_ValueError, "Empty attribute in format string");
          if (e + 1 < name.size() && name[e + 1] != '.' && name[e + 1] != '[')
            raise(exc_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
          std::string key(name.substr(k + 1, e - k - 1));
          bool numeric = !key.empty() && std::all_of(key.begin(), key.end(), [](char ch) {
            return std::isdigit(static_cast<unsigned char>(ch));
          });
          v = get_item(v, numeric ? py_int(parse_format_count(
                                        key, "Too many decimal digits in format string"))
                                  : py_str(key));
          k = e + 1;
        }
      }
      // Nested fields of the spec are numbered after the field itself, as in CPython.
      std::string spec;
      if (colon != std::string_view::npos) {
        std::string_view spec_text = field.substr(colon + 1);
        bool nested = spec_text.find('{') != std::string_view::npos;
        if (nested && --levels_left <= 0) raise(exc_ValueError, "Max string recursion exceeded");
        spec = render(spec_text);
        if (nested) ++levels_left;
      }
      if (conv == 'r')
        v = py_str(repr(v));
      else if (conv == 'a')
        v = py_str(ascii_escape(repr(v)));
      else if (conv == 's')
        v = py_str(str(v));
      res += format_value(v, spec);
    }
    return res;
  };
  out = render(fmt);
  return py_str(out);
}

} // namespace

void install_str_methods() {
  DictObject* d = type_str->dict.get();
  auto m = [&](const char* name, NativeFn f) {
    d->set_str(name,
               make<BuiltinFunctionObject>(name, shadow_aware_str_method(name, std::move(f))));
  };
  m("split", [](CallArgs& a) { return split_impl(a, false); });
  m("rsplit", [](CallArgs& a) { return split_impl(a, true); });
  m("strip", [](CallArgs& a) { return strip_impl(a, true, true, "strip"); });
  m("lstrip", [](CallArgs& a) { return strip_impl(a, true, false, "lstrip"); });
  m("rstrip", [](CallArgs& a) { return strip_impl(a, false, true, "rstrip"); });
  m("join", join_fn);
  m("replace", replace_fn);
  m("find", [](CallArgs& a) { return find_impl(a, false, false); });
  m("rfind", [](CallArgs& a) { return find_impl(a, true, false); });
  m("index", [](CallArgs& a) { return find_impl(a, false, true); });
  m("rindex", [](CallArgs& a) { return find_impl(a, true, true); });
  m("count", count_fn);
  m("startswith", [](CallArgs& a) { return affix(a, true); });
  m("endswith", [](CallArgs& a) { return affix(a, false); });
  m("upper", [](CallArgs& a) { return map_chars(a, str_upper, "upper"); });
  m("lower", [](CallArgs& a) { return map_chars(a, str_lower, "lower"); });
  m("casefold", [](CallArgs& a) { return map_chars(a, str_casefold, "casefold"); });
  m("swapcase", [](CallArgs& a) { return map_chars(a, str_swapcase, "swapcase"); });
  m("capitalize", [](CallArgs& a) { return map_chars(a, str_capitalize, "capitalize"); });
  m("title", [](CallArgs& a) { return map_chars(a, str_title, "title"); });
  m("istitle", istitle_fn);
  m("translate", translate_fn);
  // A static method: str.maketrans(...) and 'x'.maketrans(...) alike.
  d->set_str("maketrans", make<WrapperObject>(type_staticmethod, make<BuiltinFunctionObject>(
                                                                     "maketrans", maketrans_fn)));
  m("isdigit", [](CallArgs& a) { return classify(a, kUcdDigit, "isdigit"); });
  m("isdecimal", [](CallArgs& a) { return classify(a, kUcdDecimal, "isdecimal"); });
  m("isnumeric", [](CallArgs& a) { return classify(a, kUcdNumeric, "isnumeric"); });
  m("isalpha", [](CallArgs& a) { return classify(a, kUcdAlpha, "isalpha"); });
  m("isalnum", [](CallArgs& a) { return classify(a, kUcdAlnum, "isalnum"); });
  m("isspace", [](CallArgs& a) { return classify(a, kUcdSpace, "isspace"); });
  m("isascii", [](CallArgs& a) { return py_bool(a.args[0].as<StrObject>()->ascii); });
  m("isupper", [](CallArgs& a) { return cased_check(a, true); });
  m("isprintable", [](CallArgs& a) {
    for (uint32_t c : code_points(self_str(a)))
      if (!is_printable(c)) return py_bool(false);
    return py_bool(true); // the empty str too
  });
  m("islower", [](CallArgs& a) { return cased_check(a, false); });
  m("isidentifier", [](CallArgs& a) {
    std::vector<uint32_t> cps = code_points(self_str(a));
    if (cps.empty() || !ucd_is(cps[0], kUcdXidStart)) return py_bool(false);
    for (uint32_t c : cps)
      if (!ucd_is(c, kUcdXidContinue)) return py_bool(false);
    return py_bool(true);
  });
  m("ljust", [](CallArgs& a) { return justify(a, '<', "ljust"); });
  m("rjust", [](CallArgs& a) { return justify(a, '>', "rjust"); });
  m("center", [](CallArgs& a) { return justify(a, '^', "center"); });
  m("zfill", zfill_fn);
  m("splitlines", splitlines_fn);
  m("partition", [](CallArgs& a) { return partition_impl(a, false); });
  m("rpartition", [](CallArgs& a) { return partition_impl(a, true); });
  m("format", [](CallArgs& a) { return format_fields(a, nullptr); });
  m("format_map", [](CallArgs& a) {
    if (a.args.size() != 2)
      raise(exc_TypeError, "format_map() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    CallArgs self{Values{a.args[0]}, {}};
    return format_fields(self, a.args[1]);
  });
  m("removeprefix", [](CallArgs& a) {
    if (a.args.size() != 2)
      raise(exc_TypeError, "removeprefix() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    const std::string& s = self_str(a);
    std::string p = arg_str(a, 1, "removeprefix");
    return s.rfind(p, 0) == 0 ? py_str(s.substr(p.size())) : unchanged(a.args[0]);
  });
  m("removesuffix", [](CallArgs& a) {
    if (a.args.size() != 2)
      raise(exc_TypeError, "removesuffix() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    const std::string& s = self_str(a);
    std::string p = arg_str(a, 1, "removesuffix");
    return !p.empty() && s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0
               ? py_str(s.substr(0, s.size() - p.size()))
               : unchanged(a.args[0]);
  });
  m("encode", str_encode);
  m("__getnewargs__", [](CallArgs& a) {
    arity(a, "__getnewargs__", 1, 1);
    return py_tuple({py_str(self_str(a))});
  });
  m("expandtabs", [](CallArgs& a) {
    if (a.args.size() > 2)
      raise(exc_TypeError, "expandtabs() takes at most 1 argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    Value size = a.args.size() > 1 ? a.args[1] : Value();
    for (auto& [k, v] : a.kwargs) {
      if (k != "tabsize")
        raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for expandtabs()");
      size = v;
    }
    int64_t tab = size ? index_value(size, "tabsize") : 8;
    std::string out;
    int64_t col = 0;
    for (uint32_t c : code_points(self_str(a))) {
      if (c == '\t') {
        int64_t n = tab > 0 ? tab - col % tab : 0;
        out += std::string(n, ' ');
        col += n;
      } else {
        append_utf8(&out, c);
        col = (c == '\n' || c == '\r') ? 0 : col + 1;
      }
    }
    return py_str(out);
  });
}

} // namespace hyexec::interp
