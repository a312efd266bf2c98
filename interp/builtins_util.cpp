#include "interp/builtins_util.h"
#include "interp/safe_sort.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"

#include <algorithm>

namespace hyexec::interp {

void arity(const CallArgs& a, const char* fname, size_t lo, size_t hi) {
  size_t n = a.args.size();
  if (n >= lo && n <= hi) return;
  if (lo == hi)
    raise(exc_TypeError, std::string(fname) + "() takes exactly " +
                             (lo == 1 ? "one argument" : std::to_string(lo) + " arguments") + " (" +
                             std::to_string(n) + " given)");
  if (n < lo)
    raise(exc_TypeError, std::string(fname) + " expected at least " + std::to_string(lo) +
                             " argument" + (lo == 1 ? "" : "s") + ", got " + std::to_string(n));
  raise(exc_TypeError, std::string(fname) + " expected at most " + std::to_string(hi) +
                           " argument" + (hi == 1 ? "" : "s") + ", got " + std::to_string(n));
}

void exactly_one(const CallArgs& a, const char* fname) {
  if (a.args.size() != 1)
    raise(exc_TypeError, std::string(fname) + "() takes exactly one argument (" +
                             std::to_string(a.args.size()) + " given)");
}

void no_kwargs(const CallArgs& a, const char* fname) {
  if (!a.kwargs.empty()) raise(exc_TypeError, std::string(fname) + "() takes no keyword arguments");
}

std::string expect_str(const Value& v, const std::string& prefix) {
  if (!is_type(v, type_str)) raise(exc_TypeError, prefix + type_name(v));
  return v.as<StrObject>()->value;
}

void dict_update(DictObject* d, const Value& other) {
  // dict_merge: a dict subclass that iterates as dicts do gives its entries.
  if (isinstance(other, type_dict) && !user_defines(other.type(), "__iter__")) {
    for (const auto& e : other.as<DictObject>()->entries)
      if (e.key) d->set(e.key, e.value);
    return;
  }
  if (Value keys = get_attr_opt(other, "keys"); keys && !other.type()->builtin) {
    for (const Value& k : to_values(call(keys, Values{}))) d->set(k, get_item(other, k));
    return;
  }
  Value it = iter(other);
  size_t index = 0;
  while (Value item = next(it)) {
    Values pair;
    try {
      pair = to_values(item);
    } catch (const PyException&) {
      raise(exc_TypeError, "cannot convert dictionary update sequence element #" +
                               std::to_string(index) + " to a sequence");
    }
    if (pair.size() != 2)
      raise(exc_ValueError, "dictionary update sequence element #" + std::to_string(index) +
                                " has length " + std::to_string(pair.size()) + "; 2 is required");
    d->set(pair[0], pair[1]);
    ++index;
  }
}

Value list_sort(CallArgs& a) {
  auto* l = a.args[0].as<ListObject>();
  if (a.args.size() > 1) raise(exc_TypeError, "sort() takes no positional arguments");
  Value key;
  bool reverse = false;
  for (auto& [k, v] : a.kwargs) {
    if (k == "key")
      key = is_none(v) ? Value() : v;
    else if (k == "reverse")
      reverse = truthy(v);
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for sort()");
  }
  Values items = std::move(l->items);
  l->items.clear();
  Values keys;
  keys.reserve(items.size());
  for (const Value& v : items) keys.push_back(key ? call(key, Values{v}) : v);
  // Symbolic keys are sorted concretely; the order found is then reported
  // as the path condition it is (each key <= the next, < where the stable
  // sort swapped two), so the search may vary the values within it.
  Values shadowed;
  for (Value& k : keys)
    if (k.sym()) {
      if (shadowed.empty()) shadowed = keys;
      k = k.concrete();
    }
  std::vector<size_t> order(items.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  // CPython sorts stably and compares only with `<`; reverse keeps stability.
  auto less = [&](size_t x, size_t y) {
    if (keys[x].is_int() && keys[y].is_int()) return keys[x].as_int() < keys[y].as_int();
    return compare_bool(keys[x], keys[y], ast::CmpOpKind::Lt);
  };
  try {
    if (reverse) { // equal items keep their order, as CPython's
      safe_stable_sort(order, [&](size_t x, size_t y) { return less(y, x); });
    } else {
      safe_stable_sort(order, less);
    }
  } catch (...) {
    l->items = std::move(items);
    throw;
  }
  // As CPython: the sorted items replace whatever the comparisons put there.
  bool modified = !l->items.empty();
  for (size_t i = 0; !shadowed.empty() && i + 1 < order.size(); ++i) {
    const Value &a = shadowed[order[i]], &b = shadowed[order[i + 1]];
    if (!(a.sym() | b.sym())) continue;
    bool swapped = order[i] > order[i + 1];
    SymOp op = reverse ? (swapped ? SymOp::Gt : SymOp::Ge) : (swapped ? SymOp::Lt : SymOp::Le);
    if (SymId cond = sym_apply(op, {a, b})) report_branch(-1, cond, true);
  }
  Values out;
  out.reserve(items.size());
  for (size_t i : order) out.push_back(items[i]);
  l->items = std::move(out);
  if (modified) raise(exc_ValueError, "list modified during sort");
  return none();
}

void add_function(ModuleObject* m, const char* name, NativeFn f) {
  auto fn = make<BuiltinFunctionObject>(name, std::move(f));
  // Its __self__ is the module, as in CPython: a module's function stored on
  // a class does not bind as a method (`isclose = math.isclose`).
  fn->self = Value(m);
  m->dict->set_str(name, fn);
}

Value make_list_iterator(Values items) {
  auto data = std::make_shared<Values>(std::move(items));
  auto i = std::make_shared<size_t>(0);
  return make<IteratorObject>([data, i]() -> Value {
    if (*i >= data->size()) return nullptr;
    return (*data)[(*i)++];
  });
}

namespace {

/// The proxy super() returns: attribute lookup starts after `cls` in the MRO of `self`'s type.
struct SuperObject : Object {
  SuperObject(TypeObject* c, Value s) : Object(super_type()), cls(c), self(std::move(s)) {}
  static TypeObject* super_type() {
    static TypeObject* t = [] {
      auto* x = new TypeObject("super", type_object);
      incref(x);
      x->dict = make<DictObject>();
      x->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                         auto* s = static_cast<SuperObject*>(a.args[0].obj());
                         return py_str("<super: <class '" + s->cls->name + "'>, <" +
                                       type_name(s->self) + " object>>");
                       }));
      return x;
    }();
    return t;
  }
  TypeObject* cls;
  Value self;
};

} // namespace

