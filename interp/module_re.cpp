// re on PCRE2: compile, search, match, fullmatch, findall, finditer, sub,
// split, with Match objects, on str and on bytes (a bytes pattern matches
// bytes, byte by byte, as CPython's). Python's regex syntax is close to
// PCRE's; the differences that matter (named groups `(?P<n>...)`) PCRE2
// accepts too.
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/strings.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <memory>

namespace hyexec::interp {

namespace {

struct CodeDeleter {
  void operator()(pcre2_code* c) const { pcre2_code_free(c); }
};

struct PatternObject : Object {
  PatternObject(TypeObject* t, std::string p, int64_t f, bool b)
      : Object(t), pattern(std::move(p)), flags(f), bytes(b) {}
  std::string pattern;
  int64_t flags;
  bool bytes; ///< a bytes pattern: matches bytes, offsets are byte offsets
  std::shared_ptr<pcre2_code> code;
};

struct MatchObject : Object {
  explicit MatchObject(TypeObject* t) : Object(t) {}
  /// The string searched, shared by all the matches in it (findall over a
  /// long text makes many).
  std::shared_ptr<const std::string> source;
  const std::string& subject() const { return *source; }
  std::vector<std::pair<int64_t, int64_t>> spans; ///< byte offsets; -1 when a group did not match
  std::vector<std::string> names;                 ///< group index → name ("" if none)
  Value pattern;                                  ///< the re.Pattern matched (Match.re)
  bool bytes = false;
  Value text(std::string s) const { return bytes ? make<BytesObject>(std::move(s)) : py_str(s); }
  Value group(size_t i) const {
    if (i >= spans.size()) raise(exc_IndexError, "no such group");
    if (spans[i].first < 0) return none();
    return text(subject().substr(spans[i].first, spans[i].second - spans[i].first));
  }
  int64_t cp(int64_t byte) const {
    if (bytes) return byte;
    return static_cast<int64_t>(code_points(std::string_view(subject()).substr(0, byte)).size());
  }
};

constexpr int64_t kIgnoreCase = 2, kMultiline = 8, kDotAll = 16, kUnicode = 32, kVerbose = 64,
                  kAscii = 256;

TypeObject* new_type(const char* name) {
  auto* t = new TypeObject(name, type_object);
  incref(t);
  t->dict = make<DictObject>();
  return t;
}

TypeObject* pattern_type();
TypeObject* match_type();

std::shared_ptr<pcre2_code> compile(const std::string& pattern, int64_t flags, bool bytes) {
  if (bytes && (flags & kUnicode))
    raise(exc_ValueError, "cannot use UNICODE flag with a bytes pattern");
  if ((flags & kUnicode) && (flags & kAscii))
    raise(exc_ValueError, "ASCII and UNICODE flags are incompatible");
  // str patterns match code points with Unicode classes (\w, \d, case) unless
  // ASCII; bytes patterns match bytes with ASCII classes.
  uint32_t options = bytes ? 0 : PCRE2_UTF | (flags & kAscii ? 0 : PCRE2_UCP);
  if (flags & kIgnoreCase) options |= PCRE2_CASELESS;
  if (flags & kMultiline) options |= PCRE2_MULTILINE;
  if (flags & kDotAll) options |= PCRE2_DOTALL;
  if (flags & kVerbose) options |= PCRE2_EXTENDED;
  int err;
  PCRE2_SIZE offset;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                   options, &err, &offset, nullptr);
  if (!code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(err, buf, sizeof buf);
    raise(exc_ValueError, std::string("re.error: ") + reinterpret_cast<char*>(buf) +
                              " at position " + std::to_string(offset));
  }
  return std::shared_ptr<pcre2_code>(code, CodeDeleter());
}

/// Python's regex syntax where PCRE2's differs: `\\Z` is the very end (PCRE2's
/// `\\z`; its `\\Z` also matches before a final newline), and PCRE2 has no
/// scoped ASCII flag, so `(?a:X)` (string.Template's identifiers) becomes
/// `(?:X)`, which differs only where X's classes or caseless letters meet
/// non-ASCII text.
std::string pcre_syntax(const std::string& pattern, bool bytes) {
  std::string out;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '\\' && i + 1 < pattern.size()) {
      out += pattern[i];
      out += pattern[i + 1] == 'Z' ? 'z' : pattern[i + 1];
      ++i;
      continue;
    }
    if (!bytes && pattern.compare(i, 4, "(?a:") == 0) {
      out += "(?:";
      i += 3;
      continue;
    }
    out += pattern[i];
  }
  return out;
}

