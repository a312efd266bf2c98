// The descent parser's assignment, `for`, `with` and `del` targets.
#include "cfg/descent/parser.h"

namespace hyexec::descent {

using namespace ast;

Expr* Parser::star_target() {
  if (!at(Tok::Star)) return binary(0);
  uint32_t start = pos_++;
  auto* s = a_.make<Starred>();
  s->value = binary(0);
  return finish(s, start);
}

Expr* Parser::star_targets() {
  uint32_t start = pos_;
  Expr* e = star_target();
  if (at(Tok::Comma)) {
    auto* t = a_.make<Tuple>();
    t->elts.push_back(e);
    while (accept(Tok::Comma)) {
      if (!starts_expression()) break;
      t->elts.push_back(star_target());
    }
    e = finish(t, start);
  }
  to_target(e, Ctx::Store);
  return e;
}

void Parser::to_target(Expr* e, Ctx ctx, bool in_sequence) {
  switch (e->kind) {
  case ExprKind::Name: static_cast<Name*>(e)->ctx = ctx; return;
  case ExprKind::Attribute: static_cast<Attribute*>(e)->ctx = ctx; return;
  case ExprKind::Subscript: static_cast<Subscript*>(e)->ctx = ctx; return;
  case ExprKind::Starred: {
    auto* s = static_cast<Starred*>(e);
    if (ctx == Ctx::Del || !in_sequence || s->value->kind == ExprKind::Starred)
      decline("starred target");
    s->ctx = ctx;
    to_target(s->value, ctx);
    return;
  }
  case ExprKind::Tuple:
  case ExprKind::List: {
    std::vector<Expr*>* elts;
    if (e->kind == ExprKind::Tuple) {
      static_cast<Tuple*>(e)->ctx = ctx;
      elts = &static_cast<Tuple*>(e)->elts;
    } else {
      static_cast<List*>(e)->ctx = ctx;
      elts = &static_cast<List*>(e)->elts;
    }
    int starred = 0;
    for (Expr* x : *elts) {
      starred += x->kind == ExprKind::Starred;
      to_target(x, ctx, true);
    }
    if (starred > 1) decline("multiple starred targets");
    return;
  }
  default: decline("invalid target");
  }
}

} // namespace hyexec::descent