Value super_fn(CallArgs& a) {
  Machine& m = machine();
  TypeObject* cls = nullptr;
  Value self;
  if (a.args.size() == 2) {
    if (!is_class(a.args[0]))
      raise(exc_TypeError, "super() argument 1 must be a type, not " + type_name(a.args[0]));
    cls = a.args[0].as<TypeObject>();
    self = a.args[1];
  } else {
    Frame* f = m.current;
    if (!f || !f->scope || !f->scope->function_like()) {
      // A method body lifted out of its class: the oracle stands in for the parent.
      if (f && f->file == m.module.filename)
        if (Value v = m.ask_oracle(oracle::Ask::Call, "super()", "super()", "super")) return v;
      raise(exc_RuntimeError, "super(): no arguments");
    }
    int slot = f->scope->slot("__class__");
    // A method that assigns __class__ itself holds a plain local there, not the cell.
    if (slot < 0 || !f->slots[slot] || !is_type(f->slots[slot], type_cell) ||
        !f->slots[slot].as<CellObject>()->value)
      raise(exc_RuntimeError, "super(): __class__ cell not found");
    Value klass = f->slots[slot].as<CellObject>()->value;
    if (!is_class(klass))
      raise(exc_RuntimeError, "super(): __class__ is not a type (" + type_name(klass) + ")");
    cls = klass.as<TypeObject>();
    if (f->scope->num_params == 0 || !f->slots[0]) raise(exc_RuntimeError, "super(): no arguments");
    self = f->slots[0];
    if (is_type(self, type_cell)) self = self.as<CellObject>()->value;
  }
  return make<SuperObject>(cls, self); // attributes: super_lookup()
}

