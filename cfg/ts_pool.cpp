#include "cfg/ts_pool.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

namespace {

/// Each block starts with a header holding its size class (0: a large block,
/// straight from malloc) and the slab it was carved from; 16 bytes keep the
/// payload max_align_t-aligned.
constexpr size_t kHeader = 16;
constexpr size_t kGrain = 16;
constexpr size_t kClasses = 32; // small blocks: payloads up to 512 bytes
constexpr size_t kSlab = 256 * 1024;
/// trim() gives slabs back once this many hold no live block: below it the
/// walk over the free lists would cost more than the memory is worth.
constexpr size_t kTrimSlabs = 4;

struct FreeBlock {
  FreeBlock* next;
};

struct Header {
  size_t cls;
  struct Slab* slab;
};
static_assert(sizeof(Header) == kHeader);

/// A slab's bookkeeping, at its start: how many of its blocks are allocated.
struct alignas(16) Slab {
  size_t live = 0;
};

struct Pool {
  FreeBlock* free_list[kClasses + 1] = {};
  Slab* current = nullptr; ///< the slab being carved
  char* bump = nullptr;
  char* end = nullptr;
  std::vector<Slab*>* slabs = nullptr; ///< made with the first slab, never destroyed
  size_t empty_slabs = 0;              ///< slabs with no live block
};

/// Constant-initialized and trivially destructible, so never destroyed:
/// tree-sitter objects held in thread_local and static storage are freed
/// during exit, after ordinary statics would be gone. (A function-local
/// static cost a guard check and a call on every allocation.)
constinit Pool the_pool;

Pool& pool() {
  return the_pool;
}

Header& header_of(void* payload) {
  return *reinterpret_cast<Header*>(static_cast<char*>(payload) - kHeader);
}

void take(Pool& p, Slab* s) {
  if (s->live++ == 0) --p.empty_slabs;
}

/// As tree-sitter's default allocator does: its C code cannot unwind an exception.
[[noreturn]] void* out_of_memory() {
  std::fputs("hyexec: out of memory while parsing\n", stderr);
  std::abort();
}

} // namespace

extern "C" void* hyexec_ts_malloc(size_t size) {
  size_t cls = (size + kGrain - 1) / kGrain;
  if (cls == 0) cls = 1;
  if (cls > kClasses) {
    char* block = static_cast<char*>(std::malloc(size + kHeader));
    if (!block) return out_of_memory();
    *reinterpret_cast<Header*>(block) = {0, nullptr};
    return block + kHeader;
  }
  Pool& p = pool();
  if (FreeBlock* b = p.free_list[cls]) {
    p.free_list[cls] = b->next;
    take(p, header_of(b).slab);
    return b;
  }
  size_t need = kHeader + cls * kGrain;
  if (static_cast<size_t>(p.end - p.bump) < need) {
    // The slab's tail (under 528 bytes) is left unused.
    char* mem = static_cast<char*>(std::malloc(kSlab));
    if (!mem) return out_of_memory();
    p.current = new (mem) Slab;
    if (!p.slabs) p.slabs = new std::vector<Slab*>;
    p.slabs->push_back(p.current);
    ++p.empty_slabs;
    p.bump = mem + sizeof(Slab);
    p.end = mem + kSlab;
  }
  char* block = p.bump;
  p.bump += need;
  *reinterpret_cast<Header*>(block) = {cls, p.current};
  take(p, p.current);
  return block + kHeader;
}

extern "C" void* hyexec_ts_calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return out_of_memory();
  void* ptr = hyexec_ts_malloc(count * size);
  std::memset(ptr, 0, count * size);
  return ptr;
}

extern "C" void hyexec_ts_free(void* ptr) {
  if (!ptr) return;
  Header& h = header_of(ptr);
  if (h.cls == 0) {
    std::free(static_cast<char*>(ptr) - kHeader);
    return;
  }
  size_t cls = h.cls;
  Pool& p = pool();
  if (--h.slab->live == 0) ++p.empty_slabs;
  auto* b = static_cast<FreeBlock*>(ptr);
  b->next = p.free_list[cls];
  p.free_list[cls] = b;
}

extern "C" void* hyexec_ts_realloc(void* ptr, size_t size) {
  if (!ptr) return hyexec_ts_malloc(size);
  size_t cls = header_of(ptr).cls;
  if (cls == 0) {
    char* block =
        static_cast<char*>(std::realloc(static_cast<char*>(ptr) - kHeader, size + kHeader));
    if (!block) return out_of_memory();
    return block + kHeader;
  }
  if (size <= cls * kGrain) return ptr;
  void* grown = hyexec_ts_malloc(size);
  std::memcpy(grown, ptr, cls * kGrain);
  hyexec_ts_free(ptr);
  return grown;
}

namespace hyexec::ts_pool {

void trim() {
  Pool& p = pool();
  if (p.empty_slabs < kTrimSlabs) return;
  // The free blocks of an empty slab are unlinked before it goes.
  for (FreeBlock*& head : p.free_list) {
    FreeBlock** link = &head;
    while (*link) {
      if (header_of(*link).slab->live == 0)
        *link = (*link)->next;
      else
        link = &(*link)->next;
    }
  }
  std::erase_if(*p.slabs, [&](Slab* s) {
    if (s->live) return false;
    if (s == p.current) p.current = nullptr, p.bump = p.end = nullptr;
    std::free(s);
    return true;
  });
  p.empty_slabs = 0;
}

} // namespace hyexec::ts_pool
