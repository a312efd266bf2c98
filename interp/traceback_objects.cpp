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
#include "interp/script_path.h"

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

/// The frame an entry is for: the activation's frame object, else a record
/// whose code's co_positions() has the one instruction hyexec knows, where
/// the exception arose (tb_lasti 0): CPython's traceback module draws its
/// carets from it.
Value frame_of(const TracebackEntry& e, const Value& back) {
  if (e.frame) return e.frame;
  Value code = code_record(e.function, e.function, e.file, e.first_line, e.varnames);
  if (const SourcePosition& p = e.position; p.line) {
    Value where = py_tuple({py_int(p.line), py_int(p.end_line), py_int(p.col), py_int(p.end_col)});
    code.obj()->instance_dict()->set_str(
        "co_positions", make<BuiltinFunctionObject>("co_positions", [where](CallArgs& a) {
          arity(a, "co_positions", 0, 0);
          return iter(py_list({where}));
        }));
  }
  return frame_record(std::move(code), e.globals, e.line, back);
}

uint32_t line_attr(const Value& obj, std::string_view name) {
  Value v = get_attr(obj, name);
  return v.is_int() && v.as_int() >= 0 ? static_cast<uint32_t>(v.as_int()) : 0;
}

/// The position co_positions() gives instruction `lasti` of `code` (as the
/// traceback module reads it), or none.
SourcePosition position_at(const Value& code, const Value& lasti) {
  SourcePosition p;
  Value positions = get_attr_opt(code, "co_positions");
  if (!positions || !lasti || !lasti.is_int() || lasti.as_int() < 0) return p;
  Value it = iter(call(positions, Values{}));
  Value at;
  for (int64_t i = 0; i <= lasti.as_int() / 2; ++i)
    if (!(at = next(it))) return p;
  if (!is_type(at, type_tuple)) return p;
  const Values& v = at.as<TupleObject>()->items;
  if (v.size() != 4) return p;
  for (const Value& x : v)
    if (!x.is_int() || x.as_int() < 0) return p;
  p.line = static_cast<uint32_t>(v[0].as_int());
  p.end_line = static_cast<uint32_t>(v[1].as_int());
  p.col = static_cast<uint32_t>(v[2].as_int());
  p.end_col = static_cast<uint32_t>(v[3].as_int());
  return p;
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
    // Where it arose: an instruction of the frame's code (frame_of); none
    // when the position is unknown: the traceback module then draws no carets.
    const TracebackEntry& entry = entries[entries.size() - 1 - i];
    d->set_str("tb_lasti", py_int(!entry.position.line ? -1
                                  : entry.frame       ? frame_position(entry.frame, entry.position)
                                                      : 0));
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
    // The script's code names it by its absolute path (code_record): its
    // entries name it as its frames do.
    std::string file = str(get_attr(code, "co_filename"));
    if (const std::string& own = machine().module.filename; file == absolute_script_path(own))
      file = own;
    TracebackEntry entry{str(get_attr(code, "co_name")),
                         line_attr(t, "tb_lineno"),
                         file,
                         line_attr(code, "co_firstlineno"),
                         {},
                         {},
                         {},
                         {}};
    if (Value g = get_attr_opt(frame, "f_globals"); g && is_type(g, type_dict))
      entry.globals = Ref<DictObject>(g.as<DictObject>());
    entry.position = position_at(code, get_attr_opt(t, "tb_lasti"));
    if (frame.type() == frame_type()) entry.frame = frame;
    entries.insert(entries.begin(), std::move(entry));
  }
  e->traceback = std::move(entries);
  e->traced_frame = 0;
  e->tb_object = is_none(tb) ? Value() : tb;
  e->tb_entries = e->traceback.size();
}

} // namespace hyexec::interp
