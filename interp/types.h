#pragma once
/// \file
/// The builtin object layouts and the type objects that describe them.

#include "interp/object.h"

#include <gmpxx.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace hyexec::cfg {
struct CodeUnit;
struct Scope;
} // namespace hyexec::cfg

namespace hyexec::interp {

struct DictObject;
struct TupleObject;

/// The special methods of interp/dunders.def.
enum class Dunder : uint8_t {
#define HYEXEC_DUNDER(id, name) id,
#include "interp/dunders.def"
#undef HYEXEC_DUNDER
  Count
};
static_assert(static_cast<int>(Dunder::Count) <= 64, "DunderTable's masks hold 64");

/// What TypeObject::lookup(Dunder) answered for one type, valid while no
/// class dict has changed (class_dicts_version() is `epoch`).
struct DunderTable {
  uint64_t epoch = 0;
  uint64_t known = 0; ///< bit d: values[d] is the answer for Dunder d
  Value values[static_cast<int>(Dunder::Count)];
};

/// Positional and keyword arguments of a call.
struct CallArgs {
  Values args;
  std::vector<std::pair<std::string, Value>> kwargs;
};

using NativeFn = std::function<Value(CallArgs&)>;

/// The attribute names the instances of one class have had, in the order
/// first set: CPython 3.11's shared keys. Each instance then keeps only its
/// values, by position here (InstanceObject), instead of a dict of its own.
struct InstanceKeys {
  /// CPython's SHARED_KEYS_MAX_SIZE: past it, instances fall back to dicts.
  static constexpr size_t kMax = 30;
  std::vector<Value> names; ///< exact strs, their hashes computed

  /// The position of `name` (an exact str), or -1.
  int find(const Value& name) const;
  int find(std::string_view name) const;
  /// The position of `name`, added when new; -1 when the table is full.
  int add(const Value& name);
};

struct TypeObject : Object {
  TypeObject(std::string n, TypeObject* base);
  ~TypeObject() override;
  std::string name;
  /// `__qualname__` (`Outer.Inner`), which repr shows; empty: the name.
  std::string qualname;
  const std::string& qualified_name() const { return qualname.empty() ? name : qualname; }
  std::vector<TypeObject*> bases;
  std::vector<TypeObject*> mro;     ///< C3 linearization, this type first
  Ref<DictObject> dict;             ///< attributes and methods
  TypeObject* solid_base = nullptr; ///< the builtin base whose layout instances have
  /// The user classes that name this one as a base (`__subclasses__()`), in
  /// creation order; a class leaves its bases' lists when it dies.
  std::vector<TypeObject*> subclasses;
  bool builtin = true;
  /// Builtin constructor: `type(*args)`; null for user classes (object.__new__ + __init__).
  std::function<Value(TypeObject*, CallArgs&)> construct;

