#pragma once
/// \file
/// Python exceptions: the builtin hierarchy exactly as CPython 3.11's, the
/// exception object layout, and PyException, the C++ exception that carries
/// a raised Python exception through the evaluator.

#include "interp/types.h"

#include <string>
#include <vector>

namespace hyexec::interp {

/// Where an exception arose in one frame: the span of the failing expression
/// or statement, as CPython's co_positions gives it for the instruction
/// (1-based lines, 0-based UTF-8 byte columns; `line` 0 when unknown). A
/// traceback draws carets under it where it does not cover the whole line.
struct SourcePosition {
  /// A BinOp or Subscript on one line: its carets are `~~^^~~`, anchored
  /// on the operator or the brackets (traceback_carets.cpp finds them).
  enum class Anchor : uint8_t { None, BinOp, Subscript };
  uint32_t line = 0, end_line = 0, col = 0, end_col = 0;
  Anchor anchor = Anchor::None;
  /// BinOp: the left operand's end and the right one's start; Subscript:
  /// the value's end and the slice's end (byte columns).
  uint32_t anchor_left = 0, anchor_right = 0;
};

struct TracebackEntry {
  std::string function;
  uint32_t line;
  std::string file;
  uint32_t first_line = 0; ///< the code's first line (co_firstlineno)
  /// The frame's globals and local names (f_globals, co_varnames): kept for
  /// a NameError's innermost frame only, where sys.excepthook looks for
  /// suggestions (elsewhere they would tie every module to its exceptions).
  Ref<DictObject> globals;
  Values varnames;
  SourcePosition position;
  /// The activation's frame object (tb_frame), when it had one as the
  /// exception passed; else tb_frame is a record of the entry.
  Value frame;
};

struct ExceptionObject : InstanceObject {
  explicit ExceptionObject(TypeObject* t) : InstanceObject(t), slots(t->slot_names.size()) {}
  Value* slot_values() override { return slots.data(); }
  Values args;
  Values slots;                          ///< the values of the `__slots__` of its class
  std::vector<TracebackEntry> traceback; ///< innermost frame first
  /// `__traceback__` as last made, for the first `tb_entries` entries: the
  /// same object each time, and the tail of the next one (traceback_objects.cpp).
  Value tb_object;
  size_t tb_entries = 0;
  Value cause, context;
  bool suppress_context = false;
  /// OSError's filename and filename2 and BlockingIOError's
  /// characters_written, which its constructor takes out of `args`; null
  /// when not given (None, or an AttributeError for characters_written).
  Value filename, filename2, characters_written;
  /// A BaseExceptionGroup's `message` and `exceptions` (a tuple); else null.
  Value group_message, group_exceptions;
  uint64_t traced_frame = 0; ///< the activation that added the last traceback entry
  /// Where it arose in the activation `position_frame`: the innermost
  /// expression it passed through there, for that frame's traceback entry.
  SourcePosition position;
  uint64_t position_frame = 0;
};

/// Thrown to unwind the C++ stack while a Python exception propagates.
struct PyException {
  Value exc; ///< an ExceptionObject
  ExceptionObject* object() const { return exc.as<ExceptionObject>(); }
};

/// Raised when the interpreter meets something it does not implement; the
/// run ends with status `unsupported` (never reported as a Python error).
struct Unsupported {
  std::string what;
};

[[noreturn]] void raise(TypeObject* type, std::string message);
[[noreturn]] void raise_args(TypeObject* type, Values args);
/// Creates an instance of exception type `type` with `args`.
Value new_exception(TypeObject* type, Values args);
/// str(exc) as CPython computes it.
std::string exception_str(const ExceptionObject* e);

// The builtin exception types (errors.cpp), by CPython's names.
#define HYEXEC_EXCEPTION(name, base) extern TypeObject* exc_##name;
#include "interp/exception_types.def"
#undef HYEXEC_EXCEPTION

void init_exceptions(DictObject* builtins);
/// An exception class of a native module (`struct.error`), a builtin one's subclass.
TypeObject* new_exception_type(std::string name, TypeObject* base);

} // namespace hyexec::interp
