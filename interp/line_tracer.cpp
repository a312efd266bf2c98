// The line trace: CPython's settrace events for the program's own file, the
// frames (outermost first) with their locals, and the heap objects they reach
// with ids numbered in the order a depth-first walk first meets them (as
// tools/settrace_steps.py numbers CPython's).
#include "interp/line_tracer.h"

#include "interp/errors.h"

#include <cctype>

namespace hyexec::interp {

namespace {

constexpr size_t kReprLimit = 200; ///< code points; longer reprs end in "..."
constexpr size_t kItemsLimit = 100;

/// `s` without the addresses reprs show (` at 0x7f..`), which change from
/// run to run: heap ids stand for identity instead.
std::string without_addresses(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, 6, " at 0x") == 0 && i + 6 < s.size() &&
        std::isxdigit(static_cast<unsigned char>(s[i + 6]))) {
      i += 6;
      while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i]))) ++i;
      continue;
    }
    out += s[i++];
  }
  return out;
}

/// `s` cut to kReprLimit code points, as tools/settrace_steps.py cuts it.
std::string cut(std::string s) {
  s = without_addresses(s);
  size_t points = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) continue;
    if (points++ == kReprLimit) {
      s.resize(i);
      return s + "...";
    }
  }
  return s;
}

/// Functions, classes and modules are not shown as variables, nor dunder names.
bool shown(const std::string& name, const Value& v) {
  if (name.rfind("__", 0) == 0) return false;
  TypeObject* t = v.type();
  return t != type_function && t != type_builtin_function && t != type_module &&
         !t->is_subtype_of(type_type);
}

bool is_heap(const Value& v) {
  TypeObject* t = v.type();
  if (t == type_list || t == type_tuple || t == type_dict || t == type_set) return true;
  return !t->builtin && v.obj() && v.obj()->instance_dict() &&
         !t->is_subtype_of(exc_BaseException) && !is_metatype(t);
}

} // namespace

std::string trace_repr(Machine& m, const Value& v) {
  size_t out = m.result.stdout_text.size();
  // The __repr__ it may run is the tracer's, not the program's: not traced
  // itself, and not counted as covering lines.
  struct Quiet {
    Machine& m;
    bool was;
    explicit Quiet(Machine& mm) : m(mm), was(mm.quiet) { m.quiet = true; }
    ~Quiet() { m.quiet = was; }
  } quiet(m);
  std::string r;
  try {
    r = repr(v);
  } catch (const PyException& e) {
    r = "<repr failed: " + e.object()->type->name + ">";
  }
  m.result.stdout_text.resize(out);
  return r;
}

namespace {

/// A builtin container of ints, floats, strings, bools and None (no object
/// it holds can change under it): its items, and dict values, into `out`.
bool flat_items(const Value& v, Values& out) {
  auto scalar = [&](const Value& x) {
    if (x.is_int() || x.is_float()) return true;
    TypeObject* t = x.type();
    return t == type_int || t == type_float || t == type_str || t == type_bool || t == type_none;
  };
  TypeObject* t = v.type();
  if (t == type_list || t == type_tuple) {
    const Values& items = t == type_list ? v.as<ListObject>()->items : v.as<TupleObject>()->items;
    for (const Value& x : items)
      if (!scalar(x)) return false;
    out = items;
    return true;
  }
  if (t == type_set) {
    for (const SetTable::Entry& e : v.as<SetObject>()->table.entries) {
      if (!e.key) continue;
      if (!scalar(e.key)) return false;
      out.push_back(e.key);
    }
    return true;
  }
  if (t == type_dict) {
    for (const DictObject::Entry& e : v.as<DictObject>()->entries) {
      if (!e.key) continue;
      if (!scalar(e.key) || !scalar(e.value)) return false;
      out.push_back(e.key);
      out.push_back(e.value);
    }
    return true;
  }
  return false;
}

bool same_values(const Values& a, const Values& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!a[i].same(b[i])) return false;
  return true;
}

} // namespace

