#pragma once
/// \file
/// complex numbers with CPython's arithmetic (Objects/complexobject.c): the
/// same quotient and power algorithms, so results agree to the last bit.

#include "cfg/ast.h"
#include "interp/types.h"

namespace hyexec::interp {

struct Complex {
  double real = 0, imag = 0;
};

/// `a op b` when either operand is complex and the other a number; null when
/// `op` is not defined for them (the caller reports the TypeError).
Value complex_binary(const Value& a, const Value& b, ast::BinOpKind op);
/// `a == b` for a complex and a number (or two complex); false otherwise.
bool complex_equal(const Value& a, const Value& b);
/// CPython's x ** y on complex values (float ** float with a negative base too).
Complex complex_pow(Complex x, Complex y);
int64_t complex_hash(const ComplexObject* c);
/// `complex(...)` and the complex type's methods.
void install_complex();

} // namespace hyexec::interp
