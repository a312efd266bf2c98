#pragma once
/// \file
/// The concrete interpreter: executes a program by walking its CFG blocks,
/// with CPython 3.11 semantics, and reports what CLI.md's `run --json` shows.

#include "cfg/cfg.h"
#include "interp/line_trace.h"
#include "interp/symbolic.h"
#include "interp/types.h"
#include "oracle/oracle.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hyexec::interp {

enum class TraceLevel { None, Lines, Blocks, Full };

struct RunOptions {
  std::string stdin_data;
  /// When set, stdin goes on after stdin_data, read as the program asks for
  /// it (hyexec's own stdin under `run`, as python3 reads it: a pipe that
  /// stays open never holds a program that does not read): each call
  /// appends what comes next to *into, and returns false at the end.
  std::function<bool(std::string* into)> stdin_source;
  int64_t max_steps = 0;      ///< 0: no limit
  double timeout_seconds = 0; ///< 0: no limit
  TraceLevel trace = TraceLevel::None;
  /// With TraceLevel::Full, also record block entries, raised exceptions and
  /// returned values (what `hyexec trace` shows; `run --json` has no use for them).
  bool trace_events = false;
  /// Records the line trace (RunResult::line_trace), at most this many
  /// steps; 0: none.
  size_t line_steps = 0;
  size_t max_output = 64u << 20;
  size_t max_memory =
      size_t{2} << 30; ///< bytes the run may hold beyond what it started with; 0: no cap
  /// Approximate bytes the trace may hold; past it recording stops
  /// (RunResult::trace_truncated) so a long loop cannot exhaust memory.
  size_t trace_budget = size_t{512} << 20;
  /// Asked for what the program uses but never defines; null: CPython's
  /// NameError / ModuleNotFoundError stand.
  oracle::Oracle* oracle = nullptr;
  /// `FUNC` or `CLASS.METHOD` of the program to call after its module body
  /// ran (`--entry`): the unit under test, its parameters the inputs. A
  /// method is called on an instance made with __init__'s parameters.
  /// `FUNC@LINE` is the def of FUNC on LINE, where the program defines FUNC
  /// more than once (the name holds the last one). A generator function's
  /// generator is iterated (kEntryGeneratorItems items at most), as a
  /// caller's loop would: its body runs only then.
  std::string entry;
  /// Arguments for the entry's parameters by name, as Python expressions
  /// (`--args`); a parameter without one and without a default is asked of
  /// the oracle.
  std::map<std::string, std::string> entry_args;
  /// The concolic tracker (interp/symbolic.h): entry arguments and stdin
  /// become symbolic and every decision on them is reported; null: none.
  SymbolicTracker* symbolic = nullptr;
  /// Answers that take the oracle's place for these keys (the concolic
  /// search's values for what the oracle supplied).
  std::map<std::string, std::string> oracle_overrides;
  /// Directories after the program's own where `import` finds .py files
  /// (PYTHONPATH, as CPython's sys.path).
  std::vector<std::string> module_path;
};

/// One step of a trace: an executed block with the symbol table at its end
/// (`--trace blocks`: module blocks only; `full`: every unit's blocks, plus
/// the entry of each block before it runs, the exceptions blocks raise and
/// the values functions return).
struct BlockTrace {
  enum class Event : uint8_t { Block, Enter, Exception, Return };
  Event event = Event::Block;
  uint32_t block = 0;   ///< its number in its unit's listing
  std::string unit;     ///< the CFG unit (`<module>`, `f`, `C.m`)
  std::string function; ///< the frame's name as tracebacks show it
  uint64_t frame = 0;   ///< the activation (distinguishes recursive calls)
  int depth = 0;        ///< call depth (0: module)
  /// The block's statement lines, shared by every visit of the block.
  std::shared_ptr<const std::vector<uint32_t>> lines;
  std::vector<std::pair<std::string, std::string>> state; ///< name → repr
  std::string detail; ///< Exception: "Type: message"; Return: repr of the value
};

