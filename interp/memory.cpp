// Counting allocator behind the memory cap: global operator new/delete and
// GMP's memory functions account their blocks by malloc_usable_size; the
// small blocks of operator new come from a pool (small_blocks.h), counted by
// their size.
#include "interp/memory.h"

#include "interp/small_blocks.h"

#include <gmp.h>
#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace hyexec::interp::memory {

namespace {

std::atomic<size_t> live{0}, peak{0}, cap{0};
std::atomic<int> uncapped{0};

/// Accounts a new block; false when it takes the process past the cap.
bool account(void* p) {
  size_t size = malloc_usable_size(p);
  size_t now = live.fetch_add(size, std::memory_order_relaxed) + size;
  size_t seen = peak.load(std::memory_order_relaxed);
  while (now > seen && !peak.compare_exchange_weak(seen, now, std::memory_order_relaxed)) {
  }
  size_t limit = cap.load(std::memory_order_relaxed);
  return limit == 0 || now <= limit || uncapped.load(std::memory_order_relaxed) > 0;
}

void release(void* p) {
  if (p) live.fetch_sub(malloc_usable_size(p), std::memory_order_relaxed);
}

/// The pool blocks' bytes this thread took (less those it gave back) not yet
/// in `live`: added every kSettleBytes or so, so that a small block costs no
/// atomic update, and the cap and peak lag by at most that much a thread.
thread_local int64_t unsettled = 0;
constexpr int64_t kSettleBytes = 64 << 10;

/// Adds `unsettled` to `live`; false when that takes the process past the cap.
bool settle() {
  int64_t d = std::exchange(unsettled, 0);
  size_t now =
      live.fetch_add(static_cast<size_t>(d), std::memory_order_relaxed) + static_cast<size_t>(d);
  if (d <= 0) return true;
  size_t seen = peak.load(std::memory_order_relaxed);
  while (now > seen && !peak.compare_exchange_weak(seen, now, std::memory_order_relaxed)) {
  }
  size_t limit = cap.load(std::memory_order_relaxed);
  return limit == 0 || now <= limit || uncapped.load(std::memory_order_relaxed) > 0;
}

void* gmp_alloc(size_t n) {
  void* p = std::malloc(n);
  if (!p) std::abort(); // as GMP's own allocator: it cannot report failure
  if (!account(p)) gmp_past_cap.store(true, std::memory_order_relaxed);
  return p;
}

void* gmp_realloc(void* old, size_t, size_t n) {
  release(old);
  void* p = std::realloc(old, n);
  if (!p) std::abort();
  if (!account(p)) gmp_past_cap.store(true, std::memory_order_relaxed);
  return p;
}

void gmp_free(void* p, size_t) {
  release(p);
  std::free(p);
}

} // namespace

std::atomic<bool> gmp_past_cap{false};

void settle_thread_bytes() {
  settle();
}

void set_cap(size_t bytes) {
  cap.store(bytes, std::memory_order_relaxed);
}
size_t live_bytes() {
  settle();
  return live.load(std::memory_order_relaxed);
}
size_t peak_bytes() {
  return peak.load(std::memory_order_relaxed);
}
void reset_peak() {
  peak.store(live.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

Uncapped::Uncapped() {
  ++uncapped;
}
Uncapped::~Uncapped() {
  --uncapped;
}

void count_gmp_allocations() {
  static bool done = [] {
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
    return true;
  }();
  (void)done;
}

/// operator new for the counter: throws std::bad_alloc past the cap.
void* allocate(size_t n) {
  if (small_blocks::kEnabled && n <= small_blocks::kMaxBytes) {
    size_t c = small_blocks::class_of_size(n);
    if (void* p = small_blocks::take(c)) {
      auto bytes = static_cast<int64_t>(c * small_blocks::kGrain);
      unsettled += bytes;
      if (unsettled >= kSettleBytes && !settle()) [[unlikely]] {
        live.fetch_sub(static_cast<size_t>(bytes), std::memory_order_relaxed);
        small_blocks::give(p, c);
        throw std::bad_alloc();
      }
      return p;
    }
  }
  void* p = std::malloc(n ? n : 1);
  if (!p) throw std::bad_alloc();
  if (!account(p)) {
    release(p);
    std::free(p);
    throw std::bad_alloc();
  }
  return p;
}

void deallocate(void* p) noexcept {
  if (small_blocks::kEnabled && small_blocks::owns(p)) {
    size_t c = small_blocks::class_of_block(p);
    unsettled -= static_cast<int64_t>(c * small_blocks::kGrain);
    if (unsettled <= -kSettleBytes) [[unlikely]]
      settle();
    small_blocks::give(p, c);
    return;
  }
  release(p);
  std::free(p);
}

} // namespace hyexec::interp::memory

void* operator new(size_t n) {
  return hyexec::interp::memory::allocate(n);
}
void* operator new[](size_t n) {
  return hyexec::interp::memory::allocate(n);
}
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  try {
    return hyexec::interp::memory::allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](size_t n, const std::nothrow_t&) noexcept {
  try {
    return hyexec::interp::memory::allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept {
  hyexec::interp::memory::deallocate(p);
}
void operator delete[](void* p) noexcept {
  hyexec::interp::memory::deallocate(p);
}
void operator delete(void* p, size_t) noexcept {
  hyexec::interp::memory::deallocate(p);
}
void operator delete[](void* p, size_t) noexcept {
  hyexec::interp::memory::deallocate(p);
}
