#pragma once
/// \file
/// Internal to the interpreter: the machine state (frames, globals, output,
/// limits, coverage) shared by exec.cpp (blocks), eval.cpp (expressions),
/// calls.cpp (functions and classes) and the builtins.

#include "interp/errors.h"
#include "interp/format.h"
#include "interp/interpreter.h"
#include "interp/protocol.h"
#include "interp/value_stack.h"

#include <chrono>
#include <unordered_map>

namespace hyexec::interp {

/// A frame's Python object (frame_objects.cpp), made only when asked for
/// (sys._getframe): while the frame runs the object reads it; as the frame
/// ends, the object takes a snapshot of it and this reference goes.
struct FrameLink {
  Object* object = nullptr;
  FrameLink() = default;
  FrameLink(FrameLink&& o) noexcept : object(std::exchange(o.object, nullptr)) {}
  FrameLink& operator=(FrameLink&& o) noexcept {
    std::swap(object, o.object);
    return *this;
  }
  /// Inline: nearly every frame has no object, and the call was one per call.
  ~FrameLink() {
    if (object) release();
  }

private:
  void release(); ///< the object's snapshot of the ending frame (frame_objects.cpp)
};

/// A frame's slots: a plain call's are a region of Machine::stack, which the
/// call gives back as it returns (the frame only borrows it); any other
/// frame's (module, class body, generator, comprehension) are its own,
/// sized by resize().
class FrameSlots {
public:
  FrameSlots() = default;
  /// A frame moved to the heap (a generator's) takes its values along: a
  /// borrowed region stays with the call that took it.
  FrameSlots(FrameSlots&& o) noexcept
      : own_(o.own_.data() == o.data_ ? std::move(o.own_) : Values(o.data_, o.data_ + o.size_)) {
    data_ = own_.data();
    size_ = own_.size();
    o.data_ = nullptr;
    o.size_ = 0;
  }
  FrameSlots& operator=(const FrameSlots&) = delete;
  /// Its own slots, `values` (a frame object's snapshot read back).
  FrameSlots& operator=(Values values) {
    own_ = std::move(values);
    data_ = own_.data();
    size_ = own_.size();
    return *this;
  }
  void borrow(Value* region, size_t n) {
    data_ = region;
    size_ = n;
  }
  void resize(size_t n) {
    own_.resize(n);
    data_ = own_.data();
    size_ = n;
  }
  Value& operator[](size_t i) { return data_[i]; }
  const Value& operator[](size_t i) const { return data_[i]; }
  size_t size() const { return size_; }
  Value* begin() const { return data_; }
  Value* end() const { return data_ + size_; }

private:
  Value* data_ = nullptr;
  size_t size_ = 0;
  Values own_;
};

/// A frame's function or file name. A call borrows its function's (the
/// frame keeps the function: Frame::keep), so that a call copies no string
/// (two copies were 2-3% of a call-heavy run: richards, raytrace); any
/// other assignment, and a copied frame (a frame object's snapshot), owns
/// its text.
class FrameText {
public:
  FrameText() = default;
  FrameText(const FrameText& o) : own_(*o.p_) {}
  FrameText(FrameText&& o) noexcept { *this = std::move(o); }
  FrameText& operator=(const FrameText& o) {
    if (this != &o) *this = *o.p_;
    return *this;
  }
  FrameText& operator=(FrameText&& o) noexcept {
    if (o.p_ == &o.own_) {
      own_ = std::move(o.own_);
      p_ = &own_;
    } else {
      p_ = o.p_;
    }
    return *this;
  }
  FrameText& operator=(std::string s) {
    own_ = std::move(s);
    p_ = &own_;
    return *this;
  }
  /// Refers to `s`, which must outlive the frame's use of it.
  void borrow(const std::string& s) { p_ = &s; }
  const std::string& str() const { return *p_; }
  operator const std::string&() const { return *p_; }
  bool operator==(const std::string& s) const { return *p_ == s; }
  bool operator!=(const std::string& s) const { return *p_ != s; }

private:
  std::string own_;
  const std::string* p_ = &own_;
};

/// The activation of one code unit (or comprehension scope).
struct Frame {
  const cfg::CodeUnit* unit = nullptr; ///< null for a comprehension
  const cfg::Scope* scope = nullptr;
  FrameSlots slots; ///< scope slots, then the unit's hidden slots
  Ref<DictObject> globals;
  Ref<DictObject> ns;       ///< module or class namespace for NameScope::Name
  FrameText function;       ///< name shown in tracebacks
  FrameText file;           ///< the file its code comes from
  Value keep;               ///< the function whose names `function` and `file` borrow
  uint32_t line = 0;        ///< the line being executed
  size_t handled_base = 0;  ///< Machine::handled's size when the frame started
  uint64_t id = 0;          ///< distinguishes activations in tracebacks
  uint32_t trace_line = 0;  ///< the line of its last 'line' event (LineTracer)
  bool interactive = false; ///< compile(..., 'single'): expression statements echo their value
  /// `ns` is a dict subclass (a metaclass's __prepare__, exec's locals): its
  /// names go through its __getitem__/__setitem__/__delitem__, as CPython's
  /// LOAD_NAME/STORE_NAME/DELETE_NAME do for any namespace not exactly a dict.
  bool ns_mapping = false;
  Frame* back = nullptr;
  /// Last, so destroyed first: the object's snapshot reads the other members.
  FrameLink link;

