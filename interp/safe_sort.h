#pragma once
/// \file
/// A stable merge sort that stays in bounds whatever its comparison answers.
/// list.sort runs user `__lt__`, which may be inconsistent (random, or
/// mutating); std::stable_sort assumes a strict weak order and its unguarded
/// insertion steps then read past the range. CPython's timsort never does.

#include <algorithm>
#include <cstddef>
#include <vector>

namespace hyexec::interp {

/// Sorts `order` stably by `less` (which may throw: `order` is then some
/// permutation of itself). Bottom-up: runs of width 1, 2, 4... merged pairwise.
template <class Less> void safe_stable_sort(std::vector<size_t>& order, Less less) {
  size_t n = order.size();
  std::vector<size_t> buffer(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buffer[k++] = less(order[j], order[i]) ? order[j++] : order[i++];
      while (i < mid) buffer[k++] = order[i++];
      while (j < hi) buffer[k++] = order[j++];
    }
    order.swap(buffer);
  }
}

} // namespace hyexec::interp
