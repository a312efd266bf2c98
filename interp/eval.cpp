// Evaluating expressions and assigning to targets.
#include "cfg/deferred_bodies.h"
#include "interp/async_generator.h"
#include "interp/attr_cache.h"
#include "interp/call_layout.h"
#include "interp/coroutine.h"
#include "interp/eval_operand.h"
#include "interp/generator.h"
#include "interp/iterator_types.h"
#include "interp/line_tracer.h"
#include "interp/machine.h"
#include "interp/stand_in_key.h"
#include "interp/strings.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"

#include "interp/numbers.h"

#include <algorithm>
#include <unordered_map>

namespace hyexec::interp {

using namespace ast;

namespace {

/// Equal string constants are one object, as CPython merges a code object's
/// constants and interns identifier-like ones: `"a" is "a"` is True.
Value interned_constant(const std::string& s) {
  static std::unordered_map<std::string, Object*> table;
  Object*& o = table[s];
  if (!o) {
    Value v = py_str(s);
    o = v.obj();
    incref(o); // owned by the table for the rest of the process
  }
  return Value(o);
}

Value constant(const Constant* c) {
  switch (c->type) {
  case Constant::Type::Int: return py_int(c->i);
  case Constant::Type::Float: return py_float(c->f);
  case Constant::Type::None: return none();
  case Constant::Type::True: return py_bool(true);
  case Constant::Type::False: return py_bool(false);
  case Constant::Type::Ellipsis: return ellipsis();
  default: break;
  }
  if (!c->interp_cache) {
    Value v;
    switch (c->type) {
    case Constant::Type::Str: v = interned_constant(c->s); break;
    case Constant::Type::Bytes: v = make<BytesObject>(c->s); break;
    case Constant::Type::BigInt: v = py_int(mpz_class(c->s, c->base)); break;
    case Constant::Type::Complex: v = make<ComplexObject>(0.0, c->f); break;
    default: break;
    }
    Object* o = v.obj();
    incref(o); // owned by the AST node for the rest of the process
    c->interp_cache = o;
  }
  return Value(static_cast<Object*>(c->interp_cache));
}

/// What a Name node keeps: its text as a dict key, and where a global
/// lookup there last found its value, with the versions of the dicts then
/// (as CPython 3.11's LOAD_GLOBAL specialisation). The entry's index, not
/// the value, is kept: a cache must not keep objects alive.
struct NameSite {
  Value key; ///< the object set_str and store_name use for the same text
  Ref<DictObject> globals;
  Ref<DictObject> builtins; ///< the builtins of those globals (globals_builtins)
  uint64_t globals_version = 0, builtins_version = 0;
  bool in_builtins = false;
  int64_t entry = -1; ///< in globals' (or builtins') entries; -1: no answer cached
};

NameSite& name_site(const Name* n) {
  if (!n->interp_cache) {
    auto* s = new NameSite; // owned by the AST node for the rest of the process
    s->key = name_str(n->id);
    n->interp_cache = s;
  }
  return *static_cast<NameSite*>(n->interp_cache);
}

/// The name as a dict key, kept by its AST node, so lookups usually match by identity.
const Value& name_key(const Name* n) {
  return name_site(n).key;
}

/// The builtins code running with `globals` sees (CPython's
/// _PyEval_BuiltinsFromGlobals): their `__builtins__`, a dict or a module's
/// dict (exec(src, {'__builtins__': {...}})), else the interpreter's; null
/// when it is another object (`*other`), whose items are the builtins.
DictObject* globals_builtins(DictObject* globals, DictObject* builtins, Value* other) {
  static const Value key = interned_constant("__builtins__"); // its hash computed once
  Value b = globals->get(key);
  if (!b) return builtins;
  if (isinstance(b, type_dict)) return b.as<DictObject>();
  if (is_type(b, type_module)) return b.as<ModuleObject>()->dict.get();
  *other = b;
  return nullptr;
}

/// Name `key` in builtins that are not a dict: their item, CPython's
/// PyObject_GetItem (a TypeError for a non-mapping); null on a KeyError.
Value builtin_item(const Value& builtins, const Value& key) {
  try {
    return get_item(builtins, key);
  } catch (PyException& e) {
    if (!isinstance(e.exc, exc_KeyError)) throw;
    return nullptr;
  }
}

/// A global (or builtin) name's value; null when neither dict has it. The
/// globals' version covers their `__builtins__`, so a cached answer holds
/// while both dicts are unchanged.
Value load_global(const Name* n, DictObject* globals, DictObject* builtins) {
  NameSite& s = name_site(n);
  if (s.entry >= 0 && s.globals.get() == globals) {
    if (s.globals_version == globals->version && s.builtins_version == s.builtins->version)
      return (s.in_builtins ? s.builtins.get() : globals)->entries[s.entry].value;
    if (!s.in_builtins) {
      // A store to a global changes the version, not the entries: one that
      // still holds the name is its answer (as CPython 3.11's
      // LOAD_GLOBAL_MODULE checks the keys, not the values). go and
      // deltablue write globals in their loops.
      if (static_cast<size_t>(s.entry) < globals->entries.size()) {
        const DictObject::Entry& e = globals->entries[s.entry];
        if (e.key.same(s.key)) return e.value;
      }
    }
  }
  Value other;
  builtins = globals_builtins(globals, builtins, &other);
  if (s.entry >= 0 && s.in_builtins && s.globals.get() == globals && builtins == s.builtins.get() &&
      s.builtins_version == builtins->version && globals->entry_of(s.key) < 0) {
    // The globals changed but still lack the name, and the same builtins have it.
    s.globals_version = globals->version;
    return builtins->entries[s.entry].value;
  }
  s.in_builtins = false;
  s.entry = globals->entry_of(s.key);
  if (s.entry < 0 && !builtins) return builtin_item(other, s.key);
  if (s.entry < 0) {
    s.in_builtins = true;
    s.entry = builtins->entry_of(s.key);
    if (s.entry < 0) return nullptr;
  }
  s.globals = globals;
  // Found in the globals beside builtins that are not a dict: the cache
  // keeps the interpreter's, which only its version is read from.
  s.builtins = builtins ? builtins : machine().builtins.get();
  s.globals_version = globals->version;
  s.builtins_version = s.builtins->version;
  return (s.in_builtins ? builtins : globals)->entries[s.entry].value;
}

/// `a op b` for two floats, or a float and an int both exact in a double,
/// without shadows: IEEE arithmetic is CPython's float arithmetic. Null for
/// anything else (and division by zero, whose error binary_op raises).
Value float_fast_path(const Value& a, const Value& b, BinOpKind op) {
  if (a.sym() | b.sym()) return nullptr;
  constexpr int64_t kExact = int64_t{1} << 53;
  double x, y;
  if (a.is_float())
    x = a.as_float();
  else if (a.is_int() && a.as_int() <= kExact && a.as_int() >= -kExact && b.is_float())
    x = static_cast<double>(a.as_int());
  else
    return nullptr;
  if (b.is_float())
    y = b.as_float();
  else if (b.is_int() && b.as_int() <= kExact && b.as_int() >= -kExact)
    y = static_cast<double>(b.as_int());
  else
    return nullptr;
  switch (op) {
  case BinOpKind::Add: return py_float(x + y);
  case BinOpKind::Sub: return py_float(x - y);
  case BinOpKind::Mult: return py_float(x * y);
  case BinOpKind::Div:
    if (y != 0) return py_float(x / y);
    return nullptr;
  default: return nullptr;
  }
}

} // namespace

Value arithmetic_fast_path(const Value& a, const Value& b, BinOpKind op) {
  if (a.is_int() && b.is_int() && !(a.sym() | b.sym())) { // a shadow takes the slow path
    int64_t x = a.as_int(), y = b.as_int(), z;
    switch (op) {
    case BinOpKind::Add:
      if (!__builtin_add_overflow(x, y, &z)) return py_int(z);
      break;
    case BinOpKind::Sub:
      if (!__builtin_sub_overflow(x, y, &z)) return py_int(z);
      break;
    case BinOpKind::Mult:
      if (!__builtin_mul_overflow(x, y, &z)) return py_int(z);
      break;
    default: break;
    }
  }
  return float_fast_path(a, b, op);
}

namespace {

/// `a op b` (an ordering or equality) for two ints or two floats without
/// shadows: 1 or 0; -1 for anything else.
int number_compare_fast_path(const Value& a, const Value& b, CmpOpKind op) {
  if (a.sym() | b.sym()) return -1;
  if (a.is_int() && b.is_int()) return ordering_of(a.as_int(), b.as_int(), op);
  if (a.is_float() && b.is_float()) return ordering_of(a.as_float(), b.as_float(), op);
  return -1;
}

[[noreturn]] void name_error(const std::string& name) {
  Value e = new_exception(exc_NameError, {py_str("name '" + name + "' is not defined")});
  set_attr(e, "name", py_str(name));
  throw PyException{e};
}

Value load_name(const Name* n, Frame& f, Machine& m) {
  switch (n->scope) {
  case NameScope::Local: {
    const Value& v = f.slots[n->slot];
    if (!v)
      raise(exc_UnboundLocalError,
            "cannot access local variable '" + n->id + "' where it is not associated with a value");
    return v;
  }
  case NameScope::Cell:
  case NameScope::Free: {
    const Value& c = f.slots[n->slot];
    if (!c || !c.as<CellObject>()->value) {
      if (n->scope == NameScope::Cell)
        raise(exc_UnboundLocalError, "cannot access local variable '" + n->id +
                                         "' where it is not associated with a value");
      raise(exc_NameError, "cannot access free variable '" + n->id +
                               "' where it is not associated with a value in enclosing scope");
    }
    return c.as<CellObject>()->value;
  }
  case NameScope::ClassFree: {
    if (f.ns)
      if (Value v = ns_load(f, name_key(n))) return v;
    const Value& c = f.slots[n->slot];
    if (!c || !c.as<CellObject>()->value)
      raise(exc_NameError, "cannot access free variable '" + n->id +
                               "' where it is not associated with a value in enclosing scope");
    return c.as<CellObject>()->value;
  }
  case NameScope::Name:
    if (f.ns && f.ns.get() != f.globals.get())
      if (Value v = ns_load(f, name_key(n))) return v;
    [[fallthrough]];
  case NameScope::Global:
  case NameScope::Unresolved: {
    if (Value v = load_global(n, f.globals.get(), m.builtins.get())) return v;
    if (Value v = m.oracle_name(n->id, f)) return v;
    name_error(n->id);
  }
  }
  name_error(n->id);
}

void store(const Name* n, Value v, Frame& f) {
  switch (n->scope) {
  case NameScope::Local: f.slots[n->slot] = std::move(v); return;
  case NameScope::Cell:
  case NameScope::Free:
  case NameScope::ClassFree:
    if (n->scope == NameScope::ClassFree && f.ns) break;
    f.slots[n->slot].as<CellObject>()->value = std::move(v);
    return;
  case NameScope::Global: f.globals->set(name_key(n), std::move(v)); return;
  default: break;
  }
  if (f.ns)
    ns_store(f, name_key(n), std::move(v));
  else
    f.globals->set(name_key(n), std::move(v));
}

} // namespace

Value ns_load(Frame& f, const Value& key) {
  if (!f.ns_mapping) return f.ns->get(key);
  try {
    return get_item(Value(f.ns), key);
  } catch (PyException& e) {
    if (!isinstance(e.exc, exc_KeyError)) throw;
    return nullptr;
  }
}

void ns_store(Frame& f, const Value& key, Value v) {
  if (f.ns_mapping)
    set_item(Value(f.ns), key, std::move(v));
  else
    f.ns->set(key, std::move(v));
}

bool ns_delete(Frame& f, const Value& key) {
  if (!f.ns_mapping) return f.ns->remove(key);
  try {
    del_item(Value(f.ns), key);
    return true;
  } catch (PyException& e) {
    if (!isinstance(e.exc, exc_KeyError)) throw;
    return false;
  }
}

namespace {

/// CPython's _PyObject_FunctionStr, which names the callee in a call's
/// argument errors: `module.qualname()`, the module left out for builtins.
std::string function_str(const Value& fn) {
  auto attr = [&](const char* name) -> Value {
    try {
      return get_attr(fn, name);
    } catch (PyException&) {
      return nullptr;
    }
  };
  Value qualname = attr("__qualname__");
  if (!qualname) return str(fn);
  Value module = attr("__module__");
  if (module && is_type(module, type_str) && module.as<StrObject>()->value != "builtins")
    return str(module) + "." + str(qualname) + "()";
  return str(qualname) + "()";
}

/// `*v` in a call or a display: what is not iterable is named with the
/// callee when it is the call's only positional part (CPython 3.11's
/// CALL_FUNCTION_EX check), else as LIST_EXTEND names it (`f(1, *v)`,
/// `[*v]`); errors raised while iterating pass through.
Values starred_items(const Value& fn, const Value& v, bool only_part) {
  try {
    return to_values(v);
  } catch (PyException& e) {
    if (isinstance(e.exc, exc_TypeError) &&
        exception_str(e.object()) == "'" + type_name(v) + "' object is not iterable")
      raise(exc_TypeError, (only_part ? function_str(fn) + " argument" : std::string("Value")) +
                               " after * must be an iterable, not " + type_name(v));
    throw;
  }
}

/// Evaluates call arguments, expanding `*a` and `**k`; false when a
/// positional one failed softly (eval_soft), the exception pending.
bool call_args(Machine& m, const Value& fn, const std::vector<Expr*>& args,
               const std::vector<Keyword*>& keywords, Frame& f, CallArgs* out) {
  // Most callers reserved room already (call_expression): reserve() is a call.
  if (size_t need = out->args.size() + args.size(); out->args.capacity() < need)
    out->args.reserve(need);
  for (const Expr* a : args) {
    if (a->kind == ExprKind::Starred) {
      Values items =
          starred_items(fn, m.eval(static_cast<const Starred*>(a)->value, f), args.size() == 1);
      out->args.insert(out->args.end(), items.begin(), items.end());
    } else {
      Value v = eval_operand_soft(m, a, f);
      if (soft_failed(v)) return false;
      out->args.push_back(std::move(v));
    }
  }
  size_t first_kwarg = out->kwargs.size();
  // A name a `**` mapping gives again is the caller's error (DICT_MERGE).
  auto add_unpacked = [&](std::string name, Value v) {
    for (size_t i = first_kwarg; i < out->kwargs.size(); ++i)
      if (out->kwargs[i].first == name)
        raise(exc_TypeError,
              function_str(fn) + " got multiple values for keyword argument '" + name + "'");
    out->kwargs.emplace_back(std::move(name), std::move(v));
  };
  bool merged = std::any_of(keywords.begin(), keywords.end(),
                            [](const Keyword* k) { return k->arg.empty(); });
  for (const Keyword* k : keywords) {
    Value v = m.eval(k->value, f);
    if (!k->arg.empty()) {
      if (merged)
        add_unpacked(k->arg, std::move(v));
      else
        out->kwargs.emplace_back(k->arg, std::move(v));
      continue;
    }
    if (!is_type(v, type_dict)) {
      if (!v.type()->lookup("keys"))
        raise(exc_TypeError,
              function_str(fn) + " argument after ** must be a mapping, not " + type_name(v));
      Values keys = to_values(call_method_opt(v, "keys", {}));
      for (const Value& key : keys) add_unpacked(str(key), get_item(v, key));
      continue;
    }
    for (const auto& e : v.as<DictObject>()->entries) {
      if (!e.key) continue;
      if (!is_type(e.key, type_str)) raise(exc_TypeError, "keywords must be strings");
      add_unpacked(e.key.as<StrObject>()->value, e.value);
    }
  }
  return true;
}

Values display_items(Machine& m, const std::vector<Expr*>& elts, Frame& f, bool set = false) {
  Values out;
  out.reserve(elts.size());
  for (const Expr* e : elts) {
    if (e->kind == ExprKind::Starred) {
      Value v = m.eval(static_cast<const Starred*>(e)->value, f);
      Values items = set ? to_values(v) : starred_items(Value(), v, false); // SET_UPDATE: plain
      out.insert(out.end(), items.begin(), items.end());
    } else {
      out.push_back(eval_operand(m, e, f));
    }
  }
  return out;
}

/// One item of a comprehension's loop `g`: binds its target and evaluates
/// its `if`s (each a decision); true when all of them hold.
bool take_item(Machine& m, const Comprehension* g, Value item, Frame& f) {
  m.tick(0);
  f.line = g->target->span.line;
  m.assign(g->target, std::move(item), f);
  for (size_t k = 0; k < g->ifs.size(); ++k) {
    f.line = g->ifs[k]->span.line;
    if (!m.decide(m.eval(g->ifs[k], f), g->first_if_decision + static_cast<int>(k), g->ifs[k]))
      return false;
  }
  return true;
}

/// A generator expression as a state machine over its loops' iterators
/// (GeneratorObject::step): no stack of its own, no switch per item.
Value generator_expression(Machine& m, const Expr* e, const std::vector<Comprehension*>& gens,
                           std::shared_ptr<Frame> f, Value first_iter) {
  auto g = make<GeneratorObject>(nullptr);
  auto iters = std::make_shared<Values>(Values{std::move(first_iter)}); // one per loop level
  g->step = [&m, e, &gens, f, iters]() -> Value {
    struct Enter {
      Machine& m;
      Frame* saved;
      ~Enter() { m.current = saved; }
    } enter{m, m.current};
    f->back = enter.saved; // its caller is whoever resumes it
    m.current = f.get();
    Values& its = *iters;
    try {
      while (!its.empty()) {
        size_t level = its.size() - 1;
        const Comprehension* g = gens[level];
        Value item = next(its[level]);
        if (!item) {
          its.pop_back();
          continue;
        }
        if (!take_item(m, g, std::move(item), *f)) continue;
        if (level + 1 < gens.size()) {
          f->line = gens[level + 1]->iter->span.line;
          its.push_back(iter(m.eval(gens[level + 1]->iter, *f)));
          continue;
        }
        const Expr* elt = static_cast<const GeneratorExp*>(e)->elt;
        f->line = elt->span.line; // where an error in the element is reported
        return m.eval(elt, *f);
      }
    } catch (const PyException& x) {
      add_traceback(x.object(), *f); // the <genexpr> frame, as CPython's traceback has it
      throw;
    }
    return nullptr;
  };
  return g;
}

/// The iterator of one `for` of a comprehension (its __aiter__() for `async for`).
Value loop_iter(const Comprehension* g, const Value& iterable) {
  return g->is_async ? async_iter(iterable) : iter(iterable);
}

/// A generator expression's __qualname__: its enclosing function's (or
/// class's) qualified name with `<genexpr>`, as CPython's compiler names it.
std::string genexpr_qualname(const Frame& outer) {
  const cfg::CodeUnit* u = outer.unit;
  if (!u || u->kind == cfg::CodeUnit::Kind::Module) return "<genexpr>";
  return u->name + (u->kind == cfg::CodeUnit::Kind::Class ? ".<genexpr>" : ".<locals>.<genexpr>");
}

/// A comprehension runs in its own scope, as a nested function in CPython;
/// a generator expression is a generator over that scope (generator_expression).
Value comprehension(Machine& m, const Expr* e, const std::vector<Comprehension*>& gens,
                    Frame& outer) {
  const cfg::Scope* scope = m.scope_for(e);
  auto f = std::make_shared<Frame>();
  f->scope = scope;
  f->slots.resize(scope->slots.size());
  f->globals = outer.globals;
  f->function.borrow(scope->name); // scopes live as long as the process's programs
  f->file = outer.file;
  f->line = e->span.line;
  f->id = m.next_frame_id++;
  f->handled_base = m.handled.size();
  // Free variables: the enclosing frame's cells (or class-body cells).
  const CallLayout& layout = call_layout(scope);
  for (uint32_t i : layout.free_slots) {
    if (scope->lookup(scope->slots[i]) != NameScope::Free) continue;
    int os = outer.scope->slot(scope->slots[i]);
    if (os >= 0) f->slots[i] = outer.slots[os];
  }
  for (uint32_t i : layout.cell_slots) f->slots[i] = make<CellObject>();
  // The outermost iterable is evaluated at once, in the enclosing scope.
  Value first_iter = loop_iter(gens[0], m.eval(gens[0]->iter, outer));
  // `[f(x) for x in xs]` has as many items as xs: it keeps a length shadow.
  uint32_t length = e->kind == ExprKind::ListComp && gens.size() == 1 && gens[0]->ifs.empty()
                        ? collected_length(first_iter)
                        : 0;
  // Traced line by line, a generator expression runs as a generator body so
  // that its frame gets CPython's line and return events at each item.
  // An asynchronous one (`async for`, `await` in it) is an async generator.
  bool async_genexp = e->kind == ExprKind::GeneratorExp && scope->is_async;
  if (e->kind == ExprKind::GeneratorExp && !m.line_tracer && !async_genexp) {
    Value g = generator_expression(m, e, gens, f, first_iter);
    g.as<GeneratorObject>()->qualname = genexpr_qualname(outer);
    return g;
  }
  auto body = [&m, e, &gens, f, first_iter, length, async_genexp]() -> Value {
    Values list_items;
    Ref<DictObject> dict_out;
    Ref<SetObject> set_out;
    if (e->kind == ExprKind::DictComp) dict_out = make<DictObject>();
    if (e->kind == ExprKind::SetComp) set_out = make<SetObject>();
    Frame* saved = m.current;
    m.current = f.get();
    f->back = saved;
    LineTracer* lines = m.line_tracer.get();
    // CPython's 'line' events in a one-line comprehension: at its start and
    // at each loop's backward jump.
    auto line_event = [&] {
      if (!lines) return;
      f->line = e->span.line;
      f->trace_line = 0;
      lines->line(*f, f->line, 0, "");
    };
    line_event();
    std::function<void(size_t, Value)> loop = [&](size_t level, Value it) {
      const Comprehension* g = gens[level];
      while (Value item = g->is_async ? async_next(it) : next(it)) {
        if (!take_item(m, g, std::move(item), *f)) {
          line_event();
          continue;
        }
        if (level + 1 < gens.size()) {
          f->line = gens[level + 1]->iter->span.line;
          loop(level + 1, loop_iter(gens[level + 1], m.eval(gens[level + 1]->iter, *f)));
          line_event();
          continue;
        }
        // Where an error in the element is reported (its frame's traceback line).
        f->line = (e->kind == ExprKind::DictComp   ? static_cast<const DictComp*>(e)->key
                   : e->kind == ExprKind::ListComp ? static_cast<const ListComp*>(e)->elt
                   : e->kind == ExprKind::SetComp  ? static_cast<const SetComp*>(e)->elt
                                                   : static_cast<const GeneratorExp*>(e)->elt)
                      ->span.line;
        switch (e->kind) {
        case ExprKind::ListComp:
          list_items.push_back(m.eval(static_cast<const ListComp*>(e)->elt, *f));
          break;
        case ExprKind::SetComp:
          set_out->table.set(m.eval(static_cast<const SetComp*>(e)->elt, *f));
          break;
        case ExprKind::DictComp: {
          auto* d = static_cast<const DictComp*>(e);
          Value k = m.eval(d->key, *f);
          dict_out->set(k, m.eval(d->value, *f));
          break;
        }
        case ExprKind::GeneratorExp: {
          Value item = m.eval(static_cast<const GeneratorExp*>(e)->elt, *f);
          generator_yield(async_genexp ? async_gen_wrap(std::move(item)) : std::move(item));
          break;
        }
        default: break;
        }
        line_event();
      }
    };
    try {
      loop(0, first_iter);
    } catch (const PyException& x) {
      // The comprehension's own frame is in the traceback, as CPython's <genexpr>.
      auto* obj = x.object();
      if (lines && obj->traced_frame != f->id) lines->exception(*f, 0, obj);
      add_traceback(obj, *f);
      if (lines) lines->ret(*f, nullptr);
      m.current = saved;
      throw;
    } catch (...) {
      m.current = saved;
      throw;
    }
    Value out = dict_out  ? Value(dict_out)
                : set_out ? Value(set_out)
                : e->kind == ExprKind::GeneratorExp
                    ? Value(none())
                    : with_length(py_list(std::move(list_items)), length);
    if (lines) lines->ret(*f, out);
    m.current = saved;
    return out;
  };
  if (e->kind == ExprKind::GeneratorExp) {
    auto g = make<GeneratorObject>(body);
    g->qualname = genexpr_qualname(outer);
    if (!async_genexp) return g;
    g->frame = f.get(); // where its stack starts (GeneratorObject::resume)
    return make_async_generator(g.get());
  }
  return body();
}

/// `a, b = t` into local variables from a concrete tuple or list of the
/// right length: straight into the slots, the list read in place. The
/// values the locals had are dropped only after the last store, as dropping
/// one can run code (a dropped generator's `finally`) that could change
/// the list. False, having done nothing, for anything else.
bool unpack_to_locals(const std::vector<Expr*>& targets, const Value& v, Frame& f) {
  constexpr size_t kMost = 16;
  if (v.sym() || targets.size() > kMost) return false;
  const Values* items = is_type(v, type_tuple)  ? &v.as<TupleObject>()->items
                        : is_type(v, type_list) ? &v.as<ListObject>()->items
                                                : nullptr;
  if (!items || items->size() != targets.size()) return false;
  for (const Expr* t : targets)
    if (t->kind != ExprKind::Name || static_cast<const Name*>(t)->scope != NameScope::Local)
      return false;
  if (is_type(v, type_tuple)) {
    // A tuple cannot change, and `v` keeps it alive: each old value may go at once.
    for (size_t i = 0; i < targets.size(); ++i)
      f.slots[static_cast<const Name*>(targets[i])->slot] = (*items)[i];
    return true;
  }
  // Raw room, not Value[kMost]: zeroing and destroying 16 Values cost more
  // than the stores of a short unpacking.
  alignas(Value) unsigned char room[kMost * sizeof(Value)];
  auto* dropped = reinterpret_cast<Value*>(room);
  size_t n = targets.size();
  for (size_t i = 0; i < n; ++i)
    new (&dropped[i])
        Value(std::exchange(f.slots[static_cast<const Name*>(targets[i])->slot], (*items)[i]));
  for (size_t i = 0; i < n; ++i) dropped[i].~Value();
  return true;
}

void unpack(Machine& m, const std::vector<Expr*>& targets, Value v, Frame& f) {
  if (unpack_to_locals(targets, v, f)) return;
  if (!v.sym() && is_type(v, type_tuple) && v.as<TupleObject>()->items.size() == targets.size() &&
      std::none_of(targets.begin(), targets.end(),
                   [](const Expr* t) { return t->kind == ExprKind::Starred; })) {
    // A tuple of the targets' number (nbody's `for ((x, y, z), v, m) in pairs`):
    // its items in place, as below, with no length checks or copies.
    const Values& items = v.as<TupleObject>()->items;
    for (size_t i = 0; i < targets.size(); ++i) {
      const Expr* t = targets[i];
      if (t->kind == ExprKind::Name && static_cast<const Name*>(t)->scope == NameScope::Local)
        f.slots[static_cast<const Name*>(t)->slot] = items[i];
      else
        m.assign(t, items[i], f);
    }
    return;
  }
  size_t star = targets.size();
  for (size_t i = 0; i < targets.size(); ++i)
    if (targets[i]->kind == ExprKind::Starred) star = i;
  // A tuple's items are read in place (it cannot change while the targets
  // are assigned, and `v` keeps it alive); a list's are copied, as an
  // assignment to a target may change it.
  Values copied;
  const Values* in_place = is_type(v, type_tuple) ? &v.as<TupleObject>()->items : nullptr;
  if (!in_place && is_type(v, type_list)) {
    copied = v.as<ListObject>()->items;
  } else if (!in_place) {
    TypeObject* t = v.type();
    if (!t->lookup(Dunder::Iter) && t->builtin && t != type_str && t != type_dict &&
        t != type_set && t != type_range && !is_native_iterator_type(t) && t != type_frozenset &&
        t != type_bytes && t != type_generator)
      raise(exc_TypeError, "cannot unpack non-iterable " + t->name + " object");
    copied = to_values(v);
  }
  const Values& items = in_place ? *in_place : copied;
  // Unpacking checks the length: a hidden decision when it is symbolic.
  if (v.sym())
    sym_length_check(v, static_cast<int64_t>(targets.size() - (star < targets.size())),
                     star < targets.size());
  if (star == targets.size()) {
    if (items.size() > targets.size())
      raise(exc_ValueError,
            "too many values to unpack (expected " + std::to_string(targets.size()) + ")");
    if (items.size() < targets.size())
      raise(exc_ValueError, "not enough values to unpack (expected " +
                                std::to_string(targets.size()) + ", got " +
                                std::to_string(items.size()) + ")");
    for (size_t i = 0; i < targets.size(); ++i) m.assign(targets[i], items[i], f);
    return;
  }
  size_t after = targets.size() - star - 1;
  if (items.size() < star + after)
    raise(exc_ValueError, "not enough values to unpack (expected at least " +
                              std::to_string(star + after) + ", got " +
                              std::to_string(items.size()) + ")");
  for (size_t i = 0; i < star; ++i) m.assign(targets[i], items[i], f);
  Values middle(items.begin() + star, items.end() - after);
  m.assign(static_cast<const Starred*>(targets[star])->value, py_list(std::move(middle)), f);
  for (size_t i = 0; i < after; ++i)
    m.assign(targets[star + 1 + i], items[items.size() - after + i], f);
}

/// `fn`'s layout when `given` positional arguments bind its parameters in
/// order (with defaults for the rest) in the frame of a plain call (no
/// generator or coroutine), else null. Then `*slots` is the frame's slot
/// count: the caller may put the arguments straight into the first slots
/// of a region of Machine::stack that size and call call_positional_soft.
const CallLayout* plain_positional_call(FunctionObject* fn, size_t given, size_t* slots) {
  const cfg::CodeUnit* unit = fn->unit;
  if (cfg::is_deferred(*unit)) return nullptr;
  const cfg::Scope* scope = unit->scope;
  if (scope->is_async || scope->is_generator) return nullptr;
  const CallLayout& layout = call_layout(scope);
  if (!layout.simple || given > layout.positional ||
      given + fn->defaults.size() < layout.positional)
    return nullptr;
  *slots = scope->slots.size() + unit->num_slots;
  return &layout;
}

/// Whether a call's positional arguments may be evaluated into a region of
/// Machine::stack: none is starred, and the frame `f` evaluating them never
/// suspends (a generator's `f(1, (yield))`, a coroutine's `await`), which
/// would leave the region under the regions of whoever resumes next.
bool direct_args(const Call* c, const Frame& f) {
  if (!f.scope || f.scope->is_generator || f.scope->is_async) return false;
  for (const Expr* a : c->args)
    if (a->kind == ExprKind::Starred) return false;
  return true;
}

/// `f(...)`, out of Machine::eval: its argument vectors would otherwise
/// enlarge the stack frame of every eval, the leaves' too. Soft (eval_soft):
/// null when the callee, its receiver or an argument failed, the exception
/// pending; a Python callee's exception comes back without a throw.
__attribute__((noinline)) Value call_expression(Machine& m, const Call* c, Frame& f) {
  Value fn, self;
  bool self_first = false;
  if (c->func->kind == ExprKind::Attribute) {
    // `obj.m(...)`: the method and its receiver, without a bound-method object.
    auto* a = static_cast<const Attribute*>(c->func);
    self = eval_operand_soft(m, a->value, f);
    if (soft_failed(self)) return nullptr;
    try {
      fn = method_for_call(a, self, &self_first);
    } catch (PyException& x) {
      // A method lookup fails at the attribute (CPython's LOAD_METHOD), not the call.
      note_position(x.object(), f, a);
      throw;
    }
  } else {
    fn = eval_soft(m, c->func, f);
    if (soft_failed(fn)) return nullptr;
  }
  size_t given = c->args.size() + self_first;
  if (fn.type() == type_function && c->keywords.empty() && direct_args(c, f)) {
    // The arguments straight into the callee's slots, on the machine's stack.
    auto* func = fn.as<FunctionObject>();
    size_t n = 0;
    if (const CallLayout* layout = plain_positional_call(func, given, &n)) {
      StackRegion region(m.stack, n);
      Value* slots = region.data();
      // Constructed over the region's null slots (which hold nothing to drop).
      if (self_first) new (&slots[0]) Value(std::move(self));
      for (size_t i = self_first; i < given; ++i) {
        new (&slots[i]) Value(eval_operand_soft(m, c->args[i - self_first], f));
        if (soft_failed(slots[i])) return nullptr;
      }
      return call_positional_soft(m, func, *layout, slots, n, given);
    }
  }
  CallArgs args;
  if (given) args.args.reserve(given);
  if (self_first) args.args.push_back(std::move(self));
  if (!call_args(m, fn, c->args, c->keywords, f, &args)) return nullptr;
  // A Python function straight to its frame (call() would reach it through a hook).
  if (fn.type() == type_function) return call_function_soft(m, fn.as<FunctionObject>(), args);
  return call(fn, args);
}

/// `d[k]` for an exact dict (no __missing__) and operands without shadows:
/// the item, or a KeyError left pending without a throw (a `try: d[k]
/// except KeyError:` in one frame, as copy.py's _keep_alive, then costs no
/// unwinding). Null with nothing pending for any other case.
Value dict_item_soft(const Value& obj, const Value& key) {
  if (!is_type(obj, type_dict) || (obj.sym() | key.sym())) return nullptr;
  if (Value v = obj.as<DictObject>()->get(key)) return v;
  // A stand-in the oracle says equals a key (interp/stand_in_key.h).
  if (Value k = stand_in_key(obj, key)) return obj.as<DictObject>()->get(k);
  soft_pending = new_exception(exc_KeyError, Values{key});
  return nullptr;
}

} // namespace

void Machine::store_name(const std::string& name, Value v, Frame& f) {
  if (f.scope && f.scope->function_like()) {
    NameScope ns = f.scope->lookup(name);
    int slot = f.scope->slot(name);
    if ((ns == NameScope::Local) && slot >= 0) {
      f.slots[slot] = std::move(v);
      return;
    }
    if ((ns == NameScope::Cell || ns == NameScope::Free) && slot >= 0) {
      f.slots[slot].as<CellObject>()->value = std::move(v);
      return;
    }
    if (ns == NameScope::Global) {
      f.globals->set_str(name, std::move(v));
      return;
    }
  }
  if (f.scope && f.scope->lookup(name) == NameScope::Global) {
    f.globals->set_str(name, std::move(v));
    return;
  }
  // `nonlocal` in a class body: the enclosing function's variable, not the class's.
  if (f.scope && f.scope->lookup(name) == NameScope::Free)
    if (int slot = f.scope->slot(name); slot >= 0 && f.slots[slot]) {
      f.slots[slot].as<CellObject>()->value = std::move(v);
      return;
    }
  if (f.ns)
    ns_store(f, py_str(name), std::move(v));
  else
    f.globals->set_str(name, std::move(v));
}

void Machine::delete_name(const std::string& name, Frame& f, const Node* where) {
  (void)where;
  if (f.scope && f.scope->function_like()) {
    int slot = f.scope->slot(name);
    NameScope ns = f.scope->lookup(name);
    if (slot >= 0 && ns == NameScope::Local) {
      if (!f.slots[slot])
        raise(exc_UnboundLocalError, "cannot access local variable '" + name +
                                         "' where it is not associated with a value");
      f.slots[slot] = nullptr;
      return;
    }
    if (slot >= 0 && (ns == NameScope::Cell || ns == NameScope::Free)) {
      Value& cell = f.slots[slot].as<CellObject>()->value;
      if (!cell) {
        if (ns == NameScope::Free)
          raise(exc_NameError, "cannot access free variable '" + name +
                                   "' where it is not associated with a value in enclosing scope");
        raise(exc_UnboundLocalError, "cannot access local variable '" + name +
                                         "' where it is not associated with a value");
      }
      cell = nullptr;
      return;
    }
  }
  bool global = f.scope && f.scope->lookup(name) == NameScope::Global;
  bool removed = global || !f.ns ? f.globals->remove(py_str(name)) : ns_delete(f, py_str(name));
  // `del serial` of a name the snippet never binds: the author's code had
  // it, so the oracle's value is bound (as a read binds it) and deleted.
  if (!removed && (global || f.ns == f.globals) && oracle_name(name, f))
    removed = f.globals->remove(py_str(name));
  if (!removed) name_error(name);
}

void Machine::assign(const Expr* target, Value v, Frame& f) try {
  switch (target->kind) {
  case ExprKind::Name: store(static_cast<const Name*>(target), std::move(v), f); return;
  case ExprKind::Attribute: {
    auto* a = static_cast<const Attribute*>(target);
    store_attribute(a, eval_operand(*this, a->value, f), std::move(v));
    return;
  }
  case ExprKind::Subscript: {
    auto* s = static_cast<const Subscript*>(target);
    Value obj = eval_operand(*this, s->value, f);
    Value key = eval_operand(*this, s->slice, f);
    if (key.is_int() && is_type(obj, type_list) && !(key.sym() | obj.sym())) {
      // An exact list and an int index in range: set_item's list case, inline.
      Values& items = obj.as<ListObject>()->items;
      int64_t i = key.as_int();
      if (i < 0) i += static_cast<int64_t>(items.size());
      if (i >= 0 && i < static_cast<int64_t>(items.size())) {
        items[i] = std::move(v);
        return;
      }
    }
    set_item(obj, key, std::move(v));
    return;
  }
  case ExprKind::Tuple:
    unpack(*this, static_cast<const Tuple*>(target)->elts, std::move(v), f);
    return;
  case ExprKind::List:
    unpack(*this, static_cast<const List*>(target)->elts, std::move(v), f);
    return;
  case ExprKind::Starred:
    assign(static_cast<const Starred*>(target)->value, std::move(v), f);
    return;
  default: throw Unsupported{std::string("assignment to ") + name(target->kind)};
  }
} catch (PyException& x) {
  // An attribute or item that cannot be set, a sequence that cannot be
  // unpacked: CPython's carets are under the target.
  note_position(x.object(), f, target);
  throw;
}

Value Machine::eval(const Expr* e, Frame& f) {
  Value v = eval_soft(*this, e, f);
  if (soft_failed(v)) [[unlikely]]
    throw PyException{take_pending()};
  return v;
}

// A failing operand's exception is passed up as it is: the innermost
// expression noted its position in this frame (note_position keeps the first).
#define HYEXEC_SOFT(v)                                                                             \
  do {                                                                                             \
    if (soft_failed(v)) [[unlikely]]                                                               \
      return nullptr;                                                                              \
  } while (0)

Value eval_soft(Machine& m, const Expr* e, Frame& f) try {
  switch (e->kind) {
  case ExprKind::Constant: return constant(static_cast<const Constant*>(e));
  case ExprKind::Name: return load_name(static_cast<const Name*>(e), f, m);
  case ExprKind::BinOp: {
    auto* b = static_cast<const BinOp*>(e);
    Value l = eval_operand_soft(m, b->left, f);
    HYEXEC_SOFT(l);
    Value r = eval_operand_soft(m, b->right, f);
    HYEXEC_SOFT(r);
    if (Value v = arithmetic_fast_path(l, r, b->op)) return v;
    return binary_op(l, r, b->op);
  }
  case ExprKind::UnaryOp: {
    auto* u = static_cast<const UnaryOp*>(e);
    Value v = eval_operand_soft(m, u->operand, f);
    HYEXEC_SOFT(v);
    return unary_op(u->op, v);
  }
  case ExprKind::BoolOp: {
    auto* b = static_cast<const BoolOp*>(e);
    Value v;
    for (size_t i = 0; i < b->values.size(); ++i) {
      v = eval_soft(m, b->values[i], f);
      HYEXEC_SOFT(v);
      if (i + 1 == b->values.size()) break;
      bool t = m.decide(v, b->decision + static_cast<int>(i), b->values[i]);
      if (b->op == BoolOpKind::And ? !t : t) break;
    }
    return v;
  }
  case ExprKind::Compare: {
    auto* c = static_cast<const Compare*>(e);
    Value left = eval_operand_soft(m, c->left, f);
    HYEXEC_SOFT(left);
    for (size_t i = 0; i < c->ops.size(); ++i) {
      Value right = eval_operand_soft(m, c->comparators[i], f);
      HYEXEC_SOFT(right);
      if (i + 1 == c->ops.size()) {
        if (int r = number_compare_fast_path(left, right, c->ops[i]); r >= 0) return py_bool(r);
        return compare(left, right, c->ops[i]);
      }
      if (!compare_bool(left, right, c->ops[i])) return py_bool(false);
      left = std::move(right);
    }
    return py_bool(true);
  }
  case ExprKind::IfExp: {
    auto* x = static_cast<const IfExp*>(e);
    Value test = eval_soft(m, x->test, f);
    HYEXEC_SOFT(test);
    return eval_soft(m, m.decide(test, x->decision, x->test) ? x->body : x->orelse, f);
  }
  case ExprKind::Call: {
    Value v = call_expression(m, static_cast<const Call*>(e), f);
    // From the callee, the exception gets this frame's position here.
    if (soft_failed(v)) [[unlikely]]
      note_position(soft_pending.as<ExceptionObject>(), f, e);
    return v;
  }
  case ExprKind::Attribute: {
    auto* a = static_cast<const Attribute*>(e);
    Value obj = eval_operand_soft(m, a->value, f);
    HYEXEC_SOFT(obj);
    return load_attribute(a, obj);
  }
  case ExprKind::Subscript: {
    auto* s = static_cast<const Subscript*>(e);
    Value obj = eval_operand_soft(m, s->value, f);
    HYEXEC_SOFT(obj);
    Value key = eval_operand_soft(m, s->slice, f);
    HYEXEC_SOFT(key);
    if (Value v = dict_item_soft(obj, key)) return v;
    if (soft_pending) [[unlikely]] {
      note_position(soft_pending.as<ExceptionObject>(), f, e);
      return nullptr;
    }
    if (key.is_int() && (is_type(obj, type_list) || is_type(obj, type_tuple)) &&
        !(key.sym() | obj.sym())) {
      // An exact list or tuple and an int index in range: the item, no protocol.
      const Values& items =
          is_type(obj, type_list) ? obj.as<ListObject>()->items : obj.as<TupleObject>()->items;
      int64_t i = key.as_int();
      if (i < 0) i += static_cast<int64_t>(items.size());
      if (i >= 0 && i < static_cast<int64_t>(items.size())) return items[i];
    }
    return get_item(obj, key);
  }
  case ExprKind::Slice: {
    auto* s = static_cast<const Slice*>(e);
    return make<SliceObject>(s->lower ? m.eval(s->lower, f) : Value(none()),
                             s->upper ? m.eval(s->upper, f) : Value(none()),
                             s->step ? m.eval(s->step, f) : Value(none()));
  }
  case ExprKind::List: return py_list(display_items(m, static_cast<const List*>(e)->elts, f));
  case ExprKind::Tuple: return py_tuple(display_items(m, static_cast<const Tuple*>(e)->elts, f));
  case ExprKind::Set: {
    auto s = make<SetObject>();
    for (Value& v : display_items(m, static_cast<const Set*>(e)->elts, f, true))
      s->table.set(v, none());
    return s;
  }
  case ExprKind::Dict: {
    auto* d = static_cast<const Dict*>(e);
    auto out = make<DictObject>();
    for (size_t i = 0; i < d->keys.size(); ++i) {
      if (!d->keys[i]) {
        // DICT_UPDATE: a dict's own entries (a subclass's too, unless it
        // iterates otherwise), else any mapping through keys() and [].
        Value mapping = m.eval(d->values[i], f);
        if (isinstance(mapping, type_dict) && !user_defines(mapping.type(), "__iter__")) {
          for (const auto& en : mapping.as<DictObject>()->entries)
            if (en.key) out->set(en.key, en.value);
          continue;
        }
        Value keys = mapping.type()->lookup("keys");
        if (!keys) raise(exc_TypeError, "'" + type_name(mapping) + "' object is not a mapping");
        for (const Value& k : to_values(call(keys, Values{mapping})))
          out->set(k, get_item(mapping, k));
        continue;
      }
      Value k = m.eval(d->keys[i], f);
      out->set(k, m.eval(d->values[i], f));
    }
    return out;
  }
  case ExprKind::ListComp:
    return comprehension(m, e, static_cast<const ListComp*>(e)->generators, f);
  case ExprKind::SetComp: return comprehension(m, e, static_cast<const SetComp*>(e)->generators, f);
  case ExprKind::DictComp:
    return comprehension(m, e, static_cast<const DictComp*>(e)->generators, f);
  case ExprKind::GeneratorExp:
    return comprehension(m, e, static_cast<const GeneratorExp*>(e)->generators, f);
  case ExprKind::Lambda: return m.make_function(e, f);
  case ExprKind::NamedExpr: {
    auto* w = static_cast<const NamedExpr*>(e);
    Value v = eval_soft(m, w->value, f);
    HYEXEC_SOFT(v);
    m.assign(w->target, v, f);
    return v;
  }
  case ExprKind::JoinedStr: {
    std::string out;
    for (const Expr* part : static_cast<const JoinedStr*>(e)->values) {
      Value v = m.eval(part, f);
      out += v.as<StrObject>()->value;
    }
    return py_str(std::move(out));
  }
  case ExprKind::FormattedValue: {
    auto* fv = static_cast<const FormattedValue*>(e);
    Value v = m.eval(fv->value, f);
    if (fv->conversion == 'r')
      v = py_str(repr(v));
    else if (fv->conversion == 's')
      v = py_str(str(v));
    else if (fv->conversion == 'a')
      v = py_str(ascii_escape(repr(v)));
    std::string spec = fv->format_spec ? m.eval(fv->format_spec, f).as<StrObject>()->value : "";
    return py_str(format_value(v, spec));
  }
  case ExprKind::Starred: raise(exc_SyntaxError, "can't use starred expression here");
  case ExprKind::Yield: {
    auto* y = static_cast<const Yield*>(e);
    Value v = y->value ? m.eval(y->value, f) : Value(none());
    // An async generator's own values, told from what its awaits pass up.
    return generator_yield(f.scope->is_async ? async_gen_wrap(std::move(v)) : std::move(v));
  }
  case ExprKind::YieldFrom:
    return generator_yield_from(iter(m.eval(static_cast<const YieldFrom*>(e)->value, f)));
  case ExprKind::Await: return await_value(m.eval(static_cast<const Await*>(e)->value, f));
  }
  throw Unsupported{std::string("expression ") + name(e->kind)};
} catch (PyException& x) {
  // The innermost expression an exception passes through is where it arose
  // (a callee's frame has its own entry): the traceback's carets. From here
  // it goes up without unwinding.
  note_position(x.object(), f, e);
  soft_pending = std::move(x.exc);
  return nullptr;
}

#undef HYEXEC_SOFT

} // namespace hyexec::interp
