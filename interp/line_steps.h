#pragma once
/// \file
/// Internal to the interpreter: CPython's 'line' events inside one statement
/// that spans several lines. CPython 3.11 fires one whenever the bytecode
/// instruction about to run is on another line than the frame's previous
/// one, and each instruction carries the line of the AST node that emitted
/// it: `x = f(\n 1,\n 2)` runs lines 1, 2, 3, 1. Only used while a line trace
/// is recorded (LineTracer); without one such statements run as usual.

#include "interp/line_tracer.h"

namespace hyexec::interp {

/// Where the events of a statement go: its frame and the CFG block it is in.
struct LineStepsAt {
  Machine& m;
  Frame& f;
  LineTracer& lines;
  uint32_t block;
  const std::string& unit;
};

/// Whether `s` is a simple statement (assignment, expression, augmented
/// assignment of a name) spanning several lines, run by exec_line_steps.
bool has_inner_line_steps(const ast::Stmt* s);
/// Whether `e` spans several lines (an `if`/`while` test, a returned value).
bool has_inner_line_steps(const ast::Expr* e);

/// Runs statement `s` (has_inner_line_steps), firing its inner 'line' events.
void exec_line_steps(const LineStepsAt& at, const ast::Stmt* s);
/// The value of `e`, then the statement's own instruction (RETURN_VALUE) at
/// `stmt_line`.
Value eval_line_steps(const LineStepsAt& at, const ast::Expr* e, uint32_t stmt_line);
/// An `if`/`while`/`assert` test: each jump is at the statement's line.
Value test_line_steps(const LineStepsAt& at, const ast::Expr* e, uint32_t stmt_line);

} // namespace hyexec::interp
