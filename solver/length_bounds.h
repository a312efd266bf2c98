#pragma once
/// \file
/// A quick refutation by lengths before Z3: the bounds the constraints put
/// on the lengths of str variables (`len(s) < 12`, `not len(s) <= 3`), and
/// the length interval of each str expression over them (a character at
/// most 1, a concatenation the sum). An equality of two strs whose
/// intervals do not meet cannot hold. Z3's string solver finds that only by
/// unfolding the concatenation, slowly (a typical flip: the result of a
/// loop over 11 characters asked to equal a 34-character literal).

#include "solver/expr.h"

#include <vector>

namespace hyexec::solver {

/// True when the conjunction of `constraints` is unsatisfiable by lengths
/// alone; false means nothing (Z3 decides).
bool refuted_by_lengths(const ExprPool& pool, const std::vector<ExprId>& constraints);

} // namespace hyexec::solver
