#pragma once
/// \file
/// The object model. Heap values are Objects with an intrusive reference
/// count and a type, as in CPython's `Objects/`; a `Value` is either such a
/// reference or, unboxed, an int that fits 64 bits or a float, so arithmetic
/// allocates nothing. A Value may carry a symbolic shadow for the concolic
/// search. Reference cycles are not collected: runs are short and
/// bounded by the memory cap.

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interp/value_pool.h"

namespace hyexec::interp {

struct TypeObject;
struct DictObject;
struct Object;
class Value;

/// Which objects may have weak references (weak_refs.cpp keeps them): a
/// count per hash of the address, so that a dying object looks its weak
/// references up only when one may exist, whatever its type (CPython's
/// tp_weaklistoffset). A count that reaches 255 stays.
namespace weak_filter {
inline constexpr size_t kSize = size_t{1} << 14;
extern uint8_t counts[kSize];
inline size_t slot(const void* p) {
  auto a = reinterpret_cast<uintptr_t>(p);
  return (a >> 4 ^ a >> 18) & (kSize - 1);
}
} // namespace weak_filter

/// An object with weak references is being freed: they die (weak_refs.cpp).
void weak_referent_dying(Object* o);

struct Object {
  explicit Object(TypeObject* t) : type(t) {}
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  /// Any object may be weakly referenced (functions, methods, sets...): its
  /// references see it die. Only its address is used, so the derived
  /// parts being gone already does not matter.
  virtual ~Object() {
    if (weak_filter::counts[weak_filter::slot(this)]) weak_referent_dying(this);
  }

  /// The values of the `__slots__` of the object's class (slots.h), by the
  /// index of their member descriptors; null for an object without slots.
  virtual Value* slot_values() { return nullptr; }
  /// Replaces the instance's `__dict__` (the `__dict__` descriptor's
  /// setter); false when the object has no instance dict of its own.
  virtual bool replace_instance_dict(DictObject*) { return false; }

  /// The per-instance attribute dict (`__dict__`), for the objects that have one.
  virtual DictObject* instance_dict() { return nullptr; }
  /// The instance attribute `name` (an exact str for the first), or null: a
  /// lookup in instance_dict() that makes no dict where the layout is compact.
  virtual Value instance_attr(const Value& name) const;
  virtual Value instance_attr(std::string_view name) const;
  /// instance_attr(name) where `index` is the position of `name` in the
  /// class's InstanceKeys (-1: absent there), as an attribute site caches
  /// it (attr_cache.cpp): the compact layout reads the value without a search.
  virtual Value instance_attr_at(const Value& name, int index) const;
  /// Stores the instance attribute `name` (an exact str); false when the
  /// object has no instance attributes.
  virtual bool set_instance_attr(const Value& name, Value value);
  /// set_instance_attr(name, value) with `index` as for instance_attr_at.
  virtual bool set_instance_attr_at(const Value& name, int index, Value value);

  uint32_t refcount = 0;
  /// A list's length shadow (interp/symbolic.h), kept on the object so that
  /// its modelled mutations (append, pop...) update it for every reference;
  /// in the padding after the count, so objects stay their size.
  uint32_t length_sym = 0;
  TypeObject* type;
};

inline void incref(Object* o) {
  ++o->refcount;
}
/// `__del__` (finalizers.h): set once some class has one; then a dying
/// object of such a class is queued for it instead of freed.
extern bool finalizers_exist;
bool defer_finalizer(Object* o);

inline void decref(Object* o) {
  if (--o->refcount == 0) {
    if (finalizers_exist && defer_finalizer(o)) [[unlikely]]
      return;
    delete o;
  }
}

/// An owned reference to a heap object of type `T` (null allowed).
template <class T = Object> class Ref {
public:
  Ref() = default;
  Ref(std::nullptr_t) {}
  Ref(T* p) : p_(p) {
    if (p_) incref(p_);
  }
  Ref(const Ref& o) : Ref(o.p_) {}
  Ref(Ref&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  template <class U> Ref(const Ref<U>& o) : Ref(static_cast<T*>(o.get())) {}
  ~Ref() {
    if (p_) decref(p_);
  }
  Ref& operator=(Ref o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }
  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const Ref& o) const { return p_ == o.p_; }

private:
  T* p_ = nullptr;
};

/// A Python value: null, a heap object, or an unboxed int64 / double.
class Value {
public:
  enum class Tag : uint8_t { Null, Obj, Int, Float };