  /// The attribute names its instances have had (InstanceObject's compact layout).
  InstanceKeys instance_keys;
  /// A user class's `__slots__` (slots.h): the names of the slot values its
  /// instances carry, its bases' then its own, by their member descriptors' index.
  Values slot_names;
  /// The most derived class along its bases that added slots (CPython's
  /// solid base among user classes); null when none did.
  TypeObject* slot_layout = nullptr;
  /// A user class's instances have a `__dict__` (CPython's tp_dictoffset),
  /// and may be weakly referenced (tp_weaklistoffset).
  bool has_instance_dict = true, weakrefable = true;
  /// A user class's attributes are its `__dict__` (object.__setattr__ on a class).
  DictObject* instance_dict() override { return builtin ? nullptr : dict.get(); }
  bool is_subtype_of(const TypeObject* other) const;
  /// Looks `name` up along the MRO; null when absent.
  Value lookup(std::string_view name) const;
  /// The same for a special method, from `dunders`: no hashing or string
  /// compare per operation (CPython's type slots).
  Value lookup(Dunder d) const;
  mutable std::unique_ptr<DunderTable> dunders; ///< made on the first lookup(Dunder)
};

/// Changes whenever a class dict that a lookup has read changes: what a
/// lookup answered stays valid while this stays the same.
extern uint64_t class_dicts_epoch;
/// class_dicts_epoch, read inline: every cached attribute access checks it.
inline uint64_t class_dicts_version() {
  return class_dicts_epoch;
}

// The builtin types, created once (types.cpp).
extern TypeObject *type_type, *type_object, *type_none, *type_bool, *type_int, *type_float,
    *type_str, *type_list, *type_tuple, *type_dict, *type_set, *type_range, *type_function,
    *type_builtin_function, *type_method, *type_module, *type_iterator, *type_slice, *type_bytes,
    *type_notimplemented, *type_ellipsis, *type_cell, *type_property, *type_staticmethod,
    *type_classmethod, *type_frozenset, *type_complex, *type_generator, *type_bytearray;

struct NoneObject : Object {
  NoneObject() : Object(type_none) {}
};
struct NotImplementedObject : Object {
  NotImplementedObject() : Object(type_notimplemented) {}
};
struct EllipsisObject : Object {
  EllipsisObject() : Object(type_ellipsis) {}
};

/// An int that does not fit 64 bits (smaller ones are unboxed Values).
struct BigIntObject : Object {
  explicit BigIntObject(mpz_class v) : Object(type_int), value(std::move(v)) {}
  mpz_class value;
};

/// `True` and `False`.
struct BoolObject : Object {
  explicit BoolObject(bool v) : Object(type_bool), value(v) {}
  bool value;
};

struct ComplexObject : Object {
  ComplexObject(double r, double i) : Object(type_complex), real(r), imag(i) {}
  double real, imag;
};

/// A str: UTF-8 bytes with the code point count cached.
struct StrObject : Object {
  explicit StrObject(std::string v);
  std::string value;
  size_t length; ///< code points
  bool ascii;
  mutable int64_t hash_cache = -1;
};

/// bytes, or bytearray when `type` is type_bytearray (mutable, unhashable).
struct BytesObject : Object {
  explicit BytesObject(std::string v, TypeObject* t = type_bytes)
      : Object(t), value(std::move(v)) {}
  std::string value;
};

struct ListObject : Object {
  ListObject() : Object(type_list) {}
  explicit ListObject(Values v) : Object(type_list), items(std::move(v)) {}
  /// The items go last first, as CPython's list_dealloc releases them (the
  /// order their finalizers run in).
  ~ListObject() override {
    while (!items.empty()) items.pop_back();
  }
  Values items;
};

struct TupleObject : Object {
  TupleObject() : Object(type_tuple) {}
  explicit TupleObject(Values v) : Object(type_tuple), items(std::move(v)) {}
  Values items;
};

/// An insertion-ordered hash table, as CPython's dict.
struct DictObject : Object {
  DictObject() : Object(type_dict) {}
  struct Entry {
    int64_t hash;
    Value key, value; ///< key null: deleted
  };
  /// Changed only by set(), remove() and clear(), which bump `version`.
  std::vector<Entry> entries;
  std::vector<int32_t> index; ///< open addressing over `entries`; -1 empty, -2 deleted
  size_t used = 0;
  /// Bumped by every change: a lookup's answer stays valid while it is the
  /// same (the evaluator's global-name caches).
  uint64_t version = 0;
  /// A class's attributes that TypeObject::lookup has cached answers from:
  /// changing it invalidates that cache.
  bool watched = false;

  Value get(const Value& key) const;
  /// The index of `key`'s entry in `entries`, or -1 when absent.
  int64_t entry_of(const Value& key) const;
  void set(const Value& key, Value value);
  bool remove(const Value& key);
  /// str-keyed fast paths (namespaces).
  Value get_str(std::string_view key) const;
  void set_str(std::string_view key, Value value);
  size_t size() const { return used; }
  void clear();

private:
  friend struct DictIndex;
  int64_t find(const Value& key, int64_t hash) const;
  void rebuild();
};

/// CPython's set table (Objects/setobject.c): open addressing with linear
/// probes then perturbation, so iteration order is CPython's.
struct SetTable {
  struct Entry {
    int64_t hash = 0;
    Value key; ///< null: unused (hash 0) or deleted (hash -1)
  };
  std::vector<Entry> entries = std::vector<Entry>(8);
  size_t used = 0, fill = 0, finger = 0;

