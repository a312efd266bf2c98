// re on PCRE2: compile, search, match, fullmatch, findall, finditer, sub,
// split, with Match objects, on str and on bytes (a bytes pattern matches
// bytes, byte by byte, as CPython's). PCRE2 compiles the pattern re.py
// writes from CPython's parse tree (pylib/_re_pcre.py), with sre's meaning
// where the syntaxes differ; the group names come with it. Without re.py
// (only _re imported) the pattern text goes to PCRE2 (pcre_syntax).
#include "cfg/literals.h"
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/memoryview.h"
#include "interp/native_type.h"
#include "interp/re_template.h"
#include "interp/strings.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <cctype>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <tuple>

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
  std::vector<std::string> names; ///< group index → name ("" if none)
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
  size_t pos = 0, endpos = std::string::npos; ///< the window searched, byte offsets
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

constexpr int64_t kTemplate = 1, kIgnoreCase = 2, kLocale = 4, kMultiline = 8, kDotAll = 16,
                  kUnicode = 32, kVerbose = 64, kDebug = 128, kAscii = 256;

TypeObject* new_type(const char* name) {
  auto* t = new TypeObject(name, type_object);
  incref(t);
  t->dict = make<DictObject>();
  return t;
}

TypeObject* pattern_type();
TypeObject* match_type();

/// A str or an instance of a str subclass (whose layout is a str's).
bool is_str_like(const Value& v) {
  return is_type(v, type_str) || (v.is_obj() && layout_type(v.obj()->type) == type_str);
}

/// The run's _re module (made at its import, which precedes any use):
/// re.py stores its `error` class there for the errors raised here.
ModuleObject* current_module = nullptr;

/// re.error (ValueError while only _re is imported).
Value re_error() {
  Value e = current_module ? current_module->dict->get_str("error") : Value();
  return e ? e : Value(exc_ValueError);
}

/// PCRE2's code for `pattern`. A `generated` one (re.py's, written from
/// CPython's parse tree) carries its flags in its text: the options are the
/// matching of code points with Unicode classes, for a str pattern, only.
std::shared_ptr<pcre2_code> compile(const std::string& pattern, int64_t flags, bool bytes,
                                    bool generated) {
  if (bytes && (flags & kUnicode))
    raise(exc_ValueError, "cannot use UNICODE flag with a bytes pattern");
  if ((flags & kUnicode) && (flags & kAscii))
    raise(exc_ValueError, "ASCII and UNICODE flags are incompatible");
  // str patterns match code points with Unicode classes (\w, \d, case) unless
  // ASCII; bytes patterns match bytes with ASCII classes.
  uint32_t options = bytes ? 0 : PCRE2_UTF | (flags & kAscii && !generated ? 0 : PCRE2_UCP);
  if (!generated) {
    if (flags & kIgnoreCase) options |= PCRE2_CASELESS;
    if (flags & kMultiline) options |= PCRE2_MULTILINE;
    if (flags & kDotAll) options |= PCRE2_DOTALL;
    if (flags & kVerbose) options |= PCRE2_EXTENDED;
  }
  int err;
  PCRE2_SIZE offset;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                   options, &err, &offset, nullptr);
  if (!code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(err, buf, sizeof buf);
    // CPython's parser accepted the pattern: PCRE2's limits are hyexec's.
    if (generated)
      throw Unsupported{std::string("re: PCRE2 cannot compile this pattern (") +
                        reinterpret_cast<char*>(buf) + ")"};
    int64_t pos = bytes ? offset : code_points(std::string_view(pattern).substr(0, offset)).size();
    Value text = bytes ? Value(make<BytesObject>(pattern)) : py_str(pattern);
    throw PyException{call(re_error(), {py_str(reinterpret_cast<char*>(buf)), text, py_int(pos)})};
  }
  return std::shared_ptr<pcre2_code>(code, CodeDeleter());
}

