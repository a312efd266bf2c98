#pragma once
/// \file
/// The commands of `hyexec` and the options each takes, with one line of help
/// for each: the single table that option parsing, `hyexec --help` and
/// `hyexec COMMAND --help` all read, so the help can never omit an option.

#include <string>
#include <vector>

namespace hyexec::cli {

struct OptionHelp {
  const char* name;    ///< `--stdin`
  const char* metavar; ///< `PATH`; null for a flag
  const char* help;
};

struct CommandHelp {
  const char* name;     ///< `run`
  const char* synopsis; ///< `FILE [options]`
  const char* summary;  ///< one line: what the command does
  std::vector<const OptionHelp*> options;
};

/// Every command, in the order `hyexec --help` lists them.
const std::vector<CommandHelp>& commands();
/// The command named `name`, or null.
const CommandHelp* find_command(const std::string& name);
/// The option named `name` (with its dashes), or null.
const OptionHelp* find_option(const std::string& name);

/// `hyexec --help`: the commands, one line each.
std::string global_help();
/// `hyexec COMMAND --help`: its synopsis and every option it takes.
std::string command_help(const CommandHelp& c);
/// `hyexec --version`.
std::string version_text();

} // namespace hyexec::cli