  /// A true Value when `key` is a member.
  Value get(const Value& key) const;
  void set(const Value& key, Value ignored = nullptr);
  bool remove(const Value& key);
  /// Removes and returns a member as set.pop() does; null when empty.
  Value pop();
  size_t size() const { return used; }
  void clear();
  /// CPython's set_merge: `other`'s members added in its table order, after
  /// presizing, so the result's layout is CPython's.
  void merge(const SetTable& other);
  /// Presizes as CPython does before adding `extra` members (from a dict).
  void presize(size_t extra);
  /// Drops dummies once they are over a quarter of the table (CPython does
  /// this after difference_update).
  void compact_dummies();

private:
  size_t find(const Value& key, int64_t hash) const;
  void resize(size_t minused);
  void insert_clean(Entry e);
};

struct SetObject : Object {
  explicit SetObject(TypeObject* t = type_set) : Object(t) {}
  SetTable table;
};

/// dict.keys() / values() / items(): live views of a dict.
struct DictViewObject : Object {
  enum class Which : uint8_t { Keys, Values, Items };
  DictViewObject(TypeObject* t, Ref<DictObject> d, Which w)
      : Object(t), dict(std::move(d)), which(w) {}
  Ref<DictObject> dict;
  Which which;
  Values items() const;
};

struct RangeObject : Object {
  RangeObject(int64_t a, int64_t b, int64_t c) : Object(type_range), start(a), stop(b), step(c) {}
  int64_t start, stop, step;
  uint32_t start_sym = 0, stop_sym = 0; ///< concolic: the shadows of symbolic bounds
  int64_t length() const;
};

struct SliceObject : Object {
  SliceObject(Value a, Value b, Value c)
      : Object(type_slice), start(std::move(a)), stop(std::move(b)), step(std::move(c)) {}
  Value start, stop, step;
};

struct CellObject : Object {
  CellObject() : Object(type_cell) {}
  Value value; ///< null: empty
};

struct ModuleObject : Object {
  explicit ModuleObject(std::string n);
  std::string name;
  Ref<DictObject> dict;
};

/// A user-defined function: code (its CFG unit), defaults, closure.
struct FunctionObject : Object {
  FunctionObject() : Object(type_function) {}
  const cfg::CodeUnit* unit = nullptr;
  std::string name, qualname;
  std::string file; ///< where its code comes from (tracebacks)
  Values defaults;  ///< for the last positional parameters
  std::unordered_map<std::string, Value> kwdefaults;
  std::vector<Ref<CellObject>> closure; ///< by free-variable slot
  Ref<DictObject> globals;
  Ref<DictObject> dict; ///< function attributes
};

struct BuiltinFunctionObject : Object {
  BuiltinFunctionObject(std::string n, NativeFn f)
      : Object(type_builtin_function), name(std::move(n)), fn(std::move(f)) {}
  std::string name;
  NativeFn fn;
  Value self; ///< bound receiver for builtin methods (`[].append`)
};

struct MethodObject : Object {
  MethodObject(Value f, Value s) : Object(type_method), func(std::move(f)), self(std::move(s)) {}
  Value func, self;
};

/// Wrappers for the descriptor decorators.
struct WrapperObject : Object {
  WrapperObject(TypeObject* t, Value f) : Object(t), func(std::move(f)) {}
  Value func, setter, deleter;
  Value doc;               ///< a property's docstring (null: None)
  Value name;              ///< a property's name, from __set_name__ (null: none), for errors
  bool getter_doc = false; ///< a property's doc came from its getter
};

/// An instance of a class; it keeps its class alive (`namedtuple('P', 'x')(1)`
/// outlives the class object the call made). Its attributes start in a
/// compact layout, as CPython 3.11's: their values only, by position in the
/// class's InstanceKeys, present ones in the order they were first set. A
/// real dict replaces them (for good) when `__dict__` is asked for, an
/// attribute is deleted, or a new one would break that order or not fit;
/// instance_dict() makes it, so code that wants the dict still sees one.
struct InstanceObject : Object {
  explicit InstanceObject(TypeObject* t);
  ~InstanceObject() override;
  /// Null for an instance of a class whose `__slots__` leave `__dict__` out.
  DictObject* instance_dict() override;
  bool replace_instance_dict(DictObject* d) override;
  Value instance_attr(const Value& name) const override;
  Value instance_attr(std::string_view name) const override;
  Value instance_attr_at(const Value& name, int index) const override;
  bool set_instance_attr(const Value& name, Value value) override;
  bool set_instance_attr_at(const Value& name, int index, Value value) override;

private:
  /// Stores the value at position `i` of the class's keys when the compact
  /// layout can hold it there; false (the value untouched) otherwise.
  bool store_at(int i, Value&& value);
  /// The values' array, `capacity_` long; present: below `top_` and not null.
  Value* slots() const { return values_; }
  void grow(size_t at_least);
  void drop_values();
  union {
    Value* values_ = nullptr; ///< compact layout (has_dict_ false)
    DictObject* dict_;        ///< the dict, owned, once made
  };
  uint8_t capacity_ = 0, top_ = 0;
  bool has_dict_ = false;
};

/// A native iterator: `next` returns null when exhausted.
struct IteratorObject : Object {
  explicit IteratorObject(std::function<Value()> n) : Object(type_iterator), next(std::move(n)) {}
  std::function<Value()> next;
  /// Concolic: it yields while `position < bound` (a shadow: a symbolic
  /// range stop or list length); position moves by `step`. Each next() is
  /// a decision on that (the `for` loop's when `decision` >= 0).
  uint32_t bound = 0;
  int64_t bound_value = 0; ///< the bound's concrete value
  int64_t position = 0, step = 1;
  int decision = -1;
  /// Concolic: how many items it yields in all, when that is a shadow (a
  /// list's iterator, map() over one): list() of it keeps the length.
  uint32_t yields = 0;
  /// Concolic: a range's items are `start + k * step` of a symbolic start.
  uint32_t start_sym = 0;
  int64_t start_value = 0;
  /// Concolic: the shadow of the str it walks; item k is its character k.
  uint32_t chars = 0;
};

// Singletons and constructors.
Object* none();
Object* not_implemented();
Object* ellipsis();
Object* py_bool(bool b);
inline Value py_int(int64_t v) {
  return Value::from_int(v);
}
/// An int from a GMP value: unboxed when it fits 64 bits.
Value py_int(const mpz_class& v);
inline Value py_float(double v) {
  return Value::from_float(v);
}
Value py_str(std::string v);
/// A str object for a name (attribute, variable): the same object as recent
/// other uses of the same text, so namespace lookups match by identity and
/// its hash is computed once.
Value name_str(std::string_view name);
Value py_tuple(Values v);
Value py_list(Values v);

inline bool is_none(const Value& v) {
  return v.obj() == none();
}
inline bool is_type(const Value& v, const TypeObject* t) {
  return v.is_obj() && v.obj()->type == t;
}
/// Whether `t` is `type` or a metaclass derived from it: its instances are classes.
inline bool is_metatype(const TypeObject* t) {
  return t == type_type || (!t->builtin && t->solid_base == type_type);
}
/// Whether `v` is a class (its type is `type` or a metaclass).
inline bool is_class(const Value& v) {
  return v.is_obj() && is_metatype(v.obj()->type);
}

void init_types();

} // namespace hyexec::interp