Ref<PatternObject> pattern_of(const Value& v, int64_t flags) {
  if (v.type() == pattern_type()) {
    if (flags) raise(exc_ValueError, "cannot process flags argument with a compiled pattern");
    return Ref<PatternObject>(v.as<PatternObject>());
  }
  bool bytes = is_bytes_like(v);
  if (!bytes && !is_type(v, type_str))
    raise(exc_TypeError, "first argument must be string or compiled pattern");
  std::string text = bytes ? v.as<BytesObject>()->value : v.as<StrObject>()->value;
  if (!bytes && !(flags & kAscii)) flags |= kUnicode;
  auto p = make<PatternObject>(pattern_type(), text, flags, bytes);
  p->code = compile(pcre_syntax(text, bytes), flags, bytes);
  return p;
}

enum class Mode { Search, Match, Full };

/// One match attempt from byte offset `start`, the subject ending at byte
/// `end` (Pattern.match's endpos: `$` matches there); null when none.
Value exec(const PatternObject& p, const std::shared_ptr<const std::string>& source, size_t start,
           Mode mode, size_t end = std::string::npos) {
  const std::string& subject = *source;
  std::unique_ptr<pcre2_match_data, void (*)(pcre2_match_data*)> md(
      pcre2_match_data_create_from_pattern(p.code.get(), nullptr), pcre2_match_data_free);
  uint32_t options = mode == Mode::Search ? 0 : PCRE2_ANCHORED;
  if (mode == Mode::Full) options |= PCRE2_ENDANCHORED;
  int rc = pcre2_match(p.code.get(), reinterpret_cast<PCRE2_SPTR>(subject.data()),
                       std::min(end, subject.size()), start, options, md.get(), nullptr);
  if (rc == PCRE2_ERROR_NOMATCH) return nullptr;
  if (rc < 0) throw Unsupported{"regular expression matching error " + std::to_string(rc)};
  uint32_t groups = 0;
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_CAPTURECOUNT, &groups);
  PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md.get());
  auto m = make<MatchObject>(match_type());
  m->source = source;
  m->bytes = p.bytes;
  m->pattern = Value(const_cast<PatternObject*>(&p));
  for (uint32_t i = 0; i <= groups; ++i) {
    bool set = static_cast<int>(i) < rc && ov[2 * i] != PCRE2_UNSET;
    m->spans.emplace_back(set ? static_cast<int64_t>(ov[2 * i]) : -1,
                          set ? static_cast<int64_t>(ov[2 * i + 1]) : -1);
  }
  m->names.assign(groups + 1, "");
  uint32_t count = 0, entry = 0;
  PCRE2_SPTR table;
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_NAMECOUNT, &count);
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_NAMEENTRYSIZE, &entry);
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_NAMETABLE, &table);
  for (uint32_t i = 0; i < count; ++i) {
    const unsigned char* e = table + i * entry;
    uint32_t n = (e[0] << 8) | e[1];
    if (n < m->names.size()) m->names[n] = reinterpret_cast<const char*>(e + 2);
  }
  return m;
}

Value exec(const PatternObject& p, std::string subject, size_t start, Mode mode) {
  return exec(p, std::make_shared<const std::string>(std::move(subject)), start, mode);
}

Values all_matches(const PatternObject& p, const std::string& s) {
  Values out;
  auto source = std::make_shared<const std::string>(s);
  size_t pos = 0;
  while (pos <= s.size()) {
    Value m = exec(p, source, pos, Mode::Search);
    if (!m) break;
    auto [b, e] = m.as<MatchObject>()->spans[0];
    out.push_back(m);
    pos = e > b ? e : e + 1;
    while (!p.bytes && pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80) ++pos;
  }
  return out;
}

/// The string matched: str for a str pattern, bytes for a bytes one, with
/// CPython's TypeError for the other.
std::string subject_of(const CallArgs& a, size_t i, const PatternObject& p) {
  const Value& v = a.args.at(i);
  if (p.bytes) {
    if (is_bytes_like(v)) return v.as<BytesObject>()->value;
    if (is_type(v, type_str))
      raise(exc_TypeError, "cannot use a bytes pattern on a string-like object");
  } else {
    if (is_type(v, type_str)) return v.as<StrObject>()->value;
    if (is_bytes_like(v))
      raise(exc_TypeError, "cannot use a string pattern on a bytes-like object");
  }
  raise(exc_TypeError, "expected string or bytes-like object, got '" + v.type()->name + "'");
}

