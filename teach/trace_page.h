#pragma once
/// \file
/// The self-contained page of a line trace (`hyexec trace FILE --html OUT`):
/// viewer/ (HTML, CSS, script) with the trace and the program embedded, no
/// network, works from file://.

#include "cfg/cfg.h"
#include "interp/line_trace.h"

#include <nlohmann/json.hpp>

#include <string>

namespace hyexec::teach {

/// What the page shows besides the steps.
struct PageInput {
  std::string file;
  std::string stdin_text;
  /// `hyexec trace --json`'s object without its steps: status, error, stdout...
  nlohmann::ordered_json trace;
  const interp::LineTrace& steps;
};

/// The page. Steps, frames and heap objects are stored once each and shared
/// by the steps that show them unchanged, so a long loop's page stays small.
std::string trace_page(const ast::Module& m, const cfg::Program& p, const PageInput& in);

} // namespace hyexec::teach
