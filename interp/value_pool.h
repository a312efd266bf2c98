#pragma once
/// \file
/// The allocator of `Values` (object.h): small arrays of Values (call
/// arguments, frame slots, short tuples and lists) are made and dropped at
/// every call, and malloc with the memory cap's accounting (memory.cpp: two
/// malloc_usable_size and three atomic updates a block) was a fifth of a
/// call-heavy run. Arrays of up to kPooledValues Values come from per-size
/// free lists instead; their blocks come from operator new once, so the cap
/// still counts them, and a list keeps at most kPooledBlocks of them, so
/// what it holds back is bounded. Under AddressSanitizer every array is
/// allocated on its own, so a use after free is still caught.

#include <cstddef>
#include <new>

namespace hyexec::interp::value_pool {

constexpr size_t kGrain = 16; ///< sizeof(Value)
constexpr size_t kPooledValues = 16;
constexpr size_t kPooledBlocks = 512;

struct FreeList {
  struct Node {
    Node* next;
  };
  Node* head = nullptr;
  size_t count = 0;
  size_t bytes = 0; ///< of each block

  /// A thread's lists go back when it ends (`batch` runs each program on a thread of its own).
  ~FreeList() {
    while (Node* p = head) {
      head = p->next;
      ::operator delete(p, bytes);
    }
  }
};

/// One list per block size (index k - 1 for k * kGrain bytes).
inline thread_local FreeList free_lists[kPooledValues];

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kEnabled = false;
#else
constexpr bool kEnabled = true;
#endif

/// The free list for blocks of `bytes`, or null when they are not pooled.
inline FreeList* list_for(size_t bytes) {
  size_t k = bytes / kGrain;
  if (!kEnabled || bytes % kGrain != 0 || k - 1 >= kPooledValues) return nullptr;
  return &free_lists[k - 1];
}

inline void* take(size_t bytes) {
  if (FreeList* l = list_for(bytes)) {
    if (FreeList::Node* p = l->head) {
      l->head = p->next;
      --l->count;
      return p;
    }
  }
  return ::operator new(bytes);
}

inline void give(void* p, size_t bytes) {
  if (FreeList* l = list_for(bytes); l && l->count < kPooledBlocks) {
    l->bytes = bytes;
    auto* node = static_cast<FreeList::Node*>(p);
    node->next = l->head;
    l->head = node;
    ++l->count;
    return;
  }
  ::operator delete(p, bytes);
}

/// A std::allocator for Values with the free lists above.
template <class T> struct Allocator {
  using value_type = T;
  Allocator() = default;
  template <class U> Allocator(const Allocator<U>&) noexcept {}
  T* allocate(size_t n) { return static_cast<T*>(take(n * sizeof(T))); }
  void deallocate(T* p, size_t n) noexcept { give(p, n * sizeof(T)); }
  template <class U> bool operator==(const Allocator<U>&) const noexcept { return true; }
};

} // namespace hyexec::interp::value_pool
