// dir(), ascii() and the builtins that look at objects rather than compute
// with them.
#include "interp/builtins_util.h"
#include "interp/object_dir.h"
#include "interp/strings.h"
#include "interp/text_method.h"

#include <algorithm>
#include <set>

namespace hyexec::interp {

namespace {

/// What every object inherits from `object` (CPython's dir(object)); hyexec's
/// object type does not hold all of these as attributes.
constexpr const char* kObjectNames[] = {
    "__class__",   "__delattr__", "__dir__",           "__doc__",         "__eq__",
    "__format__",  "__ge__",      "__getattribute__",  "__getstate__",    "__gt__",
    "__hash__",    "__init__",    "__init_subclass__", "__le__",          "__lt__",
    "__ne__",      "__new__",     "__reduce__",        "__reduce_ex__",   "__repr__",
    "__setattr__", "__sizeof__",  "__str__",           "__subclasshook__"};

/// What a function adds to them (CPython's function type's getsets and
/// members); hyexec serves these from the object, not from its type's dict.
constexpr const char* kFunctionNames[] = {
    "__annotations__", "__builtins__", "__call__",    "__closure__", "__code__",
    "__defaults__",    "__dict__",     "__get__",     "__globals__", "__kwdefaults__",
    "__module__",      "__name__",     "__qualname__"};

/// The data attributes of builtin classes that hyexec serves from the object
/// (protocol.cpp) rather than from the class's dict, where CPython's
/// getsets and members are: dir() lists them as CPython's does.
struct ServedNames {
  const TypeObject* const* type;
  std::initializer_list<const char*> names;
};
const ServedNames kServedNames[] = {
    {&type_int, {"denominator", "imag", "numerator", "real"}},
    {&type_float, {"imag", "real"}},
    {&type_complex, {"imag", "real"}},
    {&type_range, {"start", "step", "stop"}},
    {&type_slice, {"start", "step", "stop"}},
    {&type_builtin_function, {"__module__", "__name__", "__qualname__", "__self__"}},
    {&exc_BaseException,
     {"__cause__", "__context__", "__suppress_context__", "__traceback__", "args"}},
    {&type_type,
     {"__base__", "__bases__", "__dict__", "__module__", "__mro__", "__name__", "__qualname__"}},
};

void add_keys(std::set<std::string>* out, const DictObject* d) {
  if (!d) return;
  for (const auto& e : d->entries)
    if (e.key && is_type(e.key, type_str)) out->insert(e.key.as<StrObject>()->value);
}

/// The names along a class's MRO, as CPython's type.__dir__ merges them,
/// for dir(`of`): with the data attributes hyexec serves from the objects
/// of an MRO class `of` is an instance of (`(3).real`, `type.__name__`; a
/// class has no descriptor objects for them: `int.real` is missing).
void add_class_names(std::set<std::string>* out, const TypeObject* cls, const Value& of) {
  for (const TypeObject* t : cls->mro) {
    add_keys(out, t->dict.get());
    for (const ServedNames& s : kServedNames)
      if (*s.type == t && of.type()->is_subtype_of(t)) out->insert(s.names.begin(), s.names.end());
  }
  for (const char* n : kObjectNames) out->insert(n);
  if (!cls->builtin) {
    out->insert("__dict__");
    out->insert("__module__");
    out->insert("__weakref__");
  }
}

Value sorted_names(const std::set<std::string>& names) {
  Values items;
  for (const std::string& n : names) items.push_back(py_str(n));
  return py_list(std::move(items));
}

Value dir_fn(CallArgs& a) {
  arity(a, "dir", 0, 1);
  if (a.args.empty()) {
    std::set<std::string> names;
    Value locals = frame_locals(*machine().current);
    add_keys(&names, locals.as<DictObject>());
    return sorted_names(names);
  }
  const Value& v = a.args[0];
  TypeObject* t = v.type();
  if (!t->builtin && t != type_type)
    if (Value own = t->lookup("__dir__"); own && own.type() != type_builtin_function) {
      auto l = make<ListObject>(to_values(call(own, Values{v})));
      CallArgs sa{{Value(l)}, {}};
      list_sort(sa);
      return l;
    }
  return object_dir(v);
}

} // namespace

Value object_dir(const Value& v) {
  TypeObject* t = v.type();
  std::set<std::string> names;
  if (t == type_module) {
    add_keys(&names, v.as<ModuleObject>()->dict.get());
    return sorted_names(names);
  }
  if (is_class(v)) {
    add_class_names(&names, v.as<TypeObject>(), v);
    return sorted_names(names);
  }
  if (v.is_obj()) add_keys(&names, v.obj()->instance_dict());
  if (t == type_function) {
    add_keys(&names, static_cast<FunctionObject*>(v.obj())->dict.get());
    for (const char* n : kFunctionNames) names.insert(n);
  }
  add_class_names(&names, t, v);
  return sorted_names(names);
}

void install_introspection_builtins(DictObject* b) {
  b->set_str("dir", make<BuiltinFunctionObject>("dir", dir_fn));
  b->set_str("ascii", make<BuiltinFunctionObject>("ascii", [](CallArgs& a) {
               exactly_one(a, "ascii");
               if (Value r = text_from_method(a.args[0], "__repr__"))
                 return r.as<StrObject>()->ascii ? r
                                                 : py_str(ascii_escape(r.as<StrObject>()->value));
               return py_str(ascii_escape(repr(a.args[0])));
             }));
}

} // namespace hyexec::interp
