#pragma once
/// \file
/// The SyntaxWarnings CPython 3.11's compiler gives while it compiles a
/// module (Python/compile.c: check_compare, check_caller, check_subscripter,
/// check_index, compiler_assert): `x is 1`, `(1)()` where a comma was meant,
/// `assert (x, "msg")`. CPython prints them before the program runs; a
/// learner should see them as well.

#include "cfg/ast.h"

#include <string>
#include <vector>

namespace hyexec::cfg {

struct CompileWarning {
  std::string message; ///< CPython's text, e.g. `"is" with a literal. Did you mean "=="?`
  uint32_t line = 0;
};

/// The warnings in the order CPython's compiler emits them, repeats included:
/// a `finally` body is compiled once per way out of its `try` (normal exit,
/// exception, each return/break/continue that passes through it), a `while`
/// test twice, a class body before its bases, a comprehension's element
/// before its outermost iterable.
std::vector<CompileWarning> compile_warnings(const ast::Module& module);

} // namespace hyexec::cfg