TraceValue LineTracer::value(const Value& v, StepState& s) {
  if (!is_heap(v)) return {cut(trace_repr(m_, v)), 0};
  Object* o = v.obj();
  auto [it, fresh] = ids_.try_emplace(o, static_cast<uint32_t>(ids_.size() + 1));
  if (fresh) keep_.push_back(v);
  uint32_t id = it->second;
  Drawn& d = drawn_[id];
  if (d.snapshot == snapshots_) return {d.repr, id}; // met before in this snapshot
  d.snapshot = snapshots_;
  Values scalars;
  bool flat = flat_items(v, scalars);
  if (flat && d.flat && d.heap && same_values(scalars, d.scalars)) {
    s.heap.push_back(d.heap); // unchanged since it was last drawn
    return {d.repr, id};
  }
  d.repr = cut(trace_repr(m_, v));
  std::string repr = d.repr;
  // The entry's place is taken before the children are walked (a list
  // holding itself is met again inside).
  size_t at = s.heap.size();
  s.heap.emplace_back();
  HeapObject h;
  h.id = id;
  h.type = v.type()->name;
  auto add_item = [&](const Value& x) { h.items.push_back(value(x, s)); };
  TypeObject* t = v.type();
  size_t n = 0;
  if (t == type_list || t == type_tuple) {
    const Values& items = t == type_list ? v.as<ListObject>()->items : v.as<TupleObject>()->items;
    n = items.size();
    for (size_t i = 0; i < n && i < kItemsLimit; ++i) add_item(items[i]);
  } else if (t == type_set) {
    for (const SetTable::Entry& e : v.as<SetObject>()->table.entries) {
      if (!e.key) continue;
      if (n++ < kItemsLimit) add_item(e.key);
    }
  } else if (t == type_dict) {
    for (const DictObject::Entry& e : v.as<DictObject>()->entries) {
      if (!e.key) continue;
      if (n++ >= kItemsLimit) continue;
      add_item(e.key);
      h.values.push_back(value(e.value, s));
    }
  } else {
    h.instance = true;
    // Its slots' values (the set ones), then its __dict__ when it has one.
    if (Value* slots = o->slot_values())
      for (size_t i = 0; i < t->slot_names.size(); ++i) {
        if (!slots[i] || n++ >= kItemsLimit) continue;
        h.attrs.emplace_back(t->slot_names[i].as<StrObject>()->value, value(slots[i], s));
      }
    if (DictObject* dict = o->instance_dict())
      for (const DictObject::Entry& e : dict->entries) {
        if (!e.key || !is_type(e.key, type_str)) continue;
        if (n++ >= kItemsLimit) continue;
        h.attrs.emplace_back(e.key.as<StrObject>()->value, value(e.value, s));
      }
  }
  h.more = n > kItemsLimit ? n - kItemsLimit : 0;
  auto shared = std::make_shared<const HeapObject>(std::move(h));
  s.heap[at] = shared;
  d.heap = std::move(shared); // (entries of an unordered_map stay where they are)
  d.flat = flat;
  d.scalars = flat ? std::move(scalars) : Values{};
  return {std::move(repr), id};
}

StepState LineTracer::snapshot() {
  ++snapshots_;
  StepState s;
  std::vector<Frame*> stack;
  for (Frame* f = m_.current; f; f = f->back)
    if (f->file == m_.module.filename) stack.push_back(f);
  for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
    Frame& f = **it;
    TraceFrame tf{f.function, f.line, {}};
    auto add = [&](const std::string& name, const Value& v) {
      if (!shown(name, v)) return;
      TraceValue tv = value(v, s);
      tf.locals.emplace_back(name, std::move(tv));
    };
    if (f.scope && f.scope->function_like()) {
      for (size_t i = 0; i < f.scope->slots.size(); ++i) {
        Value v = f.slots[i];
        if (v && is_type(v, type_cell)) v = v.as<CellObject>()->value;
        if (v) add(f.scope->slots[i], v);
      }
    } else if (f.ns) {
      for (const DictObject::Entry& e : f.ns->entries)
        if (e.key && is_type(e.key, type_str)) add(e.key.as<StrObject>()->value, e.value);
    }
    s.frames.push_back(std::move(tf));
  }
  const std::string& out = m_.result.stdout_text;
  s.printed = out.substr(std::min(printed_, out.size()));
  printed_ = out.size();
  return s;
}

void LineTracer::event(LineStep::Event kind, Frame& f, uint32_t block, const std::string& unit,
                       std::string detail) {
  ++total_;
  // The state at event k is the state after step k - 1: one more than the steps kept.
  if (states_.size() > max_) return;
  states_.push_back(snapshot());
  if (steps_.size() == max_) return;
  LineStep step;
  step.event = kind;
  step.line = f.line;
  step.function = f.function;
  step.unit = unit;
  step.block = block;
  step.detail = std::move(detail);
  steps_.push_back(std::move(step));
}

void LineTracer::ret(Frame& f, const Value& v) {
  if (m_.quiet || f.file != m_.module.filename) return;
  event(LineStep::Event::Return, f, 0, f.unit ? f.unit->name : "",
        v ? cut(trace_repr(m_, v)) : "None");
}

void LineTracer::exception(Frame& f, uint32_t block, const ExceptionObject* e) {
  if (m_.quiet || f.file != m_.module.filename) return;
  std::string msg = exception_str(e);
  event(LineStep::Event::Exception, f, block, f.unit ? f.unit->name : "",
        e->type->name + (msg.empty() ? "" : ": " + msg));
}

LineTrace LineTracer::finish() {
  LineTrace t;
  t.total = total_;
  t.truncated = static_cast<int64_t>(steps_.size()) < total_;
  t.steps = std::move(steps_);
  for (size_t k = 0; k < t.steps.size(); ++k) {
    if (k + 1 < states_.size()) {
      t.steps[k].state = std::move(states_[k + 1]);
    } else {
      // The last event (the module's return) keeps its own state, which is
      // also the step before's: nothing runs after it.
      t.steps[k].state = k ? t.steps[k - 1].state : std::move(states_[k]);
      t.steps[k].state.printed.clear();
    }
  }
  return t;
}

} // namespace hyexec::interp
