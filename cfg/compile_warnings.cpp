#include "cfg/compile_warnings.h"

#include "cfg/ast_walk.h"

#include <optional>

namespace hyexec::cfg {

namespace {

using namespace ast;

/// What CPython's AST optimizer (Python/ast_opt.c) turns an expression into
/// when it folds it to a constant: the constant's type, and whether it is
/// one of the singletons `is` may compare with (None, True, False, ...).
struct Folded {
  std::string type; ///< empty when the type is not known (an item of a tuple)
  bool singleton = false;
};

std::optional<Folded> fold(const Expr* e);

bool numeric(const std::string& t) {
  return t == "int" || t == "bool" || t == "float" || t == "complex";
}

/// A literal integer's value, when it is one that fits 64 bits.
std::optional<int64_t> small_int(const Expr* e) {
  if (auto* c = as<Constant>(e); c && c->type == Constant::Type::Int) return c->i;
  if (auto* u = as<UnaryOp>(e); u && u->op == UnaryOpKind::USub)
    if (auto v = small_int(u->operand); v && *v != INT64_MIN) return -*v;
  return std::nullopt;
}

bool literal_zero(const Expr* e) {
  if (auto* c = as<Constant>(e))
    return (c->type == Constant::Type::Int && c->i == 0) ||
           (c->type == Constant::Type::Float && c->f == 0) || c->type == Constant::Type::False;
  return false;
}

std::optional<Folded> fold_unary(const UnaryOp* u) {
  std::optional<Folded> x = fold(u->operand);
  if (!x) return std::nullopt;
  if (u->op == UnaryOpKind::Not) return Folded{"bool", true};
  if (x->type == "int" || x->type == "bool") return Folded{"int"};
  // ~ of a float or complex raises, so it is left to run time.
  if ((x->type == "float" || x->type == "complex") && u->op != UnaryOpKind::Invert)
    return Folded{x->type};
  return std::nullopt;
}

/// The optimizer's folding of `l op r`: it gives up where the operation
/// raises (division by zero, mismatched types), on str/bytes `%` (left to
/// run time on purpose), and on results past its size limits.
std::optional<Folded> fold_binary(const BinOp* b) {
  std::optional<Folded> l = fold(b->left), r = fold(b->right);
  if (!l || !r) return std::nullopt;
  const std::string &lt = l->type, &rt = r->type;
  if (numeric(lt) && numeric(rt)) {
    bool ints = lt != "float" && lt != "complex" && rt != "float" && rt != "complex";
    switch (b->op) {
    case BinOpKind::MatMult: return std::nullopt;
    case BinOpKind::Div:
    case BinOpKind::FloorDiv:
    case BinOpKind::Mod:
      if (literal_zero(b->right)) return std::nullopt;
      if (b->op == BinOpKind::Div)
        return Folded{lt == "complex" || rt == "complex" ? "complex" : "float"};
      break;
    case BinOpKind::Pow: {
      if (!ints) break;
      std::optional<int64_t> base = small_int(b->left), exp = small_int(b->right);
      if (exp && *exp < 0) {
        if (base && *base == 0) return std::nullopt; // 0 ** -1 raises
        return Folded{"float"};
      }
      // MAX_INT_SIZE: results past 128 bits are not folded.
      if (base && exp && *base != 0 && *base != 1 && *base != -1) {
        int bits = 64 - __builtin_clzll(static_cast<uint64_t>(*base < 0 ? -*base : *base));
        if (static_cast<double>(bits) * static_cast<double>(*exp) > 128) return std::nullopt;
      }
      return Folded{"int"};
    }
    case BinOpKind::LShift:
    case BinOpKind::RShift:
    case BinOpKind::BitAnd:
    case BinOpKind::BitOr:
    case BinOpKind::BitXor:
      if (!ints) return std::nullopt;
      if (auto n = small_int(b->right); n && *n < 0 && b->op != BinOpKind::BitAnd &&
                                        b->op != BinOpKind::BitOr && b->op != BinOpKind::BitXor)
        return std::nullopt;
      if (b->op == BinOpKind::LShift)
        if (auto n = small_int(b->right); n && *n > 128) return std::nullopt;
      return Folded{"int"};
    default: break;
    }
    if (lt == "complex" || rt == "complex") return Folded{"complex"};
    if (lt == "float" || rt == "float") return Folded{"float"};
    return Folded{"int"};
  }
  bool sequence = lt == "str" || lt == "bytes" || lt == "tuple";
  if (b->op == BinOpKind::Add && sequence && lt == rt) return Folded{lt};
  if (b->op == BinOpKind::Mult) {
    const std::string& seq = sequence ? lt : rt;
    const std::string& count = sequence ? rt : lt;
    if ((seq == "str" || seq == "bytes" || seq == "tuple") && (count == "int" || count == "bool"))
      return Folded{seq};
  }
  return std::nullopt;
}

std::optional<Folded> fold(const Expr* e) {
  switch (e->kind) {
  case ExprKind::Constant: {
    auto* c = static_cast<const Constant*>(e);
    switch (c->type) {
    case Constant::Type::None: return Folded{"NoneType", true};
    case Constant::Type::True:
    case Constant::Type::False: return Folded{"bool", true};
    case Constant::Type::Ellipsis: return Folded{"ellipsis", true};
    case Constant::Type::Int:
    case Constant::Type::BigInt: return Folded{"int"};
    case Constant::Type::Float: return Folded{"float"};
    case Constant::Type::Complex: return Folded{"complex"};
    case Constant::Type::Str: return Folded{"str"};
    case Constant::Type::Bytes: return Folded{"bytes"};
    }
    return std::nullopt;
  }
  case ExprKind::UnaryOp: return fold_unary(static_cast<const UnaryOp*>(e));
  case ExprKind::BinOp: return fold_binary(static_cast<const BinOp*>(e));
  case ExprKind::Tuple: {
    auto* t = static_cast<const Tuple*>(e);
    if (t->ctx != Ctx::Load) return std::nullopt;
    for (const Expr* x : t->elts)
      if (!fold(x)) return std::nullopt;
    return Folded{"tuple"};
  }
  case ExprKind::Subscript: {
    auto* s = static_cast<const Subscript*>(e);
    std::optional<Folded> v = fold(s->value);
    std::optional<int64_t> i = small_int(s->slice);
    if (!v || !i || s->ctx != Ctx::Load) return std::nullopt;
    // An index out of range raises: left to run time.
    if (auto* c = as<Constant>(s->value);
        c && (c->type == Constant::Type::Str || c->type == Constant::Type::Bytes)) {
      if (*i >= static_cast<int64_t>(c->s.size()) || *i < -static_cast<int64_t>(c->s.size()))
        return std::nullopt;
      return Folded{c->type == Constant::Type::Str ? "str" : "int"};
    }
    if (auto* t = as<Tuple>(s->value)) {
      auto n = static_cast<int64_t>(t->elts.size());
      if (*i >= n || *i < -n) return std::nullopt;
      return fold(t->elts[static_cast<size_t>(*i < 0 ? *i + n : *i)]);
    }
    return std::nullopt;
  }
  default: return std::nullopt;
  }
}

/// CPython's infer_type: the type a display, comprehension, lambda or
/// constant evaluates to; empty when it cannot be told from the syntax.
std::string infer_type(const Expr* e) {
  if (std::optional<Folded> f = fold(e)) return f->type;
  switch (e->kind) {
  case ExprKind::Tuple: return "tuple";
  case ExprKind::List:
  case ExprKind::ListComp: return "list";
  case ExprKind::Dict:
  case ExprKind::DictComp: return "dict";
  case ExprKind::Set:
  case ExprKind::SetComp: return "set";
  case ExprKind::GeneratorExp: return "generator";
  case ExprKind::Lambda: return "function";
  case ExprKind::JoinedStr:
  case ExprKind::FormattedValue: return "str";
  default: return "";
  }
}

/// One entry of the compiler's stack of blocks a return/break/continue
/// unwinds: a loop, or a `finally` body it runs (compiles again) on the way.
struct Block {
  const Body* finally = nullptr; ///< nullptr: a loop
};

class Walker {
public:
  Walker(std::vector<CompileWarning>* out, bool lazy_annotations)
      : out_(out), lazy_annotations_(lazy_annotations) {}

