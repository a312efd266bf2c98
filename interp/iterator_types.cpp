// The named native iterator types (see iterator_types.h).
#include "interp/iterator_types.h"

#include "interp/builtins_util.h"
#include "interp/machine.h"
#include "interp/protocol.h"

#include <array>
#include <memory>

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

/// The container an iterator of kind `k` over `rest` walks again from its
/// start (what CPython's __reduce__ passes to iter()); null for the kinds
/// that are not over a container's items, and for a range's (its items
/// left may be too many to take: CPython keeps an index, hyexec's keeps none).
Value remaining_container(IterKind k, const Values& rest) {
  switch (k) {
  case IterKind::List:
  case IterKind::DictKeys:
  case IterKind::DictValues:
  case IterKind::DictItems:
  case IterKind::DictReverseKeys:
  case IterKind::DictReverseValues:
  case IterKind::DictReverseItems:
  case IterKind::Set: return py_list(rest);
  case IterKind::ListReverse: return py_list(Values(rest.rbegin(), rest.rend()));
  case IterKind::Tuple: return py_tuple(rest);
  case IterKind::StrAscii:
  case IterKind::Str: {
    std::string text;
    for (const Value& c : rest) text += c.as<StrObject>()->value;
    return py_str(std::move(text));
  }
  case IterKind::Bytes:
  case IterKind::Bytearray: {
    std::string bytes;
    for (const Value& b : rest) bytes += static_cast<char>(b.as_int());
    return make<BytesObject>(std::move(bytes), k == IterKind::Bytes ? type_bytes : type_bytearray);
  }
  default: return nullptr;
  }
}

/// The items an iterator has left, taken: it walks them from then on
/// (hyexec's iterators keep no index to count them by).
Values take_rest(IteratorObject* it) {
  Values rest;
  while (Value v = it->next()) rest.push_back(v);
  it->bound = it->yields = it->start_sym = it->chars = 0; // the walk below has no shadows
  auto items = std::make_shared<Values>(rest);
  it->next = [items, i = size_t(0)]() mutable -> Value {
    return i < items->size() ? (*items)[i++] : Value();
  };
  return rest;
}

/// `it.__reduce__()` of an iterator over a container: (iter, (the items
/// left,)), or (reversed, ...) for a list's reversed iterator, as CPython
/// pickles them. hyexec's iterators keep no index, so the items left are
/// taken and the iterator walks them from then on.
Value reduce_iterator(IterKind k, CallArgs& a) {
  arity(a, "__reduce__", 1, 1);
  // The builtin first, by a full lookup as CPython's _PyEval_GetBuiltin:
  // a key's __eq__ may run (and exhaust the iterator) before its items are read.
  const char* maker = k == IterKind::ListReverse ? "reversed" : "iter";
  Value builtin = machine().builtins->get(py_str(maker));
  if (!builtin) raise(exc_AttributeError, maker);
  Values rest = take_rest(a.args[0].as<IteratorObject>());
  // An exhausted reversed iterator pickles as iter over an empty list.
  if (rest.empty() && k == IterKind::ListReverse) {
    builtin = machine().builtins->get(py_str("iter"));
    if (!builtin) raise(exc_AttributeError, "iter");
  }
  return py_tuple(Values{builtin, py_tuple(Values{remaining_container(k, rest)})});
}

TypeObject* create(IterKind k) {
  auto* t = new TypeObject(kind_name(k), type_object);
  incref(t); // immortal, as the other builtin types
  t->dict = make<DictObject>();
  // Instances are IteratorObjects: the layout of the generic iterator.
  t->solid_base = type_iterator;
  if (remaining_container(k, Values{})) {
    add(t, "__reduce__", [k](CallArgs& a) { return reduce_iterator(k, a); });
    // CPython's iterators over containers tell how many items they have left.
    add(t, "__length_hint__", [](CallArgs& a) {
      arity(a, "__length_hint__", 1, 1);
      return py_int(static_cast<int64_t>(take_rest(a.args[0].as<IteratorObject>()).size()));
    });
  }
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

bool is_subclassable_iterator(const TypeObject* t) {
  // Asked of every user class's base (native_base, for truthy() and the
  // number protocol): anything not laid out as an iterator is answered at once.
  if (t->solid_base != type_iterator || t == type_iterator) return false;
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
