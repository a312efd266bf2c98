#pragma once
/// \file
/// Where `SystemExit` ended a run (CLI.md: a cover run's `exit_line`), kept
/// beside RunResult rather than in it: run_program records it for the
/// thread that called it.

#include <cstdint>

namespace hyexec::interp {

/// The line of FILE where SystemExit ended the run that run_program last
/// returned on this thread (found as an error's line is: the innermost
/// traceback entry in FILE); 0 when no SystemExit ended it.
uint32_t last_exit_line();

} // namespace hyexec::interp
