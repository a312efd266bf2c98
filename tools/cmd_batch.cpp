// `hyexec batch (FILE|DIR|JOBS.jsonl)... --out RESULTS.jsonl [--jobs N]
//  [--shard K/N] [--timeout S] [--max-memory MB]` (CLI.md): many jobs in
//  worker processes, one result line each, resumable. The parts are in
//  tools/batch/: the job list, the results file, the pool, the progress.
#include "tools/batch/batch_jobs.h"
#include "tools/batch/batch_pool.h"
#include "tools/batch/batch_progress.h"
#include "tools/batch/batch_results.h"
#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <cmath>
#include <iostream>
#include <new>

namespace hyexec::cli {

namespace {

/// Without --timeout a job is still ended after this long: a hang never
/// holds the batch.
constexpr double kDefaultJobSeconds = 120;
/// The address space a job may take beyond its --max-memory (the binary,
/// the parser, what the interpreter does not count).
constexpr size_t kMemoryHeadroomMb = 1024;

/// A job's command, run in the worker process as `hyexec ARGV...` would.
int run_job(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  try {
    return dispatch(parse_options(static_cast<int>(argv.size()), args.data()));
  } catch (const CommandError& e) {
    std::cerr << "hyexec: " << e.message << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    throw; // the pool reports it as `memory`
  } catch (const std::exception& e) {
    std::cerr << "hyexec: internal error: " << e.what() << "\n";
    return 1;
  }
}

/// `v` to `per` parts of one (1000: milliseconds), printed short.
double rounded(double v, double per) {
  return std::round(v * per) / per;
}

/// The result line of a finished job (CLI.md): the command's --json object,
/// or null with the one-line error the command gave.
nlohmann::ordered_json result_line(const batch::Job& job, const batch::JobOutcome& o) {
  nlohmann::ordered_json line;
  line["id"] = job.id;
  line["command"] = job.command;
  line["status"] = o.status;
  line["seconds"] = rounded(o.seconds, 1000);
  line["peak_mb"] = rounded(o.peak_mb, 10);
  nlohmann::ordered_json result = nlohmann::ordered_json::parse(o.stdout_text, nullptr, false);
  line["result"] = o.status == "done" && result.is_object() ? result : nlohmann::ordered_json();
  std::string error;
  if (line["result"].is_null()) {
    std::string err = o.stderr_text;
    while (!err.empty() && err.back() == '\n') err.pop_back();
    error = err.substr(err.rfind('\n') == std::string::npos ? 0 : err.rfind('\n') + 1);
    if (error.rfind("hyexec: ", 0) == 0) error = error.substr(8);
    if (error.empty() && o.status == "timeout") error = "killed after the job's time limit";
  }
  line["error"] = error.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(error);
  return line;
}

size_t count_option(const Options& o, const std::string& name, size_t fallback) {
  if (!o.values.count(name)) return fallback;
  try {
    size_t used = 0;
    long v = std::stol(o.value(name), &used);
    if (used == o.value(name).size() && v > 0) return static_cast<size_t>(v);
  } catch (const std::exception&) {
  }
  throw CommandError{"--" + name + " takes a positive whole number"};
}

double seconds_option(const Options& o, const std::string& name) {
  try {
    size_t used = 0;
    double v = std::stod(o.value(name), &used);
    if (used == o.value(name).size() && v > 0) return v;
  } catch (const std::exception&) {
  }
  throw CommandError{"--" + name + " takes a positive number"};
}

} // namespace

int cmd_batch(const Options& o) {
  if (o.files.empty() || !o.values.count("out"))
    throw CommandError{"usage: hyexec batch (FILE|DIR|JOBS.jsonl)... --out RESULTS.jsonl "
                       "[--jobs N] [--shard K/N] [--timeout S] [--max-memory MB]"};
  std::vector<batch::Job> all = batch::collect_jobs(o.files, o.value("command", "run"));
  batch::Shard shard = batch::parse_shard(o.value("shard", "0/1"));
  std::vector<batch::Job> mine = batch::shard_of(std::move(all), shard);

  batch::PoolOptions pool;
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  pool.workers = count_option(o, "jobs", cores > 0 ? static_cast<size_t>(cores) : 1);
  pool.kill_after_seconds = kDefaultJobSeconds;
  if (o.values.count("timeout")) {
    double t = seconds_option(o, "timeout");
    // The command stops itself at --timeout; the kill is for what cannot.
    pool.kill_after_seconds = t * 1.25 + 2;
    pool.pass_down = {"--timeout", o.value("timeout")};
  }
  size_t memory_mb = 2048;
  if (o.values.count("max-memory")) {
    memory_mb = count_option(o, "max-memory", 0);
    pool.pass_down.insert(pool.pass_down.end(), {"--max-memory", o.value("max-memory")});
  }
#if !defined(__SANITIZE_ADDRESS__)
  pool.memory_limit_mb = memory_mb + kMemoryHeadroomMb;
#endif
  for (const char* name : {"max-steps", "oracle"})
    if (o.values.count(name))
      pool.pass_down.insert(pool.pass_down.end(), {std::string("--") + name, o.value(name)});

  batch::ResultsFile results(o.value("out"));
  std::vector<batch::Job> todo;
  for (batch::Job& j : mine)
    if (!results.done().count(j.id)) todo.push_back(std::move(j));
  size_t skipped = mine.size() - todo.size();
  batch::Progress progress(todo.size(), skipped, isatty(STDERR_FILENO));
  batch::run_pool(
      todo, pool, run_job,
      [&](const batch::Job& job, batch::JobOutcome outcome) {
        results.append(result_line(job, outcome));
        progress.finished(job.id, outcome.status, outcome.seconds);
      },
      [&] { progress.tick(); });
  progress.summary(o.value("out"));
  return 0;
}

} // namespace hyexec::cli
