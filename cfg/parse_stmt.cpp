// Lowering of statements: tree-sitter CST → ast::Stmt.
#include "cfg/parse_lower.h"
#include "cfg/pattern_check.h"

#include <algorithm>
#include <utility>

namespace hyexec::lower {

using namespace ast;
using cst::Child;
using cst::F;
using cst::K;

namespace {

/// CPython's end position of a compound statement is that of its last
/// sub-statement, not of trailing comments that tree-sitter keeps in a block.
void end_at(Stmt* s, const Body& last) {
  if (last.empty()) return;
  s->span.end_line = last.back()->span.end_line;
  s->span.end_col = last.back()->span.end_col;
}

cst::Kids kids_of(TSNode n) {
  return cst::Kids(n);
}

TSNode field(const cst::Kids& kids, F f) {
  for (const Child& c : kids)
    if (c.field == f) return c.node;
  return TSNode{};
}

bool has_token(const cst::Kids& kids, Lowerer& l, std::string_view tok) {
  for (const Child& c : kids)
    if (!c.named && l.text(c.node) == tok) return true;
  return false;
}

BinOpKind augmented_op(std::string_view op, Lowerer& l, TSNode n) {
  static const std::pair<std::string_view, BinOpKind> kOps[] = {
      {"+=", BinOpKind::Add},      {"-=", BinOpKind::Sub},     {"*=", BinOpKind::Mult},
      {"@=", BinOpKind::MatMult},  {"/=", BinOpKind::Div},     {"%=", BinOpKind::Mod},
      {"**=", BinOpKind::Pow},     {"<<=", BinOpKind::LShift}, {">>=", BinOpKind::RShift},
      {"|=", BinOpKind::BitOr},    {"^=", BinOpKind::BitXor},  {"&=", BinOpKind::BitAnd},
      {"//=", BinOpKind::FloorDiv}};
  for (const auto& [text, kind] : kOps)
    if (text == op) return kind;
  l.fail(n, "invalid syntax");
}

/// Where CPython reports a block with no statement in it: at the first
/// token after the header's colon (the line and column of the next
/// statement, comments and blank lines skipped), or, when the file ends
/// first, past the end of its last line.
void empty_block_position(std::string_view src, uint32_t colon_end, SyntaxErrorInfo* at) {
  size_t pos = src.find('\n', colon_end);
  uint32_t line = at->line;
  while (pos != std::string_view::npos && pos + 1 < src.size()) {
    ++line;
    std::string_view rest = src.substr(pos + 1);
    std::string_view text = rest.substr(0, rest.find('\n'));
    size_t first = text.find_first_not_of(" \t\f\r");
    if (first != std::string_view::npos && text[first] != '#') {
      at->line = line;
      at->col = static_cast<uint32_t>(first + 1);
      return;
    }
    pos = src.find('\n', pos + 1);
  }
  // The end of the file: the last line, without the newline that ends it.
  std::string_view all = src;
  if (!all.empty() && all.back() == '\n') all.remove_suffix(1);
  size_t start = all.rfind('\n');
  start = start == std::string_view::npos ? 0 : start + 1;
  at->line = static_cast<uint32_t>(std::count(all.begin(), all.end(), '\n') + 1);
  at->col = static_cast<uint32_t>(all.size() - start + 1);
}

} // namespace

void Lowerer::module(TSNode root) {
  cst::Kids kids(root);
  for (const Child& c : kids)
    if (c.named) statement(c, &m_.body);
}

void Lowerer::block(TSNode n, Body* out, TSNode header) {
  size_t before = out->size();
  for (const Child& c : kids_of(n))
    if (c.named) statement(c, out);
  if (out->size() > before) return;
  // tree-sitter accepts `if x:` with nothing after it; CPython does not.
  std::string what;
  switch (cst::kind(header)) {
  case K::function_definition: what = "function definition"; break;
  case K::class_definition: what = "class definition"; break;
  default: {
    std::string_view head = text(header);
    size_t end = head.find_first_of(" \t(:*");
    what = "'" + std::string(head.substr(0, end)) + "' statement";
  }
  }
  Failure f;
  f.info.type = "IndentationError";
  f.info.message = "expected an indented block after " + what + " on line " +
                   std::to_string(ts_node_start_point(header).row + 1);
  // The header's colon: the last one before the (empty) block.
  TSNode colon = header;
  for (const Child& c : kids_of(header))
    if (!c.named && text(c.node) == ":" &&
        (ts_node_is_null(n) || ts_node_start_byte(c.node) <= ts_node_start_byte(n)))
      colon = c.node;
  f.info.line = ts_node_end_point(colon).row + 1;
  empty_block_position(src_, ts_node_end_byte(colon), &f.info);
  throw f;
}

void Lowerer::statement(const Child& c, Body* out) {
  DepthGuard guard(*this, c.node);
  TSNode n = c.node;
  Stmt* s = nullptr;
  switch (c.kind) {
  case K::expression_statement: s = expression_statement(n); break;
  case K::return_statement: {
    auto* r = make<Return>(n);
    for (const Child& k : kids_of(n))
      if (k.named) r->value = expr_or_tuple(k.node);
    s = r;
    break;
  }
  case K::delete_statement: {
    auto* d = make<Delete>(n);
    for (const Child& k : kids_of(n)) {
      if (!k.named) continue;
      if (k.kind == K::expression_list) {
        for (const Child& e : kids_of(k.node))
          if (e.named) d->targets.push_back(target(e.node, Ctx::Del));
      } else {
        d->targets.push_back(target(k.node, Ctx::Del));
      }
    }
    s = d;
    break;
  }
  case K::raise_statement: {
    auto* r = make<Raise>(n);
    for (const Child& k : kids_of(n)) {
      if (!k.named) continue;
      if (k.field == F::cause)
        r->cause = expr(k.node);
      else if (k.kind == K::expression_list) { // Python 2's `raise E, "msg"`: at the comma
        for (const Child& part : kids_of(k.node))
          if (!part.named) fail(part.node, "invalid syntax");
        fail(k.node, "invalid syntax");
      } else
        r->exc = expr_or_tuple(k.node);
    }
    s = r;
    break;
  }
  case K::pass_statement: s = make<Pass>(n); break;
  case K::break_statement: s = make<Break>(n); break;
  case K::continue_statement: s = make<Continue>(n); break;
  case K::global_statement:
  case K::nonlocal_statement: {
    std::vector<std::string> names;
    for (const Child& k : kids_of(n))
      if (k.named) names.emplace_back(name_of(k.node));
    if (c.kind == K::global_statement) {
      auto* g = make<Global>(n);
      g->names = std::move(names);
      s = g;
    } else {
      auto* g = make<Nonlocal>(n);
      g->names = std::move(names);
      s = g;
    }
    break;
  }
  case K::import_statement: s = import_statement(n); break;
  case K::import_from_statement: s = import_from_statement(n, false); break;
  case K::future_import_statement: s = import_from_statement(n, true); break;
  case K::assert_statement: {
    auto* a = make<Assert>(n);
    for (const Child& k : kids_of(n)) {
      if (!k.named) continue;
      (a->test ? a->msg : a->test) = expr(k.node);
    }
    s = a;
    break;
  }
  case K::print_statement: s = print_chevron(n); break;
  case K::exec_statement: fail(n, "Missing parentheses in call to 'exec'. Did you mean exec(...)?");
  case K::if_statement: s = if_statement(n); break;
  case K::for_statement: s = for_statement(n); break;
  case K::while_statement: s = while_statement(n); break;
  case K::try_statement: s = try_statement(n); break;
  case K::with_statement: s = with_statement(n); break;
  case K::function_definition: s = function_definition(n, {}); break;
  case K::class_definition: s = class_definition(n, {}); break;
  case K::decorated_definition: s = decorated_definition(n); break;
  case K::match_statement: s = match_statement(n); break;
  case K::type_alias_statement: s = type_statement(n); break;
  default: fail(n, "invalid syntax");
  }
  out->push_back(s);
}

// `print >>f, x` is valid Python 3 (a tuple whose first item is `print >> f`),
// which tree-sitter reads as a Python 2 print statement. Any other print
// statement is CPython's "Missing parentheses" error.
Stmt* Lowerer::print_chevron(TSNode n) {
  cst::Kids kids = kids_of(n);
  TSNode chevron{};
  std::vector<TSNode> args;
  bool trailing_comma = false;
  for (const Child& k : kids) {
    if (k.kind == K::chevron)
      chevron = k.node;
    else if (k.named)
      args.push_back(k.node), trailing_comma = false;
    else if (text(k.node) == ",")
      trailing_comma = true;
  }
  if (ts_node_is_null(chevron))
    fail(n, "Missing parentheses in call to 'print'. Did you mean print(...)?");
  auto* shift = make<BinOp>(n);
  auto* name = make<Name>(n);
  name->id = "print";
  name->span.end_col = name->span.col + 5;
  name->span.end_line = name->span.line;
  shift->left = name;
  shift->op = BinOpKind::RShift;
  TSNode target{};
  for (const Child& k : kids_of(chevron))
    if (k.named) target = k.node;
  shift->right = expr(target);
  shift->span.end_line = span(chevron).end_line;
  shift->span.end_col = span(chevron).end_col;
  auto* e = make<ExprStmt>(n);
  if (args.empty() && !trailing_comma) {
    e->value = shift;
  } else {
    auto* t = make<Tuple>(n);
    t->elts.push_back(shift);
    for (TSNode a : args) t->elts.push_back(expr(a));
    e->value = t;
  }
  return e;
}

Stmt* Lowerer::expression_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  std::vector<TSNode> named;
  bool comma = false; // `f(x),` is a tuple
  for (const Child& k : kids) {
    if (k.named)
      named.push_back(k.node);
    else
      comma |= text(k.node) == ",";
  }
  if (named.size() == 1 && cst::kind(named[0]) == K::assignment) return assignment(named[0]);
  if (named.size() == 1 && cst::kind(named[0]) == K::augmented_assignment) {
    cst::Kids ak = kids_of(named[0]);
    auto* a = make<AugAssign>(n);
    a->target = target(field(ak, F::left), Ctx::Store);
    if (a->target->kind == ExprKind::Tuple || a->target->kind == ExprKind::List)
      fail(named[0], "'tuple' is an illegal expression for augmented assignment");
    a->op = augmented_op(text(field(ak, F::operator_)), *this, named[0]);
    TSNode right = field(ak, F::right);
    if (cst::kind(right) == K::assignment || cst::kind(right) == K::augmented_assignment)
      fail(right, "invalid syntax");
    no_bare_walrus(right);
    a->value = expr_or_tuple(right);
    return a;
  }
  auto* e = make<ExprStmt>(n);
  for (TSNode x : named)
    if (cst::kind(x) == K::named_expression) fail(x, "invalid syntax"); // unparenthesized `:=`
  if (named.size() == 1 && !comma) {
    e->value = expr(named[0]);
  } else {
    auto* t = make<Tuple>(n);
    for (TSNode x : named) t->elts.push_back(expr(x));
    e->value = t;
  }
  return e;
}

