#include "interp/set_algebra.h"

#include "interp/protocol.h"
#include "interp/set_members.h"
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

/// A dict's keys as a held snapshot, for the same reason as set_members: a
/// key's `__eq__` may change the dict being walked.
Values dict_keys(const Value& d) {
  Values out;
  for (const DictObject::Entry& e : d.as<DictObject>()->entries)
    if (e.key) out.push_back(e.key);
  return out;
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
    for (const Value& k : set_members(table_of(b))) t.remove(k);
  } else {
    for (const Value& v : to_values(b)) t.remove(v);
  }
  t.compact_dummies();
}

} // namespace

void set_update(SetTable& t, const Value& iterable) {
  if (is_any_set(iterable)) return t.merge(table_of(iterable));
  if (iterable.is_obj() && iterable.type() == type_dict) {
    t.presize(iterable.as<DictObject>()->size());
    for (const Value& k : dict_keys(iterable)) t.set(k);
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
    for (const Value& k : set_members(*small))
      if (big->get(k)) out->table.set(k);
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
  for (const Value& k : set_members(table_of(a))) {
    bool in_b = is_dict ? static_cast<bool>(b.as<DictObject>()->get(k))
                        : static_cast<bool>(table_of(b).get(k));
    if (!in_b) out->table.set(k);
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
    for (const Value& k : dict_keys(b)) toggle(k);
    return;
  }
  Ref<SetObject> other =
      is_any_set(b) ? Ref<SetObject>(b.as<SetObject>()) : set_from(base_of(a), b);
  for (const Value& k : set_members(other->table)) toggle(k);
}

} // namespace hyexec::interp
