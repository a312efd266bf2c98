// Lowering of expressions: tree-sitter CST → ast::Expr.
#include "cfg/parse_lower.h"

#include <boost/container/small_vector.hpp>

namespace hyexec::lower {

using namespace ast;
using cst::Child;
using cst::F;
using cst::K;
/// For the short lists of a node's parts: no heap allocation below 8.
template <class T> using Small = boost::container::small_vector<T, 8>;

namespace {

cst::Kids kids_of(TSNode n) {
  return cst::Kids(n);
}

TSNode field(const cst::Kids& kids, F f) {
  for (const Child& c : kids)
    if (c.field == f) return c.node;
  return TSNode{};
}

TSNode only_named(const cst::Kids& kids) {
  for (const Child& c : kids)
    if (c.named) return c.node;
  return TSNode{};
}

bool is_starred_kind(K k) {
  return k == K::list_splat || k == K::list_splat_pattern;
}

const char* describe(const Expr* e) {
  switch (e->kind) {
  case ExprKind::Call: return "function call";
  case ExprKind::Constant: return "literal";
  case ExprKind::BinOp:
  case ExprKind::UnaryOp: return "expression";
  case ExprKind::BoolOp: return "expression";
  case ExprKind::Compare: return "comparison";
  case ExprKind::Lambda: return "lambda";
  case ExprKind::IfExp: return "conditional expression";
  case ExprKind::NamedExpr: return "named expression";
  case ExprKind::JoinedStr: return "f-string expression";
  case ExprKind::Dict: return "dict literal";
  case ExprKind::Set: return "set display";
  case ExprKind::ListComp: return "list comprehension";
  case ExprKind::SetComp: return "set comprehension";
  case ExprKind::DictComp: return "dict comprehension";
  case ExprKind::GeneratorExp: return "generator expression";
  case ExprKind::Await: return "await expression";
  case ExprKind::Yield:
  case ExprKind::YieldFrom: return "yield expression";
  default: return "expression";
  }
}

} // namespace

// tree-sitter-python parses `*a.b()` as a call of `*a.b`; in CPython the star
// applies to the whole primary. unstar() takes the star off a primary's base,
// restar() puts it around the finished primary.
Expr* Lowerer::unstar(Expr* base, Starred** star) {
  if (base->kind != ExprKind::Starred) return base;
  *star = static_cast<Starred*>(base);
  return (*star)->value;
}

Expr* Lowerer::restar(Expr* primary, Starred* star, TSNode n) {
  if (!star) return primary;
  // The primary starts after the star, where its base does.
  primary->span.line = star->value->span.line;
  primary->span.col = star->value->span.col;
  star->value = primary;
  star->span.end_line = span(n).end_line;
  star->span.end_col = span(n).end_col;
  return star;
}

Lowerer::DepthGuard::DepthGuard(Lowerer& lw, TSNode n) : l(lw) {
  if (++l.depth_ > kMaxDepth) {
    --l.depth_;
    l.fail(n, "maximum recursion depth exceeded during compilation", "RecursionError");
  }
}

void Lowerer::fail(TSNode n, std::string message, std::string type) {
  Failure f;
  f.info.type = std::move(type);
  f.info.message = std::move(message);
  if (!ts_node_is_null(n)) {
    TSPoint p = ts_node_start_point(n);
    f.info.line = p.row + 1;
    f.info.col = p.column + 1;
  }
  throw f;
}

std::string_view Lowerer::text(TSNode n) const {
  if (ts_node_is_null(n)) return {};
  uint32_t b = ts_node_start_byte(n), e = ts_node_end_byte(n);
  return src_.substr(b, e - b);
}

Span Lowerer::span(TSNode n) const {
  if (ts_node_is_null(n)) return {};
  TSPoint s = ts_node_start_point(n), e = ts_node_end_point(n);
  Span sp{s.row + 1, s.column, e.row + 1, e.column};
  if (!pads_.empty()) { // columns as in the unpadded source
    auto unpad = [&](uint32_t line, uint32_t col) {
      auto it = pads_.find(line);
      return it == pads_.end() ? col : col > it->second ? col - it->second : 0;
    };
    sp.col = unpad(sp.line, sp.col);
    sp.end_col = unpad(sp.end_line, sp.end_col);
  }
  return sp;
}

Expr* Lowerer::expr_or_tuple(TSNode n) {
  K k = cst::kind(n);
  if (k != K::expression_list && k != K::pattern_list) return expr(n);
  auto* t = make<Tuple>(n);
  for (const Child& c : kids_of(n))
    if (c.named) t->elts.push_back(expr(c.node));
  return t;
}

Expr* Lowerer::target(TSNode n, Ctx ctx) {
  Expr* e = expr_or_tuple(n);
  set_ctx(e, ctx, n);
  return e;
}

void Lowerer::set_ctx(Expr* e, Ctx ctx, TSNode where) {
  switch (e->kind) {
  case ExprKind::Name: static_cast<Name*>(e)->ctx = ctx; return;
  case ExprKind::Attribute: static_cast<Attribute*>(e)->ctx = ctx; return;
  case ExprKind::Subscript: static_cast<Subscript*>(e)->ctx = ctx; return;
  case ExprKind::Starred:
    if (ctx == Ctx::Del) fail(where, "cannot delete starred");
    static_cast<Starred*>(e)->ctx = ctx;
    set_ctx(static_cast<Starred*>(e)->value, ctx, where);
    return;
  case ExprKind::Tuple:
  case ExprKind::List: {
    auto& elts =
        e->kind == ExprKind::Tuple ? static_cast<Tuple*>(e)->elts : static_cast<List*>(e)->elts;
    if (e->kind == ExprKind::Tuple)
      static_cast<Tuple*>(e)->ctx = ctx;
    else
      static_cast<List*>(e)->ctx = ctx;
    int starred = 0;
    for (Expr* x : elts) {
      starred += x->kind == ExprKind::Starred;
      set_ctx(x, ctx, where);
    }
    if (starred > 1) fail(where, "multiple starred expressions in assignment");
    return;
  }
  default:
    fail(where,
         std::string(ctx == Ctx::Del ? "cannot delete " : "cannot assign to ") + describe(e));
  }
}

Expr* Lowerer::expr(TSNode n) {
  DepthGuard guard(*this, n);
  if (!swaps_.empty()) {
    K k = cst::kind(n);
    if (k == K::tuple || k == K::tuple_pattern || k == K::parenthesized_expression ||
        k == K::generator_expression)
      if (auto it = swaps_.find(ts_node_start_byte(n)); it != swaps_.end())
        return swapped(n, it->second);
  }
  return expr_inner(n);
}

Expr* Lowerer::swapped(TSNode n, const TextSwap& swap) {
  K k = cst::kind(n);
  if (swap.kind == TextSwap::Kind::ListSubject) { // `[...]` read as `(...)`
    if (k == K::generator_expression) return comprehension(n, ExprKind::ListComp);
    auto* list = make<List>(n);
    if (k == K::parenthesized_expression) {
      list->elts.push_back(expr(only_named(kids_of(n))));
    } else {
      for (const Child& c : kids_of(n))
        if (c.named) list->elts.push_back(expr(c.node));
    }
    return list;
  }
  // `*(a, b)` read as `(*a, b)`.
  auto* star = make<Starred>(n);
  if (k == K::parenthesized_expression) { // `*(x)`, read as `(*x)`
    TSNode inner = only_named(kids_of(n));
    if (ts_node_is_null(inner) || !is_starred_kind(cst::kind(inner))) fail(n, "invalid syntax");
    star->value = expr(only_named(kids_of(inner)));
    return star;
  }
  if (k == K::generator_expression) fail(n, "invalid syntax");
  Expr* inner = sequence(n, ExprKind::Tuple); // `(x)` alone: x itself
  Expr** first = &inner;
  if (inner->kind == ExprKind::Tuple) {
    auto* t = static_cast<Tuple*>(inner);
    t->span.col += swap.other - ts_node_start_byte(n); // at the parenthesis, past the star
    if (t->elts.empty()) fail(n, "invalid syntax");
    first = &t->elts[0];
  }
  if ((*first)->kind != ExprKind::Starred) fail(n, "invalid syntax");
  *first = static_cast<Starred*>(*first)->value;
  star->value = inner;
  return star;
}

Expr* Lowerer::expr_inner(TSNode n) {
  switch (cst::kind(n)) {
  case K::identifier:
  case K::keyword_identifier: {
    auto* name = make<Name>(n);
    name->id = name_of(n);
    return name;
  }
  case K::integer:
  case K::float_: return number(n);
  case K::string:
  case K::concatenated_string: return strings(n);
  case K::true_:
  case K::false_:
  case K::none:
  case K::ellipsis: {
    auto* c = make<Constant>(n);
    K k = cst::kind(n);
    c->type = k == K::true_    ? Constant::Type::True
              : k == K::false_ ? Constant::Type::False
              : k == K::none   ? Constant::Type::None
                               : Constant::Type::Ellipsis;
    return c;
  }
  case K::parenthesized_expression: {
    TSNode inner = only_named(kids_of(n));
    if (ts_node_is_null(inner)) fail(n, "invalid syntax");
    if (is_starred_kind(cst::kind(inner))) fail(inner, "cannot use starred expression here");
    return expr(inner);
  }
  case K::tuple:
  case K::tuple_pattern:
  case K::pattern_list:
  case K::expression_list: return sequence(n, ExprKind::Tuple);
  case K::list:
  case K::list_pattern: return sequence(n, ExprKind::List);
  case K::set: return sequence(n, ExprKind::Set);
  case K::dictionary: return dictionary(n);
  case K::list_splat:
  case K::list_splat_pattern: {
    if (text(n).starts_with("**")) fail(n, "invalid syntax"); // tree-sitter: `*(*x)`
    auto* s = make<Starred>(n);
    s->value = expr(only_named(kids_of(n)));
    return s;
  }
  case K::list_comprehension: return comprehension(n, ExprKind::ListComp);
  case K::set_comprehension: return comprehension(n, ExprKind::SetComp);
  case K::dictionary_comprehension: return comprehension(n, ExprKind::DictComp);
  case K::generator_expression: return comprehension(n, ExprKind::GeneratorExp);
  case K::call: return call(n);
  case K::attribute: {
    cst::Kids kids = kids_of(n);
    auto* a = make<Attribute>(n);
    Starred* star = nullptr;
    a->value = unstar(expr(field(kids, F::object)), &star);
    a->attr = name_of(field(kids, F::attribute));
    return restar(a, star, n);
  }
  case K::subscript: return subscript(n);
  case K::binary_operator: return binary(n);
  case K::unary_operator: {
    cst::Kids kids = kids_of(n);
    auto* u = make<UnaryOp>(n);
    std::string_view op = text(field(kids, F::operator_));
    u->op = op == "-" ? UnaryOpKind::USub : op == "+" ? UnaryOpKind::UAdd : UnaryOpKind::Invert;
    u->operand = expr(field(kids, F::argument));
    return u;
  }
  case K::not_operator: {
    auto* u = make<UnaryOp>(n);
    u->op = UnaryOpKind::Not;
    u->operand = expr(field(kids_of(n), F::argument));
    return u;
  }
  case K::boolean_operator: return boolean(n);
  case K::comparison_operator: return comparison(n);
  case K::lambda: return lambda(n);
  case K::conditional_expression: {
    std::vector<TSNode> parts;
    for (const Child& c : kids_of(n))
      if (c.named) parts.push_back(c.node);
    if (parts.size() != 3) fail(n, "expected 'else' after 'if' expression");
    auto* i = make<IfExp>(n);
    i->body = expr(parts[0]);
    i->test = expr(parts[1]);
    i->orelse = expr(parts[2]);
    return i;
  }
  case K::named_expression: {
    cst::Kids kids = kids_of(n);
    auto* w = make<NamedExpr>(n);
    w->target = expr(field(kids, F::name));
    set_ctx(w->target, Ctx::Store, n);
    w->value = expr(field(kids, F::value));
    return w;
  }
  case K::await: {
    auto* a = make<Await>(n);
    TSNode inner = only_named(kids_of(n));
    // tree-sitter reads `await a ** b` as `await (a ** b)`; CPython's await
    // binds tighter: `(await a) ** b`.
    if (cst::kind(inner) == K::binary_operator &&
        text(ts_node_child_by_field_name(inner, "operator", 8)) == "**") {
      TSNode left = ts_node_child_by_field_name(inner, "left", 4);
      a->value = expr(left);
      a->span.end_line = span(left).end_line;
      a->span.end_col = span(left).end_col;
      auto* b = make<BinOp>(n);
      b->left = a;
      b->op = BinOpKind::Pow;
      b->right = expr(ts_node_child_by_field_name(inner, "right", 5));
      return b;
    }
    a->value = expr(inner);
    return a;
  }
  case K::yield: return yield(n);
  case K::type: return annotation(n);
  case K::parenthesized_list_splat:
  case K::dictionary_splat: fail(n, "cannot use starred expression here");
  default: fail(n, "invalid syntax");
  }
}

Expr* Lowerer::annotation(TSNode n) {
  if (cst::kind(n) != K::type) return expr(n);
  DepthGuard guard(*this, n);
  TSNode inner = only_named(kids_of(n));
  switch (cst::kind(inner)) {
  case K::generic_type: {
    // `list[int]` in an annotation: tree-sitter's generic_type is a Subscript.
    auto* s = make<Subscript>(inner);
    std::vector<Expr*> params;
    TSNode param_node{};
    for (const Child& c : kids_of(inner)) {
      if (c.kind == K::type_parameter) {
        param_node = c.node;
        for (const Child& p : kids_of(c.node))
          if (p.named) params.push_back(annotation(p.node));
      } else if (c.named) {
        s->value = annotation(c.node);
      }
    }
    bool comma = false;
    for (const Child& p : kids_of(param_node)) comma |= !p.named && text(p.node) == ",";
    if (params.size() == 1 && !comma && params[0]->kind != ExprKind::Starred) {
      s->slice = params[0];
    } else { // spanning the parameters (and a trailing comma), not the brackets
      auto* t = make<Tuple>(param_node);
      t->elts = std::move(params);
      TSNode first{}, last{};
      for (const Child& p : kids_of(param_node))
        if (p.named || text(p.node) == ",") (ts_node_is_null(first) ? first : last) = p.node;
      if (ts_node_is_null(last)) last = first;
      if (!ts_node_is_null(first)) {
        Span b = span(first), e = span(last);
        t->span = {b.line, b.col, e.end_line, e.end_col};
      }
      s->slice = t;
    }
    return s;
  }
  case K::union_type: {
    // tree-sitter reads `A[x] | b | c` as A[x] | (b | c), the last two a
    // binary_operator; CPython's `|` is left-associative: flatten the chain.
    std::vector<TSNode> parts;
    auto flatten = [&](auto& self, TSNode u) -> void {
      for (const Child& c : kids_of(u)) {
        if (!c.named) continue;
        TSNode x = c.kind == K::type ? only_named(kids_of(c.node)) : c.node;
        K k = ts_node_is_null(x) ? c.kind : cst::kind(x);
        if (k == K::union_type ||
            (k == K::binary_operator && text(ts_node_child_by_field_name(x, "operator", 8)) == "|"))
          self(self, x);
        else
          parts.push_back(c.node);
      }
    };
    flatten(flatten, inner);
    Expr* left = annotation(parts.at(0));
    for (size_t i = 1; i < parts.size(); ++i) {
      auto* b = a_.make<BinOp>();
      b->left = left;
      b->op = BinOpKind::BitOr;
      b->right = annotation(parts[i]);
      b->span = {left->span.line, left->span.col, b->right->span.end_line, b->right->span.end_col};
      left = b;
    }
    return left;
  }
  case K::member_type: {
    auto* a = make<Attribute>(inner);
    for (const Child& c : kids_of(inner)) {
      if (!c.named) continue;
      if (!a->value)
        a->value = annotation(c.node);
      else
        a->attr = name_of(c.node);
    }
    return a;
  }
  case K::splat_type: { // `*args: *Ts` (PEP 646)
    auto* st = make<Starred>(inner);
    for (const Child& c : kids_of(inner))
      if (c.named) st->value = expr(c.node);
    if (!st->value) fail(inner, "invalid syntax");
    return st;
  }
  case K::constrained_type: fail(inner, "invalid syntax");
  default: return expr(inner);
  }
}

Expr* Lowerer::sequence(TSNode n, ExprKind kind) {
  std::vector<Expr*> elts;
  bool comma = false;
  std::vector<TSNode> items;
  for (const Child& c : kids_of(n)) {
    if (c.named) items.push_back(c.node);
    comma |= !c.named && text(c.node) == ",";
  }
  // `(**x)`: CPython's invalid_double_starred_kvpairs has a message for it.
  if (kind == ExprKind::Tuple && items.size() == 1 && !comma && text(items[0]).starts_with("**"))
    fail(items[0], "cannot use double starred expression here");
  for (const Child& c : kids_of(n)) {
    if (!c.named) continue;
    if (c.kind == K::parenthesized_list_splat) fail(c.node, "cannot use starred expression here");
    elts.push_back(expr(c.node));
  }
  switch (kind) {
  case ExprKind::Tuple: {
    // tree-sitter reads a parenthesized target `(x)` as a one-item tuple.
    K k = cst::kind(n);
    if ((k == K::tuple_pattern || k == K::tuple) && elts.size() == 1 && !comma) return elts[0];
    auto* t = make<Tuple>(n);
    t->elts = std::move(elts);
    return t;
  }
  case ExprKind::List: {
    auto* l = make<List>(n);
    l->elts = std::move(elts);
    return l;
  }
  default: {
    auto* s = make<Set>(n);
    s->elts = std::move(elts);
    return s;
  }
  }
}

Expr* Lowerer::dictionary(TSNode n) {
  auto* d = make<Dict>(n);
  for (const Child& c : kids_of(n)) {
    if (c.kind == K::pair) {
      cst::Kids pk = kids_of(c.node);
      d->keys.push_back(expr(field(pk, F::key)));
      d->values.push_back(expr(field(pk, F::value)));
    } else if (c.kind == K::dictionary_splat) {
      d->keys.push_back(nullptr);
      d->values.push_back(expr(only_named(kids_of(c.node))));
    } else if (c.named) {
      fail(c.node, "invalid syntax");
    }
  }
  return d;
}

Expr* Lowerer::comprehension(TSNode n, ExprKind kind) {
  cst::Kids kids = kids_of(n);
  std::vector<Comprehension*> gens;
  for (const Child& c : kids) {
    if (c.kind == K::for_in_clause) {
      cst::Kids fk = kids_of(c.node);
      auto* g = make<Comprehension>(c.node);
      g->is_async = false;
      std::vector<TSNode> rights;
      for (const Child& x : fk) {
        if (!x.named && text(x.node) == "async") g->is_async = true;
        if (x.field == F::right && x.named) rights.push_back(x.node);
      }
      g->target = target(field(fk, F::left), Ctx::Store);
      if (rights.size() != 1) fail(c.node, "invalid syntax");
      g->iter = expr(rights[0]);
      gens.push_back(g);
    } else if (c.kind == K::if_clause) {
      if (gens.empty()) fail(c.node, "invalid syntax");
      gens.back()->ifs.push_back(expr(only_named(kids_of(c.node))));
    }
  }
  TSNode body = field(kids, F::body);
  switch (kind) {
  case ExprKind::DictComp: {
    auto* d = make<DictComp>(n);
    cst::Kids pk = kids_of(body);
    d->key = expr(field(pk, F::key));
    d->value = expr(field(pk, F::value));
    d->generators = std::move(gens);
    return d;
  }
  case ExprKind::ListComp: {
    auto* l = make<ListComp>(n);
    l->elt = expr(body);
    l->generators = std::move(gens);
    return l;
  }
  case ExprKind::SetComp: {
    auto* s = make<SetComp>(n);
    s->elt = expr(body);
    s->generators = std::move(gens);
    return s;
  }
  default: {
    auto* g = make<GeneratorExp>(n);
    if (is_starred_kind(cst::kind(body)))
      fail(body, "iterable unpacking cannot be used in comprehension");
    g->elt = expr(body);
    g->generators = std::move(gens);
    return g;
  }
  }
}

Expr* Lowerer::call(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* c = make<Call>(n);
  Starred* star = nullptr;
  c->func = unstar(expr(field(kids, F::function)), &star);
  TSNode args = field(kids, F::arguments);
  if (cst::kind(args) == K::generator_expression)
    c->args.push_back(expr(args));
  else
    arguments(args, &c->args, &c->keywords);
  return restar(c, star, n);
}

void Lowerer::arguments(TSNode n, std::vector<Expr*>* args, std::vector<Keyword*>* keywords) {
  bool seen_keyword = false, seen_dstar = false;
  for (const Child& c : kids_of(n)) {
    if (!c.named) continue;
    if (c.kind == K::keyword_argument) {
      cst::Kids kk = kids_of(c.node);
      auto* k = make<Keyword>(c.node);
      TSNode name = field(kk, F::name);
      if (cst::kind(name) != K::identifier && cst::kind(name) != K::keyword_identifier)
        fail(c.node, "expression cannot contain assignment, perhaps you meant \"==\"?");
      k->arg = ident(name);
      for (const Keyword* earlier : *keywords)
        if (earlier->arg == k->arg) fail(c.node, "keyword argument repeated: " + k->arg);
      k->value = expr(field(kk, F::value));
      keywords->push_back(k);
      seen_keyword = true;
    } else if (c.kind == K::dictionary_splat) {
      auto* k = make<Keyword>(c.node);
      k->value = expr(only_named(kids_of(c.node)));
      keywords->push_back(k);
      seen_dstar = true;
    } else if (c.kind == K::list_splat) {
      if (seen_dstar)
        fail(c.node, "iterable argument unpacking follows keyword argument unpacking");
      args->push_back(expr(c.node));
    } else {
      if (seen_dstar) fail(c.node, "positional argument follows keyword argument unpacking");
      if (seen_keyword) fail(c.node, "positional argument follows keyword argument");
      args->push_back(expr(c.node));
    }
  }
}

Expr* Lowerer::subscript(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* s = make<Subscript>(n);
  Starred* star = nullptr;
  s->value = unstar(expr(field(kids, F::value)), &star);
  std::vector<TSNode> parts;
  bool comma = false;
  bool after_value = false;
  for (const Child& c : kids) {
    if (c.field == F::subscript)
      parts.push_back(c.node), after_value = true;
    else if (after_value && !c.named && text(c.node) == ",")
      comma = true;
  }
  auto one = [&](TSNode p) { return cst::kind(p) == K::slice ? slice(p) : expr(p); };
  Expr* single = parts.size() == 1 && !comma ? one(parts[0]) : nullptr;
  if (single && single->kind != ExprKind::Starred) { // `a[*b]` is a one-item tuple
    s->slice = single;
  } else if (single) {
    auto* t = make<Tuple>(parts.front());
    t->elts.push_back(single);
    s->slice = t;
  } else {
    // CPython's tuple of slices spans them, and a trailing comma.
    auto* t = make<Tuple>(parts.front());
    for (TSNode p : parts) t->elts.push_back(one(p));
    TSNode last = parts.back();
    TSNode after = ts_node_next_sibling(last);
    if (!ts_node_is_null(after) && text(after) == ",") last = after;
    t->span.end_line = span(last).end_line;
    t->span.end_col = span(last).end_col;
    s->slice = t;
  }
  return restar(s, star, n);
}

Expr* Lowerer::slice(TSNode n) {
  auto* s = make<Slice>(n);
  int colons = 0;
  for (const Child& c : kids_of(n)) {
    if (!c.named) {
      colons += text(c.node) == ":";
      continue;
    }
    Expr* e = expr(c.node);
    (colons == 0 ? s->lower : colons == 1 ? s->upper : s->step) = e;
  }
  return s;
}

Expr* Lowerer::binary(TSNode n) {
  static const std::pair<std::string_view, BinOpKind> kOps[] = {
      {"+", BinOpKind::Add},      {"-", BinOpKind::Sub},     {"*", BinOpKind::Mult},
      {"@", BinOpKind::MatMult},  {"/", BinOpKind::Div},     {"%", BinOpKind::Mod},
      {"**", BinOpKind::Pow},     {"<<", BinOpKind::LShift}, {">>", BinOpKind::RShift},
      {"|", BinOpKind::BitOr},    {"^", BinOpKind::BitXor},  {"&", BinOpKind::BitAnd},
      {"//", BinOpKind::FloorDiv}};
  // tree-sitter-python 0.23.6 ranks `^` above `&` (Python has `&` above `^`),
  // so the whole unparenthesized chain is flattened in source order and
  // rebuilt with CPython's precedences. Iterative, so long chains such as
  // `1+1+...+1` cost no C++ stack.
  // Small vectors: most chains are short, and a heap allocation for each
  // of these per binary operator was a tenth of the lowering's allocations.
  Small<TSNode> operands;
  Small<BinOpKind> ops;
  Small<TSNode> pending;
  TSNode cur = n;
  for (;;) {
    while (cst::kind(cur) == K::binary_operator) {
      pending.push_back(cur);
      cur = ts_node_child_by_field_name(cur, "left", 4);
    }
    operands.push_back(cur);
    if (pending.empty()) break;
    TSNode top = pending.back();
    pending.pop_back();
    std::string_view op = text(ts_node_child_by_field_name(top, "operator", 8));
    bool found = false;
    for (const auto& [t, k] : kOps)
      if (t == op) ops.push_back(k), found = true;
    if (!found) fail(top, "invalid syntax");
    cur = ts_node_child_by_field_name(top, "right", 5);
  }
  auto precedence = [](BinOpKind k) {
    switch (k) {
    case BinOpKind::BitOr: return 1;
    case BinOpKind::BitXor: return 2;
    case BinOpKind::BitAnd: return 3;
    case BinOpKind::LShift:
    case BinOpKind::RShift: return 4;
    case BinOpKind::Add:
    case BinOpKind::Sub: return 5;
    case BinOpKind::Pow: return 7;
    default: return 6;
    }
  };
  Small<Expr*> values;
  // Each value's span with its parentheses: a BinOp spans its operands'
  // (CPython's `(1) / (0)` starts at the first parenthesis).
  Small<ast::Span> outer;
  Small<int> heights; // nesting depth of each value, bounded like CPython's compiler
  Small<BinOpKind> stack;
  auto reduce = [&] {
    auto* b = a_.make<BinOp>();
    b->op = stack.back();
    stack.pop_back();
    b->right = values.back();
    values.pop_back();
    int height = std::max(heights[heights.size() - 2], heights.back()) + 1;
    heights.pop_back();
    heights.back() = height;
    if (depth_ + height > kMaxDepth)
      fail(n, "maximum recursion depth exceeded during compilation", "RecursionError");
    b->left = values.back();
    ast::Span right = outer.back();
    outer.pop_back();
    b->span = {outer.back().line, outer.back().col, right.end_line, right.end_col};
    outer.back() = b->span;
    values.back() = b;
  };
  values.push_back(expr(operands[0]));
  outer.push_back(span(operands[0]));
  heights.push_back(1);
  for (size_t i = 0; i < ops.size(); ++i) {
    int p = precedence(ops[i]);
    bool right_assoc = ops[i] == BinOpKind::Pow;
    while (!stack.empty() &&
           (precedence(stack.back()) > p || (precedence(stack.back()) == p && !right_assoc)))
      reduce();
    stack.push_back(ops[i]);
    values.push_back(expr(operands[i + 1]));
    outer.push_back(span(operands[i + 1]));
    heights.push_back(1);
  }
  while (!stack.empty()) reduce();
  return values[0];
}

Expr* Lowerer::boolean(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* b = make<BoolOp>(n);
  b->op = text(field(kids, F::operator_)) == "and" ? BoolOpKind::And : BoolOpKind::Or;
  // `a and b and c` is one BoolOp in CPython; tree-sitter nests it leftwards.
  TSNode left = field(kids, F::left);
  std::vector<TSNode> rights{field(kids, F::right)};
  while (cst::kind(left) == K::boolean_operator) {
    cst::Kids lk = kids_of(left);
    bool same = (text(field(lk, F::operator_)) == "and") == (b->op == BoolOpKind::And);
    if (!same) break;
    rights.push_back(field(lk, F::right));
    left = field(lk, F::left);
  }
  b->values.push_back(expr(left));
  for (auto it = rights.rbegin(); it != rights.rend(); ++it) b->values.push_back(expr(*it));
  return b;
}

Expr* Lowerer::comparison(TSNode n) {
  auto* c = make<Compare>(n);
  for (const Child& k : kids_of(n)) {
    if (k.named) {
      (c->left ? c->comparators.emplace_back() : c->left) = expr(k.node);
      continue;
    }
    std::string_view op = text(k.node);
    CmpOpKind kind;
    if (op == "==")
      kind = CmpOpKind::Eq;
    else if (op == "!=")
      kind = CmpOpKind::NotEq;
    else if (op == "<")
      kind = CmpOpKind::Lt;
    else if (op == "<=")
      kind = CmpOpKind::LtE;
    else if (op == ">")
      kind = CmpOpKind::Gt;
    else if (op == ">=")
      kind = CmpOpKind::GtE;
    else if (op == "in")
      kind = CmpOpKind::In;
    else if (op == "is")
      kind = CmpOpKind::Is;
    else if (op.starts_with("not"))
      kind = CmpOpKind::NotIn;
    else if (op.starts_with("is"))
      kind = CmpOpKind::IsNot;
    else
      fail(k.node, "invalid syntax");
    c->ops.push_back(kind);
  }
  if (c->ops.size() != c->comparators.size() || c->ops.empty()) fail(n, "invalid syntax");
  return c;
}

Expr* Lowerer::lambda(TSNode n) {
  cst::Kids kids = kids_of(n);
  auto* l = make<Lambda>(n);
  l->args = parameters(field(kids, F::parameters));
  l->body = expr(field(kids, F::body));
  return l;
}

Expr* Lowerer::yield(TSNode n) {
  bool from = false;
  TSNode value{};
  for (const Child& c : kids_of(n)) {
    if (!c.named && text(c.node) == "from") from = true;
    if (c.named) value = c.node;
  }
  if (from) {
    auto* y = make<YieldFrom>(n);
    y->value = expr(value);
    return y;
  }
  auto* y = make<Yield>(n);
  if (!ts_node_is_null(value)) y->value = expr_or_tuple(value);
  return y;
}

Expr* Lowerer::number(TSNode n) {
  // CPython's tokenizer reads past what tree-sitter took: `0or 1` is an
  // invalid octal literal there, `1_` an invalid decimal one at its end.
  size_t cur = 0;
  if (auto message = literals::number_token_error(src_.substr(ts_node_start_byte(n)), &cur)) {
    Failure f;
    f.info.message = std::move(*message);
    f.info.line = span(n).line;
    f.info.col = span(n).col + static_cast<uint32_t>(cur);
    throw f;
  }
  std::string error;
  auto num = literals::parse_number(text(n), &error);
  if (!num) fail(n, error);
  auto* c = make<Constant>(n);
  switch (num->type) {
  case literals::Number::Type::Int: c->type = Constant::Type::Int, c->i = num->i; break;
  case literals::Number::Type::BigInt:
    c->type = Constant::Type::BigInt;
    c->s = num->digits;
    c->base = num->base;
    break;
  case literals::Number::Type::Float: c->type = Constant::Type::Float, c->f = num->f; break;
  case literals::Number::Type::Complex: c->type = Constant::Type::Complex, c->f = num->f; break;
  }
  return c;
}

} // namespace hyexec::lower
