#pragma once
/// \file
/// The `hyexec` command line (../shared/spec/CLI.md): option parsing and the
/// loading of a Python file into its AST and CFGs, shared by every command.

#include "cfg/cfg.h"
#include "cfg/parse.h"
#include "interp/interpreter.h"

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

/// Thrown for bad usage and unreadable input; main prints it as one line and exits 1.
struct CommandError {
  std::string message;
};

Options parse_options(int argc, char** argv);

/// A file parsed and turned into CFGs.
struct LoadedProgram {
  std::unique_ptr<ast::Module> module;
  std::unique_ptr<cfg::Program> program;
};

/// Reads, parses and builds `path`; a syntax or compile error becomes a
/// CommandError with CPython's class and message.
LoadedProgram load(const std::string& path);

/// The contents of `path` (CommandError when unreadable).
std::string read_file(const std::string& path);
/// The options of one execution: --stdin, --max-steps, --timeout, --max-memory,
/// --trace, --entry, --args (an --entry the program does not define is a
/// CommandError).
interp::RunOptions run_options(const Options& o, const cfg::Program& program);

int cmd_ast(const Options& o);
int cmd_cfg(const Options& o);
int cmd_run(const Options& o);
int cmd_cover(const Options& o);
int cmd_trace(const Options& o);
int cmd_orca(const Options& o);
int cmd_debug(const Options& o);
int cmd_diff(const Options& o);

} // namespace hyexec::cli
