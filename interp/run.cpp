// Running a whole program: the module frame, the big C++ stack deep Python
// recursion needs, limits, and the CPython-format traceback of an uncaught
// exception.
#include "interp/builtin_shadows.h"
#include "interp/command_line.h"
#include "interp/compile_warnings_issue.h"
#include "interp/finalizers.h"
#include "interp/function_attrs.h"
#include "interp/generator.h"
#include "interp/line_tracer.h"
#include "interp/machine.h"
#include "interp/memory.h"
#include "interp/numbers.h"
#include "interp/run_exit.h"
#include "interp/run_interrupt.h"
#include "interp/script_path.h"
#include "interp/stdlib_attrs.h"
#include "interp/symbolic_ops.h"
#include "interp/traceback_carets.h"

#include <malloc.h>
#include <pthread.h>

#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <set>

namespace hyexec::interp {

namespace {

/// C++ stack for the interpreter thread: Python recursion runs on it. The
/// memory is only committed as it is touched.
constexpr size_t kStackBytes = size_t{4} << 30;

/// str() of the exception, or CPython's placeholder when its str() raises.
std::string reported_str(ExceptionObject* e) {
  try {
    return str(Value(e)); // a subclass's own __str__ too
  } catch (PyException&) {
    return "<exception str() failed>";
  }
}

/// str() of a value, or CPython's placeholder when its str() raises.
std::string reported_str_of(const Value& v) {
  try {
    return str(v);
  } catch (PyException&) {
    return "<exception str() failed>";
  }
}

/// A SyntaxError's last lines as CPython's traceback writes them: where it
/// is, the line with a caret under the offset, then the bare message.
std::string syntax_error_lines(const Value& exc) {
  auto attr = [&](const char* name) -> Value {
    try {
      return get_attr(exc, name);
    } catch (PyException&) {
      return none();
    }
  };
  Value file = attr("filename"), line = attr("lineno"), text = attr("text");
  Value offset = attr("offset"), msg = attr("msg");
  std::string out, suffix;
  std::string name = is_type(file, type_str) ? file.as<StrObject>()->value : "<string>";
  if (line.is_int())
    out += "  File \"" + name + "\", line " + std::to_string(line.as_int()) + "\n";
  else if (is_type(file, type_str))
    suffix = " (" + name + ")";
  if (is_type(text, type_str)) {
    std::string r = text.as<StrObject>()->value;
    while (!r.empty() && r.back() == '\n') r.pop_back();
    size_t spaces = r.find_first_not_of(" \n\f");
    if (spaces == std::string::npos) spaces = r.size();
    std::string l = r.substr(spaces);
    out += "    " + l + "\n";
    if (offset.is_int()) {
      int64_t col = offset.as_int() - 1 - static_cast<int64_t>(spaces);
      if (col >= 0) {
        std::string pad;
        for (size_t i = 0; i < static_cast<size_t>(col) && i < l.size(); ++i)
          pad += l[i] == '\t' ? '\t' : ' ';
        out += "    " + pad + "^\n";
      }
    }
  }
  std::string m = is_none(msg) ? "" : reported_str_of(msg);
  return out + exc.type()->name + ": " + (m.empty() ? "<no detail available>" : m) + suffix;
}

/// CPython's suggestion after a NameError's or AttributeError's message
/// (`. Did you mean: 'foo'?`, from _sys_hooks.suggestion, as
/// sys.excepthook gives it), or nothing.
std::string suggestion_suffix(const Value& exc) {
  TypeObject* t = exc.type();
  if (!t->is_subtype_of(exc_NameError) && !t->is_subtype_of(exc_AttributeError)) return "";
  try {
    Value hooks = machine().import_module("_sys_hooks");
    Value found = call(get_attr(hooks, "suggestion"), Values{exc});
    if (is_type(found, type_str)) return ". Did you mean: '" + found.as<StrObject>()->value + "'?";
  } catch (...) {
    // The report goes on without a suggestion, as CPython's when finding one fails.
  }
  return "";
}

std::string exception_line(const Value& exc) {
  auto* e = exc.as<ExceptionObject>();
  if (e->type->is_subtype_of(exc_SyntaxError)) return syntax_error_lines(exc);
  std::string msg = reported_str(e) + suggestion_suffix(exc);
  const std::string& name = e->type->name;
  return msg.empty() ? name : name + ": " + msg;
}

void format_traceback(const Machine& m, const Value& exc, std::string* out, int depth = 0) {
  auto* e = exc.as<ExceptionObject>();
  if (depth < 32) {
    if (e->cause) {
      format_traceback(m, e->cause, out, depth + 1);
      *out += "\nThe above exception was the direct cause of the following exception:\n\n";
    } else if (e->context && !e->suppress_context) {
      format_traceback(m, e->context, out, depth + 1);
      *out += "\nDuring handling of the above exception, another exception occurred:\n\n";
    }
  }
  *out += "Traceback (most recent call last):\n";
  // CPython's tb_printinternal: past 3 entries in a row of the same file,
  // line and function, only their count is printed.
  constexpr long kRecursiveCutoff = 3;
  const TracebackEntry* last = nullptr;
  long count = 0;
  auto repeated = [&] {
    if (count <= kRecursiveCutoff) return;
    long more = count - kRecursiveCutoff;
    *out += "  [Previous line repeated " + std::to_string(more) + " more time" +
            (more > 1 ? "s" : "") + "]\n";
  };
  for (auto it = e->traceback.rbegin(); it != e->traceback.rend(); ++it) {
    if (!last || last->file != it->file || last->line != it->line ||
        last->function != it->function) {
      repeated();
      last = &*it;
      count = 0;
    }
    if (++count > kRecursiveCutoff) continue;
    // The script by CPython's absolute path, other code's files as named.
    bool own = it->file == m.module.filename;
    *out += "  File \"" + (own ? absolute_script_path(it->file) : it->file) + "\", line " +
            std::to_string(it->line) + ", in " + it->function + "\n";
    if (!own) continue;
    std::string_view src = m.module.line_text(it->line);
    size_t first = src.find_first_not_of(" \t\f");
    if (first == std::string_view::npos) continue;
    *out += "    " + std::string(src.substr(first)) + "\n";
    *out += caret_line(src, it->position);
  }
  repeated();
  *out += exception_line(exc) + "\n";
}

const std::set<std::string>& stdlib_names() {
  static const std::set<std::string> names = {
#include "stdlib_names.inc"
  };
  return names;
}

bool is_stdlib_module(const std::string& name) {
  return stdlib_names().count(name) > 0;
}

/// Whether CPython's module `name` is a package (the generator lists those
/// a second time, with a trailing slash).
bool is_stdlib_package(const std::string& name) {
  return stdlib_names().count(name + "/") > 0;
}

/// CPython's optional C modules that hyexec has as a CPython built without
/// them has (the builtin hashes but SHA-512, which OpenSSL's _hashlib stands
/// for; _sha512 is native, as random imports it;
/// _multiprocessing on builds without processes; _uuid without libuuid;
/// termios, which a run has no terminal for): their importers expect
/// ImportError, and fall back or skip (uuid, getpass).
bool is_absent_c_module(const std::string& name) {
  static const std::set<std::string> names = {
      "_md5", "_sha1", "_sha256", "_sha3", "_multiprocessing", "_uuid", "termios"};
  return names.count(name) > 0;
}

/// The block of the module CFG holding `line`, for CLI.md's `error.block`.
/// Whether a def or class statement has a decorator on `line` (an error
/// while applying it is reported there).
bool decorated_on(const ast::Stmt* s, uint32_t line) {
  const std::vector<ast::Expr*>* list = nullptr;
  if (s->kind == ast::StmtKind::FunctionDef || s->kind == ast::StmtKind::AsyncFunctionDef)
    list = &static_cast<const ast::FunctionDef*>(s)->decorator_list;
  else if (auto* c = ast::as<ast::ClassDef>(s))
    list = &c->decorator_list;
  if (!list) return false;
  for (const ast::Expr* d : *list)
    if (d->span.line == line) return true;
  return false;
}

uint32_t block_of_line(const cfg::Program& p, uint32_t line) {
  for (const auto& u : p.units) {
    for (cfg::BlockId id = 0; id < u->num_blocks(); ++id) {
      const cfg::Block& b = u->block(id);
      for (const cfg::Op& op : b.ops)
        if (op.line == line ||
            (op.stmt && (op.stmt->span.line == line || decorated_on(op.stmt, line))))
          return b.number;
      if (b.term.line == line || (b.term.stmt && b.term.stmt->span.line == line)) return b.number;
    }
  }
  // A line inside a statement over several lines (the error's line is its
  // failing expression's first): the block of the smallest such statement.
  uint32_t found = 0, lines = UINT32_MAX;
  for (const auto& u : p.units)
    for (cfg::BlockId id = 0; id < u->num_blocks(); ++id)
      for (const cfg::Op& op : u->block(id).ops)
        if (op.stmt && op.stmt->span.line < line && line <= op.stmt->span.end_line &&
            op.stmt->span.end_line - op.stmt->span.line < lines) {
          lines = op.stmt->span.end_line - op.stmt->span.line;
          found = u->block(id).number;
        }
  return found;
}

/// atexit's registered functions, run when the program ends as CPython
/// runs them (atexit._run_exitfuncs reports their exceptions itself), and
/// the finalizers of what the module's globals held.
void run_exit_functions(Machine& m) {
  Value mod = m.modules->get_str("atexit");
  if (mod && is_type(mod, type_module))
    if (Value run = get_attr_opt(mod, "_run_exitfuncs")) call(run, Values{});
  // Then the interpreter's shutdown frees __main__'s globals (finalizers.h).
  finalize_globals(m.globals.get());
}

/// The exit functions after sys.exit or an uncaught exception, as after a
/// normal end; what hyexec cannot do there ends the run as anywhere else.
void end_with_exit_functions(Machine& m, Frame& f) {
  m.current = &f;
  try {
    run_exit_functions(m);
  } catch (const Unsupported& u) {
    RunError err;
    err.type = "Unsupported";
    err.message = u.what;
    err.line = m.current ? m.current->line : 0;
    m.result.status = "unsupported";
    m.result.error = err;
  } catch (const LimitReached& l) {
    m.result.status = l.status;
  } catch (PyException&) {
    // _run_exitfuncs reports the functions' own exceptions.
  }
}

/// Whether the module body defined the entry (--entry F, F@LINE, C.m) it is
/// to call.
bool entry_defined(const Machine& m) {
  const std::string& e = m.options.entry;
  std::string entry = e.substr(0, e.rfind('@'));
  if (m.entry_line && entry.find('.') == std::string::npos)
    return static_cast<bool>(m.entry_function);
  return static_cast<bool>(m.globals->get_str(entry.substr(0, entry.find('.'))));
}

/// Set by Machine::run on the thread that runs it (run_exit.h), then handed
/// to the caller's thread by run_program.
thread_local uint32_t exit_line_in_run = 0;
thread_local uint32_t exit_line_of_last_run = 0;

/// CLI.md: the line of the last traceback entry that is in FILE (the
/// traceback is kept innermost first), 0 when none is.
uint32_t innermost_line_in(const std::vector<TracebackEntry>& traceback, const std::string& file) {
  for (const TracebackEntry& t : traceback)
    if (t.file == file) return t.line;
  return 0;
}

} // namespace

Value Machine::import_module(const std::string& name) {
  if (Value mod = modules->get_str(name)) return mod;
  Value mod = make_native_module(*this, name);
  if (!mod) mod = load_python_module(*this, name);
  if (!mod) mod = load_file_module(*this, name);
  if (size_t dot = name.rfind('.'); !mod && dot != std::string::npos) {
    // A submodule hyexec keeps as an attribute of its package (os.path: a
    // module or a pylib object standing for one); any other attribute is
    // not a submodule, as CPython says of `import math.pi`.
    Value package = import_module(name.substr(0, dot));
    mod = get_attr_opt(package, name.substr(dot + 1));
    if (mod && mod.type()->builtin && !is_type(mod, type_module))
      raise(exc_ModuleNotFoundError,
            "No module named '" + name + "'; '" + name.substr(0, dot) + "' is not a package");
  }
  if (!mod && is_absent_c_module(name))
    raise(exc_ModuleNotFoundError, "No module named '" + name + "'");
  if (!mod) {
    // CPython has it; saying it does not exist would invent an error. An
    // optional C accelerator is the exception: CPython built without it
    // (as hyexec is) says it does not exist, and its module falls back to
    // the pure-Python one (decimal to _pydecimal).
    static const std::set<std::string> optional_accelerators = {
        "_datetime", "_decimal", "_elementtree", "_pickle", "_statistics"};
    std::string top = name.substr(0, name.find('.'));
    // `import sys.x`: CPython's sys is no package, so there is no such module.
    if (top.size() < name.size() && is_stdlib_module(top) && !is_stdlib_package(top))
      raise(exc_ModuleNotFoundError,
            "No module named '" + name + "'; '" + top + "' is not a package");
    // A submodule CPython's package lacks is not found there either.
    if (is_stdlib_module(name) && !optional_accelerators.count(name))
      throw Unsupported{"the standard-library module " + name + " is not implemented"};
    raise(exc_ModuleNotFoundError, "No module named '" + name + "'");
  }
  modules->set_str(name, mod);
  return mod;
}

RunResult Machine::run() {
  // The tracker watches this run only (values with shadows die with it).
  struct TrackerScope {
    explicit TrackerScope(SymbolicTracker* t) { set_symbolic_tracker(t); }
    ~TrackerScope() { set_symbolic_tracker(nullptr); }
  } tracker_scope(options.symbolic);
  branch_hits.assign(program.decisions.size(), 0);
  init_types();
  set_int_max_str_digits(4300); // CPython's default, whatever a run before set
  reset_finalizers();
  builtins = make<DictObject>();
  init_exceptions(builtins.get());
  install_type_methods();
  install_builtins(*this);
  call_function_hook = [](FunctionObject* f, CallArgs& a) { return machine().call_function(f, a); };
  instantiate_hook = [](TypeObject* c, CallArgs& a) { return machine().instantiate(c, a); };
  type_new_hook = [](CallArgs& a) { return machine().type_new(a); };
  recursion_check_hook = [](const char* where) {
    Machine& m = machine();
    if (m.depth + 1 >= m.recursion_limit)
      raise(exc_RecursionError, std::string("maximum recursion depth exceeded") + where);
  };
  recursion_depth_hook = [](int delta) { machine().depth += delta; };
  module_attr_hook = [](ModuleObject* mod, std::string_view name) -> Value {
    Machine& m = machine();
    if (!m.current || m.current->file != m.module.filename) return nullptr;
    std::string key = mod->name + "." + std::string(name);
    Value v = m.ask_oracle(oracle::Ask::Attribute, key, key, "module");
    if (!v) unsupported_if_cpython_has(mod->name, name);
    return v;
  };
  entry_line = entry_def_line(options.entry);
  modules = make<DictObject>();
  globals = make<DictObject>();
  // CPython's __main__ namespace, in its order (a script has no package,
  // spec or cached bytecode; hyexec has no loader object).
  globals->set_str("__name__", py_str("__main__"));
  globals->set_str("__doc__", docstring_of_body(module.body));
  globals->set_str("__package__", none());
  globals->set_str("__loader__", none());
  globals->set_str("__spec__", none());
  globals->set_str("__annotations__", make<DictObject>());
  Value builtins_module = import_module("builtins");
  globals->set_str("__builtins__", builtins_module);
  // The builtins' __self__ is their module, as in CPython: stored on a class
  // they do not bind as methods (`class C: size = len`).
  for (const DictObject::Entry& e : builtins->entries)
    if (e.key && is_type(e.value, type_builtin_function) &&
        !e.value.as<BuiltinFunctionObject>()->self)
      e.value.as<BuiltinFunctionObject>()->self = builtins_module;
  globals->set_str("__file__", py_str(absolute_script_path(module.filename)));
  globals->set_str("__cached__", none());
  auto main_module = make<ModuleObject>("__main__");
  main_module->dict = globals;
  modules->set_str("__main__", main_module);
  if (options.timeout_seconds > 0)
    deadline = std::chrono::steady_clock::now() +
               std::chrono::microseconds(static_cast<int64_t>(options.timeout_seconds * 1e6));
  const cfg::CodeUnit& unit = program.module_unit();
  Frame f;
  f.unit = &unit;
  f.scope = unit.scope;
  f.slots.resize(unit.scope->slots.size() + unit.num_slots);
  f.globals = globals;
  f.ns = globals;
  f.function = "<module>";
  f.file = module.filename;
  f.id = next_frame_id++;
  current = &f;
  try {
    CloseDroppedGenerators close_dropped;
    // What CPython's compiler warns of is printed before the program runs.
    issue_compile_warnings(module, absolute_script_path(module.filename));
    // The unit under test (--entry) is called even when the module body
    // ended with SystemExit or an uncaught error after defining it: a lifted
    // function body's `exit(v)` (its `return v`) ends the module, a snippet
    // shows the error its last lines raise, and the functions defined before
    // are units of their own. The module's exit or error stands after the
    // call, unless the entry raises (`--emit-python` calls such an entry from
    // an atexit hook, which CPython runs after either).
    Value module_exit;
    bind_shadowed_builtins(*this);
    bind_command_line(*this);
    try {
      exec_unit(f);
    } catch (PyException& e) {
      if (options.entry.empty() || !entry_defined(*this)) throw;
      if (line_tracer && current == &f) line_tracer->ret(f, nullptr);
      module_exit = e.exc;
    }
    if (line_tracer && !module_exit) line_tracer->ret(f, none());
    if (!options.entry.empty()) call_entry();
    if (module_exit) throw PyException{module_exit};
    run_exit_functions(*this);
  } catch (PyException& e) {
    if (line_tracer && current == &f) line_tracer->ret(f, nullptr);
    memory::Uncapped room; // reporting must not fail for the memory the program holds
    if (isinstance(e.exc, exc_SystemExit)) {
      auto* x = e.object();
      Value code = x->args.empty() ? Value(none()) : x->args[0];
      int64_t n = 0;
      if (is_none(code))
        n = 0;
      else if (as_int64(code, &n)) {
      } else {
        // CPython prints str(code); when that raises, it prints nothing.
        try {
          result.stderr_text += str(code) + "\n";
        } catch (PyException&) {
        }
        n = 1;
      }
      result.exit_code = static_cast<int>(n);
      exit_line_in_run = innermost_line_in(x->traceback, module.filename);
      end_with_exit_functions(*this, f);
      return finish();
    }
    RunError err;
    auto* x = e.object();
    err.type = x->type->name;
    err.message = reported_str(x);
    err.line = innermost_line_in(x->traceback, module.filename);
    err.block = block_of_line(program, err.line);
    // Approximation: any guessed value supplied before the error may be
    // what caused it (values are not tracked through the computation).
    for (const OracleRecord& r : result.oracle_values)
      if (!r.certain && !r.expr.empty()) err.certain = false;
    format_traceback(*this, e.exc, &err.traceback);
    result.status = "error";
    result.exit_code = 1;
    result.error = err;
    end_with_exit_functions(*this, f);
  } catch (const Unsupported& u) {
    memory::Uncapped room;
    RunError err;
    err.type = "Unsupported";
    err.message = u.what;
    err.line = current ? current->line : 0;
    result.status = "unsupported";
    result.error = err;
  } catch (const LimitReached& l) {
    result.status = l.status;
  }
  return finish();
}

RunResult Machine::finish() {
  // The machine's objects are freed without finalizers: their classes may go first.
  reset_finalizers();
  if (line_tracer) result.line_trace = line_tracer->finish();
  for (size_t line = 0; line < covered.size(); ++line)
    if (covered[line]) result.lines.insert(static_cast<uint32_t>(line));
  for (size_t d = 0; d < branch_hits.size(); ++d) {
    if (branch_hits[d] & 1) result.branches.insert(static_cast<uint32_t>(2 * d));
    if (branch_hits[d] & 2) result.branches.insert(static_cast<uint32_t>(2 * d + 1));
  }
  return std::move(result);
}

std::atomic<bool> run_interrupt_requested{false};

namespace {

/// Set once a run was abandoned (run_interrupt.h).
std::atomic<bool> abandoned{false};

} // namespace

void stop_if_interrupted() {
  if (run_interrupted()) throw LimitReached{"timeout"};
}

bool run_abandoned() {
  return abandoned.load();
}

RunResult run_program(const ast::Module& module, const cfg::Program& program,
                      const RunOptions& options) {
  if (abandoned.load()) {
    // An abandoned run still holds the interpreter's global state.
    RunResult r;
    r.status = "timeout";
    return r;
  }
  // Shared with the run's thread, which may outlive this call (abandoned).
  struct Job {
    const ast::Module* module;
    const cfg::Program* program;
    RunOptions options;
    RunResult result;
    std::string crash;
    uint32_t exit_line = 0;
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
  };
  auto job = std::make_shared<Job>();
  job->module = &module;
  job->program = &program;
  job->options = options;
  memory::count_gmp_allocations();
  memory::take_pending();
  memory::set_cap(options.max_memory ? memory::live_bytes() + options.max_memory : 0);
  run_interrupt_requested.store(false);
  auto body = [](void* p) -> void* {
    // The thread's own reference: the job lives as long as one side needs it.
    std::unique_ptr<std::shared_ptr<Job>> own(static_cast<std::shared_ptr<Job>*>(p));
    Job* j = own->get();
    try {
      Machine m(*j->module, *j->program, j->options);
      exit_line_in_run = 0;
      j->result = m.run();
      j->exit_line = exit_line_in_run;
    } catch (const std::bad_alloc&) {
      memory::Uncapped room;
      j->result.status = "error";
      j->result.exit_code = 1;
      RunError e;
      e.type = "MemoryError";
      e.traceback = "MemoryError\n";
      j->result.error = e;
    } catch (const std::exception& e) {
      j->crash = e.what();
    }
    std::lock_guard<std::mutex> lock(j->mutex);
    j->done = true;
    j->finished.notify_all();
    return nullptr;
  };
  struct LiftCap {
    ~LiftCap() { memory::set_cap(0); }
  } lift;
  // The run's thread allocates from malloc's main arena: a thread's own arena
  // grows its heap one mprotect call per page or so (29,000 system calls for
  // a traced fib(25)), the main one by brk with malloc's top padding.
  static bool one_arena = mallopt(M_ARENA_MAX, 1) == 1;
  (void)one_arena;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kStackBytes);
  pthread_t thread;
  auto* handle = new std::shared_ptr<Job>(job);
  if (pthread_create(&thread, &attr, body, handle) != 0) {
    pthread_attr_destroy(&attr);
    body(handle); // no big stack available: run here (the machine's own clock checks)
  } else {
    pthread_attr_destroy(&attr);
    std::unique_lock<std::mutex> lock(job->mutex);
    if (options.timeout_seconds > 0) {
      auto at = [](double seconds) {
        return std::chrono::steady_clock::now() +
               std::chrono::microseconds(static_cast<int64_t>(seconds * 1e6));
      };
      if (!job->finished.wait_until(lock, at(options.timeout_seconds), [&] { return job->done; })) {
        run_interrupt_requested.store(true);
        job->finished.wait_until(lock, at(kRunGraceSeconds), [&] { return job->done; });
      }
    }
    if (!job->done && options.timeout_seconds > 0) {
      // Stuck in one native operation: left to itself (run_interrupt.h).
      abandoned.store(true);
      pthread_detach(thread);
      RunResult r;
      r.status = "timeout";
      exit_line_of_last_run = 0;
      return r;
    }
    job->finished.wait(lock, [&] { return job->done; });
    lock.unlock();
    pthread_join(thread, nullptr);
  }
  run_interrupt_requested.store(false); // for what runs between runs
  if (!job->crash.empty()) {
    job->result.status = "unsupported";
    RunError e;
    e.type = "Unsupported";
    e.message = "internal error: " + job->crash;
    job->result.error = e;
  }
  exit_line_of_last_run = job->exit_line;
  return std::move(job->result);
}

uint32_t last_exit_line() {
  return exit_line_of_last_run;
}

} // namespace hyexec::interp
