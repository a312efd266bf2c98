// compile(), exec(), eval() and locals(): source strings go through the same
// front end and CFG builder as the program, and run on the same machine in
// the namespaces the caller gives.
#include "interp/builtins_util.h"
#include "interp/compile_warnings_issue.h"
#include "interp/memoryview.h"

#include "cfg/parse.h"

#include <algorithm>

namespace hyexec::interp {

namespace {

/// A code object: a compiled source string, kept alive for the whole run
/// (functions defined by it refer to its tree and CFG).
struct CodeObject : Object {
  CodeObject(TypeObject* t, const ast::Module* m, const cfg::Program* p, std::string md)
      : Object(t), module(m), program(p), mode(std::move(md)) {}
  const ast::Module* module;
  const cfg::Program* program;
  std::string mode; ///< exec | eval | single
};

TypeObject* code_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("code", type_object);
    incref(t);
    t->dict = make<DictObject>();
    t->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                       auto* c = static_cast<CodeObject*>(a.args[0].obj());
                       char at[32];
                       std::snprintf(
                           at, sizeof at, "0x%012llx",
                           static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(c)));
                       return py_str("<code object <module> at " + std::string(at) + ", file \"" +
                                     c->module->filename + "\", line 1>");
                     }));
    return t;
  }();
  return t;
}

/// Raises the error CPython's compile() raises: its args are
/// (msg, (filename, lineno, offset, text, end_lineno, end_offset)), which
/// its str() shows as "msg (file, line N)".
[[noreturn]] void syntax_error(const std::string& type, const std::string& message,
                               const std::string& filename, const std::string& source,
                               uint32_t line, uint32_t col) {
  TypeObject* cls = type == "IndentationError" ? exc_IndentationError
                    : type == "TabError"       ? exc_TabError
                                               : exc_SyntaxError;
  // SyntaxError.text keeps the line's newline when it has one.
  std::string text_line = line ? source_line(source, line) : "";
  if (line && std::count(source.begin(), source.end(), '\n') >= line) text_line += '\n';
  Value text = line ? py_str(text_line) : Value(none());
  Value where =
      py_tuple({py_str(filename), py_int(line), py_int(col), text, py_int(line), py_int(col)});
  throw PyException{new_exception(cls, {py_str(message), where})};
}

/// compile()'s SyntaxWarnings, issued as CPython's compiler issues them; a
/// filter that turns one into an error makes it a SyntaxError, as there.
void warn_at_compile(const ast::Module& module, const std::string& filename,
                     const std::string& source) {
  for (const cfg::CompileWarning& w : cfg::compile_warnings(module)) {
    try {
      issue_compile_warning(w, filename);
    } catch (PyException& e) {
      if (!isinstance(e.exc, exc_SyntaxWarning)) throw;
      syntax_error("SyntaxError", w.message, filename, source, w.line, 0);
    }
  }
}

/// The source text of a compile/exec/eval argument.
std::string source_text(const Value& v, const char* fname) {
  if (is_type(v, type_str)) return v.as<StrObject>()->value;
  if (std::string buffer; buffer_bytes(v, &buffer)) return buffer;
  raise(exc_TypeError, std::string(fname) + "() arg 1 must be a string, bytes or code object");
}

