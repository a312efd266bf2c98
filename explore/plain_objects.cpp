#include "explore/plain_objects.h"

#include "interp/strings.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace hyexec::cli {

const char* const kStandInUse = "stand-in";

namespace {

using oracle::Ask;

bool identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

/// `a.b.c` with no dunder part: a path a plain object's attributes can hold.
bool attribute_path(const std::string& key) {
  if (key.empty()) return false;
  size_t start = 0;
  for (;;) {
    size_t dot = key.find('.', start);
    std::string part =
        key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (part.empty() || std::isdigit(static_cast<unsigned char>(part[0])) ||
        !std::all_of(part.begin(), part.end(), identifier_char) ||
        (part.size() > 4 && part.rfind("__", 0) == 0 && part.substr(part.size() - 2) == "__"))
      return false;
    if (dot == std::string::npos) return true;
    start = dot + 1;
  }
}

/// Whether `text` names `path` as a whole (not `path.x`, not `xpath`).
bool mentions(const std::string& text, const std::string& path) {
  for (size_t at = text.find(path); at != std::string::npos; at = text.find(path, at + 1)) {
    size_t end = at + path.size();
    bool before = at == 0 || !(identifier_char(text[at - 1]) || text[at - 1] == '.');
    bool after = end == text.size() || !(identifier_char(text[end]) || text[end] == '.');
    if (before && after) return true;
  }
  return false;
}

/// The path `key` is an attribute of (`a.b` for `a.b.c`), or empty.
std::string parent_of(const std::string& key) {
  size_t dot = key.rfind('.');
  return dot == std::string::npos ? "" : key.substr(0, dot);
}

} // namespace

std::set<std::string> plain_objects(const interp::RunResult& r) {
  // Candidates: stand-ins answering a name or an attribute, by key.
  std::set<std::string> objects;
  for (const interp::OracleRecord& v : r.oracle_values)
    if ((v.ask == Ask::Name || v.ask == Ask::Attribute) && !v.argument && attribute_path(v.key) &&
        v.expr == "Mock(" + interp::str_repr(v.key) + ")")
      objects.insert(v.key);
  // A call, an item, a concrete value or a test of one (its truth False
  // aside: an object is true), or a use only a stand-in makes: not plain.
  for (const interp::OracleRecord& v : r.oracle_values) {
    bool use =
        v.ask == Ask::Call || v.ask == Ask::Item || v.ask == Ask::Value || v.hint == kStandInUse;
    if (!use) continue;
    for (auto it = objects.begin(); it != objects.end();) {
      bool truth = v.key == "bool(" + *it + ")" && v.expr == "True";
      it = !truth && mentions(v.key, *it) ? objects.erase(it) : std::next(it);
    }
  }
  // An attribute object needs its owner plain too (shorter keys first).
  std::vector<std::string> ordered(objects.begin(), objects.end());
  std::sort(ordered.begin(), ordered.end(),
            [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
  std::set<std::string> out;
  std::set<std::string> names;
  for (const interp::OracleRecord& v : r.oracle_values)
    if (v.ask == Ask::Name) names.insert(v.key);
  for (const std::string& k : ordered) {
    std::string parent = parent_of(k);
    if (parent.empty() ? names.count(k) > 0 : out.count(parent) > 0) out.insert(k);
  }
  return out;
}

} // namespace hyexec::cli
