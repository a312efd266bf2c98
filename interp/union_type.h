#pragma once
/// \file
/// `X | Y` of types (PEP 604): types.UnionType, as annotations write
/// optional and alternative types (`def f(x: int | None)`); isinstance()
/// and issubclass() accept one as they accept a tuple of types.

#include "interp/types.h"

namespace hyexec::interp {

/// Whether `v` is a types.GenericAlias (`list[int]`).
bool is_generic_alias(const Value& v);
/// Whether `v` may be an operand of a type union: a type, None, a generic
/// alias, or a union.
bool union_operand(const Value& v);
/// `a | b` for two union operands.
Value make_union(const Value& a, const Value& b);
/// Two unions are equal when they have the same members, in any order.
bool unions_equal(const Value& a, const Value& b);
/// hash(frozenset(members)), as CPython's union_hash.
int64_t union_hash(const Value& u);
/// The types of a union (None as NoneType), or null when `v` is not one.
const Values* union_args(const Value& v);

} // namespace hyexec::interp