/// re.error(msg) at byte offset `at` of `pattern`.
[[noreturn]] void pattern_error(const std::string& msg, const std::string& pattern, bool bytes,
                                size_t at) {
  int64_t pos = bytes ? at : code_points(std::string_view(pattern).substr(0, at)).size();
  Value text = bytes ? Value(make<BytesObject>(pattern)) : py_str(pattern);
  throw PyException{call(re_error(), {py_str(msg), text, py_int(pos)})};
}

/// sre's rules for the escape at `i` where PCRE2 would accept what sre
/// rejects: letters that are no escape in Python, \x/\u/\U without all
/// their hex digits, octal escapes above 0o377, \8 and \9 in a class.
void check_escape(const std::string& p, size_t i, bool in_class, bool bytes) {
  if (i + 1 >= p.size()) pattern_error("bad escape (end of pattern)", p, bytes, i);
  char n = p[i + 1];
  auto fail = [&](const std::string& why, size_t len) {
    pattern_error(why + " \\" + p.substr(i + 1, len - 1), p, bytes, i);
  };
  auto hex_digits = [&](size_t from, size_t most) {
    size_t k = 0;
    while (k < most && from + k < p.size() &&
           std::isxdigit(static_cast<unsigned char>(p[from + k])))
      ++k;
    return k;
  };
  if (n == 'x' || (!bytes && (n == 'u' || n == 'U'))) {
    size_t want = n == 'x' ? 2 : n == 'u' ? 4 : 8, got = hex_digits(i + 2, want);
    if (got != want) fail("incomplete escape", 2 + got);
    if (n == 'U' && std::stoul(p.substr(i + 2, 8), nullptr, 16) > 0x10FFFF) fail("bad escape", 10);
    return;
  }
  auto octal = [&](size_t at) { return at < p.size() && p[at] >= '0' && p[at] <= '7'; };
  if (n >= '0' && n <= '9') {
    if (in_class && (n == '8' || n == '9')) fail("bad escape", 2);
    bool three = in_class ? octal(i + 1) && octal(i + 2) && octal(i + 3)
                          : n != '0' && octal(i + 1) && octal(i + 2) && octal(i + 3);
    if (three && std::stoi(p.substr(i + 1, 3), nullptr, 8) > 0377)
      pattern_error("octal escape value \\" + p.substr(i + 1, 3) + " outside of range 0-0o377", p,
                    bytes, i);
    return;
  }
  if (!std::isalpha(static_cast<unsigned char>(n))) return;
  if (n == 'N' && !bytes && (i + 2 >= p.size() || p[i + 2] != '{'))
    pattern_error("missing {", p, bytes, i + 2); // PCRE2's \N is any non-newline
  std::string known = in_class ? "dDsSwWabfnrtv" : "AbBdDsSwWZafnrtv";
  if (!bytes) known += "N";
  if (known.find(n) == std::string::npos) fail("bad escape", 2);
}

