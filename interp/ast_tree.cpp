// ast.parse over hyexec's own parser: the typed tree (cfg/ast.h) as node
// objects of pylib/ast.py's classes, with CPython's fields and positions.
// Every expression and statement is converted but `match` (its patterns),
// which stays unsupported, named at the call.
#include "interp/ast_tree.h"

#include "cfg/parse.h"
#include "interp/machine.h"

namespace hyexec::interp {

namespace {

using namespace ast;

class TreeBuilder {
public:
  explicit TreeBuilder(Value module) : module_(std::move(module)) {}

  Value module(const Module& m) {
    return node("Module", {{"body", stmts(m.body)}, {"type_ignores", py_list({})}}, nullptr);
  }
  Value expression(const Expr* e) { return node("Expression", {{"body", expr(e)}}, nullptr); }

private:
  Value module_;

  Value node(const char* cls, std::initializer_list<std::pair<const char*, Value>> fields,
             const Node* at) {
    Value n = call(get_attr(module_, cls), Values{});
    for (const auto& [name, value] : fields) set_attr(n, name, value);
    if (at) {
      set_attr(n, "lineno", py_int(at->span.line));
      set_attr(n, "col_offset", py_int(at->span.col));
      set_attr(n, "end_lineno", py_int(at->span.end_line));
      set_attr(n, "end_col_offset", py_int(at->span.end_col));
    }
    return n;
  }
  Value singleton(const std::string& cls) {
    // Kept in ast's `_singletons`, so that every parse of the run shares them.
    Value cache = get_attr_opt(module_, "_singletons");
    DictObject* d = cache && is_type(cache, type_dict) ? cache.as<DictObject>() : nullptr;
    if (Value v = d ? d->get_str(cls) : Value()) return v;
    Value v = call(get_attr(module_, cls), Values{});
    if (d) d->set_str(cls, v);
    return v;
  }
  Value ctx(Ctx c) {
    return singleton(c == Ctx::Load ? "Load" : c == Ctx::Store ? "Store" : "Del");
  }
  Value opt(const Expr* e) { return e ? expr(e) : Value(none()); }
  Value exprs(const std::vector<Expr*>& v) {
    Values out;
    for (const Expr* e : v) out.push_back(opt(e));
    return py_list(std::move(out));
  }
  Value stmts(const Body& body) {
    Values out;
    for (const Stmt* s : body) out.push_back(stmt(s));
    return py_list(std::move(out));
  }
  Value arg(const Arg* a) {
    if (!a) return none();
    return node(
        "arg",
        {{"arg", py_str(a->name)}, {"annotation", opt(a->annotation)}, {"type_comment", none()}},
        a);
  }
  Value args(const std::vector<Arg*>& v) {
    Values out;
    for (const Arg* a : v) out.push_back(arg(a));
    return py_list(std::move(out));
  }
  Value arguments(const Arguments* a) {
    return node("arguments",
                {{"posonlyargs", args(a->posonlyargs)},
                 {"args", args(a->args)},
                 {"vararg", arg(a->vararg)},
                 {"kwonlyargs", args(a->kwonlyargs)},
                 {"kw_defaults", exprs(a->kw_defaults)},
                 {"kwarg", arg(a->kwarg)},
                 {"defaults", exprs(a->defaults)}},
                nullptr);
  }
  Value keywords(const std::vector<Keyword*>& v) {
    Values out;
    for (const Keyword* k : v)
      out.push_back(node(
          "keyword",
          {{"arg", k->arg.empty() ? Value(none()) : py_str(k->arg)}, {"value", expr(k->value)}},
          k));
    return py_list(std::move(out));
  }
  Value aliases(const std::vector<Alias*>& v) {
    Values out;
    for (const Alias* a : v)
      out.push_back(node("alias",
                         {{"name", py_str(a->name)},
                          {"asname", a->asname.empty() ? Value(none()) : py_str(a->asname)}},
                         a));
    return py_list(std::move(out));
  }
  Value generators(const std::vector<Comprehension*>& gens) {
    Values out;
    for (const Comprehension* g : gens)
      out.push_back(node("comprehension",
                         {{"target", expr(g->target)},
                          {"iter", expr(g->iter)},
                          {"ifs", exprs(g->ifs)},
                          {"is_async", py_int(g->is_async ? 1 : 0)}},
                         nullptr));
    return py_list(std::move(out));
  }
  Value constant_value(const Constant* c) {
    switch (c->type) {
    case Constant::Type::None: return none();
    case Constant::Type::True: return py_bool(true);
    case Constant::Type::False: return py_bool(false);
    case Constant::Type::Ellipsis: return ellipsis();
    case Constant::Type::Int: return py_int(c->i);
    case Constant::Type::BigInt: return py_int(mpz_class(c->s, c->base));
    case Constant::Type::Float: return py_float(c->f);
    case Constant::Type::Complex: return make<ComplexObject>(0.0, c->f);
    case Constant::Type::Str: return py_str(c->s);
    case Constant::Type::Bytes: return make<BytesObject>(c->s);
    }
    return none();
  }

