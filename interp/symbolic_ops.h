#pragma once
/// \file
/// Internal to the interpreter: the operations on values with a symbolic
/// shadow (interp/symbolic.h). The protocol's entry points (binary_op,
/// compare, truthy...) hand a value with a shadow here; these compute the
/// concrete result the ordinary way, then ask the tracker for the result's
/// shadow, or pin the operands when it does not model the operation.

#include "interp/machine.h"
#include "interp/symbolic.h"

namespace hyexec::interp {

/// Whether an operation on `a` and `b` goes to the symbolic path: one has a
/// shadow and neither is an instance of a user class (whose dunders, Python
/// code, receive the shadowed values as they are).
inline bool shadowed_builtins(const Value& a, const Value& b) {
  return (a.sym() | b.sym()) && a.type()->builtin && b.type()->builtin;
}

/// Whether `v` can be an input of the tracker: an int (not a bool) or a str.
bool input_kind(const Value& v);

/// The operand as the tracker sees it.
Concrete concrete_of(const Value& v);
/// `v` with shadow `s`.
inline Value with_sym(Value v, SymId s) {
  v.set_sym(s);
  return v;
}
/// Tells the tracker of a branch on `cond` at the current line.
void report_branch(int decision, SymId cond, bool outcome);
/// Whether the shadow of sequence `v`, its length, still holds: `v` has the
/// length `size` the shadow was made with (an append does not update it).
bool length_shadow_holds(const Value& v, int64_t size);
/// A list or tuple input `name` of ints and strs: each item becomes the
/// input `name[i]` (a list's) or `name(i)` (a tuple's); its length stays
/// what it is.
void shadow_items(const Value& v, const std::string& name);
/// Pins `v`'s shadow to its concrete value (an unmodelled use), if it has one.
void pin(const Value& v);

Value sym_binary_op(const Value& a, const Value& b, ast::BinOpKind op, bool inplace);
Value sym_unary_op(ast::UnaryOpKind op, const Value& v);
Value sym_compare(const Value& a, const Value& b, ast::CmpOpKind op);
/// `x == y` of two sequences' items, some with shadows: the conjunction of
/// the items' equalities as the result's shadow; null when an item pair is
/// not modelled (the caller compares as usual).
Value sym_sequence_eq(const Values& x, const Values& y);
/// truthy() of a value with a shadow: a hidden decision the tracker records.
bool sym_truthy(const Value& v);
/// `op` applied by the tracker to the operands, or 0 (the operands pinned).
SymId sym_apply(SymOp op, const Values& operands);

/// Index `i` (a shadow) checked against a sequence of length `n`: the
/// hidden decision `-n <= i < n`, then `i` pinned to its value.
void sym_index_check(const Value& i, int64_t n, const Value& length);
/// Unpacking `seq` (with a length shadow) into `n` targets (`at_least`:
/// one of them starred): the hidden decision on its length.
void sym_length_check(const Value& seq, int64_t n, bool at_least);
/// A dict lookup of a symbolic key: membership as a disjunction over the
/// dict's keys of the same kind, then the key pinned when found.
void sym_key_lookup(const Value& key, const Values& keys, bool found);

/// Sets the tracker of this thread's runs (Machine::run, for its duration).
void set_symbolic_tracker(SymbolicTracker* t);
/// `obj[key]` when either has a shadow: bounds and key membership are
/// hidden decisions, an element keeps its own shadow.
Value sym_get_item(const Value& obj, const Value& key);
/// A slice's symbolic bounds pinned (the items it selects are concrete).
void pin_slice_bounds(const Value& key);
/// `item in container` for a symbolic item.
bool sym_contains(const Value& container, const Value& item);
/// len(v) with the shadow of the length.
Value sym_len(const Value& v);

/// An iterator over something of symbolic length (a range with a symbolic
/// stop, a list with a length shadow): marks `iterator` so that each next()
/// reports its test.
void bound_iterator(const Value& iterator, const Value& iterable);
/// A marked iterator's next() found `more` items or none.
/// A marked iterator's next() gave `*item` (null: none left); a range item
/// of a symbolic start gets its shadow.
void next_decision(IteratorObject* it, Value* item);
/// The length shadow of a list built from `source` (a shadowed list, or an
/// iterator that yields a shadowed count), or 0.
uint32_t collected_length(const Value& source);

// symbolic_builtins.cpp
/// str method `name` (self is args[0]) that handles shadowed operands.
NativeFn shadow_aware_str_method(const char* name, NativeFn f);
/// abs(v) of a shadowed `v`, whose concrete result is `result`.
Value sym_abs(const Value& v, Value result);
/// int(x) of a shadowed `x`; `concrete` computes the plain result.
Value sym_int(const Value& x, bool has_base, const std::function<Value()>& concrete);
/// str(x) of a shadowed `x`, whose concrete result is `result`.
Value sym_str(const Value& x, Value result);

} // namespace hyexec::interp
