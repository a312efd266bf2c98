// The sys module: limits, the standard streams (served by the run's stdin
// and stdout, never the host's), sys.modules shared with the import system.
#include "interp/async_generator.h"
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/frame_objects.h"
#include "interp/numbers.h"
#include "interp/output_sink.h"
#include "interp/struct_sequence.h"
#include "interp/symbolic_ops.h"
#include "interp/traceback_objects.h"

namespace hyexec::interp {

namespace {

/// What CPython 3.11 (64-bit) reports as sys.getsizeof of the exact
/// builtin atoms and tuples, whose sizes follow from their values alone:
/// an int's 30-bit digits, a str's compact kind (ASCII, Latin-1, UCS-2,
/// UCS-4), a tuple's items with the collector's header. Others (a list's
/// over-allocation, a dict's table, an instance's __sizeof__) depend on
/// CPython's allocation history: unsupported.
int64_t cpython_sizeof(const Value& v) {
  TypeObject* t = v.type();
  if (t == type_int || t == type_bool) {
    mpz_class z = abs(as_mpz(v));
    int64_t bits = z == 0 ? 0 : static_cast<int64_t>(mpz_sizeinbase(z.get_mpz_t(), 2));
    return 24 + 4 * std::max<int64_t>(1, (bits + 29) / 30);
  }
  if (t == type_float) return 24;
  if (t == type_complex) return 32;
  if (t == type_none) return 16;
  if (t == type_bytes) return 33 + static_cast<int64_t>(v.as<BytesObject>()->value.size());
  if (t == type_tuple) return 40 + 8 * static_cast<int64_t>(v.as<TupleObject>()->items.size());
  if (t == type_str) {
    const auto* s = v.as<StrObject>();
    auto n = static_cast<int64_t>(s->length);
    if (s->ascii) return 49 + n;
    int width = 1; // from the UTF-8 lead bytes: the widest code point
    for (unsigned char c : s->value) {
      if (c >= 0xF0)
        width = 4;
      else if (c >= 0xE0 || (c >= 0xC4 && c < 0xE0))
        width = std::max(width, 2);
    }
    return width == 1 ? 73 + n : width == 2 ? 74 + 2 * n : 76 + 4 * n;
  }
  throw Unsupported{"sys.getsizeof of " + type_name(v)};
}

} // namespace

namespace {

/// sys.stdin / stdout / stderr: `_io.TextIOWrapper` as CPython reports it;
/// sys.stdin.buffer: the `_io.BufferedReader` beneath, reading bytes.
struct StreamObject : Object {
  StreamObject(TypeObject* t, std::string n, std::string m)
      : Object(t), name(std::move(n)), mode(std::move(m)) {}
  std::string name, mode;
  Value buffer; ///< made on first use
};

void method(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

StreamObject* self_stream(const CallArgs& a) {
  return static_cast<StreamObject*>(a.args[0].obj());
}

/// io.UnsupportedOperation derives from OSError and ValueError; hyexec's
/// single-base hierarchy raises the OSError side.
void need_mode(const CallArgs& a, char mode, const char* op) {
  if (self_stream(a)->mode[0] != mode) raise(exc_OSError, std::string("not ") + op);
}

Value py_bytes(const std::string& data) {
  return make_bytes(type_bytes, data);
}

/// Where a write to sys.stdout or sys.stderr goes: stdout is the run's
/// observable output; stderr (warnings, logging, print(file=sys.stderr)) is
/// kept apart, in order, for `hyexec run` to show as python3 would. Both
/// count against the same output budget.
void write_stream(const StreamObject* s, const std::string& data) {
  Machine& m = machine();
  if (s->name == "<stdout>") return m.write_stdout(data);
  std::string& err = m.result.stderr_text;
  if (m.result.stdout_text.size() + err.size() + data.size() > m.options.max_output)
    throw LimitReached{"step_limit"};
  err += data;
  to_output_sink(OutputStream::Stderr, data);
}

/// `sys.stdin.buffer`: the same stdin, read as bytes (what competitive
/// programs use for speed: `input = sys.stdin.buffer.readline`).
TypeObject* buffered_reader_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("_io.BufferedReader", type_object);
    incref(t);
    t->dict = make<DictObject>();
    method(t, "__repr__", [](CallArgs&) { return py_str("<_io.BufferedReader name='<stdin>'>"); });
    method(t, "readline", [](CallArgs&) {
      std::string line;
      machine().read_line(&line);
      return py_bytes(line);
    });
    method(t, "read", [](CallArgs&) { return py_bytes(machine().read_all()); });
    method(t, "readlines", [](CallArgs&) {
      Values lines;
      std::string line;
      while (machine().read_line(&line)) lines.push_back(py_bytes(line));
      return py_list(std::move(lines));
    });
    method(t, "__iter__", [](CallArgs&) -> Value {
      return make<IteratorObject>([]() -> Value {
        std::string line;
        if (!machine().read_line(&line)) return nullptr;
        return py_bytes(line);
      });
    });
    method(t, "fileno", [](CallArgs&) { return py_int(0); });
    return t;
  }();
  return t;
}

/// `sys.stdout.buffer` / `sys.stderr.buffer`: bytes written through.
TypeObject* buffered_writer_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("_io.BufferedWriter", type_object);
    incref(t);
    t->dict = make<DictObject>();
    method(t, "write", [](CallArgs& a) {
      arity(a, "write", 2, 2);
      if (!is_bytes_like(a.args[1]))
        raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(a.args[1]) + "'");
      const std::string& data = static_cast<BytesObject*>(a.args[1].obj())->value;
      write_stream(self_stream(a), data);
      return py_int(static_cast<int64_t>(data.size()));
    });
    method(t, "flush", [](CallArgs&) { return Value(none()); });
    method(t, "__repr__", [](CallArgs& a) {
      return py_str("<_io.BufferedWriter name='" + self_stream(a)->name + "'>");
    });
    return t;
  }();
  return t;
}

