#include "tools/cli.h"

#include "interp/strings.h"
#include "tools/cli_commands.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include <unistd.h>

namespace hyexec::cli {

namespace {

/// Where the options of `command` are listed.
std::string usage_hint(const std::string& command) {
  return command.empty() ? " (hyexec --help)"
                         : " (hyexec " + command + " --help lists its options)";
}

/// What `hyexec WORD` says when WORD is neither a command nor `FILE --cover`.
std::string unknown_command(const std::string& word) {
  std::string names;
  for (const CommandHelp& c : commands()) names += std::string(names.empty() ? "" : ", ") + c.name;
  return "unknown command '" + word + "' (commands: " + names + "; hyexec --help)";
}

} // namespace

Options parse_options(int argc, char** argv) {
  Options o;
  std::vector<std::pair<std::string, std::string>> given; // option, value (for the checks below)
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-h") a = "--help";
    if (a.rfind("--", 0) == 0 && a.size() > 2) {
      std::string name = a, value;
      bool inline_value = false;
      if (size_t eq = a.find('='); eq != std::string::npos) {
        name = a.substr(0, eq);
        value = a.substr(eq + 1);
        inline_value = true;
      }
      const OptionHelp* option = find_option(name);
      if (name == "--version") {
        o.flags.insert("version");
        continue;
      }
      if (!option) throw CommandError{"unknown option " + name + usage_hint(o.command)};
      if (!option->metavar) {
        if (inline_value) throw CommandError{"option " + name + " takes no value"};
        o.flags.insert(name.substr(2));
      } else {
        if (!inline_value) {
          if (i + 1 >= argc) throw CommandError{"option " + name + " needs a value"};
          value = argv[++i];
        }
        o.values[name.substr(2)] = value;
      }
      given.emplace_back(name, value);
    } else if (o.command.empty() && o.files.empty() && find_command(a)) {
      o.command = a;
    } else {
      o.files.push_back(a);
    }
  }
  if (o.command.empty() && o.flag("cover")) o.command = "cover";
  if (o.flag("help") || o.flag("version")) return o;
  if (o.command.empty()) {
    if (o.files.empty()) return o;
    std::ifstream probe(o.files[0]);
    if (!probe) throw CommandError{unknown_command(o.files[0])};
    throw CommandError{o.files[0] + ": say what to do with it: hyexec run " + o.files[0] +
                       ", hyexec " + o.files[0] + " --cover, ... (hyexec --help)"};
  }
  // An option another command takes is an error here, not silently ignored.
  const CommandHelp& c = *find_command(o.command);
  for (const auto& [name, value] : given)
    if (std::none_of(c.options.begin(), c.options.end(),
                     [&](const OptionHelp* h) { return name == h->name; }))
      throw CommandError{"option " + name + " does not apply to " + o.command +
                         usage_hint(o.command)};
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

namespace {

/// All of hyexec's own standard input.
std::string read_own_stdin() {
  std::ostringstream buf;
  buf << std::cin.rdbuf();
  return buf.str();
}

/// hyexec's own standard input, read as the program asks for it.
bool read_own_stdin_part(std::string* into) {
  std::cout.flush(); // a prompt the program wrote is seen before it waits
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
    if (n > 0) {
      into->append(buf, static_cast<size_t>(n));
      return true;
    }
    if (n < 0 && errno == EINTR) continue;
    return false; // the end, or an error reading it
  }
}

/// The program's stdin from hyexec's own (--stdin -, or no --stdin and a
/// pipe or file on hyexec's stdin, as python3 reads them): `run` and `trace`
/// read it as the program asks, a search command at once. A terminal is
/// read only by `run` without --json, which shows the program's output as
/// it runs (its prompts): elsewhere a terminal gives an empty stdin, since
/// nobody would see what the program asks for.
void own_stdin(const Options& o, interp::RunOptions* options) {
  bool implicit = !o.values.count("stdin");
  bool runs_once = o.command == "run" || o.command == "trace";
  bool interactive = o.command == "run" && !o.flag("json");
  if (implicit && (!runs_once || (isatty(STDIN_FILENO) && !interactive))) return;
  if (runs_once)
    options->stdin_source = read_own_stdin_part;
  else
    options->stdin_data = read_own_stdin();
}

/// --args (JSON values: a JSON string is a Python str) or --args-py (Python
/// expressions, as cover's `runs[].inputs.args` writes them): parameter →
/// Python expression.
std::map<std::string, std::string> entry_arguments(const Options& o) {
  bool python = o.values.count("args-py") > 0;
  if (python && o.values.count("args")) throw CommandError{"give --args or --args-py, not both"};
  std::string name = python ? "--args-py" : "--args";
  nlohmann::json j = nlohmann::json::parse(o.value(name.substr(2)), nullptr, false);
  if (!j.is_object())
    throw CommandError{name + (python ? " takes a JSON object: parameter -> Python expression "
                                        "('{\"t\": \"(1, 2)\"}')"
                                      : " takes a JSON object: parameter -> value "
                                        "('{\"n\": 3, \"s\": \"bo\"}')")};
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : j.items()) {
    if (python && !v.is_string())
      throw CommandError{"--args-py: the value of " + k +
                         " is not a string holding a Python "
                         "expression (--args takes plain JSON values)"};
    out[k] = python ? v.get<std::string>() : python_literal(v);
  }
  return out;
}

} // namespace

