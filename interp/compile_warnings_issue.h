#pragma once
/// \file
/// Issues the compiler's SyntaxWarnings (cfg/compile_warnings.h) through the
/// program's `warnings` module, as CPython's compiler does: its filters
/// decide, and the default prints `FILE:LINE: SyntaxWarning: ...` with the
/// source line to sys.stderr.

#include "cfg/compile_warnings.h"

#include <string>

namespace hyexec::interp {

/// warnings.warn_explicit(message, SyntaxWarning, filename, line): raises
/// what a filter turns the warning into.
void issue_compile_warning(const cfg::CompileWarning& w, const std::string& filename);

/// Each warning of `module`, compiled from `filename`, in compile order.
void issue_compile_warnings(const ast::Module& module, const std::string& filename);

} // namespace hyexec::interp
