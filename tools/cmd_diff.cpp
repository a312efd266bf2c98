// `hyexec diff OLD NEW` (CLI.md): did the edit change what the code does?
// OLD and NEW are two files (whole programs), or with `--entry F` or
// `OLD.py:F NEW.py:G` two versions of a function; `--git REV FILE` takes OLD
// from the revision REV, `--git REV` alone goes through every changed
// function (tools/diff_git.h). Exit status: 0 no difference found, 1
// hyexec failed, 3 a difference found.
#include "tools/diff_git.h"
#include "tools/diff_run.h"

#include <iostream>

namespace hyexec::cli {

namespace {

/// `path.py:FUNC` → (path.py, FUNC); a plain path has no function.
DiffSide side_of(const std::string& arg, const std::string& entry) {
  DiffSide s{arg, "", entry};
  size_t colon = arg.rfind(':');
  if (colon != std::string::npos && colon >= 3 && arg.compare(colon - 3, 3, ".py") == 0) {
    s.file = arg.substr(0, colon);
    s.entry = arg.substr(colon + 1);
    if (s.entry.empty()) throw CommandError{"diff: " + arg + ": no function after ':'"};
  }
  return s;
}

} // namespace

DiffSettings diff_settings(const Options& o) {
  DiffSettings s;
  if (o.values.count("compare") && !parse_compare_mode(o.value("compare"), &s.mode))
    throw CommandError{"--compare takes output, status, error-type, error or all"};
  if (o.values.count("rel-tol")) {
    try {
      size_t used;
      s.rel_tol = std::stod(o.value("rel-tol"), &used);
      if (used != o.value("rel-tol").size() || s.rel_tol < 0) throw std::invalid_argument("");
    } catch (const std::exception&) {
      throw CommandError{"--rel-tol takes a non-negative number"};
    }
  }
  if (o.values.count("timeout")) s.seconds = std::max(0.5, std::stod(o.value("timeout")));
  return s;
}

int report_diff(const Options& o, const DiffOutcome& d, const DiffSide& old_side,
                const DiffSide& new_side) {
  if (o.flag("json"))
    std::cout << diff_json(d).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
              << "\n";
  else
    print_diff(d, old_side, new_side);
  return d.differences.empty() ? 0 : 3;
}

int cmd_diff(const Options& o) {
  DiffSettings settings = diff_settings(o);
  if (o.values.count("git")) {
    if (o.files.empty()) return diff_git_changes(o, o.value("git"), settings);
    if (o.files.size() == 1) return diff_git_file(o, o.value("git"), o.files[0], settings);
    throw CommandError{"usage: hyexec diff --git REV [FILE]"};
  }
  if (o.files.size() != 2)
    throw CommandError{"usage: hyexec diff OLD NEW [--entry F | OLD.py:F NEW.py:G] [--json] "
                       "[--compare output|status|error-type|error|all] [--rel-tol X]"};
  DiffSide old_side = side_of(o.files[0], o.value("entry"));
  DiffSide new_side = side_of(o.files[1], o.value("entry"));
  if (old_side.entry.empty() != new_side.entry.empty())
    throw CommandError{"diff: give a function for both versions (OLD.py:F NEW.py:G) or neither"};
  LoadedProgram old_lp = load(old_side.file), new_lp = load(new_side.file);
  old_side.source = read_file(old_side.file);
  new_side.source = read_file(new_side.file);
  DiffOutcome d = compare_versions(o, old_lp, new_lp, old_side, new_side, settings);
  return report_diff(o, d, old_side, new_side);
}

} // namespace hyexec::cli
