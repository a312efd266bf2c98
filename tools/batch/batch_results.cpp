#include "tools/batch/batch_results.h"

#include "tools/cli.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace hyexec::batch {

using cli::CommandError;

ResultsFile::ResultsFile(const std::string& path) {
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) throw CommandError{"cannot write " + path + ": " + std::strerror(errno)};
  std::string text;
  char buf[1 << 16];
  for (ssize_t n; (n = ::pread(fd_, buf, sizeof buf, static_cast<off_t>(text.size()))) > 0;)
    text.append(buf, static_cast<size_t>(n));
  size_t whole = text.rfind('\n');
  whole = whole == std::string::npos ? 0 : whole + 1;
  if (whole < text.size() && ::ftruncate(fd_, static_cast<off_t>(whole)) != 0)
    throw CommandError{"cannot write " + path + ": " + std::strerror(errno)};
  for (size_t b = 0; b < whole;) {
    size_t e = text.find('\n', b);
    nlohmann::json j = nlohmann::json::parse(text.substr(b, e - b), nullptr, false);
    if (j.is_object() && j.contains("id") && j["id"].is_string())
      done_.insert(j["id"].get<std::string>());
    b = e + 1;
  }
}

ResultsFile::~ResultsFile() {
  if (fd_ >= 0) ::close(fd_);
}

void ResultsFile::append(const nlohmann::ordered_json& line) {
  std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  // One write: with O_APPEND the line lands whole, and after the call it is
  // the kernel's, so a killed batch never loses a finished job.
  for (size_t off = 0; off < text.size();) {
    ssize_t n = ::write(fd_, text.data() + off, text.size() - off);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw CommandError{std::string("cannot append a result: ") + std::strerror(errno)};
    off += static_cast<size_t>(n);
  }
  done_.insert(line.value("id", ""));
}

} // namespace hyexec::batch