/// Pattern.match/search/fullmatch's `pos` and `endpos` (arguments 2 and 3 or
/// keywords; characters, clamped to the string as CPython's) as byte offsets.
std::pair<size_t, size_t> match_bounds(CallArgs& a, const std::string& s, bool bytes) {
  Value pos = a.args.size() > 2 ? a.args[2] : Value(),
        endpos = a.args.size() > 3 ? a.args[3] : Value();
  for (auto& [k, v] : a.kwargs) {
    if (k == "pos")
      pos = v;
    else if (k == "endpos")
      endpos = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for match()");
  }
  bool ascii = bytes || std::all_of(s.begin(), s.end(), [](char c) { return !(c & 0x80); });
  int64_t length = bytes || ascii ? static_cast<int64_t>(s.size())
                                  : std::count_if(s.begin(), s.end(), [](char c) {
                                      return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
                                    });
  auto offset = [&](const Value& v, int64_t fallback) -> size_t {
    int64_t i = v ? index_value(v, "match") : fallback;
    i = std::clamp<int64_t>(i, 0, length);
    return bytes ? static_cast<size_t>(i) : byte_offset(s, ascii, static_cast<size_t>(i));
  };
  return {offset(pos, 0), offset(endpos, length)};
}

/// A replacement template: a str for a str pattern, bytes for a bytes one.
std::string template_of(const Value& repl, const PatternObject& p) {
  if (p.bytes && is_bytes_like(repl)) return repl.as<BytesObject>()->value;
  if (!p.bytes && is_type(repl, type_str)) return repl.as<StrObject>()->value;
  raise(exc_TypeError, std::string("expected ") +
                           (p.bytes ? "a bytes-like object" : "str instance") + ", " +
                           repl.type()->name + " found");
}

int64_t flags_arg(const CallArgs& a, size_t i) {
  int64_t f = 0;
  if (a.args.size() > i) as_int64(a.args[i], &f);
  for (auto& [k, v] : a.kwargs)
    if (k == "flags") as_int64(v, &f);
  return f;
}

/// Expands a replacement template: \1, \g<1>, \g<name>, and escapes.
std::string expand(const MatchObject& m, const std::string& repl) {
  std::string out;
  for (size_t i = 0; i < repl.size(); ++i) {
    char c = repl[i];
    if (c != '\\' || i + 1 >= repl.size()) {
      out += c;
      continue;
    }
    char n = repl[++i];
    if (std::isdigit(static_cast<unsigned char>(n))) {
      size_t g = n - '0';
      if (i + 1 < repl.size() && std::isdigit(static_cast<unsigned char>(repl[i + 1])))
        g = g * 10 + (repl[++i] - '0');
      Value v = m.group(g);
      if (!is_none(v))
        out += m.subject().substr(m.spans[g].first, m.spans[g].second - m.spans[g].first);
    } else if (n == 'g' && i + 1 < repl.size() && repl[i + 1] == '<') {
      size_t close = repl.find('>', i);
      std::string name = repl.substr(i + 2, close - i - 2);
      size_t g = 0;
      if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0])))
        g = std::stoul(name);
      else
        g = std::find(m.names.begin(), m.names.end(), name) - m.names.begin();
      Value v = m.group(g);
      if (!is_none(v))
        out += m.subject().substr(m.spans[g].first, m.spans[g].second - m.spans[g].first);
      i = close;
    } else if (n == 'n') {
      out += '\n';
    } else if (n == 't') {
      out += '\t';
    } else if (n == '\\') {
      out += '\\';
    } else {
      out += '\\';
      out += n;
    }
  }
  return out;
}

Value findall(const PatternObject& p, const std::string& s) {
  Values out;
  for (const Value& mv : all_matches(p, s)) {
    auto* m = mv.as<MatchObject>();
    if (m->spans.size() == 1)
      out.push_back(m->group(0));
    else if (m->spans.size() == 2)
      out.push_back(is_none(m->group(1)) ? m->text("") : m->group(1));
    else {
      Values row;
      for (size_t g = 1; g < m->spans.size(); ++g)
        row.push_back(is_none(m->group(g)) ? m->text("") : m->group(g));
      out.push_back(py_tuple(std::move(row)));
    }
  }
  return py_list(std::move(out));
}

