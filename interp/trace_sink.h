#pragma once
/// \file
/// Streaming a run's block trace: while a TraceSinkScope lives, each trace
/// entry a run records is handed to its sink as it is recorded instead of
/// being kept in RunResult::trace (which stays empty), so that a long traced
/// run is written as it runs rather than held whole. RunOptions::trace_budget
/// counts the entries all the same: the sink receives the entries the trace
/// would have kept. Process-wide, as the run's memory cap is (memory.h): one
/// run at a time.

#include "interp/interpreter.h"

#include <functional>

namespace hyexec::interp {

/// Receives an entry; the entry is valid for the call only (it is reused).
using TraceSink = std::function<void(const BlockTrace&)>;

/// Installs `sink` for the runs made while it lives.
class TraceSinkScope {
public:
  explicit TraceSinkScope(TraceSink sink);
  ~TraceSinkScope();
  TraceSinkScope(const TraceSinkScope&) = delete;
  TraceSinkScope& operator=(const TraceSinkScope&) = delete;
};

/// The installed sink; empty when none.
const TraceSink& trace_sink();

} // namespace hyexec::interp
