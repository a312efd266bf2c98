// CPython's 'line' events inside a statement spanning several lines
// (line_steps.h). The expression is walked in bytecode order: a node's
// operands first, each firing the events of its own instructions, then the
// node's own instruction at the node's line (CPython's compiler restores the
// parent's location after visiting a child). Checked against sys.settrace by
// trace_steps_match_cpython (corpus/teach/multiline_statements.py).
#include "interp/line_steps.h"

#include "cfg/ast_walk.h"
#include "interp/attr_cache.h"
#include "interp/errors.h"
#include "interp/protocol.h"

namespace hyexec::interp {

using namespace ast;

namespace {

bool spans_lines(const Node* n) {
  return n->span.end_line > n->span.line;
}

bool is_number(const Expr* e) {
  if (e->kind != ExprKind::Constant) return false;
  auto t = static_cast<const Constant*>(e)->type;
  return t == Constant::Type::Int || t == Constant::Type::BigInt || t == Constant::Type::Float ||
         t == Constant::Type::Complex || t == Constant::Type::True || t == Constant::Type::False;
}

/// What CPython's AST optimizer folds into one constant: literals, tuples of
/// constants, and arithmetic on number literals (`-1`, `2 * 3`).
bool folds(const Expr* e) {
  switch (e->kind) {
  case ExprKind::Constant: return true;
  case ExprKind::Tuple:
    for (const Expr* x : static_cast<const Tuple*>(e)->elts)
      if (!folds(x)) return false;
    return true;
  case ExprKind::UnaryOp: return is_number(static_cast<const UnaryOp*>(e)->operand);
  case ExprKind::BinOp: {
    auto* b = static_cast<const BinOp*>(e);
    return is_number(b->left) && is_number(b->right);
  }
  default: return false;
  }
}

/// A list or set display of more than two constants is built from one
/// constant tuple, all at the display's line (3.11's starunpack_helper).
bool constant_display(const std::vector<Expr*>& elts) {
  if (elts.size() <= 2) return false;
  for (const Expr* x : elts)
    if (!folds(x)) return false;
  return true;
}

bool has_starred(const std::vector<Expr*>& elts) {
  for (const Expr* x : elts)
    if (x->kind == ExprKind::Starred) return true;
  return false;
}

/// A method's load and call are at the attribute name's line when the
/// attribute spans lines (`(text\n .strip())`: 3.11's update_start_location_to_match_attr).
uint32_t attribute_line(const Attribute* a) {
  return a->span.end_line;
}

class Stepper {
public:
  explicit Stepper(const LineStepsAt& at) : a_(at) {}

  /// Fires the event for an instruction at `line` (none if the frame is on it already).
  void at(uint32_t line) {
    a_.f.line = line;
    a_.lines.line(a_.f, line, a_.block, a_.unit);
  }

  Value eval(const Expr* e);
  /// A test whose jumps are first at `line` (its statement's).
  Value test(const Expr* e, uint32_t line) {
    jump_line_ = line;
    return test(e);
  }

private:
  Value test(const Expr* e);
  Value call(const Call* c);
  Value whole(const Expr* e) {
    at(e->span.line);
    return a_.m.eval(e, a_.f);
  }

