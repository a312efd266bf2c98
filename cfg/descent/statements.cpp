// The descent parser's statements: CPython 3.11's grammar from file down
// to simple statements.
#include "cfg/descent/parser.h"
#include "cfg/mangle.h"

#include <utility>

namespace hyexec::descent {

using namespace ast;

namespace {

/// CPython's end of a compound statement: that of its last sub-statement.
void end_at(Stmt* s, const Body& last) {
  s->span.end_line = last.back()->span.end_line;
  s->span.end_col = last.back()->span.end_col;
}

bool augmented(Tok t, BinOpKind* op) {
  switch (t) {
  case Tok::PlusEqual: *op = BinOpKind::Add; return true;
  case Tok::MinEqual: *op = BinOpKind::Sub; return true;
  case Tok::StarEqual: *op = BinOpKind::Mult; return true;
  case Tok::AtEqual: *op = BinOpKind::MatMult; return true;
  case Tok::SlashEqual: *op = BinOpKind::Div; return true;
  case Tok::PercentEqual: *op = BinOpKind::Mod; return true;
  case Tok::DoubleStarEqual: *op = BinOpKind::Pow; return true;
  case Tok::LeftShiftEqual: *op = BinOpKind::LShift; return true;
  case Tok::RightShiftEqual: *op = BinOpKind::RShift; return true;
  case Tok::VBarEqual: *op = BinOpKind::BitOr; return true;
  case Tok::CircumflexEqual: *op = BinOpKind::BitXor; return true;
  case Tok::AmperEqual: *op = BinOpKind::BitAnd; return true;
  case Tok::DoubleSlashEqual: *op = BinOpKind::FloorDiv; return true;
  default: return false;
  }
}

} // namespace

void Parser::module() {
  TokenizeRange range;
  range.end = static_cast<uint32_t>(src_.size());
  toks_.reserve(src_.size() / 4 + 16);
  const char* why = "";
  if (!tokenize(src_, range, &toks_, &why)) decline(why);
  while (!at(Tok::End)) statement(&m_.body);
}

void Parser::statement(Body* out) {
  DepthGuard guard(*this);
  uint32_t start = pos_;
  switch (cur().type) {
  case Tok::Def: out->push_back(function_def(start, false, {})); return;
  case Tok::Async:
    ++pos_;
    if (at(Tok::Def))
      out->push_back(function_def(start, true, {}));
    else if (at(Tok::For))
      out->push_back(for_statement(start, true));
    else if (at(Tok::With))
      out->push_back(with_statement(start, true));
    else
      decline("'async' before no def, for or with");
    return;
  case Tok::Class: out->push_back(class_def({})); return;
  case Tok::At: out->push_back(decorated()); return;
  case Tok::If: out->push_back(if_statement()); return;
  case Tok::While: out->push_back(while_statement()); return;
  case Tok::For: out->push_back(for_statement(start, false)); return;
  case Tok::Try: out->push_back(try_statement()); return;
  case Tok::With: out->push_back(with_statement(start, false)); return;
  case Tok::Name:
    if (text(cur()) == "match") { // a logical line `match ...:` is a match statement
      uint32_t k = pos_;
      while (toks_[k].type != Tok::Newline && toks_[k].type != Tok::End) ++k;
      if (toks_[k - 1].type == Tok::Colon) {
        out->push_back(match_statement());
        return;
      }
    }
    break;
  default: break;
  }
  simple_statements(out);
}

void Parser::simple_statements(Body* out) {
  do {
    out->push_back(simple_statement());
  } while (accept(Tok::Semi) && !at(Tok::Newline));
  expect(Tok::Newline);
}

void Parser::block(Body* out) {
  if (!accept(Tok::Newline)) {
    simple_statements(out);
    return;
  }
  expect(Tok::Indent);
  while (!accept(Tok::Dedent)) statement(out);
}

Stmt* Parser::simple_statement() {
  uint32_t start = pos_;
  switch (cur().type) {
  case Tok::Pass: ++pos_; return make<Pass>(start);
  case Tok::Break: ++pos_; return make<Break>(start);
  case Tok::Continue: ++pos_; return make<Continue>(start);
  case Tok::Return: {
    ++pos_;
    auto* r = a_.make<Return>();
    if (starts_expression()) {
      r->value = star_expressions();
      if (r->value->kind == ExprKind::Starred) decline("return of a starred expression");
    }
    return finish(r, start);
  }
  case Tok::Raise: {
    ++pos_;
    auto* r = a_.make<Raise>();
    if (starts_expression()) {
      r->exc = expression();
      if (accept(Tok::From)) r->cause = expression();
    }
    return finish(r, start);
  }
  case Tok::Global:
  case Tok::Nonlocal: {
    bool global = next().type == Tok::Global;
    std::vector<std::string> names;
    do {
      names.push_back(name_of(expect(Tok::Name)));
    } while (accept(Tok::Comma));
    if (global) {
      auto* g = make<Global>(start);
      g->names = std::move(names);
      return g;
    }
    auto* g = make<Nonlocal>(start);
    g->names = std::move(names);
    return g;
  }
  case Tok::Del: {
    ++pos_;
    auto* d = a_.make<Delete>();
    do {
      if (at(Tok::Newline) || at(Tok::Semi)) break;
      Expr* e = binary(0);
      to_target(e, Ctx::Del);
      d->targets.push_back(e);
    } while (accept(Tok::Comma));
    if (d->targets.empty() || !(at(Tok::Newline) || at(Tok::Semi))) decline("bad del");
    return finish(d, start);
  }
  case Tok::Assert: {
    ++pos_;
    auto* a = a_.make<Assert>();
    a->test = expression();
    if (accept(Tok::Comma)) a->msg = expression();
    return finish(a, start);
  }
  case Tok::Import: return import_name();
  case Tok::From: return import_from();
  default: return expression_statement();
  }
}

Stmt* Parser::expression_statement() {
  uint32_t start = pos_;
  auto value = [&] {
    Expr* v = at(Tok::Yield) ? yield_expression() : star_expressions();
    if (v->kind == ExprKind::Starred) decline("starred value");
    return v;
  };
  Expr* first = at(Tok::Yield) ? yield_expression() : star_expressions();
  BinOpKind op;
  if (at(Tok::Colon)) {
    auto* a = a_.make<AnnAssign>();
    if (first->kind == ExprKind::Name)
      a->simple = toks_[start].type == Tok::Name;
    else if (first->kind != ExprKind::Attribute && first->kind != ExprKind::Subscript)
      decline("bad annotated target");
    to_target(first, Ctx::Store);
    a->target = first;
    ++pos_;
    a->annotation = expression();
    if (accept(Tok::Equal)) a->value = value();
    return finish(a, start);
  }
  if (at(Tok::Equal)) {
    auto* a = a_.make<Assign>();
    Expr* v = first;
    while (accept(Tok::Equal)) {
      to_target(v, Ctx::Store);
      a->targets.push_back(v);
      v = value();
    }
    a->value = v;
    return finish(a, start);
  }
  if (augmented(cur().type, &op)) {
    if (first->kind != ExprKind::Name && first->kind != ExprKind::Attribute &&
        first->kind != ExprKind::Subscript)
      decline("bad augmented target");
    ++pos_;
    auto* a = a_.make<AugAssign>();
    to_target(first, Ctx::Store);
    a->target = first;
    a->op = op;
    a->value = value();
    return finish(a, start);
  }
  if (first->kind == ExprKind::Starred) decline("starred expression statement");
  auto* e = a_.make<ExprStmt>();
  e->value = first;
  return finish(e, start);
}

Stmt* Parser::if_statement() {
  uint32_t start = pos_++;
  auto* i = a_.make<If>();
  i->test = named_expression();
  expect(Tok::Colon);
  block(&i->body);
  if (at(Tok::Elif))
    i->orelse.push_back(if_statement());
  else if (at(Tok::Else))
    else_block(&i->orelse);
  i->span = span_from(start);
  end_at(i, i->orelse.empty() ? i->body : i->orelse);
  return i;
}

void Parser::else_block(Body* out) {
  ++pos_; // else
  expect(Tok::Colon);
  block(out);
}

Stmt* Parser::while_statement() {
  uint32_t start = pos_++;
  auto* w = a_.make<While>();
  w->test = named_expression();
  expect(Tok::Colon);
  block(&w->body);
  if (at(Tok::Else)) else_block(&w->orelse);
  w->span = span_from(start);
  end_at(w, w->orelse.empty() ? w->body : w->orelse);
  return w;
}

Stmt* Parser::for_statement(uint32_t start, bool async) {
  expect(Tok::For);
  auto* f = a_.make<For>(async);
  f->target = star_targets();
  expect(Tok::In);
  f->iter = star_expressions();
  if (f->iter->kind == ExprKind::Starred) decline("starred iterable");
  expect(Tok::Colon);
  block(&f->body);
  if (at(Tok::Else)) else_block(&f->orelse);
  f->span = span_from(start);
  end_at(f, f->orelse.empty() ? f->body : f->orelse);
  return f;
}

WithItem* Parser::with_item() {
  uint32_t start = pos_;
  auto* wi = a_.make<WithItem>();
  wi->context_expr = expression();
  if (accept(Tok::As)) {
    Expr* t = star_target();
    to_target(t, Ctx::Store);
    if (!at(Tok::Comma) && !at(Tok::RPar) && !at(Tok::Colon)) decline("bad with target");
    wi->optional_vars = t;
  }
  return finish(wi, start);
}

bool Parser::with_items_parenthesized(With* w) {
  // CPython's first alternative: `with (item, ...):`, when the parenthesis
  // that closes the first one is followed by the colon.
  uint32_t k = pos_;
  for (int depth = 0;; ++k) {
    Tok t = toks_[k].type;
    if (t == Tok::End) return false;
    depth += t == Tok::LPar || t == Tok::LSqb || t == Tok::LBrace;
    depth -= t == Tok::RPar || t == Tok::RSqb || t == Tok::RBrace;
    if (depth == 0) break;
  }
  if (toks_[k + 1].type != Tok::Colon) return false;
  uint32_t saved = pos_;
  try {
    ++pos_;
    do {
      if (at(Tok::RPar)) break;
      w->items.push_back(with_item());
    } while (accept(Tok::Comma));
    expect(Tok::RPar);
    if (w->items.empty() || !at(Tok::Colon)) decline("not parenthesized with items");
    return true;
  } catch (const Decline&) {
    pos_ = saved;
    w->items.clear();
    return false;
  }
}

Stmt* Parser::with_statement(uint32_t start, bool async) {
  expect(Tok::With);
  auto* w = a_.make<With>(async);
  if (!at(Tok::LPar) || !with_items_parenthesized(w)) {
    do {
      w->items.push_back(with_item());
    } while (accept(Tok::Comma));
  }
  expect(Tok::Colon);
  block(&w->body);
  w->span = span_from(start);
  end_at(w, w->body);
  return w;
}

Stmt* Parser::try_statement() {
  uint32_t start = pos_++;
  expect(Tok::Colon);
  Body body;
  block(&body);
  std::vector<ExceptHandler*> handlers;
  bool star = false;
  while (at(Tok::Except)) {
    uint32_t hs = pos_++;
    bool starred = accept(Tok::Star);
    if (handlers.empty())
      star = starred;
    else if (starred != star)
      decline("except and except* on one try");
    auto* h = a_.make<ExceptHandler>();
    if (!at(Tok::Colon)) {
      h->type = expression();
      if (accept(Tok::As)) h->name = name_of(expect(Tok::Name));
    } else if (star) {
      decline("except* without a type");
    }
    expect(Tok::Colon);
    block(&h->body);
    h->span = span_from(hs);
    h->span.end_line = h->body.back()->span.end_line;
    h->span.end_col = h->body.back()->span.end_col;
    handlers.push_back(h);
  }
  auto* t = a_.make<Try>(star);
  t->body = std::move(body);
  t->handlers = std::move(handlers);
  if (at(Tok::Else)) {
    if (t->handlers.empty()) decline("try/else without except");
    else_block(&t->orelse);
  }
  if (accept(Tok::Finally)) {
    expect(Tok::Colon);
    block(&t->finalbody);
  }
  if (t->handlers.empty() && t->finalbody.empty()) decline("try without except or finally");
  t->span = span_from(start);
  end_at(t, !t->finalbody.empty() ? t->finalbody
            : !t->orelse.empty()  ? t->orelse
                                  : t->handlers.back()->body);
  return t;
}

Arguments* Parser::parameters(Tok close, bool annotations) {
  auto* args = a_.make<Arguments>();
  bool kwonly = false, seen_default = false, slash = false;
  auto arg = [&] {
    uint32_t s = pos_;
    auto* a = a_.make<Arg>();
    a->name = name_of(expect(Tok::Name));
    if (annotations && accept(Tok::Colon)) {
      if (at(Tok::Star)) decline("starred annotation");
      a->annotation = expression();
    }
    return finish(a, s);
  };
  while (!at(close)) {
    if (args->kwarg) decline("parameter after **kwargs");
    if (accept(Tok::Slash)) {
      if (kwonly || slash || args->args.empty()) decline("misplaced /");
      args->posonlyargs = std::move(args->args);
      args->args.clear();
      slash = true;
    } else if (accept(Tok::Star)) {
      if (kwonly) decline("second *");
      kwonly = true;
      if (at(Tok::Name))
        args->vararg = arg();
      else if (!at(Tok::Comma))
        decline("bad *");
    } else if (accept(Tok::DoubleStar)) {
      args->kwarg = arg();
    } else {
      Arg* a = arg();
      Expr* deflt = nullptr;
      if (accept(Tok::Equal)) deflt = expression();
      if (kwonly) {
        args->kwonlyargs.push_back(a);
        args->kw_defaults.push_back(deflt);
      } else {
        if (deflt) {
          args->defaults.push_back(deflt);
          seen_default = true;
        } else if (seen_default) {
          decline("non-default argument follows default argument");
        }
        args->args.push_back(a);
      }
    }
    if (!accept(Tok::Comma)) break;
  }
  if (kwonly && !args->vararg && args->kwonlyargs.empty()) decline("bare * without names");
  return args;
}

Stmt* Parser::function_def(uint32_t start, bool async, std::vector<Expr*> decorators) {
  expect(Tok::Def);
  auto* f = a_.make<FunctionDef>(async);
  f->name = ident(expect(Tok::Name));
  expect(Tok::LPar);
  f->args = parameters(Tok::RPar, true);
  expect(Tok::RPar);
  if (accept(Tok::RArrow)) f->returns = expression();
  expect(Tok::Colon);
  block(&f->body);
  f->decorator_list = std::move(decorators);
  f->span = span_from(start);
  end_at(f, f->body);
  return f;
}

Stmt* Parser::class_def(std::vector<Expr*> decorators) {
  uint32_t start = pos_++;
  auto* c = a_.make<ClassDef>();
  c->name = ident(expect(Tok::Name));
  if (at(Tok::LPar)) arguments(false, &c->bases, &c->keywords);
  expect(Tok::Colon);
  // The body (not the bases, keywords or decorators) mangles with this class.
  std::string outer = std::exchange(class_name_, mangle_ ? c->name : std::string());
  block(&c->body);
  class_name_ = std::move(outer);
  c->decorator_list = std::move(decorators);
  c->span = span_from(start);
  end_at(c, c->body);
  return c;
}

Stmt* Parser::decorated() {
  std::vector<Expr*> decorators;
  while (accept(Tok::At)) {
    decorators.push_back(named_expression());
    expect(Tok::Newline);
  }
  uint32_t start = pos_;
  if (at(Tok::Def)) return function_def(start, false, std::move(decorators));
  if (at(Tok::Class)) return class_def(std::move(decorators));
  if (accept(Tok::Async) && at(Tok::Def)) return function_def(start, true, std::move(decorators));
  decline("decorator before no def or class");
}

Alias* Parser::alias(bool dotted) {
  uint32_t start = pos_;
  auto* a = a_.make<Alias>();
  std::string name = ident(expect(Tok::Name));
  while (dotted && accept(Tok::Dot)) {
    name += '.';
    name += ident(expect(Tok::Name));
  }
  a->name = cfg::mangle(class_name_, std::move(name));
  if (accept(Tok::As)) a->asname = name_of(expect(Tok::Name));
  return finish(a, start);
}

Stmt* Parser::import_name() {
  uint32_t start = pos_++;
  auto* imp = a_.make<Import>();
  do {
    imp->names.push_back(alias(true));
  } while (accept(Tok::Comma));
  return finish(imp, start);
}

Stmt* Parser::import_from() {
  uint32_t start = pos_++;
  auto* imp = a_.make<ImportFrom>();
  for (;; ++pos_) {
    if (at(Tok::Dot))
      imp->level += 1;
    else if (at(Tok::Ellipsis))
      imp->level += 3;
    else
      break;
  }
  if (at(Tok::Name)) {
    std::string module = ident(next());
    while (accept(Tok::Dot)) {
      module += '.';
      module += ident(expect(Tok::Name));
    }
    imp->module = cfg::mangle(class_name_, std::move(module));
  } else if (imp->level == 0) {
    decline("from without a module");
  }
  expect(Tok::Import);
  if (at(Tok::Star)) {
    if (imp->module == "__future__") decline("from __future__ import *");
    uint32_t s = pos_++;
    auto* a = make<Alias>(s);
    a->name = "*";
    imp->names.push_back(a);
  } else if (accept(Tok::LPar)) {
    do {
      if (at(Tok::RPar) && !imp->names.empty()) break;
      imp->names.push_back(alias(false));
    } while (accept(Tok::Comma));
    expect(Tok::RPar);
  } else {
    do {
      imp->names.push_back(alias(false));
    } while (accept(Tok::Comma));
  }
  return finish(imp, start);
}

} // namespace hyexec::descent
