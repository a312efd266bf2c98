#include "cfg/ast_dump.h"

namespace hyexec::ast {

namespace {

/// Walks nodes in the order of CPython's `ast.iter_fields`.
class Dumper {
public:
  std::string out;

  void body(const Body& b, int depth) {
    for (const Stmt* s : b) stmt(s, depth);
  }

private:
  std::string line_; // tokens of the statement being dumped

  void tok(const std::string& t) {
    line_ += ' ';
    line_ += t;
  }
  void opt(const Expr* e) {
    if (e) expr(e);
  }
  void list(const std::vector<Expr*>& v) {
    for (const Expr* e : v) e ? expr(e) : tok("-");
  }

  void arg(const Arg* a) {
    tok("arg:" + a->name);
    opt(a->annotation);
  }
  void arguments(const Arguments* a) {
    tok("arguments");
    for (const Arg* x : a->posonlyargs) arg(x);
    for (const Arg* x : a->args) arg(x);
    if (a->vararg) arg(a->vararg);
    for (const Arg* x : a->kwonlyargs) arg(x);
    list(a->kw_defaults);
    if (a->kwarg) arg(a->kwarg);
    list(a->defaults);
  }
  void keyword(const Keyword* k) {
    tok("keyword:" + (k->arg.empty() ? std::string("**") : k->arg));
    expr(k->value);
  }
  void generators(const std::vector<Comprehension*>& gens) {
    for (const Comprehension* g : gens) {
      tok("comprehension");
      expr(g->target);
      expr(g->iter);
      list(g->ifs);
    }
  }

  void expr(const Expr* e) {
    std::string tag = name(e->kind);
    switch (e->kind) {
    case ExprKind::BoolOp: {
      auto* x = static_cast<const BoolOp*>(e);
      tok(tag);
      tok(name(x->op));
      list(x->values);
      return;
    }
    case ExprKind::NamedExpr: {
      auto* x = static_cast<const NamedExpr*>(e);
      tok(tag);
      expr(x->target);
      expr(x->value);
      return;
    }
    case ExprKind::BinOp: {
      auto* x = static_cast<const BinOp*>(e);
      tok(tag);
      expr(x->left);
      tok(name(x->op));
      expr(x->right);
      return;
    }
    case ExprKind::UnaryOp: {
      auto* x = static_cast<const UnaryOp*>(e);
      tok(tag);
      tok(name(x->op));
      expr(x->operand);
      return;
    }
    case ExprKind::Lambda: {
      auto* x = static_cast<const Lambda*>(e);
      tok(tag);
      arguments(x->args);
      expr(x->body);
      return;
    }
    case ExprKind::IfExp: {
      auto* x = static_cast<const IfExp*>(e);
      tok(tag);
      expr(x->test);
      expr(x->body);
      expr(x->orelse);
      return;
    }
    case ExprKind::Dict: {
      auto* x = static_cast<const Dict*>(e);
      tok(tag);
      list(x->keys);
      list(x->values);
      return;
    }
    case ExprKind::Set: tok(tag), list(static_cast<const Set*>(e)->elts); return;
    case ExprKind::ListComp: {
      auto* x = static_cast<const ListComp*>(e);
      tok(tag);
      expr(x->elt);
      generators(x->generators);
      return;
    }
    case ExprKind::SetComp: {
      auto* x = static_cast<const SetComp*>(e);
      tok(tag);
      expr(x->elt);
      generators(x->generators);
      return;
    }
    case ExprKind::GeneratorExp: {
      auto* x = static_cast<const GeneratorExp*>(e);
      tok(tag);
      expr(x->elt);
      generators(x->generators);
      return;
    }
    case ExprKind::DictComp: {
      auto* x = static_cast<const DictComp*>(e);
      tok(tag);
      expr(x->key);
      expr(x->value);
      generators(x->generators);
      return;
    }
    case ExprKind::Await: tok(tag), expr(static_cast<const Await*>(e)->value); return;
    case ExprKind::Yield: tok(tag), opt(static_cast<const Yield*>(e)->value); return;
    case ExprKind::YieldFrom: tok(tag), expr(static_cast<const YieldFrom*>(e)->value); return;
    case ExprKind::Compare: {
      auto* x = static_cast<const Compare*>(e);
      tok(tag);
      expr(x->left);
      for (CmpOpKind op : x->ops) tok(name(op));
      list(x->comparators);
      return;
    }
    case ExprKind::Call: {
      auto* x = static_cast<const Call*>(e);
      tok(tag);
      expr(x->func);
      list(x->args);
      for (const Keyword* k : x->keywords) keyword(k);
      return;
    }
    case ExprKind::FormattedValue: {
      auto* x = static_cast<const FormattedValue*>(e);
      tok(tag + ":" + std::to_string(x->conversion));
      expr(x->value);
      opt(x->format_spec);
      return;
    }
    case ExprKind::JoinedStr: tok(tag), list(static_cast<const JoinedStr*>(e)->values); return;
    case ExprKind::Constant: tok(tag + ":" + name(static_cast<const Constant*>(e)->type)); return;
    case ExprKind::Attribute: {
      auto* x = static_cast<const Attribute*>(e);
      tok(tag + ":" + x->attr);
      expr(x->value);
      return;
    }
    case ExprKind::Subscript: {
      auto* x = static_cast<const Subscript*>(e);
      tok(tag);
      expr(x->value);
      expr(x->slice);
      return;
    }
    case ExprKind::Starred: tok(tag), expr(static_cast<const Starred*>(e)->value); return;
    case ExprKind::Name: tok(tag + ":" + static_cast<const Name*>(e)->id); return;
    case ExprKind::List: tok(tag), list(static_cast<const List*>(e)->elts); return;
    case ExprKind::Tuple: tok(tag), list(static_cast<const Tuple*>(e)->elts); return;
    case ExprKind::Slice: {
      auto* x = static_cast<const Slice*>(e);
      tok(tag);
      opt(x->lower);
      opt(x->upper);
      opt(x->step);
      return;
    }
    }
  }