  const LineStepsAt& a_;
  uint32_t jump_line_ = 0;
};

Value Stepper::eval(const Expr* e) {
  Machine& m = a_.m;
  if (!spans_lines(e) || folds(e)) return whole(e);
  uint32_t line = e->span.line;
  switch (e->kind) {
  case ExprKind::BinOp: {
    auto* b = static_cast<const BinOp*>(e);
    Value l = eval(b->left);
    Value r = eval(b->right);
    at(line);
    return binary_op(l, r, b->op);
  }
  case ExprKind::UnaryOp: {
    auto* u = static_cast<const UnaryOp*>(e);
    Value v = eval(u->operand);
    at(line);
    return unary_op(u->op, v);
  }
  case ExprKind::Compare: {
    auto* c = static_cast<const Compare*>(e);
    if (c->ops.size() != 1) return whole(e); // a chain's jumps are not modelled
    Value l = eval(c->left);
    Value r = eval(c->comparators[0]);
    at(line);
    return compare(l, r, c->ops[0]);
  }
  case ExprKind::BoolOp: {
    auto* b = static_cast<const BoolOp*>(e);
    Value v;
    for (size_t i = 0; i < b->values.size(); ++i) {
      v = eval(b->values[i]);
      if (i + 1 == b->values.size()) break;
      at(line); // JUMP_IF_FALSE_OR_POP / JUMP_IF_TRUE_OR_POP
      bool t = m.decide(v, b->decision + static_cast<int>(i), b->values[i]);
      if (b->op == BoolOpKind::And ? !t : t) break;
    }
    return v;
  }
  case ExprKind::IfExp: {
    auto* x = static_cast<const IfExp*>(e);
    Value t = test(x->test, line);
    return m.decide(t, x->decision, x->test) ? eval(x->body) : eval(x->orelse);
  }
  case ExprKind::Call: return call(static_cast<const Call*>(e));
  case ExprKind::Attribute: {
    auto* a = static_cast<const Attribute*>(e);
    Value obj = eval(a->value);
    at(attribute_line(a));
    return load_attribute(a, obj);
  }
  case ExprKind::Subscript: {
    auto* s = static_cast<const Subscript*>(e);
    Value obj = eval(s->value);
    Value key = eval(s->slice);
    at(line);
    return get_item(obj, key);
  }
  case ExprKind::List:
  case ExprKind::Tuple:
  case ExprKind::Set: {
    const auto& elts = display_elements(e);
    if (has_starred(elts) || (e->kind != ExprKind::Tuple && constant_display(elts)))
      return whole(e);
    Values items;
    for (const Expr* x : elts) items.push_back(eval(x));
    at(line);
    if (e->kind == ExprKind::List) return py_list(std::move(items));
    if (e->kind == ExprKind::Tuple) return py_tuple(std::move(items));
    auto s = make<SetObject>();
    for (Value& v : items) s->table.set(v, none());
    return s;
  }
  case ExprKind::Dict: {
    auto* d = static_cast<const Dict*>(e);
    bool constant_keys = d->keys.size() > 1;
    for (const Expr* k : d->keys) {
      if (!k) return whole(e); // `**mapping`
      constant_keys = constant_keys && folds(k);
    }
    // Constant keys are one tuple loaded after the values (BUILD_CONST_KEY_MAP).
    Values keys, values;
    for (size_t i = 0; i < d->keys.size(); ++i) {
      if (!constant_keys) keys.push_back(eval(d->keys[i]));
      values.push_back(eval(d->values[i]));
    }
    at(line);
    auto out = make<DictObject>();
    for (size_t i = 0; i < d->keys.size(); ++i)
      out->set(constant_keys ? m.eval(d->keys[i], a_.f) : keys[i], values[i]);
    return out;
  }
  default: return whole(e); // one event at its first line, as its first instruction's
  }
}

Value Stepper::call(const Call* c) {
  for (const Keyword* k : c->keywords)
    if (k->arg.empty()) return whole(c); // `**kwargs`
  if (has_starred(c->args)) return whole(c);
  CallArgs args;
  Value fn;
  uint32_t line = c->span.line;
  if (c->func->kind == ExprKind::Attribute) {
    auto* a = static_cast<const Attribute*>(c->func);
    Value obj = eval(a->value);
    line = attribute_line(a);
    at(line);
    bool self_first = false;
    fn = method_for_call(a, obj, &self_first);
    if (self_first) args.args.push_back(obj);
  } else {
    fn = eval(c->func);
  }
  for (const Expr* x : c->args) args.args.push_back(eval(x));
  for (const Keyword* k : c->keywords) args.kwargs.emplace_back(k->arg, eval(k->value));
  at(line);
  return interp::call(fn, args);
}

/// CPython's compiler_jump_if: `and`/`or`/`not` become jumps, each after its
/// operand, at the enclosing statement's (or conditional expression's) line.
Value Stepper::test(const Expr* e) {
  if (e->kind == ExprKind::UnaryOp && static_cast<const UnaryOp*>(e)->op == UnaryOpKind::Not)
    return unary_op(UnaryOpKind::Not, test(static_cast<const UnaryOp*>(e)->operand));
  if (e->kind == ExprKind::BoolOp) {
    auto* b = static_cast<const BoolOp*>(e);
    Value v;
    for (size_t i = 0; i < b->values.size(); ++i) {
      v = test(b->values[i]);
      if (i + 1 == b->values.size()) break;
      bool t = a_.m.decide(v, b->decision + static_cast<int>(i), b->values[i]);
      if (b->op == BoolOpKind::And ? !t : t) break;
    }
    return v;
  }
  Value v = eval(e);
  // POP_JUMP_IF_FALSE: a comparison's at its own line, and the compiler
  // keeps that line for the jumps after it; any other test's at the
  // enclosing statement's line until a comparison moved it.
  if (e->kind == ExprKind::Compare)
    jump_line_ = e->span.line;
  else
    at(jump_line_);
  return v;
}

} // namespace

bool has_inner_line_steps(const Stmt* s) {
  if (!spans_lines(s)) return false;
  return s->kind == StmtKind::Assign || s->kind == StmtKind::Expr ||
         (s->kind == StmtKind::AugAssign &&
          static_cast<const AugAssign*>(s)->target->kind == ExprKind::Name);
}

bool has_inner_line_steps(const Expr* e) {
  return spans_lines(e);
}

void exec_line_steps(const LineStepsAt& at, const Stmt* s) {
  Stepper st(at);
  switch (s->kind) {
  case StmtKind::Assign: {
    auto* a = static_cast<const Assign*>(s);
    Value v = st.eval(a->value);
    for (const Expr* t : a->targets) {
      st.at(t->span.line); // STORE_NAME
      at.m.assign(t, v, at.f);
    }
    return;
  }
  case StmtKind::Expr: {
    Value v = st.eval(static_cast<const ExprStmt*>(s)->value);
    st.at(s->span.line);                                                    // POP_TOP
    if (at.f.interactive && !is_none(v)) at.m.write_stdout(repr(v) + "\n"); // sys.displayhook
    return;
  }
  case StmtKind::AugAssign: {
    auto* a = static_cast<const AugAssign*>(s);
    st.at(a->target->span.line);
    Value cur = at.m.eval(a->target, at.f);
    Value rhs = st.eval(a->value);
    st.at(s->span.line); // BINARY_OP (in place)
    Value v = binary_op(cur, rhs, a->op, true);
    st.at(a->target->span.line);
    at.m.assign(a->target, std::move(v), at.f);
    return;
  }
  default: throw Unsupported{"line steps of this statement"};
  }
}

Value eval_line_steps(const LineStepsAt& at, const Expr* e, uint32_t stmt_line) {
  Stepper st(at);
  Value v = st.eval(e);
  st.at(stmt_line);
  return v;
}

Value test_line_steps(const LineStepsAt& at, const Expr* e, uint32_t stmt_line) {
  return Stepper(at).test(e, stmt_line);
}

} // namespace hyexec::interp
