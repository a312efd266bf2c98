#pragma once
/// \file
/// CFGs of function bodies built on first use. A library module's functions
/// are mostly never called by a given program (typing's, enum's...), yet
/// building every graph at import made them a third of a small program's
/// peak memory. build_deferred() builds the module and class bodies at once
/// (they run once, when reached) and leaves each function's and lambda's
/// unit without a graph until complete() builds it, at its first call.
///
/// Only for code known to compile, the embedded standard library: a compile
/// error in a deferred body (`break` outside a loop) is found at its first
/// call, not when the module is built. Units a deferred body holds are
/// deferred in turn.

#include "cfg/cfg.h"

namespace hyexec::cfg {

/// Builds `m`'s CFGs, the function and lambda bodies deferred. Returns null
/// and fills `error` on a compile error outside them.
std::unique_ptr<Program> build_deferred(const ast::Module& m, BuildError* error);

/// Whether `unit` still waits for its graph: every built unit has at least
/// its entry and its two exits.
inline bool is_deferred(const CodeUnit& unit) {
  return unit.num_blocks() == 0;
}

/// Builds the graph of a deferred `unit`. A unit is logically immutable:
/// building it later changes nothing it shows, so it takes a const unit.
/// Not for two threads on one program at once (a run owns its library
/// modules while it runs). Returns false and fills `error` on a compile
/// error in its body.
bool complete(const CodeUnit& unit, BuildError* error);

} // namespace hyexec::cfg
