#include "interp/output_sink.h"

namespace hyexec::interp {

namespace {
OutputSink installed_sink;
} // namespace

OutputSinkScope::OutputSinkScope(OutputSink sink) {
  installed_sink = std::move(sink);
}
OutputSinkScope::~OutputSinkScope() {
  installed_sink = nullptr;
}

void to_output_sink(OutputStream stream, const std::string& text) {
  if (installed_sink) installed_sink(stream, text);
}

} // namespace hyexec::interp
