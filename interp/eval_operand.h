#pragma once
/// \file
/// Internal to the interpreter: eval() with the commonest operands answered
/// inline (eval.cpp, stmts.cpp, exec.cpp).

#include "interp/machine.h"

namespace hyexec::interp {

/// m.eval(e, f) with a bound local and an int constant read inline. Each
/// caller's test of the kind is predicted at its own site, where eval's one
/// switch over every node mispredicts often (perf: a third of eval's own
/// time was that jump), and such a leaf costs no call.
inline Value eval_operand(Machine& m, const ast::Expr* e, Frame& f) {
  if (e->kind == ast::ExprKind::Name) {
    auto* n = static_cast<const ast::Name*>(e);
    if (n->scope == ast::NameScope::Local)
      if (const Value& v = f.slots[n->slot]) return v;
  } else if (e->kind == ast::ExprKind::Constant) {
    auto* c = static_cast<const ast::Constant*>(e);
    if (c->type == ast::Constant::Type::Int) return py_int(c->i);
  }
  return m.eval(e, f);
}

} // namespace hyexec::interp
