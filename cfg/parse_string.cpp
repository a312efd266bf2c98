// Lowering of string literals, implicit concatenation and f-strings.
#include "cfg/fstring_check.h"
#include "cfg/parse_lower.h"

#include <cctype>
#include <set>

namespace hyexec::lower {

using namespace ast;
using cst::Child;
using cst::F;
using cst::K;

namespace {

/// Moves accumulated literal text into `parts` as a Constant, as CPython
/// merges adjacent literal pieces of a JoinedStr and drops empty ones.
void flush(Lowerer& l, TSNode where, std::string* pending, std::vector<Expr*>* parts) {
  if (pending->empty()) return;
  auto* c = l.make<Constant>(where);
  c->type = Constant::Type::Str;
  c->s = std::move(*pending);
  pending->clear();
  parts->push_back(c);
}

} // namespace

Expr* Lowerer::strings(TSNode n) {
  std::vector<TSNode> pieces;
  if (cst::kind(n) == K::concatenated_string) {
    cst::Kids kids(n);
    for (const Child& c : kids)
      if (c.kind == K::string) pieces.push_back(c.node);
  } else {
    pieces.push_back(n);
  }
  bool any_f = false, any_bytes = false, any_str = false, first_u = false;
  std::vector<Expr*> parts;
  std::string pending;
  for (size_t i = 0; i < pieces.size(); ++i) {
    TSNode piece = pieces[i];
    std::string_view whole = text(piece);
    literals::StringPrefix prefix;
    size_t prefix_len, quote_len;
    if (!literals::parse_prefix(whole, &prefix, &prefix_len, &quote_len) ||
        whole.size() < prefix_len + 2 * quote_len)
      fail(piece, "invalid syntax");
    // CPython's prefixes: r, u, f, b, and rf or rb in either order and case.
    std::string_view letters = whole.substr(0, prefix_len);
    bool repeated = letters.size() == 2 && std::tolower(letters[0]) == std::tolower(letters[1]);
    if ((prefix.bytes && prefix.fstring) || (prefix.unicode && letters.size() > 1) || repeated)
      fail(piece, "invalid syntax");
    if (i == 0) first_u = prefix.unicode;
    any_f |= prefix.fstring;
    (prefix.bytes ? any_bytes : any_str) = true;
    if (any_bytes && any_str) fail(n, "cannot mix bytes and nonbytes literals");
    size_t begin = ts_node_start_byte(piece) + prefix_len + quote_len;
    size_t end = ts_node_end_byte(piece) - quote_len;
    if (prefix.fstring) {
      fstring_parts(piece, begin, end, prefix, &parts, &pending);
    } else {
      std::string decoded, error;
      if (!literals::decode_body(src_.substr(begin, end - begin), prefix, false, &decoded, &error))
        fail(piece, error);
      pending += decoded;
    }
  }
  if (!any_f) {
    auto* c = make<Constant>(n);
    c->type = any_bytes ? Constant::Type::Bytes : Constant::Type::Str;
    c->s = std::move(pending);
    c->u_prefix = first_u;
    return c;
  }
  flush(*this, n, &pending, &parts);
  auto* j = make<JoinedStr>(n);
  j->values = std::move(parts);
  return j;
}

namespace {

/// The [start, end) of the expressions of tree-sitter's replacement fields
/// in `n`, format specs included.
void field_expressions(TSNode n, std::set<std::pair<size_t, size_t>>* out) {
  for (const Child& c : cst::Kids(n)) {
    if (c.field == F::expression)
      out->emplace(ts_node_start_byte(c.node), ts_node_end_byte(c.node));
    else if (c.kind == K::interpolation || c.kind == K::format_specifier ||
             c.kind == K::format_expression)
      field_expressions(c.node, out);
  }
}

} // namespace

void Lowerer::fstring_parts(TSNode str, size_t body_begin, size_t body_end,
                            const literals::StringPrefix& p, std::vector<Expr*>* parts,
                            std::string* pending) {
  // CPython's reading of the f-string, for its messages. An expression that
  // tree-sitter did not read as CPython does (`{lambda x:1}` is `lambda x`
  // formatted with spec `1` there) is parsed again alone, as CPython does.
  std::set<std::pair<size_t, size_t>> fields;
  field_expressions(str, &fields);
  std::string_view body = src_.substr(body_begin, body_end - body_begin);
  auto check = [&](size_t begin, size_t end) -> std::optional<std::string> {
    size_t b = begin, e = end;
    auto blank = [](char c) {
      return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
    };
    while (b < e && blank(body[b])) ++b;
    while (e > b && blank(body[e - 1])) --e;
    if (fields.count({body_begin + b, body_begin + e})) return std::nullopt;
    return fstring_expression_error(body.substr(begin, end - begin));
  };
  if (auto message = fstring_error(body, p.raw, check)) {
    Failure f;
    f.info.message = std::move(*message);
    f.info.line = span(str).end_line;
    f.info.col = span(str).end_col + 1;
    throw f;
  }
  // Literal text is everything between the interpolations.
  auto literal = [&](size_t from, size_t to) {
    if (to <= from) return;
    std::string decoded, error;
    if (!literals::decode_body(src_.substr(from, to - from), p, true, &decoded, &error))
      fail(str, error);
    *pending += decoded;
  };
  size_t pos = body_begin;
  cst::Kids kids(str);
  for (const Child& c : kids) {
    if (c.kind != K::interpolation) continue;
    literal(pos, ts_node_start_byte(c.node));
    pos = ts_node_end_byte(c.node);
    Expr* fv = interpolation(c.node, p, pending);
    flush(*this, str, pending, parts);
    parts->push_back(fv);
  }
  literal(pos, body_end);
}

Expr* Lowerer::interpolation(TSNode n, const literals::StringPrefix& p, std::string* pending) {
  DepthGuard guard(*this, n);
  cst::Kids kids(n);
  auto* fv = make<FormattedValue>(n);
  TSNode value = {}, spec = {};
  bool debug = false;
  size_t debug_end = 0;
  for (const Child& c : kids) {
    if (c.field == F::expression)
      value = c.node;
    else if (c.field == F::format_specifier)
      spec = c.node;
    else if (c.field == F::type_conversion) {
      std::string_view conv = text(c.node);
      if (conv.size() != 2 || (conv[1] != 's' && conv[1] != 'r' && conv[1] != 'a'))
        fail(c.node, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
      fv->conversion = conv[1];
    } else if (!c.named && text(c.node) == "=") {
      debug = true;
      debug_end = ts_node_end_byte(c.node);
    }
  }
  if (ts_node_is_null(value)) fail(n, "f-string: empty expression not allowed");
  if (cst::kind(value) == K::list_splat)
    fail(value, "f-string: cannot use starred expression here");
  if (cst::kind(value) == K::named_expression) {
    // `f"{x:=10}"` is `x` formatted with spec "=10", not a walrus.
    TSNode name = ts_node_child_by_field_name(value, "name", 4);
    fv->value = expr(name);
    auto* j = make<JoinedStr>(value);
    auto* c = make<Constant>(value);
    c->type = Constant::Type::Str;
    size_t from = ts_node_end_byte(name) + 1, to = ts_node_end_byte(value);
    c->s = std::string(src_.substr(from, to - from));
    j->values.push_back(c);
    fv->format_spec = j;
    return fv;
  }
  fv->value = expr_or_tuple(value);
  if (debug) {
    // `f"{x = }"` prints the source text of the expression, then its repr.
    size_t from = ts_node_start_byte(n) + 1;
    while (debug_end < src_.size() && (src_[debug_end] == ' ' || src_[debug_end] == '\t'))
      ++debug_end;
    *pending += src_.substr(from, debug_end - from);
    if (fv->conversion == -1 && ts_node_is_null(spec)) fv->conversion = 'r';
  }
  if (!ts_node_is_null(spec)) fv->format_spec = format_spec(spec, p);
  return fv;
}

Expr* Lowerer::format_spec(TSNode n, const literals::StringPrefix& p) {
  cst::Kids kids(n);
  auto* j = make<JoinedStr>(n);
  std::string pending;
  size_t pos = ts_node_start_byte(n) + 1; // past ':'
  auto literal = [&](size_t from, size_t to) {
    if (to <= from) return;
    std::string decoded, error;
    if (!literals::decode_body(src_.substr(from, to - from), p, true, &decoded, &error))
      fail(n, error);
    pending += decoded;
  };
  for (const Child& c : kids) {
    if (c.kind != K::format_expression) continue;
    literal(pos, ts_node_start_byte(c.node));
    pos = ts_node_end_byte(c.node);
    Expr* fv = interpolation(c.node, p, &pending);
    flush(*this, n, &pending, &j->values);
    j->values.push_back(fv);
  }
  literal(pos, ts_node_end_byte(n));
  flush(*this, n, &pending, &j->values);
  return j;
}

} // namespace hyexec::lower