void Lowerer::no_bare_walrus(TSNode n) {
  if (ts_node_is_null(n)) return;
  if (cst::kind(n) == K::named_expression) fail(n, "invalid syntax");
  if (cst::kind(n) == K::expression_list)
    for (const Child& c : kids_of(n))
      if (c.kind == K::named_expression) fail(c.node, "invalid syntax");
}

Stmt* Lowerer::assignment(TSNode n) {
  cst::Kids kids = kids_of(n);
  TSNode left = field(kids, F::left), right = field(kids, F::right), type = field(kids, F::type);
  if (!ts_node_is_null(type)) {
    auto* a = make<AnnAssign>(n);
    a->target = target(left, Ctx::Store);
    if (a->target->kind == ExprKind::Tuple)
      fail(left, "only single target (not tuple) can be annotated");
    if (a->target->kind == ExprKind::List)
      fail(left, "only single target (not list) can be annotated");
    a->simple = cst::kind(left) == K::identifier || cst::kind(left) == K::keyword_identifier;
    a->annotation = annotation(type);
    if (!ts_node_is_null(right)) {
      if (cst::kind(right) == K::assignment || cst::kind(right) == K::augmented_assignment)
        fail(right, "invalid syntax");
      no_bare_walrus(right);
      a->value = expr_or_tuple(right);
    }
    return a;
  }
  auto* a = make<Assign>(n);
  a->targets.push_back(target(left, Ctx::Store));
  // `a = b = v`: tree-sitter nests the chain to the right.
  while (cst::kind(right) == K::assignment) {
    cst::Kids rk = kids_of(right);
    if (!ts_node_is_null(field(rk, F::type))) fail(right, "invalid syntax");
    a->targets.push_back(target(field(rk, F::left), Ctx::Store));
    right = field(rk, F::right);
  }
  if (ts_node_is_null(right) || cst::kind(right) == K::augmented_assignment)
    fail(n, "invalid syntax");
  no_bare_walrus(right);
  a->value = expr_or_tuple(right);
  return a;
}

