// Decisions (CLI.md's branches): the outcomes a run takes, for branch
// coverage, and the conditions behind them, for the concolic tracker.
#include "interp/iterator_types.h"
#include "interp/machine.h"
#include "interp/symbolic_ops.h"

namespace hyexec::interp {

namespace {

/// Machine::own_decision and record_branch, inlined into decide: a decision
/// is taken at every `if`, `while` and boolean operand.
__attribute__((always_inline)) inline bool is_own_decision(const Machine& m, int decision,
                                                           const ast::Node* node) {
  // Decisions are numbered per program: a pylib module's (or exec'd code's)
  // share the numbers, not the nodes.
  return decision >= 0 && static_cast<size_t>(decision) < m.program.decisions.size() &&
         m.program.decisions[decision].node == node;
}

__attribute__((always_inline)) inline void record(Machine& m, int decision, const ast::Node* node,
                                                  bool outcome) {
  if (!m.quiet && is_own_decision(m, decision, node)) m.branch_hits[decision] |= outcome ? 1 : 2;
}

/// The decision the tracker is told of: the program's own, or for a
/// decision of a library module's (or exec'd) code kForeignDecision, which
/// is neither one of the program's nor an error check of the interpreter's.
int tracked_decision(const Machine& m, int decision, const ast::Node* node) {
  if (is_own_decision(m, decision, node)) return decision;
  return decision >= 0 ? SymbolicTracker::kForeignDecision : -1;
}

/// decide() of a value with a shadow, out of the concrete path.
__attribute__((noinline)) bool decide_symbolic(Machine& m, const Value& v, int decision,
                                               const ast::Node* node) {
  bool taken = truthy(v.concrete());
  record(m, decision, node, taken);
  if (m.options.symbolic) report_branch(tracked_decision(m, decision, node), v.sym(), taken);
  return taken;
}

} // namespace

bool Machine::own_decision(int decision, const ast::Node* node) const {
  return is_own_decision(*this, decision, node);
}

void Machine::record_branch(int decision, const ast::Node* node, bool outcome) {
  record(*this, decision, node, outcome);
}

bool Machine::decide(const Value& v, int decision, const ast::Node* node) {
  if (v.sym()) [[unlikely]]
    return decide_symbolic(*this, v, decision, node);
  // A comparison's bool, the usual condition, without the truth protocol.
  bool taken = is_type(v, type_bool) ? v.as<BoolObject>()->value : truthy(v);
  record(*this, decision, node, taken);
  return taken;
}

void bound_iterator(const Value& iterator, const Value& iterable) {
  if (!is_native_iterator(iterator)) return;
  auto* it = iterator.as<IteratorObject>();
  if (is_type(iterable, type_range)) {
    auto* r = iterable.as<RangeObject>();
    it->start_sym = r->start_sym;
    it->start_value = r->start;
    if (!r->stop_sym) return;
    it->bound = r->stop_sym;
    it->bound_value = r->stop;
    it->position = r->start;
    it->step = r->step;
    return;
  }
  if (is_type(iterable, type_str) && iterable.sym() && iterable.as<StrObject>()->ascii) {
    // A str of symbolic length: each item is its character at the position.
    it->bound = it->yields = sym_apply(SymOp::Len, {iterable});
    it->chars = iterable.sym();
    it->bound_value = static_cast<int64_t>(iterable.as<StrObject>()->length);
    it->position = 0;
    it->step = 1;
    return;
  }
  if (is_type(iterable, type_list) || is_type(iterable, type_tuple)) {
    SymId shadow = length_shadow(iterable);
    if (!shadow) return;
    it->bound = it->yields = shadow;
    it->bound_value = length(iterable.concrete());
    it->position = 0;
    it->step = 1;
  }
}

void next_decision(IteratorObject* it, Value* item) {
  if (!symbolic_tracker()) return;
  bool more = static_cast<bool>(*item);
  if (more && it->start_sym) {
    int64_t x = 0;
    as_int64(*item, &x);
    item->set_sym(sym_apply(SymOp::Add, {with_sym(py_int(it->start_value), it->start_sym),
                                         py_int(x - it->start_value)}));
  }
  if (!it->bound) return;
  // It yields while position < bound (position > bound going down).
  Value position = py_int(it->position), limit = with_sym(py_int(it->bound_value), it->bound);
  SymId cond = it->step > 0 ? sym_apply(SymOp::Lt, {position, limit})
                            : sym_apply(SymOp::Gt, {position, limit});
  if (cond) report_branch(it->decision, cond, more);
  if (more && it->chars)
    item->set_sym(
        sym_apply(SymOp::CharAt, {with_sym(py_str(""), it->chars), py_int(it->position)}));
  if (more) it->position += it->step;
}

uint32_t collected_length(const Value& source) {
  if (is_type(source, type_list) || is_type(source, type_tuple)) return length_shadow(source);
  if (!is_native_iterator(source)) return 0;
  auto* it = source.as<IteratorObject>();
  // Only an iterator nothing was taken from yields its whole count.
  return it->yields && (!it->bound || it->position == 0) ? it->yields : 0;
}

void Machine::loop_step(const Value& iterator, int decision, const ast::Node* loop) {
  if (!options.symbolic || !is_native_iterator(iterator)) return;
  // The iterator's own test is this loop's decision (in the program's own code).
  iterator.as<IteratorObject>()->decision = tracked_decision(*this, decision, loop);
}

} // namespace hyexec::interp
