#pragma once
/// \file
/// A line-granularity trace (`hyexec trace --json/--html`): the events
/// CPython's sys.settrace gives for the program's own file, each with the
/// state after it. README "Line traces" documents the JSON it becomes.

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::interp {

/// A value as a trace shows it: its repr, and the heap object it is when it
/// is one (a list, tuple, dict, set or instance of a program's class).
struct TraceValue {
  std::string repr;
  uint32_t ref = 0; ///< heap id (shown as `id<ref>`); 0: a plain value
};

/// A heap object the frames reach, as it is at one step.
struct HeapObject {
  uint32_t id = 0;
  std::string type; ///< list | tuple | dict | set | the class name
  bool instance = false;
  std::vector<TraceValue> items;                         ///< list, tuple, set; dict keys
  std::vector<TraceValue> values;                        ///< dict values
  std::vector<std::pair<std::string, TraceValue>> attrs; ///< an instance's attributes
  size_t more = 0; ///< items or attributes left out (past the limit)
};

struct TraceFrame {
  std::string function;
  uint32_t line = 0; ///< the line the frame is at (the top frame: the next to run)
  std::vector<std::pair<std::string, TraceValue>> locals;
};

/// The program's state after a step.
struct StepState {
  std::vector<TraceFrame> frames; ///< outermost first
  /// Shared by the steps that see the object unchanged (a long loop over a
  /// big list holds it once).
  std::vector<std::shared_ptr<const HeapObject>> heap;
  std::string printed; ///< the output the step printed
};

struct LineStep {
  enum class Event : uint8_t { Line, Return, Exception };
  Event event = Event::Line;
  uint32_t line = 0;
  std::string function; ///< the frame's name, as CPython's co_name
  std::string unit;     ///< its CFG unit (`C.m`); empty in a comprehension
  uint32_t block = 0;   ///< the CFG block that ran the line
  std::string detail;   ///< Exception: "Type: message"; Return: repr of the value
  StepState state;
};

struct LineTrace {
  std::vector<LineStep> steps;
  int64_t total = 0;      ///< events in the whole run (steps stop at the cap)
  bool truncated = false; ///< the cap was reached: steps end before the run did
};

} // namespace hyexec::interp