  Value& hidden(int slot) { return slots[scope->slots.size() + slot]; }
};

/// Stops the run for a limit (steps, time, output) without a Python error.
struct LimitReached {
  std::string status; ///< timeout | step_limit
};

/// Raised by sys.exit() / exit(): ends the run with status ok.
struct SystemExitRequest {
  int code;
  std::string message;
};

/// A name in the frame's namespace `f.ns` (non-null): read (null when
/// missing), written, deleted (false when missing), through the namespace's
/// item methods when it is a dict subclass (Frame::ns_mapping).
Value ns_load(Frame& f, const Value& key);
void ns_store(Frame& f, const Value& key, Value v);
bool ns_delete(Frame& f, const Value& key);

class LineTracer;

class Machine {
public:
  Machine(const ast::Module& m, const cfg::Program& p, const RunOptions& o);
  ~Machine();

  RunResult run();

  // exec.cpp
  Value exec_unit(Frame& f);
  // eval.cpp
  Value eval(const ast::Expr* e, Frame& f);
  void assign(const ast::Expr* target, Value v, Frame& f);
  // calls.cpp
  Value call_function(FunctionObject* fn, CallArgs& args);
  Value instantiate(TypeObject* cls, CallArgs& args);
  Value make_function(const ast::Node* def, Frame& f);
  /// The CFG unit of a def, lambda or class, in the program or a loaded library.
  const cfg::CodeUnit* unit_for(const ast::Node* def) const;
  const cfg::Scope* scope_for(const ast::Node* comprehension) const {
    if (auto it = program.scopes->scope_of.find(comprehension);
        it != program.scopes->scope_of.end())
      return it->second;
    for (const auto& lib : libraries)
      if (auto l = lib.second->scopes->scope_of.find(comprehension);
          l != lib.second->scopes->scope_of.end())
        return l->second;
    throw Unsupported{"scope not found"};
  }
  Value make_class(const ast::ClassDef* def, Frame& f);
  /// A user class from its name, bases and namespace (C3 MRO).
  Value create_class(const std::string& name, std::vector<TypeObject*> bases, Ref<DictObject> ns,
                     TypeObject* meta = type_type);
  /// type.__new__(meta, name, bases, ns, **kwargs): the class, made by the
  /// most derived metaclass of `meta` and the bases', then init_class.
  Value new_class(TypeObject* meta, CallArgs& args);
  /// CPython's _PyType_CalculateMetaclass: the most derived of `meta` and the
  /// bases' metaclasses, or TypeError on a conflict.
  TypeObject* metaclass_for(TypeObject* meta, const std::vector<TypeObject*>& bases);
  /// The class body's namespace: `meta.__prepare__(name, bases, **kw)`, a dict.
  Ref<DictObject> prepare_namespace(const Value& meta, const std::string& name, const Values& bases,
                                    const std::vector<std::pair<std::string, Value>>& kw);
  /// After a class is made: its attributes' __set_name__, then the nearest
  /// base's __init_subclass__ with the class keywords (PEP 487).
  void init_class(TypeObject* cls, std::vector<std::pair<std::string, Value>> kwargs);
  /// `type(name, bases, dict)`.
  Value type_new(CallArgs& args);

  void store_name(const std::string& name, Value v, Frame& f);
  void delete_name(const std::string& name, Frame& f, const ast::Node* where);
  Value import_module(const std::string& name);
  /// `import name` binding `bound`: a module hyexec lacks becomes the oracle's
  /// stand-in for `bound` when an oracle is configured (`*asked` set).
  Value import_or_ask(const std::string& name, const std::string& bound, bool* asked);

  // oracle_bridge.cpp
  /// The oracle's value for `key`, or null when there is no oracle or no
  /// answer. A key asked before in this run gets the same answer again.
  Value ask_oracle(oracle::Ask ask, const std::string& key, const std::string& path,
                   const std::string& hint);
  /// Calls RunOptions::entry once the module body ran; records its arguments
  /// and returned value in the result.
  void call_entry();
  /// With an entry `F@LINE` (one of several defs of F: the one on LINE),
  /// the function that def made last, kept by make_function.
  Value entry_function;
  uint32_t entry_line = 0; ///< LINE of such an entry, else 0
  /// The value of an input written as an expression (an oracle's answer, an
  /// `--args` value): the program's names, `_mock`'s helpers and builtins
  /// are in scope.
  Value evaluate_input(const std::string& expr);
  /// The value of an undefined global `name` in the program's own code, or null.
  Value oracle_name(const std::string& name, const Frame& f);

