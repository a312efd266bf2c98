#pragma once
/// \file
/// The results file of `hyexec batch`: one JSON line per finished job,
/// appended with one write(2) each as jobs finish, so that a batch killed at
/// any moment (even `kill -9`) leaves every finished job's line whole, and a
/// rerun with the same `--out` skips the ids already there.

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace hyexec::batch {

class ResultsFile {
public:
  /// Opens (creating) `path` for appending; a line cut short by a crash of
  /// the machine is dropped first. CommandError when it cannot.
  explicit ResultsFile(const std::string& path);
  ~ResultsFile();
  ResultsFile(const ResultsFile&) = delete;
  ResultsFile& operator=(const ResultsFile&) = delete;

  /// The ids of the jobs already in the file.
  const std::set<std::string>& done() const { return done_; }
  /// Appends one result line (written through to the kernel at once).
  void append(const nlohmann::ordered_json& line);

private:
  int fd_ = -1;
  std::set<std::string> done_;
};

} // namespace hyexec::batch