  void pattern(const Pattern* p) {
    std::string tag = name(p->kind);
    switch (p->kind) {
    case PatternKind::MatchValue: tok(tag), expr(p->value); return;
    case PatternKind::MatchSingleton: tok(tag); return;
    case PatternKind::MatchSequence:
    case PatternKind::MatchOr:
      tok(tag);
      for (const Pattern* x : p->patterns) pattern(x);
      return;
    case PatternKind::MatchMapping:
      tok(tag + ":" + p->name);
      list(p->keys);
      for (const Pattern* x : p->patterns) pattern(x);
      return;
    case PatternKind::MatchClass: {
      std::string attrs;
      for (const std::string& a : p->kwd_attrs) attrs += (attrs.empty() ? "" : ",") + a;
      tok(tag + ":" + attrs);
      expr(p->cls);
      for (const Pattern* x : p->patterns) pattern(x);
      for (const Pattern* x : p->kwd_patterns) pattern(x);
      return;
    }
    case PatternKind::MatchStar: tok(tag + ":" + (p->name.empty() ? "_" : p->name)); return;
    case PatternKind::MatchAs:
      tok(tag + ":" + (p->name.empty() ? "_" : p->name));
      if (p->pattern) pattern(p->pattern);
      return;
    }
  }

  void emit(int depth, const std::string& head, const Span& span, bool with_lines = true) {
    out += std::to_string(depth) + " " + head;
    if (with_lines) out += " " + std::to_string(span.line) + " " + std::to_string(span.end_line);
    out += " |" + line_ + "\n";
    line_.clear();
  }

