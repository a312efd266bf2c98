#pragma once
/// \file
/// `__del__` (CPython's tp_finalize, PEP 442): an instance of a class with
/// `__del__` is finalized when its last reference goes. decref does not
/// run it there (the interpreter may be halfway through changing a
/// container): the dying object is kept and queued, and the queue runs at
/// the next step (Machine::tick), as weak-reference callbacks do; so a
/// statement's finalizers run before the next statement, and a temporary
/// that dies inside an expression is finalized once that statement step
/// ends. Each object is finalized once, even when `__del__` resurrects it.
/// At the end of a run, after the atexit functions, the module's globals
/// are released in their order, as CPython's interpreter shutdown frees
/// `__main__`'s dict. Objects in reference cycles are never freed, so never
/// finalized (no cycle collector).

#include "interp/types.h"

namespace hyexec::interp {

/// Set once some class of this run has `__del__`: decref looks (object.h).
extern bool finalizers_exist;
/// Set while finalizers wait to run: read at every step.
extern bool finalizers_waiting;

/// Class `cls` was made, or given an attribute: whether it now has `__del__`.
void note_finalizer(const TypeObject* cls);

/// Queues dying `o` for its `__del__` (decref, when finalizers exist): false
/// when it has none or ran it already, to be freed now.
bool defer_finalizer(Object* o);

/// Runs the queued finalizers, in the order their objects died; an
/// exception in one is printed to sys.stderr as CPython's "Exception
/// ignored in" and the others go on.
void run_finalizers();

/// The end of a run: releases the module's globals in order, finalizing
/// what dies.
void finalize_globals(DictObject* globals);

/// A new run: what an earlier one queued is dropped unfinalized.
void reset_finalizers();

} // namespace hyexec::interp