/// The pattern text for PCRE2 when re.py has not written it, with
/// Python's regex syntax where PCRE2's differs: `\\Z` is the very end (PCRE2's
/// `\\z`; its `\\Z` also matches before a final newline); `\\uXXXX` and
/// `\\UXXXXXXXX` are PCRE2's `\\x{...}`; `\\B` never matches in an empty
/// string (sre's rule); and PCRE2 has no ASCII, LOCALE or UNICODE inline
/// flag: they leave an inline group (`(?a:X)`, string.Template's identifiers,
/// becomes `(?:X)`; `(?a)` goes). The global ones are in the pattern's flags
/// (re.py's parser found them); a scoped ASCII differs only where X's
/// classes or caseless letters meet non-ASCII text.
std::string pcre_syntax(const std::string& pattern, bool bytes) {
  std::string out;
  bool in_class = false;
  size_t class_start = 0; ///< where the open class's members begin in `out`
  auto hex_run = [&](size_t at, size_t n) {
    if (at + n > pattern.size()) return false;
    for (size_t k = at; k < at + n; ++k)
      if (!std::isxdigit(static_cast<unsigned char>(pattern[k]))) return false;
    return true;
  };
  for (size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c == '\\') {
      check_escape(pattern, i, in_class, bytes);
      char n = pattern[i + 1];
      if (n == 'v') { // a vertical tab in Python, any vertical space in PCRE2
        out += "\\x0b";
        ++i;
        continue;
      }
      size_t digits = n == 'u' ? 4 : n == 'U' ? 8 : 0;
      if (!bytes && digits && hex_run(i + 2, digits)) {
        out += "\\x{" + pattern.substr(i + 2, digits) + "}";
        i += 1 + digits;
        continue;
      }
      if (n == 'N' && !bytes) { // \\N{NAME} (re.py's parser checked the name)
        size_t close = pattern.find('}', i + 3);
        std::optional<uint32_t> cp =
            literals::lookup_unicode_name(std::string_view(pattern).substr(i + 3, close - i - 3));
        char hex[16];
        std::snprintf(hex, sizeof hex, "\\x{%x}", cp ? *cp : 0u);
        out += hex;
        i = close;
        continue;
      }
      if (n == 'B' && !in_class) {
        out += "(?!\\A\\z)\\B";
        ++i;
        continue;
      }
      out += c;
      out += n == 'Z' ? 'z' : n;
      ++i;
      continue;
    }
    if (in_class && c == '[') {
      out += "\\["; // a literal in Python's classes, POSIX's [:name:] in PCRE2's
      continue;
    }
    if (in_class) {
      // A ']' first in the class (after '[' or '[^') is a literal.
      bool first =
          out.size() == class_start || (out.size() == class_start + 1 && out.back() == '^');
      if (c == ']' && !first) in_class = false;
    } else if (c == '[') {
      in_class = true;
      class_start = out.size() + 1;
    } else if (pattern.compare(i, 2, "(?") == 0) {
      size_t j = i + 2;
      std::string kept;
      while (j < pattern.size() && std::strchr("aiLmsux-", pattern[j]) && pattern[j]) {
        if (!std::strchr("aLu", pattern[j])) kept += pattern[j];
        ++j;
      }
      if (j > i + 2 && j < pattern.size() && (pattern[j] == ')' || pattern[j] == ':')) {
        if (kept == "-") kept.clear();
        if (pattern[j] == ':' || !kept.empty()) out += "(?" + kept + pattern[j];
        i = j;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/// The global flags `(?imsx)` groups at the start of a pattern set (Pattern.flags has them).
int64_t leading_inline_flags(const std::string& text) {
  int64_t flags = 0;
  size_t i = 0;
  while (text.compare(i, 2, "(?") == 0) {
    size_t j = i + 2;
    int64_t these = 0;
    for (; j < text.size(); ++j) {
      const char* letters = "iLmsuxa";
      const char* at = std::strchr(letters, text[j]);
      if (!at || !text[j]) break;
      static const int64_t bits[] = {kIgnoreCase, 4,        kMultiline, kDotAll,
                                     kUnicode,    kVerbose, kAscii};
      these |= bits[at - letters];
    }
    if (j == i + 2 || j >= text.size() || text[j] != ')') break;
    flags |= these;
    i = j + 1;
  }
  return flags;
}

/// Group index → name from PCRE2's name table ("" for an unnamed group).
std::vector<std::string> name_table(const pcre2_code* code) {
  uint32_t groups = 0, count = 0, entry = 0;
  PCRE2_SPTR table;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &groups);
  pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
  pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entry);
  pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
  std::vector<std::string> names(groups + 1);
  for (uint32_t i = 0; i < count; ++i) {
    const unsigned char* e = table + i * entry;
    uint32_t n = (e[0] << 8) | e[1];
    if (n < names.size()) names[n] = reinterpret_cast<const char*>(e + 2);
  }
  return names;
}

/// Compiled patterns by (bytes?, flags, text), as CPython's re caches them:
/// compiling one again gives the same Pattern; the oldest of 512 goes first.
struct PatternCache {
  static constexpr size_t kMax = 512;
  using Key = std::tuple<bool, int64_t, std::string>;
  std::map<Key, Ref<PatternObject>> entries;
  std::deque<Key> order;

  void clear() {
    entries.clear();
    order.clear();
  }
};

PatternCache& pattern_cache() {
  static PatternCache* cache = new PatternCache; // immortal: Patterns outlive the run's end
  return *cache;
}

Ref<PatternObject> pattern_of(const Value& v, int64_t flags) {
  if (v.type() == pattern_type()) {
    if (flags) raise(exc_ValueError, "cannot process flags argument with a compiled pattern");
    return Ref<PatternObject>(v.as<PatternObject>());
  }
  bool bytes = is_bytes_like(v);
  if (!bytes && !is_str_like(v))
    raise(exc_TypeError, "first argument must be string or compiled pattern");
  std::string text = bytes ? v.as<BytesObject>()->value : v.as<StrObject>()->value;
  PatternCache& cache = pattern_cache();
  PatternCache::Key key{bytes, flags, text};
  if (auto it = cache.entries.find(key); it != cache.entries.end()) return it->second;
  // re.py's _check: CPython's parser reads the pattern first (its errors,
  // its warnings) and gives the flags it ends with (inline ones, UNICODE
  // for a str). Without re.py (only _re imported) the leading inline flags.
  // It returns (flags, PCRE2 pattern, group names).
  Value check = current_module ? current_module->dict->get_str("_check") : Value();
  int64_t final_flags = flags;
  std::shared_ptr<pcre2_code> code;
  std::vector<std::string> names;
  if (check) {
    Value source = bytes ? Value(make<BytesObject>(text)) : py_str(text);
    Value got = call(check, {source, py_int(flags)});
    const Values& parts = got.as<TupleObject>()->items;
    as_int64(parts.at(0), &final_flags);
    code = compile(parts.at(1).as<StrObject>()->value, final_flags, bytes, true);
    for (const Value& name : parts.at(2).as<ListObject>()->items)
      names.push_back(name.as<StrObject>()->value);
  } else {
    final_flags |= leading_inline_flags(text);
    if (!bytes && !(final_flags & kAscii)) final_flags |= kUnicode;
    code = compile(pcre_syntax(text, bytes), final_flags, bytes, false);
    names = name_table(code.get());
  }
  auto p = make<PatternObject>(pattern_type(), text, final_flags, bytes);
  p->code = std::move(code);
  p->names = std::move(names);
  if (final_flags & kDebug) return p; // CPython does not cache a pattern it dumps
  if (cache.order.size() >= PatternCache::kMax) {
    cache.entries.erase(cache.order.front());
    cache.order.pop_front();
  }
  cache.entries.emplace(key, p);
  cache.order.push_back(std::move(key));
  return p;
}

enum class Mode { Search, Match, Full };

/// The part of the subject a Pattern method searches: its pos and endpos
/// arguments as byte offsets, clamped into the string as CPython's.
struct Window {
  size_t start = 0, end = std::string::npos;
};

/// One match attempt from byte offset `start` in the window ending at `end`; null when none.
/// `must_advance` (after an empty match, as CPython's finditer and scanner)
/// refuses an empty match at `start`.
Value exec(const PatternObject& p, const std::shared_ptr<const std::string>& source, size_t start,
           Mode mode, size_t end = std::string::npos, bool must_advance = false) {
  const std::string& subject = *source;
  size_t length = std::min(end, subject.size());
  if (start > length) return nullptr;
  std::unique_ptr<pcre2_match_data, void (*)(pcre2_match_data*)> md(
      pcre2_match_data_create_from_pattern(p.code.get(), nullptr), pcre2_match_data_free);
  uint32_t options = mode == Mode::Search ? 0 : PCRE2_ANCHORED;
  if (mode == Mode::Full) options |= PCRE2_ENDANCHORED;
  if (must_advance) options |= PCRE2_NOTEMPTY_ATSTART;
  int rc = pcre2_match(p.code.get(), reinterpret_cast<PCRE2_SPTR>(subject.data()), length, start,
                       options, md.get(), nullptr);
  if (rc == PCRE2_ERROR_NOMATCH) return nullptr;
  if (rc < 0) throw Unsupported{"regular expression matching error " + std::to_string(rc)};
  uint32_t groups = 0;
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_CAPTURECOUNT, &groups);
  PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md.get());
  auto m = make<MatchObject>(match_type());
  m->source = source;
  m->bytes = p.bytes;
  m->endpos = length;
  m->pattern = Value(const_cast<PatternObject*>(&p));
  for (uint32_t i = 0; i <= groups; ++i) {
    bool set = static_cast<int>(i) < rc && ov[2 * i] != PCRE2_UNSET;
    m->spans.emplace_back(set ? static_cast<int64_t>(ov[2 * i]) : -1,
                          set ? static_cast<int64_t>(ov[2 * i + 1]) : -1);
  }
  m->names = p.names;
  m->names.resize(groups + 1);
  return m;
}

