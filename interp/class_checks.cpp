#include "interp/class_checks.h"

#include "interp/protocol.h"
#include "interp/subclass.h"
#include "interp/union_type.h"

namespace hyexec::interp {

namespace {

/// CPython's abstract_get_bases: `cls.__bases__` when it is a tuple, else
/// null (an AttributeError is masked; any other error propagates).
Value abstract_bases(const Value& cls) {
  Value bases = get_attr_opt(cls, "__bases__");
  return bases && is_type(bases, type_tuple) ? bases : Value();
}

/// Whether `cls` is reached from `derived` through `__bases__`; single
/// inheritance walks without recursing, as CPython's abstract_issubclass.
bool abstract_subclass(Value derived, const Value& cls) {
  for (;;) {
    if (derived.same(cls)) return true;
    Value bases = abstract_bases(derived);
    if (!bases) return false;
    const Values& items = bases.as<TupleObject>()->items;
    if (items.empty()) return false;
    if (items.size() == 1) {
      derived = items[0];
      continue;
    }
    for (const Value& base : items) {
      RecursionGuard guard(" in __issubclass__");
      if (abstract_subclass(base, cls)) return true;
    }
    return false;
  }
}

/// CPython's object_isinstance: a class by the object's type, then by its
/// `__class__` when that differs (a proxy's); an abstract class by
/// `__class__` and `__bases__`.
bool object_isinstance(const Value& v, const Value& cls, const char* error) {
  if (is_class(cls)) {
    if (isinstance(v, cls.as<TypeObject>())) return true;
    if (v.type()->builtin) return false;
    Value icls = get_attr_opt(v, "__class__");
    return icls && is_class(icls) && !icls.same(Value(v.type())) &&
           icls.as<TypeObject>()->is_subtype_of(cls.as<TypeObject>());
  }
  if (!abstract_bases(cls)) raise(exc_TypeError, error);
  Value icls = get_attr_opt(v, "__class__");
  return icls && abstract_subclass(icls, cls);
}

/// The hook `spec`'s class defines (`name`: __instancecheck__ or
/// __subclasscheck__): a metaclass's for a class, the class's own for any
/// other object; type's own behaviour is the default, not a hook.
Value check_hook(const Value& spec, const char* name) {
  if (is_class(spec)) return meta_method(spec, name);
  return spec.type()->builtin ? Value() : spec.type()->lookup(name);
}

/// CPython's recursive_issubclass: classes by their MRO, anything else by
/// `__bases__`, after checking both are (abstract) classes.
bool recursive_subclass(const Value& derived, const Value& cls) {
  if (is_class(derived) && is_class(cls))
    return derived.as<TypeObject>()->is_subtype_of(cls.as<TypeObject>());
  if (!is_class(derived) && !abstract_bases(derived))
    raise(exc_TypeError, "issubclass() arg 1 must be a class");
  if (!is_class(cls) && !abstract_bases(cls))
    raise(exc_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  return abstract_subclass(derived, cls);
}

} // namespace

bool instance_of(const Value& v, const Value& spec, const char* error) {
  if (is_class(spec) && spec.type() == type_type) return object_isinstance(v, spec, error);
  const Values* members = union_args(spec);
  if (!members && is_type(spec, type_tuple)) members = &spec.as<TupleObject>()->items;
  if (members) {
    Value held = spec; // a hook may drop the last other reference
    for (const Value& s : *members) {
      RecursionGuard guard(" in __instancecheck__");
      if (instance_of(v, s, error)) return true;
    }
    return false;
  }
  if (Value hook = check_hook(spec, "__instancecheck__")) {
    RecursionGuard guard(" in __instancecheck__");
    return truthy(call(hook, Values{spec, v}));
  }
  return object_isinstance(v, spec, error);
}

bool subclass_of(const Value& derived, const Value& spec) {
  if (is_class(spec) && spec.type() == type_type) return recursive_subclass(derived, spec);
  const Values* members = union_args(spec);
  if (!members && is_type(spec, type_tuple)) members = &spec.as<TupleObject>()->items;
  if (members) {
    Value held = spec;
    for (const Value& s : *members) {
      RecursionGuard guard(" in __subclasscheck__");
      if (subclass_of(derived, s)) return true;
    }
    return false;
  }
  if (Value hook = check_hook(spec, "__subclasscheck__")) {
    RecursionGuard guard(" in __subclasscheck__");
    return truthy(call(hook, Values{spec, derived}));
  }
  return recursive_subclass(derived, spec);
}

} // namespace hyexec::interp
