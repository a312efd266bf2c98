#pragma once
/// \file
/// A run's output as it is written: while an OutputSinkScope lives, each
/// write of the program to sys.stdout or sys.stderr is handed to its sink
/// at once (and still kept in RunResult), so that `hyexec run` shows the
/// output as python3 does: a prompt before the program waits for its input,
/// a warning where it happened, the lines printed before a run is stopped.
/// Process-wide, as trace_sink.h's sink: one run at a time.

#include <functional>
#include <string>

namespace hyexec::interp {

/// Which stream a write went to.
enum class OutputStream { Stdout, Stderr };

/// Receives one write, on the run's thread.
using OutputSink = std::function<void(OutputStream, const std::string&)>;

/// Installs `sink` for the runs made while it lives.
class OutputSinkScope {
public:
  explicit OutputSinkScope(OutputSink sink);
  ~OutputSinkScope();
  OutputSinkScope(const OutputSinkScope&) = delete;
  OutputSinkScope& operator=(const OutputSinkScope&) = delete;
};

/// Hands `text` to the installed sink, if any.
void to_output_sink(OutputStream stream, const std::string& text);

} // namespace hyexec::interp
