#pragma once
/// \file
/// Instances of user classes derived from builtin types (`class Stack(list)`,
/// `class AttrDict(dict)`, `class Name(str)`): the builtin's own layout with an
/// attribute dict added. The builtin's methods and the protocol work on them
/// unchanged; a method the class (or a user class before the builtin in its
/// MRO) defines takes precedence, as in CPython.

#include "interp/types.h"

#include <string_view>
#include <utility>

namespace hyexec::interp {

/// A builtin layout `Base` whose type is a user class, with a `__dict__`.
template <class Base> struct Subclassed final : Base {
  template <class... A>
  explicit Subclassed(TypeObject* cls, A&&... a)
      : Base(std::forward<A>(a)...), slots(cls->slot_names.size()) {
    this->type = cls;
    incref(cls); // instances keep their class alive
    if (cls->has_instance_dict) dict = make<DictObject>();
  }
  ~Subclassed() override { decref(this->type); }
  Ref<DictObject> dict; ///< null when the class's `__slots__` leave it out
  Values slots;         ///< the values of the `__slots__` of its class
  DictObject* instance_dict() override { return dict.get(); }
  bool replace_instance_dict(DictObject* d) override {
    if (!dict) return false;
    dict = d;
    return true;
  }
  Value* slot_values() override { return slots.data(); }
};

/// A float's layout for instances of user classes derived from float (the
/// builtin's own floats are unboxed Values).
struct FloatBoxObject : Object {
  explicit FloatBoxObject(double v) : Object(type_float), value(v) {}
  double value;
};

/// Whether `v` is an instance of a user class derived from int, float or complex.
bool is_number_subclass(const Value& v);
/// The builtin number an instance of an int, float or complex subclass holds
/// (what the builtin's own operations act on); `v` itself otherwise.
Value plain_number(const Value& v);

bool user_defines(const TypeObject* t, std::string_view name);

/// plain_number(v) unless v's class defines `dunder` (a builtin function's
/// own hook, `__round__` for round()).
inline Value builtin_number(const Value& v, std::string_view dunder) {
  return is_number_subclass(v) && !user_defines(v.type(), dunder) ? plain_number(v) : v;
}

/// Whether user classes may derive from builtin `t` natively.
bool subclassable_builtin(const TypeObject* t);

/// The builtin type whose layout instances of user class `t` have, when that
/// is a natively subclassable builtin (not `object`); null otherwise.
inline TypeObject* native_base(const TypeObject* t) {
  if (t->builtin || t->solid_base == t) return nullptr;
  return subclassable_builtin(t->solid_base) ? t->solid_base : nullptr;
}

/// The builtin type whose layout instances of `t` have (`t` itself for builtins).
inline TypeObject* layout_type(TypeObject* t) {
  TypeObject* base = native_base(t);
  return base ? base : t;
}

/// Whether a user class in `t`'s MRO, before its builtin base, defines `name`.
bool user_defines(const TypeObject* t, std::string_view name);

/// The type whose behaviour applies to the operation `dunder` on an instance
/// of `t`: the native base when `t` derives from a builtin without redefining
/// `dunder`, else `t` itself.
inline TypeObject* behaviour_type(TypeObject* t, std::string_view dunder) {
  if (t->builtin) return t;
  TypeObject* base = native_base(t);
  return base && !user_defines(t, dunder) ? base : t;
}

/// Whether `v` is a property (or an instance of a property subclass): a
/// data descriptor whatever its class adds.
inline bool is_property(const Value& v) {
  return layout_type(v.type()) == type_property;
}

/// Whether the descriptor operation `dunder` (__get__, __set__, __delete__)
/// on `v` is the builtin property's: `v` is a property, or an instance of a
/// property subclass that does not redefine `dunder`.
inline bool acts_as_property(const Value& v, std::string_view dunder) {
  return behaviour_type(v.type(), dunder) == type_property;
}

/// A new instance of user class `cls` over the layout of builtin `base`:
/// empty for the mutable builtins (their `__init__` fills it), built from
/// `args` by the builtin's constructor for the immutable ones.
Value new_native_instance(TypeObject* cls, TypeObject* base, CallArgs& args);

/// Installs `__new__` and, for the mutable ones, `__init__` on the
/// subclassable builtins.
void install_subclass_support();

} // namespace hyexec::interp
