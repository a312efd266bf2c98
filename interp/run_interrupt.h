#pragma once
/// \file
/// How a run's time limit is kept even when a single step is long (a sort
/// with a key function, a count over megabytes, a huge power): run_program's
/// calling thread waits for the run until its deadline, then asks it to
/// stop; the interpreter answers at its next step or call. A run that does
/// not answer within a grace period (stuck in one native operation) is
/// abandoned: its thread is left to itself, and every later run_program in
/// the process returns `timeout` at once, since runs share the
/// interpreter's global state. A command that abandoned a run exits without
/// running destructors (run_abandoned()).

#include <atomic>

namespace hyexec::interp {

/// Set by run_program's calling thread when the current run's time is up.
extern std::atomic<bool> run_interrupt_requested;

/// Whether the current run was asked to stop (a relaxed load: cheap enough
/// for every step and call).
inline bool run_interrupted() {
  return run_interrupt_requested.load(std::memory_order_relaxed);
}

/// Throws LimitReached{"timeout"} when the current run was asked to stop.
void stop_if_interrupted();

/// How long a run asked to stop may take to answer before it is abandoned:
/// a step ends within microseconds, but a loaded machine may not schedule
/// the run's thread at once. A run may so end this long past its deadline.
constexpr double kRunGraceSeconds = 0.25;

/// Whether a run was abandoned in this process: no run can start again,
/// and the process must end with std::_Exit after its output is flushed.
bool run_abandoned();

} // namespace hyexec::interp
