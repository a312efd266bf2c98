#pragma once
/// \file
/// Whether two runs behave alike, as `hyexec diff --compare` asks:
/// `output` (stdout, the entry's return value, its arguments after the
/// call), `status` (ok / error / step limit, exit code), `error-type`
/// (both, and the exception's class), `error` (and its message: CrossHair's
/// strictest exception equivalence), `all` (the default: as `error`, plus
/// a SystemExit message). Numbers in the output compare within `rel_tol`.

#include "interp/interpreter.h"

#include <string>
#include <vector>

namespace hyexec::cli {

enum class CompareMode { Output, Status, ErrorType, Error, All };

/// The mode named `name` (`output|status|error-type|error|all`); false when unknown.
bool parse_compare_mode(const std::string& name, CompareMode* mode);

/// What differs between the runs (`stdout`, `return`, `args_after`,
/// `status`, `exit_code`, `error_type`, `error_message`, `stderr`); empty
/// when they behave alike.
std::vector<std::string> behaviour_differences(const interp::RunResult& a,
                                               const interp::RunResult& b, CompareMode mode,
                                               double rel_tol);

/// A run that did not finish (step limit or timeout).
bool unfinished(const interp::RunResult& r);

} // namespace hyexec::cli
