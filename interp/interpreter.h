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
};

/// One executed block, with the symbol table at its end (`--trace blocks`).
struct BlockTrace {
  uint32_t block; ///< its number in the module unit's listing; 0 for other units
  std::string unit;
  std::vector<uint32_t> lines;
  std::vector<std::pair<std::string, std::string>> state; ///< name → repr
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
