#include "interp/native_type.h"

namespace hyexec::interp {

TypeObject* new_native_type(const char* qualified, TypeObject* base) {
  std::string_view q(qualified);
  size_t dot = q.rfind('.');
  auto* t = new TypeObject(std::string(q.substr(dot + 1)), base ? base : type_object);
  incref(t);
  t->dict = make<DictObject>();
  t->dict->set_str("__module__", py_str(std::string(q.substr(0, dot))));
  return t;
}

void native_member(TypeObject* t, const char* name, NativeFn get) {
  Value fget = make<BuiltinFunctionObject>(name, std::move(get));
  t->dict->set_str(name, make<WrapperObject>(type_property, fget));
}

} // namespace hyexec::interp
