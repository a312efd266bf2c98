#include "cfg/ts_pool.h"

#include <tree_sitter/api.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

/// Each block starts with a header holding its size class (0: a large block,
/// straight from malloc); 16 bytes keep the payload max_align_t-aligned.
constexpr size_t kHeader = 16;
constexpr size_t kGrain = 16;
constexpr size_t kClasses = 32; // small blocks: payloads up to 512 bytes
constexpr size_t kSlab = 256 * 1024;

struct FreeBlock {
  FreeBlock* next;
};

struct Pool {
  FreeBlock* free_list[kClasses + 1] = {};
  char* bump = nullptr;
  char* end = nullptr;
};

/// Never destroyed: tree-sitter objects held in thread_local and static
/// storage are freed during exit, after ordinary statics would be gone.
Pool& pool() {
  static Pool* p = new Pool;
  return *p;
}

size_t& header_of(void* payload) {
  return *reinterpret_cast<size_t*>(static_cast<char*>(payload) - kHeader);
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
    *reinterpret_cast<size_t*>(block) = 0;
    return block + kHeader;
  }
  Pool& p = pool();
  if (FreeBlock* b = p.free_list[cls]) {
    p.free_list[cls] = b->next;
    return b;
  }
  size_t need = kHeader + cls * kGrain;
  if (static_cast<size_t>(p.end - p.bump) < need) {
    // The slab's tail (under 528 bytes) is left unused.
    p.bump = static_cast<char*>(std::malloc(kSlab));
    if (!p.bump) return out_of_memory();
    p.end = p.bump + kSlab;
  }
  char* block = p.bump;
  p.bump += need;
  *reinterpret_cast<size_t*>(block) = cls;
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
  size_t cls = header_of(ptr);
  if (cls == 0) {
    std::free(static_cast<char*>(ptr) - kHeader);
    return;
  }
  Pool& p = pool();
  auto* b = static_cast<FreeBlock*>(ptr);
  b->next = p.free_list[cls];
  p.free_list[cls] = b;
}

extern "C" void* hyexec_ts_realloc(void* ptr, size_t size) {
  if (!ptr) return hyexec_ts_malloc(size);
  size_t cls = header_of(ptr);
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

void install() {
  static bool installed = [] {
    ts_set_allocator(hyexec_ts_malloc, hyexec_ts_calloc, hyexec_ts_realloc, hyexec_ts_free);
    return true;
  }();
  (void)installed;
}

} // namespace hyexec::ts_pool
