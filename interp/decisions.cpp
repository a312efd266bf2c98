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
    report_branch(own ? decision : -1, v.sym(), taken);
  }
  return taken;
}

void bound_iterator(const Value& iterator, const Value& iterable) {
  if (!is_type(iterator, type_iterator)) return;
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
  if ((is_type(iterable, type_list) || is_type(iterable, type_tuple)) && iterable.sym()) {
    int64_t recorded = 0;
    SymbolicTracker* t = symbolic_tracker();
    if (!t->concrete_int(iterable.sym(), &recorded) || recorded != length(iterable.concrete()))
      return; // the list changed length since the shadow was made
    it->bound = it->yields = iterable.sym();
    it->bound_value = recorded;
    it->position = 0;
    it->step = 1;
  }
}

void next_decision(IteratorObject* it, Value* item) {
  SymbolicTracker* t = symbolic_tracker();
  if (!t) return;
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
  if (more) it->position += it->step;
}

uint32_t collected_length(const Value& source) {
  if ((is_type(source, type_list) || is_type(source, type_tuple)) && source.sym()) {
    int64_t recorded = 0;
    SymbolicTracker* t = symbolic_tracker();
    return t && t->concrete_int(source.sym(), &recorded) && recorded == length(source.concrete())
               ? source.sym()
               : 0;
  }
  if (!is_type(source, type_iterator)) return 0;
  auto* it = source.as<IteratorObject>();
  // Only an iterator nothing was taken from yields its whole count.
  return it->yields && (!it->bound || it->position == 0) ? it->yields : 0;
}

void Machine::loop_step(const Value& iterator, int decision, const Frame& f) {
  if (!options.symbolic || !is_type(iterator, type_iterator)) return;
  auto* it = iterator.as<IteratorObject>();
  // The iterator's own test is this loop's decision (in the program's own file).
  it->decision = f.file == module.filename ? decision : -1;
}

} // namespace hyexec::interp
