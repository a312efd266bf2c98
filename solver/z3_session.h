#pragma once
/// \file
/// The entry points of the Z3 module, libhyexec_z3.so (z3_session.cpp), the
/// only code that links Z3. Z3Bridge (z3_bridge.cpp) loads the module at
/// the first check a search makes, so a process that never solves (every
/// `run`) never loads Z3: its loading and relocation were 1 MB of each
/// run's resident memory. Both sides are built together from these
/// declarations, so the C++ types passed are the same.

#include "solver/z3_bridge.h"

#include <cstdint>
#include <vector>

#define HYEXEC_Z3_ENTRY __attribute__((visibility("default")))

namespace hyexec::solver {

/// One Z3 context with its translations of one pool's expressions.
struct Z3Session;

extern "C" {
/// A session over `pool` (which outlives it) with Z3's resource limit.
using Z3OpenFn = Z3Session*(const ExprPool* pool, unsigned resource_limit);
using Z3CloseFn = void(Z3Session* session);
/// Z3Bridge::check without the length pre-check, Z3 stopping after
/// `timeout_ms` (none when negative).
using Z3CheckFn = Verdict(Z3Session* session, const std::vector<ExprId>* constraints, Model* model,
                          int64_t timeout_ms);
}

} // namespace hyexec::solver