Value sub(const PatternObject& p, const Value& repl, const std::string& s, int64_t count,
          bool with_count) {
  std::string out;
  size_t last = 0;
  int64_t n = 0;
  for (const Value& mv : all_matches(p, s)) {
    if (count > 0 && n >= count) break;
    auto* m = mv.as<MatchObject>();
    out += s.substr(last, m->spans[0].first - last);
    if (is_type(repl, type_str) || is_bytes_like(repl)) {
      out += expand(*m, template_of(repl, p));
    } else {
      Value r = call(repl, Values{mv});
      out += template_of(r, p);
    }
    last = m->spans[0].second;
    ++n;
  }
  out += s.substr(last);
  Value result = p.bytes ? Value(make<BytesObject>(out)) : py_str(out);
  if (with_count) return py_tuple({result, py_int(n)});
  return result;
}

Value split(const PatternObject& p, const std::string& s, int64_t maxsplit) {
  Values out;
  size_t last = 0;
  int64_t n = 0;
  for (const Value& mv : all_matches(p, s)) {
    if (maxsplit > 0 && n >= maxsplit) break;
    auto* m = mv.as<MatchObject>();
    out.push_back(m->text(s.substr(last, m->spans[0].first - last)));
    for (size_t g = 1; g < m->spans.size(); ++g) out.push_back(m->group(g));
    last = m->spans[0].second;
    ++n;
  }
  out.push_back(p.bytes ? Value(make<BytesObject>(s.substr(last))) : py_str(s.substr(last)));
  return py_list(std::move(out));
}

/// Moves keyword arguments named as the required parameters (after the first
/// `skip` arguments, a method's self) into place; CPython's TypeError when
/// some are missing.
void bind_required(CallArgs& a, const char* fname, const std::vector<const char*>& names,
                   size_t skip) {
  std::vector<std::string> missing;
  for (size_t i = 0; i < names.size(); ++i) {
    if (a.args.size() > skip + i) continue;
    auto kw = std::find_if(a.kwargs.begin(), a.kwargs.end(),
                           [&](const auto& k) { return k.first == names[i]; });
    if (kw != a.kwargs.end() && a.args.size() == skip + i) {
      a.args.push_back(kw->second);
      a.kwargs.erase(kw);
      continue;
    }
    missing.push_back(std::string("'") + names[i] + "'");
  }
  if (missing.empty()) return;
  if (skip > 0) { // a method of a C type words it as CPython's argument clinic does
    size_t pos = 0;
    while (pos < names.size() && a.args.size() > skip + pos) ++pos;
    raise(exc_TypeError, std::string(fname) + "() missing required argument " + missing[0] +
                             " (pos " + std::to_string(pos + 1) + ")");
  }
  std::string list = missing.back();
  if (missing.size() > 1) {
    list = missing[0];
    for (size_t i = 1; i + 1 < missing.size(); ++i) list += ", " + missing[i];
    list += " and " + missing.back();
  }
  raise(exc_TypeError, std::string(fname) + "() missing " + std::to_string(missing.size()) +
                           " required positional argument" + (missing.size() > 1 ? "s" : "") +
                           ": " + list);
}

/// A native function whose leading parameters `required` must be given.
Value checked_fn(const char* name, std::vector<const char*> required, size_t skip, NativeFn f) {
  return make<BuiltinFunctionObject>(
      name, [name, required = std::move(required), skip, f = std::move(f)](CallArgs& a) {
        bind_required(a, name, required, skip);
        return f(a);
      });
}

void method(TypeObject* t, const char* name, NativeFn f, std::vector<const char*> required = {}) {
  t->dict->set_str(name, checked_fn(name, std::move(required), 1, std::move(f)));
}

/// A read-only attribute of a native object, as CPython's members are.
template <class T, class F> void getter(TypeObject* t, const char* name, F f) {
  Value fget = make<BuiltinFunctionObject>(
      name, [f](CallArgs& a) -> Value { return f(a.args.at(0).as<T>()); });
  t->dict->set_str(name, make<WrapperObject>(type_property, fget));
}

