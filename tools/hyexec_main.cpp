// The `hyexec` command: dispatches to the commands of ../shared/spec/CLI.md.
// Exit status: 0 the command did its job, 1 it failed (one line on stderr).
#include "tools/cli.h"

#include <exception>
#include <iostream>
#include <string>

namespace {

const char* const kUsage =
    "usage: hyexec COMMAND FILE [options]\n"
    "  cfg FILE [--format text|dot|json] [--function NAME]   the control-flow graphs\n"
    "  run FILE [--stdin PATH] [--json] [--trace none|lines|blocks|full] [--max-steps N] "
    "[--timeout S] [--max-memory MB]\n"
    "                                                          one concrete execution\n"
    "  cover FILE (or FILE --cover) [--json] [--oracle offline|none] [--timeout S]\n"
    "                                                          cover FILE's lines, the oracle\n"
    "                                                          supplying what it lacks\n"
    "  trace FILE [--stdin PATH] [--json] [--html OUT]          step trace for reading\n"
    "  orca FILE [--stdin PATH] [--entry F] [--json] [--oracle llm|replay:PATH] [--answer PATH]\n"
    "                                                          the LLM's predicted execution\n"
    "                                                          against the real one\n"
    "  debug FILE --entry F --test 'assert F(...) == ...' [--json] [--answer PATH]\n"
    "                                                          LDB: the LLM's verdict on each\n"
    "                                                          block of a failing test\n"
    "  ast FILE...                                             structural AST dump (for tests)\n"
    "  diff OLD NEW [--entry F | OLD.py:F NEW.py:G] [--git REV [FILE]] [--json]\n"
    "       [--compare output|status|error-type|error|all] [--rel-tol X]\n"
    "                                                          did the edit change behaviour?\n"
    "                                                          (exit 3: a difference found)\n"
    "  batch                                                   not implemented yet\n"
    "common options:\n"
    "  --oracle offline|llm|replay:PATH|none   who supplies what FILE lacks (default offline;\n"
    "      under run: stripped imports, and known packages not installed here such as numpy;\n"
    "      none: CPython with the standard library only)\n"
    "  --llm-url URL --llm-model NAME          an OpenAI-compatible server (or HYEXEC_LLM_URL,\n"
    "      HYEXEC_LLM_MODEL, HYEXEC_LLM_API_KEY)\n"
    "  --entry FUNC   FILE's function FUNC is the unit, its parameters the inputs\n";

} // namespace

int main(int argc, char** argv) {
  using namespace hyexec::cli;
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h" ||
                    std::string(argv[1]) == "help")) {
    std::cout << kUsage;
    return 0;
  }
  try {
    Options o = parse_options(argc, argv);
    if (o.command == "cfg") return cmd_cfg(o);
    if (o.command == "ast") return cmd_ast(o);
    if (o.command == "run") return cmd_run(o);
    if (o.command == "trace") return cmd_trace(o);
    if (o.command == "cover") return cmd_cover(o);
    if (o.command == "orca") return cmd_orca(o);
    if (o.command == "debug") return cmd_debug(o);
    if (o.command == "diff") return cmd_diff(o);
    if (o.command.empty()) {
      std::cerr << kUsage;
      return 1;
    }
    std::cerr << "hyexec: " << o.command << ": unsupported: this command is not implemented yet\n";
    return 1;
  } catch (const CommandError& e) {
    std::cerr << "hyexec: " << e.message << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "hyexec: internal error: " << e.what() << "\n";
    return 1;
  }
}
