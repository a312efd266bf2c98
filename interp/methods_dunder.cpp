// The data-model methods of the builtin types as attributes (`d.__getitem__`,
// `it.__next__()`, `hasattr(x, '__len__')`). The protocol handles builtin
// values directly; these entries exist for code that names the methods, and
// each type gets only the ones CPython gives it.
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/format.h"
#include "interp/numbers.h"
#include "interp/strings.h"
#include "interp/subclass.h"

namespace hyexec::interp {

namespace {

enum Dunder : unsigned {
  kGetItem = 1,
  kSetItem = 2,
  kDelItem = 4,
  kLen = 8,
  kIter = 16,
  kNext = 32,
  kContains = 64,
};

void add(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

void install(TypeObject* t, unsigned which) {
  if (which & kGetItem)
    add(t, "__getitem__", [t](CallArgs& a) {
      arity(a, "__getitem__", 2, 2);
      return get_item_as(t, a.args[0], a.args[1]);
    });
  if (which & kSetItem)
    add(t, "__setitem__", [t](CallArgs& a) -> Value {
      arity(a, "__setitem__", 3, 3);
      set_item_as(t, a.args[0], a.args[1], a.args[2]);
      return none();
    });
  if (which & kDelItem)
    add(t, "__delitem__", [t](CallArgs& a) -> Value {
      arity(a, "__delitem__", 2, 2);
      del_item_as(t, a.args[0], a.args[1]);
      return none();
    });
  if (which & kLen)
    add(t, "__len__", [t](CallArgs& a) {
      arity(a, "__len__", 1, 1);
      return py_int(length_as(t, a.args[0]));
    });
  if (which & kIter)
    add(t, "__iter__", [t](CallArgs& a) {
      arity(a, "__iter__", 1, 1);
      return iter_as(t, a.args[0]);
    });
  if (which & kNext)
    add(t, "__next__", [](CallArgs& a) -> Value {
      arity(a, "__next__", 1, 1);
      if (Value v = next(a.args[0])) return v;
      raise_args(exc_StopIteration, {});
    });
  if (which & kContains)
    add(t, "__contains__", [t](CallArgs& a) {
      arity(a, "__contains__", 2, 2);
      return py_bool(contains_as(t, a.args[0], a.args[1]));
    });
}

/// int/bool/float/str's own __repr__ and int/float/str's __format__, as
/// methods a subclass can name (enum's IntEnum takes int.__repr__ for its
/// __str__ and int.__format__ for its __format__); they give the builtin's
/// result for the value whatever the subclass overrides.
void install_repr_format() {
  for (TypeObject* t : {type_int, type_bool, type_float, type_str})
    add(t, "__repr__", [t](CallArgs& a) -> Value {
      arity(a, "__repr__", 1, 1);
      const Value& self = a.args[0];
      if (!isinstance(self, t))
        raise(exc_TypeError, "descriptor '__repr__' requires a '" + t->name +
                                 "' object but received a '" + type_name(self) + "'");
      if (t == type_str) return py_str(str_repr(self.as<StrObject>()->value));
      if (t == type_bool || is_type(self, type_bool))
        return py_str(truthy(self) ? "True" : "False");
      Value plain = plain_number(self);
      return py_str(plain.is_float() ? float_repr(plain.as_float()) : int_repr(plain));
    });
  add(type_str, "__str__", [](CallArgs& a) -> Value {
    arity(a, "__str__", 1, 1);
    if (!isinstance(a.args[0], type_str))
      raise(exc_TypeError, "descriptor '__str__' requires a 'str' object but received a '" +
                               type_name(a.args[0]) + "'");
    return py_str(a.args[0].as<StrObject>()->value);
  });
  for (TypeObject* t : {type_int, type_float, type_str})
    add(t, "__format__", [t](CallArgs& a) -> Value {
      arity(a, "__format__", 2, 2);
      const Value& self = a.args[0];
      if (!isinstance(self, t))
        raise(exc_TypeError, "descriptor '__format__' requires a '" + t->name +
                                 "' object but received a '" + type_name(self) + "'");
      if (!is_type(a.args[1], type_str))
        raise(exc_TypeError, "__format__() argument must be str, not " + type_name(a.args[1]));
      const std::string& spec = a.args[1].as<StrObject>()->value;
      if (spec.empty()) return py_str(str(self));
      Value plain = t == type_str ? py_str(self.as<StrObject>()->value) : plain_number(self);
      return py_str(format_value(plain, spec));
    });
}

/// `name` for property's errors: its getter's __name__ (CPython 3.11 says
/// "property 'x' of 'A' object"), empty without one.
std::string property_name(const WrapperObject* p) {
  if (!p->func) return "";
  Value n = get_attr_opt(p->func, "__name__");
  return n && is_type(n, type_str) ? "'" + n.as<StrObject>()->value + "' " : "";
}

/// The descriptor protocol of function, classmethod, staticmethod and
/// property as methods (`f.__get__(obj, cls)`, `hasattr(v, '__get__')`,
/// which enum asks to tell methods from members); the protocol binds them
/// natively.
void install_descriptor_methods() {
  // `f.__call__(...)` (hasattr(f, '__call__'): typing's protocols ask); the
  // protocol calls these types natively, never through this method.
  for (TypeObject* t : {type_function, type_method, type_builtin_function})
    add(t, "__call__", [t](CallArgs& a) -> Value {
      if (a.args.empty())
        raise(exc_TypeError, "descriptor '__call__' of '" + t->name + "' object needs an argument");
      CallArgs rest{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
      return call(a.args[0], rest);
    });
  add(type_function, "__get__", [](CallArgs& a) -> Value {
    arity(a, "__get__", 2, 3);
    if (is_none(a.args[1])) return a.args[0];
    return make<MethodObject>(a.args[0], a.args[1]);
  });
  add(type_classmethod, "__get__", [](CallArgs& a) -> Value {
    arity(a, "__get__", 2, 3);
    Value owner = a.args.size() > 2 && !is_none(a.args[2]) ? a.args[2] : Value(a.args[1].type());
    return classmethod_get(a.args[0], owner);
  });
  add(type_staticmethod, "__get__", [](CallArgs& a) -> Value {
    arity(a, "__get__", 2, 3);
    return a.args[0].as<WrapperObject>()->func;
  });
  add(type_property, "__get__", [](CallArgs& a) -> Value {
    arity(a, "__get__", 2, 3);
    auto* p = a.args[0].as<WrapperObject>();
    if (is_none(a.args[1])) return a.args[0];
    if (!p->func)
      raise(exc_AttributeError, "property " + property_name(p) + "of '" +
                                    a.args[1].type()->qualified_name() + "' object has no getter");
    return call(p->func, Values{a.args[1]});
  });
  add(type_property, "__set__", [](CallArgs& a) -> Value {
    arity(a, "__set__", 3, 3);
    auto* p = a.args[0].as<WrapperObject>();
    if (!p->setter)
      raise(exc_AttributeError, "property " + property_name(p) + "of '" +
                                    a.args[1].type()->qualified_name() + "' object has no setter");
    call(p->setter, Values{a.args[1], a.args[2]});
    return none();
  });
  add(type_property, "__delete__", [](CallArgs& a) -> Value {
    arity(a, "__delete__", 2, 2);
    auto* p = a.args[0].as<WrapperObject>();
    if (!p->deleter)
      raise(exc_AttributeError, "property " + property_name(p) + "of '" +
                                    a.args[1].type()->qualified_name() + "' object has no deleter");
    call(p->deleter, Values{a.args[1]});
    return none();
  });
}

} // namespace

void install_dunders() {
  install_repr_format();
  install_descriptor_methods();
  const unsigned sequence = kGetItem | kLen | kIter | kContains;
  const unsigned mutable_sequence = sequence | kSetItem | kDelItem;
  install(type_list, mutable_sequence);
  install(type_dict, mutable_sequence);
  install(type_bytearray, mutable_sequence);
  install(type_tuple, sequence);
  install(type_str, sequence);
  install(type_bytes, sequence);
  install(type_range, sequence);
  install(type_set, kLen | kIter | kContains);
  install(type_frozenset, kLen | kIter | kContains);
  install(type_iterator, kIter | kNext);
  install(type_generator, kIter | kNext);
}

} // namespace hyexec::interp