TypeObject* match_type() {
  static TypeObject* t = [] {
    TypeObject* m = new_type("re.Match");
    auto self = [](const CallArgs& a) { return a.args[0].as<MatchObject>(); };
    auto index = [](const MatchObject* m, const Value& v) -> size_t {
      if (is_type(v, type_str)) {
        auto it = std::find(m->names.begin(), m->names.end(), v.as<StrObject>()->value);
        if (it == m->names.end()) raise(exc_IndexError, "no such group");
        return it - m->names.begin();
      }
      return static_cast<size_t>(index_value(v, "group"));
    };
    method(m, "group", [self, index](CallArgs& a) {
      auto* x = self(a);
      if (a.args.size() <= 2) return x->group(a.args.size() == 2 ? index(x, a.args[1]) : 0);
      Values out;
      for (size_t i = 1; i < a.args.size(); ++i) out.push_back(x->group(index(x, a.args[i])));
      return py_tuple(std::move(out));
    });
    method(m, "__getitem__",
           [self, index](CallArgs& a) { return self(a)->group(index(self(a), a.args.at(1))); });
    method(m, "groups", [self](CallArgs& a) {
      auto* x = self(a);
      Values out;
      for (size_t g = 1; g < x->spans.size(); ++g)
        out.push_back(x->spans[g].first < 0 && a.args.size() > 1 ? a.args[1] : x->group(g));
      return py_tuple(std::move(out));
    });
    method(m, "groupdict", [self](CallArgs& a) {
      auto* x = self(a);
      auto d = make<DictObject>();
      for (size_t g = 0; g < x->names.size(); ++g)
        if (!x->names[g].empty()) d->set_str(x->names[g], x->group(g));
      return Value(d);
    });
    method(m, "start", [self, index](CallArgs& a) {
      auto* x = self(a);
      size_t g = a.args.size() > 1 ? index(x, a.args[1]) : 0;
      return py_int(x->spans.at(g).first < 0 ? -1 : x->cp(x->spans[g].first));
    });
    method(m, "end", [self, index](CallArgs& a) {
      auto* x = self(a);
      size_t g = a.args.size() > 1 ? index(x, a.args[1]) : 0;
      return py_int(x->spans.at(g).second < 0 ? -1 : x->cp(x->spans[g].second));
    });
    method(m, "span", [self, index](CallArgs& a) {
      auto* x = self(a);
      size_t g = a.args.size() > 1 ? index(x, a.args[1]) : 0;
      if (x->spans.at(g).first < 0) return py_tuple({py_int(-1), py_int(-1)});
      return py_tuple({py_int(x->cp(x->spans[g].first)), py_int(x->cp(x->spans[g].second))});
    });
    getter<MatchObject>(m, "string", [](MatchObject* x) { return x->text(x->subject()); });
    getter<MatchObject>(m, "re", [](MatchObject* x) { return x->pattern; });
    getter<MatchObject>(m, "pos", [](MatchObject*) { return py_int(0); });
    getter<MatchObject>(m, "endpos",
                        [](MatchObject* x) { return py_int(x->cp(x->subject().size())); });
    getter<MatchObject>(m, "lastindex", [](MatchObject* x) -> Value {
      // The group that closed last: the one matched whose end is greatest
      // (the outermost of nested ones ending together).
      int64_t best = -1, at = -1;
      for (size_t g = 1; g < x->spans.size(); ++g)
        if (x->spans[g].first >= 0 && x->spans[g].second > at) best = g, at = x->spans[g].second;
      return best < 0 ? Value(none()) : py_int(best);
    });
    getter<MatchObject>(m, "lastgroup", [](MatchObject* x) -> Value {
      int64_t best = -1, at = -1;
      for (size_t g = 1; g < x->spans.size(); ++g)
        if (x->spans[g].first >= 0 && x->spans[g].second > at) best = g, at = x->spans[g].second;
      if (best < 0 || x->names[best].empty()) return none();
      return py_str(x->names[best]);
    });
    method(m, "expand",
           [self](CallArgs& a) {
             auto* x = self(a);
             return x->text(expand(*x, template_of(a.args.at(1), *x->pattern.as<PatternObject>())));
           },
           {"template"});
    method(m, "__repr__", [self](CallArgs& a) {
      auto* x = self(a);
      return py_str("<re.Match object; span=(" + std::to_string(x->cp(x->spans[0].first)) + ", " +
                    std::to_string(x->cp(x->spans[0].second)) + "), match=" + repr(x->group(0)) +
                    ">");
    });
    m->dict->set_str("__bool__", make<BuiltinFunctionObject>(
                                     "__bool__", [](CallArgs&) { return Value(py_bool(true)); }));
    return m;
  }();
  return t;
}

