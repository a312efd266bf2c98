#pragma once
/// \file
/// Python's frame objects (types.FrameType). A frame object is made on
/// demand: for a running activation (sys._getframe, inspect.currentframe),
/// it reads the activation while it runs and keeps a snapshot of its locals,
/// line and caller once it returns; for a traceback, it is a record of where
/// the exception passed.

#include "interp/machine.h"

namespace hyexec::interp {

/// The type `frame`.
TypeObject* frame_type();

/// A code record (the type `code`) with the attributes a frame's code has.
Value code_record(const std::string& name, const std::string& qualname, const std::string& file,
                  uint32_t first_line, Values varnames);

/// The frame object of a running activation: the same object every time.
Value frame_object(Frame& f);

/// A frame object that is no activation: a traceback's record.
Value frame_record(Value code, Ref<DictObject> globals, uint32_t line, Value back);

/// Adds `p` to the instruction positions of frame object `frame`'s code
/// (what its co_positions() gives) and returns that instruction's offset,
/// a traceback's tb_lasti there (CPython's traceback module reads the
/// position back for its carets).
int64_t frame_position(const Value& frame, const SourcePosition& p);

/// `sys._getframe([depth])`.
Value sys_getframe(CallArgs& a);

} // namespace hyexec::interp
