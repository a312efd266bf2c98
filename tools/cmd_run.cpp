// `hyexec run FILE [--stdin PATH|-] [--json] [--trace none|lines|blocks|full]
//  [--max-steps N] [--timeout SECONDS] [--max-memory MB] [--entry F --args
//  JSON]`: one concrete execution (CLI.md). Without --json it behaves as
//  `python3 FILE`: the output, the traceback, python3's exit status.
#include "interp/interpreter.h"
#include "interp/output_sink.h"
#include "interp/trace_sink.h"
#include "oracle/usage.h"
#include "tools/cli.h"
#include "tools/json_text.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>

#include <unistd.h>

namespace hyexec::cli {

namespace {

/// `f(n=3, s='bo')`: the entry's call as made.
std::string entry_call_text(const std::string& entry, const interp::RunResult& r) {
  std::string s = entry + "(";
  for (size_t i = 0; i < r.entry_args.size(); ++i)
    s += (i ? ", " : "") + r.entry_args[i].first + "=" + r.entry_args[i].second;
  return s + ")";
}

/// The entry's arguments the user did not give, which the oracle supplied:
/// said, so a result never rests on an invented value unknowingly.
std::string supplied_arguments_note(const interp::RunResult& r) {
  std::string out;
  for (const interp::OracleRecord& v : r.oracle_values)
    if (v.argument && !v.expr.empty())
      out += "hyexec: argument " + v.key + " was not given; the oracle supplied " + v.key + " = " +
             v.expr + "\n";
  return out;
}

/// After a NameError of a name FILE never binds, under `run`'s cautious
/// default oracle (or none): where a stand-in would come from.
std::string never_defined_hint(const Options& o, const ast::Module& module,
                               const interp::RunResult& r) {
  if (r.error->type != "NameError" || (o.values.count("oracle") && o.value("oracle") != "none"))
    return "";
  const std::string& m = r.error->message; // name 'df' is not defined
  size_t b = m.find('\''), e = b == std::string::npos ? b : m.find('\'', b + 1);
  if (e == std::string::npos) return "";
  std::string name = m.substr(b + 1, e - b - 1);
  oracle::UsageMap usage = oracle::UsageMap::analyse(module);
  const std::vector<std::string>& undefined = usage.undefined_names();
  if (std::find(undefined.begin(), undefined.end(), name) == undefined.end()) return "";
  return "hyexec: '" + name + "' is never defined here; --oracle offline supplies a stand-in\n";
}

/// `run --json`'s trace, written as the run records it: each block entry's
/// JSON goes to a buffer, spilled to a temporary file past 1 MB, and is
/// copied after the result's other keys at the end. Holding the entries
/// instead took a traced run's memory up to the trace budget.
class TraceJsonStream {
public:
  ~TraceJsonStream() {
    if (spill_) std::fclose(spill_);
  }

  void add(const interp::BlockTrace& t) {
    if (t.event != interp::BlockTrace::Event::Block) return;
    buf_ += first_ ? "{\"block\":" : ",{\"block\":";
    first_ = false;
    buf_ += std::to_string(t.block);
    buf_ += ",\"lines\":";
    append_json_lines(buf_, t.lines ? *t.lines : std::vector<uint32_t>{});
    buf_ += ",\"state\":{";
    for (size_t i = 0; i < t.state.size(); ++i) {
      if (i) buf_ += ',';
      append_json_string(buf_, t.state[i].first);
      buf_ += ':';
      append_json_string(buf_, t.state[i].second);
    }
    buf_ += "}}";
    if (buf_.size() > (1u << 20)) spill();
  }

  /// Writes the entries recorded so far to `out`.
  void copy_to(std::ostream& out) {
    if (spill_) {
      std::fflush(spill_);
      std::rewind(spill_);
      std::vector<char> chunk(1u << 20);
      for (size_t left = spilled_; left;) {
        size_t n = std::fread(chunk.data(), 1, std::min(left, chunk.size()), spill_);
        if (!n) break;
        out.write(chunk.data(), static_cast<std::streamsize>(n));
        left -= n;
      }
    }
    out.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
  }

private:
  /// Called on the run's thread: a file that cannot be written leaves the
  /// rest of the trace in memory (as before streaming) rather than failing.
  void spill() {
    if (!spill_ && !unwritable_) spill_ = std::tmpfile();
    if (!spill_ || unwritable_) return;
    if (std::fwrite(buf_.data(), 1, buf_.size(), spill_) != buf_.size()) {
      unwritable_ = true;
      return;
    }
    spilled_ += buf_.size();
    buf_.clear();
  }

