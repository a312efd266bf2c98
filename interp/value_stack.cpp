#include "interp/value_stack.h"

#include <algorithm>

namespace hyexec::interp {

namespace {
/// Slots per chunk: a few hundred frames of a typical function.
constexpr size_t kChunk = 8192;
} // namespace

void ValueStack::next_chunk(size_t n) {
  if (!chunks_.empty()) {
    chunks_[current_].resume = top_;
    ++current_;
  }
  if (current_ == chunks_.size()) chunks_.emplace_back();
  Chunk& c = chunks_[current_];
  // A chunk above the current one holds no region: one too small is replaced.
  if (c.size < n) {
    c.size = std::max(kChunk, n);
    c.begin = std::make_unique<Value[]>(c.size);
  }
  top_ = c.begin.get();
  end_ = top_ + c.size;
}

void ValueStack::previous_chunk() {
  --current_;
  Chunk& c = chunks_[current_];
  top_ = c.resume;
  end_ = c.begin.get() + c.size;
}

} // namespace hyexec::interp