TypeObject* stream_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("_io.TextIOWrapper", type_object);
    incref(t);
    t->dict = make<DictObject>();
    method(t, "__repr__", [](CallArgs& a) {
      StreamObject* s = self_stream(a);
      return py_str("<_io.TextIOWrapper name='" + s->name + "' mode='" + s->mode +
                    "' encoding='utf-8'>");
    });
    method(t, "readline", [](CallArgs& a) {
      need_mode(a, 'r', "readable");
      std::string line;
      Machine& m = machine();
      if (!m.read_line(&line) || !m.options.symbolic) return py_str(line);
      return with_sym(py_str(line), m.options.symbolic->stdin_line_sym(m.stdin_lines - 1, line));
    });
    method(t, "read", [](CallArgs& a) {
      need_mode(a, 'r', "readable");
      Machine& m = machine();
      std::string text = m.read_all();
      if (text.empty() || !m.options.symbolic) return py_str(text);
      return with_sym(py_str(text), m.options.symbolic->stdin_line_sym(m.stdin_lines - 1, text));
    });
    method(t, "readlines", [](CallArgs& a) {
      need_mode(a, 'r', "readable");
      Values lines;
      std::string line;
      while (machine().read_line(&line)) lines.push_back(py_str(line));
      return py_list(std::move(lines));
    });
    method(t, "__iter__", [](CallArgs& a) -> Value {
      need_mode(a, 'r', "readable");
      return make<IteratorObject>([]() -> Value {
        std::string line;
        if (!machine().read_line(&line)) return nullptr;
        return py_str(line);
      });
    });
    method(t, "write", [](CallArgs& a) {
      arity(a, "write", 2, 2);
      need_mode(a, 'w', "writable");
      std::string s = expect_str(a.args[1], "write() argument must be str, not ");
      write_stream(self_stream(a), s);
      return py_int(static_cast<int64_t>(a.args[1].as<StrObject>()->length));
    });
    method(t, "flush", [](CallArgs&) { return Value(none()); });
    method(t, "fileno", [](CallArgs& a) {
      const std::string& n = self_stream(a)->name;
      return py_int(n == "<stdin>" ? 0 : n == "<stdout>" ? 1 : 2);
    });
    method(t, "isatty", [](CallArgs&) { return py_bool(false); });
    // A property, as `buffer` is an attribute: stdin's reads bytes, the
    // others write them.
    Value buffer_getter = make<BuiltinFunctionObject>("buffer", [](CallArgs& a) -> Value {
      StreamObject* s = self_stream(a);
      if (!s->buffer)
        s->buffer = s->name == "<stdin>"
                        ? Value(make<Object>(buffered_reader_type()))
                        : Value(make<StreamObject>(buffered_writer_type(), s->name, "wb"));
      return s->buffer;
    });
    t->dict->set_str("buffer", make<WrapperObject>(type_property, buffer_getter));
    return t;
  }();
  return t;
}

