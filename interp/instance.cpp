// Instances' attributes in CPython 3.11's compact layout (types.h,
// InstanceObject): a class's InstanceKeys name the attributes, each instance
// holds only their values. Most programs' objects (a Point's x, y, z) then
// cost an array of Values instead of a dict with its entries and index.
#include "interp/types.h"

#include <algorithm>
#include <new>

#include "interp/protocol.h"
#include "interp/weak_refs.h"

namespace hyexec::interp {

// ------------------------------------------------------------ defaults

Value Object::instance_attr(const Value& name) const {
  DictObject* d = const_cast<Object*>(this)->instance_dict();
  return d && d->size() ? d->get(name) : Value();
}

Value Object::instance_attr(std::string_view name) const {
  DictObject* d = const_cast<Object*>(this)->instance_dict();
  return d && d->size() ? d->get_str(name) : Value();
}

Value Object::instance_attr_at(const Value& name, int) const {
  return instance_attr(name);
}

bool Object::set_instance_attr_at(const Value& name, int, Value value) {
  return set_instance_attr(name, std::move(value));
}

bool Object::set_instance_attr(const Value& name, Value value) {
  DictObject* d = instance_dict();
  if (!d) return false;
  d->set(name, std::move(value));
  return true;
}

// ------------------------------------------------------------ class keys

int InstanceKeys::find(const Value& name) const {
  const Object* p = name.obj();
  // Attribute names are mostly the same str objects (name_str): identity
  // first, then the text (its hash is cached on both sides).
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i].obj() == p) return static_cast<int>(i);
  int64_t h = hash(name);
  const std::string& text = name.as<StrObject>()->value;
  for (size_t i = 0; i < names.size(); ++i) {
    const auto* k = names[i].as<StrObject>();
    if (k->hash_cache == h && k->value == text) return static_cast<int>(i);
  }
  return -1;
}

int InstanceKeys::find(std::string_view name) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i].as<StrObject>()->value == name) return static_cast<int>(i);
  return -1;
}

int InstanceKeys::add(const Value& name) {
  if (int i = find(name); i >= 0) return i;
  if (names.size() >= kMax) return -1;
  hash(name); // cached on the str: find() compares it
  names.push_back(name);
  return static_cast<int>(names.size() - 1);
}

// ------------------------------------------------------------ instances

InstanceObject::InstanceObject(TypeObject* t) : Object(t) {
  incref(t);
}

InstanceObject::~InstanceObject() {
  weak_referent_dying(this);
  if (has_dict_)
    decref(dict_);
  else
    drop_values();
  decref(type);
}

void InstanceObject::drop_values() {
  if (!values_) return;
  for (size_t i = 0; i < capacity_; ++i) values_[i].~Value();
  value_pool::give(values_, capacity_ * sizeof(Value));
  values_ = nullptr;
  capacity_ = top_ = 0;
}

void InstanceObject::grow(size_t at_least) {
  // As many as the class's instances have had: the next ones set the same.
  size_t n = std::max(at_least, type->instance_keys.names.size());
  auto* fresh = static_cast<Value*>(value_pool::take(n * sizeof(Value)));
  for (size_t i = 0; i < n; ++i)
    new (fresh + i) Value(i < capacity_ ? std::move(values_[i]) : Value());
  uint8_t top = top_;
  drop_values();
  values_ = fresh;
  capacity_ = static_cast<uint8_t>(n);
  top_ = top;
}

DictObject* InstanceObject::instance_dict() {
  if (has_dict_) return dict_;
  if (!type->has_instance_dict) return nullptr; // its class's __slots__ leave it out
  // Made before the values go, so a failed allocation leaves them in place.
  Ref<DictObject> d = make<DictObject>();
  d->entries.reserve(top_); // logging reads every LogRecord's __dict__
  const auto& names = type->instance_keys.names;
  for (size_t i = 0; i < top_; ++i)
    if (values_[i]) d->set(names[i], values_[i]);
  drop_values();
  incref(d.get());
  dict_ = d.get();
  has_dict_ = true;
  return dict_;
}

Value InstanceObject::instance_attr(const Value& name) const {
  if (has_dict_) return dict_->size() ? dict_->get(name) : Value();
  if (!top_ || !is_type(name, type_str)) return Value();
  int i = type->instance_keys.find(name);
  return i >= 0 && i < top_ ? values_[i] : Value();
}

Value InstanceObject::instance_attr_at(const Value& name, int index) const {
  if (has_dict_) return dict_->size() ? dict_->get(name) : Value();
  return index >= 0 && index < top_ ? values_[index] : Value();
}

Value InstanceObject::instance_attr(std::string_view name) const {
  if (has_dict_) return dict_->size() ? dict_->get_str(name) : Value();
  if (!top_) return Value();
  int i = type->instance_keys.find(name);
  return i >= 0 && i < top_ ? values_[i] : Value();
}

bool InstanceObject::replace_instance_dict(DictObject* d) {
  if (!instance_dict()) return false;
  incref(d);
  decref(dict_);
  dict_ = d;
  return true;
}

bool InstanceObject::set_instance_attr(const Value& name, Value value) {
  if (!has_dict_ && !type->has_instance_dict) return false;
  if (!has_dict_ && is_type(name, type_str) &&
      store_at(type->instance_keys.add(name), std::move(value)))
    return true;
  instance_dict()->set(name, std::move(value));
  return true;
}

bool InstanceObject::set_instance_attr_at(const Value& name, int index, Value value) {
  if (!has_dict_ && !type->has_instance_dict) return false;
  if (!has_dict_ && index >= 0 && store_at(index, std::move(value))) return true;
  return set_instance_attr(name, std::move(value));
}

bool InstanceObject::store_at(int i, Value&& value) {
  if (i >= 0 && i < top_ && values_[i]) {
    values_[i] = std::move(value);
    return true;
  }
  // A new attribute keeps the layout when it comes after every present
  // one: the values' order is then the order they were set in, which
  // `__dict__` shows.
  if (i >= top_) {
    if (static_cast<size_t>(i) >= capacity_) grow(i + 1);
    values_[i] = std::move(value);
    top_ = static_cast<uint8_t>(i + 1);
    return true;
  }
  return false;
}

} // namespace hyexec::interp