Value exec(const PatternObject& p, std::string subject, Mode mode, Window w = {}) {
  Value m = exec(p, std::make_shared<const std::string>(std::move(subject)), w.start, mode, w.end);
  if (m) m.as<MatchObject>()->pos = w.start;
  return m;
}

Values all_matches(const PatternObject& p, const std::string& s, Window w = {}) {
  Values out;
  auto source = std::make_shared<const std::string>(s);
  size_t pos = w.start, end = std::min(w.end, s.size());
  bool must_advance = false;
  while (pos <= end) {
    Value m = exec(p, source, pos, Mode::Search, end, must_advance);
    if (!m) break;
    m.as<MatchObject>()->pos = w.start;
    auto [b, e] = m.as<MatchObject>()->spans[0];
    out.push_back(m);
    pos = e;
    must_advance = e == b;
  }
  return out;
}

/// The string matched: str for a str pattern, bytes for a bytes one, with
/// CPython's TypeError for the other.
std::string subject_of(const CallArgs& a, size_t i, const PatternObject& p) {
  const Value& v = a.args.at(i);
  std::string buffer; // bytes, bytearray, memoryview
  if (p.bytes) {
    if (buffer_bytes(v, &buffer)) return buffer;
    if (is_str_like(v)) raise(exc_TypeError, "cannot use a bytes pattern on a string-like object");
  } else {
    if (is_str_like(v)) return v.as<StrObject>()->value;
    if (buffer_bytes(v, &buffer))
      raise(exc_TypeError, "cannot use a string pattern on a bytes-like object");
  }
  raise(exc_TypeError, "expected string or bytes-like object, got '" + v.type()->name + "'");
}

