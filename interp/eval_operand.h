#pragma once
/// \file
/// Internal to the interpreter: eval() with the commonest operands answered
/// inline (eval.cpp, stmts.cpp, exec.cpp).

#include "interp/machine.h"

namespace hyexec::interp {

/// A bound local or an int constant, read inline; null for any other
/// operand. Each caller's test of the kind is predicted at its own site,
/// where eval's one switch over every node mispredicts often (perf: a third
/// of eval's own time was that jump), and such a leaf costs no call.
inline Value inline_operand(const ast::Expr* e, Frame& f) {
  if (e->kind == ast::ExprKind::Name) {
    auto* n = static_cast<const ast::Name*>(e);
    if (n->scope == ast::NameScope::Local) return f.slots[n->slot];
  } else if (e->kind == ast::ExprKind::Constant) {
    auto* c = static_cast<const ast::Constant*>(e);
    if (c->type == ast::Constant::Type::Int) return py_int(c->i);
  }
  return nullptr;
}

/// m.eval(e, f) with inline_operand()'s leaves read inline.
inline Value eval_operand(Machine& m, const ast::Expr* e, Frame& f) {
  if (Value v = inline_operand(e, f)) return v;
  return m.eval(e, f);
}

// Soft evaluation: an exception raised and handled in one frame goes up as
// a null result, not a C++ throw, from the innermost expression to the
// frame's exec_unit (each C++ frame unwound costs thousands of
// instructions: __gxx_personality_v0 scanning eval's call-site tables,
// then the cleanups' _Unwind_Resume), and from a Python callee back to its
// caller's call expression.

/// An owned reference to the pending exception, trivially destructible so
/// that a thread_local of it is a plain %fs-relative access: a Value's
/// destructor made every access a call of the TLS wrapper (__tls_init,
/// 0.5% of pprint's instructions).
struct PendingException {
  Object* object = nullptr;
  explicit operator bool() const { return object != nullptr; }
  template <class T> T* as() const { return static_cast<T*>(object); }
  PendingException& operator=(Value v) {
    Object* now = v.obj();
    if (now) incref(now);
    // Set before the old one goes: its destructor may run code that takes
    // and puts back the pending exception (~GeneratorObject).
    if (Object* old = std::exchange(object, now)) decref(old);
    return *this;
  }
};

/// The exception a soft evaluation failed with, on its way up: set where it
/// is raised (or caught from a throw), taken at once by the nearest soft
/// caller, null results in between.
inline thread_local PendingException soft_pending;

/// Whether a soft evaluation's result `v` is its failure: null with an
/// exception pending (a null result with none is a value, as from eval()).
inline bool soft_failed(const Value& v) {
  return !v && soft_pending;
}

/// The pending exception, taken out.
inline Value take_pending() {
  Object* o = std::exchange(soft_pending.object, nullptr);
  Value v(o);
  if (o) decref(o);
  return v;
}

/// m.eval() that does not throw a Python exception out: null on failure,
/// the exception in `soft_pending` with its position in `f` noted (eval.cpp).
Value eval_soft(Machine& m, const ast::Expr* e, Frame& f);

/// eval_operand() through eval_soft.
inline Value eval_operand_soft(Machine& m, const ast::Expr* e, Frame& f) {
  if (Value v = inline_operand(e, f)) return v;
  return eval_soft(m, e, f);
}

/// m.call_function(fn, args) whose exception out of the function comes
/// back as a soft failure (calls.cpp).
Value call_function_soft(Machine& m, FunctionObject* fn, CallArgs& args);

struct CallLayout;
/// call_function_soft of a call that plain_positional_call (eval.cpp)
/// allows, its frame's `n` slots at `slots`, the arguments in the first.
Value call_positional_soft(Machine& m, FunctionObject* fn, const CallLayout& layout, Value* slots,
                           size_t n, size_t given);

/// Set by run_frame just before m.exec_unit(f) when the frame `f` is to end
/// softly: its exception left pending, a null result, instead of thrown.
/// exec_unit takes it on entry, before anything else can call one.
inline thread_local const Frame* soft_exit_frame = nullptr;

} // namespace hyexec::interp
