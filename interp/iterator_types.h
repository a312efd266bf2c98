#pragma once
/// \file
/// The named types of the native iterators (`list_iterator`, `map`, `zip`,
/// `enumerate`...): each is an IteratorObject whose type says what it walks,
/// as `type(iter([]))` and `isinstance(x, map)` show in CPython. The ones
/// CPython lets programs derive from (map, filter, zip, enumerate, reversed)
/// are natively subclassable.

#include "interp/types.h"

namespace hyexec::interp {

enum class IterKind : uint8_t {
  List,
  ListReverse,
  Tuple,
  StrAscii,
  Str,
  DictKeys,
  DictValues,
  DictItems,
  DictReverseKeys,
  DictReverseValues,
  DictReverseItems,
  Set,
  Range,
  Bytes,
  Bytearray,
  Callable,
  Map,
  Filter,
  Zip,
  Enumerate,
  Reversed,
  Count_ ///< not a kind: the number of kinds
};

/// The type of iterators of `kind` (created on first use).
TypeObject* iterator_type(IterKind kind);

/// Whether instances of `t` have IteratorObject's layout (the generic
/// `iterator`, a named kind, or a user class derived from a subclassable kind).
inline bool is_native_iterator_type(const TypeObject* t) {
  if (t == type_iterator || t->solid_base == type_iterator) return true;
  // A user class derived from map (its solid base is map, whose is iterator).
  return !t->builtin && t->solid_base && t->solid_base->solid_base == type_iterator;
}
inline bool is_native_iterator(const Value& v) {
  return v.is_obj() && is_native_iterator_type(v.obj()->type);
}

/// map, filter, zip, enumerate and reversed: the kinds user classes may derive from.
bool is_subclassable_iterator(const TypeObject* t);

/// A new iterator of `kind` yielding what `next` returns (null: exhausted).
Ref<IteratorObject> make_iterator_of(IterKind kind, std::function<Value()> next);

} // namespace hyexec::interp
