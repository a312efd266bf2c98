// Methods of list, tuple, dict and set, and of int, float, object and
// BaseException.
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/complex.h"
#include "interp/exception_group.h"
#include "interp/generator.h"
#include "interp/numbers.h"
#include "interp/property.h"
#include "interp/sequence.h"
#include "interp/set_algebra.h"
#include "interp/set_members.h"
#include "interp/slots.h"
#include "interp/stand_in_key.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"
#include "interp/traceback_objects.h"
#include "interp/type_methods.h"

#include <algorithm>
#include <cmath>

namespace hyexec::interp {

void install_str_methods();
void install_dunders();
void install_operator_methods();
void install_float_methods();

void args_between(const CallArgs& a, TypeObject* t, const char* name, size_t lo, size_t hi) {
  size_t n = a.args.size() - 1;
  if (n >= lo && n <= hi) return;
  std::string m = name;
  if (lo == hi && lo == 0)
    raise(exc_TypeError,
          t->name + "." + m + "() takes no arguments (" + std::to_string(n) + " given)");
  if (lo == hi && lo == 1)
    raise(exc_TypeError,
          t->name + "." + m + "() takes exactly one argument (" + std::to_string(n) + " given)");
  if (lo == hi)
    raise(exc_TypeError,
          m + " expected " + std::to_string(lo) + " arguments, got " + std::to_string(n));
  if (n < lo)
    raise(exc_TypeError, m + " expected at least " + std::to_string(lo) + " argument" +
                             (lo == 1 ? "" : "s") + ", got " + std::to_string(n));
  raise(exc_TypeError, m + " expected at most " + std::to_string(hi) + " argument" +
                           (hi == 1 ? "" : "s") + ", got " + std::to_string(n));
}

namespace {

/// An attribute name argument: a str, else CPython's TypeError.
std::string attribute_name(const Value& v) {
  if (!isinstance(v, type_str))
    raise(exc_TypeError, "attribute name must be string, not '" + type_name(v) + "'");
  return v.as<StrObject>()->value;
}

ListObject* self_list(const CallArgs& a) {
  return a.args[0].as<ListObject>();
}
DictObject* self_dict(const CallArgs& a) {
  return a.args[0].as<DictObject>();
}
SetObject* self_set(const CallArgs& a) {
  return a.args[0].as<SetObject>();
}

void method(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

/// The dict view types (`dict_keys` ...).
TypeObject* view_type(const char* name) {
  auto* t = new TypeObject(name, type_object);
  incref(t);
  t->dict = make<DictObject>();
  return t;
}
TypeObject *type_dict_keys, *type_dict_values, *type_dict_items;

Value view(const CallArgs& a, DictViewObject::Which which) {
  TypeObject* t = which == DictViewObject::Which::Keys     ? type_dict_keys
                  : which == DictViewObject::Which::Values ? type_dict_values
                                                           : type_dict_items;
  return make<DictViewObject>(t, Ref<DictObject>(self_dict(a)), which);
}

/// A start or stop of list.index / tuple.index (CPython's
/// _PyEval_SliceIndexNotNone): an int or __index__, clamped to 64 bits.
int64_t clamped_slice_index(const Value& v) {
  int64_t i;
  if (as_int64(v, &i)) return i;
  if (is_type(v, type_int) || (!v.type()->builtin && v.type()->lookup(Dunder::Index))) {
    mpz_class z = as_mpz(v);
    if (z.fits_slong_p()) return z.get_si();
    return sgn(z) < 0 ? INT64_MIN : INT64_MAX;
  }
  raise(exc_TypeError, "slice indices must be integers or have an __index__ method");
}

/// A Py_ssize_t argument as Argument Clinic converts it (list.pop's index,
/// list.insert's): __index__, not a subscript's rules.
int64_t ssize_arg(const Value& v) {
  mpz_class z = as_mpz(v);
  if (!z.fits_slong_p()) raise(exc_OverflowError, "Python int too large to convert to C ssize_t");
  return z.get_si();
}

void install_list() {
  TypeObject* t = type_list;
  method(t, "append", [](CallArgs& a) {
    args_between(a, type_list, "append", 1, 1);
    self_list(a)->items.push_back(a.args[1]);
    return Value(none());
  });
  method(t, "extend", [](CallArgs& a) {
    args_between(a, type_list, "extend", 1, 1);
    Values extra = to_values(a.args[1]);
    auto& items = self_list(a)->items;
    items.insert(items.end(), extra.begin(), extra.end());
    return Value(none());
  });
  method(t, "pop", [](CallArgs& a) {
    args_between(a, type_list, "pop", 0, 1);
    auto& items = self_list(a)->items;
    if (items.empty()) raise(exc_IndexError, "pop from empty list");
    int64_t i = a.args.size() > 1 ? ssize_arg(a.args[1]) : -1;
    if (i < 0) i += static_cast<int64_t>(items.size());
    if (i < 0 || i >= static_cast<int64_t>(items.size()))
      raise(exc_IndexError, "pop index out of range");
    Value v = items[i];
    items.erase(items.begin() + i);
    return v;
  });
  method(t, "insert", [](CallArgs& a) {
    if (a.args.size() != 3)
      raise(exc_TypeError, "insert expected 2 arguments, got " + std::to_string(a.args.size() - 1));
    auto& items = self_list(a)->items;
    int64_t n = static_cast<int64_t>(items.size());
    int64_t i = ssize_arg(a.args[1]);
    if (i < 0) i = std::max<int64_t>(0, i + n);
    i = std::min(i, n);
    items.insert(items.begin() + i, a.args[2]);
    return Value(none());
  });
  method(t, "remove", [](CallArgs& a) {
    args_between(a, type_list, "remove", 1, 1);
    auto& items = self_list(a)->items;
    int64_t i = index_of_equal(items, a.args[1], 0, INT64_MAX);
    if (i < 0) raise(exc_ValueError, "list.remove(x): x not in list");
    if (i < static_cast<int64_t>(items.size())) items.erase(items.begin() + i);
    return Value(none());
  });
  method(t, "index", [](CallArgs& a) {
    args_between(a, type_list, "index", 1, 3);
    auto& items = self_list(a)->items;
    int64_t n = static_cast<int64_t>(items.size());
    int64_t b = a.args.size() > 2 ? clamped_slice_index(a.args[2]) : 0;
    int64_t e = a.args.size() > 3 ? clamped_slice_index(a.args[3]) : n;
    if (b < 0) b = std::max<int64_t>(0, b + n);
    if (e < 0) e = std::max<int64_t>(0, e + n);
    if (int64_t i = index_of_equal(items, a.args[1], b, e); i >= 0) return py_int(i);
    raise(exc_ValueError, repr(a.args[1]) + " is not in list");
  });
  method(t, "count", [](CallArgs& a) {
    args_between(a, type_list, "count", 1, 1);
    // Held and bounded afresh per item: a user __eq__ may shrink the list.
    auto& items = self_list(a)->items;
    int64_t n = 0;
    for (size_t i = 0; i < items.size(); ++i) {
      Value x = items[i];
      n += x.same(a.args[1]) || eq(x, a.args[1]);
    }
    return py_int(n);
  });
  method(t, "sort", list_sort);
  method(t, "reverse", [](CallArgs& a) {
    auto& items = self_list(a)->items;
    std::reverse(items.begin(), items.end());
    return Value(none());
  });
  method(t, "copy", [](CallArgs& a) { return py_list(self_list(a)->items); });
  method(t, "clear", [](CallArgs& a) {
    // Last item first, as CPython releases them (weak callbacks see that order).
    Values& items = self_list(a)->items;
    while (!items.empty()) items.pop_back();
    return Value(none());
  });
  // Concolic runs keep the list's length shadow through these (symbolic_lists.cpp).
  for (const char* name : {"append", "extend", "pop", "insert", "remove", "copy", "count"}) {
    auto* b = t->dict->get_str(name).as<BuiltinFunctionObject>();
    b->fn = shadow_aware_list_method(name, std::move(b->fn));
  }
}

void install_tuple() {
  method(type_tuple, "index", [](CallArgs& a) {
    args_between(a, type_tuple, "index", 1, 3);
    auto& items = a.args[0].as<TupleObject>()->items;
    int64_t n = static_cast<int64_t>(items.size());
    int64_t b = a.args.size() > 2 ? clamped_slice_index(a.args[2]) : 0;
    int64_t e = a.args.size() > 3 ? clamped_slice_index(a.args[3]) : n;
    if (b < 0) b = std::max<int64_t>(0, b + n);
    if (e < 0) e = std::max<int64_t>(0, e + n);
    if (int64_t i = index_of_equal(items, a.args[1], b, e); i >= 0) return py_int(i);
    raise(exc_ValueError, "tuple.index(x): x not in tuple");
  });
  method(type_tuple, "count", [](CallArgs& a) {
    args_between(a, type_tuple, "count", 1, 1);
    int64_t n = 0;
    for (const Value& x : a.args[0].as<TupleObject>()->items)
      n += x.same(a.args[1]) || eq(x, a.args[1]);
    return py_int(n);
  });
}

/// slice.indices(length): the slice resolved for a sequence of that length.
void install_slice() {
  method(type_slice, "indices", [](CallArgs& a) {
    if (a.args.size() != 2)
      raise(exc_TypeError, "slice.indices() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    int64_t n = index_value(a.args[1], "slice");
    if (n < 0) raise(exc_ValueError, "length should not be negative");
    SliceBounds b = adjust(a.args[0].as<SliceObject>(), n);
    return py_tuple(Values{py_int(b.start), py_int(b.stop), py_int(b.step)});
  });
}

/// range.index / range.count: arithmetic for ints, equality for other values (CPython's).
void install_range() {
  auto position = [](const RangeObject* r, const Value& x) -> int64_t {
    int64_t v;
    if (!is_type(x, type_int) || !as_int64(x, &v)) return -1;
    if (r->step > 0 ? v < r->start || v >= r->stop : v > r->start || v <= r->stop) return -1;
    if ((v - r->start) % r->step != 0) return -1;
    return (v - r->start) / r->step;
  };
  method(type_range, "index", [position](CallArgs& a) {
    args_between(a, type_range, "index", 1, 1);
    auto* r = a.args[0].as<RangeObject>();
    if (is_type(a.args[1], type_int)) {
      if (int64_t i = position(r, a.args[1]); i >= 0) return py_int(i);
    } else {
      int64_t i = 0;
      for (const Value& x : to_values(a.args[0])) {
        if (eq(x, a.args[1])) return py_int(i);
        ++i;
      }
    }
    raise(exc_ValueError, repr(a.args[1]) + " is not in range");
  });
  method(type_range, "count", [position](CallArgs& a) {
    args_between(a, type_range, "count", 1, 1);
    auto* r = a.args[0].as<RangeObject>();
    if (is_type(a.args[1], type_int)) return py_int(position(r, a.args[1]) >= 0 ? 1 : 0);
    int64_t n = 0;
    for (const Value& x : to_values(a.args[0])) n += eq(x, a.args[1]);
    return py_int(n);
  });
}

/// dict.fromkeys(cls, iterable, value=None): `cls()` filled through its own
/// __setitem__, as CPython does for a subclass (whose __new__ may even return
/// another mapping).
Value dict_fromkeys(CallArgs& a) {
  if (a.args.size() < 2 || a.args.size() > 3)
    raise(exc_TypeError,
          "fromkeys expected " +
              std::string(a.args.size() < 2
                              ? "at least 1 argument, got 0"
                              : "at most 2 arguments, got " + std::to_string(a.args.size() - 1)));
  Value fill = a.args.size() > 2 ? a.args[2] : Value(none());
  Value cls = a.args[0];
  Value d = cls.same(Value(type_dict)) ? Value(make<DictObject>()) : call(cls, Values{});
  for (const Value& k : to_values(a.args[1])) set_item(d, k, fill);
  return d;
}

void install_dict() {
  // Keys and items views are set-like (their operators are protocol.cpp's).
  for (TypeObject* view : {type_dict_keys, type_dict_items})
    method(view, "isdisjoint", [](CallArgs& a) {
      if (a.args.size() != 2 || !a.kwargs.empty())
        raise(exc_TypeError, a.args[0].type()->name + ".isdisjoint() takes exactly one argument (" +
                                 std::to_string(a.args.size() - 1) + " given)");
      for (const Value& v : to_values(a.args[1]))
        if (contains(a.args[0], v)) return Value(py_bool(false));
      return Value(py_bool(true));
    });
  TypeObject* t = type_dict;
  method(t, "get", [](CallArgs& a) {
    args_between(a, type_dict, "get", 1, 2);
    Value v = self_dict(a)->get(a.args[1]);
    if (!v)
      if (Value k = stand_in_key(a.args[0], a.args[1])) v = self_dict(a)->get(k);
    return v ? v : a.args.size() > 2 ? a.args[2] : Value(none());
  });
  method(t, "keys", [](CallArgs& a) { return view(a, DictViewObject::Which::Keys); });
  method(t, "values", [](CallArgs& a) { return view(a, DictViewObject::Which::Values); });
  method(t, "items", [](CallArgs& a) { return view(a, DictViewObject::Which::Items); });
  method(t, "pop", [](CallArgs& a) {
    args_between(a, type_dict, "pop", 1, 2);
    Value v = self_dict(a)->get(a.args[1]);
    if (v) {
      self_dict(a)->remove(a.args[1]);
      return v;
    }
    if (a.args.size() > 2) return a.args[2];
    raise_args(exc_KeyError, {a.args[1]});
  });
  method(t, "popitem", [](CallArgs& a) {
    auto* d = self_dict(a);
    for (auto it = d->entries.rbegin(); it != d->entries.rend(); ++it) {
      if (!it->key) continue;
      Value k = it->key, v = it->value;
      d->remove(k);
      return py_tuple({k, v});
    }
    raise(exc_KeyError, "popitem(): dictionary is empty");
  });
  method(t, "setdefault", [](CallArgs& a) {
    args_between(a, type_dict, "setdefault", 1, 2);
    Value v = self_dict(a)->get(a.args[1]);
    if (v) return v;
    Value d = a.args.size() > 2 ? a.args[2] : Value(none());
    self_dict(a)->set(a.args[1], d);
    return d;
  });
  method(t, "update", [](CallArgs& a) {
    if (a.args.size() > 1) dict_update(self_dict(a), a.args[1]);
    for (auto& [k, v] : a.kwargs) self_dict(a)->set_str(k, v);
    return Value(none());
  });
  method(t, "copy", [](CallArgs& a) {
    auto d = make<DictObject>();
    dict_update(d.get(), a.args[0]);
    return Value(d);
  });
  method(t, "clear", [](CallArgs& a) {
    self_dict(a)->clear();
    return Value(none());
  });
  t->dict->set_str("fromkeys",
                   make<WrapperObject>(type_classmethod,
                                       make<BuiltinFunctionObject>("fromkeys", dict_fromkeys)));
}

void install_set() {
  for (TypeObject* t : {type_set, type_frozenset}) {
    method(t, "copy", [](CallArgs& a) {
      if (a.args[0].type() == type_frozenset) return a.args[0];
      return Value(set_from(layout_type(a.args[0].type()), a.args[0]));
    });
    method(t, "union", [](CallArgs& a) {
      Ref<SetObject> out = set_from(layout_type(a.args[0].type()), a.args[0]);
      for (size_t i = 1; i < a.args.size(); ++i)
        if (!a.args[i].same(a.args[0])) set_update(out->table, a.args[i]);
      return Value(out);
    });
    method(t, "intersection", [](CallArgs& a) {
      Value acc = Value(set_from(layout_type(a.args[0].type()), a.args[0]));
      if (a.args.size() > 1) acc = a.args[0];
      for (size_t i = 1; i < a.args.size(); ++i) acc = Value(set_intersection(acc, a.args[i]));
      return acc;
    });
    method(t, "difference", [](CallArgs& a) {
      if (a.args.size() == 1) return Value(set_from(layout_type(a.args[0].type()), a.args[0]));
      Ref<SetObject> out = set_difference(a.args[0], a.args[1]);
      for (size_t i = 2; i < a.args.size(); ++i) set_difference_update(Value(out), a.args[i]);
      return Value(out);
    });
    method(t, "symmetric_difference", [](CallArgs& a) {
      args_between(a, layout_type(a.args[0].type()), "symmetric_difference", 1, 1);
      return Value(set_symmetric_difference(a.args[0], a.args[1]));
    });
    method(t, "issubset", [](CallArgs& a) {
      for (const Value& k : set_members(self_set(a)->table))
        if (!contains(a.args[1], k)) return Value(py_bool(false));
      return Value(py_bool(true));
    });
    method(t, "issuperset", [](CallArgs& a) {
      for (const Value& v : to_values(a.args[1]))
        if (!self_set(a)->table.get(v)) return Value(py_bool(false));
      return Value(py_bool(true));
    });
    method(t, "isdisjoint", [](CallArgs& a) {
      for (const Value& v : to_values(a.args[1]))
        if (self_set(a)->table.get(v)) return Value(py_bool(false));
      return Value(py_bool(true));
    });
  }
  TypeObject* t = type_set;
  method(t, "add", [](CallArgs& a) {
    args_between(a, type_set, "add", 1, 1);
    self_set(a)->table.set(a.args[1], none());
    return Value(none());
  });
  method(t, "remove", [](CallArgs& a) {
    SetObject* s = self_set(a);
    if (!with_frozen_key(a.args[1], [&](const Value& k) { return s->table.remove(k); }))
      raise_args(exc_KeyError, {a.args[1]});
    return Value(none());
  });
  method(t, "discard", [](CallArgs& a) {
    SetObject* s = self_set(a);
    with_frozen_key(a.args[1], [&](const Value& k) { return s->table.remove(k); });
    return Value(none());
  });
  method(t, "pop", [](CallArgs& a) {
    Value k = self_set(a)->table.pop();
    if (!k) raise(exc_KeyError, "pop from an empty set");
    return k;
  });
  method(t, "clear", [](CallArgs& a) {
    self_set(a)->table.clear();
    return Value(none());
  });
  method(t, "update", [](CallArgs& a) {
    for (size_t i = 1; i < a.args.size(); ++i) set_update(self_set(a)->table, a.args[i]);
    return Value(none());
  });
  method(t, "intersection_update", [](CallArgs& a) {
    if (a.args.size() == 1) return Value(none());
    Value acc = a.args[0];
    for (size_t i = 1; i < a.args.size(); ++i) acc = Value(set_intersection(acc, a.args[i]));
    std::swap(self_set(a)->table, acc.as<SetObject>()->table);
    return Value(none());
  });
  method(t, "difference_update", [](CallArgs& a) {
    for (size_t i = 1; i < a.args.size(); ++i) set_difference_update(a.args[0], a.args[i]);
    return Value(none());
  });
  method(t, "symmetric_difference_update", [](CallArgs& a) {
    args_between(a, type_set, "symmetric_difference_update", 1, 1);
    set_symmetric_difference_update(a.args[0], a.args[1]);
    return Value(none());
  });
}

/// The byteorder and signed arguments of to_bytes/from_bytes (after `first` positionals).
std::pair<bool, bool> byte_layout(const CallArgs& a, size_t first) {
  Value order = a.args.size() > first ? a.args[first] : py_str("big");
  bool is_signed = false;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "byteorder")
      order = v;
    else if (k == "signed")
      is_signed = truthy(v);
  }
  std::string o = expect_str(order, "to_bytes() argument 'byteorder' must be str, not ");
  if (o != "little" && o != "big")
    raise(exc_ValueError, "byteorder must be either 'little' or 'big'");
  return {o == "little", is_signed};
}

Value int_to_bytes(CallArgs& a) {
  mpz_class z = as_mpz(a.args[0]);
  Value len_v = a.args.size() > 1 ? a.args[1] : py_int(1);
  for (const auto& [k, v] : a.kwargs)
    if (k == "length") len_v = v;
  int64_t n = index_value(len_v, "length");
  if (n < 0) raise(exc_ValueError, "length argument must be non-negative");
  if (n > (int64_t{1} << 28)) raise(exc_MemoryError, "");
  auto [little, is_signed] = byte_layout(a, 2);
  if (z < 0 && !is_signed) raise(exc_OverflowError, "can't convert negative int to unsigned");
  if (n == 0) {
    if (z != 0) raise(exc_OverflowError, "int too big to convert");
    return make<BytesObject>("");
  }
  mpz_class limit = mpz_class(1) << static_cast<mp_bitcnt_t>(8 * n - (is_signed ? 1 : 0));
  if (z >= limit || z < -limit) raise(exc_OverflowError, "int too big to convert");
  mpz_class u = z < 0 ? z + (mpz_class(1) << (8 * n)) : z;
  std::string out(static_cast<size_t>(n), '\0');
  size_t count = 0;
  std::vector<unsigned char> raw((mpz_sizeinbase(u.get_mpz_t(), 2) + 7) / 8 + 1);
  mpz_export(raw.data(), &count, -1, 1, 0, 0, u.get_mpz_t());
  for (size_t i = 0; i < count && i < out.size(); ++i)
    out[little ? i : out.size() - 1 - i] = static_cast<char>(raw[i]);
  return make<BytesObject>(out);
}

Value int_from_bytes(CallArgs& a) {
  if (a.args.size() < 2)
    raise(exc_TypeError, "from_bytes() missing required argument 'bytes' (pos 1)");
  Value src = a.args[1];
  std::string data;
  if (is_type(src, type_bytes) || is_type(src, type_bytearray))
    data = src.as<BytesObject>()->value;
  else
    data = [&] {
      std::string s;
      for (const Value& x : to_values(src)) s += static_cast<char>(index_value(x, "byte"));
      return s;
    }();
  auto [little, is_signed] = byte_layout(a, 2);
  if (!little) std::reverse(data.begin(), data.end());
  mpz_class z;
  if (!data.empty()) mpz_import(z.get_mpz_t(), data.size(), -1, 1, 0, 0, data.data());
  if (is_signed && !data.empty() && (static_cast<unsigned char>(data.back()) & 0x80))
    z -= mpz_class(1) << (8 * data.size());
  return py_int(z);
}

void install_numbers() {
  method(type_int, "bit_length", [](CallArgs& a) {
    mpz_class z = abs(as_mpz(a.args[0]));
    return py_int(z == 0 ? 0 : static_cast<int64_t>(mpz_sizeinbase(z.get_mpz_t(), 2)));
  });
  method(type_int, "bit_count", [](CallArgs& a) {
    mpz_class z = abs(as_mpz(a.args[0]));
    return py_int(static_cast<int64_t>(mpz_popcount(z.get_mpz_t())));
  });
  method(type_int, "conjugate", [](CallArgs& a) { return a.args[0]; });
  method(type_int, "to_bytes", int_to_bytes);
  type_int->dict->set_str(
      "from_bytes", make<WrapperObject>(type_classmethod,
                                        make<BuiltinFunctionObject>("from_bytes", int_from_bytes)));
  // plain_number: an instance of a float subclass holds its value boxed.
  method(type_float, "is_integer", [](CallArgs& a) {
    double d = plain_number(a.args[0]).as_float();
    return Value(py_bool(std::isfinite(d) && std::floor(d) == d));
  });
  method(type_float, "conjugate", [](CallArgs& a) { return a.args[0]; });
  method(type_int, "__index__", [](CallArgs& a) { return py_int(as_mpz(a.args[0])); });
  method(type_int, "as_integer_ratio", [](CallArgs& a) {
    return py_tuple({py_int(as_mpz(a.args[0])), py_int(1)});
  });
  method(type_float, "as_integer_ratio", [](CallArgs& a) {
    double d = plain_number(a.args[0]).as_float();
    if (std::isinf(d)) raise(exc_OverflowError, "cannot convert Infinity to integer ratio");
    if (std::isnan(d)) raise(exc_ValueError, "cannot convert NaN to integer ratio");
    // Doubling the mantissa until it is whole leaves the ratio in lowest terms.
    int exponent;
    double m = std::frexp(d, &exponent);
    while (m != std::floor(m)) {
      m *= 2.0;
      --exponent;
    }
    mpz_class num(m), den(1);
    if (exponent > 0)
      num <<= static_cast<unsigned>(exponent);
    else
      den <<= static_cast<unsigned>(-exponent);
    return py_tuple({py_int(num), py_int(den)});
  });
}

void install_generator() {
  method(type_generator, "send", [](CallArgs& a) {
    auto* g = a.args[0].as<GeneratorObject>();
    Value v = g->resume(a.args.size() > 1 ? a.args[1] : Value(none()));
    if (!v)
      raise_args(exc_StopIteration,
                 g->returned && !is_none(g->returned) ? Values{g->returned} : Values{});
    return v;
  });
  method(type_generator, "close", [](CallArgs& a) {
    a.args[0].as<GeneratorObject>()->close();
    return Value(none());
  });
  method(type_generator, "throw", [](CallArgs& a) {
    arity(a, "throw", 2, 4);
    auto* g = a.args[0].as<GeneratorObject>();
    Value exc = a.args[1];
    // A paused `yield from` over an iterator with its own throw() hands it
    // the arguments as given (CPython's _gen_throw); GeneratorExit closes it.
    if (g->delegate && !is_type(g->delegate, type_generator) && !g->running &&
        !(is_class(exc) && exc.as<TypeObject>()->is_subtype_of(exc_GeneratorExit)) &&
        !isinstance(exc, exc_GeneratorExit) && get_attr_opt(g->delegate, "throw")) {
      g->raw_throw = Values(a.args.begin() + 1, a.args.end());
      Value v = g->throw_in(new_exception(exc_BaseException, {}));
      if (!v)
        raise_args(exc_StopIteration,
                   g->returned && !is_none(g->returned) ? Values{g->returned} : Values{});
      return v;
    }
    if (is_class(exc) && exc.as<TypeObject>()->is_subtype_of(exc_BaseException)) {
      Values args;
      if (a.args.size() > 2 && !is_none(a.args[2])) {
        if (isinstance(a.args[2], exc.as<TypeObject>()))
          exc = a.args[2];
        else
          args = is_type(a.args[2], type_tuple) ? a.args[2].as<TupleObject>()->items
                                                : Values{a.args[2]};
      }
      if (is_class(exc)) {
        // Making the instance may fail: then that error is what the
        // generator receives (CPython's _gen_throw normalizes first).
        Value cls = exc;
        try {
          exc = call(cls, std::move(args));
          if (!isinstance(exc, exc_BaseException))
            raise(exc_TypeError, "calling " + repr(cls) +
                                     " should have returned an instance of BaseException, not " +
                                     type_name(exc));
        } catch (const PyException& e) {
          exc = e.exc;
        }
      }
    } else if (!isinstance(exc, exc_BaseException)) {
      raise(exc_TypeError, "exceptions must be classes or instances deriving from "
                           "BaseException, not " +
                               type_name(exc));
    } else if (a.args.size() > 2 && !is_none(a.args[2])) {
      raise(exc_TypeError, "instance exception may not have a separate value");
    }
    Value v = g->throw_in(exc);
    if (!v)
      raise_args(exc_StopIteration,
                 g->returned && !is_none(g->returned) ? Values{g->returned} : Values{});
    return v;
  });
}

/// property's own methods, and a closure cell's contents.
void install_property() {
  install_property_methods();
  // A closure cell's value (ValueError while the variable is unbound).
  type_cell->dict->set_str(
      "cell_contents",
      make<WrapperObject>(type_property,
                          make<BuiltinFunctionObject>("cell_contents", [](CallArgs& a) -> Value {
                            Value v = a.args.at(0).as<CellObject>()->value;
                            if (!v) raise(exc_ValueError, "Cell is empty");
                            return v;
                          })));
  // types.CellType(), types.CellType(value).
  type_cell->construct = [](TypeObject*, CallArgs& a) -> Value {
    if (!a.kwargs.empty()) raise(exc_TypeError, "cell() takes no keyword arguments");
    if (a.args.size() > 1)
      raise(exc_TypeError,
            "cell expected at most 1 argument, got " + std::to_string(a.args.size()));
    auto c = make<CellObject>();
    if (!a.args.empty()) c->value = a.args[0];
    return c;
  };
}

void install_object_and_exceptions() {
  type_object->dict->set_str(
      "__new__", make<BuiltinFunctionObject>("__new__", [](CallArgs& a) -> Value {
        if (a.args.empty() || !is_class(a.args[0]))
          raise(exc_TypeError, "object.__new__(X): X is not a type object");
        auto* cls = a.args[0].as<TypeObject>();
        if (cls->is_subtype_of(exc_BaseException)) return make<ExceptionObject>(cls);
        // CPython's object_new: arguments are for an __init__ or a __new__ of the class's own.
        if (a.args.size() > 1 || !a.kwargs.empty()) {
          if (!cls->lookup(Dunder::New).same(type_object->lookup(Dunder::New)))
            raise(exc_TypeError, "object.__new__() takes exactly one argument (the type to "
                                 "instantiate)");
          if (cls->lookup(Dunder::Init).same(type_object->lookup(Dunder::Init)))
            raise(exc_TypeError, cls->name + "() takes no arguments");
        }
        if (native_base(cls))
          raise(exc_TypeError,
                "object.__new__(" + cls->name + ") is not safe, use " + cls->name + ".__new__()");
        check_not_abstract(cls);
        return new_instance(cls);
      }));
  method(type_object, "__setattr__", [](CallArgs& a) -> Value {
    args_between(a, type_object, "__setattr__", 2, 2);
    generic_setattr(a.args[0], attribute_name(a.args[1]), a.args[2]);
    return none();
  });
  method(type_object, "__delattr__", [](CallArgs& a) -> Value {
    args_between(a, type_object, "__delattr__", 1, 1);
    generic_delattr(a.args[0], attribute_name(a.args[1]));
    return none();
  });
  method(type_object, "__getattribute__", [](CallArgs& a) {
    args_between(a, type_object, "__getattribute__", 1, 1);
    std::string name = attribute_name(a.args[1]);
    if (Value v = generic_get_attr_opt(a.args[0], name, false)) return v;
    raise_no_attribute(a.args[0], name);
  });
  type_object->dict->set_str(
      "__init_subclass__",
      make<WrapperObject>(
          type_classmethod, make<BuiltinFunctionObject>("__init_subclass__", [](CallArgs& a) {
            if (!a.kwargs.empty())
              raise(exc_TypeError, a.args[0].as<TypeObject>()->name +
                                       ".__init_subclass__() takes no keyword arguments");
            return Value(none());
          })));
  // object.__subclasshook__: no opinion, so issubclass() falls back to the MRO.
  type_object->dict->set_str(
      "__subclasshook__",
      make<WrapperObject>(type_classmethod,
                          make<BuiltinFunctionObject>("__subclasshook__", [](CallArgs&) {
                            return Value(not_implemented());
                          })));
  // object's comparisons: identity, else NotImplemented so that the other
  // side or the default decides; __ne__ inverts the class's own __eq__.
  method(type_object, "__eq__", [](CallArgs& a) -> Value {
    args_between(a, type_object, "__eq__", 1, 1);
    return a.args[0].same(a.args[1]) ? py_bool(true) : not_implemented();
  });
  method(type_object, "__ne__", [](CallArgs& a) -> Value {
    args_between(a, type_object, "__ne__", 1, 1);
    const Value& self = a.args[0];
    Value r = self.type()->builtin ? compare(self, a.args[1], ast::CmpOpKind::Eq)
                                   : call(self.type()->lookup("__eq__"), Values{self, a.args[1]});
    if (r.obj() == not_implemented()) return r;
    return py_bool(!truthy(r));
  });
  method(type_object, "__hash__", [](CallArgs& a) -> Value {
    args_between(a, type_object, "__hash__", 0, 0);
    const Value& self = a.args[0];
    if (!self.is_obj()) return py_int(hash(self));
    // int, float and complex define no __hash__ of their own here: this one
    // answers for them when a subclass's instance asks (`super().__hash__()`).
    if (is_number_subclass(self)) return py_int(hash(plain_number(self)));
    return py_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(self.obj()) >> 4));
  });
  method(type_object, "__init__", [](CallArgs& a) {
    // CPython's object_init: arguments are for a __new__ or an __init__ of the class's own.
    if (a.args.size() > 1 || !a.kwargs.empty()) {
      TypeObject* t = a.args.empty() ? type_object : a.args[0].type();
      if (!t->lookup(Dunder::Init).same(type_object->lookup(Dunder::Init)))
        raise(exc_TypeError,
              "object.__init__() takes exactly one argument (the instance to initialize)");
      if (t->lookup(Dunder::New).same(type_object->lookup(Dunder::New)))
        raise(exc_TypeError,
              t->name + ".__init__() takes exactly one argument (the instance to initialize)");
    }
    return Value(none());
  });
  method(exc_BaseException, "__init__", [](CallArgs& a) {
    auto* e = a.args[0].as<ExceptionObject>();
    e->args.assign(a.args.begin() + 1, a.args.end());
    return Value(none());
  });
  // ImportError(*args, name=None, path=None): each call sets both anew.
  method(exc_ImportError, "__init__", [](CallArgs& a) {
    auto* e = a.args[0].as<ExceptionObject>();
    Value name, path;
    for (const auto& [k, v] : a.kwargs) {
      if (k == "name")
        name = v;
      else if (k == "path")
        path = v;
      else
        raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for ImportError()");
    }
    e->args.assign(a.args.begin() + 1, a.args.end());
    // None is what the attributes read when absent from the instance's dict.
    DictObject* d = e->instance_dict();
    for (auto [key, v] : {std::pair{"name", name}, std::pair{"path", path}}) {
      if (v && !is_none(v))
        d->set_str(key, v);
      else
        d->remove(py_str(key));
    }
    return Value(none());
  });
  exc_BaseException->dict->set_str(
      "__new__", make<BuiltinFunctionObject>("__new__", [](CallArgs& a) -> Value {
        if (a.args.empty() || !is_class(a.args[0]) ||
            !a.args[0].as<TypeObject>()->is_subtype_of(exc_BaseException))
          raise(exc_TypeError, "BaseException.__new__(X): X is not a subtype of BaseException");
        auto e = make<ExceptionObject>(a.args[0].as<TypeObject>());
        e->args.assign(a.args.begin() + 1, a.args.end());
        return e;
      }));
  method(exc_BaseException, "with_traceback", [](CallArgs& a) -> Value {
    args_between(a, exc_BaseException, "with_traceback", 1, 1);
    set_traceback(a.args[0].as<ExceptionObject>(), a.args[1]);
    return a.args[0];
  });
  method(exc_BaseException, "add_note", [](CallArgs& a) -> Value {
    args_between(a, exc_BaseException, "add_note", 1, 1);
    if (!is_type(a.args[1], type_str))
      raise(exc_TypeError, "note must be a str, not '" + type_name(a.args[1]) + "'");
    Value notes = get_attr_opt(a.args[0], "__notes__");
    if (!notes) {
      notes = py_list({});
      set_attr(a.args[0], "__notes__", notes);
    }
    if (!is_type(notes, type_list))
      raise(exc_TypeError, "Cannot add note: __notes__ is not a list");
    notes.as<ListObject>()->items.push_back(a.args[1]);
    return none();
  });
}

} // namespace

void install_type_methods() {
  static bool done = false;
  if (done) return;
  done = true;
  type_dict_keys = view_type("dict_keys");
  type_dict_values = view_type("dict_values");
  type_dict_items = view_type("dict_items");
  install_list();
  install_tuple();
  install_slice();
  install_range();
  install_dict();
  install_set();
  install_numbers();
  install_float_methods();
  install_object_and_exceptions();
  install_exception_group();
  install_generator();
  install_property();
  install_str_methods();
  install_bytes();
  install_dunders();
  install_operator_methods();
  install_subclass_support();
  install_type_type_methods();
  install_complex();
  enforce_method_arities();
}

bool is_dict_view(const TypeObject* t) {
  return t == type_dict_keys || t == type_dict_values || t == type_dict_items;
}

} // namespace hyexec::interp
