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

} // namespace hyexec::teach
