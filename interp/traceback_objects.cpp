// Traceback objects: attribute holders built on demand from an exception's
// TracebackEntry list. Their frames are records of where the exception
// passed (code, line, globals), not the activations' own frame objects:
// those are made only when asked for (frame_objects.cpp).
#include "interp/traceback_objects.h"

#include "interp/builtins_util.h"
#include "interp/frame_objects.h"
#include "interp/function_attrs.h"
#include "interp/machine.h"
#include "interp/numbers.h"
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
  return frame_record(code_record(e.function, e.function, e.file, e.first_line, e.varnames),
                      e.globals, e.line, back);
}

uint32_t line_attr(const Value& obj, std::string_view name) {
  Value v = get_attr(obj, name);
  return v.is_int() && v.as_int() >= 0 ? static_cast<uint32_t>(v.as_int()) : 0;
}

} // namespace

TypeObject* traceback_type() {
  static TypeObject* t = [] {
    TypeObject* t = record_type("traceback");
    // types.TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno).
    t->construct = [](TypeObject* type, CallArgs& a) -> Value {
      Values p =
          clinic_args(a, "TracebackType", {"tb_next", "tb_frame", "tb_lasti", "tb_lineno"}, 4);
      if (!is_none(p[0]) && p[0].type() != type)
        raise(exc_TypeError, "expected traceback object or None, got '" + type_name(p[0]) + "'");
      if (p[1].type() != frame_type())
        raise(exc_TypeError,
              "TracebackType() argument 'tb_frame' must be frame, not " + type_name(p[1]));
      for (size_t i = 2; i < 4; ++i)
        if (!is_int_like(p[i]))
          raise(exc_TypeError,
                "'" + type_name(p[i]) + "' object cannot be interpreted as an integer");
      Value tb = make_record(type);
      DictObject* d = tb.obj()->instance_dict();
      d->set_str("tb_frame", p[1]);
      d->set_str("tb_lineno", p[3]);
      d->set_str("tb_lasti", p[2]);
      d->set_str("tb_next", p[0]);
      return tb;
    };
    return t;
  }();
  return t;
}

Value traceback_of(const Value& exc) {
  auto* e = exc.as<ExceptionObject>();
  const std::vector<TracebackEntry>& entries = e->traceback;
  if (entries.empty()) return none();
  if (e->tb_object && e->tb_entries == entries.size()) return e->tb_object;
  // The entries added since the last one was made (the exception went on
  // outwards) get objects in front of it, as CPython's chain grows.
  size_t kept = e->tb_object && e->tb_entries < entries.size() ? e->tb_entries : 0;
  // Frames outermost first, each the f_back of the next; then the tb
  // chain from the innermost outwards, so that each links to the deeper one.
  Values frames;
  Value back = none();
  for (size_t i = entries.size(); i-- > kept;) {
    back = frame_of(entries[i], back);
    frames.push_back(back);
  }
  Value next = kept ? e->tb_object : Value(none());
  for (size_t i = frames.size(); i-- > 0;) {
    Value tb = make_record(traceback_type());
    DictObject* d = tb.obj()->instance_dict();
    d->set_str("tb_frame", frames[i]);
    d->set_str("tb_lineno", py_int(entries[entries.size() - 1 - i].line));
    // No instruction (hyexec compiles none): CPython's traceback module then
    // knows the line but no columns, and draws no carets.
    d->set_str("tb_lasti", py_int(-1));
    d->set_str("tb_next", next);
    next = tb;
  }
  e->tb_object = next;
  e->tb_entries = entries.size();
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
                         {},
                         {}};
    if (Value g = get_attr_opt(frame, "f_globals"); g && is_type(g, type_dict))
      entry.globals = Ref<DictObject>(g.as<DictObject>());
    entries.insert(entries.begin(), std::move(entry));
  }
  e->traceback = std::move(entries);
  e->traced_frame = 0;
  e->tb_object = is_none(tb) ? Value() : tb;
  e->tb_entries = e->traceback.size();
}

} // namespace hyexec::interp
