#include "cfg/ast_walk.h"

namespace hyexec::ast {

namespace {

void arguments_exprs(const Arguments* a, FunctionRef<void(const Expr*)> f, bool annotations) {
  for (const Expr* d : a->defaults) f(d);
  for (const Expr* d : a->kw_defaults)
    if (d) f(d);
  if (!annotations) return;
  auto annot = [&](const Arg* x) {
    if (x && x->annotation) f(x->annotation);
  };
  for (const Arg* x : a->posonlyargs) annot(x);
  for (const Arg* x : a->args) annot(x);
  annot(a->vararg);
  for (const Arg* x : a->kwonlyargs) annot(x);
  annot(a->kwarg);
}

void generators(const std::vector<Comprehension*>& gens, FunctionRef<void(const Expr*)> f) {
  for (const Comprehension* g : gens) {
    f(g->iter);
    f(g->target);
    for (const Expr* i : g->ifs) f(i);
  }
}

} // namespace

void for_each_child(const Expr* e, FunctionRef<void(const Expr*)> f,
                    FunctionRef<void(const Lambda*)> lambda_body) {
  auto opt = [&](const Expr* x) {
    if (x) f(x);
  };
  auto all = [&](const std::vector<Expr*>& v) {
    for (const Expr* x : v) opt(x);
  };
  switch (e->kind) {
  case ExprKind::BoolOp: all(static_cast<const BoolOp*>(e)->values); break;
  case ExprKind::NamedExpr:
    f(static_cast<const NamedExpr*>(e)->value);
    f(static_cast<const NamedExpr*>(e)->target);
    break;
  case ExprKind::BinOp:
    f(static_cast<const BinOp*>(e)->left);
    f(static_cast<const BinOp*>(e)->right);
    break;
  case ExprKind::UnaryOp: f(static_cast<const UnaryOp*>(e)->operand); break;
  case ExprKind::Lambda: {
    auto* l = static_cast<const Lambda*>(e);
    arguments_exprs(l->args, f, false);
    if (lambda_body) lambda_body(l);
    break;
  }
  case ExprKind::IfExp: {
    auto* x = static_cast<const IfExp*>(e);
    f(x->test);
    f(x->body);
    f(x->orelse);
    break;
  }
  case ExprKind::Dict: {
    auto* d = static_cast<const Dict*>(e);
    for (size_t i = 0; i < d->values.size(); ++i) {
      opt(d->keys[i]);
      f(d->values[i]);
    }
    break;
  }
  case ExprKind::Set: all(static_cast<const Set*>(e)->elts); break;
  case ExprKind::ListComp:
    generators(static_cast<const ListComp*>(e)->generators, f);
    f(static_cast<const ListComp*>(e)->elt);
    break;
  case ExprKind::SetComp:
    generators(static_cast<const SetComp*>(e)->generators, f);
    f(static_cast<const SetComp*>(e)->elt);
    break;
  case ExprKind::GeneratorExp:
    generators(static_cast<const GeneratorExp*>(e)->generators, f);
    f(static_cast<const GeneratorExp*>(e)->elt);
    break;
  case ExprKind::DictComp:
    generators(static_cast<const DictComp*>(e)->generators, f);
    f(static_cast<const DictComp*>(e)->key);
    f(static_cast<const DictComp*>(e)->value);
    break;
  case ExprKind::Await: f(static_cast<const Await*>(e)->value); break;
  case ExprKind::Yield: opt(static_cast<const Yield*>(e)->value); break;
  case ExprKind::YieldFrom: f(static_cast<const YieldFrom*>(e)->value); break;
  case ExprKind::Compare:
    f(static_cast<const Compare*>(e)->left);
    all(static_cast<const Compare*>(e)->comparators);
    break;
  case ExprKind::Call: {
    auto* c = static_cast<const Call*>(e);
    f(c->func);
    all(c->args);
    for (const Keyword* k : c->keywords) f(k->value);
    break;
  }
  case ExprKind::FormattedValue:
    f(static_cast<const FormattedValue*>(e)->value);
    opt(static_cast<const FormattedValue*>(e)->format_spec);
    break;
  case ExprKind::JoinedStr: all(static_cast<const JoinedStr*>(e)->values); break;
  case ExprKind::Attribute: f(static_cast<const Attribute*>(e)->value); break;
  case ExprKind::Subscript:
    f(static_cast<const Subscript*>(e)->value);
    f(static_cast<const Subscript*>(e)->slice);
    break;
  case ExprKind::Starred: f(static_cast<const Starred*>(e)->value); break;
  case ExprKind::List: all(static_cast<const List*>(e)->elts); break;
  case ExprKind::Tuple: all(static_cast<const Tuple*>(e)->elts); break;
  case ExprKind::Slice: {
    auto* s = static_cast<const Slice*>(e);
    opt(s->lower);
    opt(s->upper);
    opt(s->step);
    break;
  }
  case ExprKind::Constant:
  case ExprKind::Name: break;
  }
}

void for_each_expr(const Pattern* p, FunctionRef<void(const Expr*)> f) {
  if (!p) return;
  if (p->value && p->kind == PatternKind::MatchValue) f(p->value);
  for (const Expr* k : p->keys) f(k);
  if (p->cls) f(p->cls);
  for (const Pattern* x : p->patterns) for_each_expr(x, f);
  for (const Pattern* x : p->kwd_patterns) for_each_expr(x, f);
  if (p->pattern) for_each_expr(p->pattern, f);
}

void for_each_expr(const Stmt* s, FunctionRef<void(const Expr*)> f) {
  auto opt = [&](const Expr* x) {
    if (x) f(x);
  };
  switch (s->kind) {
  case StmtKind::FunctionDef:
  case StmtKind::AsyncFunctionDef: {
    auto* x = static_cast<const FunctionDef*>(s);
    for (const Expr* d : x->decorator_list) f(d);
    arguments_exprs(x->args, f, true);
    opt(x->returns);
    break;
  }
  case StmtKind::ClassDef: {
    auto* x = static_cast<const ClassDef*>(s);
    for (const Expr* d : x->decorator_list) f(d);
    for (const Expr* b : x->bases) f(b);
    for (const Keyword* k : x->keywords) f(k->value);
    break;
  }
  case StmtKind::Return: opt(static_cast<const Return*>(s)->value); break;
  case StmtKind::Delete:
    for (const Expr* t : static_cast<const Delete*>(s)->targets) f(t);
    break;
  case StmtKind::Assign:
    f(static_cast<const Assign*>(s)->value);
    for (const Expr* t : static_cast<const Assign*>(s)->targets) f(t);
    break;
  case StmtKind::AugAssign:
    f(static_cast<const AugAssign*>(s)->target);
    f(static_cast<const AugAssign*>(s)->value);
    break;
  case StmtKind::AnnAssign: {
    auto* x = static_cast<const AnnAssign*>(s);
    opt(x->value);
    f(x->target);
    f(x->annotation);
    break;
  }
  case StmtKind::For:
  case StmtKind::AsyncFor:
    f(static_cast<const For*>(s)->iter);
    f(static_cast<const For*>(s)->target);
    break;
  case StmtKind::While: f(static_cast<const While*>(s)->test); break;
  case StmtKind::If: f(static_cast<const If*>(s)->test); break;
  case StmtKind::With:
  case StmtKind::AsyncWith:
    for (const WithItem* i : static_cast<const With*>(s)->items) {
      f(i->context_expr);
      opt(i->optional_vars);
    }
    break;
  case StmtKind::Match: {
    auto* m = static_cast<const Match*>(s);
    f(m->subject);
    for (const MatchCase* c : m->cases) {
      for_each_expr(c->pattern, f);
      opt(c->guard);
    }
    break;
  }
  case StmtKind::Raise:
    opt(static_cast<const Raise*>(s)->exc);
    opt(static_cast<const Raise*>(s)->cause);
    break;
  case StmtKind::Try:
  case StmtKind::TryStar:
    for (const ExceptHandler* h : static_cast<const Try*>(s)->handlers) opt(h->type);
    break;
  case StmtKind::Assert:
    f(static_cast<const Assert*>(s)->test);
    opt(static_cast<const Assert*>(s)->msg);
    break;
  case StmtKind::Expr: f(static_cast<const ExprStmt*>(s)->value); break;
  case StmtKind::Import:
  case StmtKind::ImportFrom:
  case StmtKind::Global:
  case StmtKind::Nonlocal:
  case StmtKind::Pass:
  case StmtKind::Break:
  case StmtKind::Continue: break;
  }
}

void for_each_parameter(const Arguments& a, FunctionRef<void(const Arg*)> f) {
  for (const Arg* x : a.posonlyargs) f(x);
  for (const Arg* x : a.args) f(x);
  if (a.vararg) f(a.vararg);
  for (const Arg* x : a.kwonlyargs) f(x);
  if (a.kwarg) f(a.kwarg);
}

const std::vector<Expr*>& display_elements(const Expr* e) {
  return e->kind == ExprKind::List    ? static_cast<const List*>(e)->elts
         : e->kind == ExprKind::Tuple ? static_cast<const Tuple*>(e)->elts
                                      : static_cast<const Set*>(e)->elts;
}

} // namespace hyexec::ast
