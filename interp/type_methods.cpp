// The methods of `type` itself: what a metaclass inherits and calls through
// super() (`__new__`, `__init__`, `__call__`, `__prepare__`, `__setattr__`),
// and the introspection every class has (`mro()`, `__subclasses__()`,
// `__instancecheck__`, `__subclasscheck__`).
#include "interp/type_methods.h"
#include "interp/builtins_util.h"

#include <algorithm>

namespace hyexec::interp {

namespace {

/// An attribute name argument: a str, else CPython's TypeError.
std::string attribute_name(const Value& v) {
  if (!isinstance(v, type_str))
    raise(exc_TypeError, "attribute name must be string, not '" + type_name(v) + "'");
  return v.as<StrObject>()->value;
}

void add_type_method(const char* name, NativeFn f) {
  type_type->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

/// The class a `type` method was called on, with CPython's descriptor error.
TypeObject* receiver(const CallArgs& a, const char* name) {
  if (a.args.empty())
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' of 'type' object needs an argument");
  if (!is_class(a.args[0]))
    raise(exc_TypeError, std::string("descriptor '") + name +
                             "' requires a 'type' object but received a '" + type_name(a.args[0]) +
                             "'");
  return a.args[0].as<TypeObject>();
}

CallArgs rest_of(const CallArgs& a) {
  return CallArgs{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
}

Value list_of(const std::vector<TypeObject*>& types) {
  Values out(types.begin(), types.end());
  return py_list(std::move(out));
}

} // namespace

void check_not_abstract(TypeObject* cls) {
  if (cls->builtin) return;
  Value names = cls->lookup("__abstractmethods__");
  if (!names || !truthy(names)) return;
  Values sorted = to_values(names);
  std::sort(sorted.begin(), sorted.end(),
            [](const Value& x, const Value& y) { return compare_bool(x, y, ast::CmpOpKind::Lt); });
  std::string list;
  for (const Value& n : sorted) list += (list.empty() ? "" : ", ") + str(n);
  raise(exc_TypeError, "Can't instantiate abstract class " + cls->name + " with abstract method" +
                           (sorted.size() > 1 ? "s " : " ") + list);
}

void install_type_type_methods() {
  add_type_method("__new__", [](CallArgs& a) -> Value {
    if (a.args.empty()) raise(exc_TypeError, "type.__new__(): not enough arguments");
    if (!is_class(a.args[0]))
      raise(exc_TypeError,
            "type.__new__(X): X is not a type object (" + type_name(a.args[0]) + ")");
    auto* meta = a.args[0].as<TypeObject>();
    if (!meta->is_subtype_of(type_type))
      raise(exc_TypeError,
            "type.__new__(" + meta->name + "): " + meta->name + " is not a subtype of type");
    CallArgs rest = rest_of(a);
    if (meta == type_type && rest.args.size() == 1 && rest.kwargs.empty())
      return Value(rest.args[0].type());
    return machine().new_class(meta, rest);
  });
  add_type_method("__init__", [](CallArgs& a) -> Value {
    receiver(a, "__init__");
    size_t n = a.args.size() - 1;
    if (n == 1 && !a.kwargs.empty())
      raise(exc_TypeError, "type.__init__() takes no keyword arguments");
    if (n != 1 && n != 3) raise(exc_TypeError, "type.__init__() takes 1 or 3 arguments");
    return none();
  });
  add_type_method("__call__", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "__call__");
    CallArgs rest = rest_of(a);
    if (cls == type_type && rest.args.size() == 1 && rest.kwargs.empty())
      return Value(rest.args[0].type());
    if (cls == type_type) return type_new_hook(rest);
    if (cls->construct) return cls->construct(cls, rest);
    return instantiate_hook(cls, rest);
  });
  // type.__prepare__: an empty dict whatever the arguments (a classmethod).
  type_type->dict->set_str(
      "__prepare__",
      make<WrapperObject>(type_classmethod,
                          make<BuiltinFunctionObject>("__prepare__", [](CallArgs&) -> Value {
                            return make<DictObject>();
                          })));
  add_type_method("__setattr__", [](CallArgs& a) -> Value {
    receiver(a, "__setattr__");
    if (a.args.size() != 3)
      raise(exc_TypeError, "expected 2 arguments, got " + std::to_string(a.args.size() - 1));
    set_class_attr(a.args[0], attribute_name(a.args[1]), a.args[2]);
    return none();
  });
  add_type_method("mro", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "mro");
    arity(rest_of(a), "mro", 0, 0);
    return list_of(cls->mro);
  });
  add_type_method("__repr__", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "__repr__");
    arity(rest_of(a), "__repr__", 0, 0);
    return py_str(class_repr(cls));
  });
  add_type_method("__subclasses__", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "__subclasses__");
    arity(rest_of(a), "__subclasses__", 0, 0);
    return list_of(cls->subclasses);
  });
  // The checks without any hook: what a metaclass's override falls back to.
  add_type_method("__instancecheck__", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "__instancecheck__");
    if (a.args.size() != 2)
      raise(exc_TypeError, "type.__instancecheck__() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    return py_bool(isinstance(a.args[1], cls) ||
                   (a.args[1].is_obj() && get_attr_opt(a.args[1], "__class__").same(Value(cls))));
  });
  add_type_method("__subclasscheck__", [](CallArgs& a) -> Value {
    auto* cls = receiver(a, "__subclasscheck__");
    if (a.args.size() != 2)
      raise(exc_TypeError, "type.__subclasscheck__() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    if (!is_class(a.args[1])) raise(exc_TypeError, "issubclass() arg 1 must be a class");
    return py_bool(a.args[1].as<TypeObject>()->is_subtype_of(cls));
  });
}

} // namespace hyexec::interp
