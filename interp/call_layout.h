#pragma once
/// \file
/// What a call of a code unit needs to know about its scope, worked out
/// once per scope instead of on every call: which slots hold cells or free
/// variables (scope lookups by name are map searches), and whether the
/// arguments of a plain positional call go straight into the first slots.

#include "cfg/scope.h"

#include <cstdint>
#include <vector>

namespace hyexec::interp {

struct CallLayout {
  const ast::Arguments* arguments = nullptr; ///< a def's or lambda's; null otherwise
  std::vector<uint32_t> cell_slots;          ///< NameScope::Cell
  std::vector<uint32_t> free_slots;          ///< NameScope::Free and ClassFree
  std::vector<uint32_t> local_slots;         ///< NameScope::Local: a frame's co_varnames
  bool no_cells = true;                      ///< cell_slots and free_slots empty
  size_t positional = 0;                     ///< positional parameters
  /// Only positional parameters (no *args, keyword-only or **kwargs), in
  /// slots 0 .. positional-1 in order.
  bool simple = false;
  /// The parameters and their slots, for binding a call that is not simple
  /// without a scope lookup by name: the positional ones (positional-only
  /// first), then the keyword-only ones; -1 for an absent *args or **kwargs.
  std::vector<const ast::Arg*> params;
  std::vector<int> param_slots;
  int vararg_slot = -1;
  int kwarg_slot = -1;
  /// Whether the scope's frames run the program's own file, for the run of
  /// `own_file_module` (exec.cpp). A scope's code comes from one tree, whose
  /// frames all have the tree's file name, and trees do not change: the
  /// names are compared once per tree and program, not at every call.
  mutable const void* own_file_module = nullptr;
  mutable bool own_file = false;
  /// The largest line its unit's ops and terminators cover, once known
  /// (exec.cpp: the coverage array is sized for it as a frame starts).
  mutable uint32_t max_line = 0;
  mutable bool max_line_known = false;
};

/// The layout of `scope`, made on first use (kept in Scope::interp_cache).
const CallLayout& call_layout(const cfg::Scope* scope);

} // namespace hyexec::interp
