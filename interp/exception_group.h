#pragma once
/// \file
/// BaseExceptionGroup / ExceptionGroup (PEP 654): their construction,
/// attributes and methods (exception_group.cpp).

#include "interp/errors.h"

namespace hyexec::interp {

/// `cls(message, exceptions)` with CPython's checks: an ExceptionGroup
/// when `cls` is BaseExceptionGroup and every exception is an Exception.
Value exception_group_new(TypeObject* cls, CallArgs& a);

/// str() of a group: "message (N sub-exceptions)".
std::string exception_group_str(const ExceptionObject* e);

/// An except* clause's types: exception classes (or a tuple of them), none
/// of them a group; TypeError otherwise, as CPython's CHECK_EG_MATCH.
void check_except_star_type(const Value& spec);

/// CPython's exception_group_match: the part of `exc` (an exception, a
/// group or None) that `spec` matches, or None; `*rest` becomes the part
/// it does not match. A bare exception that matches comes wrapped in a group.
Value except_star_match(const Value& exc, const Value& spec, Value* rest);

/// CPython's _PyExc_PrepReraiseStar: what a try-except* raises once its
/// clauses ran, from the original exception and the exceptions the
/// clauses raised, then the unmatched part (None entries ignored): None
/// when nothing is left.
Value prep_reraise_star(const Value& orig, const Values& excs);

/// The groups' constructor, methods and attributes, once per process.
void install_exception_group();

} // namespace hyexec::interp
