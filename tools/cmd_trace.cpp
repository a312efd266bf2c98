// `hyexec trace FILE [--stdin PATH] [--json] [--html OUT]`: a step trace for
// reading and teaching. Each executed block with the statements it ran and
// the variables it changed, calls nested by depth, exceptions and returns.
#include "tools/cli.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace hyexec::cli {

namespace {

using interp::BlockTrace;
using State = std::map<std::string, std::string>;

const std::vector<uint32_t>& lines_of(const BlockTrace& t) {
  static const std::vector<uint32_t> none;
  return t.lines ? *t.lines : none;
}

/// One step as shown: the trace entry and the variables it changed.
struct Step {
  const BlockTrace* t;
  std::vector<std::pair<std::string, std::string>> changed;
};

std::vector<Step> steps_of(const interp::RunResult& r) {
  std::map<uint64_t, State> last; // per activation: the state last shown
  std::vector<Step> out;
  for (const BlockTrace& t : r.trace) {
    Step s{&t, {}};
    if (t.event == BlockTrace::Event::Block) {
      State& before = last[t.frame];
      for (const auto& [name, value] : t.state) {
        auto it = before.find(name);
        if (it == before.end() || it->second != value) s.changed.emplace_back(name, value);
      }
      before = State(t.state.begin(), t.state.end());
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string trimmed_line(const ast::Module& m, uint32_t line) {
  std::string_view s = m.line_text(line);
  size_t b = s.find_first_not_of(" \t");
  return b == std::string_view::npos ? "" : std::string(s.substr(b));
}

std::string outcome(const interp::RunResult& r) {
  if (r.status == "error" && r.error)
    return "error " + r.error->type + (r.error->message.empty() ? "" : ": " + r.error->message) +
           (r.error->line ? " (line " + std::to_string(r.error->line) + ")" : "");
  if (r.status == "unsupported" && r.error) return "unsupported: " + r.error->message;
  return r.status + (r.exit_code ? " (exit code " + std::to_string(r.exit_code) + ")" : "");
}

void print_text(const ast::Module& m, const interp::RunResult& r, const std::vector<Step>& steps) {
  size_t n = 0;
  for (const Step& s : steps) {
    const BlockTrace& t = *s.t;
    std::string pad(2 * static_cast<size_t>(t.depth), ' ');
    if (t.event == BlockTrace::Event::Return) {
      std::cout << pad << "   <- " << t.function << " returns " << t.detail << "\n";
      continue;
    }
    if (t.event == BlockTrace::Event::Exception) {
      std::cout << pad << "   !! " << t.function << " block " << t.block << " raises " << t.detail
                << "\n";
      continue;
    }
    if (t.event == BlockTrace::Event::Enter) {
      std::cout << pad << "[" << ++n << "] " << t.function << " · block " << t.block << "\n";
      for (uint32_t line : lines_of(t))
        std::cout << pad << "  " << line << " | " << trimmed_line(m, line) << "\n";
      continue;
    }
    if (!s.changed.empty()) {
      std::cout << pad << "     ";
      for (size_t i = 0; i < s.changed.size(); ++i)
        std::cout << (i ? ", " : "") << s.changed[i].first << " = " << s.changed[i].second;
      std::cout << "\n";
    }
  }
  std::cout << "-- output --\n" << r.stdout_text;
  if (!r.stdout_text.empty() && r.stdout_text.back() != '\n') std::cout << "\n";
  if (r.trace_truncated)
    std::cout << "-- the trace stops here: it reached its memory budget; the run went on --\n";
  std::cout << "-- result: " << outcome(r) << " after " << r.steps << " steps\n";
}

const char* event_name(BlockTrace::Event e) {
  switch (e) {
  case BlockTrace::Event::Block: return "block";
  case BlockTrace::Event::Enter: return "enter";
  case BlockTrace::Event::Exception: return "exception";
  case BlockTrace::Event::Return: return "return";
  }
  return "block";
}

nlohmann::ordered_json to_json(const std::string& file, const interp::RunResult& r,
                               const std::vector<Step>& steps) {
  nlohmann::ordered_json j;
  j["file"] = file;
  j["status"] = r.status;
  j["error"] = error_json(r); // as `run --json` writes it, provenance included
  j["stdout"] = r.stdout_text;
  j["values"] = values_json(r);
  j["truncated"] = r.trace_truncated;
  j["steps"] = nlohmann::ordered_json::array();
  for (const Step& s : steps) {
    const BlockTrace& t = *s.t;
    nlohmann::ordered_json step;
    step["event"] = event_name(t.event);
    step["function"] = t.function;
    step["unit"] = t.unit;
    step["block"] = t.block;
    step["depth"] = t.depth;
    step["lines"] = lines_of(t);
    nlohmann::ordered_json changed = nlohmann::ordered_json::object();
    for (const auto& [name, value] : s.changed) changed[name] = value;
    step["changed"] = changed;
    step["detail"] = t.detail.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(t.detail);
    j["steps"].push_back(step);
  }
  return j;
}

std::string html_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '&': out += "&amp;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

/// A page with no external resources: the source with executed lines marked,
/// then the steps.
std::string to_html(const std::string& file, const ast::Module& m, const interp::RunResult& r,
                    const std::vector<Step>& steps) {
  std::ostringstream h;
  h << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>hyexec trace: "
    << html_escape(file) << "</title>\n<style>"
    << "body{font-family:sans-serif;margin:1.5em}pre,td.code{font-family:monospace}"
    << "table{border-collapse:collapse}td{padding:2px 8px;vertical-align:top}"
    << ".hit{background:#e6f4e6}.raise{color:#b00}.ret{color:#05a}.vars{color:#555}"
    << ".step{border-top:1px solid #ccc}</style></head><body>\n";
  h << "<h1>" << html_escape(file) << "</h1>\n<p>Result: " << html_escape(outcome(r)) << ", "
    << r.steps << " steps.</p>\n<h2>Source</h2>\n<table>\n";
  for (uint32_t line = 1; line < m.line_starts.size() + 1; ++line) {
    bool hit = r.lines.count(line) > 0;
    h << "<tr" << (hit ? " class=\"hit\"" : "") << "><td>" << line << "</td><td class=\"code\">"
      << html_escape(m.line_text(line)) << "</td></tr>\n";
  }
  h << "</table>\n<h2>Steps</h2>\n<table>\n";
  size_t n = 0;
  for (const Step& s : steps) {
    const BlockTrace& t = *s.t;
    std::string indent = "padding-left:" + std::to_string(t.depth * 2) + "em";
    if (t.event == BlockTrace::Event::Block) {
      if (s.changed.empty()) continue;
      h << "<tr><td></td><td style=\"" << indent << "\" class=\"vars\">";
      for (size_t i = 0; i < s.changed.size(); ++i)
        h << (i ? ", " : "") << html_escape(s.changed[i].first) << " = "
          << html_escape(s.changed[i].second);
      h << "</td></tr>\n";
      continue;
    }
    if (t.event != BlockTrace::Event::Enter) {
      bool ret = t.event == BlockTrace::Event::Return;
      h << "<tr><td></td><td style=\"" << indent << "\" class=\"" << (ret ? "ret" : "raise")
        << "\">" << html_escape(t.function) << (ret ? " returns " : " raises ")
        << html_escape(t.detail) << "</td></tr>\n";
      continue;
    }
    h << "<tr class=\"step\"><td>" << ++n << "</td><td style=\"" << indent << "\"><b>"
      << html_escape(t.function) << "</b> block " << t.block << "<pre>";
    for (uint32_t line : lines_of(t))
      h << line << " | " << html_escape(trimmed_line(m, line)) << "\n";
    h << "</pre></td></tr>\n";
  }
  h << "</table>\n<h2>Output</h2>\n<pre>" << html_escape(r.stdout_text)
    << "</pre>\n</body></html>\n";
  return h.str();
}

} // namespace

int cmd_trace(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{"usage: hyexec trace FILE [--stdin PATH] [--json] [--html OUT]"};
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options = run_options(o, *lp.program);
  // The run `run` makes: the same oracle by default (stripped imports,
  // known packages not installed here).
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  options.trace = interp::TraceLevel::Full;
  options.trace_events = true;
  interp::RunResult r = interp::run_program(*lp.module, *lp.program, options);
  std::vector<Step> steps = steps_of(r);
  if (o.values.count("html")) {
    std::ofstream out(o.value("html"), std::ios::binary);
    if (!out) throw CommandError{"cannot write " + o.value("html")};
    out << to_html(o.files[0], *lp.module, r, steps);
  }
  if (o.flag("json"))
    std::cout << to_json(o.files[0], r, steps)
                     .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
              << "\n";
  else if (!o.values.count("html")) {
    print_text(*lp.module, r, steps);
    std::cerr << guessed_values_note(r);
  }
  return o.flag("json") ? 0 : python_exit_status(r);
}

} // namespace hyexec::cli
