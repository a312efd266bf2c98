#include "interp/protocol.h"

#include "interp/builtin_docs.h"
#include "interp/finalizers.h"
#include "interp/iterator_types.h"
#include "interp/memoryview.h"
#include "interp/traceback_objects.h"

#include "interp/function_attrs.h"
#include "interp/generator.h"
#include "interp/sequence.h"
#include "interp/set_algebra.h"
#include "interp/type_methods.h"

#include "interp/bytes.h"
#include "interp/complex.h"
#include "interp/coroutine.h"
#include "interp/format.h"
#include "interp/generator.h"

#include "interp/numbers.h"
#include "interp/property.h"
#include "interp/run_interrupt.h"
#include "interp/set_members.h"
#include "interp/slots.h"
#include "interp/stand_in_key.h"
#include "interp/stand_in_use.h"
#include "interp/strings.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"
#include "interp/union_type.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <optional>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace hyexec::interp {

/// AttributeError(`message` + name + "'"), naming the attribute and the
/// object (its name and obj attributes), as CPython's does.
[[noreturn]] static void raise_attribute_error(const std::string& message, const Value& obj,
                                               std::string_view name) {
  Value e = new_exception(exc_AttributeError, {py_str(message + std::string(name) + "'")});
  set_attr(e, "name", py_str(std::string(name)));
  set_attr(e, "obj", obj);
  throw PyException{e};
}

using ast::BinOpKind;
using ast::CmpOpKind;
using ast::UnaryOpKind;

Value (*call_function_hook)(FunctionObject* f, CallArgs& args) = nullptr;
Value (*instantiate_hook)(TypeObject* cls, CallArgs& args) = nullptr;
Value (*type_new_hook)(CallArgs& args) = nullptr;
void (*recursion_check_hook)(const char* where) = nullptr;
void (*recursion_depth_hook)(int delta) = nullptr;

RecursionGuard::RecursionGuard(const char* where) {
  if (!recursion_check_hook) return;
  recursion_check_hook(where);
  recursion_depth_hook(1);
}

RecursionGuard::~RecursionGuard() {
  if (recursion_check_hook) recursion_depth_hook(-1);
}
Value (*module_attr_hook)(ModuleObject* m, std::string_view name) = nullptr;

namespace {

/// Keys and items views are set-like: `|`, `&`, `-` and `^` with any iterable
/// on either side give a set, and they compare with sets as sets (CPython's
/// dictviews_sub, dictview_richcompare).
bool set_like_view(const Value& v) {
  return v.is_obj() && is_dict_view(v.type()) &&
         v.as<DictViewObject>()->which != DictViewObject::Which::Values;
}

/// The items of iterable `v` as a new set.
Value as_set(const Value& v) {
  return Value(set_from(type_set, v));
}

/// Containers being repr()'d, to print `[...]` for a cycle.
thread_local std::set<const Object*> repr_active;

struct ReprGuard {
  explicit ReprGuard(const Object* o) : o(o), fresh(repr_active.insert(o).second) {}
  ~ReprGuard() {
    if (fresh) repr_active.erase(o);
  }
  const Object* o;
  bool fresh;
};

std::string address(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%012llx",
                static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

bool is_user_instance(const Value& v) {
  return v.is_obj() && !v.obj()->type->builtin;
}

/// repr(x) appended to `out`; the common items (int, bool, None, str) are
/// written in place, without repr()'s recursion guard and type dispatch (a
/// traced run writes its containers at every block).
void append_repr(std::string& out, const Value& x) {
  if (x.is_int()) {
    char digits[24];
    auto end = std::to_chars(digits, digits + sizeof digits, x.as_int()).ptr;
    out.append(digits, static_cast<size_t>(end - digits));
    return;
  }
  if (x.is_obj()) {
    TypeObject* t = x.obj()->type; // exact builtins: their repr cannot be replaced
    if (t == type_bool) {
      out += static_cast<BoolObject*>(x.obj())->value ? "True" : "False";
      return;
    }
    if (t == type_none) {
      out += "None";
      return;
    }
    if (t == type_str) {
      append_str_repr(&out, static_cast<StrObject*>(x.obj())->value);
      return;
    }
  }
  out += repr(x);
}

std::string sequence_repr(const Values& items, const char* open, const char* close) {
  std::string out = open;
  out.reserve(items.size() * 4 + 2);
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out.append(", ", 2);
    append_repr(out, items[i]);
  }
  out += close;
  return out;
}

/// `module.` for a user class's repr, from its `__module__`.
std::string module_prefix(const TypeObject* t) {
  Value m = t->dict ? t->dict->get_str("__module__") : Value();
  if (!m || !is_type(m, type_str)) return "__main__.";
  const std::string& name = m.as<StrObject>()->value;
  return name == "builtins" ? "" : name + ".";
}

} // namespace

std::string class_repr(TypeObject* c) {
  // A builtin type names its module only when it has one besides builtins
  // (types.UnionType).
  bool unplaced = c->builtin && !(c->dict && c->dict->get_str("__module__"));
  return "<class '" + (unplaced ? "" : module_prefix(c)) + c->qualified_name() + "'>";
}

std::string object_repr(const Value& v) {
  TypeObject* t = v.type();
  if (t->builtin || !v.is_obj()) return repr(v);
  return "<" + module_prefix(t) + t->qualified_name() + " object at " + address(v.obj()) + ">";
}

Value meta_method(const Value& cls, const char* name) {
  if (!is_class(cls)) return nullptr;
  TypeObject* meta = cls.type();
  if (meta == type_type || !user_defines(meta, name)) return nullptr;
  return meta->lookup(name);
}

namespace {

std::string complex_part(double d) {
  std::string r = float_repr(d);
  if (r.size() > 2 && r.compare(r.size() - 2, 2, ".0") == 0) r.resize(r.size() - 2);
  return r;
}

const char* op_symbol(BinOpKind op) {
  return ast::symbol(op);
}

const char* dunder(BinOpKind op) {
  static const char* const kNames[] = {
      "__add__",    "__sub__",    "__mul__", "__matmul__", "__truediv__", "__mod__",     "__pow__",
      "__lshift__", "__rshift__", "__or__",  "__xor__",    "__and__",     "__floordiv__"};
  return kNames[static_cast<int>(op)];
}
const char* rdunder(BinOpKind op) {
  static const char* const kNames[] = {"__radd__",     "__rsub__", "__rmul__", "__rmatmul__",
                                       "__rtruediv__", "__rmod__", "__rpow__", "__rlshift__",
                                       "__rrshift__",  "__ror__",  "__rxor__", "__rand__",
                                       "__rfloordiv__"};
  return kNames[static_cast<int>(op)];
}
const char* idunder(BinOpKind op) {
  static const char* const kNames[] = {"__iadd__",     "__isub__", "__imul__", "__imatmul__",
                                       "__itruediv__", "__imod__", "__ipow__", "__ilshift__",
                                       "__irshift__",  "__ior__",  "__ixor__", "__iand__",
                                       "__ifloordiv__"};
  return kNames[static_cast<int>(op)];
}

Values repeat(const Values& items, const Value& n) {
  int64_t times;
  if (!as_int64(n, &times))
    raise(exc_OverflowError, "cannot fit 'int' into an index-sized integer");
  Values out;
  if (times <= 0 || items.empty()) return out;
  if (static_cast<double>(items.size()) * static_cast<double>(times) > 2e8)
    raise(exc_MemoryError, "");
  out.reserve(items.size() * times);
  for (int64_t i = 0; i < times; ++i) out.insert(out.end(), items.begin(), items.end());
  return out;
}

int64_t slice_part(const Value& v, int64_t fallback) {
  if (!v || is_none(v)) return fallback;
  // An unboxed int, clamped as below without a GMP number (an allocation).
  if (v.is_int()) return std::clamp<int64_t>(v.as_int(), INT64_MIN / 2, INT64_MAX / 2);
  if (!is_int_like(v) && !is_user_instance(v))
    raise(exc_TypeError, "slice indices must be integers or None or have an __index__ method");
  mpz_class z = as_mpz(v);
  if (z > INT64_MAX / 2) return INT64_MAX / 2;
  if (z < INT64_MIN / 2) return INT64_MIN / 2;
  return z.get_si();
}

Value str_item(const StrObject* s, const Value& key) {
  if (is_type(key, type_slice)) {
    SliceBounds b = adjust(key.as<SliceObject>(), static_cast<int64_t>(s->length));
    if (s->ascii) {
      std::string out;
      for (int64_t k = 0, i = b.start; k < b.count; ++k, i += b.step) out += s->value[i];
      return py_str(out);
    }
    std::vector<uint32_t> cps = code_points(s->value);
    std::string out;
    for (int64_t k = 0, i = b.start; k < b.count; ++k, i += b.step) append_utf8(&out, cps[i]);
    return py_str(out);
  }
  int64_t i = normalize_index(key, static_cast<int64_t>(s->length), "string");
  if (i < 0 || i >= static_cast<int64_t>(s->length))
    raise(exc_IndexError, "string index out of range");
  if (s->ascii) return py_str(std::string(1, s->value[i]));
  size_t off = byte_offset(s->value, false, i), end = off;
  decode_utf8(s->value, &end);
  return py_str(s->value.substr(off, end - off));
}

Value sequence_item(const Values& items, const Value& key, const char* what, bool is_list) {
  if (is_type(key, type_slice)) {
    SliceBounds b = adjust(key.as<SliceObject>(), static_cast<int64_t>(items.size()));
    Values out;
    out.reserve(b.count);
    for (int64_t k = 0, i = b.start; k < b.count; ++k, i += b.step) out.push_back(items[i]);
    return is_list ? py_list(std::move(out)) : py_tuple(std::move(out));
  }
  int64_t i = normalize_index(key, static_cast<int64_t>(items.size()), what);
  if (i < 0 || i >= static_cast<int64_t>(items.size()))
    raise(exc_IndexError, std::string(what) + " index out of range");
  return items[i];
}

Value range_item(const RangeObject* r, const Value& key) {
  int64_t len = r->length();
  if (is_type(key, type_slice)) {
    SliceBounds b = adjust(key.as<SliceObject>(), len);
    // As CPython's compute_slice: the adjusted bounds mapped through the range.
    return make<RangeObject>(r->start + b.start * r->step, r->start + b.stop * r->step,
                             r->step * b.step);
  }
  int64_t i = normalize_index(key, len, "range object");
  if (i < 0 || i >= len) raise(exc_IndexError, "range object index out of range");
  return py_int(r->start + i * r->step);
}

Value make_iterator(const Value& v, TypeObject* t) {
  if (is_dict_view(t)) {
    // Iterates the live dict; a size change during iteration is an error.
    Ref<DictViewObject> view(v.as<DictViewObject>());
    auto i = std::make_shared<size_t>(0);
    auto size = std::make_shared<size_t>(view->dict->size());
    IterKind kind = view->which == DictViewObject::Which::Keys     ? IterKind::DictKeys
                    : view->which == DictViewObject::Which::Values ? IterKind::DictValues
                                                                   : IterKind::DictItems;
    auto left = std::make_shared<size_t>(*size);
    return make_iterator_of(kind, [view, i, size, left]() -> Value {
      DictObject* d = view->dict.get();
      if (d->size() != *size) raise(exc_RuntimeError, "dictionary changed size during iteration");
      while (*i < d->entries.size() && !d->entries[*i].key) ++*i;
      if (*i >= d->entries.size()) return nullptr;
      if (*left == 0) raise(exc_RuntimeError, "dictionary keys changed during iteration");
      --*left;
      const auto& e = d->entries[(*i)++];
      if (view->which == DictViewObject::Which::Keys) return e.key;
      if (view->which == DictViewObject::Which::Values) return e.value;
      return py_tuple({e.key, e.value});
    });
  }
  if (t == type_list) {
    // The position is the closure's own (no shared counter: one allocation
    // less per loop); a list iterator's closure is never copied (take_rest
    // replaces it, and list_iterator cannot be subclassed).
    Ref<ListObject> l(v.as<ListObject>());
    // Once exhausted it lets go of the list and stays so, though the list grows.
    return make_iterator_of(IterKind::List, [l, i = size_t{0}]() mutable -> Value {
      if (!l) return nullptr;
      if (i >= l->items.size()) {
        l = nullptr;
        return nullptr;
      }
      return l->items[i++];
    });
  }
  if (t == type_tuple) {
    Ref<TupleObject> l(v.as<TupleObject>());
    return make_iterator_of(IterKind::Tuple, [l, i = size_t{0}]() mutable -> Value {
      if (i >= l->items.size()) return nullptr;
      return l->items[i++];
    });
  }
  if (t == type_range) {
    Ref<RangeObject> r(v.as<RangeObject>());
    return make_iterator_of(IterKind::Range, [r, cur = r->start]() mutable -> Value {
      if (r->step > 0 ? cur >= r->stop : cur <= r->stop) return nullptr;
      int64_t x = cur;
      cur += r->step;
      return py_int(x);
    });
  }
  if (t == type_str) {
    Ref<StrObject> s(v.as<StrObject>());
    auto i = std::make_shared<size_t>(0);
    return make_iterator_of(s->ascii ? IterKind::StrAscii : IterKind::Str, [s, i]() -> Value {
      if (*i >= s->value.size()) return nullptr;
      size_t start = *i;
      decode_utf8(s->value, i.get());
      return py_str(s->value.substr(start, *i - start));
    });
  }
  if (t == type_dict) {
    Ref<DictObject> d(v.as<DictObject>());
    auto i = std::make_shared<size_t>(0);
    auto size = std::make_shared<size_t>(d->size());
    // CPython counts the keys still to come: one more (a key deleted, then
    // another added: the same size) means the keys changed.
    auto left = std::make_shared<size_t>(*size);
    return make_iterator_of(IterKind::DictKeys, [d, i, size, left]() -> Value {
      if (d->size() != *size) raise(exc_RuntimeError, "dictionary changed size during iteration");
      while (*i < d->entries.size() && !d->entries[*i].key) ++*i;
      if (*i >= d->entries.size()) return nullptr;
      if (*left == 0) raise(exc_RuntimeError, "dictionary keys changed during iteration");
      --*left;
      return d->entries[(*i)++].key;
    });
  }
  if (t == type_set || t == type_frozenset) {
    Ref<SetObject> s(v.as<SetObject>());
    auto i = std::make_shared<size_t>(0);
    auto size = std::make_shared<size_t>(s->table.size());
    return make_iterator_of(IterKind::Set, [s, i, size]() -> Value {
      const SetTable& st = s->table;
      if (st.size() != *size) raise(exc_RuntimeError, "Set changed size during iteration");
      while (*i < st.entries.size() && !st.entries[*i].key) ++*i;
      if (*i >= st.entries.size()) return nullptr;
      return st.entries[(*i)++].key;
    });
  }
  if (is_bytes_type(t)) {
    Ref<BytesObject> b(v.as<BytesObject>());
    auto i = std::make_shared<size_t>(0);
    return make_iterator_of(t == type_bytes ? IterKind::Bytes : IterKind::Bytearray,
                            [b, i]() -> Value {
                              if (*i >= b->value.size()) return nullptr;
                              return py_int(static_cast<unsigned char>(b->value[(*i)++]));
                            });
  }
  return nullptr;
}

} // namespace

