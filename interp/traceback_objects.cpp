// Traceback and frame objects: attribute holders built on demand from an
// exception's TracebackEntry list. A frame here is a record of where the
// exception passed (code, line, globals), not a live activation: hyexec's
// frames live on the C++ stack and are gone once the exception has left them.
#include "interp/traceback_objects.h"

#include "interp/function_attrs.h"
#include "interp/machine.h"
#include "interp/protocol.h"

namespace hyexec::interp {

namespace {

/// A builtin-named type whose instances keep their attributes in a dict,
/// as function_attrs.cpp's `code`.
TypeObject* record_type(const char* name) {
  auto* t = new TypeObject(name, type_object);
  t->builtin = false;
  incref(t);
  t->dict = make<DictObject>();
  t->dict->set_str("__module__", py_str("builtins"));
  return t;
}

Value make_record(TypeObject* t) {
  return make<InstanceObject>(t);
}

Value frame_of(const TracebackEntry& e, const Value& back) {
  Value code = make_record(code_type());
  DictObject* c = code.obj()->instance_dict();
  c->set_str("co_name", py_str(e.function));
  c->set_str("co_qualname", py_str(e.function));
  c->set_str("co_filename", py_str(e.file));
  c->set_str("co_firstlineno", py_int(e.first_line));
  c->set_str("co_varnames", py_tuple(e.varnames));
  Value frame = make_record(frame_type());
  DictObject* d = frame.obj()->instance_dict();
  d->set_str("f_code", code);
  d->set_str("f_lineno", py_int(e.line));
  if (e.globals) d->set_str("f_globals", Value(e.globals));
  d->set_str("f_back", back);
  return frame;
}

uint32_t line_attr(const Value& obj, std::string_view name) {
  Value v = get_attr(obj, name);
  return v.is_int() && v.as_int() >= 0 ? static_cast<uint32_t>(v.as_int()) : 0;
}

/// A snapshot of a live frame's locals: its namespace (a module or class
/// body), else its bound local and cell variables.
Value locals_of(const Frame* f) {
  if (f->ns) return Value(f->ns.get());
  auto d = make<DictObject>();
  if (!f->scope) return d;
  for (size_t i = 0; i < f->scope->slots.size() && i < f->slots.size(); ++i) {
    Value v = f->slots[i];
    ast::NameScope kind = f->scope->lookup(f->scope->slots[i]);
    if (kind == ast::NameScope::Cell || kind == ast::NameScope::Free)
      v = v && is_type(v, type_cell) ? v.as<CellObject>()->value : Value();
    else if (kind != ast::NameScope::Local)
      continue;
    if (v) d->set_str(f->scope->slots[i], v);
  }
  return d;
}

} // namespace

Value live_frame(int64_t depth) {
  if (depth < 0) depth = 0;
  Frame* f = machine().current;
  for (; f && depth > 0; --depth) f = f->back;
  if (!f) raise(exc_ValueError, "call stack is not deep enough");
  // The record of each frame from the outermost in, so that each is the
  // f_back of the next (frames are records here, as in tracebacks).
  std::vector<const Frame*> chain;
  for (const Frame* g = f; g; g = g->back) chain.push_back(g);
  Value back = none();
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const Frame* g = *it;
    TracebackEntry e{g->function, g->line, g->file};
    e.first_line = g->unit ? g->unit->line : 0;
    e.globals = g->globals;
    back = frame_of(e, back);
    back.obj()->instance_dict()->set_str("f_locals", locals_of(g));
  }
  return back;
}

TypeObject* traceback_type() {
  static TypeObject* t = record_type("traceback");
  return t;
}

TypeObject* frame_type() {
  static TypeObject* t = record_type("frame");
  return t;
}

Value traceback_of(const Value& exc) {
  const std::vector<TracebackEntry>& entries = exc.as<ExceptionObject>()->traceback;
  // Frames outermost first, each the f_back of the next; then the tb
  // chain from the innermost outwards, so that each links to the deeper one.
  Values frames;
  Value back = none();
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
    back = frame_of(*it, back);
    frames.push_back(back);
  }
  Value next = none();
  for (size_t i = frames.size(); i-- > 0;) {
    Value tb = make_record(traceback_type());
    DictObject* d = tb.obj()->instance_dict();
    d->set_str("tb_frame", frames[i]);
    d->set_str("tb_lineno", py_int(entries[entries.size() - 1 - i].line));
    d->set_str("tb_lasti", py_int(0));
    d->set_str("tb_next", next);
    next = tb;
  }
  return next;
}

void set_traceback(ExceptionObject* e, const Value& tb) {
  if (!is_none(tb) && tb.type() != traceback_type())
    raise(exc_TypeError, "__traceback__ must be a traceback or None");
  std::vector<TracebackEntry> entries;
  for (Value t = tb; !is_none(t); t = get_attr(t, "tb_next")) {
    if (t.type() != traceback_type()) break;
    Value frame = get_attr(t, "tb_frame");
    Value code = get_attr(frame, "f_code");
    TracebackEntry entry{str(get_attr(code, "co_name")),
                         line_attr(t, "tb_lineno"),
                         str(get_attr(code, "co_filename")),
                         line_attr(code, "co_firstlineno"),
                         {}};
    if (Value g = get_attr_opt(frame, "f_globals"); g && is_type(g, type_dict))
      entry.globals = Ref<DictObject>(g.as<DictObject>());
    entries.insert(entries.begin(), std::move(entry));
  }
  e->traceback = std::move(entries);
  e->traced_frame = 0;
}

} // namespace hyexec::interp
