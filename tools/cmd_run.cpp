// `hyexec run FILE [--stdin PATH] [--json] [--trace none|lines|blocks|full]
//  [--max-steps N] [--timeout SECONDS]`: one concrete execution (CLI.md).
#include "interp/interpreter.h"
#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

namespace hyexec::cli {

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CommandError{"cannot read " + path};
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

interp::TraceLevel trace_level(const std::string& s) {
  if (s == "none" || s.empty()) return interp::TraceLevel::None;
  if (s == "lines") return interp::TraceLevel::Lines;
  if (s == "blocks") return interp::TraceLevel::Blocks;
  if (s == "full") return interp::TraceLevel::Full;
  throw CommandError{"unknown --trace " + s + " (none, lines, blocks or full)"};
}

double number_option(const Options& o, const std::string& name) {
  if (!o.values.count(name)) return 0;
  try {
    size_t used;
    double v = std::stod(o.value(name), &used);
    if (used != o.value(name).size() || v < 0) throw std::invalid_argument("bad");
    return v;
  } catch (const std::exception&) {
    throw CommandError{"--" + name + " takes a non-negative number"};
  }
}

} // namespace

int cmd_run(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{"usage: hyexec run FILE [--stdin PATH] [--json] [--trace LEVEL]"};
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options;
  if (o.values.count("stdin")) options.stdin_data = read_file(o.value("stdin"));
  options.max_steps = static_cast<int64_t>(number_option(o, "max-steps"));
  options.timeout_seconds = number_option(o, "timeout");
  options.trace = trace_level(o.value("trace"));
  interp::RunResult r = interp::run_program(*lp.module, *lp.program, options);

  if (!o.flag("json")) {
    std::cout << r.stdout_text << std::flush;
    if (r.error && r.status == "error")
      std::cerr << r.error->traceback;
    else if (r.status == "unsupported")
      std::cerr << "hyexec: unsupported: " << r.error->message << " (line " << r.error->line
                << ")\n";
    else if (r.status != "ok")
      std::cerr << "hyexec: stopped: " << r.status << "\n";
    std::cerr << r.stderr_text;
    return 0;
  }
  nlohmann::ordered_json j;
  j["status"] = r.status;
  if (r.error) {
    j["error"] = {
        {"type", r.error->type},
        {"message", r.error->message},
        {"line", r.error->line ? nlohmann::ordered_json(r.error->line) : nlohmann::ordered_json()},
        {"block",
         r.error->block ? nlohmann::ordered_json(r.error->block) : nlohmann::ordered_json()},
        {"certain", r.error->certain}};
  } else {
    j["error"] = nullptr;
  }
  j["stdout"] = r.stdout_text;
  j["exit_code"] = r.exit_code;
  nlohmann::ordered_json lines = nlohmann::ordered_json::array();
  for (uint32_t line : r.lines)
    if (std::binary_search(lp.program->statement_lines.begin(), lp.program->statement_lines.end(),
                           line))
      lines.push_back(line);
  j["lines"] = lines;
  j["steps"] = r.steps;
  j["oracle_calls"] = 0;
  if (options.trace == interp::TraceLevel::Blocks || options.trace == interp::TraceLevel::Full) {
    nlohmann::ordered_json trace = nlohmann::ordered_json::array();
    for (const auto& t : r.trace) {
      nlohmann::ordered_json state = nlohmann::ordered_json::object();
      for (const auto& [name, value] : t.state) state[name] = value;
      trace.push_back({{"block", t.block}, {"lines", t.lines}, {"state", state}});
    }
    j["trace"] = trace;
  }
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

} // namespace hyexec::cli
