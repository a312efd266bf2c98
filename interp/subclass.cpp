// User classes derived from builtin types: their instances, and the
// `__new__` / `__init__` of the builtins they inherit.
#include "interp/subclass.h"

#include "interp/builtins_util.h"
#include "interp/iterator_types.h"

namespace hyexec::interp {

bool subclassable_builtin(const TypeObject* t) {
  return t == type_list || t == type_dict || t == type_set || t == type_bytearray ||
         t == type_tuple || t == type_str || t == type_bytes || t == type_frozenset ||
         t == type_type || t == type_int || t == type_float || t == type_complex ||
         t == type_property || is_subclassable_iterator(t);
}

bool is_number_subclass(const Value& v) {
  if (!v.is_obj() || v.obj()->type->builtin) return false;
  TypeObject* base = native_base(v.obj()->type);
  return base == type_int || base == type_float || base == type_complex;
}

Value plain_number(const Value& v) {
  if (!is_number_subclass(v)) return v;
  TypeObject* base = native_base(v.obj()->type);
  if (base == type_int) return py_int(v.as<BigIntObject>()->value);
  if (base == type_float) return py_float(v.as<FloatBoxObject>()->value);
  auto* c = v.as<ComplexObject>();
  return make<ComplexObject>(c->real, c->imag);
}

bool user_defines(const TypeObject* t, std::string_view name) {
  for (const TypeObject* x : t->mro) {
    // CPython's numbers have no __str__ of their own (object's calls repr):
    // a class after them in the MRO supplies it (`class Z(int, Enum)`).
    if (x->builtin && name == "__str__" &&
        (x == type_int || x == type_float || x == type_complex || x == type_bool))
      continue;
    if (x->builtin) return false;
    if (x->dict->get_str(name)) return true;
  }
  return false;
}

namespace {

bool is_mutable(const TypeObject* base) {
  return base == type_list || base == type_dict || base == type_set || base == type_bytearray ||
         base == type_property;
}

/// Copies the immutable builtin value `v` (of type `base`) into an instance of `cls`.
Value rebox(TypeObject* cls, TypeObject* base, const Value& v) {
  if (base == type_tuple) return make<Subclassed<TupleObject>>(cls, v.as<TupleObject>()->items);
  if (is_native_iterator(v))
    return make<Subclassed<IteratorObject>>(cls, v.as<IteratorObject>()->next);
  if (base == type_str) return make<Subclassed<StrObject>>(cls, v.as<StrObject>()->value);
  if (base == type_bytes)
    return make<Subclassed<BytesObject>>(cls, v.as<BytesObject>()->value, type_bytes);
  if (base == type_int) return make<Subclassed<BigIntObject>>(cls, as_mpz(v));
  if (base == type_float) {
    double d = 0;
    as_double(v, &d);
    return make<Subclassed<FloatBoxObject>>(cls, d);
  }
  if (base == type_complex) {
    auto* c = v.as<ComplexObject>();
    return make<Subclassed<ComplexObject>>(cls, c->real, c->imag);
  }
  auto s = make<Subclassed<SetObject>>(cls, type_frozenset);
  s->table = v.as<SetObject>()->table;
  return s;
}

CallArgs without_first(const CallArgs& a) {
  return CallArgs{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
}

/// `base.__new__(cls, ...)`.
Value native_new(TypeObject* base, CallArgs& a) {
  if (a.args.empty()) raise(exc_TypeError, base->name + ".__new__(): not enough arguments");
  if (!is_class(a.args[0]))
    raise(exc_TypeError,
          base->name + ".__new__(X): X is not a type object (" + type_name(a.args[0]) + ")");
  auto* cls = a.args[0].as<TypeObject>();
  if (!cls->is_subtype_of(base))
    raise(exc_TypeError, base->name + ".__new__(" + cls->name + "): " + cls->name +
                             " is not a subtype of " + base->name);
  CallArgs rest = is_mutable(base) ? CallArgs{} : without_first(a);
  if (cls->builtin) return base->construct(base, rest);
  return new_native_instance(cls, base, rest);
}

void install_new(TypeObject* base) {
  base->dict->set_str("__new__", make<BuiltinFunctionObject>("__new__", [base](CallArgs& a) {
                        return native_new(base, a);
                      }));
}

void install_init(TypeObject* base, NativeFn init) {
  base->dict->set_str("__init__", make<BuiltinFunctionObject>("__init__", std::move(init)));
}

} // namespace

Value new_native_instance(TypeObject* cls, TypeObject* base, CallArgs& args) {
  if (base == type_list) return make<Subclassed<ListObject>>(cls);
  if (base == type_dict) return make<Subclassed<DictObject>>(cls);
  if (base == type_set) return make<Subclassed<SetObject>>(cls, type_set);
  if (base == type_bytearray) return make<Subclassed<BytesObject>>(cls, "", type_bytearray);
  if (base == type_property) return make<Subclassed<WrapperObject>>(cls, type_property, Value());
  // CPython's tuple, float and frozenset refuse keywords only for a class
  // without an __init__ of its own: that one takes them.
  if ((base == type_tuple || base == type_float || base == type_frozenset) &&
      !args.kwargs.empty() && user_defines(cls, "__init__")) {
    CallArgs positional{args.args, {}};
    return rebox(cls, base, base->construct(base, positional));
  }
  return rebox(cls, base, base->construct(base, args));
}

void install_subclass_support() {
  for (TypeObject* t :
       {type_list, type_dict, type_set, type_bytearray, type_tuple, type_str, type_bytes,
        type_frozenset, type_int, type_float, type_complex, type_property, type_bool})
    install_new(t); // bool's own: int's would make `bool.__new__(bool, 5)` the int 5
  // The mutable builtins fill a new instance in __init__, so a subclass's
  // `super().__init__(items)` works as in CPython.
  install_init(type_list, [](CallArgs& a) -> Value {
    CallArgs rest = without_first(a);
    arity(rest, "list", 0, 1);
    // Keywords are refused unless a class's own __new__ took them (CPython's list___init__).
    if (a.args[0].type() == type_list || !user_defines(a.args[0].type(), "__new__"))
      no_kwargs(rest, "list");
    a.args[0].as<ListObject>()->items = rest.args.empty() ? Values{} : to_values(rest.args[0]);
    return none();
  });
  install_init(type_dict, [](CallArgs& a) -> Value {
    CallArgs rest = without_first(a);
    arity(rest, "dict", 0, 1);
    auto* d = a.args[0].as<DictObject>();
    if (!rest.args.empty()) dict_update(d, rest.args[0]);
    for (auto& [k, v] : rest.kwargs) d->set_str(k, v);
    return none();
  });
  install_init(type_set, [](CallArgs& a) -> Value {
    CallArgs rest = without_first(a);
    arity(rest, "set", 0, 1);
    no_kwargs(rest, "set");
    auto* s = a.args[0].as<SetObject>();
    s->table.clear();
    if (!rest.args.empty())
      for (const Value& v : to_values(rest.args[0])) s->table.set(v, none());
    return none();
  });
  install_init(type_bytearray, [](CallArgs& a) -> Value {
    CallArgs rest = without_first(a);
    Value v = type_bytearray->construct(type_bytearray, rest);
    a.args[0].as<BytesObject>()->value = v.as<BytesObject>()->value;
    return none();
  });
}

} // namespace hyexec::interp