// tree-sitter-python 0.23.6 knows Python 3.12's `type X = ...` and reads
// `type(obj).attr = v` as one. In 3.11 `type` is a plain name there: the
// statement is an assignment whose target starts with a call (or subscript)
// of `type`. A real alias statement is a SyntaxError in 3.11.
Stmt* Lowerer::type_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  TSNode left = field(kids, F::left), right = field(kids, F::right);
  TSNode left_expr{};
  for (const Child& k : kids_of(left))
    if (k.named) left_expr = k.node;
  size_t keyword_end = ts_node_start_byte(n) + 4;
  char next = keyword_end < src_.size() ? src_[keyword_end] : ' ';
  if (ts_node_is_null(left_expr) || (next != '(' && next != '[')) fail(n, "invalid syntax");
  auto* a = make<Assign>(n);
  Expr* target = retyped(left_expr, n);
  set_ctx(target, Ctx::Store, left);
  a->targets.push_back(target);
  a->value = annotation(right);
  return a;
}

Expr* Lowerer::retyped(TSNode n, TSNode stmt) {
  cst::Kids kids = kids_of(n);
  switch (cst::kind(n)) {
  case K::attribute: {
    auto* a = make<Attribute>(n);
    a->value = retyped(field(kids, F::object), stmt);
    a->attr = name_of(field(kids, F::attribute));
    a->span.line = span(stmt).line, a->span.col = span(stmt).col;
    return a;
  }
  case K::subscript: {
    auto* s = static_cast<Subscript*>(expr(n));
    s->value = retyped(field(kids, F::value), stmt);
    s->span.line = span(stmt).line, s->span.col = span(stmt).col;
    return s;
  }
  case K::call: {
    auto* c = static_cast<Call*>(expr(n));
    c->func = retyped(field(kids, F::function), stmt);
    c->span.line = span(stmt).line, c->span.col = span(stmt).col;
    return c;
  }
  case K::parenthesized_expression:
  case K::tuple:
  case K::generator_expression: { // the argument list of `type(...)`
    auto* c = make<Call>(stmt);
    auto* name = make<Name>(stmt);
    name->id = "type";
    name->span.end_line = name->span.line, name->span.end_col = name->span.col + 4;
    c->func = name;
    if (cst::kind(n) == K::generator_expression) {
      c->args.push_back(expr(n));
    } else {
      for (const Child& k : kids)
        if (k.named) c->args.push_back(expr(k.node));
    }
    c->span.end_line = span(n).end_line, c->span.end_col = span(n).end_col;
    return c;
  }
  case K::list: { // `type[...]`
    auto* s = make<Subscript>(stmt);
    auto* name = make<Name>(stmt);
    name->id = "type";
    name->span.end_line = name->span.line, name->span.end_col = name->span.col + 4;
    s->value = name;
    std::vector<Expr*> items;
    for (const Child& k : kids)
      if (k.named) items.push_back(expr(k.node));
    if (items.size() == 1) {
      s->slice = items[0];
    } else {
      auto* t = make<Tuple>(n);
      t->elts = std::move(items);
      s->slice = t;
    }
    s->span.end_line = span(n).end_line, s->span.end_col = span(n).end_col;
    return s;
  }
  default: fail(n, "invalid syntax");
  }
}