  void body(const Body& b) {
    for (const Stmt* s : b) stmt(s);
  }

private:
  void warn(std::string message, uint32_t line) { out_->push_back({std::move(message), line}); }

  void expr(const Expr* e) {
    if (!e) return;
    switch (e->kind) {
    case ExprKind::Compare: check_compare(static_cast<const Compare*>(e)); break;
    case ExprKind::Call: check_caller(static_cast<const Call*>(e)); break;
    case ExprKind::Subscript: check_subscript(static_cast<const Subscript*>(e)); break;
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::GeneratorExp:
    case ExprKind::DictComp: return comprehension(e);
    case ExprKind::Lambda: {
      auto* l = static_cast<const Lambda*>(e);
      defaults(l->args);
      function_body([&] { expr(l->body); });
      return;
    }
    default: break;
    }
    for_each_child(e, [&](const Expr* x) { expr(x); });
  }

  void check_compare(const Compare* c) {
    // Only the first offending operator of a chain is reported.
    auto literal = [](const Expr* x) {
      std::optional<Folded> f = fold(x);
      return f && !f->singleton;
    };
    bool left = literal(c->left);
    for (size_t i = 0; i < c->ops.size(); ++i) {
      bool right = literal(c->comparators[i]);
      CmpOpKind op = c->ops[i];
      if ((op == CmpOpKind::Is || op == CmpOpKind::IsNot) && (left || right)) {
        warn(op == CmpOpKind::Is ? "\"is\" with a literal. Did you mean \"==\"?"
                                 : "\"is not\" with a literal. Did you mean \"!=\"?",
             c->span.line);
        return;
      }
      left = right;
    }
  }

