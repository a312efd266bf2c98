#pragma once
/// \file
/// Runs `hyexec batch`'s jobs in worker processes, each job in a process of
/// its own forked from the batch (no exec: the binary is already loaded), so
/// that a crash, a hang or a memory blow-up ends that job alone with a status.

#include "tools/batch/batch_jobs.h"

#include <functional>
#include <string>
#include <vector>

namespace hyexec::batch {

struct PoolOptions {
  size_t workers = 1;
  double kill_after_seconds = 0; ///< a job still running then is killed: `timeout`
  size_t memory_limit_mb = 0;    ///< the address-space limit of a job's process; 0: none
  /// Options every job's command line gets before the job's own `args`.
  std::vector<std::string> pass_down;
};

struct JobOutcome {
  std::string status; ///< done | crashed | timeout | memory
  double seconds = 0;
  double peak_mb = 0;
  int exit_code = 0; ///< the command's exit status when it ended by itself
  std::string stdout_text, stderr_text;
};

/// Runs the command of one job in this process, as `hyexec COMMAND FILE...
/// --json ...` would; returns its exit status. What the pool's children call.
using JobRunner = std::function<int(const std::vector<std::string>& argv)>;

/// Runs every job of `jobs`, at most `workers` at once; `on_done` is called
/// in the batch process as each finishes, `on_tick` about five times a second.
void run_pool(const std::vector<Job>& jobs, const PoolOptions& options, const JobRunner& runner,
              const std::function<void(const Job&, JobOutcome)>& on_done,
              const std::function<void()>& on_tick);

/// The command line of `job` (after `hyexec`).
std::vector<std::string> job_argv(const Job& job, const PoolOptions& options,
                                  const std::string& stdin_path);

} // namespace hyexec::batch
