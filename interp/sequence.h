#pragma once
/// \file
/// Index and slice arithmetic shared by the sequence types (list, tuple, str,
/// bytes, bytearray, range), as CPython's PySlice_AdjustIndices.

#include "interp/types.h"

namespace hyexec::interp {

/// A slice resolved against a sequence length: `count` items from `start` by `step`.
struct SliceBounds {
  int64_t start, stop, step, count;
};

/// Resolves slice `s` for a sequence of length `len` (ValueError on step 0).
SliceBounds adjust(const SliceObject* s, int64_t len);
/// `key.__index__()`, plus `len` when negative; TypeError names `what` ("list").
int64_t normalize_index(const Value& key, int64_t len, const char* what);

} // namespace hyexec::interp
