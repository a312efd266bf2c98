#pragma once
/// \file
/// Python's traceback and frame objects, made from the entries an exception
/// gathers while it propagates (ExceptionObject::traceback): what
/// `exc.__traceback__`, `sys.exc_info()[2]` and `__exit__`'s third argument
/// give, for the traceback module and code that walks tb_next / tb_frame.

#include "interp/errors.h"

namespace hyexec::interp {

/// The type `traceback` (types.TracebackType) and `frame` (types.FrameType).
TypeObject* traceback_type();
TypeObject* frame_type();

/// `sys._getframe(depth)`: a record of the frame `depth` calls up from the
/// running one (f_code, f_lineno, f_globals, f_locals, f_back), a snapshot
/// like a traceback's frames; ValueError beyond the outermost.
Value live_frame(int64_t depth);

/// `exc.__traceback__`: a chain of traceback objects, outermost frame first,
/// or None when the exception has not been raised.
Value traceback_of(const Value& exc);

/// `exc.__traceback__ = tb` / `exc.with_traceback(tb)`: tb is a traceback or
/// None (TypeError otherwise); its frames become the exception's entries.
void set_traceback(ExceptionObject* e, const Value& tb);

} // namespace hyexec::interp