  /// Whether `decision` is the program's own decision on `node` (the tested
  /// expression, or the For statement), not a pylib module's of that number.
  bool own_decision(int decision, const ast::Node* node) const;
  /// The truth of `v` at decision `decision` on `node`: recorded for branch
  /// coverage and, when `v` has a shadow, reported to the symbolic tracker.
  bool decide(const Value& v, int decision, const ast::Node* node);
  /// Records the outcome of a decision whose condition the tracker cannot see.
  void record_branch(int decision, const ast::Node* node, bool outcome);
  /// Before a `for` loop's next(): its decision is the iterator's test.
  void loop_step(const Value& iterator, int decision, const ast::Node* loop);

  void tick(uint32_t line);
  void write_stdout(const std::string& s);
  /// Reads one line of stdin (with its newline); false at end of input.
  bool read_line(std::string* line);
  std::string read_all();
  /// Appends the next part of RunOptions::stdin_source to the stdin read so
  /// far; false when there is no more.
  bool pull_stdin();

  const ast::Module& module;
  const cfg::Program& program;
  RunOptions options;
  RunResult result;
  Ref<DictObject> builtins;
  Ref<DictObject> globals;
  Ref<DictObject> modules; ///< sys.modules
  /// Modules written in Python (interp/pylib) that were imported: their trees and CFGs.
  std::vector<std::pair<std::unique_ptr<ast::Module>, std::unique_ptr<cfg::Program>>> libraries;
  Frame* current = nullptr;
  /// The slots of the plain calls' frames (value_stack.h).
  ValueStack stack;
  Values handled; ///< exceptions being handled (`except` bodies), innermost last
  int depth = 0;
  /// The function frames of the program's own file, counted under a full
  /// trace: its indentation (library frames between them are not shown).
  int own_depth = 0;
  int recursion_limit = 1000;
  uint64_t next_frame_id = 1;
  size_t stdin_pos = 0;
  bool stdin_done = false; ///< read() took the rest of the tracker's stdin
  size_t stdin_lines = 0;  ///< lines read so far (with a symbolic tracker, which supplies them)
  size_t trace_bytes = 0;  ///< the trace's approximate size, for RunOptions::trace_budget
  bool quiet = false;      ///< running a tracer's repr: no trace entries, no coverage
  /// Records the line trace when RunOptions::line_steps asks for one.
  std::unique_ptr<LineTracer> line_tracer;
  /// By line of the program's file (RunResult::lines at the end): bytes, not
  /// a std::vector<bool>, whose proxy references were not inlined into the
  /// per-op coverage step (5% of a call-heavy run's instructions).
  std::vector<uint8_t> covered;
  std::vector<uint8_t> branch_hits; ///< per decision: bit 0 true seen, bit 1 false seen
  /// The result, with the covered lines, once the run is over.
  RunResult finish();
  /// Accounts for `t` and appends it to the trace, unless the budget is spent.
  void add_trace(BlockTrace&& t);
  std::chrono::steady_clock::time_point deadline;
  /// Index in result.oracle_values of each key answered in this run.
  std::unordered_map<std::string, size_t> oracle_answered;
  /// Compiled answers by expression text (an answer asked in a loop compiles once).
  std::unordered_map<std::string, Value> oracle_code;
};

/// `a op b` (+, -, *, /) for two ints whose result fits 64 bits, or floats
/// (and ints exact in a double), without shadows; null for anything else.
/// An augmented assignment's too: the numbers have no in-place forms.
Value arithmetic_fast_path(const Value& a, const Value& b, ast::BinOpKind op);

/// Records the frame's current line in an exception passing through it, once
/// per activation (a bare `raise` keeps the original entry, as CPython),
/// with the position of the innermost expression it passed through in the
/// frame, else that of `at` (the statement being executed), when given.
void add_traceback(ExceptionObject* e, Frame& f, const ast::Node* at = nullptr);
/// Records `at` as where `e` arose in `f`, unless an inner expression of
/// `f` already was (traceback_carets.cpp).
void note_position(ExceptionObject* e, const Frame& f, const ast::Node* at);

/// The machine of the running interpreter (one per thread).
Machine& machine();

/// Builtins and native modules (builtins.cpp, module_*.cpp).
void install_builtins(Machine& m);
void install_type_methods();
/// compile(), exec(), eval(), locals() (builtin_exec.cpp).
void install_exec_builtins(DictObject* builtins);
/// dir(), ascii() (builtins_introspection.cpp).
void install_introspection_builtins(DictObject* builtins);
/// sys.excepthook, sys.breakpointhook (and their __x__ originals), breakpoint() (sys_hooks.cpp).
void install_sys_hooks(ModuleObject* sys);
void install_breakpoint_builtin(DictObject* builtins);
/// The locals of a frame as a dict (locals(), dir()).
Value frame_locals(Frame& f);
Value make_native_module(Machine& m, const std::string& name);
/// A module of interp/pylib, run by the interpreter; null when there is none.
Value load_python_module(Machine& m, const std::string& name);
/// Runs a parsed module as module `name` (registered in sys.modules while it runs).
Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module);
/// A module of the program's own: NAME.py (or a package directory) in the
/// program's directory or RunOptions::module_path; null when there is none.
Value load_file_module(Machine& m, const std::string& name);

} // namespace hyexec::interp
