// Decisions (CLI.md's branches): the outcomes a run takes, for branch
// coverage, and the conditions behind them, for the concolic tracker.
#include "interp/machine.h"
#include "interp/symbolic_ops.h"

namespace hyexec::interp {

void Machine::record_branch(int decision, bool outcome, const Frame& f) {
  // Decisions are numbered per program: a pylib module's are its own.
  if (decision < 0 || quiet || f.file != module.filename ||
      static_cast<size_t>(decision) >= branch_hits.size())
    return;
  branch_hits[decision] |= outcome ? 1 : 2;
}

bool Machine::decide(const Value& v, int decision, const Frame& f) {
  bool taken = truthy(v.concrete());
  record_branch(decision, taken, f);
  if (v.sym() && options.symbolic) {
    bool own = f.file == module.filename;
    options.symbolic->branch(own ? decision : -1, v.sym(), taken);
  }
  return taken;
}

void bound_loop(const Value& iterator, const Value& iterable) {
  if (!is_type(iterator, type_iterator)) return;
  auto* it = iterator.as<IteratorObject>();
  if (is_type(iterable, type_range)) {
    auto* r = iterable.as<RangeObject>();
    if (!r->stop_sym) return;
    it->bound = r->stop_sym;
    it->bound_value = r->stop;
    it->position = r->start;
    it->step = r->step;
    return;
  }
  if ((is_type(iterable, type_list) || is_type(iterable, type_tuple)) && iterable.sym()) {
    int64_t recorded = 0;
    SymbolicTracker* t = symbolic_tracker();
    if (!t || !t->concrete_int(iterable.sym(), &recorded) ||
        recorded != length(iterable.concrete()))
      return; // the list changed length since the shadow was made
    it->bound = iterable.sym();
    it->bound_value = recorded;
    it->position = 0;
    it->step = 1;
  }
}

void loop_decision(Machine& m, const Value& iterator, bool more, int decision, const Frame& f) {
  m.record_branch(decision, more, f);
  if (!m.options.symbolic || !is_type(iterator, type_iterator)) return;
  auto* it = iterator.as<IteratorObject>();
  if (!it->bound) return;
  // The loop goes on while position < bound (position > bound going down).
  Value position = py_int(it->position), limit = with_sym(py_int(it->bound_value), it->bound);
  SymId cond = it->step > 0 ? sym_apply(SymOp::Lt, {position, limit})
                            : sym_apply(SymOp::Gt, {position, limit});
  bool own = f.file == m.module.filename;
  if (cond) m.options.symbolic->branch(own ? decision : -1, cond, more);
  it->position += it->step;
}

} // namespace hyexec::interp