  void check_caller(const Call* c) {
    const Expr* f = c->func;
    bool display = false;
    switch (f->kind) {
    case ExprKind::Constant:
    case ExprKind::Tuple:
    case ExprKind::List:
    case ExprKind::ListComp:
    case ExprKind::Dict:
    case ExprKind::DictComp:
    case ExprKind::Set:
    case ExprKind::SetComp:
    case ExprKind::GeneratorExp:
    case ExprKind::JoinedStr:
    case ExprKind::FormattedValue: display = true; break;
    default: display = fold(f).has_value();
    }
    std::string type = display ? infer_type(f) : "";
    if (!type.empty())
      warn("'" + type + "' object is not callable; perhaps you missed a comma?", c->span.line);
  }

  void check_subscript(const Subscript* s) {
    if (s->ctx != Ctx::Load) return;
    std::string value_type = infer_type(s->value);
    std::optional<Folded> folded = fold(s->value);
    bool constant = folded.has_value();
    // check_subscripter: what has no __getitem__ at all.
    bool unsubscriptable =
        constant
            ? numeric(value_type) || value_type == "NoneType" || value_type == "ellipsis"
            : s->value->kind == ExprKind::Set || s->value->kind == ExprKind::SetComp ||
                  s->value->kind == ExprKind::GeneratorExp || s->value->kind == ExprKind::Lambda;
    if (unsubscriptable && !value_type.empty()) {
      warn("'" + value_type + "' object is not subscriptable; perhaps you missed a comma?",
           s->span.line);
      return;
    }
    // check_index: a sequence indexed by what is neither an int nor a slice.
    std::string index_type = infer_type(s->slice);
    if (index_type.empty() || index_type == "int" || index_type == "bool") return;
    bool sequence = constant
                        ? value_type == "str" || value_type == "bytes" || value_type == "tuple"
                        : s->value->kind == ExprKind::Tuple || s->value->kind == ExprKind::List ||
                              s->value->kind == ExprKind::ListComp ||
                              s->value->kind == ExprKind::JoinedStr ||
                              s->value->kind == ExprKind::FormattedValue;
    if (sequence && !value_type.empty())
      warn(value_type + " indices must be integers or slices, not " + index_type +
               "; perhaps you missed a comma?",
           s->span.line);
  }

  /// The element and the inner loops are compiled in the comprehension's own
  /// function, before the outermost iterable is evaluated in the caller.
  void comprehension(const Expr* e) {
    const std::vector<Comprehension*>* gens = nullptr;
    std::vector<const Expr*> elts;
    if (auto* c = as<ListComp>(e)) gens = &c->generators, elts = {c->elt};
    if (auto* c = as<SetComp>(e)) gens = &c->generators, elts = {c->elt};
    if (auto* c = as<GeneratorExp>(e)) gens = &c->generators, elts = {c->elt};
    if (auto* c = as<DictComp>(e)) gens = &c->generators, elts = {c->key, c->value};
    for (size_t i = 0; i < gens->size(); ++i) {
      const Comprehension* g = (*gens)[i];
      if (i > 0) expr(g->iter);
      expr(g->target);
      for (const Expr* x : g->ifs) expr(x);
    }
    for (const Expr* x : elts) expr(x);
    if (!gens->empty()) expr((*gens)[0]->iter);
  }

  void defaults(const Arguments* a) {
    if (!a) return;
    for (const Expr* d : a->defaults) expr(d);
    for (const Expr* d : a->kw_defaults) expr(d);
  }

  void annotations(const Arguments* a, const Expr* returns) {
    if (lazy_annotations_) return;
    for_each_parameter(*a, [&](const Arg* x) { expr(x->annotation); });
    expr(returns);
  }

  /// A def, lambda or class body: a scope of its own, whose returns and
  /// breaks unwind only its own blocks.
  template <class F> void function_body(F&& f, bool evaluates_annotations = false) {
    std::vector<Block> saved;
    saved.swap(blocks_);
    bool saved_scope = annotation_scope_;
    annotation_scope_ = evaluates_annotations;
    f();
    annotation_scope_ = saved_scope;
    blocks_.swap(saved);
  }