SliceBounds adjust(const SliceObject* s, int64_t len) {
  int64_t step = slice_part(s->step, 1);
  if (step == 0) raise(exc_ValueError, "slice step cannot be zero");
  int64_t start = slice_part(s->start, step < 0 ? INT64_MAX / 2 : 0);
  int64_t stop = slice_part(s->stop, step < 0 ? INT64_MIN / 2 : INT64_MAX / 2);
  auto clamp = [&](int64_t i) {
    if (i < 0) {
      i += len;
      if (i < 0) i = step < 0 ? -1 : 0;
    } else if (i >= len) {
      i = step < 0 ? len - 1 : len;
    }
    return i;
  };
  start = clamp(start);
  stop = clamp(stop);
  int64_t count = 0;
  if (step < 0) {
    if (stop < start) count = (start - stop - 1) / (-step) + 1;
  } else if (start < stop) {
    count = (stop - start - 1) / step + 1;
  }
  return {start, stop, step, count};
}

int64_t normalize_index(const Value& key, int64_t len, const char* what) {
  int64_t i = index_value(key, what);
  if (i < 0) i += len;
  return i;
}

const std::string& type_name(const Value& v) {
  return v.type()->name;
}

bool isinstance(const Value& v, const TypeObject* t) {
  return v.type()->is_subtype_of(t);
}

bool as_int64(const Value& v, int64_t* out) {
  if (v.is_int()) {
    *out = v.as_int();
    return true;
  }
  if (is_type(v, type_bool)) {
    *out = v.as<BoolObject>()->value;
    return true;
  }
  // An int subclass's instance is an int to indexing and the builtins.
  if (v.is_obj() && !v.obj()->type->builtin && isinstance(v, type_int) && is_number_subclass(v) &&
      v.as<BigIntObject>()->value.fits_slong_p()) {
    *out = v.as<BigIntObject>()->value.get_si();
    return true;
  }
  return false;
}

mpz_class as_mpz(const Value& v) {
  int64_t s;
  if (as_int64(v, &s)) return mpz_class(static_cast<long>(s));
  if (is_type(v, type_int)) return v.as<BigIntObject>()->value;
  if (isinstance(v, type_int) && is_number_subclass(v)) return v.as<BigIntObject>()->value;
  if (is_user_instance(v)) {
    Value r = call_method_opt(v, "__index__", {});
    if (r && is_int_like(r)) return as_mpz(r);
    if (r) raise(exc_TypeError, "__index__ returned non-int (type " + type_name(r) + ")");
  }
  raise(exc_TypeError, "'" + type_name(v) + "' object cannot be interpreted as an integer");
}

bool as_double(const Value& v, double* out) {
  if (v.is_float()) {
    *out = v.as_float();
    return true;
  }
  if (is_int_like(v)) {
    *out = int_to_double(v);
    return true;
  }
  if (is_number_subclass(v) && !isinstance(v, type_complex)) return as_double(plain_number(v), out);
  return false;
}

int64_t index_value(const Value& v, const char* what) {
  int64_t i;
  if (as_int64(v, &i)) return i;
  if (is_type(v, type_int)) raise(exc_IndexError, "cannot fit 'int' into an index-sized integer");
  if (is_user_instance(v) && v.type()->lookup(Dunder::Index)) return as_mpz(v).get_si();
  if (std::string_view(what) == "string") // CPython 3.11's str says it its own way
    raise(exc_TypeError, "string indices must be integers, not '" + type_name(v) + "'");
  raise(exc_TypeError,
        std::string(what) + " indices must be integers or slices, not " + type_name(v));
}

// -------------------------------------------------------------- repr / str

std::string repr(const Value& v) {
  switch (v.tag()) {
  case Value::Tag::Int: return std::to_string(v.as_int());
  case Value::Tag::Float: return float_repr(v.as_float());
  case Value::Tag::Null: return "<NULL>";
  case Value::Tag::Obj: break;
  }
  RecursionGuard guard(" while getting the repr of an object");
  Object* o = v.obj();
  TypeObject* t = behaviour_type(o->type, "__repr__");
  // A builtin type's __repr__ in its dict is for code that names it, except
  // the types whose repr follows here (int.__repr__ is these lines).
  bool native = t == type_int || t == type_bool || t == type_float || t == type_str;
  if (!t->builtin || t == type_type || (!native && t->dict->get_str("__repr__"))) {
    if (t != type_type) {
      if (Value r = call_method_opt(v, "__repr__", {})) {
        if (!is_type(r, type_str) && !isinstance(r, type_str))
          raise(exc_TypeError, "__repr__ returned non-string (type " + type_name(r) + ")");
        return r.as<StrObject>()->value;
      }
    }
  }
  if (t == type_none) return "None";
  if (t == type_bool) return static_cast<BoolObject*>(o)->value ? "True" : "False";
  if (t == type_int) return int_repr(plain_number(v));
  if (t == type_float) return float_repr(plain_number(v).as_float());
  if (t == type_str) return str_repr(static_cast<StrObject*>(o)->value);
  if (t == type_bytes) return bytes_repr(static_cast<BytesObject*>(o)->value);
  if (t == type_bytearray) {
    // bytearray_repr escapes a single quote even between double quotes.
    std::string r = bytes_repr(static_cast<BytesObject*>(o)->value);
    if (r.size() > 1 && r[1] == '"') {
      std::string body;
      for (size_t i = 2; i + 1 < r.size(); ++i)
        body += r[i] == '\'' ? std::string("\\'") : std::string(1, r[i]);
      r = "b\"" + body + "\"";
    }
    return o->type->name + "(" + r + ")";
  }
  if (t == type_complex) {
    auto* c = static_cast<ComplexObject*>(o);
    if (c->real == 0.0 && !std::signbit(c->real)) return complex_part(c->imag) + "j";
    std::string im = complex_part(c->imag);
    if (im[0] != '-') im = "+" + im;
    return "(" + complex_part(c->real) + im + "j)";
  }
  if (t == type_list) {
    ReprGuard g(o);
    if (!g.fresh) return "[...]";
    return sequence_repr(static_cast<ListObject*>(o)->items, "[", "]");
  }
  if (is_dict_view(t)) {
    ReprGuard g(o); // a view among its own dict's values
    if (!g.fresh) return "...";
    return t->name + "(" + sequence_repr(static_cast<DictViewObject*>(o)->items(), "[", "]") + ")";
  }
  if (t == type_tuple) {
    auto& items = static_cast<TupleObject*>(o)->items;
    if (items.empty()) return "()";
    ReprGuard g(o); // a tuple reached again through a list it holds
    if (!g.fresh) return "(...)";
    if (items.size() == 1) return "(" + repr(items[0]) + ",)";
    return sequence_repr(items, "(", ")");
  }
  if (t == type_dict) {
    ReprGuard g(o);
    if (!g.fresh) return "{...}";
    std::string out = "{";
    bool first = true;
    for (const auto& e : static_cast<DictObject*>(o)->entries) {
      if (!e.key) continue;
      if (!first) out += ", ";
      first = false;
      append_repr(out, e.key);
      out += ": ";
      append_repr(out, e.value);
    }
    return out + "}";
  }
  if (t == type_set || t == type_frozenset) {
    // A subclass shows its own name: `Tags({1, 2})`.
    const std::string& name = o->type->name;
    bool braces_only = o->type == type_set;
    auto* s = static_cast<SetObject*>(o);
    if (s->table.size() == 0) return name + "()";
    ReprGuard g(o);
    if (!g.fresh) return name + "(...)";
    std::string out = braces_only ? "{" : name + "({";
    bool first = true;
    for (const Value& k : set_members(s->table)) {
      if (!first) out += ", ";
      first = false;
      append_repr(out, k);
    }
    return out + (braces_only ? "}" : "})");
  }
  if (t == type_range) {
    auto* r = static_cast<RangeObject*>(o);
    std::string out = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
    if (r->step != 1) out += ", " + std::to_string(r->step);
    return out + ")";
  }
  if (t == type_slice) {
    auto* s = static_cast<SliceObject*>(o);
    return "slice(" + repr(s->start) + ", " + repr(s->stop) + ", " + repr(s->step) + ")";
  }
  if (t == type_type) {
    auto* c = static_cast<TypeObject*>(o);
    if (Value m = meta_method(v, "__repr__")) {
      Value r = call(m, Values{v});
      if (is_type(r, type_str)) return r.as<StrObject>()->value;
    }
    return class_repr(c);
  }
  if (t == type_function)
    return "<function " + static_cast<FunctionObject*>(o)->qualname + " at " + address(o) + ">";
  if (t == type_builtin_function) {
    auto* b = static_cast<BuiltinFunctionObject*>(o);
    if (b->self && !is_type(b->self, type_module)) // a module's own: a function
      return "<built-in method " + b->name + " of " + type_name(b->self) + " object at " +
             address(b->self.obj()) + ">";
    return "<built-in function " + b->name + ">";
  }
  if (t == type_method) {
    auto* m = static_cast<MethodObject*>(o);
    std::string fname =
        is_type(m->func, type_function) ? m->func.as<FunctionObject>()->qualname : "?";
    return "<bound method " + fname + " of " + repr(m->self) + ">";
  }
  if (t == type_module) return "<module '" + static_cast<ModuleObject*>(o)->name + "' (built-in)>";
  if (t == type_staticmethod || t == type_classmethod) // <classmethod(<function C.f at 0x..>)>
    return "<" + t->name + "(" + repr(static_cast<WrapperObject*>(o)->func) + ")>";
  if (t == type_generator || t == coroutine_type())
    return std::string(t == type_generator ? "<generator" : "<coroutine") + " object " +
           static_cast<GeneratorObject*>(o)->qualname + " at " + address(o) + ">";
  if (t == type_notimplemented) return "NotImplemented";
  if (t == type_ellipsis) return "Ellipsis";
  if (t->is_subtype_of(exc_BaseException)) {
    auto* e = static_cast<ExceptionObject*>(o);
    if (e->args.size() == 1) return t->name + "(" + repr(e->args[0]) + ")";
    return t->name + sequence_repr(e->args, "(", ")");
  }
  std::string prefix = t->builtin ? "" : module_prefix(t);
  return "<" + prefix + t->qualified_name() + " object at " + address(o) + ">";
}

std::string str(const Value& v) {
  if (is_type(v, type_str)) return v.as<StrObject>()->value;
  if (v.is_obj()) {
    TypeObject* t = behaviour_type(v.obj()->type, "__str__");
    if (!t->builtin) {
      Value m = t->lookup(Dunder::Str);
      if (m) {
        Value r = call(m, Values{v});
        if (!isinstance(r, type_str))
          raise(exc_TypeError, "__str__ returned non-string (type " + type_name(r) + ")");
        return r.as<StrObject>()->value;
      }
    }
    if (t->is_subtype_of(exc_BaseException) &&
        !(t->lookup(Dunder::Repr) && !t->builtin && !t->lookup(Dunder::Str)))
      return exception_str(v.as<ExceptionObject>());
    if (isinstance(v, type_str)) return v.as<StrObject>()->value;
  }
  return repr(v);
}

bool truthy(const Value& v) {
  if (v.sym()) return sym_truthy(v);
  switch (v.tag()) {
  case Value::Tag::Int: return v.as_int() != 0;
  case Value::Tag::Float: return v.as_float() != 0.0;
  case Value::Tag::Null: return false;
  case Value::Tag::Obj: break;
  }
  Object* o = v.obj();
  TypeObject* t = o->type;
  if (TypeObject* base = native_base(t);
      base && !user_defines(t, "__bool__") && !user_defines(t, "__len__"))
    t = base;
  if (t == type_bool) return static_cast<BoolObject*>(o)->value;
  if (t == type_none) return false;
  if (t == type_str) return !static_cast<StrObject*>(o)->value.empty();
  if (t == type_list) return !static_cast<ListObject*>(o)->items.empty();
  if (is_dict_view(t)) return static_cast<DictViewObject*>(o)->dict->size() != 0;
  if (t == type_tuple) return !static_cast<TupleObject*>(o)->items.empty();
  if (t == type_dict) return static_cast<DictObject*>(o)->size() != 0;
  if (t == type_set || t == type_frozenset) return static_cast<SetObject*>(o)->table.size() != 0;
  if (t == type_int)
    return o->type == type_int || truthy(plain_number(v)); // big ints are never zero
  if (t == type_float) return truthy(plain_number(v));
  if (t == type_range) return static_cast<RangeObject*>(o)->length() != 0;
  if (is_bytes_type(t)) return !static_cast<BytesObject*>(o)->value.empty();
  if (t == type_complex)
    return static_cast<ComplexObject*>(o)->real != 0 || static_cast<ComplexObject*>(o)->imag != 0;
  if (!t->builtin) {
    if (Value b = t->lookup(Dunder::Bool)) {
      Value r = call(b, Values{v});
      if (!is_type(r, type_bool))
        raise(exc_TypeError, "__bool__ should return bool, returned " + type_name(r));
      return r.as<BoolObject>()->value;
    }
    if (Value l = t->lookup(Dunder::Len)) {
      Value r = call(l, Values{v});
      int64_t n;
      if (!as_int64(r, &n))
        raise(exc_TypeError, "'" + type_name(r) + "' object cannot be interpreted as an integer");
      if (n < 0) raise(exc_ValueError, "__len__() should return >= 0");
      return n != 0;
    }
  }
  return true;
}

