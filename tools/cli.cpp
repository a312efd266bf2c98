#include "tools/cli.h"

#include <fstream>
#include <sstream>

namespace hyexec::cli {

namespace {

const std::set<std::string> kValueOptions = {
    "--format",  "--function",    "--stdin",      "--oracle",    "--entry", "--max-steps",
    "--timeout", "--trace",       "--llm-url",    "--llm-model", "--args",  "--html",
    "--record",  "--emit-inputs", "--stdin-spec", "--test",      "--shard", "--jobs"};
const std::set<std::string> kFlagOptions = {"--json", "--cover", "--all-paths", "--verbose"};
const std::set<std::string> kCommands = {"run",  "cover", "cfg",   "ast",  "orca",
                                         "diff", "trace", "debug", "batch"};

} // namespace

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--", 0) == 0) {
      std::string name = a, value;
      bool inline_value = false;
      if (size_t eq = a.find('='); eq != std::string::npos) {
        name = a.substr(0, eq);
        value = a.substr(eq + 1);
        inline_value = true;
      }
      if (kFlagOptions.count(name)) {
        if (inline_value) throw CommandError{"option " + name + " takes no value"};
        o.flags.insert(name.substr(2));
      } else if (kValueOptions.count(name)) {
        if (!inline_value) {
          if (i + 1 >= argc) throw CommandError{"option " + name + " needs a value"};
          value = argv[++i];
        }
        o.values[name.substr(2)] = value;
      } else {
        throw CommandError{"unknown option " + name};
      }
    } else if (o.command.empty() && o.files.empty() && kCommands.count(a)) {
      o.command = a;
    } else {
      o.files.push_back(a);
    }
  }
  if (o.command.empty()) o.command = o.flag("cover") ? "cover" : "";
  return o;
}

LoadedProgram load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CommandError{"cannot read " + path};
  std::ostringstream buf;
  buf << in.rdbuf();
  ParseResult parsed = parse_python(path, buf.str());
  if (parsed.error) {
    const SyntaxErrorInfo& e = *parsed.error;
    throw CommandError{path + (e.line ? ":" + std::to_string(e.line) : "") + ": " + e.type + ": " +
                       e.message};
  }
  LoadedProgram lp;
  lp.module = std::move(parsed.module);
  cfg::BuildError error;
  lp.program = cfg::build(*lp.module, &error);
  if (!lp.program)
    throw CommandError{path + (error.line ? ":" + std::to_string(error.line) : "") +
                       ": SyntaxError: " + error.message};
  return lp;
}

} // namespace hyexec::cli
