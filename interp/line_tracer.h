#pragma once
/// \file
/// Internal to the interpreter: records the line trace (interp/line_trace.h)
/// as the machine runs. The machine holds one only when RunOptions::line_steps
/// asks for it, so the hooks cost a null test when tracing is off.

#include "interp/line_trace.h"
#include "interp/machine.h"

#include <unordered_map>

namespace hyexec::interp {

/// repr() for a trace: never changes the run. Output a user __repr__ prints is
/// dropped, and a repr that raises shows as `<repr failed: Type>`.
std::string trace_repr(Machine& m, const Value& v);

class LineTracer {
public:
  LineTracer(Machine& m, size_t max_steps) : m_(m), max_(max_steps) {}

  /// Frame `f` is at `line` of `block`: a 'line' event when the line changed
  /// since the frame's last one, or a backward jump cleared Frame::trace_line.
  void line(Frame& f, uint32_t line, uint32_t block, const std::string& unit) {
    if (f.trace_line == line || m_.quiet || f.file != m_.module.filename) return;
    f.trace_line = line;
    event(LineStep::Event::Line, f, block, unit, "");
  }
  /// The frame returns `v` (null: left by an exception; a generator yields).
  void ret(Frame& f, const Value& v);
  /// An exception raised in, or passing through, `f` (in its block `block`).
  void exception(Frame& f, uint32_t block, const ExceptionObject* e);
  /// The trace, once the run is over.
  LineTrace finish();

private:
  void event(LineStep::Event kind, Frame& f, uint32_t block, const std::string& unit,
             std::string detail);
  StepState snapshot();
  TraceValue value(const Value& v, StepState& s);

  Machine& m_;
  size_t max_;
  int64_t total_ = 0;
  size_t printed_ = 0; ///< output length at the last snapshot
  std::vector<LineStep> steps_;
  std::vector<StepState> states_; ///< the state at each event: step k's is states_[k + 1]
  std::unordered_map<const Object*, uint32_t> ids_;
  /// What the last snapshot that met an object (by id) drew of it.
  struct Drawn {
    size_t snapshot = 0; ///< the snapshot it was drawn in
    std::string repr;
    std::shared_ptr<const HeapObject> heap;
    /// For a list, tuple, dict or set of plain scalars only: its items (and
    /// dict values) then. The same items again draw the same object.
    Values scalars;
    bool flat = false;
  };
  std::unordered_map<uint32_t, Drawn> drawn_;
  size_t snapshots_ = 0;
  std::vector<Value> keep_; ///< every numbered object, so no address is reused for another
};

} // namespace hyexec::interp
