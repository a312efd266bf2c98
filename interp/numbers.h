#pragma once
/// \file
/// int and float arithmetic with CPython's semantics: unbounded ints (64-bit
/// fast path, GMP beyond), floor division and modulo with the sign of the
/// divisor, float repr as the shortest round-trip digits, CPython's messages.

#include "cfg/ast.h"
#include "interp/types.h"

#include <string>

namespace hyexec::interp {

/// True for int and bool values (and big ints).
bool is_int_like(const Value& v);
/// True for int, bool and float values.
bool is_number(const Value& v);

/// `a op b` for two int-like values; null when `op` does not apply to ints
/// (the caller then reports the TypeError).
Value int_binary(const Value& a, const Value& b, ast::BinOpKind op);
/// `a op b` in floats (either operand may be int-like); null if not applicable.
Value float_binary(double a, double b, ast::BinOpKind op);
/// Three-way comparison of two numbers (int, bool, float, big int): -1, 0, 1;
/// 2 when unordered (a NaN is involved).
int number_compare(const Value& a, const Value& b);

/// `x op y` for an ordering or equality `op` of two same-typed C++
/// numbers: 1 or 0; -1 for another operator.
template <class T> int ordering_of(T x, T y, ast::CmpOpKind op) {
  switch (op) {
  case ast::CmpOpKind::Lt: return x < y;
  case ast::CmpOpKind::LtE: return x <= y;
  case ast::CmpOpKind::Gt: return x > y;
  case ast::CmpOpKind::GtE: return x >= y;
  case ast::CmpOpKind::Eq: return x == y;
  case ast::CmpOpKind::NotEq: return x != y;
  default: return -1;
  }
}
std::string int_repr(const Value& v);
/// sys.get_int_max_str_digits() / set_int_max_str_digits(): the most decimal
/// digits int<->str converts (bases not a power of two); 0 means no limit.
size_t int_max_str_digits();
void set_int_max_str_digits(size_t digits);
std::string float_repr(double d);
/// float(int) with CPython's OverflowError for huge ints.
double int_to_double(const Value& v);
int64_t number_hash(const Value& v);

/// The float a float-taking function sees (math.*, %f, float()): a number,
/// else `__float__` (which must return a float), else `__index__`; TypeError
/// "must be real number, not T" otherwise.
double float_arg(const Value& v);

/// int(str) parsing as int(s, base) does; false on invalid input.
bool parse_int_literal(std::string_view s, int base, mpz_class* out);
/// float(str) parsing; false on invalid input.
bool parse_float_literal(std::string_view s, double* out);

} // namespace hyexec::interp
