#pragma once
/// \file
/// The machine's stack of frame slots (Machine::stack: one machine per thread). A plain call's
/// frame is a region of it, taken when the call starts and given back, values dropped, as it
/// returns: no vector is allocated, grown and freed per call (with the
/// CallArgs vector the frame took over, that was a sixth of a call-heavy
/// run's instructions). Regions go back in the reverse order of taking, as
/// the calls nest; a generator's or coroutine's frame, which outlives the
/// call that made it, keeps its slots of its own (FrameSlots), and a
/// suspending frame never holds a region (call_expression), so a switch of
/// C++ stacks never leaves one behind.
///
/// The stack is made of chunks that never move, so a slot's address stays
/// valid while its region lives. Every slot above the top is null.

#include "interp/object.h"

#include <memory>
#include <vector>

namespace hyexec::interp {

class ValueStack {
public:
  /// `n` null slots (their first ones the caller fills).
  Value* take(size_t n) {
    if (static_cast<size_t>(end_ - top_) < n) [[unlikely]]
      next_chunk(n);
    Value* p = top_;
    top_ += n;
    return p;
  }

  /// Gives back the last region taken, `n` slots at `p`, its values
  /// dropped (each moved out first, so that what a drop runs finds the
  /// slot null and may take regions above this one meanwhile).
  void give(Value* p, size_t n) {
    for (size_t i = 0; i < n; ++i) Value dropped = std::move(p[i]);
    if (n == 0) return;
    if (p == chunks_[current_].begin.get() && current_ > 0) [[unlikely]] {
      previous_chunk();
      return;
    }
    top_ = p;
  }

private:
  struct Chunk {
    std::unique_ptr<Value[]> begin;
    size_t size = 0;
    Value* resume = nullptr; ///< the top to go back to when the next chunk empties
  };
  void next_chunk(size_t n);
  void previous_chunk();

  Value* top_ = nullptr;
  Value* end_ = nullptr;
  std::vector<Chunk> chunks_;
  size_t current_ = 0;
};

/// A region of a stack for the scope it is declared in.
class StackRegion {
public:
  StackRegion(ValueStack& stack, size_t n) : stack_(stack), n_(n), p_(stack.take(n)) {}
  ~StackRegion() { stack_.give(p_, n_); }
  StackRegion(const StackRegion&) = delete;
  StackRegion& operator=(const StackRegion&) = delete;
  Value* data() const { return p_; }
  size_t size() const { return n_; }

private:
  ValueStack& stack_;
  size_t n_;
  Value* p_;
};

} // namespace hyexec::interp
