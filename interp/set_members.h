#pragma once
/// \file
/// A set's members as a held snapshot: what a loop that runs Python code
/// (a key's `__eq__` or `__repr__`) walks, since that code may clear or
/// resize the table the loop would otherwise be reading.

#include "interp/types.h"

namespace hyexec::interp {

inline Values set_members(const SetTable& table) {
  Values out;
  out.reserve(table.size());
  for (const SetTable::Entry& e : table.entries)
    if (e.key) out.push_back(e.key);
  return out;
}

} // namespace hyexec::interp
