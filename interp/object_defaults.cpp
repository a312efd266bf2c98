// The methods of `object` that an explicit lookup finds (`A.__repr__`,
// `object.__str__(self)`, `a.__lt__`, `getattr(cls, n)` for each n in
// dir(cls)): hyexec's protocol builds these defaults into repr(), str(),
// format() and the comparisons, so object's dict does not hold them.
#include "interp/builtins_util.h"
#include "interp/format.h"
#include "interp/machine.h"
#include "interp/object_dir.h"

#include <map>

namespace hyexec::interp {

namespace {

void receiver_only(const CallArgs& a, const char* name, size_t extra) {
  if (a.args.empty())
    raise(exc_TypeError, std::string("unbound method object.") + name + "() needs an argument");
  if (a.args.size() != extra + 1 || !a.kwargs.empty())
    raise(exc_TypeError, std::string("object.") + name + "() takes exactly " +
                             std::to_string(extra) + " argument" + (extra == 1 ? "" : "s") + " (" +
                             std::to_string(a.args.size() - 1) + " given)");
}

/// Calls `_object_reduce.NAME(*args)`.
Value object_reduce_helper(const char* name, Values args) {
  return call(get_attr(machine().import_module("_object_reduce"), name), std::move(args));
}

/// Whether `self` is an instance of a user class over object's own layout
/// whose classes define none of the hooks that shape a reduction (new
/// arguments, state, slots): CPython's reduction of it is its class and its
/// attribute dict, made here without the Python helper (copy.deepcopy
/// reduces every such instance).
bool plain_instance(const Value& self) {
  const TypeObject* t = self.type();
  if (t->builtin || t->solid_base != type_object) return false;
  for (const TypeObject* c : t->mro) {
    if (c->builtin) continue;
    for (const char* hook : {"__getnewargs_ex__", "__getnewargs__", "__getstate__", "__slots__"})
      if (c->dict->get_str(hook)) return false;
  }
  return true;
}

/// The default state of a plain instance: its attribute dict, None when empty.
Value plain_state(const Value& self) {
  DictObject* dict = self.is_obj() ? self.obj()->instance_dict() : nullptr;
  return dict && dict->size() ? Value(dict) : Value(none());
}

Value not_implemented_compare(CallArgs& a) {
  if (a.args.size() != 2)
    raise(exc_TypeError, "expected 1 argument, got " + std::to_string(a.args.size() - 1));
  return not_implemented();
}

std::map<std::string, NativeFn, std::less<>> defaults() {
  std::map<std::string, NativeFn, std::less<>> d;
  d["__repr__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__repr__", 0);
    return py_str(object_repr(a.args[0]));
  };
  d["__str__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__str__", 0);
    return py_str(repr(a.args[0]));
  };
  d["__format__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__format__", 1);
    if (!is_type(a.args[1], type_str))
      raise(exc_TypeError, "__format__() argument must be str, not " + type_name(a.args[1]));
    if (!a.args[1].as<StrObject>()->value.empty())
      raise(exc_TypeError,
            "unsupported format string passed to " + type_name(a.args[0]) + ".__format__");
    return py_str(str(a.args[0]));
  };
  for (const char* op : {"__lt__", "__le__", "__gt__", "__ge__"}) d[op] = not_implemented_compare;
  d["__dir__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__dir__", 0);
    return object_dir(a.args[0]);
  };
  d["__sizeof__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__sizeof__", 0);
    const Value& self = a.args[0];
    // CPython's basic sizes: a bare object 16, an instance with a dict 24.
    return py_int(!self.type()->builtin ? 24 : 16);
  };
  // Pickling's defaults are CPython's typeobject.c logic, written in Python
  // (pylib/_object_reduce.py): it consults copyreg and the class's hooks.
  d["__getstate__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__getstate__", 0);
    if (plain_instance(a.args[0])) return plain_state(a.args[0]);
    return object_reduce_helper("getstate", Values{a.args[0]});
  };
  d["__reduce__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__reduce__", 0);
    return object_reduce_helper("reduce_ex", Values{a.args[0], py_int(0)});
  };
  d["__reduce_ex__"] = [](CallArgs& a) -> Value {
    receiver_only(a, "__reduce_ex__", 1);
    const Value& self = a.args[0];
    int64_t protocol = 0;
    if (!as_int64(a.args[1], &protocol))
      raise(exc_TypeError,
            "'" + type_name(a.args[1]) + "' object cannot be interpreted as an integer");
    // A class that defines __reduce__ (CPython: whose __reduce__ is not
    // object's) is reduced by it, whatever the protocol.
    if (self.type()->lookup("__reduce__")) return call(get_attr(self, "__reduce__"), Values{});
    if (protocol >= 2 && plain_instance(self)) {
      Value newobj = get_attr(machine().import_module("copyreg"), "__newobj__");
      return py_tuple(Values{newobj, py_tuple(Values{Value(self.type())}), plain_state(self),
                             Value(none()), Value(none())});
    }
    return object_reduce_helper("reduce_ex", Values{self, py_int(protocol)});
  };
  return d;
}

} // namespace

Value object_default_method(std::string_view name, const TypeObject* cls) {
  if (name.size() < 6 || name[0] != '_' || name[1] != '_') return nullptr;
  static const auto fns = defaults();
  static std::map<std::string, Value, std::less<>> made;
  auto it = fns.find(name);
  if (it == fns.end()) return nullptr;
  auto& v = made[std::string(name)];
  if (!v) v = make<BuiltinFunctionObject>(std::string(name), it->second);
  return v;
}

} // namespace hyexec::interp