/// A Pattern method's pos and endpos (at args[i], args[i + 1] or by
/// keyword): code points of a str subject as byte offsets.
Window window_of(const CallArgs& a, size_t i, const std::string& subject, const PatternObject& p) {
  auto arg = [&](size_t at, const char* name, int64_t dflt) {
    const Value* v = a.args.size() > at ? &a.args[at] : nullptr;
    for (const auto& [k, val] : a.kwargs)
      if (k == name) v = &val;
    return v ? index_value(*v, "slice") : dflt;
  };
  int64_t length = p.bytes ? subject.size() : code_points(subject).size();
  auto clamp = [&](int64_t n) { return std::clamp<int64_t>(n, 0, length); };
  auto byte_of = [&](int64_t cp) -> size_t {
    if (p.bytes) return cp;
    size_t at = 0;
    for (int64_t k = 0; k < cp; ++k) do
        ++at;
      while (at < subject.size() && (static_cast<unsigned char>(subject[at]) & 0xC0) == 0x80);
    return at;
  };
  Window w;
  w.start = byte_of(clamp(arg(i, "pos", 0)));
  w.end = byte_of(clamp(arg(i + 1, "endpos", length)));
  return w;
}

/// A replacement template: a str for a str pattern, bytes for a bytes one.
std::string template_of(const Value& repl, const PatternObject& p) {
  std::string buffer;
  if (p.bytes && buffer_bytes(repl, &buffer)) return buffer;
  if (!p.bytes && is_str_like(repl)) return repl.as<StrObject>()->value;
  raise(exc_TypeError, std::string("expected ") +
                           (p.bytes ? "a bytes-like object" : "str instance") + ", " +
                           repl.type()->name + " found");
}