Stmt* Lowerer::if_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* top = make<If>(n);
  top->test = expr(field(kids, F::condition));
  block(field(kids, F::consequence), &top->body, n);
  end_at(top, top->body);
  If* tail = top;
  std::vector<If*> chain{top};
  for (const Child& k : kids) {
    if (k.field != F::alternative) continue;
    if (k.kind == K::elif_clause) {
      cst::Kids ek = kids_of(k.node);
      auto* e = make<If>(k.node);
      e->test = expr(field(ek, F::condition));
      block(field(ek, F::consequence), &e->body, k.node);
      end_at(e, e->body);
      tail->orelse.push_back(e);
      tail = e;
      chain.push_back(e);
    } else {
      else_body(k.node, &tail->orelse);
    }
  }
  // Each If of an elif chain ends where the whole chain ends.
  Span last = tail->orelse.empty() ? tail->span : tail->orelse.back()->span;
  for (If* i : chain) {
    i->span.end_line = last.end_line;
    i->span.end_col = last.end_col;
  }
  return top;
}

void Lowerer::else_body(TSNode else_clause, Body* out) {
  for (const Child& k : kids_of(else_clause))
    if (k.kind == K::block) block(k.node, out, else_clause);
}

Stmt* Lowerer::for_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* f = make<For>(n, has_token(kids, *this, "async"));
  f->target = target(field(kids, F::left), Ctx::Store);
  f->iter = expr_or_tuple(field(kids, F::right));
  block(field(kids, F::body), &f->body, n);
  TSNode alt = field(kids, F::alternative);
  if (!ts_node_is_null(alt)) else_body(alt, &f->orelse);
  end_at(f, f->orelse.empty() ? f->body : f->orelse);
  return f;
}

