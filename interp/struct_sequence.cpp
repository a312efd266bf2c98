// Struct sequences: a user-level tuple subclass (so tuple's behaviour, its
// comparisons, hashing, slicing and unpacking apply unchanged) with one
// read-only property per field and CPython's repr.
#include "interp/struct_sequence.h"

#include "interp/builtins_util.h"
#include "interp/subclass.h"

namespace hyexec::interp {

TypeObject* struct_sequence_type(const std::string& module, const std::string& name,
                                 std::vector<std::string> fields) {
  auto* t = new TypeObject(name, type_tuple);
  t->builtin = false;
  t->solid_base = type_tuple; // instances have tuple's layout
  incref(t);                  // lives as long as the run's types
  t->dict = make<DictObject>();
  t->dict->set_str("__module__", py_str(module));
  t->dict->set_str("__qualname__", py_str(name));
  t->dict->set_str("n_fields", py_int(static_cast<int64_t>(fields.size())));
  t->dict->set_str("n_sequence_fields", py_int(static_cast<int64_t>(fields.size())));
  t->dict->set_str("n_unnamed_fields", py_int(0));
  Values names;
  for (size_t i = 0; i < fields.size(); ++i) {
    names.push_back(py_str(fields[i]));
    Value getter = make<BuiltinFunctionObject>(fields[i], [i](CallArgs& a) -> Value {
      return a.args.at(0).as<TupleObject>()->items.at(i);
    });
    t->dict->set_str(fields[i], make<WrapperObject>(type_property, getter));
  }
  t->dict->set_str("_fields", py_tuple(names)); // read by repr below
  // A builtins one (sys.asyncgen_hooks's type) is named alone, as CPython's.
  std::string qualified = module == "builtins" ? name : module + "." + name;
  t->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [qualified](CallArgs& a) {
                     auto* self = a.args.at(0).as<TupleObject>();
                     Value names = self->type->lookup("_fields");
                     const Values& fields = names.as<TupleObject>()->items;
                     std::string out = qualified + "(";
                     for (size_t i = 0; i < self->items.size() && i < fields.size(); ++i) {
                       if (i) out += ", ";
                       out += fields[i].as<StrObject>()->value + "=" + repr(self->items[i]);
                     }
                     return py_str(out + ")");
                   }));
  return t;
}

Value make_struct_sequence(TypeObject* t, Values items) {
  return make<Subclassed<TupleObject>>(t, std::move(items));
}

} // namespace hyexec::interp