/// An optional int argument at args[i] or by keyword (0 when absent).
int64_t int_arg(const CallArgs& a, size_t i, const char* name) {
  int64_t n = 0;
  if (a.args.size() > i) as_int64(a.args[i], &n);
  for (auto& [k, v] : a.kwargs)
    if (k == name) as_int64(v, &n);
  return n;
}

int64_t flags_arg(const CallArgs& a, size_t i) {
  int64_t f = 0;
  if (a.args.size() > i) as_int64(a.args[i], &f);
  for (auto& [k, v] : a.kwargs)
    if (k == "flags") as_int64(v, &f);
  return f;
}

/// The replacement template `repl` compiled for pattern `p` (re.error
/// when it is malformed, whether or not anything matches).
std::vector<TemplatePart> template_parts(const PatternObject& p, const std::string& repl) {
  uint32_t groups = 0;
  pcre2_pattern_info(p.code.get(), PCRE2_INFO_CAPTURECOUNT, &groups);
  TemplateContext c;
  c.bytes = p.bytes;
  c.groups = groups;
  c.group_named = [&p](const std::string& name) -> int64_t {
    auto it = std::find(p.names.begin(), p.names.end(), name);
    return name.empty() || it == p.names.end() ? -1 : it - p.names.begin();
  };
  c.fail = [&](const std::string& msg, int64_t pos) {
    Value text = p.bytes ? Value(make<BytesObject>(repl)) : py_str(repl);
    throw PyException{call(re_error(), {py_str(msg), text, py_int(pos)})};
  };
  return compile_template(repl, c);
}

/// The text of a compiled template for match `m`.
std::string expand(const MatchObject& m, const std::vector<TemplatePart>& parts) {
  std::string out;
  for (const TemplatePart& part : parts) {
    if (part.group < 0) {
      out += part.literal;
      continue;
    }
    auto [b, e] = m.spans.at(part.group);
    if (b >= 0) out += m.subject().substr(b, e - b);
  }
  return out;
}