Stmt* Lowerer::while_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* w = make<While>(n);
  w->test = expr(field(kids, F::condition));
  block(field(kids, F::body), &w->body, n);
  TSNode alt = field(kids, F::alternative);
  if (!ts_node_is_null(alt)) else_body(alt, &w->orelse);
  end_at(w, w->orelse.empty() ? w->body : w->orelse);
  return w;
}

Stmt* Lowerer::try_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  // `except *E` with a space reaches us as an except_clause whose type is a
  // list_splat (possibly inside an as_pattern): it is an except* clause.
  auto starred_clause = [&](TSNode clause) {
    for (const Child& x : kids_of(clause)) {
      if (x.field != F::value) continue;
      TSNode v = x.node;
      if (cst::kind(v) == K::as_pattern)
        for (const Child& y : kids_of(v))
          if (y.named && y.kind != K::as_pattern_target) v = y.node;
      return cst::kind(v) == K::list_splat;
    }
    return false;
  };
  bool star = false, plain = false;
  for (const Child& k : kids) {
    bool group =
        k.kind == K::except_group_clause || (k.kind == K::except_clause && starred_clause(k.node));
    star |= group;
    plain |= k.kind == K::except_clause && !group;
  }
  if (star && plain) fail(n, "cannot have both 'except' and 'except*' on the same 'try'");
  auto* t = make<Try>(n, star);
  block(field(kids, F::body), &t->body, n);
  const Body* last = &t->body;
  for (const Child& k : kids) {
    if (k.kind == K::except_clause || k.kind == K::except_group_clause) {
      auto* h = make<ExceptHandler>(k.node);
      cst::Kids hk = kids_of(k.node);
      for (const Child& x : hk) {
        if (x.kind == K::block) {
          block(x.node, &h->body, k.node);
        } else if (x.named && x.field == F::alias) {
          h->name = name_of(x.node);
        } else if (x.named && x.kind == K::as_pattern) { // except* E as e
          cst::Kids ak = kids_of(x.node);
          for (const Child& y : ak) {
            if (y.kind == K::as_pattern_target)
              h->name = name_of(y.node);
            else if (y.named)
              h->type = unstarred_type(y.node);
          }
        } else if (x.named) {
          if (x.kind == K::expression_list)
            fail(x.node, "multiple exception types must be parenthesized");
          h->type = unstarred_type(x.node);
        }
      }
      if (!h->body.empty()) {
        h->span.end_line = h->body.back()->span.end_line;
        h->span.end_col = h->body.back()->span.end_col;
      }
      if (star && !h->type) fail(k.node, "expected one or more exception types");
      t->handlers.push_back(h);
      last = &h->body;
    } else if (k.kind == K::else_clause) {
      else_body(k.node, &t->orelse);
      last = &t->orelse;
    } else if (k.kind == K::finally_clause) {
      for (const Child& x : kids_of(k.node))
        if (x.kind == K::block) block(x.node, &t->finalbody, k.node);
      last = &t->finalbody;
    }
  }
  if (t->handlers.empty() && t->finalbody.empty()) fail(n, "expected 'except' or 'finally' block");
  end_at(t, *last);
  return t;
}

