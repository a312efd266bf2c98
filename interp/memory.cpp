// Counting allocator behind the memory cap: global operator new/delete and
// GMP's memory functions account their blocks by malloc_usable_size.
#include "interp/memory.h"

#include <gmp.h>
#include <malloc.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

namespace hyexec::interp::memory {

namespace {

/// Bytes live, as added by the threads in batches: may lag the truth by
/// kBatch per thread either way, hence signed.
std::atomic<ptrdiff_t> live{0};
std::atomic<size_t> cap{0};
std::atomic<int> uncapped{0};
std::atomic<bool> pending{false};

/// This thread's allocations (less its frees) not yet added to `live`: a
/// locked add on every block, and on every free, cost more than the rest of
/// the accounting together (coroutine-heavy code allocates a million frames).
/// A thread flushes them at kBatch, and at the end of a run (flush_thread).
thread_local ptrdiff_t unflushed = 0;
constexpr ptrdiff_t kBatch = ptrdiff_t{256} << 10;

void add(ptrdiff_t delta) {
  unflushed += delta;
  if (unflushed >= kBatch || unflushed <= -kBatch) {
    live.fetch_add(unflushed, std::memory_order_relaxed);
    unflushed = 0;
  }
}

/// Accounts a new block; false when it takes the process past the cap.
bool account(void* p) {
  add(static_cast<ptrdiff_t>(malloc_usable_size(p)));
  size_t limit = cap.load(std::memory_order_relaxed);
  if (limit == 0) return true;
  ptrdiff_t now = live.load(std::memory_order_relaxed) + unflushed;
  return now <= 0 || static_cast<size_t>(now) <= limit ||
         uncapped.load(std::memory_order_relaxed) > 0;
}

void release(void* p) {
  if (p) add(-static_cast<ptrdiff_t>(malloc_usable_size(p)));
}

void* gmp_alloc(size_t n) {
  void* p = std::malloc(n);
  if (!p) std::abort(); // as GMP's own allocator: it cannot report failure
  if (!account(p)) pending.store(true, std::memory_order_relaxed);
  return p;
}

void* gmp_realloc(void* old, size_t, size_t n) {
  release(old);
  void* p = std::realloc(old, n);
  if (!p) std::abort();
  if (!account(p)) pending.store(true, std::memory_order_relaxed);
  return p;
}

void gmp_free(void* p, size_t) {
  release(p);
  std::free(p);
}

} // namespace

void set_cap(size_t bytes) {
  cap.store(bytes, std::memory_order_relaxed);
}
size_t live_bytes() {
  ptrdiff_t now = live.load(std::memory_order_relaxed) + unflushed;
  return now > 0 ? static_cast<size_t>(now) : 0;
}
void flush_thread() {
  live.fetch_add(unflushed, std::memory_order_relaxed);
  unflushed = 0;
}
bool take_pending() {
  // Read first: called at every step, and an exchange is a locked write.
  return pending.load(std::memory_order_relaxed) &&
         pending.exchange(false, std::memory_order_relaxed);
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
