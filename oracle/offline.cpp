#include "oracle/offline.h"

#include "oracle/constants.h"
#include "oracle/frame_stand_in.h"
#include "oracle/known_names.h"
#include "oracle/own_class_instance.h"
#include "oracle/python2_names.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <utility>

namespace hyexec::oracle {

namespace {

enum class Kind { Str, Int, Float, Bool, List, Dict, Set, File, Date, Mock };

/// Every method of str (CPython 3.11's dir(str), maketrans aside).
const std::set<std::string> kStrMethods = {
    "capitalize", "casefold",    "center",     "count",      "encode",       "endswith",
    "expandtabs", "find",        "format",     "format_map", "index",        "isalnum",
    "isalpha",    "isascii",     "isdecimal",  "isdigit",    "isidentifier", "islower",
    "isnumeric",  "isprintable", "isspace",    "istitle",    "isupper",      "join",
    "ljust",      "lower",       "lstrip",     "partition",  "removeprefix", "removesuffix",
    "replace",    "rfind",       "rindex",     "rjust",      "rpartition",   "rsplit",
    "rstrip",     "split",       "splitlines", "startswith", "strip",        "swapcase",
    "title",      "translate",   "upper",      "zfill"};
const std::set<std::string> kListMethods = {"append", "extend",  "insert", "remove",
                                            "sort",   "reverse", "pop",    "index",
                                            "count",  "clear",   "copy"};
/// What code does with one character of a str (`for c in s: c.isupper()`).
const std::set<std::string> kCharMethods = {
    "isalnum", "isalpha", "isascii", "isdecimal", "isdigit",  "islower",    "isnumeric",
    "isspace", "isupper", "lower",   "upper",     "swapcase", "capitalize", "casefold"};
const std::set<std::string> kDictMethods = {"keys",       "values",  "items", "get",   "update",
                                            "setdefault", "popitem", "pop",   "clear", "copy"};
const std::set<std::string> kSetMethods = {
    "add",        "discard",  "union",      "intersection",
    "difference", "issubset", "issuperset", "symmetric_difference",
    "remove",     "pop",      "clear",      "copy",
    "update"};
/// What code reads of a date or datetime (`d.year`, `d.strftime()`).
const std::set<std::string> kDateAttrs = {
    "year",        "month",     "day",         "hour",      "minute",     "second",  "weekday",
    "isoweekday",  "isoformat", "strftime",    "date",      "time",       "replace", "timestamp",
    "microsecond", "tzinfo",    "isocalendar", "toordinal", "astimezone", "ctime",   "timetuple"};
/// ... of a datetime only.
const std::set<std::string> kTimeOfDay = {"hour", "minute",    "second", "microsecond",
                                          "time", "timestamp", "tzinfo", "astimezone"};
const std::set<std::string> kFileMethods = {"read", "readline", "readlines",  "write", "close",
                                            "seek", "flush",    "writelines", "tell",  "fileno"};

/// The last name of a path: `self.rows[0]` → `rows`, `np.array()` → `array`.
std::string last_name(const std::string& path) {
  std::string p = canonical_path(path);
  while (!p.empty() && (p.back() == ']' || p.back() == ')')) {
    char close = p.back();
    size_t open = p.rfind(close == ']' ? '[' : '(');
    if (open == std::string::npos) break;
    p.erase(open);
  }
  size_t dot = p.rfind('.');
  return dot == std::string::npos ? p : p.substr(dot + 1);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool one_of(const std::string& s, std::initializer_list<const char*> names) {
  for (const char* n : names)
    if (s == n) return true;
  return false;
}
bool starts(const std::string& s, const char* prefix) {
  return s.rfind(prefix, 0) == 0;
}
bool ends(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}
bool has_any(const std::set<std::string>& attrs, const std::set<std::string>& methods) {
  return std::any_of(attrs.begin(), attrs.end(), [&](const auto& a) { return methods.count(a); });
}
bool all_in(const std::set<std::string>& attrs, const std::set<std::string>& methods) {
  return std::all_of(attrs.begin(), attrs.end(), [&](const auto& a) { return methods.count(a); });
}

/// What a name says of its value, when its uses do not.
Kind kind_from_name(const std::string& raw) {
  std::string n = lower(raw);
  if (one_of(n, {"self",    "cls",     "df",       "app",     "model",  "obj",  "client",
                 "session", "request", "response", "conn",    "cursor", "db",   "logger",
                 "parser",  "args",    "driver",   "browser", "soup",   "root", "window",
                 "widget",  "ax",      "fig",      "plt"}))
    return Kind::Mock;
  if (one_of(n, {"n",       "m",       "k",      "i",          "j",      "num",   "number", "count",
                 "cnt",     "size",    "length", "idx",        "index",  "total", "limit",  "width",
                 "height",  "w",       "h",      "x",          "y",      "age",   "year",   "port",
                 "times",   "steps",   "depth",  "level",      "offset", "start", "end",    "step",
                 "timeout", "retries", "epochs", "batch_size", "seed",   "axis",  "dim"}) ||
      starts(n, "num_") || starts(n, "n_") || starts(n, "max_") || starts(n, "min_") ||
      ends(n, "_count") || ends(n, "_size") || ends(n, "_num") || ends(n, "_len") ||
      ends(n, "_index") || ends(n, "_idx"))
    return Kind::Int;
  if (one_of(n, {"rate", "ratio", "price", "amount", "score", "weight", "prob", "alpha", "lr",
                 "temperature", "threshold", "learning_rate", "eps", "epsilon"}))
    return Kind::Float;
  if (one_of(n, {"flag", "verbose", "debug", "enabled", "force", "strict"}) || starts(n, "is_") ||
      starts(n, "has_") || starts(n, "should_") || starts(n, "use_"))
    return Kind::Bool;
  if (one_of(n, {"d", "dic", "dict", "mapping", "config", "conf", "kwargs", "params", "headers",
                 "options", "counts", "cache", "settings", "context", "env", "meta", "attrs"}))
    return Kind::Dict;
  if (one_of(n, {"lst", "list", "arr", "array", "nums", "numbers", "items", "values", "elements",
                 "seq", "l", "li", "vec", "data", "arr1", "arr2", "list1", "list2"}) ||
      (n.size() > 3 && n.back() == 's' && !ends(n, "ss") && !ends(n, "us") &&
       !one_of(n, {"address", "class", "process", "status", "alias", "kwargs", "args"})))
    return Kind::List;
  if (one_of(n,
             {"s",        "text",      "string",   "str",   "line",       "word",      "sentence",
              "msg",      "message",   "content",  "query", "key",        "title",     "label",
              "prefix",   "suffix",    "sep",      "char",  "c",          "ch",        "pattern",
              "token",    "name",      "username", "user",  "first_name", "last_name", "password",
              "date",     "email",     "mail",     "url",   "uri",        "link",      "endpoint",
              "href",     "host",      "hostname", "path",  "file",       "filename",  "fname",
              "filepath", "file_path", "dirname",  "dir",   "directory",  "folder",    "src",
              "dst",      "html",      "body",     "code",  "word1",      "word2",     "s1",
              "s2",       "str1",      "str2",     "mode",  "encoding"}) ||
      ends(n, "_path") || ends(n, "_file") || ends(n, "_dir") || ends(n, "_name") ||
      ends(n, "_url") || ends(n, "_str") || ends(n, "_text"))
    return Kind::Str;
  return Kind::Mock;
}

/// `k` for a path ending in `['k']`, else empty.
std::string item_key(const std::string& path) {
  if (path.size() < 4 || path.compare(path.size() - 2, 2, "']") != 0) return "";
  size_t open = path.rfind("['");
  return open == std::string::npos ? "" : path.substr(open + 2, path.size() - open - 4);
}

/// A string shaped by what the name says it holds.
std::string string_for(const std::string& raw) {
  std::string n = lower(raw);
  auto has = [&](const char* part) { return n.find(part) != std::string::npos; };
  if (has("url") || has("uri") || has("link") || has("endpoint") || has("href"))
    return "'https://example.com/index.html'";
  if (has("mail")) return "'user@example.com'";
  if (has("dir") || has("folder")) return "'/tmp/hyexec'";
  if (has("path") || has("file") || n == "fname" || n == "src" || n == "dst")
    return "'/tmp/hyexec/data.txt'";
  if (has("host")) return "'localhost'";
  if (has("date")) return "'2024-01-01'";
  if (has("password")) return "'secret'";
  if (has("name") || has("user")) return "'alice'";
  if (one_of(n, {"c", "ch", "char", "sep", "letter"})) return "'a'";
  if (has("html")) return "'<html><body><p>hello</p></body></html>'";
  if (has("key")) return "'key'";
  if (n == "mode") return "'r'"; // open()'s
  if (has("encoding")) return "'utf-8'";
  return "'hello world'";
}

/// What a file the program reads holds, by its extension.
std::string file_content(const std::string& path) {
  std::string p = lower(path);
  if (ends(p, ".csv")) return "'name,age\\nalice,30\\nbob,25\\n'";
  if (ends(p, ".json")) return "'{\"name\": \"alice\", \"age\": 30}'";
  if (ends(p, ".html") || ends(p, ".htm")) return "'<html><body><p>hello</p></body></html>'";
  return "'line one\\nline two\\n'";
}

/// `s` as a Python string literal.
std::string quote(const std::string& s) {
  std::string out = "'";
  for (unsigned char c : s) {
    if (c == '\\' || c == '\'') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n' || c == '\t' || c == '\r') { // as repr() writes them
      out += c == '\n' ? "\\n" : c == '\t' ? "\\t" : "\\r";
    } else if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "'";
}

class Synthesis {
public:
  Synthesis(const UsageMap& usage, const std::string& source) : usage_(usage), source_(source) {}

  const Usage& uses(const std::string& path) const {
    static const Usage kNone;
    const Usage* u = usage_.find(canonical_path(path));
    return u ? *u : kNone;
  }

  /// The kind of value the uses of `path` call for.
  Kind infer(const std::string& path) const {
    const Usage& u = uses(path);
    if (u.attr_stored) return Kind::Mock;
    if (u.dated) return Kind::Date;
    // `d.year`, `d.month`: what only a date's attributes are.
    if (!u.attrs.empty() && all_in(u.attrs, kDateAttrs) &&
        has_any(u.attrs, {"year", "month", "day", "weekday", "isoformat", "strftime"}))
      return Kind::Date;
    if (!u.attrs.empty()) {
      // An attribute read but never called (`result.index.name`) is data:
      // an object of its own, whatever builtin has a method of that name.
      if (u.methods.size() < u.attrs.size()) return Kind::Mock;
      if (has_any(u.attrs, kFileMethods) && all_in(u.attrs, kFileMethods)) return Kind::File;
      // `count`, `index` only: a list as much as a str (the other is an
      // alternative, ContainerAlternative): a list where the name says so.
      if (all_in(u.attrs, {"count", "index"}) && u.str_keys.empty())
        return kind_from_name(last_name(path)) == Kind::List ? Kind::List : Kind::Str;
      if (all_in(u.attrs, kListMethods) && !u.str_keys.size()) return Kind::List;
      if (has_any(u.attrs, kStrMethods) && all_in(u.attrs, kStrMethods)) return Kind::Str;
      if (all_in(u.attrs, kDictMethods)) return Kind::Dict;
      if (all_in(u.attrs, kSetMethods)) return Kind::Set;
      return Kind::Mock; // methods no builtin type has: an object of its own
    }
    if (u.called || u.context) return Kind::Mock;
    if (!u.str_keys.empty() || u.mapping) return Kind::Dict;
    if (u.real) return Kind::Float;
    if (u.numeric) return Kind::Int;
    if (u.set_like) return Kind::Set;
    if (u.text) return Kind::Str;
    if (u.roles.count("open")) return Kind::Str;
    if (u.roles.count("index")) return Kind::Int;
    if (u.iterated || u.sized || u.int_indexed || u.sliced || u.unpack) {
      // (Unpacked into names, the items are values of their own: a tuple.)
      if (char_items(path) && u.unpack == 0) return Kind::Str;
      Kind k = path.back() == ']' ? Kind::List : kind_from_name(last_name(path));
      return k == Kind::Str || k == Kind::Dict ? k : Kind::List;
    }
    for (const std::string& role : u.roles) {
      if (role == "str" || role == "repr") continue; // they convert anything
      Kind k = kind_from_name(role);
      if (k != Kind::Mock) return k;
    }
    // An element or item says nothing by its container's name.
    if (path.back() == ']') return Kind::Mock;
    return kind_from_name(last_name(path));
  }

  /// Whether the items of `path` are used as characters and nothing else:
  /// tested by class, case-mapped, compared with one-character literals
  /// (`for c in s: if c.isupper()`), as a str's items are.
  bool char_items(const std::string& path) const {
    const Usage* u = usage_.find(canonical_path(path) + "[]");
    if (!u || (u->attrs.empty() && u->equals.empty()) || !all_in(u->attrs, kCharMethods))
      return false;
    // One character, in the repr analysis gives (`'a'`, `'\\n'`).
    return std::all_of(u->equals.begin(), u->equals.end(), [](const std::string& v) {
      return v.size() >= 3 && v.front() == '\'' &&
             (v.size() == 3 || (v.size() == 4 && v[1] == '\\'));
    });
  }

  /// Whether `path` is used as a str and a list both are (iterated, sized,
  /// indexed, sliced, counted): the kind not guessed is its next candidate.
  bool container_alternative(const std::string& path) const {
    const Usage& u = uses(path);
    return u.iterated || u.sized || u.int_indexed || u.sliced ||
           (!u.attrs.empty() && all_in(u.attrs, {"count", "index"}));
  }

  /// `x is True` (or False, None): the singleton it is compared with.
  std::optional<std::string> singleton(const std::string& path) const {
    for (const std::string& v : uses(path).equals)
      if (v == "True" || v == "False" || v == "None") return v;
    return std::nullopt;
  }

  /// Every str (or int) literal `path` is compared with by `==`, in order:
  /// each enters another branch, the first is the value tried first.
  std::vector<std::string> compared_literals(const std::string& path, bool strs) const {
    std::vector<std::string> out;
    for (const std::string& v : uses(path).equals)
      if (v != "True" && v != "False" && v != "None" && (v[0] == '\'') == strs) out.push_back(v);
    return out;
  }

  std::string value(Kind k, const std::string& path, int depth) const {
    switch (k) {
    case Kind::Str: {
      std::vector<std::string> seen = compared_literals(path, true);
      return seen.empty() ? string_for(last_name(path)) : seen.front();
    }
    case Kind::Int: {
      std::vector<std::string> seen = compared_literals(path, false);
      if (!seen.empty()) return seen.front();
      // An axis exists in every array; 3 would be out of range in most.
      return one_of(lower(last_name(path)), {"axis", "dim"}) ? "0" : "3";
    }
    case Kind::Float: return "1.5";
    case Kind::Bool: return "True";
    case Kind::List: return list_for(path, depth);
    case Kind::Dict: return dict_for(path, depth);
    case Kind::Set: return "{1, 2, 3}";
    case Kind::File: return "mock_file('line one\\nline two\\n')";
    case Kind::Date: return date_for(path, 31);
    case Kind::Mock: return "Mock(" + quote(path) + ")";
    }
    return "None";
  }

  /// A date of January 2024 (a datetime where its time of day is read):
  /// the 31st is past any month's shorter end, the 1st starts one.
  std::string date_for(const std::string& path, int day) const {
    if (has_any(uses(path).attrs, kTimeOfDay))
      return "__import__('datetime').datetime(2024, 1, " + std::to_string(day) + ", 12, 30)";
    return "__import__('datetime').date(2024, 1, " + std::to_string(day) + ")";
  }

  /// A value for `path` (an element, an item) from its own uses.
  std::string element(const std::string& path, int depth) const {
    if (depth > 3) return "Mock(" + quote(path) + ")";
    const Usage& u = uses(path);
    // Unpacked, and used as an object elsewhere (the canonical path merges
    // positions and call sites): a stand-in, which can be both.
    if (u.unpack > 0 && !u.attrs.empty()) return "Mock(" + quote(path) + ")";
    if (u.unpack > 0) return tuple_of(unpacked_items(path, depth));
    if (std::optional<std::string> s = singleton(path)) return *s;
    Kind k = infer(path);
    // An element nothing is known of: a number (lists of numbers are the
    // commonest data in snippets), unless it is used as an object.
    bool plain = k == Kind::Mock && u.attrs.empty() && !u.called && !u.context && !u.attr_stored &&
                 path.back() == ']';
    if (plain) {
      // An item under a string key says what it holds by the key (`['name']`).
      std::string key = item_key(path);
      if (!key.empty())
        k = kind_from_name(key) == Kind::Mock ? Kind::Int : kind_from_name(key);
      else if (Kind named = kind_from_name(last_name(path));
               named == Kind::Mock || named == Kind::List || named == Kind::Str)
        // A name that says list (`nums`, `words`) is the container's, not
        // its items': numbers; a str's items are strs.
        k = named == Kind::Str ? Kind::Str : Kind::Int;
    }
    return value(k, plain && k == Kind::Str ? item_key(path) : path, depth + 1);
  }

  /// The items of a value unpacked into `uses(path).unpack` targets, each
  /// from the uses of its own position where it has any (UsageMap).
  std::vector<std::string> unpacked_items(const std::string& path, int depth) const {
    std::vector<std::string> items;
    for (int i = 0; i < uses(path).unpack; ++i) {
      std::string position = canonical_path(path) + "[#" + std::to_string(i) + "]";
      bool own = usage_.find(position) != nullptr;
      items.push_back(element(own ? position : path + "[" + std::to_string(i) + "]", depth + 1));
    }
    return items;
  }

  static std::string tuple_of(const std::vector<std::string>& items) {
    std::string t = "(";
    for (size_t i = 0; i < items.size(); ++i)
      t += items[i] + (items.size() == 1 ? "," : "") + (i + 1 < items.size() ? ", " : "");
    return t + ")";
  }

  std::string list_for(const std::string& path, int depth) const {
    std::string base = canonical_path(path);
    std::string out = "[";
    int n = uses(path).length >= 0 ? uses(path).length : 3;
    for (int i = 0; i < n; ++i) {
      std::string e = element(base + "[" + std::to_string(i) + "]", depth);
      if (e == "3") e = std::to_string(i + 1);
      out += (i ? ", " : "") + e;
    }
    return out + "]";
  }

  std::string dict_for(const std::string& path, int depth) const {
    const Usage& u = uses(path);
    std::string base = canonical_path(path);
    std::string out = "{";
    if (u.str_keys.empty()) return "{'key': " + element(base + "[]", depth) + "}";
    bool first = true;
    for (const std::string& k : u.str_keys) {
      out += (first ? "" : ", ") + k + ": " + element(base + "[" + k + "]", depth);
      first = false;
    }
    return out + "}";
  }

  /// Candidates for a value used as `path` (a name, attribute, call result, item).
  /// A `parameter` of the unit under test that nothing tells apart is an
  /// int (a simple guess the concolic search can then vary), not a stand-in.
  std::vector<std::string> typed(const std::string& path, bool parameter = false) const {
    const Usage& u = uses(path);
    std::string name = last_name(path);
    std::string title = name.empty() ? "Unknown" : name;
    if (u.exception) return {"mock_exception(" + quote(title) + ")"};
    if (u.base_class) return {"mock_class(" + quote(title) + ", " + quote(path) + ")"};
    if (u.decorator) return {"identity_decorator", "Mock(" + quote(path) + ")"};
    // An operand of `@` is an array (no builtin type defines it): a square
    // one of hyexec's small numpy, which any chain of `@`, `+` and `*` with
    // others like it or with numbers takes.
    if (u.matrix && u.attrs.empty())
      return {"__import__('_numpy').array([[1, 2], [3, 4]])", "Mock(" + quote(path) + ")"};
    // Text that is no JSON would only fail the parse: the document alone.
    if (std::string j = json_text(path); !j.empty()) return {j};
    Kind k = infer(path);
    // `a & b` of two parameters: ints first (the search can vary them), sets next.
    bool set_operand = parameter && k == Kind::Set && u.attrs.empty();
    if ((parameter && k == Kind::Mock && u.attrs.empty() && !u.called && !u.context) || set_operand)
      k = Kind::Int;
    if (std::optional<std::string> s = singleton(path)) return {*s, "Mock(" + quote(path) + ")"};
    // Unpacked (`a, b = x`): a tuple of that many.
    std::vector<std::string> out{u.unpack > 0 && (k == Kind::List || k == Kind::Mock)
                                     ? element(path, 0)
                                     : value(k, path, 0)};
    // Unpacked (`mimetype, encoding = guess(p)`) into items the code tests
    // for truth: each item falsy (None) in turn, the branch for a part the
    // call did not find.
    if (u.unpack > 0 && (k == Kind::List || k == Kind::Mock) &&
        uses(canonical_path(path) + "[]").truth) {
      std::vector<std::string> items = unpacked_items(path, 0);
      for (std::string& item : items) {
        std::string kept = std::exchange(item, "None");
        out.push_back(tuple_of(items));
        item = kept;
      }
    }
    // A parameter a str and a list both fit: the other right after the guess.
    if (parameter && (k == Kind::List || k == Kind::Str) && u.unpack == 0 &&
        container_alternative(path))
      out.push_back(value(k == Kind::List ? Kind::Str : Kind::List, path, 0));
    // Other values of the same kind first (another branch), then other kinds.
    if (k == Kind::Int || k == Kind::Str)
      for (const std::string& v : compared_literals(path, k == Kind::Str)) out.push_back(v);
    if (k == Kind::Int) out.insert(out.end(), {"1", "0", "-1"});
    if (k == Kind::Float) out.insert(out.end(), {"0.0", "-1.5"});
    if (k == Kind::Str) out.insert(out.end(), {"''", "'a'"});
    if (k == Kind::List) out.push_back("[]");
    if (k == Kind::Dict) out.push_back("{}");
    if (k == Kind::Bool) out.push_back("False");
    if (k == Kind::Date) out.push_back(date_for(path, 1));
    if (set_operand) out.push_back(value(Kind::Set, path, 0));
    // Something the snippet calls is no int, str, list, dict or None: those
    // would only invent a "not callable" TypeError.
    bool callable_only = u.called && k == Kind::Mock && !parameter;
    for (Kind alt : {Kind::Mock, Kind::Int, Kind::Str, Kind::List, Kind::Dict})
      if (alt != k && !callable_only) out.push_back(value(alt, path, 0));
    if (!callable_only) out.push_back("None");
    // Inside `try`, a call may raise what the handlers catch: tried second.
    for (auto it = u.handled.rbegin(); it != u.handled.rend(); ++it)
      out.insert(out.begin() + 1, "raise " + *it);
    // Two answers may coincide (an int compared with 1): keep the first.
    std::vector<std::string> unique;
    for (const std::string& e : out)
      if (std::find(unique.begin(), unique.end(), e) == unique.end()) unique.push_back(e);
    return unique;
  }

  /// The text of a JSON document for a value `json.loads` parses: the
  /// document its result's uses call for (`obj.get('ok')`, `obj['value']`),
  /// so the parse succeeds and the code after it runs. Empty for other values.
  std::string json_text(const std::string& path) const {
    const std::string& doc = uses(path).json_of;
    if (doc.empty()) return "";
    Kind k = infer(doc);
    if (k == Kind::Mock || k == Kind::File) k = Kind::Dict;
    std::string v = value(k, doc, 0);
    // A stand-in has no JSON form: the keys with plain values then.
    if (v.find("Mock(") != std::string::npos) return "'{}'";
    return "__import__('json').dumps(" + v + ")";
  }

  /// Candidates for the concrete value a use of the stand-in `path` needs.
  std::vector<std::string> concrete(const std::string& path, const std::string& hint) const {
    if (hint == "bool") return {"True", "False"};
    if (hint == "exists") return {"True", "False"}; // a file nobody wrote: both
    if (hint == "dir") {
      // A folder the program lists or enters: files of the kind it reads
      // (CSV where it reads tables), then an empty folder.
      std::string ext = source_.find("csv") != std::string::npos ? ".csv" : ".txt";
      return {"['data" + ext + "', 'notes" + ext + "']", "[]"};
    }
    if (hint == "file") {
      // A CSV read into a table holds the columns the snippet names.
      if (std::string table = table_file_text(usage_, source_);
          !table.empty() && ends(lower(path), ".csv"))
        return {quote(table), "''"};
      // A file parsed by json.load holds the document its result's uses
      // call for (`cfg['host']`, `.keys()`), unless its name says otherwise.
      if (const std::string& doc = usage_.json_load();
          !doc.empty() && !ends(lower(path), ".csv") && !ends(lower(path), ".html")) {
        Kind k = infer(doc);
        if (k != Kind::List) k = Kind::Dict;
        if (std::string v = value(k, doc, 0); v.find("Mock(") == std::string::npos)
          return {"__import__('json').dumps(" + v + ")", file_content(path), "''"};
      }
      return {file_content(path), "''"}; // the empty file: an edge case
    }
    Kind k = infer(path);
    Kind want = Kind::Mock;
    if (hint == "int" || hint == "index") want = Kind::Int;
    if (hint == "float") want = k == Kind::Int ? Kind::Int : Kind::Float;
    if (hint == "str") want = Kind::Str;
    if (hint == "list" || hint == "tuple") want = Kind::List;
    if (hint == "dict") want = Kind::Dict;
    if (hint == "set") want = Kind::Set;
    if (hint == "iter" || hint == "len")
      want = k == Kind::Str || k == Kind::Dict || k == Kind::Set ? k : Kind::List;
    // Unpacked: as many items, each from its position's uses; never the
    // stand-in `element` gives a path also used as an object (`fig, ax =
    // subplots()` then `fig, (a, b) = subplots(1, 2)`), whose iteration would
    // ask this again, endlessly.
    if (hint == "iter" && want == Kind::List && uses(path).unpack > 0)
      return {tuple_of(unpacked_items(path, 0))};
    if (hint == "bytes") return {"b'data'"};
    if (std::string j = json_text(path); !j.empty() && hint == "str") return {j};
    if (want == Kind::Mock) want = k == Kind::Mock ? Kind::Int : k;
    std::string v = value(want, path, 0);
    if (hint == "tuple") v = "tuple(" + v + ")";
    std::vector<std::string> out{v};
    if (want == Kind::Int || want == Kind::Str)
      for (const std::string& lit : compared_literals(path, want == Kind::Str))
        if (lit != v) out.push_back(lit);
    if (want == Kind::Int) out.insert(out.end(), {"1", "0", "-1"});
    if (want == Kind::List) out.insert(out.end(), {"[]"});
    if (want == Kind::Str) out.insert(out.end(), {"'a'", "''"});
    return out;
  }

private:
  const UsageMap& usage_;
  std::string source_; /// the module's text (table_file_text reads its groupby keys)
};

/// Whether `name` is used as what its module exports: a function or class
/// is called, decorates, is subclassed or passed on; a constant or typing
/// name may be used in any way. (`cache` spread into a dict is a variable,
/// not functools.cache.)
bool used_as_export(const std::string& name, const Usage& u) {
  if (is_constant_export(name)) return true;
  return u.called || u.decorator || u.base_class || !u.roles.empty();
}

/// Whether `name`'s uses are ones no function or class of a module admits
/// (spread as a mapping, iterated, measured, indexed, unpacked, computed
/// with): a variable of the snippet's even in a file with no import at all.
bool used_against_export(const std::string& name, const Usage& u) {
  if (is_constant_export(name)) return false;
  return u.mapping || u.iterated || u.sized || u.int_indexed || u.sliced || !u.str_keys.empty() ||
         u.unpack > 0 || u.numeric || u.text;
}

/// hyexec's own stand-in for third-party `module`, a pylib module that
/// computes as the real one does (`_numpy`, `_sympy`), or empty.
std::string own_stand_in(const std::string& module) {
  if (module == "numpy" || module == "np") return "_numpy";
  if (module == "sympy") return "_sympy";
  if (module == "pandas" || module == "pd") return "_pandas";
  return "";
}

/// What stands for third-party `module` bound to `path`: hyexec's own
/// stand-in, else a Mock, whose every use is asked again.
std::string stand_in_module(const std::string& module, const std::string& path) {
  std::string own = own_stand_in(module);
  return own.empty() ? "Mock(" + quote(path) + ")" : "__import__(" + quote(own) + ")";
}

/// The answers for third-party `module` bound to `path`: hyexec's own
/// stand-in first, and where there is one a Mock second, for code that uses
/// what the small library does not model (a run it ended `unsupported` may
/// go on with the Mock, whose runs are stand-ins' and say so).
std::vector<Answer> module_answers(const std::string& module, const std::string& path) {
  std::vector<Answer> out{{stand_in_module(module, path), false}};
  if (!own_stand_in(module).empty()) out.push_back({"Mock(" + quote(path) + ")", false});
  return out;
}

/// What stands for `name` of third-party `module`: the name in hyexec's
/// own stand-in, else a Mock.
std::string stand_in_export(const std::string& module, const std::string& name) {
  std::string own = own_stand_in(module);
  return own.empty() ? "Mock(" + quote(name) + ")" : "__import__(" + quote(own) + ")." + name;
}

/// `numpy` of `numpy.linalg`.
std::string top_level(const std::string& module) {
  return module.substr(0, module.find('.'));
}

/// Whether `q` comes from a stand-in (its attributes, calls, items and
/// values carry no hint of where else they come from), not from a module's
/// missing name, a missing module or super() outside a class.
bool from_stand_in(const Query& q) {
  switch (q.ask) {
  case Ask::Attribute:
  case Ask::Call: return q.hint.empty();
  case Ask::Item:
  case Ask::Value: return q.hint != "file" && q.hint != "dir" && q.hint != "exists";
  default: return false;
  }
}

/// Whether a seed may be a value of kind `k` (a stand-in's kind admits any).
bool fits(Seed::Kind seed, Kind k) {
  switch (k) {
  case Kind::Str: return seed == Seed::Kind::Str;
  case Kind::Int: return seed == Seed::Kind::Int || seed == Seed::Kind::Bool;
  case Kind::Float: return seed == Seed::Kind::Float || seed == Seed::Kind::Int;
  case Kind::Bool: return seed == Seed::Kind::Bool;
  case Kind::List: return seed == Seed::Kind::List;
  case Kind::Dict: return seed == Seed::Kind::Dict;
  case Kind::Set: return seed == Seed::Kind::Set || seed == Seed::Kind::List;
  case Kind::File:
  case Kind::Date: return false;
  case Kind::Mock: return true;
  }
  return false;
}

/// Whether the module's top level defines `name` by a def or a class.
bool defines_at_top_level(const ast::Module& m, const std::string& name) {
  for (const ast::Stmt* s : m.body) {
    if (s->kind == ast::StmtKind::ClassDef && static_cast<const ast::ClassDef*>(s)->name == name)
      return true;
    if ((s->kind == ast::StmtKind::FunctionDef || s->kind == ast::StmtKind::AsyncFunctionDef) &&
        static_cast<const ast::FunctionDef*>(s)->name == name)
      return true;
  }
  return false;
}

/// For `from M import name` (hint `M.name`, `.name` for `from . import
/// name`) of a name the snippet itself defines: that definition. A snippet
/// that is a module and its test pasted together imports from the module
/// what it defined above; evaluated in the program's globals, the answer is
/// its own function or class (a stand-in while not yet defined).
std::string own_definition(const Query& q, const ast::Module& m) {
  if (q.ask != Ask::Attribute || q.hint == "module") return "";
  size_t dot = q.hint.rfind('.');
  if (dot == std::string::npos) return "";
  std::string name = q.hint.substr(dot + 1);
  return defines_at_top_level(m, name) ? name : "";
}

/// What one command-line argument of the snippet should be, as a str
/// literal, by its uses (`int(sys.argv[1])`: '3'; passed as `host=`:
/// 'localhost'; compared with '--help': that); else a file name, which
/// scripts take most.
std::string command_line_argument(const Usage* item) {
  if (!item) return "'input.txt'";
  for (const std::string& v : item->equals)
    if (v[0] == '\'') return v;
  if (item->numeric) return "'3'";
  for (const std::string& role : item->roles) {
    if (role == "int" || role == "index") return "'3'";
    if (role == "float") return "'1.5'";
    if (role == "open") return "'input.txt'";
    Kind k = kind_from_name(role);
    if (k == Kind::Int) return "'3'";
    if (k == Kind::Float) return "'1.5'";
    if (k == Kind::Str) return string_for(role);
  }
  return "'input.txt'";
}

/// The command lines a snippet that reads `sys.argv` past the script's name
/// may have been run with: as many arguments as it indexes (`sys.argv[2]`:
/// two), one where it only measures, slices, pops or iterates them; then
/// none (its usage message). Empty when it reads none.
std::vector<std::string> command_lines(const UsageMap& usage) {
  const Usage* argv = usage.find("sys.argv");
  if (!argv) return {};
  int n = argv->max_index;
  if (n < 1 && (argv->sized || argv->sliced || argv->iterated || !argv->attrs.empty())) n = 1;
  if (n < 1) return {};
  std::string arg = command_line_argument(usage.find("sys.argv[]"));
  std::string script = "__import__('sys').argv[0]";
  std::string line = "[" + script;
  for (int i = 0; i < n; ++i) line += ", " + arg;
  return {line + "]", "[" + script + "]"};
}

/// The literal kind of a Python expression, as far as a default's repr or
/// a guess shows it: 'i' int, 'f' float, 's' str, 0 anything else.
char literal_kind(const std::string& e) {
  if (e.empty()) return 0;
  if (e[0] == '\'' || e[0] == '"') return 's';
  size_t i = e[0] == '-' ? 1 : 0;
  if (i == e.size() || e.find_first_not_of("0123456789.e-", i) != std::string::npos) return 0;
  return e.find_first_of(".e") == std::string::npos ? 'i' : 'f';
}

/// The answers for a parameter with a default (hint `default:D`,
/// interp/entry.cpp): none first, the default standing; then the other
/// truth value of a bool, else the parameter's own guesses that differ
/// from the default, those of the default's kind first. At most three
/// besides the default: each is another call for the search to run.
std::vector<Answer> defaulted_answers(const std::string& d, const std::vector<Answer>& guesses) {
  std::vector<Answer> out{Answer{}};
  if (d == "True" || d == "False") return {Answer{}, {d == "True" ? "False" : "True", false}};
  char kind = literal_kind(d);
  for (int pass = 0; pass < 2; ++pass)
    for (const Answer& g : guesses)
      if (out.size() < 4 && g.expr != d && !g.expr.empty() &&
          (kind == 0 || (literal_kind(g.expr) == kind) == (pass == 0)) &&
          std::none_of(out.begin(), out.end(), [&](const Answer& a) { return a.expr == g.expr; }))
        out.push_back(g);
  return out;
}

/// What stands now for a name old code uses that Python 3 removed or moved
/// (oracle/python2_names.h): an undefined builtin used as one (called,
/// tested against, passed on: a variable `file` is no file()), a module's
/// name the module lacks (`M.name`, hint `module`) or `from M import name`
/// (hint `M.name`); empty for any other query.
std::string python3_spelling(const Query& q, const Usage& u) {
  if (q.ask == Ask::Name)
    return u.called || u.base_class || !u.roles.empty() ? python3_builtin(q.path) : "";
  if (q.ask != Ask::Attribute) return "";
  const std::string& dotted = q.hint == "module" ? q.key : q.hint;
  size_t dot = dotted.rfind('.');
  if (dot == std::string::npos) return "";
  return python3_module_name(dotted.substr(0, dot), dotted.substr(dot + 1));
}

/// Whether the builtin value literal `expr` would have every attribute in
/// `attrs`; true for what is no plain literal (a call, a stand-in, a lambda).
/// An instance of the snippet's own class stands for a parameter used by
/// those attributes: a list or an int in its place only raises
/// AttributeError, an error no caller of the code would meet.
bool literal_may_have(const std::string& expr, const std::set<std::string>& attrs) {
  if (expr.empty()) return true;
  const std::set<std::string>* methods = nullptr;
  static const std::set<std::string> kNone, kTuple = {"count", "index"};
  char c = expr[0];
  bool text = c == '\'' || c == '"' ||
              ((c == 'b' || c == 'r') && expr.size() > 1 && (expr[1] == '\'' || expr[1] == '"'));
  if (text)
    methods = &kStrMethods;
  else if (c == '[')
    methods = &kListMethods;
  else if (c == '(')
    methods = &kTuple;
  else if (c == '{')
    methods = expr == "{}" || expr.find(':') != std::string::npos ? &kDictMethods : &kSetMethods;
  else if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || expr == "None" ||
           expr == "True" || expr == "False")
    methods = &kNone; // what code reads of a number is no method a snippet's class has
  if (!methods) return true;
  return all_in(attrs, *methods);
}

} // namespace

OfflineOracle::OfflineOracle(const ast::Module& module, Scope scope)
    : usage_(UsageMap::analyse(module)), scope_(scope), seeds_(program_constants(module)),
      module_(&module) {}

std::vector<std::string> OfflineOracle::with_seeds(std::vector<std::string> typed, int kind) const {
  // The guess of the usage analysis first, then the program's constants of
  // its kind, the other guesses, and the constants of other kinds last.
  std::vector<std::string> out(typed.begin(), typed.begin() + std::min<size_t>(1, typed.size()));
  auto add = [&](const std::string& e) {
    if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  };
  for (const Seed& s : seeds_)
    if (fits(s.kind, static_cast<Kind>(kind))) add(s.expr);
  for (const std::string& e : typed)
    if (e.find("Mock(") == std::string::npos) add(e);
  for (const Seed& s : seeds_) add(s.expr);
  // A stand-in only where no real value did.
  for (const std::string& e : typed) add(e);
  return out;
}

std::vector<Answer> OfflineOracle::candidates(const Query& q) const {
  Synthesis s(usage_, std::string(module_->source));
  std::vector<Answer> out;
  // A builtin type's name the snippet uses as a variable of its own
  // (`list.sort()`): a value of that type, the interpreter binding it
  // before the module runs (interp/builtin_shadows.cpp).
  if (q.hint == "builtin") {
    if (scope_ == Scope::Imports || !usage_.shadows_builtin(q.path)) return {};
    for (const std::string& e : s.typed(q.path)) out.push_back({e, false});
    return out;
  }
  // The command line of a snippet that reads its arguments (sys.argv),
  // bound before the module runs (interp/command_line.h).
  if (q.hint == "argv") {
    if (scope_ == Scope::Imports) return {};
    for (const std::string& e : command_lines(usage_)) out.push_back({e, false});
    return out;
  }
  auto guesses = [&](const std::vector<std::string>& exprs) {
    for (const std::string& e : exprs) out.push_back({e, false});
  };
  if (q.ask == Ask::Name) {
    // Stripped imports: a module used as such, a name its module exports.
    const Usage& u = s.uses(q.path);
    bool only_attrs = !u.called && !u.iterated && !u.numeric && !u.text && u.str_keys.empty();
    bool stripped = scope_ == Scope::Everything || !usage_.has_imports();
    // A stripped import's module is used through its names (`array.array`);
    // a name only passed on (`islice(array, 5)`) is a variable of that name.
    if (stripped && is_implemented_module(q.path) && only_attrs && !u.attrs.empty())
      return {{"__import__(" + quote(q.path) + ")", true}};
    // In a file with no import at all every use is one; with some imports,
    // only a use as the module's function or constant is (`cache` spread into
    // a dict is a variable of the snippet's).
    if (std::string m = module_exporting(q.path);
        stripped && !m.empty() &&
        (export_needs_call(q.path) ? u.called
                                   : !used_against_export(q.path, u) &&
                                         (used_as_export(q.path, u) || !usage_.has_imports())))
      return {{"__import__(" + quote(m) + ")." + q.path, true}};
    if (stripped && is_third_party_module(q.path)) return module_answers(q.path, q.path);
    if (std::string m = third_party_module_exporting(q.path);
        stripped && !m.empty() && (used_as_export(q.path, u) || only_attrs)) {
      std::vector<Answer> out{{stand_in_export(m, q.path), false}};
      if (!own_stand_in(m).empty()) out.push_back({"Mock(" + quote(q.path) + ")", false});
      return out;
    }
    if (scope_ == Scope::Imports) return {};
    // A DataFrame nobody defines: hyexec's small pandas, the columns named.
    if (std::string f = frame_stand_in(usage_, std::string(module_->source), q.path); !f.empty())
      out.push_back({f, false});
  } else if (scope_ == Scope::Imports && q.ask != Ask::Argument && !from_stand_in(q) &&
             !((q.ask == Ask::Module || q.ask == Ask::Attribute) &&
               is_third_party_module(top_level(q.hint)))) {
    // An entry's parameters are inputs, a stand-in already given (for a
    // stripped numpy) must keep answering, and a known package that is not
    // installed is taken as installed (the snippet's author had it); anything
    // else keeps CPython's error.
    return {};
  }
  if (std::string now = python3_spelling(q, s.uses(q.path)); !now.empty())
    out.push_back({now, false});
  if (std::string own = own_definition(q, *module_); !own.empty()) out.push_back({own, false});
  switch (q.ask) {
  case Ask::Module: return module_answers(q.hint, q.path);
  case Ask::Value: guesses(s.concrete(q.path, q.hint)); break;
  case Ask::Argument:
    // An object of the snippet's own class, made by its constructor, first.
    if (std::string c = own_class_instance(*module_, s.uses(q.path),
                                           [&](const std::string& p) {
                                             // A real value with items first (the instance
                                             // is real and has some); a dict for dict().
                                             std::vector<std::string> t = s.typed(p, true);
                                             bool mapping = s.uses(p).roles.count("dict");
                                             if (mapping)
                                               t.insert(t.begin(), s.value(Kind::Dict, p, 0));
                                             for (int pass = 0; pass < 2; ++pass)
                                               for (const std::string& e : t)
                                                 if (e.find("Mock(") == std::string::npos &&
                                                     e != "[]" && e != "{}" && e != "''" &&
                                                     (pass || !mapping || e[0] == '{'))
                                                   return e;
                                             return t.empty() ? std::string() : t.front();
                                           });
        !c.empty()) {
      guesses({c});
      const std::set<std::string>& attrs = s.uses(q.path).attrs;
      for (const std::string& e :
           with_seeds(s.typed(q.path, true), static_cast<int>(s.infer(q.path))))
        if (literal_may_have(e, attrs)) guesses({e});
      break;
    }
    guesses(with_seeds(s.typed(q.path, true), static_cast<int>(s.infer(q.path))));
    if (q.hint.rfind("default:", 0) == 0) return defaulted_answers(q.hint.substr(8), out);
    break;
  default: guesses(s.typed(q.path)); break;
  }
  // A name read inside a `try` that catches NameError: undefined, as in
  // CPython, is the other outcome the code expects (no answer, second).
  bool guarded = q.ask == Ask::Name && !out.empty() && s.uses(q.path).name_guarded;
  if (guarded) out.insert(out.begin() + 1, Answer{});
  bool may_raise = guarded || std::any_of(out.begin(), out.end(), [](const Answer& a) {
                     return a.expr.rfind("raise ", 0) == 0;
                   });
  for (Answer& a : out) a.decision = may_raise || (q.ask == Ask::Value && q.hint == "exists");
  return out;
}

Answer OfflineOracle::answer(const Query& q) {
  std::vector<Answer> all = candidates(q);
  counts_[q.key] = all.size();
  if (all.empty()) return {};
  size_t i = choice_.count(q.key) ? choice_[q.key] : 0;
  return all[std::min(i, all.size() - 1)];
}

size_t OfflineOracle::variants(const std::string& key) const {
  auto it = counts_.find(key);
  return it == counts_.end() ? 0 : it->second;
}

size_t OfflineOracle::selected(const std::string& key) const {
  auto it = choice_.find(key);
  return it == choice_.end() ? 0 : it->second;
}

} // namespace hyexec::oracle
