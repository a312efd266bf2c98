// `_array`: the item access of pylib's array.array, natively. The class is
// Python (pylib/array.py: subclassing, every method, CPython's messages) and
// keeps its items in a list, `self._items`; indexing it from Python cost two
// or three interpreted calls per `a[i]` (numeric loops do little else). These
// functions are the class's __getitem__, __setitem__ and __len__: the plain
// case (an int index in range, a concrete float or int that fits the
// typecode) is done here, every other case is handed to the Python method
// that has the whole behaviour (`_getitem`, `_setitem`).
#include "interp/builtins_util.h"
#include "interp/protocol.h"

namespace hyexec::interp {

namespace {

/// The instance's item list, or null when it has none (a subclass that
/// replaced it: the Python methods decide what that means).
ListObject* items_of(const Value& self) {
  DictObject* d = self.is_obj() ? self.obj()->instance_dict() : nullptr;
  if (!d) return nullptr;
  // Interned once: get_str would hash the text for every item access.
  static const Value key = name_str("_items");
  Value items = d->get(key);
  return is_type(items, type_list) ? items.as<ListObject>() : nullptr;
}

/// A concrete in-range index into `n` items, or -1.
int64_t plain_index(const Value& key, size_t n) {
  if (!key.is_int() || key.sym()) return -1;
  int64_t i = key.as_int();
  if (i < 0) i += static_cast<int64_t>(n);
  return i >= 0 && i < static_cast<int64_t>(n) ? i : -1;
}

/// Whether int `x` fits an array of `typecode` (array.py's `_check` accepts it unchanged).
bool int_fits(char typecode, int64_t x) {
  switch (typecode) {
  case 'b': return x >= -128 && x <= 127;
  case 'B': return x >= 0 && x <= 255;
  case 'h': return x >= -32768 && x <= 32767;
  case 'H': return x >= 0 && x <= 65535;
  case 'i': return x >= INT32_MIN && x <= INT32_MAX;
  case 'I': return x >= 0 && x <= UINT32_MAX;
  case 'l':
  case 'q': return true;
  case 'L':
  case 'Q': return x >= 0;
  default: return false;
  }
}

/// `x` as an item of an array of `typecode` when that needs no Python
/// conversion (no __float__/__index__ hooks, no error); null otherwise.
Value plain_item(const Value& self, const Value& x) {
  if (x.sym()) return nullptr;
  DictObject* d = self.obj()->instance_dict();
  static const Value key = name_str("typecode");
  Value code = d->get(key);
  if (!is_type(code, type_str) || code.as<StrObject>()->value.size() != 1) return nullptr;
  char typecode = code.as<StrObject>()->value[0];
  if (typecode == 'd' || typecode == 'f') {
    if (x.is_float()) return x;
    if (x.is_int()) return py_float(static_cast<double>(x.as_int()));
    return nullptr;
  }
  if (x.is_int() && int_fits(typecode, x.as_int())) return x;
  return nullptr;
}

} // namespace

Value array_module() {
  auto mod = make<ModuleObject>("_array");
  ModuleObject* m = mod.get();
  // Methods, not module functions: no __self__, so the class binds them.
  auto method = [m](const char* name, NativeFn f) {
    m->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  method("getitem", [](CallArgs& a) -> Value {
    arity(a, "__getitem__", 2, 2);
    if (ListObject* items = items_of(a.args[0])) {
      int64_t i = plain_index(a.args[1], items->items.size());
      if (i >= 0) return items->items[static_cast<size_t>(i)];
    }
    return call(get_attr(a.args[0], "_getitem"), Values{a.args[1]});
  });
  method("setitem", [](CallArgs& a) -> Value {
    arity(a, "__setitem__", 3, 3);
    if (ListObject* items = items_of(a.args[0])) {
      int64_t i = plain_index(a.args[1], items->items.size());
      if (i >= 0)
        if (Value x = plain_item(a.args[0], a.args[2])) {
          items->items[static_cast<size_t>(i)] = std::move(x);
          return none();
        }
    }
    call(get_attr(a.args[0], "_setitem"), Values{a.args[1], a.args[2]});
    return none();
  });
  method("length", [](CallArgs& a) -> Value {
    arity(a, "__len__", 1, 1);
    if (ListObject* items = items_of(a.args[0]))
      return py_int(static_cast<int64_t>(items->items.size()));
    return py_int(length(get_attr(a.args[0], "_items")));
  });
  return mod;
}

} // namespace hyexec::interp
