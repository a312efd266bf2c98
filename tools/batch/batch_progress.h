#pragma once
/// \file
/// What `hyexec batch` tells a person on stderr while it works: a progress
/// bar on a terminal (done/total, rate, ETA, failures so far), a plain line
/// every few seconds otherwise (a log file, a cluster's job output), and a
/// summary at the end (jobs by status, the slowest ones).

#include <chrono>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::batch {

class Progress {
public:
  /// `total`: the jobs this run will do; `skipped`: those already done.
  Progress(size_t total, size_t skipped, bool terminal);
  void finished(const std::string& id, const std::string& status, double seconds);
  /// Redraws the bar, or prints a line when one is due.
  void tick();
  /// The summary, after the last job.
  void summary(const std::string& out_path);

private:
  std::string state_line() const;
  size_t total_, skipped_, done_ = 0, failed_ = 0;
  bool terminal_;
  std::chrono::steady_clock::time_point start_, last_line_;
  std::map<std::string, size_t> by_status_;
  std::vector<std::pair<double, std::string>> slowest_; ///< seconds, id; at most 5
};

} // namespace hyexec::batch
