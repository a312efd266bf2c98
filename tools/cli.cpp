#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace hyexec::cli {

namespace {

const std::set<std::string> kValueOptions = {
    "--format",      "--function", "--stdin",   "--oracle",      "--entry",
    "--max-steps",   "--timeout",  "--trace",   "--llm-url",     "--llm-model",
    "--args",        "--html",     "--record",  "--emit-inputs", "--stdin-spec",
    "--test",        "--shard",    "--jobs",    "--max-memory",  "--values",
    "--llm-timeout", "--answer",   "--compare", "--rel-tol",     "--git"};
const std::set<std::string> kFlagOptions = {"--json",    "--cover",    "--all-paths",
                                            "--verbose", "--no-cache", "--print-prompt"};
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

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CommandError{"cannot read " + path};
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

namespace {

double number_option(const Options& o, const std::string& name) {
  if (!o.values.count(name)) return -1;
  try {
    size_t used;
    double v = std::stod(o.value(name), &used);
    if (used != o.value(name).size() || v < 0) throw std::invalid_argument("bad");
    return v;
  } catch (const std::exception&) {
    throw CommandError{"--" + name + " takes a non-negative number"};
  }
}

interp::TraceLevel trace_level(const std::string& s) {
  if (s == "none" || s.empty()) return interp::TraceLevel::None;
  if (s == "lines") return interp::TraceLevel::Lines;
  if (s == "blocks") return interp::TraceLevel::Blocks;
  if (s == "full") return interp::TraceLevel::Full;
  throw CommandError{"unknown --trace " + s + " (none, lines, blocks or full)"};
}

} // namespace

interp::RunOptions run_options(const Options& o, const cfg::Program& program) {
  interp::RunOptions options;
  if (o.values.count("stdin")) options.stdin_data = read_file(o.value("stdin"));
  if (double n = number_option(o, "max-steps"); n >= 0) options.max_steps = static_cast<int64_t>(n);
  if (double t = number_option(o, "timeout"); t >= 0) options.timeout_seconds = t;
  if (double mb = number_option(o, "max-memory"); mb >= 0)
    options.max_memory = static_cast<size_t>(mb * (1 << 20));
  options.trace = trace_level(o.value("trace"));
  options.entry = o.value("entry");
  // PYTHONPATH, as CPython reads it: where the program's own imports are found.
  if (const char* path = std::getenv("PYTHONPATH")) {
    std::stringstream dirs(path);
    for (std::string d; std::getline(dirs, d, ':');) options.module_path.push_back(d);
  }
  if (!options.entry.empty() && !program.find(options.entry))
    throw CommandError{"--entry " + options.entry + ": " + program.module->filename +
                       " defines no function or method of that name (FUNC or CLASS.METHOD)"};
  if (o.values.count("args")) {
    if (options.entry.empty()) throw CommandError{"--args needs --entry FUNC"};
    nlohmann::json j = nlohmann::json::parse(o.value("args"), nullptr, false);
    if (!j.is_object())
      throw CommandError{"--args takes a JSON object: parameter → Python expression or JSON value"};
    // A JSON string is a Python expression (as `runs[].inputs.args` writes
    // them); other JSON values are themselves.
    for (const auto& [k, v] : j.items())
      options.entry_args[k] = v.is_string()    ? v.get<std::string>()
                              : v.is_boolean() ? (v.get<bool>() ? "True" : "False")
                              : v.is_null()    ? "None"
                                               : v.dump();
  }
  return options;
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