/// types.SimpleNamespace, for sys.implementation.
TypeObject* namespace_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("types.SimpleNamespace", type_object);
    t->builtin = false;
    incref(t);
    t->dict = make<DictObject>();
    method(t, "__repr__", [](CallArgs& a) {
      std::string out = "namespace(";
      bool first = true;
      for (const auto& e : a.args[0].obj()->instance_dict()->entries) {
        if (!e.key) continue;
        if (!first) out += ", ";
        first = false;
        out += e.key.as<StrObject>()->value + "=" + repr(e.value);
      }
      return py_str(out + ")");
    });
    return t;
  }();
  return t;
}

} // namespace

Value current_stdout(Machine& m) {
  Value sys = m.modules ? m.modules->get_str("sys") : Value();
  if (!sys || !is_type(sys, type_module)) return nullptr;
  Value out = sys.as<ModuleObject>()->dict->get_str("stdout");
  if (out && out.type() == stream_type() &&
      static_cast<StreamObject*>(out.obj())->name == "<stdout>")
    return nullptr;
  return out;
}

Value sys_module(Machine& machine_ref) {
  auto mod = make<ModuleObject>("sys");
  ModuleObject* m = mod.get();
  m->dict->set_str("maxsize", py_int(INT64_MAX));
  m->dict->set_str("maxunicode", py_int(0x10FFFF));
  m->dict->set_str("argv", py_list({py_str(machine_ref.module.filename)}));
  m->dict->set_str("path", py_list({py_str("")}));
  m->dict->set_str("modules", machine_ref.modules);
  m->dict->set_str("version", py_str("3.11.7 (hyexec)"));
  static TypeObject* version_type = struct_sequence_type(
      "sys", "version_info", {"major", "minor", "micro", "releaselevel", "serial"});
  Value version_info = make_struct_sequence(
      version_type, {py_int(3), py_int(11), py_int(7), py_str("final"), py_int(0)});
  m->dict->set_str("version_info", version_info);
  m->dict->set_str("hexversion", py_int(0x030B07F0));
  m->dict->set_str("platform", py_str("linux"));
  m->dict->set_str("byteorder", py_str("little"));
  m->dict->set_str("float_repr_style", py_str("short")); // repr is the shortest round trip
  m->dict->set_str("executable", py_str(""));
  static TypeObject* float_type =
      struct_sequence_type("sys", "float_info",
                           {"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig",
                            "mant_dig", "epsilon", "radix", "rounds"});
  m->dict->set_str(
      "float_info",
      make_struct_sequence(float_type, {py_float(1.7976931348623157e308), py_int(1024), py_int(308),
                                        py_float(2.2250738585072014e-308), py_int(-1021),
                                        py_int(-307), py_int(15), py_int(53),
                                        py_float(2.220446049250313e-16), py_int(2), py_int(1)}));
  auto impl = make<InstanceObject>(namespace_type());
  impl->instance_dict()->set_str("name", py_str("cpython"));
  impl->instance_dict()->set_str("cache_tag", py_str("cpython-311"));
  impl->instance_dict()->set_str("version", version_info);
  impl->instance_dict()->set_str("hexversion", py_int(0x030B07F0));
  impl->instance_dict()->set_str("_multiarch", py_str("x86_64-linux-gnu"));
  m->dict->set_str("implementation", impl);
  // sys.int_info, sys.hash_info and sys.flags: CPython's values.
  static TypeObject* int_info_type = struct_sequence_type(
      "sys", "int_info",
      {"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"});
  m->dict->set_str("int_info", make_struct_sequence(int_info_type, {py_int(30), py_int(4),
                                                                    py_int(4300), py_int(640)}));
  static TypeObject* hash_info_type = struct_sequence_type(
      "sys", "hash_info",
      {"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"});
  m->dict->set_str(
      "hash_info",
      make_struct_sequence(hash_info_type, {py_int(64), py_int(2305843009213693951), py_int(314159),
                                            py_int(0), py_int(1000003), py_str("siphash13"),
                                            py_int(64), py_int(128), py_int(0)}));
  static TypeObject* flags_type = struct_sequence_type(
      "sys", "flags",
      {"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site",
       "no_site", "ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization",
       "isolated", "dev_mode", "utf8_mode", "warn_default_encoding", "safe_path",
       "int_max_str_digits"});
  Values flag_values(18, py_int(0));
  flag_values[11] = py_int(1);      // hash_randomization
  flag_values[13] = py_bool(false); // dev_mode
  flag_values[16] = py_bool(false); // safe_path
  flag_values[17] = py_int(-1);     // int_max_str_digits
  m->dict->set_str("flags", make_struct_sequence(flags_type, std::move(flag_values)));
  add_asyncgen_hooks(m);
  add_function(m, "exit", [](CallArgs& a) -> Value {
    throw PyException{new_exception(exc_SystemExit, a.args)};
  });
  add_function(m, "setrecursionlimit", [](CallArgs& a) {
    exactly_one(a, "setrecursionlimit");
    int64_t n;
    if (!as_int64(a.args[0], &n))
      raise(exc_TypeError,
            "'" + type_name(a.args[0]) + "' object cannot be interpreted as an integer");
    if (n < 1) raise(exc_ValueError, "recursion limit must be greater or equal than 1");
    // The interpreter thread's stack bounds how deep hyexec itself can go.
    machine().recursion_limit = static_cast<int>(std::min<int64_t>(n, 200000));
    return Value(none());
  });
  add_function(m, "exc_info", [](CallArgs& a) -> Value {
    arity(a, "exc_info", 0, 0);
    // The exception being handled: the innermost `except` body running.
    const Values& handled = machine().handled;
    if (handled.empty()) return py_tuple({none(), none(), none()});
    const Value& e = handled.back();
    return py_tuple({Value(e.type()), e, get_attr(e, "__traceback__")});
  });
  // 3.11's sys.exception(): the exception being handled, or None.
  add_function(m, "exception", [](CallArgs& a) -> Value {
    arity(a, "exception", 0, 0);
    const Values& handled = machine().handled;
    return handled.empty() ? Value(none()) : handled.back();
  });
  // A run's encodings: UTF-8 (C.UTF-8), file names with surrogateescape.
  add_function(m, "getdefaultencoding", [](CallArgs& a) -> Value {
    arity(a, "getdefaultencoding", 0, 0);
    return py_str("utf-8");
  });
  add_function(m, "getfilesystemencoding", [](CallArgs& a) -> Value {
    arity(a, "getfilesystemencoding", 0, 0);
    return py_str("utf-8");
  });
  add_function(m, "getfilesystemencodeerrors", [](CallArgs& a) -> Value {
    arity(a, "getfilesystemencodeerrors", 0, 0);
    return py_str("surrogateescape");
  });
  add_function(m, "_getframe", sys_getframe);
  install_sys_hooks(m);
  add_function(m, "getrecursionlimit", [](CallArgs&) { return py_int(machine().recursion_limit); });
  add_function(m, "set_int_max_str_digits", [](CallArgs& a) -> Value {
    if (a.args.size() + a.kwargs.size() != 1 ||
        (!a.kwargs.empty() && a.kwargs[0].first != "maxdigits"))
      raise(exc_TypeError,
            "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)");
    mpz_class n = as_mpz(a.args.empty() ? a.kwargs[0].second : a.args[0]);
    if (n > INT32_MAX || n < INT32_MIN)
      raise(exc_OverflowError, "Python int too large to convert to C int");
    if (n != 0 && n < 640) raise(exc_ValueError, "maxdigits must be 0 or larger than 640");
    set_int_max_str_digits(n.get_si());
    return none();
  });
  add_function(m, "get_int_max_str_digits",
               [](CallArgs&) { return py_int(static_cast<int64_t>(int_max_str_digits())); });
  add_function(m, "intern", [](CallArgs& a) {
    exactly_one(a, "intern");
    if (!is_type(a.args[0], type_str))
      raise(exc_TypeError, "intern() argument must be str, not " + type_name(a.args[0]));
    return a.args[0];
  });
  // Auditing events (pickle's find_class raises one): no hook is ever added,
  // so an event does nothing past its argument check.
  add_function(m, "audit", [](CallArgs& a) -> Value {
    if (a.args.empty())
      raise(exc_TypeError, "audit() missing 1 required positional argument: 'event'");
    if (!is_type(a.args[0], type_str))
      raise(exc_TypeError, "expected str for argument 'event', not " + type_name(a.args[0]));
    return none();
  });
  add_function(m, "getsizeof", [](CallArgs& a) -> Value {
    arity(a, "getsizeof", 1, 2);
    return py_int(cpython_sizeof(a.args[0]));
  });
  m->dict->set_str("stdin", make<StreamObject>(stream_type(), "<stdin>", "r"));
  m->dict->set_str("stdout", make<StreamObject>(stream_type(), "<stdout>", "w"));
  m->dict->set_str("stderr", make<StreamObject>(stream_type(), "<stderr>", "w"));
  for (const char* s : {"stdin", "stdout", "stderr"})
    m->dict->set_str(std::string("__") + s + "__", m->dict->get_str(s));
  return mod;
}

} // namespace hyexec::interp
