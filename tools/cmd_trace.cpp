// `hyexec trace FILE [--stdin PATH] [--json] [--html OUT] [--max-steps N]`:
// a line-by-line trace for reading and teaching. A step per executed line
// (and per return and raised exception, as CPython's sys.settrace), each with
// the frames, the heap objects they reach and the output after it.
#include "teach/trace_json.h"
#include "teach/trace_page.h"
#include "tools/cli.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <fstream>
#include <iostream>

namespace hyexec::cli {

namespace {

constexpr size_t kDefaultMaxSteps = 2000;

std::string outcome(const interp::RunResult& r) {
  if (r.status == "error" && r.error)
    return "error " + r.error->type + (r.error->message.empty() ? "" : ": " + r.error->message) +
           (r.error->line ? " (line " + std::to_string(r.error->line) + ")" : "");
  if (r.status == "unsupported" && r.error) return "unsupported: " + r.error->message;
  return r.status + (r.exit_code ? " (exit code " + std::to_string(r.exit_code) + ")" : "");
}

std::string trimmed_line(const ast::Module& m, uint32_t line) {
  std::string_view s = m.line_text(line);
  size_t b = s.find_first_not_of(" \t");
  return b == std::string_view::npos ? "" : std::string(s.substr(b));
}

/// The text report: each step's line, then the top frame's variables that
/// changed, the exception or returned value, and what the step printed.
void print_text(const ast::Module& m, const interp::RunResult& r) {
  const interp::LineTrace& t = r.line_trace;
  std::vector<std::pair<std::string, std::string>> shown; // the top frame's last shown locals
  std::string shown_frame;
  size_t n = 0;
  for (const interp::LineStep& s : t.steps) {
    ++n;
    size_t depth = s.state.frames.empty() ? 0 : s.state.frames.size() - 1;
    std::string pad(2 * depth, ' ');
    if (s.event == interp::LineStep::Event::Line)
      std::cout << "[" << n << "] " << s.function << " " << s.line << " | "
                << trimmed_line(m, s.line) << "\n";
    else if (s.event == interp::LineStep::Event::Return)
      std::cout << "[" << n << "] " << s.function << " returns " << s.detail << "\n";
    else
      std::cout << "[" << n << "] " << s.function << " " << s.line << " raises " << s.detail
                << "\n";
    if (!s.state.frames.empty()) {
      const interp::TraceFrame& top = s.state.frames.back();
      std::string key = top.function + "#" + std::to_string(s.state.frames.size());
      std::string changed;
      for (const auto& [name, v] : top.locals) {
        bool same = false;
        if (key == shown_frame)
          for (const auto& [pn, pv] : shown)
            if (pn == name) same = pv == v.repr;
        if (!same) changed += (changed.empty() ? "" : ", ") + name + " = " + v.repr;
      }
      if (!changed.empty()) std::cout << "      " << top.function << ": " << changed << "\n";
      shown.clear();
      for (const auto& [name, v] : top.locals) shown.emplace_back(name, v.repr);
      shown_frame = key;
    }
    if (!s.state.printed.empty())
      std::cout << "      printed: " << nlohmann::json(s.state.printed).dump() << "\n";
  }
  if (t.truncated)
    std::cout << "-- the trace stops at step " << t.steps.size() << " of " << t.total
              << " (--max-steps); the run went on --\n";
  std::cout << "-- output --\n" << r.stdout_text;
  if (!r.stdout_text.empty() && r.stdout_text.back() != '\n') std::cout << "\n";
  std::cout << "-- result: " << outcome(r) << " after " << t.total << " steps\n";
}

nlohmann::ordered_json to_json(const std::string& file, const interp::RunResult& r,
                               size_t max_steps) {
  nlohmann::ordered_json j;
  j["file"] = file;
  j["status"] = r.status;
  j["error"] = error_json(r); // as `run --json` writes it, provenance included
  j["stdout"] = r.stdout_text;
  j["values"] = values_json(r);
  j["total_steps"] = r.line_trace.total;
  j["truncated"] = r.line_trace.truncated;
  j["max_steps"] = max_steps;
  j["steps"] = teach::steps_json(r.line_trace);
  return j;
}

} // namespace

int cmd_trace(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{
        "usage: hyexec trace FILE [--stdin PATH] [--json] [--html OUT] [--max-steps N]"};
  if (o.values.count("run"))
    throw CommandError{"trace --run: unsupported (stepping through one of cover's runs is not "
                       "implemented; give its stdin with --stdin)"};
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options = run_options(o, *lp.program);
  // --max-steps caps the steps recorded, not the run: the output and the
  // result are the whole run's.
  options.max_steps = 0;
  size_t max_steps = o.values.count("max-steps")
                         ? static_cast<size_t>(std::stod(o.value("max-steps")))
                         : kDefaultMaxSteps;
  if (max_steps == 0) throw CommandError{"--max-steps takes a positive number of steps"};
  options.line_steps = max_steps;
  // The run `run` makes: the same oracle by default (stripped imports,
  // known packages not installed here).
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  interp::RunResult r = interp::run_program(*lp.module, *lp.program, options);
  nlohmann::ordered_json j = to_json(o.files[0], r, max_steps);
  if (o.values.count("html")) {
    std::ofstream out(o.value("html"), std::ios::binary);
    if (!out) throw CommandError{"cannot write " + o.value("html")};
    out << teach::trace_page(*lp.module, *lp.program, {o.files[0], options.stdin_data, j});
  }
  if (o.flag("json"))
    std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  else if (!o.values.count("html")) {
    print_text(*lp.module, r);
    std::cerr << guessed_values_note(r);
  }
  return o.flag("json") ? 0 : python_exit_status(r);
}

} // namespace hyexec::cli
