#include "predict/symbol_table.h"

#include "predict/text.h"

#include "cfg/ast_walk.h"
#include "cfg/bracket_scan.h"
#include "cfg/cfg.h"
#include "cfg/literals.h"
#include "cfg/parse.h"
#include "interp/interpreter.h"

#include <optional>
#include <set>
#include <sstream>

namespace hyexec::predict {

namespace {

/// The constructors an answer may use in a value (`set()`, `range(0, 3)`),
/// and `type`, which the prompt's initial table uses.
const std::set<std::string> kConstructors = {
    "set", "frozenset", "tuple", "list",  "dict",  "range",       "float", "int",
    "str", "complex",   "bool",  "bytes", "deque", "defaultdict", "type"};

/// Whether evaluating `e` can do nothing but build a value: literals, names,
/// displays, arithmetic and the constructors above.
bool is_plain_value(const ast::Expr* e) {
  switch (e->kind) {
  case ast::ExprKind::Constant:
  case ast::ExprKind::Name:
  case ast::ExprKind::Tuple:
  case ast::ExprKind::List:
  case ast::ExprKind::Set:
  case ast::ExprKind::Dict:
  case ast::ExprKind::UnaryOp:
  case ast::ExprKind::BinOp: break;
  case ast::ExprKind::Call: {
    auto* c = ast::as<ast::Call>(e);
    auto* f = ast::as<ast::Name>(c->func);
    if (!f || !kConstructors.count(f->id) || !c->keywords.empty()) return false;
    break;
  }
  default: return false;
  }
  bool ok = true;
  ast::for_each_child(e,
                      [&](const ast::Expr* child) { ok = ok && child && is_plain_value(child); });
  return ok;
}

/// The program that prints, for each entry of the table, five lines: the
/// key's str, the value's str and repr, its type's name, and whether it was
/// a (value, type) tuple; all through ascii() so each is one line.
const char* const kPrinter = R"(
for __k in __t:
    __v = __t[__k]
    __p = type(__v) is tuple and len(__v) > 0
    __x = __v[0] if __p else __v
    __ty = __v[1] if __p and len(__v) > 1 else None
    print(ascii(str(__k)))
    print(ascii(str(__x)))
    print(ascii(repr(__x)))
    print(ascii(__ty.__name__ if isinstance(__ty, type) else ('' if __ty is None else str(__ty))))
    print(1 if __p else 0)
)";

/// The text of a Python string literal printed by ascii().
std::optional<std::string> decode_ascii(const std::string& line) {
  literals::StringPrefix prefix;
  size_t prefix_len = 0, quote_len = 0;
  if (!literals::parse_prefix(line, &prefix, &prefix_len, &quote_len) ||
      line.size() < prefix_len + 2 * quote_len)
    return std::nullopt;
  std::string out, error;
  std::string_view body(line);
  body = body.substr(prefix_len + quote_len, body.size() - prefix_len - 2 * quote_len);
  if (!literals::decode_body(body, prefix, false, &out, &error)) return std::nullopt;
  return out;
}

/// Evaluates the dict display `text`; nullopt when it is not one, not plain,
/// or raises.
std::optional<std::vector<PredictedSymbol>> evaluate_table(std::string_view text) {
  std::string source = "__t = (" + std::string(text) + "\n)\n" + kPrinter;
  ParseResult parsed = parse_python("<symbol table>", source);
  if (!parsed.module || parsed.module->body.size() != 2) return std::nullopt;
  auto* assign = static_cast<const ast::Assign*>(parsed.module->body[0]);
  if (assign->kind != ast::StmtKind::Assign || !ast::as<ast::Dict>(assign->value) ||
      !is_plain_value(assign->value))
    return std::nullopt;
  cfg::BuildError build_error;
  auto program = cfg::build(*parsed.module, &build_error);
  if (!program) return std::nullopt;
  interp::RunOptions options;
  // A value such as 10**10**8 must not take the reader's time or memory.
  options.max_steps = 10000000;
  options.timeout_seconds = 1;
  options.max_memory = size_t{64} << 20;
  options.max_output = size_t{4} << 20;
  interp::RunResult r = interp::run_program(*parsed.module, *program, options);
  if (r.status != "ok") return std::nullopt;
  std::vector<std::string> lines;
  std::istringstream out(r.stdout_text);
  for (std::string line; std::getline(out, line);) lines.push_back(line);
  if (lines.size() % 5 != 0) return std::nullopt;
  std::vector<PredictedSymbol> table;
  for (size_t i = 0; i < lines.size(); i += 5) {
    auto key = decode_ascii(lines[i]), str = decode_ascii(lines[i + 1]),
         repr = decode_ascii(lines[i + 2]), type = decode_ascii(lines[i + 3]);
    if (!key || !str || !repr || !type) return std::nullopt;
    table.push_back({*key, *str, *repr, *type, lines[i + 4] == "1", true});
  }
  return table;
}

/// An entry kept as written: the key without its quotes, the first element
/// of a (value, type) tuple as the value.
PredictedSymbol raw_entry(const std::string& key, const std::string& value) {
  PredictedSymbol s;
  s.name = key;
  if (s.name.size() >= 2 && (s.name[0] == '\'' || s.name[0] == '"') && s.name.back() == s.name[0])
    s.name = s.name.substr(1, s.name.size() - 2);
  s.evaluated = false;
  std::string v = value;
  s.tuple_form = v.size() >= 2 && v.front() == '(' && v.back() == ')';
  if (s.tuple_form) {
    auto parts = split_top_level(std::string_view(v).substr(1, v.size() - 2), ',');
    v = parts.front();
    if (parts.size() > 1) s.type_name = parts[1];
  }
  s.str_value = s.repr_value = v;
  return s;
}

} // namespace

