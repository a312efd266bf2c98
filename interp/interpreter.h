#pragma once
/// \file
/// The concrete interpreter: executes a program by walking its CFG blocks,
/// with CPython 3.11 semantics, and reports what CLI.md's `run --json` shows.

#include "cfg/cfg.h"
#include "interp/types.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hyexec::interp {

enum class TraceLevel { None, Lines, Blocks, Full };

struct RunOptions {
  std::string stdin_data;
  int64_t max_steps = 0;      ///< 0: no limit
  double timeout_seconds = 0; ///< 0: no limit
  TraceLevel trace = TraceLevel::None;
  size_t max_output = 64u << 20;
  size_t max_memory = size_t{2} << 30; ///< bytes the run may hold beyond what it started with; 0: no cap
};

/// One step of a trace: an executed block with the symbol table at its end
/// (`--trace blocks`: module blocks only; `full`: every unit's blocks, plus
/// the entry of each block before it runs, the exceptions blocks raise and
/// the values functions return).
struct BlockTrace {
  enum class Event : uint8_t { Block, Enter, Exception, Return };
  Event event = Event::Block;
  uint32_t block = 0; ///< its number in its unit's listing
  std::string unit;     ///< the CFG unit (`<module>`, `f`, `C.m`)
  std::string function; ///< the frame's name as tracebacks show it
  uint64_t frame = 0;   ///< the activation (distinguishes recursive calls)
  int depth = 0;        ///< call depth (0: module)
  std::vector<uint32_t> lines;
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

struct RunResult {
  std::string status = "ok"; ///< ok | error | timeout | step_limit | unsupported
  std::optional<RunError> error;
  std::string stdout_text;
  std::string stderr_text; ///< a SystemExit message
  int exit_code = 0;
  std::set<uint32_t> lines;
  int64_t steps = 0;
  std::vector<BlockTrace> trace;
};

/// Runs `program` (whose module AST is `module`) once.
RunResult run_program(const ast::Module& module, const cfg::Program& program,
                      const RunOptions& options);

} // namespace hyexec::interp
