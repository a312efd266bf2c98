// Frame objects: a running activation's (read live, then a snapshot once
// it returns) and a traceback's records. hyexec's activations live on the
// C++ stack (or a generator's heap), so an object that outlives its
// activation keeps what CPython's frame object keeps: code, globals, the
// last line, the locals and the caller.
#include "interp/frame_objects.h"

#include "interp/builtins_util.h"
#include "interp/call_layout.h"
#include "interp/function_attrs.h"
#include "interp/numbers.h"
#include "interp/script_path.h"
#include "interp/type_methods.h"

namespace hyexec::interp {

namespace {

struct FrameObject final : Object {
  FrameObject() : Object(frame_type()) {}
  Frame* live = nullptr; ///< the activation while it runs
  /// Its code record, made when first read (code_value): a traceback makes
  /// the frame object of each frame it passes, most never read.
  Value code;
  /// What the code is made from once the activation has ended (code_value).
  const cfg::CodeUnit* unit = nullptr;
  std::string function, file;
  uint32_t code_line = 0;
  Ref<DictObject> globals;
  Value locals; ///< a snapshot, once the activation has ended
  /// The activation's variables as it ended, made into `locals` only when
  /// read (a traceback makes the frame object of every frame it passes).
  const cfg::Scope* scope = nullptr;
  Values slots;
  uint32_t line = 0;
  Value back; ///< the caller's frame object, once the activation has ended
  /// The positions its code's co_positions() gives (frame_position), a list.
  Value positions;
};

FrameObject* self_frame(const CallArgs& a, const char* name) {
  if (a.args.empty() || a.args[0].type() != frame_type())
    raise(exc_TypeError, std::string("descriptor '") + name +
                             "' for 'frame' objects doesn't apply to a '" +
                             (a.args.empty() ? "NoneType" : type_name(a.args[0])) + "' object");
  return static_cast<FrameObject*>(a.args[0].obj());
}

/// Whether `f` is the running frame or one of its callers: its `back` is
/// then alive too (a suspended generator's may be gone).
bool on_stack(const Frame* f) {
  for (const Frame* p = machine().current; p; p = p->back)
    if (p == f) return true;
  return false;
}

Value code_of(const Frame& f) {
  const cfg::CodeUnit* unit = f.unit;
  Values varnames;
  // The locals' slots are the scope's, worked out once (logging asks every
  // frame it walks for its f_code).
  if (f.scope && f.scope->function_like())
    for (uint32_t i : call_layout(f.scope).local_slots)
      varnames.push_back(py_str(f.scope->slots[i]));
  std::string qualname =
      unit && unit->kind != cfg::CodeUnit::Kind::Module ? unit->name : f.function;
  return code_record(f.function, qualname, f.file, unit ? unit->line : f.line, std::move(varnames));
}

/// The frame's code record, made on first use.
const Value& code_value(FrameObject* f) {
  if (!f->code) {
    if (f->live) {
      f->code = code_of(*f->live);
    } else {
      Frame ended;
      ended.unit = f->unit;
      ended.scope = f->scope;
      ended.function = f->function;
      ended.file = f->file;
      ended.line = f->code_line;
      f->code = code_of(ended);
    }
  }
  return f->code;
}

Value empty_dict() {
  return make<DictObject>();
}

void getter(TypeObject* t, const char* name, std::function<Value(FrameObject*)> get) {
  t->dict->set_str(name, make<WrapperObject>(type_property, make<BuiltinFunctionObject>(
                                                                name, [name, get](CallArgs& a) {
                                                                  return get(self_frame(a, name));
                                                                })));
}

void install_frame_attributes(TypeObject* t) {
  getter(t, "f_code", [](FrameObject* f) { return code_value(f); });
  getter(t, "f_globals",
         [](FrameObject* f) { return f->globals ? Value(f->globals) : empty_dict(); });
  getter(t, "f_builtins", [](FrameObject*) { return Value(machine().builtins); });
  getter(t, "f_locals", [](FrameObject* f) -> Value {
    if (f->live) return frame_locals(*f->live);
    if (!f->locals && f->scope) {
      Frame ended;
      ended.scope = f->scope;
      ended.slots = std::move(f->slots);
      f->locals = frame_locals(ended);
    }
    if (!f->locals) f->locals = empty_dict();
    return f->locals;
  });
  getter(t, "f_lineno", [](FrameObject* f) {
    return py_int(static_cast<int64_t>(f->live ? f->live->line : f->line));
  });
  getter(t, "f_back", [](FrameObject* f) -> Value {
    if (f->live)
      return f->live->back && on_stack(f->live) ? frame_object(*f->live->back) : Value(none());
    return f->back ? f->back : Value(none());
  });
  getter(t, "f_lasti", [](FrameObject*) { return py_int(0); });
  getter(t, "f_trace", [](FrameObject*) { return Value(none()); });
  getter(t, "f_trace_lines", [](FrameObject*) { return py_bool(true); });
  getter(t, "f_trace_opcodes", [](FrameObject*) { return py_bool(false); });
  t->dict->set_str("clear", make<BuiltinFunctionObject>("clear", [](CallArgs& a) -> Value {
                     args_between(a, frame_type(), "clear", 0, 0);
                     FrameObject* f = self_frame(a, "clear");
                     if (f->live) raise(exc_RuntimeError, "cannot clear an executing frame");
                     f->locals = empty_dict();
                     f->slots.clear();
                     return none();
                   }));
  t->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                     FrameObject* f = self_frame(a, "__repr__");
                     char address[32];
                     snprintf(address, sizeof address, "%p", static_cast<void*>(f));
                     return py_str("<frame at " + std::string(address) + ", file " +
                                   repr(get_attr(code_value(f), "co_filename")) + ", line " +
                                   std::to_string(f->live ? f->live->line : f->line) + ", code " +
                                   str(get_attr(code_value(f), "co_name")) + ">");
                   }));
}

} // namespace

