#include "tools/cli_commands.h"

#include <algorithm>

namespace hyexec::cli {

namespace {

// clang-format off
const OptionHelp kJson{"--json", nullptr, "machine-readable output on stdout (CLI.md) instead of the report"};
const OptionHelp kStdin{"--stdin", "PATH|-", "the program's standard input (-: hyexec's own; default: a pipe or file on hyexec's stdin)"};
const OptionHelp kMaxSteps{"--max-steps", "N", "stop a run after N steps (status step_limit)"};
const OptionHelp kTimeout{"--timeout", "S",
                          "stop after S seconds (cover: the whole search, default 30; diff: "
                          "the bound of last resort, its budgets are counted, default 60)"};
const OptionHelp kMaxMemory{"--max-memory", "MB", "memory a run may hold (default 2048); past it MemoryError"};
const OptionHelp kEntry{"--entry", "FUNC", "call FILE's function FUNC (or CLASS.METHOD) after its body: the unit under test"};
const OptionHelp kArgs{"--args", "JSON", "the entry's arguments as JSON values: '{\"n\": 3, \"s\": \"bo\"}'"};
const OptionHelp kArgsPy{"--args-py", "JSON", "the entry's arguments as Python expressions, as cover reports them: '{\"t\": \"(1, 2)\"}'"};
const OptionHelp kValues{"--values", "JSON|PATH", "answers for what FILE lacks, expression -> Python expression (replays a cover run)"};
const OptionHelp kOracle{"--oracle", "KIND", "offline|llm|replay:PATH|none: who supplies what FILE lacks (run: imports only unless offline)"};
const OptionHelp kLlmUrl{"--llm-url", "URL", "base URL of an OpenAI-compatible API (or HYEXEC_LLM_URL)"};
const OptionHelp kLlmModel{"--llm-model", "NAME", "the model to ask (or HYEXEC_LLM_MODEL)"};
const OptionHelp kLlmTimeout{"--llm-timeout", "S", "seconds to wait for one LLM answer"};
const OptionHelp kNoCache{"--no-cache", nullptr, "do not use the LLM answer cache"};
const OptionHelp kRecord{"--record", "FILE", "keep every LLM exchange in FILE (replay with --oracle replay:FILE)"};
const OptionHelp kTrace{"--trace", "LEVEL", "none|lines|blocks|full: with --json, the executed blocks and their states"};
const OptionHelp kHtml{"--html", "OUT", "write the trace as a self-contained HTML page"};
const OptionHelp kCover{"--cover", nullptr, "`hyexec FILE --cover` is `hyexec cover FILE`"};
const OptionHelp kStdinSpec{"--stdin-spec", "FILE", "the problem's input description: generated stdin stays within it"};
const OptionHelp kAllPaths{"--all-paths", nullptr, "report one run per distinct path instead of a minimal set"};
const OptionHelp kEmitInputs{"--emit-inputs", "DIR", "write each reported run's stdin to DIR/run-N.in"};
const OptionHelp kEmitPython{"--emit-python", "DIR",
                             "write each reported run as a Python program CPython runs the same "
                             "way: DIR/run-N.py (stdin DIR/run-N.in), hyexec's stand-ins beside"};
const OptionHelp kTarget{"--target", "LINE[:true|false]", "aim the search at one line, or one outcome of the decision or assert on it; stop once reached"};
const OptionHelp kFormat{"--format", "FMT", "text|dot|json (default text, the listing given to an LLM)"};
const OptionHelp kFunction{"--function", "NAME", "only the unit NAME (a function, CLASS.METHOD or class)"};
const OptionHelp kAnswer{"--answer", "PATH", "take the LLM's answer from PATH (pasted from a chat)"};
const OptionHelp kPrintPrompt{"--print-prompt", nullptr, "print the prompt and stop"};
const OptionHelp kTest{"--test", "CODE", "the failing test, e.g. 'assert F(2) == 3'"};
const OptionHelp kOut{"--out", "RESULTS.jsonl", "where results are appended, one JSON line per job (required)"};
const OptionHelp kJobs{"--jobs", "N", "worker processes (default: the machine's cores)"};
const OptionHelp kShard{"--shard", "K/N", "only the jobs whose index modulo N is K (K from 0)"};
const OptionHelp kCommand{"--command", "CMD", "run|cover|orca: the command of jobs made from files (default run)"};
const OptionHelp kRun{"--run", "REPORT.json:N", "step through run N of a saved cover --json report, with its inputs"};
const OptionHelp kCompare{"--compare", "WHAT", "output|status|error-type|error|all: what counts as a difference (default all)"};
const OptionHelp kRelTol{"--rel-tol", "X", "numbers in the output equal within relative tolerance X"};
const OptionHelp kGit{"--git", "REV", "compare FILE at git revision REV with the work tree (alone: every changed file)"};
const OptionHelp kHelp{"--help", nullptr, "this help"};

const std::vector<const OptionHelp*> kLlmOptions = {&kOracle, &kLlmUrl, &kLlmModel, &kLlmTimeout, &kNoCache, &kRecord};

std::vector<const OptionHelp*> join(std::initializer_list<std::vector<const OptionHelp*>> parts) {
  std::vector<const OptionHelp*> all;
  for (const auto& p : parts) all.insert(all.end(), p.begin(), p.end());
  all.push_back(&kHelp);
  return all;
}

const std::vector<const OptionHelp*> kRunLimits = {&kStdin, &kMaxSteps, &kTimeout, &kMaxMemory};
const std::vector<const OptionHelp*> kEntryOptions = {&kEntry, &kArgs, &kArgsPy, &kValues};
// clang-format on

const std::vector<CommandHelp>& table() {
  static const std::vector<CommandHelp> t = {
      {"run", "FILE [options]", "one concrete execution; exits as python3 would",
       join({{&kJson, &kTrace}, kRunLimits, kEntryOptions, kLlmOptions})},
      {"cover", "FILE [options]  (or: hyexec FILE --cover)",
       "run FILE as often as needed to cover its lines and branches; the inputs that do",
       join({{&kJson, &kCover, &kStdinSpec, &kAllPaths, &kEmitInputs, &kEmitPython, &kTarget},
             kRunLimits,
             kEntryOptions,
             kLlmOptions})},
      {"trace", "FILE [options]", "step trace for reading and teaching: text, JSON or HTML",
       join({{&kJson, &kHtml, &kRun}, kRunLimits, kEntryOptions, kLlmOptions})},
      {"cfg", "FILE [options]", "the control-flow graphs", join({{&kFormat, &kFunction, &kJson}})},
      {"orca", "FILE [options]", "the LLM's predicted execution against the real one",
       join({{&kJson, &kAnswer, &kPrintPrompt}, kRunLimits, kEntryOptions, kLlmOptions})},
      {"debug", "FILE --entry F --test CODE [options]",
       "LDB style: the LLM's verdict on each block of a failing test",
       join({{&kTest, &kJson, &kAnswer, &kPrintPrompt}, kRunLimits, kEntryOptions, kLlmOptions})},
      {"diff", "OLD NEW [options]", "regression checker: the first behavioural divergence",
       join({{&kJson, &kCompare, &kRelTol, &kGit, &kStdinSpec},
             kRunLimits,
             kEntryOptions,
             kLlmOptions})},
      {"batch", "(FILE|DIR|JOBS.jsonl)... --out RESULTS.jsonl [options]",
       "many jobs in parallel worker processes, results as JSONL, resumable",
       join({{&kOut, &kJobs, &kShard, &kCommand, &kTimeout, &kMaxMemory, &kMaxSteps, &kOracle}})},
      {"ast", "FILE...", "structural AST dump (compared with CPython's by the tests)", join({})},
  };
  return t;
}

std::string option_lines(const std::vector<const OptionHelp*>& options) {
  std::string out;
  for (const OptionHelp* o : options) {
    std::string left =
        std::string("  ") + o->name + (o->metavar ? std::string(" ") + o->metavar : "");
    left.resize(std::max<size_t>(left.size() + 2, 28), ' ');
    out += left + o->help + "\n";
  }
  return out;
}

} // namespace

const std::vector<CommandHelp>& commands() {
  return table();
}

const CommandHelp* find_command(const std::string& name) {
  for (const CommandHelp& c : table())
    if (name == c.name) return &c;
  return nullptr;
}

const OptionHelp* find_option(const std::string& name) {
  for (const CommandHelp& c : table())
    for (const OptionHelp* o : c.options)
      if (name == o->name) return o;
  return nullptr;
}

std::string global_help() {
  std::string out = "usage: hyexec COMMAND ARGS [options]\n\ncommands:\n";
  for (const CommandHelp& c : table()) {
    std::string left = std::string("  ") + c.name;
    left.resize(10, ' ');
    out += left + c.summary + "\n";
  }
  out += "\n`hyexec COMMAND --help` lists a command's options; `hyexec --version`.\n"
         "common options:\n" +
         option_lines({&kJson, &kStdin, &kEntry, &kTimeout}) +
         "  --oracle offline|llm|replay:PATH|none   who supplies what FILE lacks (default "
         "offline;\n"
         "      under run: stripped imports, and known packages not installed here such as "
         "numpy;\n"
         "      none: CPython with the standard library only)\n";
  return out;
}

std::string command_help(const CommandHelp& c) {
  return std::string("usage: hyexec ") + c.name + " " + c.synopsis + "\n" + c.summary +
         "\n\noptions:\n" + option_lines(c.options);
}

std::string version_text() {
  return "hyexec 0.1 (CPython 3.11 semantics)\n";
}

} // namespace hyexec::cli