  Value expr(const Expr* e) {
    switch (e->kind) {
    case ExprKind::BoolOp: {
      auto* x = static_cast<const BoolOp*>(e);
      return node("BoolOp", {{"op", singleton(name(x->op))}, {"values", exprs(x->values)}}, e);
    }
    case ExprKind::NamedExpr: {
      auto* x = static_cast<const NamedExpr*>(e);
      return node("NamedExpr", {{"target", expr(x->target)}, {"value", expr(x->value)}}, e);
    }
    case ExprKind::BinOp: {
      auto* x = static_cast<const BinOp*>(e);
      return node(
          "BinOp",
          {{"left", expr(x->left)}, {"op", singleton(name(x->op))}, {"right", expr(x->right)}}, e);
    }
    case ExprKind::UnaryOp: {
      auto* x = static_cast<const UnaryOp*>(e);
      return node("UnaryOp", {{"op", singleton(name(x->op))}, {"operand", expr(x->operand)}}, e);
    }
    case ExprKind::Lambda: {
      auto* x = static_cast<const Lambda*>(e);
      return node("Lambda", {{"args", arguments(x->args)}, {"body", expr(x->body)}}, e);
    }
    case ExprKind::IfExp: {
      auto* x = static_cast<const IfExp*>(e);
      return node("IfExp",
                  {{"test", expr(x->test)}, {"body", expr(x->body)}, {"orelse", expr(x->orelse)}},
                  e);
    }
    case ExprKind::Dict: {
      auto* x = static_cast<const Dict*>(e);
      return node("Dict", {{"keys", exprs(x->keys)}, {"values", exprs(x->values)}}, e);
    }
    case ExprKind::Set: return node("Set", {{"elts", exprs(static_cast<const Set*>(e)->elts)}}, e);
    case ExprKind::ListComp: {
      auto* x = static_cast<const ListComp*>(e);
      return node("ListComp", {{"elt", expr(x->elt)}, {"generators", generators(x->generators)}},
                  e);
    }
    case ExprKind::SetComp: {
      auto* x = static_cast<const SetComp*>(e);
      return node("SetComp", {{"elt", expr(x->elt)}, {"generators", generators(x->generators)}}, e);
    }
    case ExprKind::DictComp: {
      auto* x = static_cast<const DictComp*>(e);
      return node("DictComp",
                  {{"key", expr(x->key)},
                   {"value", expr(x->value)},
                   {"generators", generators(x->generators)}},
                  e);
    }
    case ExprKind::GeneratorExp: {
      auto* x = static_cast<const GeneratorExp*>(e);
      return node("GeneratorExp",
                  {{"elt", expr(x->elt)}, {"generators", generators(x->generators)}}, e);
    }
    case ExprKind::Await:
      return node("Await", {{"value", expr(static_cast<const Await*>(e)->value)}}, e);
    case ExprKind::Yield:
      return node("Yield", {{"value", opt(static_cast<const Yield*>(e)->value)}}, e);
    case ExprKind::YieldFrom:
      return node("YieldFrom", {{"value", expr(static_cast<const YieldFrom*>(e)->value)}}, e);
    case ExprKind::Compare: {
      auto* x = static_cast<const Compare*>(e);
      Values ops;
      for (CmpOpKind k : x->ops) ops.push_back(singleton(name(k)));
      return node("Compare",
                  {{"left", expr(x->left)},
                   {"ops", py_list(std::move(ops))},
                   {"comparators", exprs(x->comparators)}},
                  e);
    }
    case ExprKind::Call: {
      auto* x = static_cast<const Call*>(e);
      return node(
          "Call",
          {{"func", expr(x->func)}, {"args", exprs(x->args)}, {"keywords", keywords(x->keywords)}},
          e);
    }
    case ExprKind::FormattedValue: {
      auto* x = static_cast<const FormattedValue*>(e);
      return node("FormattedValue",
                  {{"value", expr(x->value)},
                   {"conversion", py_int(x->conversion)},
                   {"format_spec", opt(x->format_spec)}},
                  e);
    }
    case ExprKind::JoinedStr:
      return node("JoinedStr", {{"values", exprs(static_cast<const JoinedStr*>(e)->values)}}, e);
    case ExprKind::Constant: {
      auto* x = static_cast<const Constant*>(e);
      return node("Constant",
                  {{"value", constant_value(x)}, {"kind", x->u_prefix ? py_str("u") : none()}}, e);
    }
    case ExprKind::Attribute: {
      auto* x = static_cast<const Attribute*>(e);
      return node("Attribute",
                  {{"value", expr(x->value)}, {"attr", py_str(x->attr)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::Subscript: {
      auto* x = static_cast<const Subscript*>(e);
      return node("Subscript",
                  {{"value", expr(x->value)}, {"slice", expr(x->slice)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::Starred: {
      auto* x = static_cast<const Starred*>(e);
      return node("Starred", {{"value", expr(x->value)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::Name: {
      auto* x = static_cast<const Name*>(e);
      return node("Name", {{"id", py_str(x->id)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::List: {
      auto* x = static_cast<const List*>(e);
      return node("List", {{"elts", exprs(x->elts)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::Tuple: {
      auto* x = static_cast<const Tuple*>(e);
      return node("Tuple", {{"elts", exprs(x->elts)}, {"ctx", ctx(x->ctx)}}, e);
    }
    case ExprKind::Slice: {
      auto* x = static_cast<const Slice*>(e);
      return node("Slice",
                  {{"lower", opt(x->lower)}, {"upper", opt(x->upper)}, {"step", opt(x->step)}}, e);
    }
    }
    throw Unsupported{std::string("ast.parse of a ") + name(e->kind) + " expression"};
  }

  Value stmt(const Stmt* s) {
    switch (s->kind) {
    case StmtKind::Expr:
      return node("Expr", {{"value", expr(static_cast<const ExprStmt*>(s)->value)}}, s);
    case StmtKind::Assign: {
      auto* x = static_cast<const Assign*>(s);
      return node(
          "Assign",
          {{"targets", exprs(x->targets)}, {"value", expr(x->value)}, {"type_comment", none()}}, s);
    }
    case StmtKind::AugAssign: {
      auto* x = static_cast<const AugAssign*>(s);
      return node(
          "AugAssign",
          {{"target", expr(x->target)}, {"op", singleton(name(x->op))}, {"value", expr(x->value)}},
          s);
    }
    case StmtKind::Return:
      return node("Return", {{"value", opt(static_cast<const Return*>(s)->value)}}, s);
    case StmtKind::Delete:
      return node("Delete", {{"targets", exprs(static_cast<const Delete*>(s)->targets)}}, s);
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* x = static_cast<const FunctionDef*>(s);
      return node(x->is_async() ? "AsyncFunctionDef" : "FunctionDef",
                  {{"name", py_str(x->name)},
                   {"args", arguments(x->args)},
                   {"body", stmts(x->body)},
                   {"decorator_list", exprs(x->decorator_list)},
                   {"returns", opt(x->returns)},
                   {"type_comment", none()}},
                  s);
    }
    case StmtKind::ClassDef: {
      auto* x = static_cast<const ClassDef*>(s);
      return node("ClassDef",
                  {{"name", py_str(x->name)},
                   {"bases", exprs(x->bases)},
                   {"keywords", keywords(x->keywords)},
                   {"body", stmts(x->body)},
                   {"decorator_list", exprs(x->decorator_list)}},
                  s);
    }
    case StmtKind::AnnAssign: {
      auto* x = static_cast<const AnnAssign*>(s);
      return node("AnnAssign",
                  {{"target", expr(x->target)},
                   {"annotation", expr(x->annotation)},
                   {"value", opt(x->value)},
                   {"simple", py_int(x->simple ? 1 : 0)}},
                  s);
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto* x = static_cast<const For*>(s);
      return node(s->kind == StmtKind::For ? "For" : "AsyncFor",
                  {{"target", expr(x->target)},
                   {"iter", expr(x->iter)},
                   {"body", stmts(x->body)},
                   {"orelse", stmts(x->orelse)},
                   {"type_comment", none()}},
                  s);
    }
    case StmtKind::While: {
      auto* x = static_cast<const While*>(s);
      return node("While",
                  {{"test", expr(x->test)}, {"body", stmts(x->body)}, {"orelse", stmts(x->orelse)}},
                  s);
    }
    case StmtKind::If: {
      auto* x = static_cast<const If*>(s);
      return node("If",
                  {{"test", expr(x->test)}, {"body", stmts(x->body)}, {"orelse", stmts(x->orelse)}},
                  s);
    }
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto* x = static_cast<const With*>(s);
      Values items;
      for (const WithItem* i : x->items)
        items.push_back(node(
            "withitem",
            {{"context_expr", expr(i->context_expr)}, {"optional_vars", opt(i->optional_vars)}},
            nullptr));
      return node(s->kind == StmtKind::With ? "With" : "AsyncWith",
                  {{"items", py_list(std::move(items))},
                   {"body", stmts(x->body)},
                   {"type_comment", none()}},
                  s);
    }
    case StmtKind::Raise: {
      auto* x = static_cast<const Raise*>(s);
      return node("Raise", {{"exc", opt(x->exc)}, {"cause", opt(x->cause)}}, s);
    }
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* x = static_cast<const Try*>(s);
      Values handlers;
      for (const ExceptHandler* h : x->handlers)
        handlers.push_back(node("ExceptHandler",
                                {{"type", opt(h->type)},
                                 {"name", h->name.empty() ? Value(none()) : py_str(h->name)},
                                 {"body", stmts(h->body)}},
                                h));
      return node(s->kind == StmtKind::Try ? "Try" : "TryStar",
                  {{"body", stmts(x->body)},
                   {"handlers", py_list(std::move(handlers))},
                   {"orelse", stmts(x->orelse)},
                   {"finalbody", stmts(x->finalbody)}},
                  s);
    }
    case StmtKind::Assert: {
      auto* x = static_cast<const Assert*>(s);
      return node("Assert", {{"test", expr(x->test)}, {"msg", opt(x->msg)}}, s);
    }
    case StmtKind::Import:
      return node("Import", {{"names", aliases(static_cast<const Import*>(s)->names)}}, s);
    case StmtKind::ImportFrom: {
      auto* x = static_cast<const ImportFrom*>(s);
      return node("ImportFrom",
                  {{"module", x->module.empty() ? Value(none()) : py_str(x->module)},
                   {"names", aliases(x->names)},
                   {"level", py_int(x->level)}},
                  s);
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal: {
      const std::vector<std::string>& names = s->kind == StmtKind::Global
                                                  ? static_cast<const Global*>(s)->names
                                                  : static_cast<const Nonlocal*>(s)->names;
      Values out;
      for (const std::string& n : names) out.push_back(py_str(n));
      return node(s->kind == StmtKind::Global ? "Global" : "Nonlocal",
                  {{"names", py_list(std::move(out))}}, s);
    }
    case StmtKind::Pass: return node("Pass", {}, s);
    case StmtKind::Break: return node("Break", {}, s);
    case StmtKind::Continue: return node("Continue", {}, s);
    default: break;
    }
    throw Unsupported{std::string("ast.parse of a ") + name(s->kind) + " statement"};
  }
};

} // namespace

Value parse_to_tree(const std::string& source, const std::string& filename,
                    const std::string& mode) {
  if (mode != "exec" && mode != "eval") throw Unsupported{"ast.parse in mode '" + mode + "'"};
  // eval mode ignores leading blanks, as CPython's tokenizer does there.
  size_t start = mode == "eval" ? source.find_first_not_of(" \t") : 0;
  ParseResult parsed =
      parse_python(filename, start == std::string::npos ? "" : source.substr(start));
  Machine& m = machine();
  if (!parsed.module) {
    // compile() raises the SyntaxError of a text that does not parse, with
    // CPython's attributes, as ast.parse does (it is compile() there).
    call(m.builtins->get_str("compile"), Values{py_str(source), py_str(filename), py_str(mode)});
    throw Unsupported{"ast.parse of a text compile() accepts but the parser does not"};
  }
  TreeBuilder tree(m.import_module("ast"));
  if (mode == "exec") return tree.module(*parsed.module);
  const Body& body = parsed.module->body;
  if (body.size() != 1 || body[0]->kind != StmtKind::Expr) {
    call(m.builtins->get_str("compile"), Values{py_str(source), py_str(filename), py_str(mode)});
    throw Unsupported{
        "ast.parse in mode 'eval' of a text compile() accepts but the parser does not"};
  }
  return tree.expression(static_cast<const ExprStmt*>(body[0])->value);
}

} // namespace hyexec::interp
