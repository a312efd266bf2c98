// The `hyexec` command: dispatches to the commands of ../shared/spec/CLI.md.
// Exit status: 0 the command did its job, 1 it failed (one line on stderr);
// `run` and `trace` without --json exit as python3 would, their own
// failures 2.
#include "interp/run_interrupt.h"
#include "tools/cli.h"
#include "tools/cli_commands.h"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>

namespace {

bool has_flag(int argc, char** argv, const char* flag) {
  for (int i = 2; i < argc; ++i)
    if (std::strcmp(argv[i], flag) == 0) return true;
  return false;
}

/// `run` and `trace` without --json: a shell script reads the exit status as
/// python3's, so hyexec's own failures take 2, which python3 gives to usage
/// errors too.
bool python_like(int argc, char** argv) {
  if (argc < 2 || (std::strcmp(argv[1], "run") != 0 && std::strcmp(argv[1], "trace") != 0))
    return false;
  return !has_flag(argc, argv, "--json");
}

/// The command's exit status; when it abandoned a run stuck in a native
/// operation (interp/run_interrupt.h), the output is flushed and the process
/// ends at once: the run's thread still uses the state destructors would free.
int finish(int status) {
  if (!hyexec::interp::run_abandoned()) return status;
  std::cout.flush();
  std::cerr.flush();
  std::_Exit(status);
}

} // namespace

int main(int argc, char** argv) {
  using namespace hyexec::cli;
  bool as_python = python_like(argc, argv);
  try {
    Options o = parse_options(argc, argv);
    if (o.flag("version")) {
      std::cout << version_text();
      return 0;
    }
    if (o.flag("help") ||
        (o.command.empty() && o.files.empty() && argc == 2 && std::strcmp(argv[1], "help") == 0)) {
      const CommandHelp* c = find_command(o.command);
      std::cout << (c ? command_help(*c) : global_help());
      return 0;
    }
    if (o.command.empty()) {
      std::cerr << global_help();
      return 1;
    }
    return finish(dispatch(o));
  } catch (const CommandError& e) {
    // A syntax error in FILE: python3's own report and status under `run`.
    // A syntax error in FILE: python3's own report (the file and line, the
    // line, the caret, the message) and python3's status 1, under every
    // command; with --json, the one line a script reads.
    if (!e.python_report.empty() && !has_flag(argc, argv, "--json")) {
      std::cerr << e.python_report;
      return finish(1);
    }
    std::cerr << "hyexec: " << e.message << "\n";
    return finish(as_python ? 2 : 1);
  } catch (const std::exception& e) {
    std::cerr << "hyexec: internal error: " << e.what() << "\n";
    return finish(as_python ? 2 : 1);
  }
}
