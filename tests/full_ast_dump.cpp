#include "tests/full_ast_dump.h"

#include <cstdio>

namespace hyexec::test {

using namespace ast;

namespace {

const char* ctx_name(Ctx c) {
  return c == Ctx::Load ? "Load" : c == Ctx::Store ? "Store" : "Del";
}

class Dumper {
public:
  std::string out;

  void body(const char* field, const Body& b, int d) {
    if (b.empty()) return;
    line(d, std::string(field) + ":");
    for (const Stmt* s : b) stmt(s, d + 1);
  }

  void stmt(const Stmt* s, int d) {
    std::string head = name(s->kind) + span(s->span);
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* f = static_cast<const FunctionDef*>(s);
      line(d, head + " " + f->name);
      exprs("decorators", f->decorator_list, d + 1);
      arguments(f->args, d + 1);
      expr("returns", f->returns, d + 1);
      body("body", f->body, d + 1);
      return;
    }
    case StmtKind::ClassDef: {
      auto* c = static_cast<const ClassDef*>(s);
      line(d, head + " " + c->name);
      exprs("decorators", c->decorator_list, d + 1);
      exprs("bases", c->bases, d + 1);
      for (const Keyword* k : c->keywords) keyword(k, d + 1);
      body("body", c->body, d + 1);
      return;
    }
    case StmtKind::Return:
      line(d, head), expr("value", static_cast<const Return*>(s)->value, d + 1);
      return;
    case StmtKind::Delete:
      line(d, head), exprs("targets", static_cast<const Delete*>(s)->targets, d + 1);
      return;
    case StmtKind::Assign: {
      auto* a = static_cast<const Assign*>(s);
      line(d, head);
      exprs("targets", a->targets, d + 1);
      expr("value", a->value, d + 1);
      return;
    }
    case StmtKind::AugAssign: {
      auto* a = static_cast<const AugAssign*>(s);
      line(d, head + " " + name(a->op));
      expr("target", a->target, d + 1);
      expr("value", a->value, d + 1);
      return;
    }
    case StmtKind::AnnAssign: {
      auto* a = static_cast<const AnnAssign*>(s);
      line(d, head + (a->simple ? " simple" : ""));
      expr("target", a->target, d + 1);
      expr("annotation", a->annotation, d + 1);
      expr("value", a->value, d + 1);
      return;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto* f = static_cast<const For*>(s);
      line(d, head);
      expr("target", f->target, d + 1);
      expr("iter", f->iter, d + 1);
      body("body", f->body, d + 1);
      body("orelse", f->orelse, d + 1);
      return;
    }
    case StmtKind::While: {
      auto* w = static_cast<const While*>(s);
      line(d, head);
      expr("test", w->test, d + 1);
      body("body", w->body, d + 1);
      body("orelse", w->orelse, d + 1);
      return;
    }
    case StmtKind::If: {
      auto* i = static_cast<const If*>(s);
      line(d, head);
      expr("test", i->test, d + 1);
      body("body", i->body, d + 1);
      body("orelse", i->orelse, d + 1);
      return;
    }
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto* w = static_cast<const With*>(s);
      line(d, head);
      for (const WithItem* item : w->items) {
        line(d + 1, "withitem");
        expr("context_expr", item->context_expr, d + 2);
        expr("optional_vars", item->optional_vars, d + 2);
      }
      body("body", w->body, d + 1);
      return;
    }
    case StmtKind::Match: {
      auto* m = static_cast<const Match*>(s);
      line(d, head);
      expr("subject", m->subject, d + 1);
      for (const MatchCase* c : m->cases) {
        line(d + 1, "match_case");
        pattern(c->pattern, d + 2);
        expr("guard", c->guard, d + 2);
        body("body", c->body, d + 2);
      }
      return;
    }
    case StmtKind::Raise: {
      auto* r = static_cast<const Raise*>(s);
      line(d, head);
      expr("exc", r->exc, d + 1);
      expr("cause", r->cause, d + 1);
      return;
    }
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(s);
      line(d, head);
      body("body", t->body, d + 1);
      for (const ExceptHandler* h : t->handlers) {
        line(d + 1, "ExceptHandler" + span(h->span) + " " + h->name);
        expr("type", h->type, d + 2);
        body("body", h->body, d + 2);
      }
      body("orelse", t->orelse, d + 1);
      body("finalbody", t->finalbody, d + 1);
      return;
    }
    case StmtKind::Assert: {
      auto* a = static_cast<const Assert*>(s);
      line(d, head);
      expr("test", a->test, d + 1);
      expr("msg", a->msg, d + 1);
      return;
    }
    case StmtKind::Import:
    case StmtKind::ImportFrom: {
      const std::vector<Alias*>* names;
      if (s->kind == StmtKind::Import) {
        names = &static_cast<const Import*>(s)->names;
        line(d, head);
      } else {
        auto* i = static_cast<const ImportFrom*>(s);
        names = &i->names;
        line(d, head + " " + i->module + " level=" + std::to_string(i->level));
      }
      for (const Alias* a : *names)
        line(d + 1, "alias" + span(a->span) + " " + a->name + " as " + a->asname);
      return;
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal: {
      const auto& names = s->kind == StmtKind::Global ? static_cast<const Global*>(s)->names
                                                      : static_cast<const Nonlocal*>(s)->names;
      for (const std::string& n : names) head += " " + n;
      line(d, head);
      return;
    }
    case StmtKind::Expr:
      line(d, head), expr("value", static_cast<const ExprStmt*>(s)->value, d + 1);
      return;
    default: line(d, head); return;
    }
  }

