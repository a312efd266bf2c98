#include "interp/property.h"

#include "interp/builtins_util.h"
#include "interp/protocol.h"
#include "interp/subclass.h"
#include "interp/type_methods.h"

namespace hyexec::interp {

namespace {

void method(const char* name, NativeFn f) {
  type_property->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

WrapperObject* self_property(const CallArgs& a, const char* name) {
  if (a.args.empty() || !is_property(a.args[0]))
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' for 'property' objects doesn't apply to a '" +
              (a.args.empty() ? std::string("NoneType") : type_name(a.args[0])) + "' object");
  return a.args[0].as<WrapperObject>();
}

/// CPython's property_init: the accessors (None: absent), and the doc given
/// or else the getter's; a subclass instance keeps the doc in its __dict__
/// (the class's own __doc__ would shadow the property's otherwise).
void init_property(const Value& self, CallArgs& a) {
  static const char* const names[] = {"fget", "fset", "fdel", "doc"};
  Value given[4];
  if (a.args.size() > 4)
    raise(exc_TypeError,
          "property() takes at most 4 arguments (" + std::to_string(a.args.size()) + " given)");
  for (size_t i = 0; i < a.args.size(); ++i) given[i] = a.args[i];
  for (auto& [k, v] : a.kwargs) {
    size_t i = 0;
    while (i < 4 && k != names[i]) ++i;
    if (i == 4) raise(exc_TypeError, "property() got an unexpected keyword argument '" + k + "'");
    if (given[i])
      raise(exc_TypeError, std::string("argument for property() given by name ('") + names[i] +
                               "') and position (" + std::to_string(i + 1) + ")");
    given[i] = v;
  }
  auto* p = self.as<WrapperObject>();
  auto present = [](const Value& v) { return v && !is_none(v) ? v : Value(); };
  p->func = present(given[0]);
  p->setter = present(given[1]);
  p->deleter = present(given[2]);
  Value doc = present(given[3]);
  p->getter_doc = false;
  if (!doc && p->func) {
    doc = present(get_attr_opt(p->func, "__doc__"));
    p->getter_doc = static_cast<bool>(doc);
  }
  if (self.type() == type_property) {
    p->doc = doc;
    return;
  }
  try {
    set_attr(self, "__doc__", doc ? doc : Value(none()));
  } catch (const PyException& e) {
    // CPython 3.11 silently drops the doc of a subclass without a __dict__.
    if (p->getter_doc || !isinstance(e.exc, exc_AttributeError)) throw;
  }
}

/// property.getter / setter / deleter: `type(self)(fget, fset, fdel, doc)`
/// with one accessor replaced; a doc that came from the old getter is taken
/// from the new one.
void accessor(const char* name, int which) {
  method(name, [name, which](CallArgs& a) -> Value {
    args_between(a, type_property, name, 1, 1);
    WrapperObject* p = self_property(a, name);
    Value none_v = none();
    Values args{p->func ? p->func : none_v, p->setter ? p->setter : none_v,
                p->deleter ? p->deleter : none_v};
    args[which] = a.args[1];
    bool fresh_doc = p->getter_doc && !is_none(args[0]);
    args.push_back(!fresh_doc && p->doc ? p->doc : none_v);
    Value copy = call(Value(a.args[0].type()), std::move(args));
    // The copy keeps the name (when the class's __new__ made a property).
    if (is_property(copy)) copy.as<WrapperObject>()->name = p->name;
    return copy;
  });
}

} // namespace

std::string property_missing(const Value& prop, const Value& obj, const char* what) {
  std::string owner = repr(py_str(obj.type()->qualified_name()));
  const Value& name = prop.as<WrapperObject>()->name;
  if (name) return "property " + repr(name) + " of " + owner + " object has no " + what;
  return "property of " + owner + " object has no " + what;
}

Value construct_property(TypeObject*, CallArgs& a) {
  auto p = make<WrapperObject>(type_property, Value());
  init_property(p, a);
  return p;
}

void install_property_methods() {
  accessor("getter", 0);
  accessor("setter", 1);
  accessor("deleter", 2);
  // The descriptor protocol as methods, for a subclass's super().__get__().
  method("__get__", [](CallArgs& a) -> Value {
    args_between(a, type_property, "__get__", 1, 2);
    WrapperObject* p = self_property(a, "__get__");
    if (is_none(a.args[1])) return a.args[0];
    if (!p->func) raise(exc_AttributeError, property_missing(a.args[0], a.args[1], "getter"));
    return call(p->func, Values{a.args[1]});
  });
  method("__set__", [](CallArgs& a) -> Value {
    args_between(a, type_property, "__set__", 2, 2);
    WrapperObject* p = self_property(a, "__set__");
    if (!p->setter) raise(exc_AttributeError, property_missing(a.args[0], a.args[1], "setter"));
    call(p->setter, Values{a.args[1], a.args[2]});
    return none();
  });
  method("__delete__", [](CallArgs& a) -> Value {
    args_between(a, type_property, "__delete__", 1, 1);
    WrapperObject* p = self_property(a, "__delete__");
    if (!p->deleter) raise(exc_AttributeError, property_missing(a.args[0], a.args[1], "deleter"));
    call(p->deleter, Values{a.args[1]});
    return none();
  });
  method("__set_name__", [](CallArgs& a) -> Value {
    WrapperObject* p = self_property(a, "__set_name__");
    if (a.args.size() != 3 || !a.kwargs.empty())
      raise(exc_TypeError, "__set_name__() takes 2 positional arguments but " +
                               std::to_string(a.args.size() - 1) + " were given");
    p->name = a.args[2];
    return none();
  });
  method("__init__", [](CallArgs& a) -> Value {
    self_property(a, "__init__");
    CallArgs rest{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
    init_property(a.args[0], rest);
    return none();
  });
  type_property->dict->set_str(
      "__isabstractmethod__",
      make<WrapperObject>(
          type_property,
          make<BuiltinFunctionObject>("__isabstractmethod__", [](CallArgs& a) -> Value {
            WrapperObject* p = self_property(a, "__isabstractmethod__");
            for (const Value& f : {p->func, p->setter, p->deleter})
              if (f)
                if (Value v = get_attr_opt(f, "__isabstractmethod__"); v && truthy(v))
                  return py_bool(true);
            return py_bool(false);
          })));
}

} // namespace hyexec::interp