  void stmt(const Stmt* s, int depth) {
    std::string head = name(s->kind);
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* x = static_cast<const FunctionDef*>(s);
      arguments(x->args);
      list(x->decorator_list);
      opt(x->returns);
      emit(depth, head + ":" + x->name, s->span);
      body(x->body, depth + 1);
      return;
    }
    case StmtKind::ClassDef: {
      auto* x = static_cast<const ClassDef*>(s);
      list(x->bases);
      for (const Keyword* k : x->keywords) keyword(k);
      list(x->decorator_list);
      emit(depth, head + ":" + x->name, s->span);
      body(x->body, depth + 1);
      return;
    }
    case StmtKind::Return: opt(static_cast<const Return*>(s)->value); break;
    case StmtKind::Delete: list(static_cast<const Delete*>(s)->targets); break;
    case StmtKind::Assign:
      list(static_cast<const Assign*>(s)->targets);
      expr(static_cast<const Assign*>(s)->value);
      break;
    case StmtKind::AugAssign: {
      auto* x = static_cast<const AugAssign*>(s);
      expr(x->target);
      tok(name(x->op));
      expr(x->value);
      break;
    }
    case StmtKind::AnnAssign: {
      auto* x = static_cast<const AnnAssign*>(s);
      expr(x->target);
      expr(x->annotation);
      opt(x->value);
      head += x->simple ? ":1" : ":0";
      break;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto* x = static_cast<const For*>(s);
      expr(x->target);
      expr(x->iter);
      emit(depth, head, s->span);
      body(x->body, depth + 1);
      body(x->orelse, depth + 1);
      return;
    }
    case StmtKind::While: {
      auto* x = static_cast<const While*>(s);
      expr(x->test);
      emit(depth, head, s->span);
      body(x->body, depth + 1);
      body(x->orelse, depth + 1);
      return;
    }
    case StmtKind::If: {
      auto* x = static_cast<const If*>(s);
      expr(x->test);
      emit(depth, head, s->span);
      body(x->body, depth + 1);
      body(x->orelse, depth + 1);
      return;
    }
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto* x = static_cast<const With*>(s);
      for (const WithItem* i : x->items) {
        tok("withitem");
        expr(i->context_expr);
        opt(i->optional_vars);
      }
      emit(depth, head, s->span);
      body(x->body, depth + 1);
      return;
    }
    case StmtKind::Match: {
      auto* x = static_cast<const Match*>(s);
      expr(x->subject);
      emit(depth, head, s->span);
      for (const MatchCase* c : x->cases) {
        pattern(c->pattern);
        opt(c->guard);
        emit(depth + 1, "match_case", {}, false);
        body(c->body, depth + 2);
      }
      return;
    }
    case StmtKind::Raise:
      opt(static_cast<const Raise*>(s)->exc);
      opt(static_cast<const Raise*>(s)->cause);
      break;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* x = static_cast<const Try*>(s);
      emit(depth, head, s->span);
      body(x->body, depth + 1);
      for (const ExceptHandler* h : x->handlers) {
        opt(h->type);
        emit(depth + 1, "ExceptHandler:" + h->name, h->span);
        body(h->body, depth + 2);
      }
      body(x->orelse, depth + 1);
      body(x->finalbody, depth + 1);
      return;
    }
    case StmtKind::Assert:
      expr(static_cast<const Assert*>(s)->test);
      opt(static_cast<const Assert*>(s)->msg);
      break;
    case StmtKind::Import:
      for (const Alias* a : static_cast<const Import*>(s)->names)
        tok("alias:" + a->name + (a->asname.empty() ? "" : ":" + a->asname));
      break;
    case StmtKind::ImportFrom: {
      auto* x = static_cast<const ImportFrom*>(s);
      head += ":" + x->module + ":" + std::to_string(x->level);
      for (const Alias* a : x->names)
        tok("alias:" + a->name + (a->asname.empty() ? "" : ":" + a->asname));
      break;
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal: {
      const auto& names = s->kind == StmtKind::Global ? static_cast<const Global*>(s)->names
                                                      : static_cast<const Nonlocal*>(s)->names;
      for (const std::string& n : names) head += ":" + n;
      break;
    }
    case StmtKind::Expr: expr(static_cast<const ExprStmt*>(s)->value); break;
    case StmtKind::Pass:
    case StmtKind::Break:
    case StmtKind::Continue: break;
    }
    emit(depth, head, s->span);
  }
};

} // namespace

std::string dump_structure(const Module& m) {
  Dumper d;
  d.body(m.body, 0);
  return d.out;
}

} // namespace hyexec::ast