std::string python_literal(const nlohmann::json& v) {
  if (v.is_null()) return "None";
  if (v.is_boolean()) return v.get<bool>() ? "True" : "False";
  if (v.is_string()) return interp::str_repr(v.get<std::string>());
  if (v.is_array()) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + python_literal(v[i]);
    return s + "]";
  }
  if (v.is_object()) {
    std::string s = "{";
    bool first = true;
    for (const auto& [k, x] : v.items()) {
      s += (first ? "" : ", ") + interp::str_repr(k) + ": " + python_literal(x);
      first = false;
    }
    return s + "}";
  }
  return v.dump(); // numbers
}

namespace {

/// Whether `entry` (FUNC, CLASS.METHOD, or FUNC@LINE: the def of FUNC on
/// LINE) names a unit of `program`.
bool defines_entry(const cfg::Program& program, const std::string& entry) {
  uint32_t line = interp::entry_def_line(entry);
  if (!line) return program.find(entry) != nullptr;
  std::string name = entry.substr(0, entry.rfind('@'));
  return std::any_of(program.units.begin(), program.units.end(), [&](const auto& u) {
    return u->name == name && u->node && u->node->span.line == line;
  });
}

} // namespace

interp::RunOptions run_options(const Options& o, const cfg::Program& program) {
  interp::RunOptions options;
  if (!o.values.count("stdin") || o.value("stdin") == "-")
    own_stdin(o, &options);
  else
    options.stdin_data = read_file(o.value("stdin"));
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
  if (!options.entry.empty() && !defines_entry(program, options.entry))
    throw CommandError{"--entry " + options.entry + ": " + program.module->filename +
                       " defines no function or method of that name (FUNC, FUNC@LINE or "
                       "CLASS.METHOD)"};
  if (o.values.count("args") || o.values.count("args-py")) {
    if (options.entry.empty())
      throw CommandError{(o.values.count("args") ? "--args" : "--args-py") +
                         std::string(" needs --entry FUNC")};
    options.entry_args = entry_arguments(o);
  }
  return options;
}

int python_exit_status(const interp::RunResult& r) {
  if (r.status == "ok") return r.exit_code;
  if (r.status == "error") return 1;
  return 2;
}

std::string python_syntax_report(const std::string& path, const std::string& source,
                                 const std::string& type, const std::string& message, uint32_t line,
                                 uint32_t col) {
  std::string shown = path;
  if (!path.empty() && path[0] != '/')
    if (char* cwd = getcwd(nullptr, 0)) {
      shown = std::string(cwd) + "/" + path; // python3 names __main__ by its absolute path
      free(cwd);
    }
  std::string out =
      "  File \"" + shown + "\"" + (line ? ", line " + std::to_string(line) : "") + "\n";
  std::string text = line ? source_line(source, line) : "";
  size_t indent = text.find_first_not_of(" \t\f");
  // python3 puts the caret at most just past the line's end, and none for a
  // block the file ended before (its tokenizer gives that error no column).
  bool ended_first = message.rfind("expected an indented block", 0) == 0 && col > text.size();
  if (indent != std::string::npos) {
    out += "    " + text.substr(indent) + "\n";
    if (col > indent && !ended_first)
      out += "    " + std::string(std::min<size_t>(col - 1, text.size()) - indent, ' ') + "^\n";
  }
  return out + type + ": " + message + "\n";
}

LoadedProgram load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CommandError{"cannot read " + path};
  std::ostringstream buf;
  buf << in.rdbuf();
  std::string source = buf.str();
  ParseResult parsed = parse_python(path, source);
  if (parsed.error) {
    const SyntaxErrorInfo& e = *parsed.error;
    throw CommandError{path + (e.line ? ":" + std::to_string(e.line) : "") +
                           (e.line && e.col ? ":" + std::to_string(e.col) : "") + ": " + e.type +
                           ": " + e.message,
                       python_syntax_report(path, source, e.type, e.message, e.line, e.col)};
  }
  LoadedProgram lp;
  lp.module = std::move(parsed.module);
  cfg::BuildError error;
  lp.program = cfg::build(*lp.module, &error);
  if (!lp.program)
    throw CommandError{
        path + (error.line ? ":" + std::to_string(error.line) : "") +
            ": SyntaxError: " + error.message,
        python_syntax_report(path, source, "SyntaxError", error.message, error.line, 0)};
  return lp;
}

int dispatch(const Options& o) {
  if (o.command == "cfg") return cmd_cfg(o);
  if (o.command == "ast") return cmd_ast(o);
  if (o.command == "run") return cmd_run(o);
  if (o.command == "trace") return cmd_trace(o);
  if (o.command == "cover") return cmd_cover(o);
  if (o.command == "orca") return cmd_orca(o);
  if (o.command == "debug") return cmd_debug(o);
  if (o.command == "batch") return cmd_batch(o);
  if (o.command == "diff") return cmd_diff(o);
  throw CommandError{o.command + ": unsupported: this command is not implemented yet"};
}

} // namespace hyexec::cli