/// Looks `name` up for a super proxy (protocol.cpp calls this through get_attr_opt).
Value super_lookup(const Value& proxy, std::string_view name) {
  if (proxy.type()->name != "super" || !proxy.type()->builtin) return nullptr;
  auto* s = static_cast<SuperObject*>(proxy.obj());
  // super_getattro: `__class__` is the proxy's own, never looked up past cls.
  if (name == "__class__") return Value(proxy.type());
  // CPython's supercheck: a class deriving from `cls` (a classmethod's
  // super) starts at itself, else the instance's type (a metaclass's method
  // gets a class as its instance).
  TypeObject* start = is_class(s->self) && s->self.as<TypeObject>()->is_subtype_of(s->cls)
                          ? s->self.as<TypeObject>()
                          : s->self.type();
  bool unbound = s->self.same(Value(start));
  const auto& mro = start->mro;
  auto it = std::find(mro.begin(), mro.end(), s->cls);
  if (it == mro.end()) return nullptr;
  for (++it; it != mro.end(); ++it) {
    Value v = (*it)->dict ? (*it)->dict->get_str(name) : Value();
    // object's methods are hyexec's defaults, outside its dict (object_defaults.cpp).
    if (!v && *it == type_object) v = object_default_method(name, start);
    if (!v) continue;
    TypeObject* vt = v.type();
    if (vt == type_function) return unbound ? v : Value(make<MethodObject>(v, s->self));
    if (vt == type_builtin_function && name == "__new__") return v; // a static method
    // A module's function (its __self__ the module) is no method: as is.
    if (vt == type_builtin_function && v.as<BuiltinFunctionObject>()->self) return v;
    if (vt == type_builtin_function) {
      auto bound = make<BuiltinFunctionObject>(v.as<BuiltinFunctionObject>()->name,
                                               v.as<BuiltinFunctionObject>()->fn);
      bound->self = s->self;
      return bound;
    }
    if (vt == type_classmethod) return classmethod_get(v, Value(start));
    if (vt == type_staticmethod) return v.as<WrapperObject>()->func;
    if (acts_as_property(v, "__get__")) return call(v.as<WrapperObject>()->func, Values{s->self});
    // A descriptor of the program's own: __get__(instance or None, start type).
    if (!vt->builtin)
      if (Value get = vt->lookup(Dunder::Get))
        return call(get, Values{v, unbound ? Value(none()) : s->self, Value(start)});
    return v;
  }
  return nullptr;
}

Values clinic_args(const CallArgs& a, const std::string& f, std::vector<std::string> names,
                   size_t required) {
  size_t n = names.size();
  if (a.args.size() + a.kwargs.size() > n)
    raise(exc_TypeError, f + "() takes at most " + std::to_string(n) + " argument" +
                             (n == 1 ? "" : "s") + " (" +
                             std::to_string(a.args.size() + a.kwargs.size()) + " given)");
  Values out(n);
  for (size_t i = 0; i < a.args.size(); ++i) out[i] = a.args[i];
  // As _PyArg_UnpackKeywords: the parameters first (a missing one is the
  // error), then the keywords in order (unknown, or given twice).
  bool stray = false;
  for (const auto& [k, v] : a.kwargs) {
    size_t i = static_cast<size_t>(std::find(names.begin(), names.end(), k) - names.begin());
    if (i < a.args.size() || i == n)
      stray = true;
    else
      out[i] = v;
  }
  for (size_t i = 0; i < required; ++i)
    if (!out[i])
      raise(exc_TypeError, f + "() missing required argument '" + names[i] + "' (pos " +
                               std::to_string(i + 1) + ")");
  if (stray)
    for (const auto& [k, v] : a.kwargs) {
      size_t i = static_cast<size_t>(std::find(names.begin(), names.end(), k) - names.begin());
      if (i == n)
        raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + f + "()");
      if (i < a.args.size())
        raise(exc_TypeError, "argument for " + f + "() given by name ('" + k + "') and position (" +
                                 std::to_string(i + 1) + ")");
    }
  return out;
}

} // namespace hyexec::interp
