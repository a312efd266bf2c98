#include "tools/batch/batch_progress.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace hyexec::batch {

namespace {

using Clock = std::chrono::steady_clock;

std::string duration_text(double s) {
  char buf[32];
  if (s < 60)
    std::snprintf(buf, sizeof buf, "%.0fs", s);
  else if (s < 3600)
    std::snprintf(buf, sizeof buf, "%dm%02ds", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
  else
    std::snprintf(buf, sizeof buf, "%dh%02dm", static_cast<int>(s) / 3600,
                  static_cast<int>(s) % 3600 / 60);
  return buf;
}

} // namespace

Progress::Progress(size_t total, size_t skipped, bool terminal)
    : total_(total), skipped_(skipped), terminal_(terminal), start_(Clock::now()),
      last_line_(start_) {}

void Progress::finished(const std::string& id, const std::string& status, double seconds) {
  ++done_;
  ++by_status_[status];
  if (status != "done") ++failed_;
  slowest_.emplace_back(seconds, id);
  std::sort(slowest_.begin(), slowest_.end(), std::greater<>());
  if (slowest_.size() > 5) slowest_.pop_back();
}

std::string Progress::state_line() const {
  double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
  double rate = elapsed > 0 ? static_cast<double>(done_) / elapsed : 0;
  char buf[160];
  std::snprintf(buf, sizeof buf, "%zu/%zu jobs, %.1f/s, ETA %s, %zu not done", done_, total_, rate,
                rate > 0 ? duration_text(static_cast<double>(total_ - done_) / rate).c_str() : "?",
                failed_);
  return buf;
}

void Progress::tick() {
  if (terminal_) {
    constexpr size_t width = 30;
    size_t filled = total_ ? done_ * width / total_ : width;
    std::cerr << "\r[" << std::string(filled, '#') << std::string(width - filled, ' ') << "] "
              << state_line() << "\x1b[K" << std::flush;
    return;
  }
  if (Clock::now() - last_line_ < std::chrono::seconds(10)) return;
  last_line_ = Clock::now();
  std::cerr << "hyexec batch: " << state_line() << "\n" << std::flush;
}

void Progress::summary(const std::string& out_path) {
  if (terminal_) std::cerr << "\r\x1b[K";
  double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
  std::cerr << "hyexec batch: " << done_ << " jobs in " << duration_text(elapsed);
  if (skipped_) std::cerr << " (" << skipped_ << " already in " << out_path << ", skipped)";
  std::cerr << ":";
  const char* sep = " ";
  for (const auto& [status, n] : by_status_) {
    std::cerr << sep << n << " " << status;
    sep = ", ";
  }
  if (by_status_.empty()) std::cerr << " nothing to do";
  std::cerr << "\n";
  if (!slowest_.empty() && done_ > 1) {
    std::cerr << "slowest:";
    for (const auto& [s, id] : slowest_) {
      char buf[32];
      std::snprintf(buf, sizeof buf, " (%.2fs)", s);
      std::cerr << " " << id << buf;
    }
    std::cerr << "\n";
  }
}

} // namespace hyexec::batch
