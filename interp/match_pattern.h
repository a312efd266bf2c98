#pragma once
/// \file
/// `match` statements' patterns (match_pattern.cpp).

#include "cfg/ast.h"
#include "interp/machine.h"

namespace hyexec::interp {

/// CPython's Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING.
constexpr int kSequenceFlag = 1 << 5, kMappingFlag = 1 << 6;

/// Matches `subject` against case pattern `p`; binds its captures in `f`
/// only when the whole pattern matches.
bool match_pattern(Machine& m, const ast::Pattern* p, const Value& subject, Frame& f);

/// The collection flag of class `t` (kSequenceFlag, kMappingFlag or 0): the
/// first class of its MRO that has one, builtin or by `__abc_tpflags__` or
/// by registration with a collections ABC (abc.py's `_collection_flags`).
int collection_flag(const TypeObject* t);

} // namespace hyexec::interp
