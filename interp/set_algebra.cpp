#include "interp/set_algebra.h"

#include "interp/protocol.h"
#include "interp/subclass.h"

namespace hyexec::interp {

namespace {

bool is_any_set(const Value& v) {
  if (!v.is_obj()) return false;
  TypeObject* t = layout_type(v.type());
  return t == type_set || t == type_frozenset;
}

SetTable& table_of(const Value& v) {
  return v.as<SetObject>()->table;
}

/// CPython's make_new_set_basetype: results are plain set or frozenset.
TypeObject* base_of(const Value& v) {
  return layout_type(v.type());
}

Ref<SetObject> copy_of(const Value& v) {
  return set_from(base_of(v), v);
}

/// set_difference_update_internal: discards `b`'s items, then drops the
/// dummies if they are many.
void discard_all(SetTable& t, const Value& b) {
  if (is_any_set(b)) {
    if (&table_of(b) == &t) {
      t.clear();
      return;
    }
    for (const SetTable::Entry& e : table_of(b).entries)
      if (e.key) t.remove(e.key);
  } else {
    for (const Value& v : to_values(b)) t.remove(v);
  }
  t.compact_dummies();
}

} // namespace

void set_update(SetTable& t, const Value& iterable) {
  if (is_any_set(iterable)) return t.merge(table_of(iterable));
  if (iterable.is_obj() && iterable.type() == type_dict) {
    auto* d = iterable.as<DictObject>();
    t.presize(d->size());
    for (const DictObject::Entry& e : d->entries)
      if (e.key) t.set(e.key);
    return;
  }
  for (const Value& v : to_values(iterable)) t.set(v);
}

Ref<SetObject> set_from(TypeObject* base, const Value& iterable) {
  auto s = make<SetObject>(base);
  set_update(s->table, iterable);
  return s;
}

Ref<SetObject> set_union(const Value& a, const Value& b) {
  Ref<SetObject> out = copy_of(a);
  if (!a.same(b)) set_update(out->table, b);
  return out;
}

Ref<SetObject> set_intersection(const Value& a, const Value& b) {
  if (a.same(b)) return copy_of(a);
  auto out = make<SetObject>(base_of(a));
  if (is_any_set(b)) {
    // The smaller operand is iterated; ties iterate `b`.
    const SetTable* big = &table_of(a);
    const SetTable* small = &table_of(b);
    if (small->size() > big->size()) std::swap(big, small);
    for (const SetTable::Entry& e : small->entries)
      if (e.key && big->get(e.key)) out->table.set(e.key);
    return out;
  }
  for (const Value& v : to_values(b))
    if (table_of(a).get(v)) out->table.set(v);
  return out;
}

Ref<SetObject> set_difference(const Value& a, const Value& b) {
  bool is_dict = b.is_obj() && b.type() == type_dict;
  if (!is_any_set(b) && !is_dict) {
    Ref<SetObject> out = copy_of(a);
    discard_all(out->table, b);
    return out;
  }
  size_t other = is_dict ? b.as<DictObject>()->size() : table_of(b).size();
  if ((table_of(a).size() >> 2) > other) {
    // Mostly kept: copying and discarding is cheaper, and so is CPython's order.
    Ref<SetObject> out = copy_of(a);
    discard_all(out->table, b);
    return out;
  }
  auto out = make<SetObject>(base_of(a));
  for (const SetTable::Entry& e : table_of(a).entries) {
    if (!e.key) continue;
    bool in_b = is_dict ? static_cast<bool>(b.as<DictObject>()->get(e.key))
                        : static_cast<bool>(table_of(b).get(e.key));
    if (!in_b) out->table.set(e.key);
  }
  return out;
}

Ref<SetObject> set_symmetric_difference(const Value& a, const Value& b) {
  // CPython copies `b` and folds `a` into it.
  Ref<SetObject> out = set_from(base_of(a), b);
  set_symmetric_difference_update(Value(out), a);
  return out;
}

void set_intersection_update(const Value& a, const Value& b) {
  Ref<SetObject> tmp = set_intersection(a, b);
  std::swap(table_of(a), tmp->table);
}

void set_difference_update(const Value& a, const Value& b) {
  discard_all(table_of(a), b);
}

void set_symmetric_difference_update(const Value& a, const Value& b) {
  SetTable& t = table_of(a);
  if (a.same(b)) return t.clear();
  auto toggle = [&t](const Value& k) {
    if (!t.remove(k)) t.set(k);
  };
  if (b.is_obj() && b.type() == type_dict) {
    for (const DictObject::Entry& e : b.as<DictObject>()->entries)
      if (e.key) toggle(e.key);
    return;
  }
  Ref<SetObject> other =
      is_any_set(b) ? Ref<SetObject>(b.as<SetObject>()) : set_from(base_of(a), b);
  for (const SetTable::Entry& e : other->table.entries)
    if (e.key) toggle(e.key);
}

} // namespace hyexec::interp
