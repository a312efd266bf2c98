#pragma once
/// \file
/// Weak references that see their referent die (the `_weakcell` module under
/// pylib's _weakref). Objects are freed by reference counting, so an
/// instance of a class dies when its last strong reference goes, as in
/// CPython: its weak references are cleared then, and their callbacks run at
/// the next statement boundary (or gc.collect()), never inside the decref
/// that freed it, where the interpreter may be halfway through changing a
/// container. Cycles are not collected, so an object in one never dies; nor
/// do weakly referenced functions here (only instances and classes report
/// death: the others are kept alive by their weak references).

#include "interp/types.h"

namespace hyexec::interp {

/// An instance or a class is being freed: its weak references die (their destructors).
void weak_referent_dying(Object* o);
/// Whether callbacks of dead referents wait to run.
bool weak_callbacks_pending();
/// Runs the waiting callbacks (each one's errors are ignored, as CPython
/// reports and ignores them).
void run_weak_callbacks();

Value weakref_module();

} // namespace hyexec::interp
