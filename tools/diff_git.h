#pragma once
/// \file
/// `hyexec diff --git REV [FILE]`: the old version read from git
/// (`git show REV:FILE`), the new one the work tree's.

#include "tools/diff_run.h"

#include <string>

namespace hyexec::cli {

/// FILE at REV against FILE in the work tree (a whole program, or with
/// `--entry` a function).
int diff_git_file(const Options& o, const std::string& rev, const std::string& file,
                  const DiffSettings& settings);

/// Every Python file changed since REV, and in each the functions whose text
/// changed, with a verdict per function (module-level code as `<module>`).
int diff_git_changes(const Options& o, const std::string& rev, const DiffSettings& settings);

} // namespace hyexec::cli