TypeObject* pattern_type() {
  static TypeObject* t = [] {
    TypeObject* p = new_type("re.Pattern");
    auto self = [](const CallArgs& a) { return a.args[0].as<PatternObject>(); };
    auto matcher = [p, self](const char* name, Mode mode) {
      method(p, name,
             [self, mode](CallArgs& a) {
               const PatternObject& pattern = *self(a);
               auto source = std::make_shared<const std::string>(subject_of(a, 1, pattern));
               auto [start, end] = match_bounds(a, *source, pattern.bytes);
               if (start > end) return Value(none());
               Value m = exec(pattern, source, start, mode, end);
               return m ? m : Value(none());
             },
             {"string"});
    };
    matcher("search", Mode::Search);
    matcher("match", Mode::Match);
    matcher("fullmatch", Mode::Full);
    method(p, "findall",
           [self](CallArgs& a) { return findall(*self(a), subject_of(a, 1, *self(a))); },
           {"string"});
    method(p, "finditer",
           [self](CallArgs& a) {
             return make_list_iterator(all_matches(*self(a), subject_of(a, 1, *self(a))));
           },
           {"string"});
    method(p, "sub",
           [self](CallArgs& a) {
             int64_t count = 0;
             if (a.args.size() > 3) as_int64(a.args[3], &count);
             return sub(*self(a), a.args.at(1), subject_of(a, 2, *self(a)), count, false);
           },
           {"repl", "string"});
    method(p, "split",
           [self](CallArgs& a) {
             int64_t n = 0;
             if (a.args.size() > 2) as_int64(a.args[2], &n);
             return split(*self(a), subject_of(a, 1, *self(a)), n);
           },
           {"string"});
    method(p, "__repr__", [self](CallArgs& a) {
      PatternObject* x = self(a);
      std::string text = repr(x->bytes ? Value(make<BytesObject>(x->pattern)) : py_str(x->pattern));
      std::string flags;
      for (auto [bit, name] : {std::pair{kIgnoreCase, "re.IGNORECASE"},
                               {kMultiline, "re.MULTILINE"},
                               {kDotAll, "re.DOTALL"},
                               {kVerbose, "re.VERBOSE"},
                               {kAscii, "re.ASCII"}})
        if (x->flags & bit) flags += (flags.empty() ? "" : "|") + std::string(name);
      return py_str("re.compile(" + text + (flags.empty() ? "" : ", " + flags) + ")");
    });
    getter<PatternObject>(p, "pattern", [](PatternObject* x) -> Value {
      return x->bytes ? Value(make<BytesObject>(x->pattern)) : py_str(x->pattern);
    });
    getter<PatternObject>(p, "flags", [](PatternObject* x) { return py_int(x->flags); });
    getter<PatternObject>(p, "groups", [](PatternObject* x) {
      uint32_t groups = 0;
      pcre2_pattern_info(x->code.get(), PCRE2_INFO_CAPTURECOUNT, &groups);
      return py_int(static_cast<int64_t>(groups));
    });
    getter<PatternObject>(p, "groupindex", [](PatternObject* x) {
      auto d = make<DictObject>();
      uint32_t count = 0, entry = 0;
      PCRE2_SPTR table;
      pcre2_pattern_info(x->code.get(), PCRE2_INFO_NAMECOUNT, &count);
      pcre2_pattern_info(x->code.get(), PCRE2_INFO_NAMEENTRYSIZE, &entry);
      pcre2_pattern_info(x->code.get(), PCRE2_INFO_NAMETABLE, &table);
      // PCRE2's name table is sorted by name; CPython's dict is in group order.
      std::vector<std::pair<uint32_t, std::string>> names;
      for (uint32_t i = 0; i < count; ++i) {
        const unsigned char* e = table + i * entry;
        names.emplace_back((e[0] << 8) | e[1], reinterpret_cast<const char*>(e + 2));
      }
      std::sort(names.begin(), names.end());
      for (auto& [n, name] : names) d->set_str(name, py_int(static_cast<int64_t>(n)));
      return Value(d);
    });
    p->dict->set_str("__eq__", make<BuiltinFunctionObject>("__eq__", [](CallArgs& a) -> Value {
                       if (a.args.at(1).type() != pattern_type()) return not_implemented();
                       auto *x = a.args[0].as<PatternObject>(), *y = a.args[1].as<PatternObject>();
                       return py_bool(x->pattern == y->pattern && x->flags == y->flags &&
                                      x->bytes == y->bytes);
                     }));
    return p;
  }();
  return t;
}