Expr* Lowerer::unstarred_type(TSNode n) {
  if (cst::kind(n) != K::list_splat) return expr(n);
  cst::Kids kids = kids_of(n);
  for (const Child& k : kids)
    if (k.named) return expr(k.node);
  fail(n, "invalid syntax");
}

Stmt* Lowerer::with_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* w = make<With>(n, has_token(kids, *this, "async"));
  for (const Child& k : kids) {
    if (k.kind != K::with_clause) continue;
    for (const Child& item : kids_of(k.node)) {
      if (item.kind != K::with_item) continue;
      auto* wi = make<WithItem>(item.node);
      TSNode value = field(kids_of(item.node), F::value);
      // `with (\n cm() as x\n):` arrives as a parenthesized as_pattern.
      if (cst::kind(value) == K::parenthesized_expression) {
        TSNode inner{};
        for (const Child& y : kids_of(value))
          if (y.named) inner = y.node;
        if (cst::kind(inner) == K::as_pattern) value = inner;
      }
      if (cst::kind(value) == K::as_pattern) {
        for (const Child& y : kids_of(value)) {
          if (y.kind == K::as_pattern_target) {
            for (const Child& z : kids_of(y.node))
              if (z.named) wi->optional_vars = target(z.node, Ctx::Store);
          } else if (y.named) {
            wi->context_expr = expr(y.node);
          }
        }
      } else {
        wi->context_expr = expr(value);
      }
      w->items.push_back(wi);
    }
  }
  block(field(kids, F::body), &w->body, n);
  end_at(w, w->body);
  return w;
}

