// Functions (creation, argument binding, calls) and classes (creation with
// the C3 MRO, instantiation).
#include "cfg/deferred_bodies.h"
#include "interp/async_generator.h"
#include "interp/builtins_util.h"
#include "interp/call_layout.h"
#include "interp/coroutine.h"
#include "interp/eval_operand.h"
#include "interp/exception_group.h"
#include "interp/finalizers.h"
#include "interp/function_attrs.h"
#include "interp/generator.h"
#include "interp/iterator_types.h"
#include "interp/line_tracer.h"
#include "interp/slots.h"
#include "interp/subclass.h"
#include "interp/type_methods.h"

#include <algorithm>
#include <memory>

namespace hyexec::interp {

using namespace ast;

namespace {

const Arguments* arguments_of(const Node* def) {
  if (auto* l = dynamic_cast<const Lambda*>(def)) return l->args;
  return static_cast<const FunctionDef*>(def)->args;
}

std::string plural(size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string quoted_list(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += names.size() == 2 ? " and " : i + 1 == names.size() ? ", and " : ", ";
    out += "'" + names[i] + "'";
  }
  return out;
}

/// Binds call arguments to parameter slots, with CPython's error messages.
/// The parameters' slots come from the layout, so a call looks no name up
/// in the scope; `filled` is by parameter, on the stack for most functions.
void bind_arguments(const FunctionObject* fn, const CallLayout& layout, CallArgs& call,
                    FrameSlots& slots) {
  const Arguments* a = layout.arguments;
  const std::string& fname = fn->qualname;
  const std::vector<const Arg*>& params = layout.params;
  size_t npos = layout.positional;
  constexpr size_t kOnStack = 32;
  bool on_stack[kOnStack] = {};
  std::unique_ptr<bool[]> on_heap;
  if (params.size() > kOnStack) on_heap = std::make_unique<bool[]>(params.size());
  bool* filled = on_heap ? on_heap.get() : on_stack;
  auto fill = [&](size_t p, Value v) {
    slots[layout.param_slots[p]] = std::move(v);
    filled[p] = true;
  };
  size_t given = call.args.size();
  for (size_t i = 0; i < std::min(given, npos); ++i) fill(i, call.args[i]);
  if (given > npos) {
    if (!a->vararg) {
      size_t with_defaults = fn->defaults.size();
      std::string takes = with_defaults ? "from " + std::to_string(npos - with_defaults) + " to " +
                                              std::to_string(npos)
                                        : std::to_string(npos);
      size_t kw_given = 0;
      for (const auto& [k, v] : call.kwargs)
        for (const Arg* x : a->kwonlyargs) kw_given += x->name == k;
      std::string extra = kw_given ? " positional argument" + std::string(given == 1 ? "" : "s") +
                                         " (and " + plural(kw_given, "keyword-only argument") + ")"
                                   : "";
      if (kw_given)
        raise(exc_TypeError, fname + "() takes " + takes + " positional argument" +
                                 (npos == 1 ? "" : "s") + " but " + std::to_string(given) + extra +
                                 " were given");
      raise(exc_TypeError, fname + "() takes " + takes + " positional argument" +
                               (npos == 1 && !with_defaults ? "" : "s") + " but " +
                               std::to_string(given) + (given == 1 ? " was" : " were") + " given");
    }
  }
  if (a->vararg) {
    Values rest;
    for (size_t i = npos; i < given; ++i) rest.push_back(call.args[i]);
    slots[layout.vararg_slot] = py_tuple(std::move(rest));
  }
  Ref<DictObject> kwargs;
  if (a->kwarg) kwargs = make<DictObject>();
  for (auto& [key, value] : call.kwargs) {
    // A positional-only parameter is never bound by keyword.
    size_t target = params.size();
    for (size_t p = a->posonlyargs.size(); p < params.size(); ++p)
      if (params[p]->name == key) target = p;
    if (target == params.size()) {
      if (kwargs) {
        kwargs->set_str(key, value);
        continue;
      }
      // CPython names every positional-only parameter the call passed by
      // keyword, in parameter order, before any unexpected keyword.
      std::string posonly;
      for (const Arg* x : a->posonlyargs)
        for (const auto& kw : call.kwargs)
          if (kw.first == x->name) {
            posonly += (posonly.empty() ? "" : ", ") + x->name;
            break;
          }
      if (!posonly.empty())
        raise(exc_TypeError,
              fname + "() got some positional-only arguments passed as keyword arguments: '" +
                  posonly + "'");
      raise(exc_TypeError, fname + "() got an unexpected keyword argument '" + key + "'");
    }
    if (filled[target])
      raise(exc_TypeError, fname + "() got multiple values for argument '" + key + "'");
    fill(target, value);
  }
  if (kwargs) slots[layout.kwarg_slot] = kwargs;
  // Defaults, then report what is still missing.
  size_t first_default = npos - fn->defaults.size();
  std::vector<std::string> missing;
  for (size_t i = 0; i < npos; ++i) {
    if (filled[i]) continue;
    if (i >= first_default)
      fill(i, fn->defaults[i - first_default]);
    else
      missing.push_back(params[i]->name);
  }
  if (!missing.empty())
    raise(exc_TypeError, fname + "() missing " +
                             plural(missing.size(), "required positional argument") + ": " +
                             quoted_list(missing));
  for (size_t p = npos; p < params.size(); ++p) {
    if (filled[p]) continue;
    auto it = fn->kwdefaults.find(params[p]->name);
    if (it != fn->kwdefaults.end())
      slots[layout.param_slots[p]] = it->second;
    else
      missing.push_back(params[p]->name);
  }
  if (!missing.empty())
    raise(exc_TypeError, fname + "() missing " +
                             plural(missing.size(), "required keyword-only argument") + ": " +
                             quoted_list(missing));
}

/// C3 linearization of a new class's bases, as CPython computes the MRO.
std::vector<TypeObject*> c3(TypeObject* cls, const std::vector<TypeObject*>& bases) {
  for (size_t i = 0; i < bases.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (bases[i] == bases[j]) raise(exc_TypeError, "duplicate base class " + bases[i]->name);
  std::vector<std::vector<TypeObject*>> seqs;
  for (TypeObject* b : bases) seqs.push_back(b->mro);
  seqs.push_back(bases);
  std::vector<TypeObject*> out{cls};
  for (;;) {
    seqs.erase(std::remove_if(seqs.begin(), seqs.end(), [](auto& s) { return s.empty(); }),
               seqs.end());
    if (seqs.empty()) return out;
    TypeObject* head = nullptr;
    for (auto& s : seqs) {
      TypeObject* cand = s.front();
      bool in_tail = false;
      for (auto& t : seqs) in_tail |= std::find(t.begin() + 1, t.end(), cand) != t.end();
      if (!in_tail) {
        head = cand;
        break;
      }
    }
    if (!head) {
      // CPython names the heads it could not merge.
      std::string names;
      std::vector<TypeObject*> heads;
      for (auto& sq : seqs)
        if (std::find(heads.begin(), heads.end(), sq.front()) == heads.end()) {
          heads.push_back(sq.front());
          names += (names.empty() ? "" : ", ") + sq.front()->name;
        }
      raise(exc_TypeError,
            "Cannot create a consistent method resolution\norder (MRO) for bases " + names);
    }
    out.push_back(head);
    for (auto& s : seqs)
      if (s.front() == head) s.erase(s.begin());
  }
}

} // namespace

const cfg::CodeUnit* Machine::unit_for(const Node* def) const {
  auto it = program.unit_of.find(def);
  if (it != program.unit_of.end()) return it->second;
  for (const auto& lib : libraries)
    if (auto l = lib.second->unit_of.find(def); l != lib.second->unit_of.end()) return l->second;
  throw Unsupported{"code object not found"};
}

Value Machine::make_function(const Node* def, Frame& f) {
  const cfg::CodeUnit* unit = unit_for(def);
  auto fn = make<FunctionObject>();
  fn->unit = unit;
  std::string short_name = unit->name.substr(unit->name.rfind('.') + 1);
  fn->name = short_name;
  fn->qualname = unit->name;
  fn->globals = f.globals;
  fn->file = f.file;
  if (entry_line && entry_line == def->span.line && f.file == module.filename &&
      dynamic_cast<const FunctionDef*>(def))
    entry_function = fn;
  const Arguments* a = arguments_of(def);
  for (const Expr* d : a->defaults) fn->defaults.push_back(eval(d, f));
  for (size_t i = 0; i < a->kwonlyargs.size(); ++i)
    if (a->kw_defaults[i]) fn->kwdefaults[a->kwonlyargs[i]->name] = eval(a->kw_defaults[i], f);
  if (auto* d = dynamic_cast<const FunctionDef*>(def); d && !unit->lazy_annotations) {
    // A def evaluates its annotations (a NameError there is CPython's too)
    // into the function's __annotations__.
    auto annotations = make<DictObject>();
    auto annotate = [&](const Arg* x) {
      if (x && x->annotation) annotations->set_str(x->name, eval(x->annotation, f));
    };
    for (const Arg* x : a->posonlyargs) annotate(x);
    for (const Arg* x : a->args) annotate(x);
    annotate(a->vararg);
    for (const Arg* x : a->kwonlyargs) annotate(x);
    annotate(a->kwarg);
    if (d->returns) annotations->set_str("return", eval(d->returns, f));
    if (annotations->used) {
      if (!fn->dict) fn->dict = make<DictObject>();
      fn->dict->set_str("__annotations__", annotations);
    }
  }
  // Closure: the cells of the defining frame for every free variable.
  const cfg::Scope* scope = unit->scope;
  fn->closure.resize(scope->slots.size());
  for (size_t i = 0; i < scope->slots.size(); ++i) {
    const std::string& name = scope->slots[i];
    NameScope ns = scope->lookup(name);
    if (ns != NameScope::Free && ns != NameScope::ClassFree) continue;
    int outer = f.scope ? f.scope->slot(name) : -1;
    if (outer >= 0 && f.slots[outer] && is_type(f.slots[outer], type_cell))
      fn->closure[i] = Ref<CellObject>(f.slots[outer].as<CellObject>());
  }
  return fn;
}

namespace {

/// Runs a function's frame to its return, as the active frame; `soft` as
/// exec_unit's. Inlined into each call path: a call of it was about 25
/// instructions of a plain call's few hundred.
__attribute__((always_inline)) inline Value run_frame(Machine& m, Frame& f, bool soft = false) {
  struct Enter {
    Machine& m;
    Frame* saved;
    bool own; // counted for traces only: no string compare per call otherwise
    Enter(Machine& mm, Frame* fr)
        : m(mm), saved(mm.current),
          own(mm.options.trace == TraceLevel::Full && fr->file == mm.module.filename) {
      m.current = fr;
      ++m.depth;
      m.own_depth += own;
    }
    ~Enter() {
      m.current = saved;
      --m.depth;
      m.own_depth -= own;
    }
  } enter(m, &f);
  f.handled_base = m.handled.size();
  try {
    if (soft) soft_exit_frame = &f; // taken by exec_unit on entry
    Value r = m.exec_unit(f);
    if (m.handled.size() > f.handled_base) m.handled.resize(f.handled_base);
    if (soft_failed(r)) [[unlikely]] {
      if (m.line_tracer) {
        Value exc = take_pending();     // the tracer's reprs run code
        m.line_tracer->ret(f, nullptr); // CPython's 'return' as it unwinds
        soft_pending = std::move(exc);
      }
      return r;
    }
    if (m.line_tracer) m.line_tracer->ret(f, r);
    if (m.options.trace == TraceLevel::Full && m.options.trace_events &&
        !m.result.trace_truncated && f.file == m.module.filename) {
      BlockTrace t;
      t.event = BlockTrace::Event::Return;
      t.unit = f.unit->name;
      t.function = f.function;
      t.frame = f.id;
      t.depth = m.own_depth;
      try {
        t.detail = repr(r);
      } catch (const PyException& e) {
        t.detail = "<repr failed: " + e.object()->type->name + ">";
      }
      m.add_trace(std::move(t));
    }
    return r;
  } catch (const PyException&) {
    if (m.handled.size() > f.handled_base) m.handled.resize(f.handled_base);
    if (m.line_tracer) m.line_tracer->ret(f, nullptr); // CPython's 'return' as it unwinds
    throw;
  } catch (...) {
    if (m.handled.size() > f.handled_base) m.handled.resize(f.handled_base);
    throw;
  }
}

} // namespace

namespace {
/// Whether the next call_function is call_function_soft's: set just before
/// it, taken on entry.
thread_local bool soft_call = false;
} // namespace

Value call_function_soft(Machine& m, FunctionObject* fn, CallArgs& args) {
  soft_call = true;
  return m.call_function(fn, args);
}

namespace {

/// What every function frame starts with but its slots' values.
__attribute__((always_inline)) inline void open_frame(Machine& m, Frame& f, FunctionObject* fn) {
  f.unit = fn->unit;
  f.scope = fn->unit->scope;
  f.globals = fn->globals;
  f.keep = Value(fn);
  f.function.borrow(fn->name);
  f.file.borrow(fn->file);
  f.line = fn->unit->line;
  f.id = m.next_frame_id++;
  f.back = m.current;
}

/// The positional call's defaults after its `given` arguments, then the
/// cells: of parameters captured by an inner function, and the closure's.
__attribute__((always_inline)) inline void fill_frame(FunctionObject* fn, const CallLayout& layout,
                                                      Frame& f, size_t given, bool positional) {
  if (positional) {
    size_t first_default = layout.positional - fn->defaults.size();
    for (size_t i = given; i < layout.positional; ++i) f.slots[i] = fn->defaults[i - first_default];
  }
  if (layout.no_cells) return;
  for (uint32_t i : layout.cell_slots) {
    auto cell = make<CellObject>();
    cell->value = std::move(f.slots[i]); // a parameter captured by an inner function
    f.slots[i] = cell;
  }
  for (uint32_t i : layout.free_slots)
    f.slots[i] = i < fn->closure.size() && fn->closure[i] ? Value(fn->closure[i])
                                                          : Value(make<CellObject>());
}

void check_depth(Machine& m) {
  // CPython counts the module's frame too: `depth` calls deep there are depth + 1 frames.
  if (m.depth + 1 >= m.recursion_limit)
    raise(exc_RecursionError, "maximum recursion depth exceeded");
}

} // namespace

Value call_positional_soft(Machine& m, FunctionObject* fn, const CallLayout& layout, Value* slots,
                           size_t n, size_t given) {
  check_depth(m);
  // The region (call_expression's) outlives the frame that borrows it.
  Frame f;
  f.slots.borrow(slots, n);
  open_frame(m, f, fn);
  fill_frame(fn, layout, f, given, true);
  return run_frame(m, f, true);
}

Value Machine::call_function(FunctionObject* fn, CallArgs& args) {
  bool soft = std::exchange(soft_call, false);
  const cfg::CodeUnit* unit = fn->unit;
  if (cfg::is_deferred(*unit)) complete_deferred(*unit);
  const cfg::Scope* scope = unit->scope;
  const CallLayout& layout = call_layout(scope);
  check_depth(*this);
  size_t given = args.args.size();
  size_t slots = scope->slots.size() + unit->num_slots;
  bool positional = layout.simple && args.kwargs.empty() && given <= layout.positional &&
                    given + fn->defaults.size() >= layout.positional;
  auto bind = [&](Frame& f) {
    if (positional) {
      for (size_t i = 0; i < given; ++i) f.slots[i] = std::move(args.args[i]);
    } else {
      bind_arguments(fn, layout, args, f.slots);
    }
    fill_frame(fn, layout, f, given, positional);
  };
  if (!scope->is_async && !scope->is_generator) {
    // A plain function's frame lives on the C++ stack for the call, its
    // slots on the machine's; the frame dies first (declared after).
    StackRegion region(stack, slots);
    Frame f;
    f.slots.borrow(region.data(), slots);
    open_frame(*this, f, fn);
    bind(f);
    return run_frame(*this, f, soft);
  }
  // A generator's or coroutine's frame outlives the call, on the heap.
  Frame f;
  f.slots.resize(slots);
  open_frame(*this, f, fn);
  bind(f);
  auto frame = std::make_shared<Frame>(std::move(f));
  auto run = [this, frame]() -> Value {
    // A generator's body starts where it is first resumed, not where it was made.
    if (frame->scope->is_generator) frame->back = current;
    return run_frame(*this, *frame);
  };
  if (scope->is_async && !scope->is_generator) {
    auto c = make<GeneratorObject>(run);
    c->frame = frame.get();
    c->type = coroutine_type();
    c->origin = TracebackEntry{fn->name, fn->unit->line, fn->file};
    c->qualname = fn->qualname;
    c->function = Value(fn);
    return c;
  }
  auto g = make<GeneratorObject>(run);
  g->frame = frame.get();
  // Where an exception thrown into it before it starts is raised: its `def` line.
  g->origin = TracebackEntry{fn->name, fn->unit->line, fn->file};
  g->qualname = fn->qualname;
  g->function = Value(fn);
  if (scope->is_async) return make_async_generator(g.get());
  return g;
}

namespace {

/// CPython's checks of a class's bases, and the builtins hyexec cannot derive from.
void check_bases(const std::vector<TypeObject*>& bases) {
  const TypeObject* layout = nullptr;
  for (TypeObject* b : bases) {
    if (b == type_bool || b == type_range || b == type_slice || b == type_function ||
        b == type_generator || b == type_none || b == type_builtin_function || b == type_method ||
        (b->builtin && is_native_iterator_type(b) && !is_subclassable_iterator(b)))
      raise(exc_TypeError, "type '" + b->name + "' is not an acceptable base type");
    const TypeObject* solid = subclassable_builtin(b) ? b : b->solid_base;
    if (b->builtin && b != type_object && !b->is_subtype_of(exc_BaseException) &&
        !subclassable_builtin(b))
      throw Unsupported{"subclassing the builtin type '" + b->name + "'"};
    if (solid == type_object) continue;
    if (layout && layout != solid && !solid->is_subtype_of(layout) && !layout->is_subtype_of(solid))
      raise(exc_TypeError, "multiple bases have instance lay-out conflict");
    if (!layout || solid->is_subtype_of(layout)) layout = solid;
  }
}

} // namespace

Value Machine::make_class(const ClassDef* def, Frame& f) {
  const cfg::CodeUnit* unit = unit_for(def);
  std::vector<TypeObject*> bases;
  Values given; // held: a base made by a call has no other owner yet
  Values entry_tuples;
  for (const Expr* b : def->bases) given.push_back(eval(b, f));
  // A base that is not a class gives its __mro_entries__ (PEP 560: typing's
  // Generic[T], Protocol[T]); the bases as written become __orig_bases__.
  bool resolved = false;
  for (const Value& v : given) {
    if (is_class(v)) {
      bases.push_back(v.as<TypeObject>());
      continue;
    }
    Value entries = get_attr_opt(v, "__mro_entries__");
    if (!entries) raise(exc_TypeError, "bases must be types");
    resolved = true;
    Value got = call(entries, Values{py_tuple(given)});
    if (!is_type(got, type_tuple)) raise(exc_TypeError, "__mro_entries__ must return a tuple");
    entry_tuples.push_back(got);
    for (const Value& e : got.as<TupleObject>()->items) {
      if (!is_class(e)) raise(exc_TypeError, "bases must be types");
      bases.push_back(e.as<TypeObject>());
    }
  }
  // Keywords other than metaclass go to __init_subclass__ (PEP 487).
  std::vector<std::pair<std::string, Value>> class_kwargs;
  Value explicit_meta;
  bool has_meta = false;
  auto keyword = [&](const std::string& name, Value v) {
    if (name == "metaclass" ? has_meta
                            : std::any_of(class_kwargs.begin(), class_kwargs.end(),
                                          [&](const auto& kw) { return kw.first == name; }))
      raise(exc_TypeError,
            "__build_class__() got multiple values for keyword argument '" + name + "'");
    if (name == "metaclass") {
      has_meta = true;
      explicit_meta = std::move(v);
    } else {
      class_kwargs.emplace_back(name, std::move(v));
    }
  };
  for (const Keyword* k : def->keywords) {
    if (!k->arg.empty()) {
      keyword(k->arg, eval(k->value, f));
      continue;
    }
    // `**mapping`: its keys, as a call's.
    Value mapping = eval(k->value, f);
    Value keys = get_attr_opt(mapping, "keys");
    if (!keys)
      raise(exc_TypeError,
            "__build_class__() argument after ** must be a mapping, not " + type_name(mapping));
    for (const Value& key : to_values(call(keys, Values{}))) {
      if (!isinstance(key, type_str)) raise(exc_TypeError, "keywords must be strings");
      keyword(key.as<StrObject>()->value, get_item(mapping, key));
    }
  }
  check_bases(bases);
  // The metaclass: the one given (any callable), else the most derived of
  // the bases' (CPython's __build_class__).
  Value meta =
      explicit_meta && !is_class(explicit_meta)
          ? explicit_meta
          : Value(metaclass_for(explicit_meta ? explicit_meta.as<TypeObject>() : type_type, bases));
  bool plain = meta.same(Value(type_type));
  Values base_values(bases.begin(), bases.end());
  // The class body runs with its own namespace: the metaclass's __prepare__'s.
  Ref<DictObject> ns =
      plain ? make<DictObject>() : prepare_namespace(meta, def->name, base_values, class_kwargs);
  Frame body;
  body.ns = ns;
  body.ns_mapping = ns.get()->type != type_dict;
  // The module the class is defined in (`collections` for deque); the body's
  // first stores, as CPython's, through the namespace's own __setitem__.
  Value module_name = ns_load(body, name_str("__name__"));
  if (!module_name && f.globals) module_name = f.globals->get_str("__name__");
  ns_store(body, name_str("__module__"), module_name ? module_name : py_str("__main__"));
  ns_store(body, name_str("__qualname__"), py_str(unit->name));
  if (Value doc = docstring_of(unit); !is_none(doc)) ns_store(body, name_str("__doc__"), doc);
  if (resolved) ns_store(body, name_str("__orig_bases__"), py_tuple(given));
  body.unit = unit;
  body.scope = unit->scope;
  body.slots.resize(unit->scope->slots.size() + unit->num_slots);
  body.globals = f.globals;
  body.function = def->name;
  body.file = f.file;
  body.id = next_frame_id++;
  body.back = current;
  body.handled_base = handled.size();
  Ref<CellObject> class_cell;
  for (size_t i = 0; i < unit->scope->slots.size(); ++i) {
    const std::string& name = unit->scope->slots[i];
    NameScope s = unit->scope->lookup(name);
    if (s == NameScope::Cell) {
      auto cell = make<CellObject>();
      if (name == "__class__") class_cell = cell;
      body.slots[i] = cell;
    } else {
      int outer = f.scope ? f.scope->slot(name) : -1;
      body.slots[i] = outer >= 0 && f.slots[outer] ? f.slots[outer] : Value(make<CellObject>());
    }
  }
  Frame* saved = current;
  current = &body;
  // CPython's class body starts with a 'line' event at the `class` line.
  body.line = def->span.line;
  if (line_tracer) line_tracer->line(body, body.line, unit->block(unit->entry).number, unit->name);
  int own = options.trace == TraceLevel::Full && body.file == module.filename;
  ++depth;
  own_depth += own;
  try {
    exec_unit(body);
    if (line_tracer) line_tracer->ret(body, none());
  } catch (...) {
    if (line_tracer) line_tracer->ret(body, nullptr);
    current = saved;
    --depth;
    own_depth -= own;
    throw;
  }
  current = saved;
  --depth;
  own_depth -= own;
  if (!plain) {
    // As CPython's, the namespace carries the __class__ cell to type.__new__,
    // which fills it before __set_name__ runs (enum's members' __new__ call
    // super() while the class is being made).
    if (class_cell) ns_store(body, name_str("__classcell__"), Value(class_cell));
    CallArgs a{Values{py_str(def->name), py_tuple(std::move(base_values)), ns},
               std::move(class_kwargs)};
    Value cls = call(meta, a);
    if (class_cell && is_class(cls)) class_cell->value = cls;
    return cls;
  }
  Value cls = create_class(def->name, bases, ns);
  if (class_cell) class_cell->value = cls;
  init_class(cls.as<TypeObject>(), std::move(class_kwargs));
  return cls;
}

Ref<DictObject> Machine::prepare_namespace(const Value& meta, const std::string& name,
                                           const Values& bases,
                                           const std::vector<std::pair<std::string, Value>>& kw) {
  Value prepare = get_attr_opt(meta, "__prepare__");
  if (!prepare) return make<DictObject>();
  CallArgs a{Values{py_str(name), py_tuple(bases)}, kw};
  Value ns = call(prepare, a);
  if (!isinstance(ns, type_dict)) {
    std::string who = is_class(meta) ? meta.as<TypeObject>()->name : "<metaclass>";
    if (ns.type()->lookup(Dunder::GetItem))
      throw Unsupported{"a class namespace from __prepare__ that is not a dict"};
    raise(exc_TypeError, who + ".__prepare__() must return a mapping, not " + type_name(ns));
  }
  return Ref<DictObject>(ns.as<DictObject>());
}

TypeObject* Machine::metaclass_for(TypeObject* meta, const std::vector<TypeObject*>& bases) {
  TypeObject* winner = meta;
  for (TypeObject* b : bases) {
    TypeObject* bm = b->type;
    if (winner->is_subtype_of(bm)) continue;
    if (bm->is_subtype_of(winner)) {
      winner = bm;
      continue;
    }
    raise(exc_TypeError, "metaclass conflict: the metaclass of a derived class must be a "
                         "(non-strict) subclass of the metaclasses of all its bases");
  }
  return winner;
}

Value Machine::new_class(TypeObject* meta, CallArgs& a) {
  if (a.args.size() != 3)
    raise(exc_TypeError,
          "type.__new__() takes exactly 3 arguments (" + std::to_string(a.args.size()) + " given)");
  std::string name = expect_str(a.args[0], "type.__new__() argument 1 must be str, not ");
  if (!is_type(a.args[1], type_tuple))
    raise(exc_TypeError, "type.__new__() argument 2 must be tuple, not " + type_name(a.args[1]));
  if (!isinstance(a.args[2], type_dict))
    raise(exc_TypeError, "type.__new__() argument 3 must be dict, not " + type_name(a.args[2]));
  std::vector<TypeObject*> bases;
  for (const Value& b : a.args[1].as<TupleObject>()->items) {
    if (!is_class(b)) raise(exc_TypeError, "bases must be types");
    bases.push_back(b.as<TypeObject>());
  }
  meta = metaclass_for(meta, bases);
  // The class's dict is a copy of the namespace, as CPython's.
  auto ns = make<DictObject>();
  for (const auto& e : a.args[2].as<DictObject>()->entries)
    if (e.key) ns->set(e.key, e.value);
  if (!ns->get_str("__module__")) {
    Value module_name =
        current && current->globals ? current->globals->get_str("__name__") : Value();
    ns->set_str("__module__", module_name ? module_name : py_str("__main__"));
  }
  if (!ns->get_str("__qualname__")) ns->set_str("__qualname__", py_str(name));
  Value cell = ns->get_str("__classcell__");
  if (cell) ns->remove(name_str("__classcell__"));
  Value cls = create_class(name, std::move(bases), std::move(ns), meta);
  if (cell && is_type(cell, type_cell)) cell.as<CellObject>()->value = cls;
  init_class(cls.as<TypeObject>(), std::move(a.kwargs));
  return cls;
}

Value Machine::create_class(const std::string& name, std::vector<TypeObject*> bases,
                            Ref<DictObject> ns, TypeObject* meta) {
  if (bases.empty()) bases.push_back(type_object);
  check_bases(bases);
  auto* cls = new TypeObject(name, nullptr);
  Ref<TypeObject> keep(cls);
  if (meta != type_type) {
    cls->type = meta;
    incref(meta);
  }
  for (TypeObject* b : bases) b->subclasses.push_back(cls);
  cls->builtin = false;
  cls->bases = bases;
  for (TypeObject* b : bases) incref(b); // a class keeps its bases alive (~TypeObject)
  cls->mro = c3(cls, bases);
  cls->dict = ns;
  // __qualname__ leaves the namespace for the class's own slot, as in CPython.
  if (Value q = ns->get_str("__qualname__")) {
    if (!is_type(q, type_str))
      raise(exc_TypeError, "type __qualname__ must be a str, not " + type_name(q));
    cls->qualname = q.as<StrObject>()->value;
    ns->remove(name_str("__qualname__"));
  }
  // __init_subclass__ and __class_getitem__ are class methods when given as
  // plain functions (CPython's type_new), so that super() and an explicit
  // cls.__init_subclass__(...) bind the class.
  for (const char* implicit : {"__init_subclass__", "__class_getitem__"})
    if (Value f = ns->get_str(implicit); f && is_type(f, type_function))
      ns->set_str(implicit, make<WrapperObject>(type_classmethod, f));
  cls->solid_base = type_object;
  for (TypeObject* t : cls->mro)
    if (t->builtin && t != type_object) {
      cls->solid_base = subclassable_builtin(t) ? t : t->solid_base;
      break;
    }
  // The dict then gets, in CPython's order: the slots' members, the
  // __dict__ and __weakref__ getsets, __doc__, and __hash__ = None for a
  // class defining __eq__ without __hash__ (unhashable).
  setup_slots(cls);
  if (!ns->get_str("__doc__")) ns->set_str("__doc__", none());
  if (ns->get_str("__eq__") && !ns->get_str("__hash__")) ns->set_str("__hash__", none());
  note_finalizer(cls);
  return Value(cls);
}

Value Machine::type_new(CallArgs& a) {
  if (a.args.size() != 3) raise(exc_TypeError, "type() takes 1 or 3 arguments");
  // The bases' most derived metaclass makes the class when it is not type.
  if (is_type(a.args[1], type_tuple)) {
    std::vector<TypeObject*> bases;
    for (const Value& b : a.args[1].as<TupleObject>()->items)
      if (is_class(b)) bases.push_back(b.as<TypeObject>());
    if (TypeObject* meta = metaclass_for(type_type, bases); meta != type_type)
      return call(Value(meta), a);
  }
  return new_class(type_type, a);
}

void Machine::init_class(TypeObject* cls, std::vector<std::pair<std::string, Value>> kwargs) {
  // __set_name__ of each attribute that defines it, in definition order.
  std::vector<std::pair<Value, Value>> attrs;
  for (const auto& e : cls->dict->entries)
    if (e.key) attrs.emplace_back(e.key, e.value);
  for (const auto& [key, value] : attrs)
    if (!value.type()->builtin || is_property(value))
      if (Value set_name = value.type()->lookup("__set_name__")) {
        try {
          call(set_name, Values{value, Value(cls), key});
        } catch (const PyException& e) {
          // CPython 3.11 wraps the error, which becomes the cause.
          Value err =
              new_exception(exc_RuntimeError,
                            Values{py_str("Error calling __set_name__ on '" + type_name(value) +
                                          "' instance " + repr(key) + " in '" + cls->name + "'")});
          set_attr(err, "__cause__", e.exc);
          set_attr(err, "__context__", e.exc);
          throw PyException{err};
        }
      }
  // The nearest base's __init_subclass__, an implicit classmethod.
  for (size_t i = 1; i < cls->mro.size(); ++i) {
    Value hook = cls->mro[i]->dict ? cls->mro[i]->dict->get_str("__init_subclass__") : Value();
    if (!hook) continue;
    if (hook.type() == type_classmethod || hook.type() == type_staticmethod)
      hook = hook.as<WrapperObject>()->func;
    CallArgs a{Values{Value(cls)}, std::move(kwargs)};
    call(hook, a);
    return;
  }
}

Value Machine::instantiate(TypeObject* cls, CallArgs& args) {
  Value self;
  Value new_fn = cls->lookup(Dunder::New);
  bool own_new = new_fn && new_fn.type() != type_builtin_function;
  if (own_new) {
    // A class's __new__ is a static method whether or not it is declared so.
    if (new_fn.type() == type_staticmethod) new_fn = new_fn.as<WrapperObject>()->func;
    CallArgs a = args;
    a.args.insert(a.args.begin(), Value(cls));
    self = call(new_fn, a);
    if (!isinstance(self, cls)) return self;
  } else if (cls->is_subtype_of(exc_BaseExceptionGroup)) {
    self = exception_group_new(cls, args); // checks and keeps message and exceptions
  } else if (cls->is_subtype_of(exc_BaseException)) {
    auto e = make<ExceptionObject>(cls);
    e->args = args.args;
    self = e;
  } else if (native_base(cls) == type_type) {
    self = new_class(cls, args); // a metaclass without its own __new__
  } else if (TypeObject* base = native_base(cls)) {
    self = new_native_instance(cls, base, args);
  } else {
    check_not_abstract(cls);
    self = new_instance(cls);
  }
  Value init = cls->lookup(Dunder::Init);
  if (init.same(type_object->lookup(Dunder::Init))) {
    // object.__init__ ignores the arguments when __new__ took them.
    if ((!args.args.empty() || !args.kwargs.empty()) && !own_new &&
        !cls->is_subtype_of(exc_BaseException) && !native_base(cls))
      raise(exc_TypeError, cls->name + "() takes no arguments");
    return self;
  }
  // The caller's arguments are this call's: the instance goes in front, no copy.
  args.args.insert(args.args.begin(), self);
  Value r = call(init, args);
  if (!is_none(r))
    raise(exc_TypeError, "__init__() should return None, not '" + type_name(r) + "'");
  return self;
}

} // namespace hyexec::interp
