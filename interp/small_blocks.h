#pragma once
/// \file
/// The blocks of up to kMaxBytes behind operator new (memory.cpp): per-size
/// free lists of the thread, refilled from 64 KiB pages of 4 MiB chunks, as
/// CPython's pymalloc serves its small objects. glibc's malloc/free with the
/// cap's malloc_usable_size was a fifth of an allocation-heavy run's
/// instructions (callgrind on pyperformance's nqueens and fannkuch: every
/// int box, tuple, iterator and frame slot array goes through it); a block
/// here is a pop from a list, and a free a push, with no header per block:
/// a chunk's bit in a process-wide bitmap tells a pool block from a malloc
/// one, and the chunk's first bytes give each of its pages' block size.
/// A thread's lists go to the process as it ends, so that a later thread
/// (`batch` runs each program on one) reuses them. Under AddressSanitizer
/// nothing is pooled, so that a use after free is still caught.

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace hyexec::interp::small_blocks {

constexpr size_t kGrain = 16; ///< block sizes are multiples: alignof(max_align_t)
constexpr size_t kClasses = 32;
constexpr size_t kMaxBytes = kGrain * kClasses;
constexpr unsigned kChunkShift = 22; ///< 4 MiB chunks, aligned to their size
constexpr unsigned kPageShift = 16;  ///< 64 KiB pages, each of one block size

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kEnabled = false;
#else
constexpr bool kEnabled = true;
#endif

/// One bit per chunk of the 47-bit user address space: whether it is the pool's.
extern std::atomic<uint64_t> chunk_bits[(uint64_t{1} << (47 - kChunkShift)) / 64];

/// The thread's lists: trivially destructible and zero-initialised, so a
/// thread_local access is a plain %fs-relative load (no TLS wrapper call).
struct Cache {
  void* free[kClasses + 1]; ///< by class (bytes / kGrain), a list linked through word 0
  char* bump[kClasses + 1]; ///< the part of the class's current page never handed out
  char* bump_end[kClasses + 1];
  bool started; ///< the thread-exit hand-back is registered
  bool ended;   ///< it ran: this thread's blocks come from malloc from now on
};
inline thread_local Cache cache;

/// The class of a block of `n` bytes (1 for 0).
inline size_t class_of_size(size_t n) {
  return n ? (n + kGrain - 1) / kGrain : 1;
}

inline bool owns(const void* p) {
  auto a = reinterpret_cast<uintptr_t>(p);
  if (a >> 47) return false;
  uintptr_t chunk = a >> kChunkShift;
  return (chunk_bits[chunk / 64].load(std::memory_order_relaxed) >> (chunk % 64)) & 1;
}

/// The class of pool block `p`: its page's, in the chunk's header.
inline size_t class_of_block(const void* p) {
  auto a = reinterpret_cast<uintptr_t>(p);
  auto* header = reinterpret_cast<const uint8_t*>(a & ~((uintptr_t{1} << kChunkShift) - 1));
  return header[(a >> kPageShift) & ((1u << (kChunkShift - kPageShift)) - 1)];
}

/// A block of class `c` when the list is empty: from the current page, the
/// lists of ended threads, or a new page; null when none can be had (the
/// thread ended, or no chunk could be mapped): the caller uses malloc.
void* refill(size_t c);

/// A block of class `c`, or null (see refill).
inline void* take(size_t c) {
  if (void* p = cache.free[c]) {
    cache.free[c] = *static_cast<void**>(p);
    return p;
  }
  return refill(c);
}

/// Gives back pool block `p` of class `c`.
void give_after_end(void* p, size_t c);
inline void give(void* p, size_t c) {
  if (cache.ended) [[unlikely]]
    return give_after_end(p, c);
  *static_cast<void**>(p) = cache.free[c];
  cache.free[c] = p;
}

} // namespace hyexec::interp::small_blocks