// ------------------------------------------------------------- hash / eq

namespace {

/// SipHash-1-3 with CPython's finalization, as Python/pyhash.c computes it.
uint64_t siphash13(uint64_t k0, uint64_t k1, const unsigned char* in, size_t size) {
  uint64_t b = static_cast<uint64_t>(size) << 56;
  uint64_t v0 = k0 ^ 0x736f6d6570736575ULL, v1 = k1 ^ 0x646f72616e646f6dULL;
  uint64_t v2 = k0 ^ 0x6c7967656e657261ULL, v3 = k1 ^ 0x7465646279746573ULL;
  auto rotl = [](uint64_t x, int s) { return (x << s) | (x >> (64 - s)); };
  auto round = [&] {
    v0 += v1;
    v2 += v3;
    v1 = rotl(v1, 13) ^ v0;
    v3 = rotl(v3, 16) ^ v2;
    v0 = rotl(v0, 32);
    v2 += v1;
    v0 += v3;
    v1 = rotl(v1, 17) ^ v2;
    v3 = rotl(v3, 21) ^ v0;
    v2 = rotl(v2, 32);
  };
  while (size >= 8) {
    uint64_t m;
    std::memcpy(&m, in, 8);
    in += 8;
    size -= 8;
    v3 ^= m;
    round();
    v0 ^= m;
  }
  uint64_t t = 0;
  for (size_t k = 0; k < size; ++k) t |= static_cast<uint64_t>(in[k]) << (8 * k);
  b |= t;
  v3 ^= b;
  round();
  v0 ^= b;
  v2 ^= 0xff;
  round();
  round();
  round();
  return (v0 ^ v1) ^ (v2 ^ v3);
}

int64_t hash_bytes(const unsigned char* p, size_t n) {
  if (n == 0) return 0;
  // The reference runs with PYTHONHASHSEED=0: CPython then uses a zero key.
  int64_t h = static_cast<int64_t>(siphash13(0, 0, p, n));
  return h == -1 ? -2 : h;
}

} // namespace

int64_t hash_string_uncached(std::string_view s);

namespace {

/// Recently hashed short names (attribute and variable names are looked up
/// by their text again and again); an entry is used only when the text equals.
struct NameHashCache {
  struct Entry {
    uint8_t size = 0xFF; ///< 0xFF: empty
    char text[31];
    int64_t hash;
  };
  Entry entries[256];

  Entry& slot(std::string_view s) {
    uint64_t k = s.size();
    for (size_t i = 0; i < s.size(); i += 4) k = k * 31 + static_cast<unsigned char>(s[i]);
    return entries[(k ^ (k >> 8)) & 255];
  }
};

thread_local NameHashCache name_hashes;

} // namespace

int64_t hash_string(std::string_view s) {
  NameHashCache::Entry* cached = nullptr;
  if (s.size() <= sizeof(NameHashCache::Entry::text)) {
    cached = &name_hashes.slot(s);
    if (cached->size == s.size() && std::memcmp(cached->text, s.data(), s.size()) == 0)
      return cached->hash;
  }
  int64_t h = hash_string_uncached(s);
  if (cached) {
    cached->size = static_cast<uint8_t>(s.size());
    std::memcpy(cached->text, s.data(), s.size());
    cached->hash = h;
  }
  return h;
}

int64_t hash_string_uncached(std::string_view s) {
  // CPython hashes the str's storage: 1, 2 or 4 bytes per code point,
  // whichever its widest character needs.
  uint32_t widest = 0;
  bool ascii = true;
  for (unsigned char c : s) ascii &= c < 0x80;
  if (ascii) return hash_bytes(reinterpret_cast<const unsigned char*>(s.data()), s.size());
  std::vector<uint32_t> cps = code_points(s);
  for (uint32_t c : cps) widest = std::max(widest, c);
  size_t width = widest < 0x100 ? 1 : widest < 0x10000 ? 2 : 4;
  std::vector<unsigned char> buf(cps.size() * width);
  for (size_t i = 0; i < cps.size(); ++i)
    for (size_t k = 0; k < width; ++k)
      buf[i * width + k] = static_cast<unsigned char>(cps[i] >> (8 * k));
  return hash_bytes(buf.data(), buf.size());
}