  std::string buf_;
  std::FILE* spill_ = nullptr;
  size_t spilled_ = 0;      ///< the bytes of spill_ written whole
  bool unwritable_ = false; ///< a write failed: later entries stay in buf_
  bool first_ = true;
};

/// The program's writes as they happen, and how much of each stream went out.
class LiveOutput {
public:
  void write(interp::OutputStream s, const std::string& text) {
    if (s == interp::OutputStream::Stdout) {
      std::cout << text;
      if (stdout_tty_) std::cout.flush();
      stdout_written_ += text.size();
    } else {
      std::cerr << text;
      stderr_written_ += text.size();
    }
  }

  /// What of `all` (the run's whole text of stream `s`) was not written.
  std::string unwritten(const std::string& all, interp::OutputStream s) const {
    size_t done = s == interp::OutputStream::Stdout ? stdout_written_ : stderr_written_;
    return all.size() > done ? all.substr(done) : std::string();
  }

private:
  bool stdout_tty_ = isatty(STDOUT_FILENO);
  size_t stdout_written_ = 0, stderr_written_ = 0;
};

} // namespace

int cmd_run(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{"usage: hyexec run FILE [--stdin PATH] [--json] [--trace LEVEL]"};
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options = run_options(o, *lp.program);
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  bool traced =
      options.trace == interp::TraceLevel::Blocks || options.trace == interp::TraceLevel::Full;
  TraceJsonStream trace_json;
  std::optional<interp::TraceSinkScope> streaming;
  if (traced && o.flag("json"))
    streaming.emplace([&trace_json](const interp::BlockTrace& t) { trace_json.add(t); });
  // Left to the end of the process on purpose: the command exits right after
  // printing, and freeing a trace of millions of entries one by one would
  // take longer than recording it did.
  // Without --json the program's output is written as it runs, as python3
  // writes it: stdout buffered unless it is a terminal, stderr at once.
  LiveOutput live;
  std::optional<interp::OutputSinkScope> live_scope;
  if (!o.flag("json"))
    live_scope.emplace(
        [&live](interp::OutputStream s, const std::string& text) { live.write(s, text); });
  interp::RunResult& r =
      *new interp::RunResult(interp::run_program(*lp.module, *lp.program, options));
  streaming.reset();
  live_scope.reset();

  if (!o.flag("json")) {
    // What was not written live (a SystemExit message), then the traceback.
    std::cout << live.unwritten(r.stdout_text, interp::OutputStream::Stdout) << std::flush;
    std::cerr << live.unwritten(r.stderr_text, interp::OutputStream::Stderr)
              << supplied_arguments_note(r);
    if (r.error && r.status == "error")
      std::cerr << r.error->traceback << never_defined_hint(o, *lp.module, r);
    else if (r.status == "unsupported")
      std::cerr << "hyexec: unsupported: " << r.error->message << " (line " << r.error->line
                << ")\n";
    else if (r.status != "ok")
      std::cerr << "hyexec: stopped: " << r.status << "\n";
    if (!options.entry.empty() && r.return_repr)
      std::cerr << entry_call_text(options.entry, r) << " returned " << *r.return_repr << "\n";
    std::cerr << guessed_values_note(r);
    return python_exit_status(r);
  }
  nlohmann::ordered_json j;
  j["status"] = r.status;
  j["error"] = error_json(r);
  j["stdout"] = r.stdout_text;
  j["stderr"] = r.stderr_text;
  j["exit_code"] = r.exit_code;
  j["lines"] = lines_json(r, *lp.program);
  j["steps"] = r.steps;
  j["oracle_calls"] = r.oracle_calls;
  j["values"] = values_json(r);
  j["args"] = args_json(r);
  j["return"] = return_json(r);
  j["llm"] = llm_json(oracle.get());
  if (traced && r.trace_truncated) j["trace_truncated"] = true;
  std::string head = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (!traced) {
    std::cout << head << "\n";
    return 0;
  }
  head.pop_back();
  std::cout << head << ",\"trace\":[";
  trace_json.copy_to(std::cout);
  std::cout << "]}\n";
  return 0;
}

} // namespace hyexec::cli