  /// The finally bodies a return (all) or break/continue (up to the loop)
  /// runs on its way out, each compiled where the jump is.
  void unwind(bool to_loop) {
    std::vector<Block> saved = blocks_;
    while (!blocks_.empty()) {
      Block top = blocks_.back();
      blocks_.pop_back();
      if (!top.finally) {
        if (to_loop) break;
        continue;
      }
      body(*top.finally);
    }
    blocks_ = std::move(saved);
  }

  void loop_body(const Body& b) {
    blocks_.push_back(Block{});
    body(b);
    blocks_.pop_back();
  }

  void stmt(const Stmt* s) {
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* f = static_cast<const FunctionDef*>(s);
      for (const Expr* d : f->decorator_list) expr(d);
      defaults(f->args);
      annotations(f->args, f->returns);
      function_body([&] { body(f->body); });
      return;
    }
    case StmtKind::ClassDef: {
      auto* c = static_cast<const ClassDef*>(s);
      for (const Expr* d : c->decorator_list) expr(d);
      function_body([&] { body(c->body); }, true);
      for (const Expr* b : c->bases) expr(b);
      for (const Keyword* k : c->keywords) expr(k->value);
      return;
    }
    case StmtKind::Return:
      expr(static_cast<const Return*>(s)->value);
      unwind(false);
      return;
    case StmtKind::Break:
    case StmtKind::Continue: unwind(true); return;
    case StmtKind::Assign: {
      auto* a = static_cast<const Assign*>(s);
      expr(a->value);
      for (const Expr* t : a->targets) expr(t);
      return;
    }
    case StmtKind::AnnAssign: {
      auto* a = static_cast<const AnnAssign*>(s);
      expr(a->value);
      expr(a->target);
      if (annotation_scope_ && !lazy_annotations_) expr(a->annotation);
      return;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto* f = static_cast<const For*>(s);
      expr(f->iter);
      expr(f->target);
      loop_body(f->body);
      body(f->orelse);
      return;
    }
    case StmtKind::While: {
      // 3.11 compiles the test at the top and again at the bottom of the loop.
      auto* w = static_cast<const While*>(s);
      expr(w->test);
      loop_body(w->body);
      expr(w->test);
      body(w->orelse);
      return;
    }
    case StmtKind::If: {
      auto* i = static_cast<const If*>(s);
      expr(i->test);
      body(i->body);
      body(i->orelse);
      return;
    }
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto* w = static_cast<const With*>(s);
      for (const WithItem* item : w->items) {
        expr(item->context_expr);
        expr(item->optional_vars);
      }
      body(w->body);
      return;
    }
    case StmtKind::Match: {
      auto* m = static_cast<const Match*>(s);
      expr(m->subject);
      for (const MatchCase* c : m->cases) {
        for_each_expr(c->pattern, [&](const Expr* x) { expr(x); });
        expr(c->guard);
        body(c->body);
      }
      return;
    }
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(s);
      bool has_finally = !t->finalbody.empty();
      if (has_finally) blocks_.push_back(Block{&t->finalbody});
      body(t->body);
      body(t->orelse);
      for (const ExceptHandler* h : t->handlers) {
        expr(h->type);
        body(h->body);
      }
      if (!has_finally) return;
      blocks_.pop_back();
      body(t->finalbody); // the normal way out
      body(t->finalbody); // the way out with an exception
      return;
    }
    case StmtKind::Assert: {
      auto* a = static_cast<const Assert*>(s);
      if (auto* t = as<Tuple>(a->test); t && !t->elts.empty())
        warn("assertion is always true, perhaps remove parentheses?", s->span.line);
      expr(a->test);
      expr(a->msg);
      return;
    }
    default: for_each_expr(s, [&](const Expr* x) { expr(x); });
    }
  }

  std::vector<CompileWarning>* out_;
  bool lazy_annotations_;
  bool annotation_scope_ = true; ///< module and class bodies evaluate `x: T` annotations
  std::vector<Block> blocks_;
};

bool has_future_annotations(const Module& m) {
  for (const Stmt* s : m.body)
    if (auto* imp = as<ImportFrom>(s); imp && imp->module == "__future__")
      for (const Alias* a : imp->names)
        if (a->name == "annotations") return true;
  return false;
}

} // namespace

std::vector<CompileWarning> compile_warnings(const ast::Module& module) {
  std::vector<CompileWarning> out;
  Walker(&out, has_future_annotations(module)).body(module.body);
  return out;
}

} // namespace hyexec::cfg
