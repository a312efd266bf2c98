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
/// The shadow of len(v) of a list or tuple, while it still holds (it
/// equals v's length: an unmodelled mutation loses it), else 0. A list
/// keeps it on its object (its modelled mutations update it for every
/// reference), a tuple on the value; a list's value also carries it, as
/// the mark that sends its uses to the symbolic paths.
SymId length_shadow(const Value& v);
/// `v`, a list or tuple, with length shadow `s`.
Value with_length(Value v, SymId s);
/// len(v) of a list or tuple as an int with its length shadow, if any.
Value length_value(const Value& v);
/// The shadow the tracker sees for `v`: a sequence's length, else its own.
SymId shadow_of(const Value& v);
/// A list or tuple input `name` of ints and strs: its length becomes the
/// input `name[len]` (`name(len)` for a tuple) and each item the input
/// `name[i]` (`name(i)`). Returns `v` with its shadow.
Value shadow_items(Value v, const std::string& name);
/// Pins `v`'s shadow to its concrete value (an unmodelled use), if it has one.
void pin(const Value& v);

Value sym_binary_op(const Value& a, const Value& b, ast::BinOpKind op, bool inplace);
Value sym_unary_op(ast::UnaryOpKind op, const Value& v);
Value sym_compare(const Value& a, const Value& b, ast::CmpOpKind op);
/// `a == b` of two lists or two tuples (items `x` and `y`), some of whose
/// items or lengths have shadows: the lengths' equality and the conjunction
/// of the items' equalities as the result's shadow; null when an item pair
/// is not modelled (the caller compares as usual).
Value sym_sequence_eq(const Value& a, const Value& b, const Values& x, const Values& y);
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

/// Under a tracker, records a print() to stdout of `args` (whose text is
/// `out`) in the run's result: the text and, when some argument has a
/// shadow (an int or a str), the text's str shadow. Never pins: what it
/// cannot model leaves the line concrete.
void observe_print(const Values& args, const std::string& sep, const std::string& end,
                   const std::string& out);
/// Under a tracker, the items of `v`, a list of ints and strs, with their
/// shadows; empty for anything else.
std::vector<Observed> observe_items(const Value& v);

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

// symbolic_lists.cpp
/// list method `name` (self is args[0]) that keeps the list's length shadow
/// through the mutation and gives count() a shadow.
NativeFn shadow_aware_list_method(const char* name, NativeFn f);

// symbolic_builtins.cpp
/// str method `name` (self is args[0]) that handles shadowed operands.
NativeFn shadow_aware_str_method(const char* name, NativeFn f);
/// abs(v) of a shadowed `v`, whose concrete result is `result`.
Value sym_abs(const Value& v, Value result);
/// int(x) of a shadowed `x`; `concrete` computes the plain result.
Value sym_int(const Value& x, bool has_base, const std::function<Value()>& concrete);
/// str(x) of a shadowed `x`, whose concrete result is `result`.
Value sym_str(const Value& x, Value result);
/// ord(x) (`op` Ord) or chr(x) (Chr) of a shadowed `x`; `concrete`
/// computes the plain result (it may raise, after the hidden decision on
/// the argument's length).
Value sym_code(SymOp op, const Value& x, const std::function<Value()>& concrete);

} // namespace hyexec::interp
