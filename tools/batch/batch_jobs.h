#pragma once
/// \file
/// The job list of `hyexec batch` (CLI.md): files and folders become `run`
/// jobs named by their path; a JSONL file holds one job per line. The list's
/// order is fixed by its inputs alone (folders listed sorted), so that
/// `--shard K/N` on N machines splits the same list the same way.

#include <optional>
#include <string>
#include <vector>

namespace hyexec::batch {

struct Job {
  std::string id;
  size_t index = 0;            ///< the job's place in the whole list (before --shard)
  std::string command = "run"; ///< run | cover | orca | diff | trace
  std::vector<std::string> files;
  std::optional<std::string> stdin_text; ///< the program's stdin; none: empty
  std::vector<std::string> args;         ///< further command-line arguments
};

/// The jobs of `inputs` in order; `default_command` for jobs made from files.
/// A bad JSONL line or a missing input is a CommandError.
std::vector<Job> collect_jobs(const std::vector<std::string>& inputs,
                              const std::string& default_command);

/// `K/N`: the jobs whose index modulo N is K.
struct Shard {
  size_t k = 0, n = 1;
};
/// Reads `K/N` (0 <= K < N); a CommandError otherwise.
Shard parse_shard(const std::string& text);
std::vector<Job> shard_of(std::vector<Job> jobs, Shard shard);

} // namespace hyexec::batch
