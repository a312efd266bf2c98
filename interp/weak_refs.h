#pragma once
/// \file
/// Weak references that see their referent die (the `_weakcell` module under
/// pylib's _weakref). Objects are freed by reference counting, so an
/// instance of a class dies when its last strong reference goes, as in
/// CPython: its weak references are cleared then, and their callbacks run at
/// the next statement boundary (or gc.collect()), never inside the decref
/// that freed it, where the interpreter may be halfway through changing a
/// container. Cycles are not collected, so an object in one never dies.
/// Every object reports its death (Object's destructor, through
/// weak_filter): functions, bound methods and sets die as CPython's.

#include "interp/types.h"

namespace hyexec::interp {

/// Whether `o` has live weak references.
bool has_weak_references(Object* o);
/// Whether callbacks of dead referents wait to run.
/// Set while some weak reference's callback waits to run: read at every
/// step (Machine::tick), so a plain flag rather than a call.
extern bool weak_callbacks_waiting;
inline bool weak_callbacks_pending() {
  return weak_callbacks_waiting;
}
/// Runs the waiting callbacks (each one's errors are ignored, as CPython
/// reports and ignores them).
void run_weak_callbacks();

Value weakref_module();

} // namespace hyexec::interp
