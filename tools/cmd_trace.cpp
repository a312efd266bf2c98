// `hyexec trace FILE [--stdin PATH] [--json] [--html OUT] [--max-steps N]
// [--run COVER_REPORT.json:N]`:
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

/// `trace --json`'s object but its steps (the page takes them from the trace itself).
nlohmann::ordered_json result_json(const std::string& file, const interp::RunResult& r,
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
  return j;
}

/// A run of `cover --json`'s report (`--run REPORT:N`, N from 1): the
/// options that give its inputs (entry, arguments, oracle values) and its stdin.
struct CoverRun {
  Options options;
  std::string stdin_text;
};

CoverRun cover_run(Options o) {
  std::string spec = o.value("run");
  size_t colon = spec.rfind(':');
  size_t n = 0;
  if (colon != std::string::npos && colon + 1 < spec.size() &&
      spec.find_first_not_of("0123456789", colon + 1) == std::string::npos &&
      spec.size() - colon < 9)
    n = std::stoul(spec.substr(colon + 1));
  if (!n) throw CommandError{"--run takes REPORT.json:N (cover --json's report, run N from 1)"};
  std::string path = spec.substr(0, colon);
  nlohmann::json report = nlohmann::json::parse(read_file(path), nullptr, false);
  if (!report.is_object() || !report.contains("runs") || !report["runs"].is_array())
    throw CommandError{"--run: " + path + " is not cover --json's report"};
  if (n > report["runs"].size())
    throw CommandError{"--run: " + path + " has " + std::to_string(report["runs"].size()) +
                       " runs"};
  const nlohmann::json& in = report["runs"][n - 1]["inputs"];
  if (!in.is_object()) throw CommandError{"--run: run " + std::to_string(n) + " has no inputs"};
  if (in.contains("entry") && in["entry"].is_string()) o.values["entry"] = in["entry"];
  if (in.contains("args") && in["args"].is_object() && !in["args"].empty())
    o.values["args"] = in["args"].dump();
  if (in.contains("values") && in["values"].is_object() && !in["values"].empty())
    o.values["values"] = in["values"].dump();
  o.values.erase("stdin");
  std::string stdin_text =
      in.contains("stdin") && in["stdin"].is_string() ? in["stdin"].get<std::string>() : "";
  return {std::move(o), std::move(stdin_text)};
}

size_t max_steps_option(const Options& o) {
  if (!o.values.count("max-steps")) return kDefaultMaxSteps;
  const std::string& v = o.value("max-steps");
  if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos ||
      std::stoul(v) == 0)
    throw CommandError{"--max-steps takes a positive number of steps"};
  return std::stoul(v);
}

} // namespace

int cmd_trace(const Options& given) {
  if (given.files.size() != 1)
    throw CommandError{"usage: hyexec trace FILE [--stdin PATH] [--json] [--html OUT] "
                       "[--max-steps N] [--run COVER_REPORT.json:N]"};
  CoverRun run = given.values.count("run") ? cover_run(given) : CoverRun{given, ""};
  const Options& o = run.options;
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options = run_options(o, *lp.program);
  if (given.values.count("run")) {
    options.stdin_data = run.stdin_text; // all of the cover run's stdin
    options.stdin_source = nullptr;
  } else if (o.values.count("html")) {
    // The page shows the whole stdin: read it before the run.
    while (options.stdin_source && options.stdin_source(&options.stdin_data)) {
    }
    options.stdin_source = nullptr;
  }
  // --max-steps caps the steps recorded, not the run: the output and the
  // result are the whole run's.
  options.max_steps = 0;
  size_t max_steps = max_steps_option(o);
  options.line_steps = max_steps;
  // The run `run` makes: the same oracle by default (stripped imports,
  // known packages not installed here).
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  interp::RunResult r = interp::run_program(*lp.module, *lp.program, options);
  nlohmann::ordered_json j = result_json(o.files[0], r, max_steps);
  if (o.values.count("html")) {
    std::ofstream out(o.value("html"), std::ios::binary);
    if (!out) throw CommandError{"cannot write " + o.value("html")};
    out << teach::trace_page(*lp.module, *lp.program,
                             {o.files[0], options.stdin_data, j, r.line_trace});
  }
  if (o.flag("json")) {
    j["steps"] = teach::steps_json(r.line_trace);
    std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else if (!o.values.count("html")) {
    print_text(*lp.module, r);
    std::cerr << guessed_values_note(r);
  }
  return o.flag("json") ? 0 : python_exit_status(r);
}

} // namespace hyexec::cli