void FrameLink::release() {
  auto* f = static_cast<FrameObject*>(object);
  if (Frame* live = f->live) {
    // The snapshot CPython's frame object keeps once its activation ends.
    f->live = nullptr;
    f->line = live->line;
    if (!f->code) {
      f->unit = live->unit;
      f->function = live->function;
      f->file = live->file;
      f->code_line = live->line;
    }
    try {
      if (live->ns) {
        f->locals = live->ns;
      } else if (live->scope) {
        f->scope = live->scope;
        f->slots.assign(live->slots.begin(), live->slots.begin() + live->scope->slots.size());
      }
      f->back = live->back && on_stack(live->back) ? frame_object(*live->back) : Value(none());
    } catch (...) {
      // Runs as the frame unwinds: a failed snapshot leaves the object without it.
    }
  }
  decref(object);
}

TypeObject* frame_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("frame", type_object);
    incref(t);
    t->dict = make<DictObject>();
    t->dict->set_str("__module__", py_str("builtins"));
    install_frame_attributes(t);
    return t;
  }();
  return t;
}

Value code_record(const std::string& name, const std::string& qualname, const std::string& file,
                  uint32_t first_line, Values varnames) {
  // The keys, interned once: set_str would look each up by its text for
  // every record (logging asks every frame it walks for its code).
  static const Value k_name = name_str("co_name"), k_qualname = name_str("co_qualname"),
                     k_filename = name_str("co_filename"),
                     k_firstlineno = name_str("co_firstlineno"),
                     k_varnames = name_str("co_varnames");
  Value code = make<InstanceObject>(code_type());
  DictObject* c = code.obj()->instance_dict();
  c->entries.reserve(5);
  c->set(k_name, py_str(name));
  c->set(k_qualname, py_str(qualname));
  // The script's code has CPython's absolute path (script_path.h), as its
  // functions' __code__ has.
  c->set(k_filename, py_str(file == machine().module.filename ? absolute_script_path(file) : file));
  c->set(k_firstlineno, py_int(first_line));
  c->set(k_varnames, py_tuple(std::move(varnames)));
  return code;
}

Value frame_object(Frame& f) {
  if (!f.link.object) {
    auto* o = new FrameObject();
    o->live = &f;
    o->globals = f.globals;
    incref(o);
    f.link.object = o;
  }
  return Value(f.link.object);
}

Value frame_record(Value code, Ref<DictObject> globals, uint32_t line, Value back) {
  auto f = make<FrameObject>();
  f->code = std::move(code);
  f->globals = std::move(globals);
  f->line = line;
  f->back = std::move(back);
  return f;
}

int64_t frame_position(const Value& frame, const SourcePosition& p) {
  auto* f = static_cast<FrameObject*>(frame.obj());
  if (!f->positions) {
    Value list = f->positions = py_list({});
    code_value(f).obj()->instance_dict()->set_str(
        "co_positions", make<BuiltinFunctionObject>("co_positions", [list](CallArgs& a) {
          arity(a, "co_positions", 0, 0);
          return iter(py_list(list.as<ListObject>()->items));
        }));
  }
  Values& items = f->positions.as<ListObject>()->items;
  items.push_back(py_tuple({py_int(p.line), py_int(p.end_line), py_int(p.col), py_int(p.end_col)}));
  return 2 * static_cast<int64_t>(items.size() - 1);
}

Value sys_getframe(CallArgs& a) {
  arity(a, "_getframe", 0, 1);
  int64_t depth = 0;
  if (!a.args.empty()) {
    if (!is_int_like(a.args[0]))
      raise(exc_TypeError,
            "'" + type_name(a.args[0]) + "' object cannot be interpreted as an integer");
    if (!as_int64(a.args[0], &depth))
      raise(exc_OverflowError, "Python int too large to convert to C int");
  }
  Frame* f = machine().current;
  for (; f && depth > 0; --depth) f = f->back;
  if (!f) raise(exc_ValueError, "call stack is not deep enough");
  return frame_object(*f);
}

} // namespace hyexec::interp
