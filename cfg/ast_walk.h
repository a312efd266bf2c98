#pragma once
/// \file
/// Generic traversal of expression children, for the analyses that need to
/// see every sub-expression (CFG decisions, lambdas, scope analysis).

#include "cfg/ast.h"
#include "cfg/function_ref.h"

namespace hyexec::ast {

/// Calls `f` on each direct child expression of `e` in evaluation order,
/// including default values of a Lambda's arguments but not its body (the
/// body belongs to the lambda's own scope; `lambda_body` receives it).
void for_each_child(const Expr* e, FunctionRef<void(const Expr*)> f,
                    FunctionRef<void(const Lambda*)> lambda_body = {});

/// Calls `f` on the expressions a statement evaluates itself (not those of
/// nested statement bodies; for def/class: decorators, defaults, annotations,
/// bases and keywords).
void for_each_expr(const Stmt* s, FunctionRef<void(const Expr*)> f);

/// Calls `f` on the expressions of a match pattern (values, keys, classes).
void for_each_expr(const Pattern* p, FunctionRef<void(const Expr*)> f);

/// The elements of a list, tuple or set display (`e` must be one).
const std::vector<Expr*>& display_elements(const Expr* e);

/// Calls `f` on each parameter of `a`, in order: positional-only, regular,
/// `*args`, keyword-only, `**kwargs`.
void for_each_parameter(const Arguments& a, FunctionRef<void(const Arg*)> f);

} // namespace hyexec::ast
