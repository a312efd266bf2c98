// Counting allocator behind the memory cap: global operator new/delete and
// GMP's memory functions account their blocks by malloc_usable_size.
#include "interp/memory.h"

#include <gmp.h>
#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>

namespace hyexec::interp::memory {

namespace {

std::atomic<size_t> live{0}, peak{0}, cap{0};
std::atomic<int> uncapped{0};
std::atomic<bool> pending{false};

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
  return live.load(std::memory_order_relaxed);
}
size_t peak_bytes() {
  return peak.load(std::memory_order_relaxed);
}
void reset_peak() {
  peak.store(live.load(std::memory_order_relaxed), std::memory_order_relaxed);
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