Value compile_source(std::string source, const std::string& filename, const std::string& mode) {
  if (mode != "exec" && mode != "eval" && mode != "single")
    raise(exc_ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  if (mode == "eval") {
    // eval() ignores leading blanks, as CPython's tokenizer does in eval mode.
    size_t i = source.find_first_not_of(" \t");
    source = i == std::string::npos ? "" : source.substr(i);
  }
  if (source.find('\0') != std::string::npos)
    raise(exc_SyntaxError, "source code string cannot contain null bytes");
  ParseResult parsed = parse_python(filename, source);
  if (!parsed.module)
    syntax_error(parsed.error->type, parsed.error->message, filename, source, parsed.error->line,
                 parsed.error->col);
  if (mode == "eval") {
    const auto& body = parsed.module->body;
    if (body.size() != 1 || body[0]->kind != ast::StmtKind::Expr)
      syntax_error("SyntaxError", "invalid syntax", filename, source,
                   body.empty() ? 1 : body[0]->span.line, 0);
  }
  cfg::BuildError error;
  std::unique_ptr<cfg::Program> program = cfg::build(*parsed.module, &error);
  if (!program) syntax_error("SyntaxError", error.message, filename, source, error.line, 0);
  warn_at_compile(*parsed.module, filename, source);
  Machine& m = machine();
  auto code = make<CodeObject>(code_type(), parsed.module.get(), program.get(), mode);
  m.libraries.push_back({std::move(parsed.module), std::move(program)});
  return code;
}

/// Runs `code` with the namespaces of exec()/eval() (arguments 1 and 2).
Value run_code(const CodeObject* code, const CallArgs& a, const char* fname) {
  Machine& m = machine();
  Value g = a.args.size() > 1 ? a.args[1] : Value(none());
  Value l = a.args.size() > 2 ? a.args[2] : Value(none());
  for (const auto& [k, v] : a.kwargs) {
    if (k == "globals")
      g = v;
    else if (k == "locals")
      l = v;
  }
  if (!is_none(g) && !is_type(g, type_dict))
    raise(exc_TypeError, std::string(fname) + "() globals must be a dict, not " + type_name(g));
  // A dict subclass as locals is read and written through its item methods
  // (Frame::ns_mapping); other mappings are not modelled.
  if (!is_none(l) && !isinstance(l, type_dict))
    throw Unsupported{std::string(fname) + "() with a non-dict locals mapping"};
  Frame* caller = m.current;
  if (is_none(g)) {
    g = caller->globals;
    if (is_none(l)) l = frame_locals(*caller);
  } else if (is_none(l)) {
    l = g;
  }
  // As CPython: globals without __builtins__ get the builtins' namespace dict.
  if (!g.as<DictObject>()->get_str("__builtins__"))
    g.as<DictObject>()->set_str("__builtins__", Value(m.builtins));
  const cfg::CodeUnit& unit = code->program->module_unit();
  Frame f;
  f.unit = &unit;
  f.scope = unit.scope;
  f.slots.resize(unit.scope->slots.size() + unit.num_slots);
  f.globals = Ref<DictObject>(g.as<DictObject>());
  f.ns = Ref<DictObject>(l.as<DictObject>());
  f.ns_mapping = l.type() != type_dict;
  f.function = "<module>";
  f.file = code->module->filename;
  f.id = m.next_frame_id++;
  f.back = caller;
  f.handled_base = m.handled.size();
  f.interactive = code->mode == "single";
  m.current = &f;
  struct Restore {
    Machine& m;
    Frame* caller;
    ~Restore() { m.current = caller; }
  } restore{m, caller};
  if (code->mode == "eval") {
    f.line = code->module->body[0]->span.line;
    return m.eval(static_cast<const ast::ExprStmt*>(code->module->body[0])->value, f);
  }
  m.exec_unit(f);
  return none();
}

/// The code object of an exec()/eval() argument, compiling a string.
Value code_arg(const Value& v, const char* fname, const char* mode) {
  if (v.type() == code_type()) return v;
  return compile_source(source_text(v, fname), "<string>", mode);
}

} // namespace

/// The locals of a frame as a dict: the namespace of a module or class body,
/// a snapshot of a function's slots (as CPython's locals()).
Value frame_locals(Frame& f) {
  if (f.ns) return f.ns;
  auto d = make<DictObject>();
  for (size_t i = 0; i < f.scope->slots.size(); ++i) {
    Value v = f.slots[i];
    if (v && is_type(v, type_cell)) v = v.as<CellObject>()->value;
    if (v) d->set_str(f.scope->slots[i], v);
  }
  return d;
}

void install_exec_builtins(DictObject* b) {
  auto fn = [b](const char* name, NativeFn f) {
    b->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  fn("compile", [](CallArgs& a) -> Value {
    Value src = a.args.size() > 0 ? a.args[0] : Value();
    Value file = a.args.size() > 1 ? a.args[1] : Value();
    Value mode = a.args.size() > 2 ? a.args[2] : Value();
    for (const auto& [k, v] : a.kwargs) {
      if (k == "source")
        src = v;
      else if (k == "filename")
        file = v;
      else if (k == "mode")
        mode = v;
    }
    if (!src || !file || !mode)
      raise(exc_TypeError, "compile() missing required argument 'source' (pos 1)");
    if (src.type() == code_type()) return src;
    return compile_source(source_text(src, "compile"),
                          expect_str(file, "compile() argument 'filename' must be str, not "),
                          expect_str(mode, "compile() argument 'mode' must be str, not "));
  });
  fn("exec", [](CallArgs& a) -> Value {
    arity(a, "exec", 1, 3);
    Value code = code_arg(a.args[0], "exec", "exec");
    run_code(code.as<CodeObject>(), a, "exec");
    return none();
  });
  fn("eval", [](CallArgs& a) -> Value {
    arity(a, "eval", 1, 3);
    Value code = code_arg(a.args[0], "eval", "eval");
    Value r = run_code(code.as<CodeObject>(), a, "eval");
    return code.as<CodeObject>()->mode == "eval" ? r : Value(none());
  });
  fn("locals", [](CallArgs& a) -> Value {
    arity(a, "locals", 0, 0);
    return frame_locals(*machine().current);
  });
}

} // namespace hyexec::interp
