#pragma once
/// \file
/// Python's traceback and frame objects, made from the entries an exception
/// gathers while it propagates (ExceptionObject::traceback): what
/// `exc.__traceback__`, `sys.exc_info()[2]` and `__exit__`'s third argument
/// give, for the traceback module and code that walks tb_next / tb_frame.

#include "interp/errors.h"
#include "interp/frame_objects.h"

namespace hyexec::interp {

/// The type `traceback` (types.TracebackType).
TypeObject* traceback_type();

/// `exc.__traceback__`: a chain of traceback objects, outermost frame first,
/// or None when the exception has not been raised.
Value traceback_of(const Value& exc);

/// `exc.__traceback__ = tb` / `exc.with_traceback(tb)`: tb is a traceback or
/// None (TypeError otherwise); its frames become the exception's entries.
void set_traceback(ExceptionObject* e, const Value& tb);

} // namespace hyexec::interp
