// The pool of small blocks (small_blocks.h): pages from 4 MiB chunks, the
// lists of ended threads, and the hand-back as a thread ends.
#include "interp/small_blocks.h"

#include "interp/memory.h"

#include <sys/mman.h>

#include <mutex>

namespace hyexec::interp::small_blocks {

std::atomic<uint64_t> chunk_bits[(uint64_t{1} << (47 - kChunkShift)) / 64];

namespace {

constexpr size_t kChunkBytes = size_t{1} << kChunkShift;
constexpr size_t kPageBytes = size_t{1} << kPageShift;
constexpr size_t kPagesPerChunk = kChunkBytes / kPageBytes;
/// The chunk's first bytes: its pages' classes (its first page's blocks start after them).
constexpr size_t kHeaderBytes = kPagesPerChunk;
static_assert(kHeaderBytes % kGrain == 0);

/// Guards everything below. No allocation happens under it (the lists are
/// linked through the free blocks themselves), so operator new never waits
/// on itself.
std::mutex mutex;
char* chunk = nullptr; ///< the chunk pages are being cut from
size_t next_page = 0;  ///< its first page not yet given out
/// By class: the free lists threads left as they ended, linked through word
/// 1 of each list's first block.
void* ended_lists[kClasses + 1];
/// By class: the uncut rests of their pages, each [begin, end) with `end`
/// in word 0 and the next rest in word 1 of its first block.
void* ended_rests[kClasses + 1];

void*& word(void* p, int i) {
  return static_cast<void**>(p)[i];
}

/// A new chunk aligned to its size, marked in chunk_bits; null when none can be mapped.
char* map_chunk() {
  void* p =
      mmap(nullptr, 2 * kChunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return nullptr;
  auto a = reinterpret_cast<uintptr_t>(p);
  uintptr_t aligned = (a + kChunkBytes - 1) & ~(kChunkBytes - 1);
  if (aligned > a) munmap(p, aligned - a);
  if (uintptr_t end = a + 2 * kChunkBytes, used = aligned + kChunkBytes; end > used)
    munmap(reinterpret_cast<void*>(used), end - used);
  uintptr_t index = aligned >> kChunkShift;
  chunk_bits[index / 64].fetch_or(uint64_t{1} << (index % 64), std::memory_order_relaxed);
  return reinterpret_cast<char*>(aligned);
}

/// Gives the thread's lists and page rests to the process (its thread_local
/// destructor runs as the thread ends).
struct HandBack {
  ~HandBack() {
    std::lock_guard<std::mutex> lock(mutex);
    for (size_t c = 1; c <= kClasses; ++c) {
      if (void* head = cache.free[c]) {
        word(head, 1) = ended_lists[c];
        ended_lists[c] = head;
      }
      if (char* b = cache.bump[c]; b && static_cast<size_t>(cache.bump_end[c] - b) >= c * kGrain) {
        word(b, 0) = cache.bump_end[c];
        word(b, 1) = ended_rests[c];
        ended_rests[c] = b;
      }
      cache.free[c] = nullptr;
      cache.bump[c] = cache.bump_end[c] = nullptr;
    }
    cache.ended = true;
    memory::settle_thread_bytes();
  }
};

} // namespace

void* refill(size_t c) {
  if (cache.ended) return nullptr;
  if (!cache.started) {
    cache.started = true;
    static thread_local HandBack hand_back; // registers its destructor for this thread
    (void)hand_back;
  }
  size_t size = c * kGrain;
  if (char* b = cache.bump[c]; b && static_cast<size_t>(cache.bump_end[c] - b) >= size) {
    cache.bump[c] = b + size;
    return b;
  }
  std::lock_guard<std::mutex> lock(mutex);
  if (void* head = ended_lists[c]) {
    ended_lists[c] = word(head, 1);
    cache.free[c] = word(head, 0);
    return head;
  }
  char* begin;
  char* end;
  if (void* rest = ended_rests[c]) {
    ended_rests[c] = word(rest, 1);
    begin = static_cast<char*>(rest);
    end = static_cast<char*>(word(rest, 0));
  } else {
    if (!chunk || next_page == kPagesPerChunk) {
      chunk = map_chunk();
      next_page = 0;
      if (!chunk) return nullptr;
    }
    size_t page = next_page++;
    chunk[page] = static_cast<char>(c); // the header byte of the page
    begin = chunk + page * kPageBytes + (page == 0 ? kHeaderBytes : 0);
    end = chunk + (page + 1) * kPageBytes;
  }
  cache.bump[c] = begin + size;
  cache.bump_end[c] = end;
  return begin;
}

void give_after_end(void* p, size_t c) {
  std::lock_guard<std::mutex> lock(mutex);
  word(p, 0) = nullptr;
  word(p, 1) = ended_lists[c];
  ended_lists[c] = p;
}

} // namespace hyexec::interp::small_blocks
