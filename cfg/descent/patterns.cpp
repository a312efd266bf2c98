// The descent parser's `match` statements and patterns (CPython 3.11's
// match_stmt rules), checked by pattern_check as the lowering checks them.
#include "cfg/descent/parser.h"
#include "cfg/parse_lower.h"
#include "cfg/pattern_check.h"

namespace hyexec::descent {

using namespace ast;

namespace {

bool is_case(const Token& t, std::string_view src) {
  return t.type == Tok::Name && src.substr(t.begin, t.end - t.begin) == "case";
}

} // namespace

Stmt* Parser::match_statement() {
  uint32_t start = pos_++; // match
  auto* m = a_.make<Match>();
  uint32_t s = pos_;
  Expr* first = star_named_expression();
  if (at(Tok::Comma)) {
    auto* t = a_.make<Tuple>();
    t->elts.push_back(first);
    while (accept(Tok::Comma)) {
      if (at(Tok::Colon)) break;
      t->elts.push_back(star_named_expression());
    }
    m->subject = finish(t, s);
  } else {
    if (first->kind == ExprKind::Starred) decline("starred match subject");
    m->subject = first;
  }
  expect(Tok::Colon);
  expect(Tok::Newline);
  expect(Tok::Indent);
  while (!accept(Tok::Dedent)) {
    if (!is_case(cur(), src_)) decline("no case in a match block");
    ++pos_;
    auto* c = a_.make<MatchCase>();
    c->pattern = patterns();
    if (accept(Tok::If)) c->guard = named_expression();
    expect(Tok::Colon);
    block(&c->body);
    m->cases.push_back(c);
  }
  m->span = span_from(start);
  m->span.end_line = m->cases.back()->body.back()->span.end_line;
  m->span.end_col = m->cases.back()->body.back()->span.end_col;
  try {
    lower::check_match_patterns(m);
  } catch (const lower::Failure&) {
    decline("pattern CPython's compiler rejects");
  }
  return m;
}

Pattern* Parser::patterns() {
  uint32_t start = pos_;
  Pattern* p = maybe_star_pattern();
  if (!at(Tok::Comma)) {
    if (p->kind == PatternKind::MatchStar) decline("star pattern alone");
    return p;
  }
  auto* seq = a_.make<Pattern>(PatternKind::MatchSequence);
  seq->patterns.push_back(p);
  while (accept(Tok::Comma)) {
    if (at(Tok::Colon) || at(Tok::If)) break;
    seq->patterns.push_back(maybe_star_pattern());
  }
  return finish(seq, start);
}

Pattern* Parser::maybe_star_pattern() {
  if (!at(Tok::Star)) return pattern();
  uint32_t start = pos_++;
  auto* p = a_.make<Pattern>(PatternKind::MatchStar);
  const Token& name = expect(Tok::Name);
  if (text(name) != "_") p->name = name_of(name);
  return finish(p, start);
}

Pattern* Parser::pattern() {
  DepthGuard guard(*this);
  uint32_t start = pos_;
  Pattern* p = closed_pattern();
  if (at(Tok::VBar)) {
    auto* o = a_.make<Pattern>(PatternKind::MatchOr);
    o->patterns.push_back(p);
    while (accept(Tok::VBar)) o->patterns.push_back(closed_pattern());
    p = finish(o, start);
  }
  if (!accept(Tok::As)) return p;
  const Token& name = expect(Tok::Name);
  if (text(name) == "_") decline("'_' as a target");
  auto* a = a_.make<Pattern>(PatternKind::MatchAs);
  a->pattern = p;
  a->name = name_of(name);
  return finish(a, start);
}

Expr* Parser::signed_number() {
  uint32_t start = pos_;
  Expr* e;
  if (accept(Tok::Minus)) {
    if (!at(Tok::Number)) decline("'-' before no number");
    auto* u = a_.make<UnaryOp>();
    u->op = UnaryOpKind::USub;
    u->operand = number();
    e = finish(u, start);
  } else {
    if (!at(Tok::Number)) decline("expected a number");
    e = number();
  }
  if (!at(Tok::Plus) && !at(Tok::Minus)) return e;
  auto* b = a_.make<BinOp>();
  b->left = e;
  b->op = next().type == Tok::Plus ? BinOpKind::Add : BinOpKind::Sub;
  if (!at(Tok::Number)) decline("expected an imaginary number");
  b->right = number();
  return finish(b, start);
}

Expr* Parser::value_literal() {
  uint32_t start = pos_;
  switch (cur().type) {
  case Tok::Minus:
  case Tok::Number: return signed_number();
  case Tok::String: {
    Expr* e = strings();
    if (e->kind == ExprKind::JoinedStr) decline("f-string pattern");
    return e;
  }
  case Tok::None:
  case Tok::True:
  case Tok::False: return atom();
  case Tok::Name: {
    Expr* e = name_expr(next());
    while (accept(Tok::Dot)) {
      auto* a = a_.make<Attribute>();
      a->value = e;
      a->attr = name_of(expect(Tok::Name));
      e = finish(a, start);
    }
    return e;
  }
  default: decline("expected a pattern");
  }
}

Pattern* Parser::closed_pattern() {
  uint32_t start = pos_;
  switch (cur().type) {
  case Tok::None:
  case Tok::True:
  case Tok::False: {
    auto* p = a_.make<Pattern>(PatternKind::MatchSingleton);
    p->value = atom();
    return finish(p, start);
  }
  case Tok::Minus:
  case Tok::Number:
  case Tok::String: {
    auto* p = a_.make<Pattern>(PatternKind::MatchValue);
    p->value = value_literal();
    return finish(p, start);
  }
  case Tok::Name: {
    Expr* e = value_literal();
    if (at(Tok::LPar)) return class_pattern(start, e);
    if (e->kind == ExprKind::Attribute) {
      auto* p = a_.make<Pattern>(PatternKind::MatchValue);
      p->value = e;
      return finish(p, start);
    }
    auto* p = a_.make<Pattern>(PatternKind::MatchAs);
    const std::string& id = static_cast<Name*>(e)->id;
    if (id != "_") p->name = id;
    return finish(p, start);
  }
  case Tok::LPar: {
    ++pos_;
    auto* seq = a_.make<Pattern>(PatternKind::MatchSequence);
    if (!accept(Tok::RPar)) {
      Pattern* first = maybe_star_pattern();
      if (accept(Tok::RPar)) { // a group
        if (first->kind == PatternKind::MatchStar) decline("parenthesized star pattern");
        return first;
      }
      seq->patterns.push_back(first);
      if (!at(Tok::Comma)) decline("expected ',' in a pattern");
      while (accept(Tok::Comma)) {
        if (at(Tok::RPar)) break;
        seq->patterns.push_back(maybe_star_pattern());
      }
      expect(Tok::RPar);
    }
    return finish(seq, start);
  }
  case Tok::LSqb: {
    ++pos_;
    auto* seq = a_.make<Pattern>(PatternKind::MatchSequence);
    while (!at(Tok::RSqb)) {
      seq->patterns.push_back(maybe_star_pattern());
      if (!accept(Tok::Comma)) break;
    }
    expect(Tok::RSqb);
    return finish(seq, start);
  }
  case Tok::LBrace: {
    ++pos_;
    auto* m = a_.make<Pattern>(PatternKind::MatchMapping);
    while (!at(Tok::RBrace)) {
      if (accept(Tok::DoubleStar)) {
        const Token& name = expect(Tok::Name);
        if (text(name) == "_") decline("'**_' in a mapping pattern");
        m->name = name_of(name);
        accept(Tok::Comma);
        break;
      }
      Expr* key = value_literal();
      if (key->kind == ExprKind::Name) decline("name as a mapping key");
      expect(Tok::Colon);
      m->keys.push_back(key);
      m->patterns.push_back(pattern());
      if (!accept(Tok::Comma)) break;
    }
    expect(Tok::RBrace);
    return finish(m, start);
  }
  default: decline("expected a pattern");
  }
}

Pattern* Parser::class_pattern(uint32_t start, Expr* cls) {
  ++pos_; // (
  auto* c = a_.make<Pattern>(PatternKind::MatchClass);
  c->cls = cls;
  while (!at(Tok::RPar)) {
    if (at(Tok::Name) && peek(1) == Tok::Equal) {
      c->kwd_attrs.push_back(ident(next()));
      ++pos_; // =
      c->kwd_patterns.push_back(pattern());
    } else {
      if (!c->kwd_attrs.empty()) decline("positional pattern after keyword patterns");
      c->patterns.push_back(pattern());
    }
    if (!accept(Tok::Comma)) break;
  }
  expect(Tok::RPar);
  return finish(c, start);
}

} // namespace hyexec::descent
