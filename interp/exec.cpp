// Executing code units by walking their CFG blocks: ops in order, then the
// terminator; a Python exception goes to the block's exception target.
#include "interp/call_layout.h"
#include "interp/coroutine.h"
#include "interp/eval_operand.h"
#include "interp/exception_group.h"
#include "interp/finalizers.h"
#include "interp/line_steps.h"
#include "interp/line_tracer.h"
#include "interp/machine.h"
#include "interp/match_pattern.h"
#include "interp/memory.h"
#include "interp/module_source.h"
#include "interp/numbers.h"
#include "interp/output_sink.h"
#include "interp/run_interrupt.h"
#include "interp/strings.h"
#include "interp/symbolic_ops.h"
#include "interp/trace_sink.h"
#include "interp/traceback_objects.h"
#include "interp/weak_refs.h"

#include "cfg/cfg_describe.h"

#include <pthread.h>

#include <array>

namespace hyexec::interp {

using namespace ast;
using cfg::Block;
using cfg::BlockId;
using cfg::Op;
using cfg::Terminator;

namespace {

/// Where an exception out of statement `at` arose when the frame is on
/// `line`: the decorator on that line of a def or class being applied
/// (CPython's carets are under it), else the statement.
const ast::Node* decorator_at(const ast::Node* at, uint32_t line) {
  auto* s = dynamic_cast<const Stmt*>(at);
  const std::vector<Expr*>* list = nullptr;
  if (s && (s->kind == StmtKind::FunctionDef || s->kind == StmtKind::AsyncFunctionDef))
    list = &static_cast<const FunctionDef*>(s)->decorator_list;
  else if (auto* c = s ? as<ClassDef>(s) : nullptr)
    list = &c->decorator_list;
  if (list)
    for (const Expr* d : *list)
      if (d->span.line == line) return d;
  return at;
}

} // namespace

void add_traceback(ExceptionObject* e, Frame& f, const ast::Node* at) {
  if (e->traced_frame == f.id) return;
  e->traced_frame = f.id;
  // tb_frame is the activation's frame object, as CPython's (f_lineno,
  // f_locals as the frame ends).
  e->traceback.push_back(
      {f.function, f.line, f.file, f.unit ? f.unit->line : f.line, {}, {}, {}, frame_object(f)});
  bool from_expression = e->position_frame == f.id;
  if (!from_expression && at) note_position(e, f, decorator_at(at, f.line));
  if (e->position_frame == f.id) {
    TracebackEntry& entry = e->traceback.back();
    entry.position = e->position;
    // CPython's tb_lineno is the failing expression's first line, which may
    // be below its statement's.
    if (from_expression && entry.position.line) entry.line = entry.position.line;
    // A statement's span that starts on another line than the one reported
    // is no position of it.
    if (entry.position.line != entry.line) entry.position = {};
  }
  if (e->traceback.size() > 1 || !e->type->is_subtype_of(exc_NameError)) return;
  TracebackEntry& entry = e->traceback.back();
  entry.globals = f.globals;
  if (f.scope && f.scope->function_like())
    for (const std::string& n : f.scope->slots)
      if (f.scope->lookup(n) == NameScope::Local) entry.varnames.push_back(py_str(n));
}

namespace {

thread_local Machine* the_machine = nullptr;

Value exception_instance(const Value& v) {
  if (is_class(v) && v.as<TypeObject>()->is_subtype_of(exc_BaseException)) {
    // A class's __new__ may return anything.
    Value e = call(v, Values{});
    if (isinstance(e, exc_BaseException)) return e;
    raise(exc_TypeError, "calling " + repr(v) +
                             " should have returned an instance of BaseException, not " +
                             repr(Value(e.type())));
  } else if (isinstance(v, exc_BaseException)) {
    return v;
  }
  raise(exc_TypeError, "exceptions must derive from BaseException");
}

/// A raise while `handling` is handled: it becomes the raised exception's
/// context (replacing any earlier one), and the raised one is cut out of
/// `handling`'s context chain so that no cycle forms (CPython's
/// _PyErr_SetObject; a cycle already in the chain is left as it is).
void set_context(ExceptionObject* raised, const Value& handling) {
  if (handling.obj() == raised) return;
  ExceptionObject* slow = handling.as<ExceptionObject>();
  bool advance_slow = false;
  for (ExceptionObject* o = slow; o->context;) {
    if (o->context.obj() == raised) {
      o->context = nullptr;
      break;
    }
    o = o->context.as<ExceptionObject>();
    if (o == slow) break;
    if (advance_slow) slow = slow->context.as<ExceptionObject>();
    advance_slow = !advance_slow;
  }
  raised->context = handling;
}

/// Whether CPython has code for the op, and so a 'line' event: not for
/// routing an exception to its handler, nor for `global`/`nonlocal`.
bool runs_code(const Op& op) {
  if (op.kind == Op::Kind::SaveExc || op.kind == Op::Kind::StarStart ||
      op.kind == Op::Kind::StarCollect)
    return false;
  return op.kind != Op::Kind::Stmt ||
         (op.stmt->kind != StmtKind::Global && op.stmt->kind != StmtKind::Nonlocal);
}

/// Whether exception `exc` matches an `except` clause's type (or tuple of types).
bool matches(const Value& exc, const Value& spec) {
  if (is_type(spec, type_tuple)) {
    for (const Value& s : spec.as<TupleObject>()->items)
      if (matches(exc, s)) return true;
    return false;
  }
  if (!is_class(spec) || !spec.as<TypeObject>()->is_subtype_of(exc_BaseException))
    raise(exc_TypeError, "catching classes that do not inherit from BaseException is not allowed");
  return isinstance(exc, spec.as<TypeObject>());
}

/// After an `except ... as name` body: the name is unbound (CPython's
/// `name = None; del name`).
void unbind_handler_name(const ExceptHandler* h, Frame& f) {
  if (!h || h->name.empty()) return;
  int slot = f.scope->function_like() ? f.scope->slot(h->name) : -1;
  if (slot >= 0) {
    Value& s = f.slots[slot];
    if (s && is_type(s, type_cell))
      s.as<CellObject>()->value = nullptr;
    else
      s = nullptr;
  } else if (f.ns) {
    // Seen by a namespace's item methods, as CPython's STORE_NAME/DELETE_NAME.
    ns_store(f, py_str(h->name), none());
    ns_delete(f, py_str(h->name));
  }
}

/// An except* clause of types `spec` against the part of StarStart `slot`'s
/// exception no clause matched yet: the match goes to `slot + 3`, the rest
/// stays in `slot + 1`.
bool star_matches(Frame& f, int slot, const Value& spec) {
  check_except_star_type(spec);
  Value rest;
  Value match = except_star_match(f.hidden(slot + 1), spec, &rest);
  if (is_none(match)) return false;
  f.hidden(slot + 1) = rest;
  f.hidden(slot + 3) = match;
  return true;
}

} // namespace

Machine& machine() {
  return *the_machine;
}

Machine::Machine(const ast::Module& m, const cfg::Program& p, const RunOptions& o)
    : module(m), program(p), options(o) {
  the_machine = this;
  if (o.line_steps) line_tracer = std::make_unique<LineTracer>(*this, o.line_steps);
}

Machine::~Machine() {
  give_back_embedded_modules(*this);
}

namespace {

/// Machine::tick's work, inlined into exec_unit's loop: the call was about
/// a third of the per-op step's instructions.
__attribute__((always_inline)) inline void count_step(Machine& m) {
  ++m.result.steps;
  if (memory::take_pending()) raise(exc_MemoryError, "");
  // Callbacks of weak references whose referent died in the last statement.
  if (weak_callbacks_pending()) run_weak_callbacks();
  // Finalizers of objects that died in the last step (finalizers.h).
  if (finalizers_waiting) [[unlikely]]
    run_finalizers();
  if (m.options.max_steps && m.result.steps > m.options.max_steps) throw LimitReached{"step_limit"};
  // Time is up: run_program's thread asked (run_interrupt.h); the clock is
  // read here too for a run on the caller's own thread, which nobody watches.
  if (run_interrupted()) stop_if_interrupted();
  if ((m.result.steps & 0x3FF) == 0 && m.options.timeout_seconds > 0 &&
      std::chrono::steady_clock::now() > m.deadline)
    throw LimitReached{"timeout"};
}

} // namespace

void Machine::tick(uint32_t line) {
  (void)line;
  count_step(*this);
}

void Machine::write_stdout(const std::string& s) {
  if (result.stdout_text.size() + s.size() > options.max_output) throw LimitReached{"step_limit"};
  result.stdout_text += s;
  // A quiet write is the tracer's own repr, taken back (line_tracer.cpp).
  if (!quiet) to_output_sink(OutputStream::Stdout, s);
}

bool Machine::read_line(std::string* line) {
  if (options.symbolic) {
    // The tracker writes stdin as the program reads it (solver/tracker.h).
    if (stdin_done) return false;
    if (!options.symbolic->stdin_line(stdin_lines, line)) {
      options.symbolic->stdin_end(stdin_lines);
      return false;
    }
    *line += "\n";
    ++stdin_lines;
    return true;
  }
  const std::string& in = options.stdin_data;
  size_t nl = in.find('\n', stdin_pos);
  for (size_t seen = in.size(); nl == std::string::npos && pull_stdin(); seen = in.size())
    nl = in.find('\n', seen);
  if (stdin_pos >= in.size()) return false;
  size_t end = nl == std::string::npos ? in.size() : nl + 1;
  *line = in.substr(stdin_pos, end - stdin_pos);
  stdin_pos = end;
  return true;
}

bool Machine::pull_stdin() {
  if (!options.stdin_source) return false;
  if (options.stdin_source(&options.stdin_data)) return true;
  options.stdin_source = nullptr; // at its end: never asked again
  return false;
}

std::string Machine::read_all() {
  if (options.symbolic) {
    // The rest of stdin is one more line the tracker writes: its tokens,
    // split() as usual, are the values a read().split() program takes.
    std::string line;
    if (stdin_done) return "";
    stdin_done = true;
    if (!options.symbolic->stdin_line(stdin_lines, &line)) {
      options.symbolic->stdin_end(stdin_lines);
      return "";
    }
    ++stdin_lines;
    return line + "\n";
  }
  while (pull_stdin()) {
  }
  std::string rest =
      stdin_pos < options.stdin_data.size() ? options.stdin_data.substr(stdin_pos) : "";
  stdin_pos = options.stdin_data.size();
  return rest;
}

namespace {

/// Counts `t` against RunOptions::trace_budget; past it, marks the trace
/// truncated and answers false (the entry is dropped).
bool within_budget(Machine& m, const BlockTrace& t) {
  size_t bytes = sizeof(BlockTrace) + t.detail.size() + t.unit.size() + t.function.size();
  for (const auto& [name, value] : t.state)
    bytes += sizeof(t.state[0]) + name.size() + value.size();
  if (m.trace_bytes + bytes > m.options.trace_budget) {
    m.result.trace_truncated = true;
    return false;
  }
  m.trace_bytes += bytes;
  return true;
}

/// A str slot's text at its frame's last traced block, and its repr (empty:
/// none yet). Keyed by content, so a memo left by another frame is still right.
struct StrMemo {
  std::string text, repr;
};

/// The memos of a traced frame's slots (by position: a function's slots, a
/// module's namespace entries), shared by the frames whose ids agree modulo
/// their number.
StrMemo* str_memo(uint64_t frame, size_t slot) {
  thread_local std::array<std::vector<StrMemo>, 64> memos;
  std::vector<StrMemo>& slots = memos[frame % memos.size()];
  if (slots.size() <= slot) slots.resize(slot + 1);
  return &slots[slot];
}

/// A value's repr in a block's state. What states mostly hold (unboxed
/// numbers, None, bools, exact strs) is written here without repr()'s guard
/// and dispatch, and a str whose text has not changed since the frame's last
/// traced block reuses the repr made then (a traced run writes every slot at
/// every block). Anything else goes through trace_repr.
std::string state_repr(Machine& m, const Value& v, uint64_t frame, size_t slot) {
  switch (v.tag()) {
  case Value::Tag::Int: return std::to_string(v.as_int());
  case Value::Tag::Float: return float_repr(v.as_float());
  default: break;
  }
  TypeObject* t = v.type();
  if (t == type_none) return "None";
  if (t == type_bool) return v.as<BoolObject>()->value ? "True" : "False";
  if (t != type_str) return trace_repr(m, v);
  const std::string& text = v.as<StrObject>()->value;
  StrMemo* memo = str_memo(frame, slot);
  if (memo->repr.empty() || memo->text != text) {
    memo->text = text;
    memo->repr = str_repr(text);
  }
  return memo->repr;
}

void record_block(Machine& m, const cfg::CodeUnit& u, const Block& b, Frame& f,
                  BlockTrace::Event event = BlockTrace::Event::Block, std::string detail = "") {
  if (m.result.trace_truncated || m.quiet) return;
  // Streamed (trace_sink.h): one entry, reused, its strings and
  // state keeping their capacity. Kept: built in place at the trace's end
  // (moving it into the deque was a fifth of recording it).
  bool streamed = static_cast<bool>(trace_sink());
  thread_local BlockTrace scratch; // m.quiet holds while a repr runs: never reentered
  BlockTrace& t = streamed ? scratch : m.result.trace.emplace_back();
  struct DropUnlessDone { // a repr that throws (MemoryError) leaves no half entry
    std::deque<BlockTrace>* trace;
    bool done = false;
    ~DropUnlessDone() {
      if (!done && trace) trace->pop_back();
    }
  } drop{streamed ? nullptr : &m.result.trace};
  t.event = event;
  t.detail = std::move(detail);
  t.block = b.number;
  t.unit = u.name;
  t.function = f.function;
  t.frame = f.id;
  t.depth = m.own_depth;
  t.lines = b.lines;
  t.state.clear();
  if (f.scope && event != BlockTrace::Event::Enter) {
    if (f.scope->function_like()) {
      t.state.reserve(f.scope->slots.size());
      for (size_t i = 0; i < f.scope->slots.size(); ++i) {
        Value v = f.slots[i];
        if (v && is_type(v, type_cell)) v = v.as<CellObject>()->value;
        if (v) t.state.emplace_back(f.scope->slots[i], state_repr(m, v, f.id, i));
      }
    } else if (f.ns) {
      t.state.reserve(f.ns->size());
      for (size_t i = 0; i < f.ns->entries.size(); ++i) {
        const auto& e = f.ns->entries[i];
        if (!e.key || !is_type(e.key, type_str)) continue;
        const std::string& name = e.key.as<StrObject>()->value;
        if (name.rfind("__", 0) == 0) continue;
        TypeObject* vt = e.value.type();
        if (vt == type_function || vt == type_module || is_metatype(vt) ||
            vt == type_builtin_function)
          continue;
        t.state.emplace_back(name, state_repr(m, e.value, f.id, i));
      }
    }
  }
  drop.done = true;
  if (!within_budget(m, t)) {
    if (!streamed) m.result.trace.pop_back();
  } else if (streamed) {
    trace_sink()(t);
  }
}

} // namespace

namespace {
TraceSink installed_sink;
} // namespace

TraceSinkScope::TraceSinkScope(TraceSink sink) {
  installed_sink = std::move(sink);
}
TraceSinkScope::~TraceSinkScope() {
  installed_sink = nullptr;
}
const TraceSink& trace_sink() {
  return installed_sink;
}

void Machine::add_trace(BlockTrace&& t) {
  if (result.trace_truncated || quiet || !within_budget(*this, t)) return;
  if (const TraceSink& sink = trace_sink())
    sink(t);
  else
    result.trace.push_back(std::move(t));
}

namespace {

/// The largest line `u`'s ops and terminators cover (exec_unit's `cover`).
uint32_t max_covered_line(const cfg::CodeUnit& u) {
  uint32_t most = 0;
  for (size_t b = 0; b < u.num_blocks(); ++b) {
    const Block& blk = u.block(b);
    for (const Op& op : blk.ops) most = std::max(most, op.line);
    most = std::max(most, blk.term.line);
  }
  return most;
}

/// `f.file == m.module.filename`, remembered by the frame's scope; when
/// true, `m.covered` then has room for every line the frame's unit covers.
bool runs_own_file(Machine& m, const Frame& f) {
  if (!f.scope) [[unlikely]] {
    bool own = f.file == m.module.filename;
    if (own) m.covered.resize(std::max(m.covered.size(), size_t{max_covered_line(*f.unit)} + 1));
    return own;
  }
  const CallLayout& layout = call_layout(f.scope);
  if (layout.own_file_module != &m.module) [[unlikely]] {
    layout.own_file = f.file == m.module.filename;
    layout.own_file_module = &m.module;
  }
  if (!layout.own_file) return false;
  if (!layout.max_line_known) [[unlikely]] {
    layout.max_line = max_covered_line(*f.unit);
    layout.max_line_known = true;
  }
  if (m.covered.size() <= layout.max_line) m.covered.resize(layout.max_line + 1);
  return true;
}

} // namespace

Value Machine::exec_unit(Frame& f) {
  // Whether its exception is to be left pending (eval_operand.h), not thrown.
  bool soft = std::exchange(soft_exit_frame, nullptr) == &f;
  const cfg::CodeUnit& u = *f.unit;
  BlockId b = u.entry;
  if (u.sets_up_annotations && u.kind != cfg::CodeUnit::Kind::Function && f.ns &&
      !f.ns->get_str("__annotations__"))
    f.ns->set_str("__annotations__", make<DictObject>());
  Value in_flight;      // the exception being propagated to a handler
  Value throw_in_frame; // raised by the current block, to route to its handler
  // Lines count for coverage, and blocks are traced, only in the program's
  // own file (not in pylib modules or exec'd strings, whose line numbers
  // and blocks are other code's: a library call is one step, as a builtin).
  bool own_file = runs_own_file(*this, f);
  bool tracing =
      own_file && (options.trace == TraceLevel::Blocks || options.trace == TraceLevel::Full);
  bool trace_all = options.trace == TraceLevel::Full;
  bool trace_events = tracing && trace_all && options.trace_events;
  LineTracer* lines = own_file && !quiet ? line_tracer.get() : nullptr;
  uint32_t last_block = 0;
  // A line is covered when the frame leaves it with no exception since it
  // came to it, as a trace of CPython's 'line' and 'exception' events
  // measures it: in `try: f()` or `if x: y()` on one line, the header
  // completing does not cover the line when what follows on it raises.
  // `visit_line` is the line this visit of the frame covered (0: none),
  // `visit_had` whether it was covered before; a backward jump starts a
  // new visit (a loop on one line: each turn is one).
  uint32_t visit_line = 0, visit_block = 0;
  bool visit_had = false;
  // Inlined: it runs after every op.
  // `covered` has room for the line (runs_own_file; it only grows).
  auto cover = [&](uint32_t line) __attribute__((always_inline)) {
    if (!own_file || quiet) return;
    if (line != visit_line) {
      visit_line = line;
      visit_had = covered[line];
    }
    covered[line] = true;
  };
  for (;;) {
    const Block& blk = u.block(b);
    if (blk.number <= visit_block) visit_line = 0;
    visit_block = blk.number;
    if (blk.is_exit) {
      if (b == u.raise_exit) {
        if (!soft) throw PyException{in_flight};
        soft_pending = std::move(in_flight);
        return nullptr;
      }
      return none();
    }
    if (trace_events) record_block(*this, u, blk, f, BlockTrace::Event::Enter);
    if (lines) {
      // A backward jump (a loop's next turn) is a new 'line' event, as in CPython.
      if (blk.number <= last_block) f.trace_line = 0;
      last_block = blk.number;
    }
    // The statement being run: where an exception no expression of it
    // passed through arose (a `raise`, an import, a `with` or `for` protocol).
    const ast::Node* at = nullptr;
    try {
      for (const Op& op : blk.ops) {
        at = op.stmt;
        if (op.line)
          f.line = op.line;
        else if (op.stmt)
          f.line = op.stmt->span.line;
        // A statement over several lines has 'line' events inside it (line_steps.h).
        bool inner_lines =
            lines && (op.kind == Op::Kind::Stmt ? has_inner_line_steps(op.stmt)
                      : op.kind == Op::Kind::SaveReturn
                          ? static_cast<const Return*>(op.stmt)->value &&
                                has_inner_line_steps(static_cast<const Return*>(op.stmt)->value)
                          : false);
        if (lines && runs_code(op) && !inner_lines) lines->line(f, f.line, blk.number, u.name);
        count_step(*this);
        switch (op.kind) {
        case Op::Kind::Stmt: {
          extern bool exec_stmt_soft(Machine & m, const Stmt* s, Frame& f);
          if (inner_lines)
            exec_line_steps({*this, f, *lines, blk.number, u.name}, op.stmt);
          else if (!exec_stmt_soft(*this, op.stmt, f))
            goto raised;
          break;
        }
        case Op::Kind::ForIter: {
          Value v = eval_soft(*this, static_cast<const For*>(op.stmt)->iter, f);
          if (soft_failed(v)) goto raised;
          f.hidden(op.slot) = op.stmt->kind == StmtKind::AsyncFor ? async_iter(v) : iter(v);
          break;
        }
        case Op::Kind::ForBind: break; // the ForNext terminator bound the target
        case Op::Kind::WithEnter: {
          auto* w = static_cast<const With*>(op.stmt);
          const WithItem* item = w->items[op.index];
          Value cm = eval(item->context_expr, f);
          if (w->kind == StmtKind::AsyncWith) {
            Value entered = async_enter(cm);
            f.hidden(op.slot) = cm;
            if (item->optional_vars) assign(item->optional_vars, entered, f);
            break;
          }
          Value enter = cm.type()->lookup(Dunder::Enter);
          Value exit = cm.type()->lookup(Dunder::Exit);
          if (!enter || !exit) // CPython 3.11 names the method an object with one lacks
            raise(exc_TypeError, "'" + type_name(cm) +
                                     "' object does not support the context manager protocol" +
                                     (enter ? " (missed __exit__ method)" : ""));
          f.hidden(op.slot) = cm;
          Value entered = call(enter, Values{cm});
          if (item->optional_vars) assign(item->optional_vars, entered, f);
          break;
        }
        case Op::Kind::WithExit: {
          Value cm = f.hidden(op.slot);
          if (op.stmt->kind == StmtKind::AsyncWith)
            async_exit(cm, none(), none());
          else
            call(cm.type()->lookup(Dunder::Exit), Values{cm, none(), none(), none()});
          f.hidden(op.slot) = Value(); // the manager is done with, as CPython pops it
          break;
        }
        case Op::Kind::SaveExc: f.hidden(op.slot) = in_flight; break;
        case Op::Kind::ExceptBind: {
          auto* h = static_cast<const ExceptHandler*>(op.node);
          Value exc = f.hidden(op.slot);
          handled.push_back(exc);
          if (h && !h->name.empty()) store_name(h->name, exc, f);
          break;
        }
        case Op::Kind::ExceptEnd:
          if (handled.size() > f.handled_base) handled.pop_back();
          unbind_handler_name(static_cast<const ExceptHandler*>(op.node), f);
          break;
        case Op::Kind::StarStart:
          f.hidden(op.slot + 1) = f.hidden(op.slot);
          f.hidden(op.slot + 2) = py_list({});
          break;
        case Op::Kind::StarCollect:
          f.hidden(op.slot + 2).as<ListObject>()->items.push_back(in_flight);
          unbind_handler_name(static_cast<const ExceptHandler*>(op.node), f);
          break;
        case Op::Kind::MatchSubject:
          f.hidden(op.slot) = eval(static_cast<const ast::Match*>(op.stmt)->subject, f);
          break;
        case Op::Kind::SaveReturn: {
          auto* r = static_cast<const Return*>(op.stmt);
          Value v = inner_lines
                        ? eval_line_steps({*this, f, *lines, blk.number, u.name}, r->value, f.line)
                    : r->value ? eval_soft(*this, r->value, f)
                               : Value(none());
          if (soft_failed(v)) goto raised;
          f.hidden(op.slot) = std::move(v);
          break;
        }
        case Op::Kind::TryEnter: break;
        }
        if (op.line) cover(op.line);
      }
      if (tracing && (trace_all || u.kind == cfg::CodeUnit::Kind::Module))
        record_block(*this, u, blk, f);
      const Terminator& t = blk.term;
      at = t.stmt;
      if (t.line) f.line = t.line;
      bool inner_lines =
          lines && t.expr &&
          (t.kind == Terminator::Kind::Branch || t.kind == Terminator::Kind::Return) &&
          has_inner_line_steps(t.expr);
      if (lines && !inner_lines) {
        // `raise` and a failing `assert` end their block with no op of their own.
        bool stmt_line =
            t.kind == Terminator::Kind::Raise || t.kind == Terminator::Kind::AssertFail;
        if (uint32_t line = t.line ? t.line : stmt_line ? t.stmt->span.line : 0) {
          f.line = line;
          lines->line(f, line, blk.number, u.name);
        }
      }
      switch (t.kind) {
      case Terminator::Kind::Jump: b = t.succ[0]; break;
      case Terminator::Kind::Branch: {
        Value test = inner_lines
                         ? test_line_steps({*this, f, *lines, blk.number, u.name}, t.expr, t.line)
                         : eval_soft(*this, t.expr, f);
        if (soft_failed(test)) goto raised;
        bool taken = t.decision >= 0 ? decide(test, t.decision, t.expr) : truthy(test);
        if (t.line && (!t.assert_test || taken)) cover(t.line);
        b = taken ? t.succ[0] : t.succ[1];
        break;
      }
      case Terminator::Kind::ForNext: {
        loop_step(f.hidden(t.slot), t.decision, t.stmt);
        Value item = t.stmt->kind == StmtKind::AsyncFor ? async_next(f.hidden(t.slot))
                                                        : next(f.hidden(t.slot));
        cover(t.line);
        record_branch(t.decision, t.stmt, static_cast<bool>(item));
        if (!item) {
          // The exhausted iterator goes, as CPython pops it: what it holds
          // (the iterated list) may die now.
          f.hidden(t.slot) = nullptr;
          b = t.succ[1];
          break;
        }
        b = t.succ[0];
        f.line = t.line;
        assign(static_cast<const For*>(t.stmt)->target, std::move(item), f);
        break;
      }
      case Terminator::Kind::ExceptMatch: {
        bool ok = t.stmt && t.stmt->kind == StmtKind::TryStar
                      ? star_matches(f, t.slot, eval(t.expr, f))
                      : !t.expr || matches(f.hidden(t.slot), eval(t.expr, f));
        cover(t.line);
        b = ok ? t.succ[0] : t.succ[1];
        break;
      }
      case Terminator::Kind::WithExitExc: {
        Value cm = f.hidden(t.slot);
        Value exc = f.hidden(t.slot2);
        // __exit__ runs with the exception as the one being handled; if it
        // raises, the handler below reads that as the new one's __context__.
        handled.push_back(exc);
        Value r = t.stmt->kind == StmtKind::AsyncWith
                      ? async_exit(cm, Value(exc.type()), exc)
                      : call(cm.type()->lookup(Dunder::Exit),
                             Values{cm, Value(exc.type()), exc, traceback_of(exc)});
        handled.pop_back();
        if (truthy(r)) {
          b = t.succ[0];
        } else {
          in_flight = exc;
          b = t.succ[1];
        }
        break;
      }
      case Terminator::Kind::MatchCase: {
        auto* c = static_cast<const MatchCase*>(t.node);
        bool ok = match_pattern(*this, c->pattern, f.hidden(t.slot), f);
        cover(t.line);
        b = ok ? t.succ[0] : t.succ[1];
        break;
      }
      case Terminator::Kind::Return: {
        Value v = t.slot >= 0 ? f.hidden(t.slot)
                  : inner_lines
                      ? eval_line_steps({*this, f, *lines, blk.number, u.name}, t.expr, t.line)
                  : t.expr ? eval_operand_soft(*this, t.expr, f)
                           : Value(none());
        if (soft_failed(v)) goto raised;
        if (t.line) cover(t.line);
        return v;
      }
      case Terminator::Kind::Raise: {
        auto* r = static_cast<const ast::Raise*>(t.stmt);
        f.line = r->span.line;
        if (!r->exc) {
          if (handled.empty()) raise(exc_RuntimeError, "No active exception to reraise");
          throw PyException{handled.back()};
        }
        Value exc = exception_instance(eval(r->exc, f));
        auto* e = exc.as<ExceptionObject>();
        if (r->cause) {
          Value cause = eval(r->cause, f);
          if (is_none(cause)) {
            e->cause = nullptr;
          } else if ((is_class(cause) &&
                      cause.as<TypeObject>()->is_subtype_of(exc_BaseException)) ||
                     isinstance(cause, exc_BaseException)) {
            e->cause = exception_instance(cause);
          } else {
            raise(exc_TypeError, "exception causes must derive from BaseException");
          }
          e->suppress_context = true;
        }
        if (!handled.empty()) set_context(e, handled.back());
        e->traced_frame = 0;   // an explicit raise adds this frame's line
        e->position_frame = 0; // at the raise statement
        throw PyException{exc};
      }
      case Terminator::Kind::Reraise: throw PyException{f.hidden(t.slot)};
      case Terminator::Kind::StarReraise: {
        Values raised = f.hidden(t.slot + 2).as<ListObject>()->items;
        raised.push_back(f.hidden(t.slot + 1));
        Value exc = prep_reraise_star(f.hidden(t.slot), raised);
        if (is_none(exc)) {
          b = t.succ[0];
          break;
        }
        // Re-raised as CPython's RERAISE: no entry for this frame is added.
        exc.as<ExceptionObject>()->traced_frame = f.id;
        throw PyException{exc};
      }
      case Terminator::Kind::AssertFail: {
        auto* a = static_cast<const Assert*>(t.stmt);
        f.line = a->span.line;
        at = a->test; // CPython's AssertionError is raised at the test
        Values args;
        if (a->msg) args.push_back(eval(a->msg, f));
        throw PyException{new_exception(exc_AssertionError, std::move(args))};
      }
      case Terminator::Kind::Exit: return none();
      }
    } catch (const std::bad_alloc&) {
      // Past the memory cap: the C++ stack has unwound to this block.
      Value error;
      {
        memory::Uncapped room;
        error = new_exception(exc_MemoryError, {});
      }
      throw_in_frame = error;
    } catch (PyException& e) {
      throw_in_frame = e.exc;
    }
    if (false) {
    raised: // a soft evaluation failed: its exception, with no C++ unwinding
      throw_in_frame = take_pending();
    }
    if (throw_in_frame) {
      Value exc = std::move(throw_in_frame);
      auto* obj = exc.as<ExceptionObject>();
      if (trace_events && obj->traced_frame != f.id) {
        std::string msg = exception_str(obj);
        record_block(*this, u, blk, f, BlockTrace::Event::Exception,
                     obj->type->name + (msg.empty() ? "" : ": " + msg));
      }
      if (lines && obj->traced_frame != f.id) lines->exception(f, blk.number, obj);
      // Raised on the line this visit covered: the visit did not complete.
      if (visit_line && f.line == visit_line && obj->traced_frame != f.id) {
        covered[visit_line] = visit_had;
        visit_line = 0;
      }
      add_traceback(obj, f, at);
      // Raised while handling another exception: that one is its context.
      if (!handled.empty() && !obj->context && !handled.back().same(exc))
        obj->context = handled.back();
      in_flight = exc;
      b = blk.exc;
      size_t depth = f.handled_base + u.block(b).handler_depth;
      if (handled.size() > depth) handled.resize(depth);
    }
  }
}

} // namespace hyexec::interp