std::vector<std::string> split_top_level(std::string_view text, char sep) {
  std::vector<std::string> pieces;
  size_t start = 0;
  bracket_scan::unquoted(text, 0, [&](size_t i, int depth) {
    if (depth == 0 && text[i] == sep) {
      pieces.push_back(trimmed(text.substr(start, i - start)));
      start = i + 1;
    }
    return false;
  });
  pieces.push_back(trimmed(text.substr(start)));
  return pieces;
}

std::vector<std::pair<std::string, std::string>> split_dict_entries(std::string_view text) {
  std::string_view inner = text;
  if (!inner.empty() && inner.front() == '{') inner.remove_prefix(1);
  if (!inner.empty() && inner.back() == '}') inner.remove_suffix(1);
  std::vector<std::pair<std::string, std::string>> entries;
  for (const std::string& piece : split_top_level(inner, ',')) {
    if (piece.empty()) continue;
    // The key is up to the first top-level colon; a value may hold more (slices, dicts).
    auto key = split_top_level(piece, ':').front();
    std::string value =
        key.size() < piece.size() ? trimmed(piece.substr(piece.find(':', key.size()) + 1)) : "";
    entries.emplace_back(key, value);
  }
  return entries;
}

std::vector<PredictedSymbol> read_symbol_table(std::string_view text, bool* literal) {
  auto whole = evaluate_table(text);
  if (literal) *literal = whole.has_value();
  if (whole) return *whole;
  // One unreadable value must not lose the others: each entry alone (the
  // first few hundred: the rest of a huge table is kept as written).
  std::vector<PredictedSymbol> table;
  size_t evaluated = 0;
  for (const auto& [key, value] : split_dict_entries(text)) {
    if (value.empty()) continue;
    std::optional<std::vector<PredictedSymbol>> one;
    if (++evaluated <= 500) one = evaluate_table("{" + key + ": " + value + "}");
    if (one && one->size() == 1)
      table.push_back(one->front());
    else
      table.push_back(raw_entry(key, value));
  }
  return table;
}

} // namespace hyexec::predict
