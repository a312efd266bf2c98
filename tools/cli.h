#pragma once
/// \file
/// The `hyexec` command line (../shared/spec/CLI.md): option parsing and the
/// loading of a Python file into its AST and CFGs, shared by every command.

#include "cfg/cfg.h"
#include "cfg/parse.h"
#include "interp/interpreter.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hyexec::cli {

struct Options {
  std::string command;
  std::vector<std::string> files;
  std::map<std::string, std::string> values; ///< --name VALUE
  std::set<std::string> flags;               ///< --name

  bool flag(const std::string& name) const { return flags.count(name) > 0; }
  std::string value(const std::string& name, const std::string& fallback = "") const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
};

/// Thrown for bad usage and unreadable input; main prints it as one line and
/// exits 1 (2 under `run` and `trace` without --json, whose 1 is python3's).
struct CommandError {
  explicit CommandError(std::string m, std::string report = "")
      : message(std::move(m)), python_report(std::move(report)) {}
  std::string message;
  /// A syntax error in FILE as python3 prints it (`  File "F", line N`, the
  /// line, the caret, `SyntaxError: ...`); empty for any other failure.
  std::string python_report;
};

/// The exit status `python3 FILE` would have after this run: 0, 1 for an
/// uncaught exception, sys.exit's code; 2 when hyexec could not finish it
/// (unsupported, timeout, step limit).
int python_exit_status(const interp::RunResult& r);

/// A JSON value as the Python literal of the same value (a JSON string is a
/// Python str, null is None, an object a dict).
std::string python_literal(const nlohmann::json& v);

Options parse_options(int argc, char** argv);

/// A file parsed and turned into CFGs.
struct LoadedProgram {
  std::unique_ptr<ast::Module> module;
  std::unique_ptr<cfg::Program> program;
};

/// Reads, parses and builds `path`; a syntax or compile error becomes a
/// CommandError with CPython's class and message.
LoadedProgram load(const std::string& path);

/// A compile-time error in FILE as python3 prints it: the file and line, the
/// line without its indentation, a caret under the column, the class and
/// message (CommandError::python_report).
std::string python_syntax_report(const std::string& path, const std::string& source,
                                 const std::string& type, const std::string& message, uint32_t line,
                                 uint32_t col);

/// The contents of `path` (CommandError when unreadable).
std::string read_file(const std::string& path);
/// The options of one execution: --stdin (a path, or `-` for hyexec's own
/// stdin; under `run` and `trace` a pipe or file on hyexec's stdin without
/// --stdin, as python3 reads it), --max-steps, --timeout, --max-memory,
/// --trace, --entry, --args (JSON values), --args-py (Python expressions)
/// (an --entry the program does not define is a CommandError).
interp::RunOptions run_options(const Options& o, const cfg::Program& program);

int cmd_ast(const Options& o);
int cmd_cfg(const Options& o);
int cmd_run(const Options& o);
int cmd_cover(const Options& o);
int cmd_trace(const Options& o);
int cmd_orca(const Options& o);
int cmd_debug(const Options& o);
int cmd_batch(const Options& o);
/// Runs `o.command` (a CommandError when there is none of that name).
int dispatch(const Options& o);
int cmd_diff(const Options& o);

} // namespace hyexec::cli