void fn(ModuleObject* m, const char* name, std::vector<const char*> required, NativeFn f) {
  m->dict->set_str(name, checked_fn(name, std::move(required), 0, std::move(f)));
}

} // namespace

Value re_module() {
  auto mod = make<ModuleObject>("re");
  ModuleObject* m = mod.get();
  for (auto [name, v] : {std::pair{"I", kIgnoreCase},
                         {"IGNORECASE", kIgnoreCase},
                         {"M", kMultiline},
                         {"MULTILINE", kMultiline},
                         {"S", kDotAll},
                         {"DOTALL", kDotAll},
                         {"U", kUnicode},
                         {"UNICODE", kUnicode},
                         {"X", kVerbose},
                         {"VERBOSE", kVerbose},
                         {"A", kAscii},
                         {"ASCII", kAscii},
                         {"NOFLAG", int64_t{0}}})
    m->dict->set_str(name, py_int(v));
  m->dict->set_str("Pattern", Value(pattern_type()));
  m->dict->set_str("Match", Value(match_type()));
  fn(m, "compile", {"pattern"},
     [](CallArgs& a) { return Value(pattern_of(a.args.at(0), flags_arg(a, 1))); });
  auto matcher = [m](const char* name, Mode mode) {
    fn(m, name, {"pattern", "string"}, [mode](CallArgs& a) {
      auto p = pattern_of(a.args.at(0), flags_arg(a, 2));
      Value r = exec(*p, subject_of(a, 1, *p), 0, mode);
      return r ? r : Value(none());
    });
  };
  matcher("search", Mode::Search);
  matcher("match", Mode::Match);
  matcher("fullmatch", Mode::Full);
  fn(m, "findall", {"pattern", "string"}, [](CallArgs& a) {
    auto p = pattern_of(a.args.at(0), flags_arg(a, 2));
    return findall(*p, subject_of(a, 1, *p));
  });
  fn(m, "finditer", {"pattern", "string"}, [](CallArgs& a) {
    auto p = pattern_of(a.args.at(0), flags_arg(a, 2));
    return make_list_iterator(all_matches(*p, subject_of(a, 1, *p)));
  });
  auto subber = [m](const char* name, bool with_count) {
    fn(m, name, {"pattern", "repl", "string"}, [with_count](CallArgs& a) {
      int64_t count = 0;
      if (a.args.size() > 3) as_int64(a.args[3], &count);
      for (auto& [k, v] : a.kwargs)
        if (k == "count") as_int64(v, &count);
      auto p = pattern_of(a.args.at(0), flags_arg(a, 4));
      return sub(*p, a.args.at(1), subject_of(a, 2, *p), count, with_count);
    });
  };
  subber("sub", false);
  subber("subn", true);
  fn(m, "split", {"pattern", "string"}, [](CallArgs& a) {
    int64_t n = 0;
    if (a.args.size() > 2) as_int64(a.args[2], &n);
    for (auto& [k, v] : a.kwargs)
      if (k == "maxsplit") as_int64(v, &n);
    auto p = pattern_of(a.args.at(0), flags_arg(a, 3));
    return split(*p, subject_of(a, 1, *p), n);
  });
  fn(m, "purge", {}, [](CallArgs&) { return Value(none()); });
  fn(m, "escape", {"pattern"}, [](CallArgs& a) {
    // CPython escapes the ASCII characters special in a pattern (and space).
    static const std::string special = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    const Value& v = a.args.at(0);
    bool bytes = is_bytes_like(v);
    std::string s = bytes ? v.as<BytesObject>()->value
                          : expect_str(v, "expected string or bytes-like object, got "),
                out;
    for (char c : s) {
      if (special.find(c) != std::string::npos) out += '\\';
      out += c;
    }
    return bytes ? Value(make<BytesObject>(out)) : py_str(out);
  });
  return mod;
}

} // namespace hyexec::interp
