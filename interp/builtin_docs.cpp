#include "interp/builtin_docs.h"

#include "interp/object.h"

#include <algorithm>
#include <iterator>

namespace hyexec::interp {

namespace {

struct DocEntry {
  std::string_view key, doc;
};

/// Sorted by key (the generator sorts them).
constexpr DocEntry kDocs[] = {
#include "builtin_docs.inc"
};

} // namespace

Value builtin_doc(std::string_view key) {
  auto it = std::lower_bound(std::begin(kDocs), std::end(kDocs), key,
                             [](const DocEntry& e, std::string_view k) { return e.key < k; });
  if (it == std::end(kDocs) || it->key != key) return nullptr;
  return py_str(std::string(it->doc));
}

Value builtin_object_doc(const Value& obj) {
  TypeObject* t = obj.type();
  Value doc;
  if (t == type_builtin_function) {
    auto* f = obj.as<BuiltinFunctionObject>();
    // A method's key names its class (`str.upper`); a module's function its
    // module (`math.sqrt`); a builtin its own name.
    std::string owner;
    if (f->self && is_type(f->self, type_module))
      owner = f->self.as<ModuleObject>()->name;
    else if (f->self && f->self.type() == type_type)
      owner = f->self.as<TypeObject>()->name;
    else if (f->self)
      owner = f->self.type()->name;
    else if (const TypeObject* c = descriptor_owner(obj))
      owner = c->name;
    doc = builtin_doc(owner.empty() || owner == "builtins" ? f->name : owner + "." + f->name);
  } else if (t == type_module) {
    doc = builtin_doc(obj.as<ModuleObject>()->name);
  } else if (is_metatype(t)) {
    doc = builtin_doc(obj.as<TypeObject>()->name);
  } else {
    doc = builtin_doc(t->name);
  }
  return doc ? doc : Value(none());
}

} // namespace hyexec::interp
