// The named native iterator types (see iterator_types.h).
#include "interp/iterator_types.h"

#include "interp/builtins_util.h"
#include "interp/protocol.h"

#include <array>

namespace hyexec::interp {

namespace {

const char* kind_name(IterKind k) {
  switch (k) {
  case IterKind::List: return "list_iterator";
  case IterKind::ListReverse: return "list_reverseiterator";
  case IterKind::Tuple: return "tuple_iterator";
  case IterKind::StrAscii: return "str_ascii_iterator";
  case IterKind::Str: return "str_iterator";
  case IterKind::DictKeys: return "dict_keyiterator";
  case IterKind::DictValues: return "dict_valueiterator";
  case IterKind::DictItems: return "dict_itemiterator";
  case IterKind::DictReverseKeys: return "dict_reversekeyiterator";
  case IterKind::DictReverseValues: return "dict_reversevalueiterator";
  case IterKind::DictReverseItems: return "dict_reverseitemiterator";
  case IterKind::Set: return "set_iterator";
  case IterKind::Range: return "range_iterator";
  case IterKind::Bytes: return "bytes_iterator";
  case IterKind::Bytearray: return "bytearray_iterator";
  case IterKind::Callable: return "callable_iterator";
  case IterKind::Map: return "map";
  case IterKind::Filter: return "filter";
  case IterKind::Zip: return "zip";
  case IterKind::Enumerate: return "enumerate";
  case IterKind::Reversed: return "reversed";
  case IterKind::Count_: break;
  }
  return "iterator";
}

void add(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

TypeObject* create(IterKind k) {
  auto* t = new TypeObject(kind_name(k), type_object);
  incref(t); // immortal, as the other builtin types
  t->dict = make<DictObject>();
  // Instances are IteratorObjects: the layout of the generic iterator.
  t->solid_base = type_iterator;
  add(t, "__iter__", [](CallArgs& a) {
    arity(a, "__iter__", 1, 1);
    return a.args[0];
  });
  add(t, "__next__", [](CallArgs& a) -> Value {
    arity(a, "__next__", 1, 1);
    // The native step itself: a subclass's own __next__ may call this one.
    if (!is_native_iterator(a.args[0]))
      raise(exc_TypeError,
            "descriptor '__next__' requires an iterator, not '" + type_name(a.args[0]) + "'");
    if (Value v = a.args[0].as<IteratorObject>()->next()) return v;
    raise_args(exc_StopIteration, {});
  });
  return t;
}

} // namespace

TypeObject* iterator_type(IterKind kind) {
  static std::array<TypeObject*, static_cast<size_t>(IterKind::Count_)> types{};
  TypeObject*& t = types[static_cast<size_t>(kind)];
  if (!t) t = create(kind);
  return t;
}

bool is_native_iterator_type(const TypeObject* t) {
  if (t == type_iterator || t->solid_base == type_iterator) return true;
  // A user class derived from map (its solid base is map, whose is iterator).
  return !t->builtin && t->solid_base && t->solid_base->solid_base == type_iterator;
}

bool is_subclassable_iterator(const TypeObject* t) {
  for (IterKind k :
       {IterKind::Map, IterKind::Filter, IterKind::Zip, IterKind::Enumerate, IterKind::Reversed})
    if (t == iterator_type(k)) return true;
  return false;
}

Ref<IteratorObject> make_iterator_of(IterKind kind, std::function<Value()> next) {
  auto it = make<IteratorObject>(std::move(next));
  it->type = iterator_type(kind);
  return it;
}

} // namespace hyexec::interp
