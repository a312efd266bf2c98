// The descent parser's expressions: CPython 3.11's grammar from
// star_expressions down to atoms, node spans from first to last token.
#include "cfg/descent/parser.h"
#include "cfg/mangle.h"

namespace hyexec::descent {

using namespace ast;

namespace {

/// A chain longer than this (`a.b.c...`, `1+1+...`) goes to the tree-sitter
/// front end, which bounds the AST's depth as CPython's compiler does.
constexpr int kMaxChain = 1000;

bool binop_at(int level, Tok t, BinOpKind* op) {
  switch (level) {
  case 0: return t == Tok::VBar ? (*op = BinOpKind::BitOr, true) : false;
  case 1: return t == Tok::Circumflex ? (*op = BinOpKind::BitXor, true) : false;
  case 2: return t == Tok::Amper ? (*op = BinOpKind::BitAnd, true) : false;
  case 3:
    if (t == Tok::LeftShift) return *op = BinOpKind::LShift, true;
    if (t == Tok::RightShift) return *op = BinOpKind::RShift, true;
    return false;
  case 4:
    if (t == Tok::Plus) return *op = BinOpKind::Add, true;
    if (t == Tok::Minus) return *op = BinOpKind::Sub, true;
    return false;
  default:
    switch (t) {
    case Tok::Star: *op = BinOpKind::Mult; return true;
    case Tok::Slash: *op = BinOpKind::Div; return true;
    case Tok::DoubleSlash: *op = BinOpKind::FloorDiv; return true;
    case Tok::Percent: *op = BinOpKind::Mod; return true;
    case Tok::At: *op = BinOpKind::MatMult; return true;
    default: return false;
    }
  }
}

} // namespace

std::string Parser::ident(const Token& t) const {
  if (t.non_ascii) return literals::normalize_identifier(text(t));
  return std::string(text(t));
}

std::string Parser::name_of(const Token& t) const {
  return cfg::mangle(class_name_, ident(t));
}

bool Parser::starts_expression() const {
  switch (cur().type) {
  case Tok::Name:
  case Tok::Number:
  case Tok::String:
  case Tok::Not:
  case Tok::Lambda:
  case Tok::Await:
  case Tok::None:
  case Tok::True:
  case Tok::False:
  case Tok::LPar:
  case Tok::LSqb:
  case Tok::LBrace:
  case Tok::Minus:
  case Tok::Plus:
  case Tok::Tilde:
  case Tok::Star:
  case Tok::Ellipsis: return true;
  default: return false;
  }
}

Expr* Parser::star_expressions() {
  uint32_t start = pos_;
  Expr* e = star_expression();
  if (!at(Tok::Comma)) return e;
  auto* t = a_.make<Tuple>();
  t->elts.push_back(e);
  while (accept(Tok::Comma)) {
    if (!starts_expression()) break;
    t->elts.push_back(star_expression());
  }
  return finish(t, start);
}

Expr* Parser::star_expression() {
  if (!at(Tok::Star)) return expression();
  uint32_t start = pos_++;
  auto* s = a_.make<Starred>();
  s->value = binary(0);
  return finish(s, start);
}

Expr* Parser::star_named_expression() {
  if (!at(Tok::Star)) return named_expression();
  uint32_t start = pos_++;
  auto* s = a_.make<Starred>();
  s->value = binary(0);
  return finish(s, start);
}

Expr* Parser::named_expression() {
  if (at(Tok::Name) && peek(1) == Tok::ColonEqual) {
    uint32_t start = pos_;
    auto* w = a_.make<NamedExpr>();
    auto* target = static_cast<Name*>(name_expr(next()));
    target->ctx = Ctx::Store;
    w->target = target;
    ++pos_; // :=
    w->value = expression();
    return finish(w, start);
  }
  Expr* e = expression();
  if (at(Tok::ColonEqual)) decline("assignment expression to a non-name");
  return e;
}

Expr* Parser::expression() {
  DepthGuard guard(*this);
  if (at(Tok::Lambda)) return lambda();
  uint32_t start = pos_;
  Expr* body = disjunction();
  if (!at(Tok::If)) return body;
  ++pos_;
  auto* i = a_.make<IfExp>();
  i->body = body;
  i->test = disjunction();
  expect(Tok::Else);
  i->orelse = expression();
  return finish(i, start);
}

Expr* Parser::disjunction() {
  uint32_t start = pos_;
  Expr* first = conjunction();
  if (!at(Tok::Or)) return first;
  auto* b = a_.make<BoolOp>();
  b->op = BoolOpKind::Or;
  b->values.push_back(first);
  while (accept(Tok::Or)) b->values.push_back(conjunction());
  return finish(b, start);
}

Expr* Parser::conjunction() {
  uint32_t start = pos_;
  Expr* first = inversion();
  if (!at(Tok::And)) return first;
  auto* b = a_.make<BoolOp>();
  b->op = BoolOpKind::And;
  b->values.push_back(first);
  while (accept(Tok::And)) b->values.push_back(inversion());
  return finish(b, start);
}

Expr* Parser::inversion() {
  if (!at(Tok::Not)) return comparison();
  DepthGuard guard(*this);
  uint32_t start = pos_++;
  auto* u = a_.make<UnaryOp>();
  u->op = UnaryOpKind::Not;
  u->operand = inversion();
  return finish(u, start);
}

Expr* Parser::comparison() {
  uint32_t start = pos_;
  Expr* left = binary(0);
  Compare* c = nullptr;
  for (;;) {
    CmpOpKind op;
    switch (cur().type) {
    case Tok::EqEqual: op = CmpOpKind::Eq; break;
    case Tok::NotEqual: op = CmpOpKind::NotEq; break;
    case Tok::Less: op = CmpOpKind::Lt; break;
    case Tok::LessEqual: op = CmpOpKind::LtE; break;
    case Tok::Greater: op = CmpOpKind::Gt; break;
    case Tok::GreaterEqual: op = CmpOpKind::GtE; break;
    case Tok::In: op = CmpOpKind::In; break;
    case Tok::Not:
      if (peek(1) != Tok::In) decline("'not' after an operand");
      op = CmpOpKind::NotIn;
      ++pos_;
      break;
    case Tok::Is:
      op = CmpOpKind::Is;
      if (peek(1) == Tok::Not) op = CmpOpKind::IsNot, ++pos_;
      break;
    default: return c ? finish(c, start) : left;
    }
    ++pos_;
    if (!c) {
      c = a_.make<Compare>();
      c->left = left;
    }
    c->ops.push_back(op);
    c->comparators.push_back(binary(0));
  }
}

Expr* Parser::binary(int level) {
  if (level == 6) return factor();
  uint32_t start = pos_;
  Expr* left = binary(level + 1);
  BinOpKind op;
  for (int chain = 0; binop_at(level, cur().type, &op); ++chain) {
    if (chain > kMaxChain) decline("long operator chain");
    ++pos_;
    auto* b = a_.make<BinOp>();
    b->left = left;
    b->op = op;
    b->right = binary(level + 1);
    left = finish(b, start);
  }
  return left;
}

Expr* Parser::factor() {
  UnaryOpKind op;
  switch (cur().type) {
  case Tok::Plus: op = UnaryOpKind::UAdd; break;
  case Tok::Minus: op = UnaryOpKind::USub; break;
  case Tok::Tilde: op = UnaryOpKind::Invert; break;
  default: return power();
  }
  DepthGuard guard(*this);
  uint32_t start = pos_++;
  auto* u = a_.make<UnaryOp>();
  u->op = op;
  u->operand = factor();
  return finish(u, start);
}

Expr* Parser::power() {
  uint32_t start = pos_;
  Expr* base;
  if (at(Tok::Await)) {
    ++pos_;
    auto* a = a_.make<Await>();
    a->value = primary();
    base = finish(a, start);
  } else {
    base = primary();
  }
  if (!at(Tok::DoubleStar)) return base;
  DepthGuard guard(*this);
  ++pos_;
  auto* b = a_.make<BinOp>();
  b->left = base;
  b->op = BinOpKind::Pow;
  b->right = factor();
  return finish(b, start);
}

Expr* Parser::primary() {
  uint32_t start = pos_;
  Expr* e = atom();
  for (int chain = 0;; ++chain) {
    if (chain > kMaxChain) decline("long primary chain");
    switch (cur().type) {
    case Tok::Dot: {
      ++pos_;
      auto* a = a_.make<Attribute>();
      a->value = e;
      a->attr = name_of(expect(Tok::Name));
      e = finish(a, start);
      break;
    }
    case Tok::LPar: e = call(start, e); break;
    case Tok::LSqb: e = subscript(start, e); break;
    default: return e;
    }
  }
}

Expr* Parser::name_expr(const Token& t) {
  auto* n = a_.make<Name>();
  n->id = name_of(t);
  n->span = {t.line, t.col, t.end_line, t.end_col};
  return n;
}

Expr* Parser::atom() {
  const Token& t = cur();
  uint32_t start = pos_;
  switch (t.type) {
  case Tok::Name: ++pos_; return name_expr(t);
  case Tok::Number: return number();
  case Tok::String: return strings();
  case Tok::True:
  case Tok::False:
  case Tok::None:
  case Tok::Ellipsis: {
    ++pos_;
    auto* c = make<Constant>(start);
    c->type = t.type == Tok::True    ? Constant::Type::True
              : t.type == Tok::False ? Constant::Type::False
              : t.type == Tok::None  ? Constant::Type::None
                                     : Constant::Type::Ellipsis;
    return c;
  }
  case Tok::LPar: return parenthesized(start);
  case Tok::LSqb: return bracketed(start);
  case Tok::LBrace: return braced(start);
  default: decline("expected an expression");
  }
}

Expr* Parser::number() {
  const Token& t = next();
  std::string error;
  auto num = literals::parse_number(text(t), &error);
  if (!num) decline("invalid number");
  auto* c = a_.make<Constant>();
  c->span = {t.line, t.col, t.end_line, t.end_col};
  switch (num->type) {
  case literals::Number::Type::Int: c->type = Constant::Type::Int, c->i = num->i; break;
  case literals::Number::Type::BigInt:
    c->type = Constant::Type::BigInt;
    c->s = std::move(num->digits);
    c->base = num->base;
    break;
  case literals::Number::Type::Float: c->type = Constant::Type::Float, c->f = num->f; break;
  case literals::Number::Type::Complex: c->type = Constant::Type::Complex, c->f = num->f; break;
  }
  return c;
}

namespace {

bool starts_comprehension(Tok a, Tok b) {
  return a == Tok::For || (a == Tok::Async && b == Tok::For);
}

} // namespace

Expr* Parser::parenthesized(uint32_t start) {
  DepthGuard guard(*this);
  ++pos_;
  if (accept(Tok::RPar)) return make<Tuple>(start);
  if (at(Tok::Yield)) {
    Expr* y = yield_expression();
    expect(Tok::RPar);
    return y;
  }
  Expr* first = star_named_expression();
  if (starts_comprehension(peek(), peek(1))) {
    if (first->kind == ExprKind::Starred) decline("starred element of a generator");
    auto* g = a_.make<GeneratorExp>();
    g->elt = first;
    g->generators = comprehensions();
    expect(Tok::RPar);
    return finish(g, start);
  }
  if (accept(Tok::RPar)) {
    if (first->kind == ExprKind::Starred) decline("parenthesized starred expression");
    return first;
  }
  if (!at(Tok::Comma)) decline("expected ',' or ')'");
  auto* t = a_.make<Tuple>();
  t->elts.push_back(first);
  while (accept(Tok::Comma)) {
    if (at(Tok::RPar)) break;
    t->elts.push_back(star_named_expression());
  }
  expect(Tok::RPar);
  return finish(t, start);
}

/// The rest of a list or set display after its first element: a
/// comprehension, or more elements up to `close`.
template <class Seq, class Comp> Expr* Parser::display(Expr* first, Tok close, uint32_t start) {
  if (starts_comprehension(peek(), peek(1))) {
    if (first->kind == ExprKind::Starred) decline("starred element of a comprehension");
    auto* c = a_.make<Comp>();
    c->elt = first;
    c->generators = comprehensions();
    expect(close);
    return finish(c, start);
  }
  auto* d = a_.make<Seq>();
  d->elts.push_back(first);
  while (accept(Tok::Comma)) {
    if (at(close)) break;
    d->elts.push_back(star_named_expression());
  }
  expect(close);
  return finish(d, start);
}

Expr* Parser::bracketed(uint32_t start) {
  DepthGuard guard(*this);
  ++pos_;
  if (accept(Tok::RSqb)) return make<List>(start);
  return display<List, ListComp>(star_named_expression(), Tok::RSqb, start);
}

Expr* Parser::braced(uint32_t start) {
  DepthGuard guard(*this);
  ++pos_;
  if (accept(Tok::RBrace)) return make<Dict>(start);
  Expr* first_key = nullptr;
  Expr* first_value = nullptr;
  if (accept(Tok::DoubleStar)) {
    first_value = binary(0);
  } else {
    Expr* first = star_named_expression();
    if (!at(Tok::Colon)) { // a set
      return display<Set, SetComp>(first, Tok::RBrace, start);
    }
    if (first->kind == ExprKind::Starred || first->kind == ExprKind::NamedExpr)
      decline("bad dict key");
    ++pos_; // :
    first_key = first;
    first_value = expression();
    if (starts_comprehension(peek(), peek(1))) {
      auto* d = a_.make<DictComp>();
      d->key = first_key;
      d->value = first_value;
      d->generators = comprehensions();
      expect(Tok::RBrace);
      return finish(d, start);
    }
  }
  auto* d = a_.make<Dict>();
  d->keys.push_back(first_key);
  d->values.push_back(first_value);
  while (accept(Tok::Comma)) {
    if (at(Tok::RBrace)) break;
    if (accept(Tok::DoubleStar)) {
      d->keys.push_back(nullptr);
      d->values.push_back(binary(0));
      continue;
    }
    d->keys.push_back(expression());
    expect(Tok::Colon);
    d->values.push_back(expression());
  }
  expect(Tok::RBrace);
  return finish(d, start);
}

std::vector<Comprehension*> Parser::comprehensions() {
  std::vector<Comprehension*> gens;
  while (starts_comprehension(peek(), peek(1))) {
    uint32_t start = pos_;
    auto* g = a_.make<Comprehension>();
    g->is_async = accept(Tok::Async);
    ++pos_; // for
    g->target = star_targets();
    expect(Tok::In);
    g->iter = disjunction();
    while (accept(Tok::If)) g->ifs.push_back(disjunction());
    gens.push_back(finish(g, start));
  }
  return gens;
}

Expr* Parser::call(uint32_t start, Expr* func) {
  auto* c = a_.make<Call>();
  c->func = func;
  arguments(true, &c->args, &c->keywords);
  return finish(c, start);
}

void Parser::arguments(bool generator, std::vector<Expr*>* args, std::vector<Keyword*>* keywords) {
  uint32_t open = pos_++;
  bool seen_keyword = false, seen_dstar = false;
  while (!at(Tok::RPar)) {
    uint32_t s = pos_;
    if (accept(Tok::Star)) {
      if (seen_dstar) decline("iterable unpacking after keyword unpacking");
      auto* st = a_.make<Starred>();
      st->value = expression();
      args->push_back(finish(st, s));
    } else if (accept(Tok::DoubleStar)) {
      auto* k = a_.make<Keyword>();
      k->value = expression();
      keywords->push_back(finish(k, s));
      seen_dstar = true;
    } else if (at(Tok::Name) && peek(1) == Tok::Equal) {
      auto* k = a_.make<Keyword>();
      k->arg = ident(next());
      ++pos_; // =
      for (const Keyword* earlier : *keywords)
        if (earlier->arg == k->arg) decline("keyword argument repeated");
      k->value = expression();
      keywords->push_back(finish(k, s));
      seen_keyword = true;
    } else {
      Expr* e = named_expression();
      if (starts_comprehension(peek(), peek(1))) {
        // `f(x for x in y)`: the generator's span has the call's parentheses.
        if (!generator || !args->empty() || !keywords->empty())
          decline("unparenthesized generator");
        auto* g = a_.make<GeneratorExp>();
        g->elt = e;
        g->generators = comprehensions();
        expect(Tok::RPar);
        args->push_back(finish(g, open));
        return;
      }
      if (seen_keyword || seen_dstar) decline("positional argument after keywords");
      args->push_back(e);
    }
    if (!accept(Tok::Comma)) break;
  }
  expect(Tok::RPar);
}

Expr* Parser::slice_item() {
  uint32_t start = pos_;
  if (accept(Tok::Star)) {
    auto* st = a_.make<Starred>();
    st->value = expression();
    return finish(st, start);
  }
  Expr* lower = nullptr;
  if (!at(Tok::Colon)) {
    lower = named_expression();
    if (!at(Tok::Colon)) return lower;
    if (lower->kind == ExprKind::NamedExpr) decline("walrus as a slice bound");
  }
  ++pos_; // :
  auto* s = a_.make<Slice>();
  s->lower = lower;
  auto bound_follows = [&] { return !at(Tok::Colon) && !at(Tok::Comma) && !at(Tok::RSqb); };
  if (bound_follows()) s->upper = expression();
  if (accept(Tok::Colon) && bound_follows()) s->step = expression();
  return finish(s, start);
}

Expr* Parser::subscript(uint32_t start, Expr* value) {
  ++pos_; // [
  auto* s = a_.make<Subscript>();
  s->value = value;
  uint32_t first_at = pos_;
  Expr* first = slice_item();
  bool closed = accept(Tok::RSqb);
  if (closed && first->kind != ExprKind::Starred) {
    s->slice = first;
    return finish(s, start);
  }
  auto* t = a_.make<Tuple>();
  t->elts.push_back(first);
  if (closed) {
    t->span = first->span; // `a[*b]`: a one-item tuple
  } else {
    while (accept(Tok::Comma)) {
      if (at(Tok::RSqb)) break;
      t->elts.push_back(slice_item());
    }
    finish(t, first_at);
    expect(Tok::RSqb);
  }
  s->slice = t;
  return finish(s, start);
}

Expr* Parser::lambda() {
  uint32_t start = pos_++;
  auto* l = a_.make<Lambda>();
  l->args = parameters(Tok::Colon, false);
  expect(Tok::Colon);
  l->body = expression();
  return finish(l, start);
}

Expr* Parser::yield_expression() {
  uint32_t start = pos_++;
  if (accept(Tok::From)) {
    auto* y = a_.make<YieldFrom>();
    y->value = expression();
    return finish(y, start);
  }
  auto* y = a_.make<Yield>();
  if (starts_expression()) {
    y->value = star_expressions();
    if (y->value->kind == ExprKind::Starred) decline("yield of a starred expression");
  }
  return finish(y, start);
}

} // namespace hyexec::descent
