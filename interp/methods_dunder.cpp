// The data-model methods of the builtin types as attributes (`d.__getitem__`,
// `it.__next__()`, `hasattr(x, '__len__')`). The protocol handles builtin
// values directly; these entries exist for code that names the methods, and
// each type gets only the ones CPython gives it.
#include "interp/builtins_util.h"
#include "interp/bytes.h"

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

} // namespace

void install_dunders() {
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