Arguments* Lowerer::parameters(TSNode n) {
  auto* args = make<Arguments>(n);
  if (ts_node_is_null(n)) return args;
  bool kwonly = false, seen_default = false;
  // CPython's arg spans its name and annotation: not a default, nor a star.
  auto arg_span = [&](Arg* a, TSNode name_node, TSNode annot) {
    Span from = span(name_node), to = ts_node_is_null(annot) ? from : span(annot);
    a->span = {from.line, from.col, to.end_line, to.end_col};
  };
  auto add_arg = [&](TSNode name_node, TSNode annot, TSNode deflt, TSNode where) {
    if (cst::kind(name_node) == K::tuple_pattern)
      fail(where, "Function parameters cannot be parenthesized");
    auto* a = make<Arg>(where);
    a->name = name_of(name_node);
    a->annotation = ts_node_is_null(annot) ? nullptr : annotation(annot);
    arg_span(a, name_node, annot);
    no_bare_walrus(deflt);
    if (kwonly) {
      args->kwonlyargs.push_back(a);
      args->kw_defaults.push_back(ts_node_is_null(deflt) ? nullptr : expr(deflt));
      return;
    }
    if (!ts_node_is_null(deflt)) {
      args->defaults.push_back(expr(deflt));
      seen_default = true;
    } else if (seen_default) {
      fail(where, "non-default argument follows default argument");
    }
    args->args.push_back(a);
  };
  auto splat = [&](TSNode pattern, TSNode annot, TSNode where, bool dict) {
    auto* a = make<Arg>(where);
    for (const Child& k : kids_of(pattern))
      if (k.named) a->name = name_of(k.node), arg_span(a, k.node, annot);
    a->annotation = ts_node_is_null(annot) ? nullptr : annotation(annot);
    if (dict) {
      args->kwarg = a;
    } else {
      if (kwonly) fail(where, "* argument may appear only once");
      args->vararg = a;
      kwonly = true;
    }
  };
  for (const Child& c : kids_of(n)) {
    if (!c.named) continue;
    if (args->kwarg) fail(c.node, "arguments cannot follow var-keyword argument");
    switch (c.kind) {
    case K::identifier:
    case K::keyword_identifier:
    case K::tuple_pattern: add_arg(c.node, {}, {}, c.node); break;
    case K::default_parameter: {
      cst::Kids k = kids_of(c.node);
      add_arg(field(k, F::name), {}, field(k, F::value), c.node);
      break;
    }
    case K::typed_default_parameter: {
      cst::Kids k = kids_of(c.node);
      add_arg(field(k, F::name), field(k, F::type), field(k, F::value), c.node);
      break;
    }
    case K::typed_parameter: {
      cst::Kids k = kids_of(c.node);
      TSNode type = field(k, F::type);
      for (const Child& x : k) {
        if (!x.named || x.field == F::type) continue;
        if (x.kind == K::list_splat_pattern)
          splat(x.node, type, c.node, false);
        else if (x.kind == K::dictionary_splat_pattern)
          splat(x.node, type, c.node, true);
        else
          add_arg(x.node, type, {}, c.node);
      }
      break;
    }
    case K::list_splat_pattern: splat(c.node, {}, c.node, false); break;
    case K::dictionary_splat_pattern: splat(c.node, {}, c.node, true); break;
    case K::keyword_separator:
      if (kwonly) fail(c.node, "* argument may appear only once");
      kwonly = true;
      break;
    case K::positional_separator:
      if (kwonly) fail(c.node, "/ must be ahead of *");
      if (!args->posonlyargs.empty() || args->args.empty())
        fail(c.node, args->args.empty() ? "at least one argument must precede /"
                                        : "/ may appear only once");
      args->posonlyargs = std::move(args->args);
      args->args.clear();
      break;
    default: fail(c.node, "invalid syntax");
    }
  }
  if (kwonly && !args->vararg && args->kwonlyargs.empty())
    fail(n, "named arguments must follow bare *");
  return args;
}

Stmt* Lowerer::function_definition(TSNode n, std::vector<Expr*> decorators) {
  cst::Kids kids = kids_of(n);
  if (!ts_node_is_null(field(kids, F::type_parameters))) fail(n, "invalid syntax");
  auto* f = make<FunctionDef>(n, has_token(kids, *this, "async"));
  f->name = ident(field(kids, F::name));
  f->args = parameters(field(kids, F::parameters));
  TSNode ret = field(kids, F::return_type);
  if (!ts_node_is_null(ret)) f->returns = annotation(ret);
  block(field(kids, F::body), &f->body, n);
  f->decorator_list = std::move(decorators);
  end_at(f, f->body);
  return f;
}

Stmt* Lowerer::class_definition(TSNode n, std::vector<Expr*> decorators) {
  cst::Kids kids = kids_of(n);
  if (!ts_node_is_null(field(kids, F::type_parameters))) fail(n, "invalid syntax");
  auto* c = make<ClassDef>(n);
  c->name = ident(field(kids, F::name));
  TSNode supers = field(kids, F::superclasses);
  if (!ts_node_is_null(supers)) arguments(supers, &c->bases, &c->keywords);
  // The body (not the bases, keywords or decorators) mangles with this class.
  std::string outer = std::exchange(class_name_, class_context(c->name));
  block(field(kids, F::body), &c->body, n);
  class_name_ = std::move(outer);
  c->decorator_list = std::move(decorators);
  end_at(c, c->body);
  return c;
}

Stmt* Lowerer::decorated_definition(TSNode n) {
  std::vector<Expr*> decorators;
  cst::Kids kids = kids_of(n);
  for (const Child& k : kids) {
    if (k.kind != K::decorator) continue;
    for (const Child& d : kids_of(k.node))
      if (d.named) decorators.push_back(expr(d.node));
  }
  TSNode def = field(kids, F::definition);
  if (cst::kind(def) == K::class_definition) return class_definition(def, std::move(decorators));
  return function_definition(def, std::move(decorators));
}

