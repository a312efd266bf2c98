#pragma once
/// \file
/// The line trace as JSON (README "Line traces"): what `hyexec trace --json`
/// prints and what the page (trace_page.h) steps through. Its shape is
/// tools/settrace_steps.py's, CPython's own trace, plus each step's CFG unit
/// and block.

#include "interp/line_trace.h"

#include <nlohmann/json.hpp>

namespace hyexec::teach {

/// The steps as a JSON array.
nlohmann::ordered_json steps_json(const interp::LineTrace& t);

/// The parts of a step, for the page (trace_page.h), which stores frames and
/// heap objects once each: a step without its frames and heap, a frame, a
/// heap object, and a heap object's key (`id3`).
nlohmann::ordered_json step_head_json(const interp::LineStep& s);
nlohmann::ordered_json frame_json(const interp::TraceFrame& f);
nlohmann::ordered_json heap_json(const interp::HeapObject& h);
std::string heap_id(uint32_t id);

} // namespace hyexec::teach