private:
  static std::string span(const Span& s) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "@%u:%u-%u:%u", s.line, s.col, s.end_line, s.end_col);
    return buf;
  }
  void line(int d, const std::string& text) {
    out.append(2 * d, ' ');
    out += text;
    out += '\n';
  }
  void exprs(const char* field, const std::vector<Expr*>& v, int d) {
    if (v.empty()) return;
    line(d, std::string(field) + ":");
    for (const Expr* e : v) expr("", e, d + 1);
  }
  void keyword(const Keyword* k, int d) {
    line(d, "keyword" + span(k->span) + " " + (k->arg.empty() ? "**" : k->arg));
    expr("value", k->value, d + 1);
  }
  void arg(const char* field, const Arg* a, int d) {
    if (!a) return;
    line(d, std::string(field) + " arg" + span(a->span) + " " + a->name);
    expr("annotation", a->annotation, d + 1);
  }
  void arguments(const Arguments* a, int d) {
    line(d, "arguments");
    for (const Arg* x : a->posonlyargs) arg("posonly", x, d + 1);
    for (const Arg* x : a->args) arg("args", x, d + 1);
    arg("vararg", a->vararg, d + 1);
    for (const Arg* x : a->kwonlyargs) arg("kwonly", x, d + 1);
    for (const Expr* e : a->kw_defaults)
      e ? expr("kw_default", e, d + 1) : line(d + 1, "kw_default -");
    arg("kwarg", a->kwarg, d + 1);
    exprs("defaults", a->defaults, d + 1);
  }
  void generators(const std::vector<Comprehension*>& gens, int d) {
    for (const Comprehension* g : gens) {
      line(d, std::string("comprehension") + (g->is_async ? " async" : ""));
      expr("target", g->target, d + 1);
      expr("iter", g->iter, d + 1);
      exprs("ifs", g->ifs, d + 1);
    }
  }
  void pattern(const Pattern* p, int d) {
    if (!p) return;
    line(d, name(p->kind) + span(p->span) + " " + p->name);
    expr("value", p->value, d + 1);
    expr("cls", p->cls, d + 1);
    exprs("keys", p->keys, d + 1);
    for (const std::string& k : p->kwd_attrs) line(d + 1, "kwd_attr " + k);
    for (const Pattern* x : p->patterns) pattern(x, d + 1);
    for (const Pattern* x : p->kwd_patterns) pattern(x, d + 1);
    pattern(p->pattern, d + 1);
  }

  void expr(const char* field, const Expr* e, int d) {
    if (!e) return;
    std::string head = std::string(field) + (*field ? " " : "") + name(e->kind) + span(e->span);
    switch (e->kind) {
    case ExprKind::BoolOp: {
      auto* x = static_cast<const BoolOp*>(e);
      line(d, head + " " + name(x->op));
      for (const Expr* v : x->values) expr("", v, d + 1);
      return;
    }
    case ExprKind::NamedExpr: {
      auto* x = static_cast<const NamedExpr*>(e);
      line(d, head);
      expr("target", x->target, d + 1);
      expr("value", x->value, d + 1);
      return;
    }
    case ExprKind::BinOp: {
      auto* x = static_cast<const BinOp*>(e);
      line(d, head + " " + name(x->op));
      expr("left", x->left, d + 1);
      expr("right", x->right, d + 1);
      return;
    }
    case ExprKind::UnaryOp: {
      auto* x = static_cast<const UnaryOp*>(e);
      line(d, head + " " + name(x->op));
      expr("operand", x->operand, d + 1);
      return;
    }
    case ExprKind::Lambda: {
      auto* x = static_cast<const Lambda*>(e);
      line(d, head);
      arguments(x->args, d + 1);
      expr("body", x->body, d + 1);
      return;
    }
    case ExprKind::IfExp: {
      auto* x = static_cast<const IfExp*>(e);
      line(d, head);
      expr("test", x->test, d + 1);
      expr("body", x->body, d + 1);
      expr("orelse", x->orelse, d + 1);
      return;
    }
    case ExprKind::Dict: {
      auto* x = static_cast<const Dict*>(e);
      line(d, head);
      for (size_t i = 0; i < x->keys.size(); ++i) {
        x->keys[i] ? expr("key", x->keys[i], d + 1) : line(d + 1, "key **");
        expr("value", x->values[i], d + 1);
      }
      return;
    }
    case ExprKind::Set:
      line(d, head), exprs("elts", static_cast<const Set*>(e)->elts, d + 1);
      return;
    case ExprKind::ListComp: {
      auto* x = static_cast<const ListComp*>(e);
      line(d, head);
      expr("elt", x->elt, d + 1);
      generators(x->generators, d + 1);
      return;
    }
    case ExprKind::SetComp: {
      auto* x = static_cast<const SetComp*>(e);
      line(d, head);
      expr("elt", x->elt, d + 1);
      generators(x->generators, d + 1);
      return;
    }
    case ExprKind::GeneratorExp: {
      auto* x = static_cast<const GeneratorExp*>(e);
      line(d, head);
      expr("elt", x->elt, d + 1);
      generators(x->generators, d + 1);
      return;
    }
    case ExprKind::DictComp: {
      auto* x = static_cast<const DictComp*>(e);
      line(d, head);
      expr("key", x->key, d + 1);
      expr("value", x->value, d + 1);
      generators(x->generators, d + 1);
      return;
    }
    case ExprKind::Await:
      line(d, head), expr("value", static_cast<const Await*>(e)->value, d + 1);
      return;
    case ExprKind::Yield:
      line(d, head), expr("value", static_cast<const Yield*>(e)->value, d + 1);
      return;
    case ExprKind::YieldFrom:
      line(d, head), expr("value", static_cast<const YieldFrom*>(e)->value, d + 1);
      return;
    case ExprKind::Compare: {
      auto* x = static_cast<const Compare*>(e);
      for (CmpOpKind op : x->ops) head += std::string(" ") + name(op);
      line(d, head);
      expr("left", x->left, d + 1);
      exprs("comparators", x->comparators, d + 1);
      return;
    }
    case ExprKind::Call: {
      auto* x = static_cast<const Call*>(e);
      line(d, head);
      expr("func", x->func, d + 1);
      exprs("args", x->args, d + 1);
      for (const Keyword* k : x->keywords) keyword(k, d + 1);
      return;
    }
    case ExprKind::FormattedValue: {
      auto* x = static_cast<const FormattedValue*>(e);
      line(d, head + " conversion=" + std::to_string(x->conversion));
      expr("value", x->value, d + 1);
      expr("format_spec", x->format_spec, d + 1);
      return;
    }
    case ExprKind::JoinedStr:
      line(d, head), exprs("values", static_cast<const JoinedStr*>(e)->values, d + 1);
      return;
    case ExprKind::Constant: {
      auto* c = static_cast<const Constant*>(e);
      head += std::string(" ") + name(c->type);
      switch (c->type) {
      case Constant::Type::Int: head += " " + std::to_string(c->i); break;
      case Constant::Type::Float:
      case Constant::Type::Complex: {
        char buf[64];
        std::snprintf(buf, sizeof buf, " %.17g", c->f);
        head += buf;
        break;
      }
      case Constant::Type::BigInt: head += " base" + std::to_string(c->base) + " " + c->s; break;
      case Constant::Type::Str:
      case Constant::Type::Bytes: {
        head += " ";
        for (unsigned char ch : c->s) {
          if (ch < 0x20 || ch == '\\' || ch >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", ch);
            head += buf;
          } else {
            head += static_cast<char>(ch);
          }
        }
        if (c->u_prefix) head += " u";
        break;
      }
      default: break;
      }
      line(d, head);
      return;
    }
    case ExprKind::Attribute: {
      auto* x = static_cast<const Attribute*>(e);
      line(d, head + " ." + x->attr + " " + ctx_name(x->ctx));
      expr("value", x->value, d + 1);
      return;
    }
    case ExprKind::Subscript: {
      auto* x = static_cast<const Subscript*>(e);
      line(d, head + " " + ctx_name(x->ctx));
      expr("value", x->value, d + 1);
      expr("slice", x->slice, d + 1);
      return;
    }
    case ExprKind::Starred: {
      auto* x = static_cast<const Starred*>(e);
      line(d, head + " " + ctx_name(x->ctx));
      expr("value", x->value, d + 1);
      return;
    }
    case ExprKind::Name: {
      auto* x = static_cast<const Name*>(e);
      line(d, head + " " + x->id + " " + ctx_name(x->ctx));
      return;
    }
    case ExprKind::List: {
      auto* x = static_cast<const List*>(e);
      line(d, head + " " + ctx_name(x->ctx));
      exprs("elts", x->elts, d + 1);
      return;
    }
    case ExprKind::Tuple: {
      auto* x = static_cast<const Tuple*>(e);
      line(d, head + " " + ctx_name(x->ctx));
      exprs("elts", x->elts, d + 1);
      return;
    }
    case ExprKind::Slice: {
      auto* x = static_cast<const Slice*>(e);
      line(d, head);
      expr("lower", x->lower, d + 1);
      expr("upper", x->upper, d + 1);
      expr("step", x->step, d + 1);
      return;
    }
    }
  }
};

} // namespace

std::string full_dump(const Module& m) {
  Dumper d;
  d.body("Module", m.body, 0);
  return d.out;
}

} // namespace hyexec::test