struct RunError {
  std::string type, message;
  uint32_t line = 0; ///< innermost traceback line in FILE
  uint32_t block = 0;
  bool certain = true;
  std::string traceback; ///< CPython's printed traceback
};

/// One answer the oracle gave during a run (CLI.md `runs[].inputs.values`).
struct OracleRecord {
  std::string key;  ///< the expression as written
  std::string expr; ///< the answer, a Python expression
  /// A truth value a branch depends on (a stand-in's truth, comparison, membership).
  bool decision = false;
  bool argument = false; ///< a parameter of the entry (CLI.md `inputs.args`)
  uint32_t line = 0;
  bool certain = false;
  /// What was asked, and its hint (a module's name for Ask::Module, the
  /// dotted name for an imported one): `cover --emit-python` replays each
  /// answer where CPython meets the same need.
  oracle::Ask ask = oracle::Ask::Name;
  std::string hint;
};

/// A value `diff` compares (a printed line, an argument's item after the
/// call) with its symbolic shadow under a tracker (0: concrete), so that Z3
/// can be asked for an input on the same paths where the versions' differ.
struct Observed {
  SymId sym = 0;
  Concrete value;
};

struct RunResult {
  std::string status = "ok"; ///< ok | error | timeout | step_limit | unsupported
  std::optional<RunError> error;
  std::string stdout_text;
  std::string stderr_text; ///< what the program wrote to sys.stderr, then a SystemExit message
  int exit_code = 0;
  std::set<uint32_t> lines;
  /// Branch outcomes reached (CLI.md): 2 * decision for true, 2 * decision + 1 for false.
  std::set<uint32_t> branches;
  int64_t steps = 0;
  std::deque<BlockTrace> trace; ///< a deque: appending never moves the entries recorded so far
  /// Recording stopped when the trace reached its memory budget
  /// (RunOptions::trace_budget); the run itself went on.
  bool trace_truncated = false;
  LineTrace line_trace; ///< when RunOptions::line_steps asked for it
  /// The oracle's answers, in the order they were first asked (one per key).
  std::vector<OracleRecord> oracle_values;
  int oracle_calls = 0;
  /// The entry's arguments, parameter → expression (given or asked).
  std::vector<std::pair<std::string, std::string>> entry_args;
  /// The repr of what the entry returned; empty when it raised or there is none.
  std::optional<std::string> return_repr;
  /// What `diff` compares instead, when the repr shows an object's address:
  /// its class and attributes (entry.cpp's shape). Empty otherwise.
  std::optional<std::string> return_shape;
  /// Its symbolic shadow under a SymbolicTracker (0: concrete): `diff` asks
  /// the solver for inputs on which the two versions' returns differ.
  uint32_t return_sym = 0;
  /// The repr of each positional argument of the entry before the call and
  /// after it returned, in order, an object by its attributes as in
  /// `return_shape` (`diff` compares them: a call that mutates its arguments).
  std::vector<std::string> args_before, args_after;
  /// Under a tracker: each print() to stdout (its text, a str shadow), at
  /// most kObservedPrints of them.
  std::vector<Observed> printed;
  /// Under a tracker: the items after the call of each list argument of
  /// ints and strs (empty for any other argument).
  std::vector<std::vector<Observed>> args_after_items;
};

/// print() calls observed per run (RunResult::printed).
constexpr size_t kObservedPrints = 200;

/// The source of a module hyexec implements in Python (interp/pylib), or
/// null (`cover --emit-python` writes the stand-ins a run used beside it).
const char* embedded_module_source(const std::string& name);

/// LINE of an entry `FUNC@LINE`, else 0.
uint32_t entry_def_line(const std::string& entry);
/// The items of an entry's generator taken at most.
constexpr int kEntryGeneratorItems = 100;

/// Runs `program` (whose module AST is `module`) once.
RunResult run_program(const ast::Module& module, const cfg::Program& program,
                      const RunOptions& options);

} // namespace hyexec::interp