  Value() = default;
  Value(std::nullptr_t) {}
  Value(Object* o) : tag_(o ? Tag::Obj : Tag::Null) {
    u_.obj = o;
    if (o) incref(o);
  }
  template <class T> Value(const Ref<T>& r) : Value(static_cast<Object*>(r.get())) {}
  static Value from_int(int64_t i) {
    Value v;
    v.tag_ = Tag::Int;
    v.u_.i = i;
    return v;
  }
  static Value from_float(double d) {
    Value v;
    v.tag_ = Tag::Float;
    v.u_.d = d;
    return v;
  }
  Value(const Value& o) : tag_(o.tag_), sym_(o.sym_), u_(o.u_) {
    if (tag_ == Tag::Obj) incref(u_.obj);
  }
  Value(Value&& o) noexcept : tag_(o.tag_), sym_(o.sym_), u_(o.u_) {
    o.tag_ = Tag::Null;
    o.sym_ = 0;
  }
  ~Value() {
    if (tag_ == Tag::Obj) decref(u_.obj);
  }
  Value& operator=(Value o) noexcept {
    std::swap(tag_, o.tag_);
    std::swap(sym_, o.sym_);
    std::swap(u_, o.u_);
    return *this;
  }

  bool is_null() const { return tag_ == Tag::Null; }
  bool is_obj() const { return tag_ == Tag::Obj; }
  bool is_int() const { return tag_ == Tag::Int; }
  bool is_float() const { return tag_ == Tag::Float; }
  explicit operator bool() const { return tag_ != Tag::Null; }
  Tag tag() const { return tag_; }

  int64_t as_int() const { return u_.i; }
  double as_float() const { return u_.d; }
  Object* obj() const { return tag_ == Tag::Obj ? u_.obj : nullptr; }
  /// The object as `T` (unchecked: callers test the type first).
  template <class T> T* as() const { return static_cast<T*>(u_.obj); }

  /// The symbolic shadow (interp/symbolic.h): an id the concolic tracker
  /// gave this value's expression over the inputs, 0 for a concrete value.
  /// It rides in the padding after the tag, so a Value stays 16 bytes.
  uint32_t sym() const { return sym_; }
  void set_sym(uint32_t s) { sym_ = s; }
  /// The same value without its shadow.
  Value concrete() const {
    Value v = *this;
    v.sym_ = 0;
    return v;
  }

  /// Inline (types.cpp made it a call at every site: 1.5-2% of a run).
  inline TypeObject* type() const;
  /// Identity, as `is` sees it (unboxed numbers compare by value).
  bool same(const Value& o) const {
    if (tag_ != o.tag_) return false;
    if (tag_ == Tag::Float) return std::memcmp(&u_.d, &o.u_.d, sizeof(double)) == 0;
    return u_.i == o.u_.i || (tag_ == Tag::Obj && u_.obj == o.u_.obj);
  }

private:
  Tag tag_ = Tag::Null;
  uint32_t sym_ = 0;
  union {
    Object* obj;
    int64_t i;
    double d;
  } u_{nullptr};
};

static_assert(sizeof(Value) == 16, "the shadow must fit the tag's padding");

extern TypeObject *type_int, *type_float; // types.h

TypeObject* Value::type() const {
  switch (tag_) {
  case Tag::Int: return type_int;
  case Tag::Float: return type_float;
  case Tag::Obj: return u_.obj->type;
  case Tag::Null: return nullptr;
  }
  return nullptr;
}

using Values = std::vector<Value, value_pool::Allocator<Value>>;

/// Creates an object of type `T` and returns the first reference to it.
template <class T, class... A> Ref<T> make(A&&... args) {
  return Ref<T>(new T(std::forward<A>(args)...));
}

} // namespace hyexec::interp
