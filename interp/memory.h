#pragma once
/// \file
/// The memory cap of a run: every C++ and GMP allocation of the process is
/// counted; past the cap a C++ allocation throws std::bad_alloc (turned into
/// MemoryError where the program's code runs) and a GMP allocation marks a
/// MemoryError for the next step, since GMP cannot unwind.

#include <atomic>
#include <cstddef>

namespace hyexec::interp::memory {

/// Caps the bytes live at once; 0 removes the cap.
void set_cap(size_t bytes);
size_t live_bytes();
/// Adds the pool blocks this thread took and gave back since it last did
/// to live_bytes() (small_blocks.h: as the thread ends).
void settle_thread_bytes();
/// The highest live_bytes() since the last reset_peak().
size_t peak_bytes();
void reset_peak();
/// Set by a GMP allocation past the cap.
extern std::atomic<bool> gmp_past_cap;
/// True once after a GMP allocation went past the cap (the flag is
/// cleared). Inline: it is asked at every step (Machine::tick).
inline bool take_pending() {
  // Read first: an exchange is a locked write.
  return gmp_past_cap.load(std::memory_order_relaxed) &&
         gmp_past_cap.exchange(false, std::memory_order_relaxed);
}

/// While one exists, the cap is lifted: room to build and report the MemoryError.
class Uncapped {
public:
  Uncapped();
  ~Uncapped();
  Uncapped(const Uncapped&) = delete;
  Uncapped& operator=(const Uncapped&) = delete;
};

/// Routes GMP's allocations through the counter (once per process).
void count_gmp_allocations();

} // namespace hyexec::interp::memory