int64_t hash(const Value& v) {
  if (v.is_int() || v.is_float()) return number_hash(v);
  Object* o = v.obj();
  TypeObject* t = o->type;
  // A class that defines __eq__ without __hash__ is unhashable, as in CPython.
  if (TypeObject* base = native_base(t);
      base && !user_defines(t, "__hash__") && !user_defines(t, "__eq__"))
    t = base;
  if (t == type_str) {
    auto* s = static_cast<StrObject*>(o);
    if (s->hash_cache == -1) s->hash_cache = hash_string(s->value);
    return s->hash_cache;
  }
  if (t == type_bool) return static_cast<BoolObject*>(o)->value;
  if (t == type_int || t == type_float) return number_hash(plain_number(v));
  if (t == type_complex) return complex_hash(static_cast<ComplexObject*>(o));
  if (t == type_none) return 0x5f3759df;
  if (t == type_method) {
    auto* m = static_cast<MethodObject*>(o);
    auto self = m->self.is_obj() ? reinterpret_cast<intptr_t>(m->self.obj()) : m->self.as_int();
    return static_cast<int64_t>(self >> 4) ^ hash(m->func);
  }
  if (t == type_tuple) {
    // CPython's tuplehash (xxHash-based).
    const uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL,
                   p5 = 2870177450012600261ULL;
    uint64_t acc = p5;
    auto& items = static_cast<TupleObject*>(o)->items;
    for (const Value& x : items) {
      uint64_t lane = static_cast<uint64_t>(hash(x));
      acc += lane * p2;
      acc = (acc << 31) | (acc >> 33);
      acc *= p1;
    }
    acc += items.size() ^ (p5 ^ 3527539UL);
    int64_t r = static_cast<int64_t>(acc);
    return r == -1 ? 1546275796 : r;
  }
  if (t == type_frozenset) {
    // CPython's frozenset_hash: the members' shuffled hashes xor-ed (order
    // free), then the size and a dispersal for nested frozensets.
    auto shuffle = [](uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
    const SetTable& table = static_cast<SetObject*>(o)->table;
    uint64_t h = 0;
    for (const auto& e : table.entries)
      if (e.key) h ^= shuffle(static_cast<uint64_t>(hash(e.key)));
    h ^= (static_cast<uint64_t>(table.size()) + 1) * 1927868237ULL;
    h ^= (h >> 11) ^ (h >> 25);
    h = h * 69069U + 907133923ULL;
    return h == ~uint64_t{0} ? 590923713 : static_cast<int64_t>(h);
  }
  if (union_args(v)) return union_hash(v);
  if (t == type_bytes) {
    const std::string& b = static_cast<BytesObject*>(o)->value;
    return hash_bytes(reinterpret_cast<const unsigned char*>(b.data()), b.size());
  }
  // dict_values is hashable by identity; keys and items views are set-like, so not.
  if (t == type_list || t == type_dict || t == type_set || t == type_bytearray || t == type_slice ||
      (is_dict_view(t) && t->name != "dict_values"))
    raise(exc_TypeError, "unhashable type: '" + o->type->name + "'");
  if (!t->builtin) {
    Value h = t->lookup(Dunder::Hash);
    if (h && is_none(h)) raise(exc_TypeError, "unhashable type: '" + t->name + "'");
    if (h) {
      Value r = call(h, Values{v});
      // An int subclass's instance hashes as its int value (CPython's slot_tp_hash).
      if (!is_int_like(r) && isinstance(r, type_int) && is_number_subclass(r)) r = plain_number(r);
      if (!is_int_like(r)) raise(exc_TypeError, "__hash__ method should return an integer");
      int64_t n;
      if (!as_int64(r, &n)) return hash(r); // a big int: reduced as int's hash
      return n == -1 ? -2 : n;
    }
    if (t->lookup(Dunder::Eq) && !t->lookup(Dunder::Hash))
      raise(exc_TypeError, "unhashable type: '" + t->name + "'");
  }
  return static_cast<int64_t>(reinterpret_cast<uintptr_t>(o) >> 4);
}

bool eq(const Value& a, const Value& b) {
  if (shadowed_builtins(a, b)) return truthy(sym_compare(a, b, CmpOpKind::Eq));
  if (is_number(a) && is_number(b)) return number_compare(a, b) == 0;
  if (is_type(a, type_str) && is_type(b, type_str))
    return a.as<StrObject>()->value == b.as<StrObject>()->value;
  if (a.same(b) && !a.is_float()) return true;
  return truthy(compare(a, b, CmpOpKind::Eq));
}

namespace {

/// Lexicographic comparison of two sequences, as CPython's list_richcompare.
/// The items are held and the sizes re-read per step: a user __eq__ may
/// shrink either list.
Value sequence_compare(const Value& a, const Value& b, const Values& x, const Values& y,
                       CmpOpKind op) {
  if ((op == CmpOpKind::Eq || op == CmpOpKind::NotEq) && symbolic_tracker())
    if (Value r = sym_sequence_eq(a, b, x, y))
      return op == CmpOpKind::Eq ? r : sym_unary_op(ast::UnaryOpKind::Not, r);
  size_t i = 0;
  for (; i < x.size() && i < y.size(); ++i) {
    Value xi = x[i], yi = y[i];
    if (!xi.same(yi) && !eq(xi, yi)) break; // identity first, as PyObject_RichCompareBool
  }
  if (i >= x.size() || i >= y.size()) {
    int64_t a = x.size(), b = y.size();
    switch (op) {
    case CmpOpKind::Lt: return py_bool(a < b);
    case CmpOpKind::LtE: return py_bool(a <= b);
    case CmpOpKind::Gt: return py_bool(a > b);
    case CmpOpKind::GtE: return py_bool(a >= b);
    case CmpOpKind::Eq: return py_bool(a == b);
    case CmpOpKind::NotEq: return py_bool(a != b);
    default: break;
    }
  }
  if (op == CmpOpKind::Eq) return py_bool(false);
  if (op == CmpOpKind::NotEq) return py_bool(true);
  Value xi = x[i], yi = y[i];
  return compare(xi, yi, op);
}

CmpOpKind reflected(CmpOpKind op) {
  switch (op) {
  case CmpOpKind::Lt: return CmpOpKind::Gt;
  case CmpOpKind::LtE: return CmpOpKind::GtE;
  case CmpOpKind::Gt: return CmpOpKind::Lt;
  case CmpOpKind::GtE: return CmpOpKind::LtE;
  default: return op;
  }
}

const char* cmp_dunder(CmpOpKind op) {
  switch (op) {
  case CmpOpKind::Eq: return "__eq__";
  case CmpOpKind::NotEq: return "__ne__";
  case CmpOpKind::Lt: return "__lt__";
  case CmpOpKind::LtE: return "__le__";
  case CmpOpKind::Gt: return "__gt__";
  case CmpOpKind::GtE: return "__ge__";
  default: return "";
  }
}

Value ordered(int c, CmpOpKind op) {
  if (c == 2) return py_bool(op == CmpOpKind::NotEq);
  switch (op) {
  case CmpOpKind::Eq: return py_bool(c == 0);
  case CmpOpKind::NotEq: return py_bool(c != 0);
  case CmpOpKind::Lt: return py_bool(c < 0);
  case CmpOpKind::LtE: return py_bool(c <= 0);
  case CmpOpKind::Gt: return py_bool(c > 0);
  case CmpOpKind::GtE: return py_bool(c >= 0);
  default: return nullptr;
  }
}

Value set_compare(const SetObject* a, const SetObject* b, CmpOpKind op) {
  auto subset = [](const SetObject* x, const SetObject* y) {
    if (x->table.size() > y->table.size()) return false;
    for (const Value& k : set_members(x->table))
      if (!y->table.get(k)) return false;
    return true;
  };
  size_t na = a->table.size(), nb = b->table.size();
  switch (op) {
  case CmpOpKind::Eq: return py_bool(na == nb && subset(a, b));
  case CmpOpKind::NotEq: return py_bool(!(na == nb && subset(a, b)));
  case CmpOpKind::LtE: return py_bool(subset(a, b));
  case CmpOpKind::Lt: return py_bool(na < nb && subset(a, b));
  case CmpOpKind::GtE: return py_bool(subset(b, a));
  case CmpOpKind::Gt: return py_bool(na > nb && subset(b, a));
  default: return nullptr;
  }
}

} // namespace

/// The comparison of two builtin containers (str, bytes, list, tuple, set,
/// dict, range) whose behaviour types are ta and tb; null when another
/// comparison applies.
static Value builtin_compare(const Value& a, const Value& b, CmpOpKind op, TypeObject* ta,
                             TypeObject* tb) {
  if (ta == type_str && tb == type_str) {
    int c = a.as<StrObject>()->value.compare(b.as<StrObject>()->value);
    return ordered((c > 0) - (c < 0), op);
  }
  if (is_bytes_type(ta) && is_bytes_type(tb)) {
    int c = a.as<BytesObject>()->value.compare(b.as<BytesObject>()->value);
    return ordered((c > 0) - (c < 0), op);
  }
  // bytearray orders against any buffer (bytearray_richcompare); a
  // memoryview's own comparison has no ordering, so it gets the reflection.
  if (((ta == type_bytearray && tb == type_memoryview) ||
       (ta == type_memoryview && tb == type_bytearray)) &&
      op != CmpOpKind::Eq && op != CmpOpKind::NotEq) {
    std::string x, y;
    if (buffer_bytes(a, &x) && buffer_bytes(b, &y)) {
      int c = x.compare(y);
      return ordered((c > 0) - (c < 0), op);
    }
  }
  if (ta == type_list && tb == type_list)
    return sequence_compare(a, b, a.as<ListObject>()->items, b.as<ListObject>()->items, op);
  if (ta == type_tuple && tb == type_tuple)
    return sequence_compare(a, b, a.as<TupleObject>()->items, b.as<TupleObject>()->items, op);
  if ((ta == type_set || ta == type_frozenset) && (tb == type_set || tb == type_frozenset))
    return set_compare(a.as<SetObject>(), b.as<SetObject>(), op);
  auto set_or_view = [](TypeObject* t, const Value& v) {
    return t == type_set || t == type_frozenset || set_like_view(v);
  };
  if ((set_like_view(a) || set_like_view(b)) && set_or_view(ta, a) && set_or_view(tb, b))
    return set_compare(as_set(a).as<SetObject>(), as_set(b).as<SetObject>(), op);
  if (ta == type_dict && tb == type_dict && (op == CmpOpKind::Eq || op == CmpOpKind::NotEq)) {
    auto *x = a.as<DictObject>(), *y = b.as<DictObject>();
    bool same = x->size() == y->size();
    for (size_t i = 0; same && i < x->entries.size(); ++i) {
      Value key = x->entries[i].key, value = x->entries[i].value; // held: __eq__ may mutate
      if (!key) continue;
      Value other = y->get(key);
      same = other && eq(value, other);
    }
    return py_bool(op == CmpOpKind::Eq ? same : !same);
  }
  if (ta == type_range && tb == type_range && (op == CmpOpKind::Eq || op == CmpOpKind::NotEq)) {
    auto *x = a.as<RangeObject>(), *y = b.as<RangeObject>();
    int64_t n = x->length();
    bool same =
        n == y->length() && (n == 0 || (x->start == y->start && (n == 1 || x->step == y->step)));
    return py_bool(op == CmpOpKind::Eq ? same : !same);
  }
  if (ta == type_slice && tb == type_slice) {
    // CPython's slice_richcompare: the (start, stop, step) tuples compared.
    auto triple = [](const Value& v) {
      auto* s = v.as<SliceObject>();
      return Values{s->start ? s->start : Value(none()), s->stop ? s->stop : Value(none()),
                    s->step ? s->step : Value(none())};
    };
    Values x = triple(a), y = triple(b);
    return sequence_compare(a, b, x, y, op);
  }
  return nullptr;
}

Value compare(const Value& a, const Value& b, CmpOpKind op) {
  if (shadowed_builtins(a, b)) return sym_compare(a, b, op);
  switch (op) {
  case CmpOpKind::Is: return py_bool(a.same(b));
  case CmpOpKind::IsNot: return py_bool(!a.same(b));
  case CmpOpKind::In: return py_bool(contains(b, a));
  case CmpOpKind::NotIn: return py_bool(!contains(b, a));
  default: break;
  }
  // CPython's specialised comparisons (int with int, float with float, str
  // equality) skip the recursion check the generic one makes.
  bool specialised = (a.is_int() && b.is_int()) || (a.is_float() && b.is_float()) ||
                     (is_type(a, type_str) && is_type(b, type_str) &&
                      (op == CmpOpKind::Eq || op == CmpOpKind::NotEq));
  std::optional<RecursionGuard> guard;
  if (!specialised) guard.emplace(" in comparison");
  if ((is_number_subclass(a) || is_number_subclass(b)) && !user_defines(a.type(), cmp_dunder(op)) &&
      !user_defines(b.type(), cmp_dunder(reflected(op))))
    return compare(plain_number(a), plain_number(b), op);
  if (is_number(a) && is_number(b)) return ordered(number_compare(a, b), op);
  if ((op == CmpOpKind::Eq || op == CmpOpKind::NotEq) &&
      (is_type(a, type_complex) || is_type(b, type_complex)) &&
      (is_number(a) || is_type(a, type_complex)) && (is_number(b) || is_type(b, type_complex)))
    return py_bool(complex_equal(a, b) == (op == CmpOpKind::Eq));
  const char* name = cmp_dunder(op);
  TypeObject *ta = behaviour_type(a.type(), name),
             *tb = behaviour_type(b.type(), cmp_dunder(reflected(op)));
  if (Value r = builtin_compare(a, b, op, ta, tb)) return r;
  if (union_args(a) && union_args(b) && (op == CmpOpKind::Eq || op == CmpOpKind::NotEq))
    return py_bool(unions_equal(a, b) == (op == CmpOpKind::Eq));
  // The data model: the reflected method first when b's type is a subclass of a's.
  ta = a.type(), tb = b.type();
  bool b_first = tb != ta && tb->is_subtype_of(ta) && !tb->builtin;
  for (int pass = 0; pass < 2; ++pass) {
    bool use_b = (pass == 0) == b_first;
    const Value& self = use_b ? b : a;
    const Value& other = use_b ? a : b;
    const char* method = use_b ? cmp_dunder(reflected(op)) : name;
    if (!self.type()->builtin) {
      Value r = call_method_opt(self, method, {other});
      if (r && r.obj() != not_implemented()) return r;
    }
  }
  // A container subclass's own method gave NotImplemented: the other side's
  // method, when it is its builtin base's (dict.__eq__ reflected), still
  // compares the two as CPython's slots do (a Counter equals a dict).
  if ((!user_defines(a.type(), name) || !user_defines(b.type(), cmp_dunder(reflected(op)))) &&
      (layout_type(ta) != ta || layout_type(tb) != tb))
    if (Value r = builtin_compare(a, b, op, layout_type(ta), layout_type(tb))) return r;
  // A number subclass's own method gave NotImplemented: the other side's
  // method, when it is the builtin number's (int.__gt__ reflected), still
  // compares the two numbers, as CPython's slots do.
  if (is_number_subclass(a) || is_number_subclass(b)) {
    // int's slot compares ints only; float's, ints and floats.
    auto slot_takes = [](const Value& self, const Value& other) {
      Value s = plain_number(self), o = plain_number(other);
      return s.is_float() ? is_number(o) : is_int_like(s) && is_int_like(o);
    };
    if ((!user_defines(a.type(), name) && slot_takes(a, b)) ||
        (!user_defines(b.type(), cmp_dunder(reflected(op))) && slot_takes(b, a)))
      return compare(plain_number(a), plain_number(b), op);
  }
  if ((op == CmpOpKind::Eq || op == CmpOpKind::NotEq) && ta == type_method && tb == type_method) {
    // Bound methods are equal when they bind the same function to the same object.
    auto *x = a.as<MethodObject>(), *y = b.as<MethodObject>();
    return py_bool((x->self.same(y->self) && eq(x->func, y->func)) == (op == CmpOpKind::Eq));
  }
  if (ta == type_cell && tb == type_cell) {
    // Cells compare their contents; an empty one is less than any full one.
    Value x = a.as<CellObject>()->value, y = b.as<CellObject>()->value;
    if (x && y) return compare(x, y, op);
    return ordered(static_cast<int>(bool(x)) - static_cast<int>(bool(y)), op);
  }
  if (op == CmpOpKind::Eq) return py_bool(a.same(b));
  if (op == CmpOpKind::NotEq) return py_bool(!a.same(b));
  raise(exc_TypeError, std::string("'") + ast::symbol(op) +
                           "' not supported between instances of '" + type_name(a) + "' and '" +
                           type_name(b) + "'");
}

bool compare_bool(const Value& a, const Value& b, CmpOpKind op) {
  if (shadowed_builtins(a, b)) return truthy(sym_compare(a, b, op));
  if (a.is_int() && b.is_int())
    if (int r = ordering_of(a.as_int(), b.as_int(), op); r >= 0) return r;
  return truthy(compare(a, b, op));
}

// ------------------------------------------------------------ arithmetic

namespace {

/// CPython's dictviews_* numbers: set(a) updated in place by b.
Value view_set_op(const Value& a, const Value& b, BinOpKind op) {
  Value s = as_set(a);
  if (op == BinOpKind::BitXor)
    set_symmetric_difference_update(s, b);
  else if (op == BinOpKind::Sub)
    set_difference_update(s, b);
  else if (op == BinOpKind::BitOr)
    set_update(s.as<SetObject>()->table, b);
  else
    return binary_op(s, as_set(b), op);
  return s;
}

} // namespace

Value binary_op(const Value& a, const Value& b, BinOpKind op, bool inplace) {
  if (shadowed_builtins(a, b)) return sym_binary_op(a, b, op, inplace);
  // An int/float/complex subclass without its own method for `op`: the
  // builtin's arithmetic, on the values, answering the base type.
  // (`'%s' % n` keeps n: str formatting calls its __str__.)
  if ((is_number_subclass(a) || is_number_subclass(b)) && !user_defines(a.type(), dunder(op)) &&
      !user_defines(a.type(), idunder(op)) && !user_defines(b.type(), rdunder(op)) &&
      !(op == BinOpKind::Mod &&
        (isinstance(a, type_str) || isinstance(a, type_bytes) || isinstance(a, type_bytearray))))
    return binary_op(plain_number(a), plain_number(b), op, inplace);
  if (is_int_like(a) && is_int_like(b)) {
    if (Value r = int_binary(a, b, op)) return r;
  } else if (is_number(a) && is_number(b)) {
    double x = 0, y = 0;
    as_double(a, &x);
    as_double(b, &y);
    if (Value r = float_binary(x, y, op)) return r;
  } else if (is_type(a, type_complex) || is_type(b, type_complex)) {
    if (Value r = complex_binary(a, b, op)) return r;
  }
  TypeObject* ta = behaviour_type(
      a.type(), inplace && user_defines(a.type(), idunder(op)) ? idunder(op) : dunder(op));
  TypeObject* tb = behaviour_type(b.type(), rdunder(op));
  // (bytes % anything formats, as bytes_mod: the right operand's __rmod__
  // is not asked.)
  if ((is_bytes_type(ta) && (tb->builtin || tb == type_memoryview || op == BinOpKind::Mod)) ||
      (is_bytes_type(tb) && is_int_like(a)))
    if (Value r = bytes_binary(a, b, op, inplace)) return r;
  if (ta == type_dict && inplace && op == BinOpKind::BitOr && tb != type_dict) {
    // `d |= pairs`: dict.update's argument, any mapping or iterable of pairs.
    call(type_dict->dict->get_str("update"), Values{a, b});
    return a;
  }
  if ((op == BinOpKind::Sub || op == BinOpKind::BitAnd || op == BinOpKind::BitOr ||
       op == BinOpKind::BitXor) &&
      ((set_like_view(a) && tb->builtin) || (set_like_view(b) && ta->builtin)))
    return view_set_op(a, b, op);
  if (op == BinOpKind::Add) {
    if (ta == type_str && tb == type_str)
      return py_str(a.as<StrObject>()->value + b.as<StrObject>()->value);
    if (ta == type_list && tb == type_list) {
      if (inplace) {
        auto* l = a.as<ListObject>();
        Values extra = b.as<ListObject>()->items;
        l->items.insert(l->items.end(), extra.begin(), extra.end());
        return a;
      }
      Values out = a.as<ListObject>()->items;
      out.insert(out.end(), b.as<ListObject>()->items.begin(), b.as<ListObject>()->items.end());
      return py_list(std::move(out));
    }
    if (ta == type_tuple && tb == type_tuple) {
      Values out = a.as<TupleObject>()->items;
      out.insert(out.end(), b.as<TupleObject>()->items.begin(), b.as<TupleObject>()->items.end());
      return py_tuple(std::move(out));
    }
    if (inplace && ta == type_list && tb->builtin && tb != type_list) {
      Values extra = to_values(b);
      auto* l = a.as<ListObject>();
      l->items.insert(l->items.end(), extra.begin(), extra.end());
      return a;
    }
    if (ta == type_list && (tb == type_tuple || tb == type_str))
      raise(exc_TypeError, "can only concatenate list (not \"" + tb->name + "\") to list");
    if (ta == type_tuple && tb->builtin && !is_number(b))
      raise(exc_TypeError, "can only concatenate tuple (not \"" + tb->name + "\") to tuple");
    if (ta == type_str && tb->builtin)
      raise(exc_TypeError, "can only concatenate str (not \"" + tb->name + "\") to str");
  }
  if (op == BinOpKind::Mult) {
    const Value* seq = nullptr;
    const Value* n = nullptr;
    if (is_int_like(b) && ta->builtin)
      seq = &a, n = &b;
    else if (is_int_like(a) && tb->builtin)
      seq = &b, n = &a;
    if (seq) {
      TypeObject* ts = seq == &a ? ta : tb; // a subclass without its own method: its base's
      if (ts == type_str) {
        int64_t times;
        if (!as_int64(*n, &times))
          raise(exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        const std::string& s = seq->as<StrObject>()->value;
        if (times == 1 && seq->type() == type_str) return *seq; // CPython's, unchanged
        if (times <= 0 || s.empty()) return py_str("");
        if (static_cast<double>(s.size()) * times > 1e9) raise(exc_MemoryError, "");
        std::string out;
        out.reserve(s.size() * times);
        for (int64_t i = 0; i < times; ++i) out += s;
        return py_str(std::move(out));
      }
      if (ts == type_list) {
        Values out = repeat(seq->as<ListObject>()->items, *n);
        if (inplace && seq == &a) {
          a.as<ListObject>()->items = std::move(out);
          return a;
        }
        return py_list(std::move(out));
      }
      if (ts == type_tuple) {
        // CPython hands back an exact tuple itself when nothing repeats.
        int64_t times = 0;
        if (seq->type() == type_tuple &&
            (seq->as<TupleObject>()->items.empty() || (as_int64(*n, &times) && times == 1)))
          return *seq;
        return py_tuple(repeat(seq->as<TupleObject>()->items, *n));
      }
    }
  }
  if ((ta == type_set || ta == type_frozenset) && (tb == type_set || tb == type_frozenset) &&
      (op == BinOpKind::BitOr || op == BinOpKind::BitAnd || op == BinOpKind::Sub ||
       op == BinOpKind::BitXor)) {
    if (inplace && ta == type_set) {
      if (op == BinOpKind::BitOr) set_update(a.as<SetObject>()->table, b);
      if (op == BinOpKind::BitAnd) set_intersection_update(a, b);
      if (op == BinOpKind::Sub) set_difference_update(a, b);
      if (op == BinOpKind::BitXor) set_symmetric_difference_update(a, b);
      return a;
    }
    if (op == BinOpKind::BitOr) return set_union(a, b);
    if (op == BinOpKind::BitAnd) return set_intersection(a, b);
    if (op == BinOpKind::Sub) return set_difference(a, b);
    return set_symmetric_difference(a, b);
  }
  if (ta == type_dict && tb == type_dict && op == BinOpKind::BitOr) {
    Ref<DictObject> out = inplace ? Ref<DictObject>(a.as<DictObject>()) : make<DictObject>();
    if (!inplace)
      for (const auto& e : a.as<DictObject>()->entries)
        if (e.key) out->set(e.key, e.value);
    for (const auto& e : b.as<DictObject>()->entries)
      if (e.key) out->set(e.key, e.value);
    return out;
  }
  if (op == BinOpKind::Mod && ta == type_str) {
    return str_percent_format(a, b);
  }
  if (op == BinOpKind::BitOr && union_operand(a) && union_operand(b) &&
      (!is_none(a) || !is_none(b)))
    return make_union(a, b);
  // The data model.
  // Only the methods user classes define: the builtin types' own (int.__add__,
  // list.__mul__) compute what the native paths above already did.
  ta = a.type(), tb = b.type();
  if (inplace && user_defines(ta, idunder(op))) {
    Value r = call_method_opt(a, idunder(op), {b});
    if (r && r.obj() != not_implemented()) return r;
  }
  bool b_first = tb != ta && !tb->builtin && tb->is_subtype_of(ta);
  if (b_first && user_defines(tb, rdunder(op))) {
    Value r = call_method_opt(b, rdunder(op), {a});
    if (r && r.obj() != not_implemented()) return r;
  }
  if (user_defines(ta, dunder(op))) {
    Value r = call_method_opt(a, dunder(op), {b});
    if (r && r.obj() != not_implemented()) return r;
  }
  if (!b_first && tb != ta && user_defines(tb, rdunder(op))) {
    // A builtin number's own slot comes before the other operand's
    // reflected method when that is no subclass of it: 1.5 + IntSub(1).
    if (ta == type_int || ta == type_bool || ta == type_float || ta == type_complex)
      if (Value m = ta->lookup(dunder(op))) {
        Value r = call(m, Values{a, b});
        if (r && r.obj() != not_implemented()) return r;
      }
    Value r = call_method_opt(b, rdunder(op), {a});
    if (r && r.obj() != not_implemented()) return r;
  }
  if (op == BinOpKind::Mult) {
    // The sequence repeat slot, after the number protocol (CPython's
    // sequence_repeat): the count is any object with __index__.
    for (bool left : {true, false}) {
      const Value& seq = left ? a : b;
      const Value& n = left ? b : a;
      if (!isinstance(seq, type_list) && !isinstance(seq, type_tuple) &&
          !isinstance(seq, type_str) && !isinstance(seq, type_bytes) &&
          !isinstance(seq, type_bytearray))
        continue;
      if (!n.type()->lookup("__index__"))
        raise(exc_TypeError, "can't multiply sequence by non-int of type '" + type_name(n) + "'");
      Value count = py_int(as_mpz(n));
      return left ? binary_op(seq, count, op, inplace) : binary_op(count, seq, op, inplace);
    }
  }
  if (op == BinOpKind::Add) {
    // The sequence concat slot, after the number protocol (CPython's
    // PyNumber_Add): the left operand's own message.
    TypeObject* la = layout_type(a.type());
    if (la == type_list || la == type_tuple || la == type_str)
      raise(exc_TypeError,
            "can only concatenate " + la->name + " (not \"" + type_name(b) + "\") to " + la->name);
    if (la == type_bytes || la == type_bytearray)
      raise(exc_TypeError, "can't concat " + type_name(b) + " to " + type_name(a));
  }
  raise(exc_TypeError, std::string("unsupported operand type(s) for ") + op_symbol(op) +
                           (inplace                ? "="
                            : op == BinOpKind::Pow ? " or pow()"
                                                   : "") +
                           ": '" + type_name(a) + "' and '" + type_name(b) + "'");
}

Value unary_op(UnaryOpKind op, const Value& v) {
  if (v.sym()) return sym_unary_op(op, v);
  if (op == UnaryOpKind::Not) return py_bool(!truthy(v));
  if (is_number_subclass(v) && !user_defines(v.type(), op == UnaryOpKind::USub   ? "__neg__"
                                                       : op == UnaryOpKind::UAdd ? "__pos__"
                                                                                 : "__invert__"))
    return unary_op(op, plain_number(v));
  if (v.is_int()) {
    int64_t x = v.as_int();
    if (op == UnaryOpKind::USub)
      return x == INT64_MIN ? py_int(-mpz_class(static_cast<long>(x))) : py_int(-x);
    if (op == UnaryOpKind::UAdd) return v;
    return py_int(~x);
  }
  if (v.is_float()) {
    if (op == UnaryOpKind::USub) return py_float(-v.as_float());
    if (op == UnaryOpKind::UAdd) return v;
  }
  if (is_type(v, type_bool) || is_type(v, type_int)) {
    mpz_class z = as_mpz(v);
    if (op == UnaryOpKind::USub) return py_int(mpz_class(-z));
    if (op == UnaryOpKind::UAdd) return py_int(z);
    return py_int(mpz_class(-z - 1));
  }
  if (is_type(v, type_complex) && op != UnaryOpKind::Invert) {
    auto* c = v.as<ComplexObject>();
    if (op == UnaryOpKind::UAdd) return make<ComplexObject>(c->real, c->imag);
    return make<ComplexObject>(-c->real, -c->imag);
  }
  if (!v.type()->builtin) {
    const char* name = op == UnaryOpKind::USub   ? "__neg__"
                       : op == UnaryOpKind::UAdd ? "__pos__"
                                                 : "__invert__";
    if (Value r = call_method_opt(v, name, {})) return r;
  }
  raise(exc_TypeError,
        std::string("bad operand type for unary ") + ast::symbol(op) + ": '" + type_name(v) + "'");
}

// ------------------------------------------------------------ attributes

namespace {

/// Binds a class attribute found for an instance access.
Value bind(const Value& attr, const Value& self, TypeObject* owner) {
  TypeObject* t = attr.type();
  if (t == type_function) return make<MethodObject>(attr, self);
  if (t == type_builtin_function && !attr.as<BuiltinFunctionObject>()->self &&
      attr.as<BuiltinFunctionObject>()->name != "__new__") {
    auto* f = attr.as<BuiltinFunctionObject>();
    auto bound = make<BuiltinFunctionObject>(f->name, f->fn);
    bound->self = self;
    return bound;
  }
  if (t == type_staticmethod) return attr.as<WrapperObject>()->func;
  if (t == type_classmethod) return classmethod_get(attr, Value(owner));
  if (acts_as_property(attr, "__get__")) {
    auto* p = attr.as<WrapperObject>();
    if (!p->func) raise(exc_AttributeError, property_missing(attr, self, "getter"));
    return call(p->func, Values{self});
  }
  if (!t->builtin)
    if (Value get = t->lookup(Dunder::Get)) return call(get, Values{attr, self, Value(owner)});
  return attr;
}

} // namespace

Value classmethod_get(const Value& cm, const Value& owner) {
  Value f = cm.as<WrapperObject>()->func;
  TypeObject* ft = f.type();
  // A builtin one (object.__init_subclass__) binds as a builtin method does:
  // `C.__init_subclass__` is a builtin_function_or_method in CPython.
  bool descriptor = ft == type_staticmethod || ft == type_classmethod || is_property(f) ||
                    ft == type_builtin_function || (!ft->builtin && ft->lookup(Dunder::Get));
  if (!descriptor) return make<MethodObject>(f, owner);
  return bind(f, owner, owner.as<TypeObject>());
}

namespace {

/// A class attribute whose class defines __get__ and __set__ or __delete__:
/// it takes precedence over the instance dict.
bool is_data_descriptor(const Value& attr) {
  TypeObject* t = attr.type();
  return !t->builtin && t->lookup(Dunder::Get) &&
         (t->lookup(Dunder::Set) || t->lookup(Dunder::Delete));
}

/// A builtin type's method fetched from the class (`list.append`): the
/// receiver comes as the first argument and is checked, as CPython's method
/// descriptors do.
/// The class each descriptor of checked_descriptor is a method of.
std::unordered_map<const Object*, const TypeObject*>& descriptor_owners() {
  static auto* owners = new std::unordered_map<const Object*, const TypeObject*>();
  return *owners;
}

Value checked_descriptor(const Value& method, const TypeObject* cls) {
  // A default of object's that no builtin class's dict holds (int.__str__)
  // is object's, so that `int.__str__ is object.__str__`.
  const TypeObject* owner = cls->builtin ? type_object : cls;
  for (TypeObject* t : cls->mro)
    if (t->dict->get_str(method.as<BuiltinFunctionObject>()->name).same(method)) owner = t;
  if (!owner->builtin) return method;
  // One descriptor per method, as CPython's: `int.__repr__ is int.__repr__`
  // (enum compares them to find the mixin's methods). Never freed: builtin
  // types' methods live as long as the process.
  static auto* made = new std::unordered_map<const Object*, std::pair<Value, Value>>();
  if (auto it = made->find(method.obj()); it != made->end()) return it->second.second;
  NativeFn inner = method.as<BuiltinFunctionObject>()->fn;
  std::string name = method.as<BuiltinFunctionObject>()->name;
  Value descriptor = make<BuiltinFunctionObject>(name, [inner, name, owner](CallArgs& a) {
    if (a.args.empty())
      raise(exc_TypeError, "unbound method " + owner->name + "." + name + "() needs an argument");
    if (!isinstance(a.args[0], owner))
      raise(exc_TypeError, "descriptor '" + name + "' for '" + owner->name +
                               "' objects doesn't apply to a '" + type_name(a.args[0]) +
                               "' object");
    return inner(a);
  });
  // The method is kept with its descriptor, so its address names no other.
  made->emplace(method.obj(), std::make_pair(method, descriptor));
  descriptor_owners()[descriptor.obj()] = owner;
  return descriptor;
}

} // namespace

const TypeObject* descriptor_owner(const Value& descriptor) {
  auto it = descriptor_owners().find(descriptor.obj());
  return it == descriptor_owners().end() ? nullptr : it->second;
}

Value super_lookup(const Value& proxy, std::string_view name);

namespace {

/// The data attributes of the numbers: `real`, `imag`, `numerator`, `denominator`.
Value number_attribute(const Value& v, std::string_view name) {
  if (!is_number(v) && !is_type(v, type_complex)) return nullptr; // before any name compare
  if (name != "real" && name != "imag" && name != "numerator" && name != "denominator")
    return nullptr;
  if (is_int_like(v)) {
    if (name == "imag") return py_int(0);
    if (name == "denominator") return py_int(1);
    return is_type(v, type_bool) ? py_int(truthy(v) ? 1 : 0) : v;
  }
  if (v.is_float() && (name == "real" || name == "imag")) return name == "real" ? v : py_float(0.0);
  if (is_type(v, type_complex) && (name == "real" || name == "imag"))
    return py_float(name == "real" ? v.as<ComplexObject>()->real : v.as<ComplexObject>()->imag);
  return nullptr;
}

/// CPython's `type.__flags__` bits that code outside the interpreter reads
/// (copyreg and pickle tell classes from builtin types by Py_TPFLAGS_HEAPTYPE;
/// the subclass bits say which builtin a class derives from).
int64_t type_flags(const TypeObject* cls) {
  constexpr int64_t kImmutable = 1 << 8, kHeap = 1 << 9, kBase = 1 << 10, kReady = 1 << 12,
                    kGc = 1 << 14;
  int64_t flags = kReady | (cls->builtin ? kImmutable : kHeap | kBase | kGc);
  const std::pair<const TypeObject*, int64_t> subclass_bits[] = {
      {type_int, 1LL << 24},   {type_list, 1LL << 25},         {type_tuple, 1LL << 26},
      {type_bytes, 1LL << 27}, {type_str, 1LL << 28},          {type_dict, 1LL << 29},
      {type_type, 1LL << 31},  {exc_BaseException, 1LL << 30},
  };
  for (const auto& [base, bit] : subclass_bits)
    if (cls->is_subtype_of(base)) flags |= bit;
  return flags;
}

} // namespace

namespace {

/// An AttributeError out of looking `name` up on `obj` that names no
/// attribute gets `name` and `obj` (CPython's set_attribute_error_context),
/// which suggestions read.
void set_attribute_error_context(const Value& exc, const Value& obj, std::string_view name) {
  if (!isinstance(exc, exc_AttributeError)) return;
  DictObject* d = exc.obj()->instance_dict();
  Value known_name = d->get_str("name"), known_obj = d->get_str("obj");
  if ((!known_name || is_none(known_name)) && (!known_obj || is_none(known_obj))) {
    d->set_str("name", py_str(std::string(name)));
    d->set_str("obj", obj);
  }
}

/// Calls a class's __getattribute__ or __getattr__ for `name`, with
/// set_attribute_error_context on its AttributeError.
Value call_attribute_hook(const Value& hook, const Value& obj, std::string_view name) {
  try {
    return call(hook, Values{obj, py_str(std::string(name))});
  } catch (const PyException& e) {
    set_attribute_error_context(e.exc, obj, name);
    throw;
  }
}

/// The AttributeError a class's __getattribute__ raised for `name` on
/// `obj`, with no __getattr__ to fall back to: get_attr_opt answers
/// "missing", and get_attr raises this one, as CPython propagates it.
struct HookAttributeError {
  Value exc;
  const Object* obj = nullptr;
  std::string name;
};
thread_local HookAttributeError hook_attribute_error;

} // namespace

Value get_attr_opt(const Value& obj, std::string_view name) {
  TypeObject* t = obj.type();
  if (!t->builtin && t != type_type) {
    // A class's own __getattribute__ answers every lookup; its AttributeError
    // falls back to __getattr__ (CPython's slot_tp_getattr_hook).
    Value ga = t->lookup(Dunder::GetAttribute);
    if (ga && ga.type() != type_builtin_function) {
      try {
        return call_attribute_hook(ga, obj, name);
      } catch (const PyException& e) {
        if (!isinstance(e.exc, exc_AttributeError)) throw;
        Value fallback = t->lookup(Dunder::GetAttr);
        if (!fallback) {
          hook_attribute_error = {e.exc, obj.obj(), std::string(name)};
          return nullptr;
        }
        return call_attribute_hook(fallback, obj, name);
      }
    }
  }
  return generic_get_attr_opt(obj, name, true);
}

Value generic_get_attr_opt(const Value& obj, std::string_view name, bool use_getattr) {
  TypeObject* t = obj.type();
  if (t->builtin && t->name.size() == 5 && t->name == "super") return super_lookup(obj, name);
  if (t == type_module) {
    DictObject* d = obj.as<ModuleObject>()->dict.get();
    if (name == "__dict__") return d;
    if (name == "__class__") return Value(t); // object's data descriptor, before the dict
    if (Value v = d->get_str(name)) return v;
    // A native module's docstring is CPython's (a Python module's is in its dict).
    if (name == "__doc__") return builtin_object_doc(obj);
    // PEP 562: the module's own __getattr__ answers the names it lacks (for
    // `m.x`, getattr, hasattr and `from m import x` alike); its
    // AttributeError means the name is missing.
    Value ga = name == "__getattr__" ? Value() : d->get_str("__getattr__");
    if (!ga) return nullptr;
    try {
      return call(ga, Values{py_str(std::string(name))});
    } catch (PyException& e) {
      if (!isinstance(e.exc, exc_AttributeError)) throw;
      return nullptr;
    }
  }
  if (is_metatype(t)) {
    auto* cls = obj.as<TypeObject>();
    // object's `__class__` is a data descriptor, found through the metaclass's
    // MRO before the class's own attributes: always the metaclass.
    if (name == "__class__") return Value(t);
    if (name == "__name__") return py_str(cls->name);
    if (name == "__qualname__") return py_str(cls->qualified_name());
    if (name == "__mro__") {
      Values m;
      for (TypeObject* x : cls->mro) m.push_back(Value(x));
      return py_tuple(std::move(m));
    }
    if (name == "__bases__") {
      Values m;
      for (TypeObject* x : cls->bases) m.push_back(Value(x));
      return py_tuple(std::move(m));
    }
    if (name == "__base__") {
      if (cls->bases.empty()) return none();
      // CPython's best_base: the base whose instance layout the class extends.
      for (TypeObject* b : cls->bases)
        if (b->solid_base == cls->solid_base && b->solid_base != type_object) return Value(b);
      return Value(cls->bases.front());
    }
    if (name == "__dict__") return cls->dict;
    if (name == "__flags__") return py_int(type_flags(cls));
    if (name == "__module__" && cls->builtin && !cls->dict->get_str(name))
      return py_str("builtins");
    if (name == "__annotations__" && !cls->builtin) {
      // The class's own annotations, never a base's; an empty dict when it has none (3.10+).
      Value own = cls->dict->get_str(name);
      if (!own) {
        own = make<DictObject>();
        cls->dict->set_str(name, own);
      }
      return own;
    }
    // The metaclass's data descriptors come first, then the class's MRO,
    // then the metaclass's other attributes (CPython's type_getattro).
    Value meta_attr = t->lookup(name);
    if (meta_attr && !meta_attr.type()->builtin && is_data_descriptor(meta_attr))
      return bind(meta_attr, obj, t);
    if (meta_attr && is_property(meta_attr)) return bind(meta_attr, obj, t);
    // object's methods (hyexec's defaults, CPython's object dict) are on the
    // class's MRO: before the metaclass's attributes and its __getattr__
    // (EnumType's refuses dunders).
    Value v = cls->lookup(name);
    const TypeObject* holder = cls; // where v was found, for its descriptor
    if (!v && (v = object_default_method(name, cls))) holder = type_object;
    if (!v && cls->builtin && name == "__doc__") return builtin_object_doc(obj);
    if (!v && meta_attr) return bind(meta_attr, obj, t);
    if (!v && t != type_type && use_getattr)
      if (Value ga = meta_method(obj, "__getattr__"))
        return call(ga, Values{obj, py_str(std::string(name))});
    if (!v) return nullptr;
    // A builtin __new__ (int.__new__, whatever name holds it: enum's
    // _new_member_) is a static method: it never binds nor checks.
    if (v.type() == type_builtin_function && !v.as<BuiltinFunctionObject>()->self &&
        name != "__new__" && v.as<BuiltinFunctionObject>()->name != "__new__")
      return checked_descriptor(v, holder);
    if (v.type() == type_classmethod) return classmethod_get(v, obj);
    if (v.type() == type_staticmethod) return v.as<WrapperObject>()->func;
    if (!v.type()->builtin)
      if (Value get = v.type()->lookup(Dunder::Get)) return call(get, Values{v, none(), obj});
    return v;
  }
  // A class may shadow `__class__` for its instances (Mock's spec does).
  if (name == "__class__" && !user_defines(t, name)) return Value(t);
  if (Value v = number_attribute(plain_number(obj), name)) return v;
  Value attr = t->lookup(name);
  // Data descriptors (properties) take precedence over the instance dict.
  if (attr && (is_property(attr) || is_data_descriptor(attr))) return bind(attr, obj, t);
  if (attr && is_slot_descriptor(attr)) {
    if (Value v = slot_descriptor_get(attr, obj)) return v;
    // An empty slot is an AttributeError, which __getattr__ may answer.
    if (!t->builtin && use_getattr)
      if (Value ga = t->lookup(Dunder::GetAttr)) return call_attribute_hook(ga, obj, name);
    return nullptr;
  }
  if (obj.is_obj()) {
    Object* o = obj.obj();
    if (name == "__dict__") {
      if (DictObject* d = o->instance_dict()) return Value(d);
    } else if (Value v = o->instance_attr(name)) {
      return v;
    }
    if (t == type_function) {
      auto* f = static_cast<FunctionObject*>(o);
      if (name == "__name__") return py_str(f->name);
      if (name == "__qualname__") return py_str(f->qualname);
      if (name == "__globals__") return f->globals;
      if (name == "__dict__") return Value(function_dict(f));
      if (f->dict)
        if (Value v = f->dict->get_str(name)) return v;
      if (Value v = function_attribute(f, name)) return v;
    }
    // A coroutine's cr_* are its generator's gi_*.
    if ((t == type_generator && name == "gi_running") ||
        (t == coroutine_type() && name == "cr_running"))
      return py_bool(static_cast<GeneratorObject*>(o)->running);
    if ((t == type_generator && name == "gi_suspended") ||
        (t == coroutine_type() && name == "cr_suspended")) {
      auto* g = static_cast<GeneratorObject*>(o);
      return py_bool(g->started && !g->done && !g->running);
    }
    if ((t == type_generator || t == coroutine_type()) &&
        (name == "__name__" || name == "__qualname__")) {
      // A generator expression's origin has no function name.
      auto* g = static_cast<GeneratorObject*>(o);
      if (name == "__qualname__") return py_str(g->qualname);
      if (g->name) return py_str(*g->name);
      return py_str(g->origin.function.empty() ? "<genexpr>" : g->origin.function);
    }
    if ((t == type_generator && name == "gi_code") ||
        (t == coroutine_type() && name == "cr_code")) {
      // The generator function's code; a generator expression's own.
      auto* g = static_cast<GeneratorObject*>(o);
      if (g->function) return get_attr(g->function, "__code__");
      return code_record("<genexpr>", g->qualname, g->origin.file, g->origin.line, {});
    }
    if ((t == type_generator && name == "gi_frame") ||
        (t == coroutine_type() && name == "cr_frame")) {
      // The activation while the generator can still run; None once it is done.
      auto* g = static_cast<GeneratorObject*>(o);
      return g->frame && !g->done ? frame_object(*g->frame) : Value(none());
    }
    if ((t == type_generator && name == "gi_yieldfrom") ||
        (t == coroutine_type() && name == "cr_await")) {
      Value d = static_cast<GeneratorObject*>(o)->delegate;
      return d ? d : Value(none());
    }
    if (t == type_builtin_function && name == "__name__")
      return py_str(static_cast<BuiltinFunctionObject*>(o)->name);
    if (t == type_builtin_function && name == "__qualname__") {
      // A method's is its receiver's type's qualified name and its own.
      auto* f = static_cast<BuiltinFunctionObject*>(o);
      if (const TypeObject* c = f->self ? nullptr : descriptor_owner(obj)) // `str.upper`
        return py_str(c->qualified_name() + "." + f->name);
      if (!f->self || is_type(f->self, type_module)) return py_str(f->name);
      TypeObject* owner = is_class(f->self) ? f->self.as<TypeObject>() : f->self.type();
      return py_str(owner->qualified_name() + "." + f->name);
    }
    if (t == type_builtin_function && name == "__self__") {
      // A bound builtin method's receiver (heapq.merge reads an iterator's
      // from its __next__), a module function's module.
      auto* f = static_cast<BuiltinFunctionObject*>(o);
      return f->self ? f->self : Value(none());
    }
    if (t == type_builtin_function && name == "__module__") {
      // A module's function names its module (pickle finds `len` in
      // builtins by it); a method's is None, as CPython's.
      auto* f = static_cast<BuiltinFunctionObject*>(o);
      if (f->self && is_type(f->self, type_module)) return py_str(f->self.as<ModuleObject>()->name);
      Value same = f->self ? Value() : machine().builtins->get_str(f->name);
      return same && same.same(obj) ? py_str("builtins") : Value(none());
    }
    if (t == type_slice && (name == "start" || name == "stop" || name == "step")) {
      auto* s = static_cast<SliceObject*>(o);
      return name == "start" ? s->start : name == "stop" ? s->stop : s->step;
    }
    if (t == type_property && name == "__doc__") {
      Value doc = static_cast<WrapperObject*>(o)->doc;
      return doc ? doc : Value(none());
    }
    if (layout_type(t) == type_property && (name == "fget" || name == "fset" || name == "fdel")) {
      auto* p = static_cast<WrapperObject*>(o);
      Value v = name == "fget" ? p->func : name == "fset" ? p->setter : p->deleter;
      return v ? v : Value(none());
    }
    if ((t == type_staticmethod || t == type_classmethod) &&
        (name == "__func__" || name == "__wrapped__"))
      return static_cast<WrapperObject*>(o)->func;
    // Since 3.10 they carry their function's name and doc (functools.wraps),
    // and are abstract when it is.
    if ((t == type_staticmethod || t == type_classmethod) &&
        (name == "__name__" || name == "__qualname__" || name == "__doc__" ||
         name == "__module__" || name == "__annotations__"))
      return get_attr(static_cast<WrapperObject*>(o)->func, name);
    if ((t == type_staticmethod || t == type_classmethod) && name == "__isabstractmethod__") {
      Value v = get_attr_opt(static_cast<WrapperObject*>(o)->func, name);
      return py_bool(v && truthy(v));
    }
    if (t == type_range && (name == "start" || name == "stop" || name == "step")) {
      auto* r = static_cast<RangeObject*>(o);
      return py_int(name == "start" ? r->start : name == "stop" ? r->stop : r->step);
    }
    // NoneType's docstring is None in CPython 3.11 (property(None)'s doc reads it).
    if (t == type_none && name == "__doc__") return none();
    if (t == type_method && (name == "__self__" || name == "__func__"))
      return name == "__self__" ? static_cast<MethodObject*>(o)->self
                                : static_cast<MethodObject*>(o)->func;
    // A bound method's other attributes are its function's (__name__,
    // __doc__, __qualname__, ...), as CPython's method_getattro gives them.
    if (t == type_method && !attr)
      if (Value v = get_attr_opt(static_cast<MethodObject*>(o)->func, name)) return v;
    if (t->is_subtype_of(exc_BaseException)) {
      auto* e = static_cast<ExceptionObject*>(o);
      if (name == "args") return py_tuple(e->args);
      if (name == "__cause__") return e->cause ? e->cause : Value(none());
      if (name == "__context__") return e->context ? e->context : Value(none());
      if (name == "__suppress_context__") return py_bool(e->suppress_context);
      if (name == "__traceback__") return e->traceback.empty() ? Value(none()) : traceback_of(o);
      auto first_arg = [&]() -> Value { return e->args.empty() ? Value(none()) : e->args[0]; };
      if (name == "value" && t->is_subtype_of(exc_StopIteration)) return first_arg();
      if (name == "code" && t->is_subtype_of(exc_SystemExit))
        return e->args.size() > 1 ? py_tuple(e->args) : first_arg();
      if (t->is_subtype_of(exc_OSError) && (name == "errno" || name == "strerror")) {
        if (e->args.size() < 2 || e->args.size() > 5) return none();
        return name == "errno" ? e->args[0] : e->args[1];
      }
      if (t->is_subtype_of(exc_OSError) && (name == "filename" || name == "filename2")) {
        const Value& v = name == "filename" ? e->filename : e->filename2;
        return v ? v : Value(none());
      }
      if (t->is_subtype_of(exc_OSError) && name == "characters_written") {
        if (!e->characters_written) raise(exc_AttributeError, "characters_written");
        return e->characters_written;
      }
      // The attributes these classes always have: None until set.
      bool has_name = t->is_subtype_of(exc_NameError) || t->is_subtype_of(exc_AttributeError) ||
                      t->is_subtype_of(exc_ImportError);
      if ((name == "name" && has_name) || (name == "obj" && t->is_subtype_of(exc_AttributeError)) ||
          (name == "path" && t->is_subtype_of(exc_ImportError)) ||
          (name == "msg" && t->is_subtype_of(exc_ImportError)))
        return name == "msg" ? first_arg() : Value(none());
      if (t->is_subtype_of(exc_SyntaxError)) {
        // SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])).
        static const char* fields[] = {"filename", "lineno",     "offset",
                                       "text",     "end_lineno", "end_offset"};
        if (name == "msg") return first_arg();
        if (name == "print_file_and_line") return none();
        for (size_t i = 0; i < 6; ++i) {
          if (name != fields[i]) continue;
          if (e->args.size() == 2 && is_type(e->args[1], type_tuple)) {
            const Values& info = e->args[1].as<TupleObject>()->items;
            if (i < info.size()) return info[i];
          }
          return none();
        }
      }
      if ((t->is_subtype_of(exc_UnicodeEncodeError) || t->is_subtype_of(exc_UnicodeDecodeError)) &&
          e->args.size() == 5) {
        static const char* fields[] = {"encoding", "object", "start", "end", "reason"};
        // A UnicodeDecodeError's object is bytes, whatever buffer it was given.
        if (name == "object" && t->is_subtype_of(exc_UnicodeDecodeError) &&
            is_type(e->args[1], type_bytearray))
          return make<BytesObject>(e->args[1].as<BytesObject>()->value);
        for (size_t i = 0; i < 5; ++i)
          if (name == fields[i]) return e->args[i];
      }
      if (t->is_subtype_of(exc_UnicodeTranslateError) && e->args.size() == 4) {
        static const char* fields[] = {"object", "start", "end", "reason"};
        if (name == "encoding") return none();
        for (size_t i = 0; i < 4; ++i)
          if (name == fields[i]) return e->args[i];
      }
    }
  }
  if (attr) return bind(attr, obj, t);
  if (Value d = object_default_method(name, t)) return bind(d, obj, t);
  // Every builtin object has a __doc__ (CPython's tp_doc, a function's ml_doc).
  if (t->builtin && name == "__doc__") return builtin_object_doc(obj);
  if (!t->builtin && use_getattr) {
    if (Value ga = t->lookup(Dunder::GetAttr)) return call_attribute_hook(ga, obj, name);
  }
  return nullptr;
}

Value get_attr(const Value& obj, std::string_view name) {
  try {
    if (Value v = get_attr_opt(obj, name)) return v;
  } catch (const PyException& e) {
    // A property's or descriptor's AttributeError names the attribute too.
    set_attribute_error_context(e.exc, obj, name);
    throw;
  }
  if (hook_attribute_error.exc) {
    HookAttributeError h = std::exchange(hook_attribute_error, {});
    if (obj.is_obj() && h.obj == obj.obj() && h.name == name) throw PyException{h.exc};
  }
  if (obj.type() == type_module && module_attr_hook)
    if (Value v = module_attr_hook(obj.as<ModuleObject>(), name)) return v;
  raise_no_attribute(obj, name);
}

void raise_no_attribute(const Value& obj, std::string_view name) {
  TypeObject* t = obj.type();
  std::string message =
      t == type_module ? "module '" + obj.as<ModuleObject>()->name + "' has no attribute '"
      : is_metatype(t) ? "type object '" + obj.as<TypeObject>()->name + "' has no attribute '"
                       : "'" + t->name + "' object has no attribute '";
  raise_attribute_error(message, obj, name);
}

namespace {

/// The builtin type whose object layout instances of `t` have (CPython's
/// solid base): the first builtin type of its MRO, every exception one.
const TypeObject* layout_base(const TypeObject* t) {
  for (const TypeObject* b : t->mro)
    if (b->builtin) return b->is_subtype_of(exc_BaseException) ? exc_BaseException : b;
  return type_object;
}

/// `obj.__class__ = cls` (object's __class__ setter): between classes whose
/// instances share a layout. The attributes move to a dict first, since the
/// compact layout is indexed by the old class's attribute names.
void assign_class(const Value& obj, const Value& cls) {
  if (!is_class(cls))
    raise(exc_TypeError, "__class__ must be set to a class, not '" + type_name(cls) + "' object");
  auto* to = cls.as<TypeObject>();
  TypeObject* from = obj.type();
  if (to->builtin || from->builtin)
    raise(exc_TypeError,
          "__class__ assignment only supported for mutable types or ModuleType subclasses");
  if (layout_base(to) != layout_base(from) || !same_slot_layout(to, from))
    raise(exc_TypeError, "__class__ assignment: '" + to->name + "' object layout differs from '" +
                             from->name + "'");
  Object* o = obj.obj();
  o->instance_dict();
  incref(to);
  o->type = to;
  decref(from);
}

} // namespace

void generic_setattr(const Value& obj, std::string_view name, Value value) {
  TypeObject* t = obj.type();
  Value attr = t->lookup(name);
  if (name == "__class__" && !attr && obj.is_obj()) {
    assign_class(obj, value);
    return;
  }
  if (attr && acts_as_property(attr, "__set__")) {
    auto* p = attr.as<WrapperObject>();
    if (!p->setter || is_none(p->setter))
      raise(exc_AttributeError, property_missing(attr, obj, "setter"));
    call(p->setter, Values{obj, value});
    return;
  }
  if (attr && !attr.type()->builtin)
    if (Value set = attr.type()->lookup(Dunder::Set)) {
      call(set, Values{attr, obj, value});
      return;
    }
  if (attr && is_slot_descriptor(attr)) {
    slot_descriptor_set(attr, obj, value);
    return;
  }
  if (!obj.is_obj() || !obj.obj()->set_instance_attr(name_str(name), std::move(value)))
    raise(exc_AttributeError,
          "'" + t->name + "' object has no attribute '" + std::string(name) + "'");
}

void generic_delattr(const Value& obj, std::string_view name) {
  TypeObject* t = obj.type();
  if (Value attr = t->lookup(name); attr && acts_as_property(attr, "__delete__")) {
    auto* p = attr.as<WrapperObject>();
    if (!p->deleter || is_none(p->deleter))
      raise(exc_AttributeError, property_missing(attr, obj, "deleter"));
    call(p->deleter, Values{obj});
    return;
  }
  if (Value attr = t->lookup(name); attr && !attr.type()->builtin)
    if (Value del = attr.type()->lookup(Dunder::Delete)) {
      call(del, Values{attr, obj});
      return;
    }
  if (Value attr = t->lookup(name); attr && is_slot_descriptor(attr)) {
    slot_descriptor_set(attr, obj, nullptr);
    return;
  }
  if (DictObject* d = obj.is_obj() ? obj.obj()->instance_dict() : nullptr;
      d && d->remove(py_str(std::string(name))))
    return;
  raise_no_attribute(obj, name);
}

void set_class_attr(const Value& obj, std::string_view name, Value value) {
  auto* cls = obj.as<TypeObject>();
  TypeObject* meta = obj.type();
  if (meta != type_type) {
    // The metaclass's data descriptors (a property on it) take the store.
    Value attr = meta->lookup(name);
    if (attr && (is_property(attr) || is_data_descriptor(attr))) {
      generic_setattr(obj, name, std::move(value));
      return;
    }
  }
  if (cls->builtin)
    raise(exc_TypeError,
          "cannot set '" + std::string(name) + "' attribute of immutable type '" + cls->name + "'");
  if (name == "__name__") {
    if (!is_type(value, type_str))
      raise(exc_TypeError,
            "can only assign string to " + cls->name + ".__name__, not '" + type_name(value) + "'");
    cls->name = value.as<StrObject>()->value;
    return;
  }
  if (name == "__qualname__") {
    if (!is_type(value, type_str))
      raise(exc_TypeError, "can only assign string to " + cls->name + ".__qualname__, not '" +
                               type_name(value) + "'");
    cls->qualname = value.as<StrObject>()->value;
    return;
  }
  cls->dict->set_str(name, std::move(value));
  if (name == "__del__") note_finalizer(cls);
}

/// The attributes of an exception held in its C++ fields (tracebacks read
/// them there): set with CPython's checks. False for any other name.
static bool set_exception_link(const Value& obj, std::string_view name, const Value& value) {
  auto* e = obj.as<ExceptionObject>();
  if (name == "__traceback__") {
    set_traceback(e, value);
    return true;
  }
  if (name == "__cause__" || name == "__context__") {
    bool cause = name == "__cause__";
    if (!is_none(value) && !isinstance(value, exc_BaseException))
      raise(exc_TypeError, std::string("exception ") + (cause ? "cause" : "context") +
                               " must be None or derive from BaseException");
    (cause ? e->cause : e->context) = is_none(value) ? Value() : value;
    if (cause) e->suppress_context = true;
    return true;
  }
  if (name == "__suppress_context__") {
    e->suppress_context = truthy(value);
    return true;
  }
  if (name == "args") { // BaseException_set_args: any iterable, kept as a tuple
    e->args = to_values(value);
    return true;
  }
  if ((name == "message" || name == "exceptions") && e->type->is_subtype_of(exc_BaseExceptionGroup))
    raise(exc_AttributeError, "readonly attribute");
  if (e->type->is_subtype_of(exc_OSError)) {
    if (name == "filename" || name == "filename2") {
      (name == "filename" ? e->filename : e->filename2) = is_none(value) ? Value() : value;
      return true;
    }
    if (name == "characters_written") {
      if (!is_int_like(value))
        raise(exc_TypeError,
              "'" + type_name(value) + "' object cannot be interpreted as an integer");
      e->characters_written = value;
      return true;
    }
  }
  return false;
}

void set_attr(const Value& obj, std::string_view name, Value value) {
  TypeObject* t = obj.type();
  if (t == type_module) {
    obj.as<ModuleObject>()->dict->set_str(name, std::move(value));
    return;
  }
  if (is_metatype(t)) {
    // A metaclass's own __setattr__ sees the class's stores.
    if (Value sa = meta_method(obj, "__setattr__")) {
      call(sa, Values{obj, py_str(std::string(name)), value});
      return;
    }
    set_class_attr(obj, name, std::move(value));
    return;
  }
  if (t->is_subtype_of(exc_BaseException) && set_exception_link(obj, name, value)) return;
  if ((t == type_generator || t == coroutine_type()) &&
      (name == "__name__" || name == "__qualname__")) {
    // Writable, as CPython's gen_set_name / gen_set_qualname.
    if (!is_type(value, type_str) && !isinstance(value, type_str))
      raise(exc_TypeError, std::string(name) + " must be set to a string object");
    auto* g = obj.as<GeneratorObject>();
    if (name == "__name__")
      g->name = value.as<StrObject>()->value;
    else
      g->qualname = value.as<StrObject>()->value;
    return;
  }
  if (!t->builtin || t->is_subtype_of(exc_BaseException)) {
    if (!t->builtin)
      if (Value sa = t->lookup(Dunder::SetAttr); sa && sa.type() != type_builtin_function) {
        call(sa, Values{obj, py_str(std::string(name)), value});
        return;
      }
    generic_setattr(obj, name, std::move(value));
    return;
  }
  if (t == type_function) {
    auto* f = obj.as<FunctionObject>();
    if (set_function_attribute(f, name, value)) return;
    function_dict(f)->set_str(name, std::move(value));
    return;
  }
  if (t == type_cell && name == "cell_contents") {
    obj.as<CellObject>()->value = std::move(value); // the closure sees it
    return;
  }
  if (t == type_property && name == "__doc__") { // a writable member in CPython
    obj.as<WrapperObject>()->doc = std::move(value);
    return;
  }
  if (t->lookup(name))
    raise(exc_AttributeError,
          "'" + t->name + "' object attribute '" + std::string(name) + "' is read-only");
  raise_attribute_error("'" + t->name + "' object has no attribute '", obj, name);
}

void del_attr(const Value& obj, std::string_view name) {
  TypeObject* t = obj.type();
  if ((t == type_generator || t == coroutine_type()) &&
      (name == "__name__" || name == "__qualname__"))
    raise(exc_TypeError, std::string(name) + " must be set to a string object");
  if (t->is_subtype_of(exc_BaseException) &&
      (name == "__cause__" || name == "__context__" || name == "__traceback__"))
    raise(exc_TypeError, std::string(name) + " may not be deleted");
  DictObject* d = nullptr;
  if (t == type_module)
    d = obj.as<ModuleObject>()->dict.get();
  else if (is_metatype(t) && !obj.as<TypeObject>()->builtin)
    d = obj.as<TypeObject>()->dict.get();
  else if (t == type_function)
    d = obj.as<FunctionObject>()->dict.get();
  else if (obj.is_obj())
    d = obj.obj()->instance_dict();
  if (t == type_function && set_function_attribute(obj.as<FunctionObject>(), name, Value())) return;
  if (t == type_cell && name == "cell_contents") {
    obj.as<CellObject>()->value = nullptr; // empty again: reading it is a ValueError
    return;
  }
  if (!t->builtin) {
    if (Value da = t->lookup(Dunder::DelAttr); da && da.type() != type_builtin_function) {
      call(da, Values{obj, py_str(std::string(name))});
      return;
    }
    generic_delattr(obj, name);
    return;
  }
  if (d && d->remove(py_str(std::string(name)))) return;
  raise_no_attribute(obj, name); // "type object 'A' has no attribute" for a class
}

// ------------------------------------------------------------------ items

Value get_item(const Value& obj, const Value& key) {
  if (shadowed_builtins(obj, key)) return sym_get_item(obj, key);
  if (symbolic_tracker()) pin_slice_bounds(key);
  return get_item_as(behaviour_type(obj.type(), "__getitem__"), obj, key);
}

Value get_item_as(TypeObject* t, const Value& obj, const Value& key) {
  if (t == type_list) return sequence_item(obj.as<ListObject>()->items, key, "list", true);
  if (t == type_tuple) {
    // An exact tuple sliced whole is itself (tuplesubscript).
    const Values& items = obj.as<TupleObject>()->items;
    if (is_type(obj, type_tuple) && is_type(key, type_slice)) {
      SliceBounds b = adjust(key.as<SliceObject>(), static_cast<int64_t>(items.size()));
      if (b.start == 0 && b.step == 1 && b.count == static_cast<int64_t>(items.size())) return obj;
    }
    return sequence_item(items, key, "tuple", false);
  }
  if (t == type_dict) {
    Value v = obj.as<DictObject>()->get(key);
    if (v) return v;
    if (Value k = stand_in_key(obj, key)) return obj.as<DictObject>()->get(k);
    // dict subclasses may define __missing__ (defaultdict, Counter).
    if (!obj.type()->builtin)
      if (Value m = obj.type()->lookup(Dunder::Missing)) return call(m, Values{obj, key});
    raise_args(exc_KeyError, {key});
  }
  if (t == type_str) return str_item(obj.as<StrObject>(), key);
  if (t == type_range) return range_item(obj.as<RangeObject>(), key);
  if (is_bytes_type(t)) return bytes_item(obj, key);
  if (t == type_type) {
    // `list[int]`: the builtins CPython gives __class_getitem__ make a
    // types.GenericAlias (written in Python, interp/pylib/types.py).
    auto* cls = obj.as<TypeObject>();
    if (cls == type_list || cls == type_dict || cls == type_tuple || cls == type_set ||
        cls == type_frozenset || cls == type_type || cls == iterator_type(IterKind::Enumerate))
      return call(get_attr(machine().import_module("types"), "GenericAlias"), Values{obj, key});
    if (Value m = meta_method(obj, "__getitem__")) return call(m, Values{obj, key});
    if (Value m = cls->lookup("__class_getitem__")) {
      if (m.type() == type_classmethod) m = m.as<WrapperObject>()->func;
      return call(m, Values{obj, key});
    }
    raise(exc_TypeError, "type '" + cls->name + "' is not subscriptable");
  }
  if (Value m = t->lookup(Dunder::GetItem)) return call(m, Values{obj, key});
  raise(exc_TypeError, "'" + t->name + "' object is not subscriptable");
}

void set_item(const Value& obj, const Value& key, Value value) {
  set_item_as(behaviour_type(obj.type(), "__setitem__"), obj, key, std::move(value));
}

void set_item_as(TypeObject* t, const Value& obj, const Value& key, Value value) {
  if (t == type_list) {
    auto& items = obj.as<ListObject>()->items;
    if (is_type(key, type_slice)) {
      auto* s = key.as<SliceObject>();
      SliceBounds b = adjust(s, static_cast<int64_t>(items.size()));
      // PySequence_Fast: an exact list or tuple is read as it is (a copy:
      // it may be this list), anything else iterated.
      Values repl;
      // (Not one with a length shadow: iterating it records its length.)
      if (!value.sym() && (is_type(value, type_list) || is_type(value, type_tuple)) &&
          !value.obj()->length_sym) {
        repl = is_type(value, type_list) ? value.as<ListObject>()->items
                                         : value.as<TupleObject>()->items;
      } else {
        // PySequence_Fast's message when the value cannot be iterated.
        Value it;
        try {
          it = iter(value);
        } catch (const PyException& e) {
          if (!isinstance(e.exc, exc_TypeError)) throw;
          raise(exc_TypeError, b.step == 1 ? "can only assign an iterable"
                                           : "must assign iterable to extended slice");
        }
        repl = to_values(it);
      }
      if (b.step == 1) {
        int64_t stop = std::max(b.start, b.stop);
        items.erase(items.begin() + b.start, items.begin() + stop);
        items.insert(items.begin() + b.start, repl.begin(), repl.end());
        return;
      }
      if (static_cast<int64_t>(repl.size()) != b.count)
        raise(exc_ValueError, "attempt to assign sequence of size " + std::to_string(repl.size()) +
                                  " to extended slice of size " + std::to_string(b.count));
      for (int64_t k = 0, i = b.start; k < b.count; ++k, i += b.step) items[i] = repl[k];
      return;
    }
    int64_t i = normalize_index(key, static_cast<int64_t>(items.size()), "list");
    if (i < 0 || i >= static_cast<int64_t>(items.size()))
      raise(exc_IndexError, "list assignment index out of range");
    items[i] = std::move(value);
    return;
  }
  if (t == type_dict) {
    obj.as<DictObject>()->set(key, std::move(value));
    return;
  }
  if (t == type_bytearray) {
    bytearray_set_item(obj, key, value);
    return;
  }
  if (!t->builtin) {
    if (Value m = t->lookup(Dunder::SetItem)) {
      call(m, Values{obj, key, value});
      return;
    }
  }
  raise(exc_TypeError, "'" + type_name(obj) + "' object does not support item assignment");
}

void del_item(const Value& obj, const Value& key) {
  del_item_as(behaviour_type(obj.type(), "__delitem__"), obj, key);
}

void del_item_as(TypeObject* t, const Value& obj, const Value& key) {
  if (t == type_list) {
    auto& items = obj.as<ListObject>()->items;
    if (is_type(key, type_slice)) {
      SliceBounds b = adjust(key.as<SliceObject>(), static_cast<int64_t>(items.size()));
      std::vector<bool> drop(items.size(), false);
      for (int64_t k = 0, i = b.start; k < b.count; ++k, i += b.step) drop[i] = true;
      Values keep;
      for (size_t i = 0; i < items.size(); ++i)
        if (!drop[i]) keep.push_back(items[i]);
      items = std::move(keep);
      return;
    }
    int64_t i = normalize_index(key, static_cast<int64_t>(items.size()), "list");
    if (i < 0 || i >= static_cast<int64_t>(items.size()))
      raise(exc_IndexError, "list assignment index out of range");
    items.erase(items.begin() + i);
    return;
  }
  if (t == type_dict) {
    if (!obj.as<DictObject>()->remove(key)) raise_args(exc_KeyError, {key});
    return;
  }
  if (t == type_bytearray) {
    bytearray_del_item(obj, key);
    return;
  }
  if (!t->builtin) {
    if (Value m = t->lookup(Dunder::DelItem)) {
      call(m, Values{obj, key});
      return;
    }
  }
  // PyObject_DelItem: a type with sequence slots (a user class, str, tuple,
  // set...) refuses an index with PySequence_DelItem's words, others with
  // its own.
  bool sequence_slots = !t->builtin || t == type_str || t == type_tuple || t == type_bytes ||
                        t == type_set || t == type_frozenset || t == type_range || is_dict_view(t);
  bool index = is_int_like(key) || key.type()->lookup("__index__");
  raise(exc_TypeError, "'" + type_name(obj) + "' object " +
                           (sequence_slots && index ? "doesn't" : "does not") +
                           " support item deletion");
}

bool contains(const Value& container, const Value& item) {
  if (item.sym() && (is_type(container, type_dict) || is_type(container, type_set) ||
                     is_type(container, type_frozenset)))
    return sym_contains(container, item);
  return contains_as(behaviour_type(container.type(), "__contains__"), container, item);
}

bool contains_as(TypeObject* t, const Value& container, const Value& item) {
  if (t == type_type)
    if (Value m = meta_method(container, "__contains__"))
      return truthy(call(m, Values{container, item}));
  if (t == type_dict) return container.as<DictObject>()->get(item) || stand_in_key(container, item);
  if (t == type_set || t == type_frozenset) {
    SetObject* s = container.as<SetObject>();
    return with_frozen_key(item,
                           [&](const Value& k) { return static_cast<bool>(s->table.get(k)); }) ||
           stand_in_key(container, item);
  }
  if (t == type_str) {
    if (!is_type(item, type_str) && !isinstance(item, type_str))
      raise(exc_TypeError, "'in <string>' requires string as left operand, not " + type_name(item));
    return container.as<StrObject>()->value.find(item.as<StrObject>()->value) != std::string::npos;
  }
  if (is_bytes_type(t)) return bytes_contains(container, item);
  if (is_dict_view(t)) {
    auto* view = container.as<DictViewObject>();
    if (view->which == DictViewObject::Which::Keys)
      return view->dict->get(item) || stand_in_key(Value(view->dict), item);
    for (const Value& x : view->items())
      if (x.same(item) || eq(x, item)) return true;
    return false;
  }
  if (t == type_list)
    return index_of_equal(container.as<ListObject>()->items, item, 0, INT64_MAX) >= 0;
  if (t == type_tuple)
    return index_of_equal(container.as<TupleObject>()->items, item, 0, INT64_MAX) >= 0;
  if (t == type_range && is_int_like(item)) {
    auto* r = container.as<RangeObject>();
    int64_t x;
    if (!as_int64(item, &x)) return false;
    if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) return false;
    return (x - r->start) % r->step == 0;
  }
  if (!t->builtin)
    if (Value m = t->lookup(Dunder::Contains)) return truthy(call(m, Values{container, item}));
  // CPython's _PySequence_IterSearch: a container that cannot be iterated is
  // named as the argument of `in`, whatever TypeError iter() gave.
  Value it;
  try {
    it = iter(container);
  } catch (const PyException& e) {
    if (!isinstance(e.exc, exc_TypeError)) throw;
    raise(exc_TypeError, "argument of type '" + type_name(container) + "' is not iterable");
  }
  while (Value x = next(it))
    if (x.same(item) || eq(x, item)) return true;
  return false;
}

int64_t index_of_equal(const Values& items, const Value& item, int64_t begin, int64_t end) {
  for (int64_t i = begin; i < end && i < static_cast<int64_t>(items.size()); ++i) {
    Value x = items[i];
    if (x.same(item) || eq(x, item)) return i;
  }
  return -1;
}

int64_t length(const Value& v) {
  return length_as(behaviour_type(v.type(), "__len__"), v);
}

int64_t length_as(TypeObject* t, const Value& v) {
  if (t == type_str) return static_cast<int64_t>(v.as<StrObject>()->length);
  if (t == type_list) return static_cast<int64_t>(v.as<ListObject>()->items.size());
  if (is_dict_view(t)) return static_cast<int64_t>(v.as<DictViewObject>()->dict->size());
  if (t == type_tuple) return static_cast<int64_t>(v.as<TupleObject>()->items.size());
  if (t == type_dict) return static_cast<int64_t>(v.as<DictObject>()->size());
  if (t == type_set || t == type_frozenset)
    return static_cast<int64_t>(v.as<SetObject>()->table.size());
  if (t == type_range) return v.as<RangeObject>()->length();
  if (is_bytes_type(t)) return static_cast<int64_t>(v.as<BytesObject>()->value.size());
  if (!t->builtin) {
    if (Value m = t->lookup(Dunder::Len)) {
      Value r = call(m, Values{v});
      int64_t n;
      if (!as_int64(r, &n)) {
        if (is_int_like(r))
          raise(exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        raise(exc_TypeError, "'" + type_name(r) + "' object cannot be interpreted as an integer");
      }
      if (n < 0) raise(exc_ValueError, "__len__() should return >= 0");
      return n;
    }
  }
  if (Value m = meta_method(v, "__len__")) return index_value(call(m, Values{v}), "len");
  raise(exc_TypeError, "object of type '" + t->name + "' has no len()");
}

// ------------------------------------------------------------- iteration

Value iter(const Value& v) {
  Value it = iter_as(behaviour_type(v.type(), "__iter__"), v);
  if (symbolic_tracker()) bound_iterator(it, v);
  return it;
}

Value iter_as(TypeObject* t, const Value& v) {
  if (Value it = make_iterator(v, t)) return it;
  if (is_native_iterator_type(t) || t == type_generator) return v;
  if (!t->builtin || t->dict->get_str("__iter__")) {
    if (Value m = t->lookup(Dunder::Iter)) {
      Value it = call(m, Values{v});
      if (!it.type()->lookup(Dunder::Next) && !is_native_iterator(it) &&
          it.type() != type_generator)
        raise(exc_TypeError, "iter() returned non-iterator of type '" + type_name(it) + "'");
      return it;
    }
    if (Value m = t->lookup(Dunder::GetItem)) {
      Value self = v;
      auto i = std::make_shared<int64_t>(0);
      return make<IteratorObject>([self, m, i]() -> Value {
        try {
          return call(m, Values{self, py_int((*i)++)});
        } catch (const PyException& e) {
          if (isinstance(e.exc, exc_IndexError) || isinstance(e.exc, exc_StopIteration))
            return nullptr;
          throw;
        }
      });
    }
  }
  if (Value m = meta_method(v, "__iter__")) return iter(call(m, Values{v}));
  raise(exc_TypeError, "'" + t->name + "' object is not iterable");
}

Value next(const Value& it) {
  TypeObject* t = it.type();
  if (is_native_iterator_type(t) && (t->builtin || !user_defines(t, "__next__"))) {
    auto* io = it.as<IteratorObject>();
    Value item = io->next();
    if (io->bound | io->start_sym) next_decision(io, &item);
    return item;
  }
  if (t == type_generator) return it.as<IteratorObject>()->next();
  if (Value m = t->lookup(Dunder::Next)) {
    try {
      return call(m, Values{it});
    } catch (const PyException& e) {
      if (isinstance(e.exc, exc_StopIteration)) return nullptr;
      throw;
    }
  }
  raise(exc_TypeError, "'" + t->name + "' object is not an iterator");
}

Values to_values(const Value& iterable) {
  TypeObject* t = behaviour_type(iterable.type(), "__iter__");
  if (t == type_list) return iterable.as<ListObject>()->items;
  if (is_dict_view(t)) return iterable.as<DictViewObject>()->items();
  if (t == type_tuple) return iterable.as<TupleObject>()->items;
  Values out;
  Value it = iter(iterable);
  while (Value x = next(it)) out.push_back(std::move(x));
  return out;
}

// ------------------------------------------------------------------ calls

Value call(const Value& callable, CallArgs& args) {
  // A call is where a long native operation (a sort's key, a map) comes
  // back to the interpreter: the run's time is checked here as at a step.
  stop_if_interrupted();
  TypeObject* t = callable.type();
  if (t == type_builtin_function) {
    auto* f = callable.as<BuiltinFunctionObject>();
    // A module's function has the module as __self__, not as an argument.
    bool bound = f->self && !is_type(f->self, type_module);
    if (bound) args.args.insert(args.args.begin(), f->self);
    try {
      return f->fn(args);
    } catch (const std::out_of_range& e) {
      // A native function reads its arguments with Values::at(): one past
      // those given is a call with too few, a TypeError as in CPython.
      if (std::string_view(e.what()).find("_M_range_check") == std::string_view::npos) throw;
      raise(exc_TypeError, f->name + "() missing required argument (pos " +
                               std::to_string(args.args.size() + (bound ? 0 : 1)) + ")");
    }
  }
  if (t == type_function) return call_function_hook(callable.as<FunctionObject>(), args);
  if (t == type_method) {
    auto* m = callable.as<MethodObject>();
    args.args.insert(args.args.begin(), m->self);
    return call(m->func, args);
  }
  if (is_metatype(t) && (t == type_type || !user_defines(t, "__call__"))) {
    auto* cls = callable.as<TypeObject>();
    if (cls == type_type && args.args.size() == 1 && args.kwargs.empty()) {
      note_stand_in_use(args.args[0], "type({})");
      return Value(args.args[0].type());
    }
    if (cls == type_type) return type_new_hook(args);
    if (cls->construct) return cls->construct(cls, args);
    return instantiate_hook(cls, args);
  }
  if (t == type_staticmethod) return call(callable.as<WrapperObject>()->func, args);
  if (!t->builtin) {
    if (Value m = t->lookup(Dunder::Call)) {
      // A __call__ that is itself an instance calls on (A.__call__ = A()):
      // CPython's recursion limit ends it.
      RecursionGuard guard(" while calling a Python object");
      // `__call__ = dict` is no descriptor: called as it is, without self.
      if (m.type() != type_function) return call(bind(m, callable, t), args);
      args.args.insert(args.args.begin(), callable);
      return call(m, args);
    }
  }
  raise(exc_TypeError, "'" + t->name + "' object is not callable");
}

Value call(const Value& callable, Values args) {
  CallArgs a{std::move(args), {}};
  return call(callable, a);
}

Value call_method_opt(const Value& self, std::string_view name, Values args) {
  Value m = self.type()->lookup(name);
  if (!m) return nullptr;
  args.insert(args.begin(), self);
  return call(m, std::move(args));
}

} // namespace hyexec::interp
