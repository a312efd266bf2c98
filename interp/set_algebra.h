#pragma once
// The set operations in CPython 3.11's construction order (Objects/setobject.c):
// which operand is iterated, what is copied and how the result is presized
// decide the table layout, and so the iteration order a program prints.
#include "interp/errors.h"
#include "interp/protocol.h"
#include "interp/types.h"

namespace hyexec::interp {

/// set_update_internal: a set merged table-wise, a dict presized, any other
/// iterable added item by item.
void set_update(SetTable& t, const Value& iterable);
/// A new set (or frozenset) of `base` type holding `iterable`'s items.
Ref<SetObject> set_from(TypeObject* base, const Value& iterable);

Ref<SetObject> set_union(const Value& a, const Value& b);
Ref<SetObject> set_intersection(const Value& a, const Value& b);
Ref<SetObject> set_difference(const Value& a, const Value& b);
Ref<SetObject> set_symmetric_difference(const Value& a, const Value& b);

/// `op(key)`, run again on frozenset(key) when `key` is a set whose lookup
/// raised TypeError (unhashable): CPython's set_contains, remove and discard.
template <class Op> auto with_frozen_key(const Value& key, Op op) -> decltype(op(key)) {
  try {
    return op(key);
  } catch (const PyException& e) {
    if (!isinstance(key, type_set) || !isinstance(e.exc, exc_TypeError)) throw;
  }
  return op(Value(set_from(type_frozenset, key)));
}

void set_intersection_update(const Value& a, const Value& b);
void set_difference_update(const Value& a, const Value& b);
void set_symmetric_difference_update(const Value& a, const Value& b);

} // namespace hyexec::interp
