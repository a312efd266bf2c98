// The descent parser's string literals: implicit concatenation, bytes, and
// f-strings read as CPython 3.11 reads them (Parser/string_parser.c), with
// the nodes and spans the tree-sitter lowering gives them.
#include "cfg/descent/parser.h"
#include "cfg/fstring_check.h"

#include <utility>

namespace hyexec::descent {

using namespace ast;

namespace {

/// The position of byte `off` of `piece` (a string token).
void position_in(std::string_view src, const Token& piece, uint32_t off, uint32_t* line,
                 uint32_t* line_start) {
  *line = piece.line;
  *line_start = piece.begin - piece.col;
  for (uint32_t k = piece.begin; k < off; ++k)
    if (src[k] == '\n') ++*line, *line_start = k + 1;
}

Span span_in(std::string_view src, const Token& piece, uint32_t b, uint32_t e) {
  uint32_t line, start, end_line, end_start;
  position_in(src, piece, b, &line, &start);
  position_in(src, piece, e, &end_line, &end_start);
  return {line, b - start, end_line, e - end_start};
}

/// Moves accumulated literal text into `parts` as a Constant, as CPython
/// merges adjacent literal pieces of a JoinedStr and drops empty ones.
void flush(Arena& a, const Span& where, std::string* pending, std::vector<Expr*>* parts) {
  if (pending->empty()) return;
  auto* c = a.make<Constant>();
  c->span = where;
  c->type = Constant::Type::Str;
  c->s = std::move(*pending);
  pending->clear();
  parts->push_back(c);
}

} // namespace

Expr* Parser::strings() {
  uint32_t start = pos_;
  bool any_f = false, any_bytes = false, any_str = false, first_u = false;
  std::vector<Expr*> parts;
  std::string pending;
  for (bool first = true; at(Tok::String); first = false) {
    const Token& piece = next();
    std::string_view whole = text(piece);
    literals::StringPrefix prefix;
    size_t prefix_len, quote_len;
    if (!literals::parse_prefix(whole, &prefix, &prefix_len, &quote_len) ||
        whole.size() < prefix_len + 2 * quote_len)
      decline("bad string prefix");
    if (first) first_u = prefix.unicode;
    any_f |= prefix.fstring;
    (prefix.bytes ? any_bytes : any_str) = true;
    if (any_bytes && any_str) decline("bytes and str concatenated");
    uint32_t begin = piece.begin + static_cast<uint32_t>(prefix_len + quote_len);
    uint32_t end = piece.end - static_cast<uint32_t>(quote_len);
    if (prefix.fstring) {
      fstring(piece, begin, end, prefix, &parts, &pending);
    } else {
      std::string decoded, error;
      if (!literals::decode_body(src_.substr(begin, end - begin), prefix, false, &decoded, &error))
        decline("bad escape");
      pending += decoded;
    }
  }
  Span whole = span_from(start);
  if (!any_f) {
    auto* c = a_.make<Constant>();
    c->span = whole;
    c->type = any_bytes ? Constant::Type::Bytes : Constant::Type::Str;
    c->s = std::move(pending);
    c->u_prefix = first_u;
    return c;
  }
  flush(a_, whole, &pending, &parts);
  auto* j = a_.make<JoinedStr>();
  j->span = whole;
  j->values = std::move(parts);
  return j;
}

void Parser::fstring(const Token& piece, uint32_t body_begin, uint32_t body_end,
                     const literals::StringPrefix& p, std::vector<Expr*>* parts,
                     std::string* pending) {
  // CPython's own checks of the f-string's structure; the expressions are
  // checked by parsing them below.
  auto no_check = [](size_t, size_t) -> std::optional<std::string> { return std::nullopt; };
  if (fstring_error(src_.substr(body_begin, body_end - body_begin), p.raw, no_check))
    decline("invalid f-string");
  uint32_t i = body_begin;
  Span where{piece.line, piece.col, piece.end_line, piece.end_col};
  fstring_level(piece, i, body_end, 0, p, parts, pending, where);
}

void Parser::fstring_level(const Token& piece, uint32_t& i, uint32_t end, int level,
                           const literals::StringPrefix& p, std::vector<Expr*>* parts,
                           std::string* pending, const Span& where) {
  for (;;) {
    // fstring_find_literal: up to a `{` or `}` that is no doubled brace.
    uint32_t from = i;
    while (i < end) {
      char ch = src_[i++];
      if (!p.raw && ch == '\\' && i < end) {
        ch = src_[i++];
        if (ch == 'N') { // `\N{NAME}`: its braces are no field
          if (i < end && src_[i++] == '{')
            while (i < end && src_[i++] != '}') {
            }
          continue;
        }
      }
      if (ch == '{' || ch == '}') {
        if (level == 0 && i < end && src_[i] == ch) {
          ++i;
          continue;
        }
        if (level == 0 && ch == '}') decline("single '}' in an f-string");
        --i;
        break;
      }
    }
    if (i > from) {
      std::string decoded, error;
      if (!literals::decode_body(src_.substr(from, i - from), p, true, &decoded, &error))
        decline("bad escape in an f-string");
      *pending += decoded;
    }
    if (i >= end || src_[i] == '}') return;
    Expr* fv = replacement_field(piece, i, end, level, p, pending);
    flush(a_, where, pending, parts);
    parts->push_back(fv);
  }
}

Expr* Parser::replacement_field(const Token& piece, uint32_t& i, uint32_t end, int level,
                                const literals::StringPrefix& p, std::string* pending) {
  if (level >= 2) decline("f-string nested too deeply");
  uint32_t open = i++;
  uint32_t expr_begin = i;
  // fstring_find_expr: the expression ends at a `!`, `:`, `}` or `=` outside
  // brackets and strings (`!=`, `==`, `<=`, `>=` are operators).
  char quote = 0;
  bool triple = false;
  int parens = 0;
  for (; i < end; ++i) {
    char ch = src_[i];
    if (quote) {
      if (ch == quote) {
        if (!triple)
          quote = 0;
        else if (i + 2 < end && src_[i + 1] == ch && src_[i + 2] == ch)
          i += 2, quote = 0;
      }
      continue;
    }
    if (ch == '\'' || ch == '"') {
      triple = i + 2 < end && src_[i + 1] == ch && src_[i + 2] == ch;
      if (triple) i += 2;
      quote = ch;
    } else if (ch == '[' || ch == '{' || ch == '(') {
      ++parens;
    } else if (ch == ']' || ch == '}' || ch == ')') {
      if (parens == 0) break; // the field's `}`
      --parens;
    } else if (parens == 0 && (ch == '!' || ch == ':' || ch == '=' || ch == '>' || ch == '<')) {
      if (ch != ':' && i + 1 < end && src_[i + 1] == '=') {
        ++i;
        continue;
      }
      if (ch == '>' || ch == '<') continue;
      break;
    }
  }
  if (i >= end) decline("unterminated replacement field");
  uint32_t expr_end = i;
  auto* fv = a_.make<FormattedValue>();
  fv->value = field_expression(piece, expr_begin, expr_end);
  bool debug = false;
  if (src_[i] == '=') { // `{x = }`: the text, then the value's repr
    debug = true;
    uint32_t text_end = ++i;
    while (text_end < end && (src_[text_end] == ' ' || src_[text_end] == '\t')) ++text_end;
    *pending += src_.substr(expr_begin, text_end - expr_begin);
    while (i < end && (src_[i] == ' ' || (src_[i] >= '\t' && src_[i] <= '\r'))) ++i;
  }
  if (i < end && src_[i] == '!') {
    if (i + 1 >= end) decline("bad conversion");
    fv->conversion = src_[i + 1];
    i += 2;
  }
  if (i < end && src_[i] == ':') {
    // `{x:=10}`: tree-sitter's walrus, which the lowering turns back into a
    // spec with its own spans.
    if (i + 1 < end && src_[i + 1] == '=') decline("format spec starting with '='");
    uint32_t spec_begin = i++;
    auto* spec = a_.make<JoinedStr>();
    // Literal parts of a spec span the whole spec, to its closing `}`.
    uint32_t scan = i;
    std::string spec_pending;
    Span where = span_in(src_, piece, spec_begin, spec_begin);
    fstring_level(piece, scan, end, level + 1, p, &spec->values, &spec_pending, where);
    Span full = span_in(src_, piece, spec_begin, scan);
    flush(a_, full, &spec_pending, &spec->values);
    for (Expr* part : spec->values)
      if (part->kind == ExprKind::Constant) part->span = full;
    spec->span = full;
    fv->format_spec = spec;
    i = scan;
  }
  if (debug && fv->conversion == -1 && !fv->format_spec) fv->conversion = 'r';
  if (i >= end || src_[i] != '}') decline("expected '}' in an f-string");
  ++i;
  fv->span = span_in(src_, piece, open, i);
  return fv;
}

Expr* Parser::field_expression(const Token& piece, uint32_t b, uint32_t e) {
  TokenizeRange range;
  range.begin = b;
  range.end = e;
  range.in_brackets = true;
  position_in(src_, piece, b, &range.line, &range.line_start);
  std::vector<Token> sub;
  const char* why = "";
  if (!tokenize(src_, range, &sub, &why)) decline(why);
  std::swap(toks_, sub);
  uint32_t saved = std::exchange(pos_, 0);
  Expr* r;
  if (at(Tok::Yield)) {
    r = yield_expression();
  } else {
    uint32_t start = pos_;
    r = star_named_expression();
    if (at(Tok::Comma)) {
      auto* t = a_.make<Tuple>();
      t->elts.push_back(r);
      while (accept(Tok::Comma)) {
        if (at(Tok::End)) break;
        t->elts.push_back(star_named_expression());
      }
      r = finish(t, start);
    } else if (r->kind == ExprKind::Starred) {
      decline("starred replacement field");
    }
  }
  if (!at(Tok::End)) decline("replacement field not one expression");
  std::swap(toks_, sub);
  pos_ = saved;
  return r;
}

} // namespace hyexec::descent