Value findall(const PatternObject& p, const std::string& s, Window w = {}) {
  Values out;
  for (const Value& mv : all_matches(p, s, w)) {
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
  std::string buffer;
  bool literal = is_str_like(repl) || buffer_bytes(repl, &buffer);
  std::vector<TemplatePart> parts;
  if (literal) parts = template_parts(p, template_of(repl, p));
  for (const Value& mv : all_matches(p, s)) {
    if (count > 0 && n >= count) break;
    auto* m = mv.as<MatchObject>();
    out += s.substr(last, m->spans[0].first - last);
    if (literal) {
      out += expand(*m, parts);
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

/// copy.copy and copy.deepcopy give a Pattern or a Match itself (immutable).
void immutable_copies(TypeObject* t) {
  t->dict->set_str("__copy__", make<BuiltinFunctionObject>("__copy__", [](CallArgs& a) {
                     arity(a, "__copy__", 1, 1);
                     return a.args[0];
                   }));
  t->dict->set_str("__deepcopy__", make<BuiltinFunctionObject>("__deepcopy__", [](CallArgs& a) {
                     arity(a, "__deepcopy__", 2, 2);
                     return a.args[0];
                   }));
}

TypeObject* match_type() {
  static TypeObject* t = [] {
    TypeObject* m = new_native_type("re.Match", nullptr);
    immutable_copies(m);
    auto self = [](const CallArgs& a) { return a.args[0].as<MatchObject>(); };
    // A group by number (an int or an __index__) or by name; IndexError
    // for anything else, as CPython's match_getindex.
    auto index = [](const MatchObject* m, const Value& v) -> size_t {
      if (is_str_like(v)) {
        auto it = std::find(m->names.begin(), m->names.end(), v.as<StrObject>()->value);
        if (it == m->names.end() || v.as<StrObject>()->value.empty())
          raise(exc_IndexError, "no such group");
        return it - m->names.begin();
      }
      int64_t i = -1;
      if (!as_int64(v, &i) && v.is_obj() && v.type()->lookup(Dunder::Index)) {
        mpz_class big = as_mpz(v);
        i = big.fits_slong_p() ? big.get_si() : -1;
      }
      if (i < 0 || static_cast<size_t>(i) >= m->spans.size())
        raise(exc_IndexError, "no such group");
      return static_cast<size_t>(i);
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
    getter<MatchObject>(m, "regs", [](MatchObject* x) {
      Values spans;
      for (auto [b, e] : x->spans)
        spans.push_back(b < 0 ? py_tuple({py_int(-1), py_int(-1)})
                              : py_tuple({py_int(x->cp(b)), py_int(x->cp(e))}));
      return py_tuple(std::move(spans));
    });
    getter<MatchObject>(m, "pos", [](MatchObject* x) { return py_int(x->cp(x->pos)); });
    getter<MatchObject>(m, "endpos", [](MatchObject* x) { return py_int(x->cp(x->endpos)); });
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
             const auto& p = *x->pattern.as<PatternObject>();
             return x->text(expand(*x, template_parts(p, template_of(a.args.at(1), p))));
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

/// Pattern.scanner(string, pos, endpos): match() and search() go on from
/// where the last match ended (never an empty match there twice).
struct ScannerObject : Object {
  explicit ScannerObject(TypeObject* t) : Object(t) {}
  Value pattern;
  std::shared_ptr<const std::string> source;
  Window window;
  size_t at = 0;
  bool must_advance = false;
  bool done = false;
};

TypeObject* scanner_type() {
  static TypeObject* t = [] {
    TypeObject* s = new_type("_sre.SRE_Scanner");
    auto next = [](Mode mode) {
      return [mode](CallArgs& a) -> Value {
        auto* x = a.args.at(0).as<ScannerObject>();
        if (x->done) return none();
        const auto& p = *x->pattern.as<PatternObject>();
        Value m = exec(p, x->source, x->at, mode, x->window.end, x->must_advance);
        if (!m) {
          x->done = true;
          return none();
        }
        auto* match = m.as<MatchObject>();
        match->pos = x->window.start;
        x->must_advance = match->spans[0].first == match->spans[0].second;
        x->at = match->spans[0].second;
        return m;
      };
    };
    method(s, "match", next(Mode::Match));
    method(s, "search", next(Mode::Search));
    getter<ScannerObject>(s, "pattern", [](ScannerObject* x) { return x->pattern; });
    return s;
  }();
  return t;
}

TypeObject* pattern_type() {
  static TypeObject* t = [] {
    TypeObject* p = new_native_type("re.Pattern", nullptr);
    // Compared and hashed through its own __eq__ and __hash__ (by pattern
    // and flags), as a class's instances are, not by identity.
    p->builtin = false;
    auto self = [](const CallArgs& a) { return a.args[0].as<PatternObject>(); };
    auto matcher = [p, self](const char* name, Mode mode) {
      method(p, name,
             [self, mode](CallArgs& a) {
               std::string subject = subject_of(a, 1, *self(a));
               Window w = window_of(a, 2, subject, *self(a));
               Value m = exec(*self(a), std::move(subject), mode, w);
               return m ? m : Value(none());
             },
             {"string"});
    };
    matcher("search", Mode::Search);
    matcher("match", Mode::Match);
    matcher("fullmatch", Mode::Full);
    method(p, "findall",
           [self](CallArgs& a) {
             std::string subject = subject_of(a, 1, *self(a));
             return findall(*self(a), subject, window_of(a, 2, subject, *self(a)));
           },
           {"string"});
    method(p, "finditer",
           [self](CallArgs& a) {
             std::string subject = subject_of(a, 1, *self(a));
             return make_list_iterator(
                 all_matches(*self(a), subject, window_of(a, 2, subject, *self(a))));
           },
           {"string"});
    method(p, "scanner",
           [self](CallArgs& a) {
             auto sc = make<ScannerObject>(scanner_type());
             sc->pattern = a.args[0];
             std::string subject = subject_of(a, 1, *self(a));
             sc->window = window_of(a, 2, subject, *self(a));
             sc->at = sc->window.start;
             sc->source = std::make_shared<const std::string>(std::move(subject));
             return Value(sc);
           },
           {"string"});
    for (bool with_count : {false, true})
      method(p, with_count ? "subn" : "sub",
             [self, with_count](CallArgs& a) {
               int64_t count = int_arg(a, 3, "count");
               return sub(*self(a), a.args.at(1), subject_of(a, 2, *self(a)), count, with_count);
             },
             {"repl", "string"});
    method(p, "split",
           [self](CallArgs& a) {
             return split(*self(a), subject_of(a, 1, *self(a)), int_arg(a, 2, "maxsplit"));
           },
           {"string"});
    method(p, "__repr__", [self](CallArgs& a) {
      PatternObject* x = self(a);
      // CPython's: at most 200 characters of the pattern's repr, the flags
      // by name (UNICODE left out where a str pattern has it by default),
      // what no name covers in hex.
      std::vector<uint32_t> cps =
          code_points(repr(x->bytes ? Value(make<BytesObject>(x->pattern)) : py_str(x->pattern)));
      if (cps.size() > 200) cps.resize(200);
      std::string text;
      for (uint32_t cp : cps) append_utf8(&text, cp);
      int64_t flags = x->flags;
      if (!x->bytes && (flags & (kLocale | kUnicode | kAscii)) == kUnicode) flags &= ~kUnicode;
      std::string names;
      for (auto [bit, name] : {std::pair{kTemplate, "re.TEMPLATE"},
                               {kIgnoreCase, "re.IGNORECASE"},
                               {kLocale, "re.LOCALE"},
                               {kMultiline, "re.MULTILINE"},
                               {kDotAll, "re.DOTALL"},
                               {kUnicode, "re.UNICODE"},
                               {kVerbose, "re.VERBOSE"},
                               {kDebug, "re.DEBUG"},
                               {kAscii, "re.ASCII"}})
        if (flags & bit) {
          names += (names.empty() ? "" : "|") + std::string(name);
          flags &= ~bit;
        }
      if (flags) {
        char hex[32];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(flags));
        names += (names.empty() ? "" : "|") + std::string(hex);
      }
      return py_str("re.compile(" + text + (names.empty() ? "" : ", " + names) + ")");
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
      auto d = make<DictObject>(); // in group order, as CPython's
      for (size_t n = 0; n < x->names.size(); ++n)
        if (!x->names[n].empty()) d->set_str(x->names[n], py_int(static_cast<int64_t>(n)));
      // Read-only, as CPython's mappingproxy (re.py gives _re the type).
      Value proxy = current_module ? current_module->dict->get_str("_mappingproxy") : Value();
      return proxy ? call(proxy, {Value(d)}) : Value(d);
    });
    // Equal patterns hash alike (pattern, flags, str or bytes), as CPython's.
    p->dict->set_str("__hash__", make<BuiltinFunctionObject>("__hash__", [](CallArgs& a) -> Value {
                       auto* x = a.args.at(0).as<PatternObject>();
                       Value text =
                           x->bytes ? Value(make<BytesObject>(x->pattern)) : py_str(x->pattern);
                       return py_int(hash(py_tuple({text, py_int(x->flags)})));
                     }));
    immutable_copies(p);
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
  auto mod = make<ModuleObject>("_re");
  ModuleObject* m = current_module = mod.get();
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
      Value r = exec(*p, subject_of(a, 1, *p), mode);
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
      int64_t count = int_arg(a, 3, "count");
      auto p = pattern_of(a.args.at(0), flags_arg(a, 4));
      return sub(*p, a.args.at(1), subject_of(a, 2, *p), count, with_count);
    });
  };
  subber("sub", false);
  subber("subn", true);
  fn(m, "split", {"pattern", "string"}, [](CallArgs& a) {
    auto p = pattern_of(a.args.at(0), flags_arg(a, 3));
    return split(*p, subject_of(a, 1, *p), int_arg(a, 2, "maxsplit"));
  });
  fn(m, "purge", {}, [](CallArgs&) {
    pattern_cache().clear();
    return Value(none());
  });
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