Stmt* Lowerer::match_statement(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* m = make<Match>(n);
  std::vector<TSNode> subjects;
  bool trailing_comma = false;
  TSNode last{}; // the last subject or comma: where CPython's tuple ends
  for (const Child& k : kids) {
    if (k.field == F::subject) subjects.push_back(k.node), last = k.node;
    if (!k.named && text(k.node) == ",") trailing_comma = true, last = k.node;
  }
  if (subjects.size() == 1 && !trailing_comma) {
    m->subject = expr(subjects[0]);
  } else {
    auto* t = make<Tuple>(subjects.front());
    for (TSNode s : subjects) t->elts.push_back(expr(s));
    t->span.end_line = span(last).end_line;
    t->span.end_col = span(last).end_col;
    m->subject = t;
  }
  for (const Child& k : kids) {
    if (k.field != F::body) continue;
    for (const Child& c : kids_of(k.node)) {
      if (c.kind != K::case_clause) continue;
      auto* mc = make<MatchCase>(c.node);
      cst::Kids ck = kids_of(c.node);
      mc->pattern = pattern_from(ck, c.node);
      TSNode guard = field(ck, F::guard);
      if (!ts_node_is_null(guard))
        for (const Child& g : kids_of(guard))
          if (g.named) mc->guard = expr(g.node);
      block(field(ck, F::consequence), &mc->body, c.node);
      m->cases.push_back(mc);
    }
  }
  if (m->cases.empty()) fail(n, "invalid syntax");
  check_match_patterns(m);
  end_at(m, m->cases.back()->body);
  return m;
}

std::string Lowerer::dotted(TSNode n) {
  std::string out;
  for (const Child& k : kids_of(n)) {
    if (!k.named) continue;
    if (!out.empty()) out += '.';
    out += ident(k.node);
  }
  return out;
}

Stmt* Lowerer::import_statement(TSNode n) {
  auto* imp = make<Import>(n);
  for (const Child& k : kids_of(n)) {
    if (k.field != F::name) continue;
    auto* a = make<Alias>(k.node);
    if (k.kind == K::aliased_import) {
      cst::Kids ak = kids_of(k.node);
      a->name = cfg::mangle(class_name_, dotted(field(ak, F::name)));
      a->asname = name_of(field(ak, F::alias));
    } else {
      a->name = cfg::mangle(class_name_, dotted(k.node));
    }
    imp->names.push_back(a);
  }
  return imp;
}

Stmt* Lowerer::import_from_statement(TSNode n, bool future) {
  auto* imp = make<ImportFrom>(n);
  cst::Kids kids = kids_of(n);
  if (future) {
    imp->module = "__future__";
  } else {
    TSNode mod = field(kids, F::module_name);
    if (cst::kind(mod) == K::relative_import) {
      for (const Child& k : kids_of(mod)) {
        if (k.kind == K::import_prefix) {
          for (char ch : text(k.node)) imp->level += ch == '.';
        } else if (k.kind == K::dotted_name) {
          imp->module = cfg::mangle(class_name_, dotted(k.node));
        }
      }
    } else {
      imp->module = cfg::mangle(class_name_, dotted(mod));
    }
  }
  for (const Child& k : kids) {
    if (k.kind == K::wildcard_import) {
      auto* a = make<Alias>(k.node);
      a->name = "*";
      imp->names.push_back(a);
    } else if (k.field == F::name) {
      auto* a = make<Alias>(k.node);
      if (k.kind == K::aliased_import) {
        cst::Kids ak = kids_of(k.node);
        a->name = cfg::mangle(class_name_, dotted(field(ak, F::name)));
        a->asname = name_of(field(ak, F::alias));
      } else {
        a->name = cfg::mangle(class_name_, dotted(k.node));
      }
      if (a->name.find('.') != std::string::npos) fail(k.node, "invalid syntax");
      imp->names.push_back(a);
    }
  }
  return imp;
}

} // namespace hyexec::lower
