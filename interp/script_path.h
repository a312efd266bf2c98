#pragma once
/// \file
/// The path CPython gives the script it runs: since 3.9 `python3 prog.py`
/// makes `__main__.__file__` (and the module's code objects' co_filename)
/// absolute by joining the working directory and the path as written,
/// without normalising it (`python3 ./a/../prog.py` keeps the `..`).

#include <filesystem>
#include <string>
#include <system_error>

namespace hyexec::interp {

/// `path` made absolute as CPython makes the script's path; unchanged when
/// it already is, or when the working directory cannot be read.
inline std::string absolute_script_path(const std::string& path) {
  if (path.empty() || path.front() == '/' || path.front() == '<') return path;
  std::error_code ec;
  std::filesystem::path cwd = std::filesystem::current_path(ec);
  if (ec) return path;
  std::string dir = cwd.string();
  return dir == "/" ? "/" + path : dir + "/" + path;
}

} // namespace hyexec::interp
