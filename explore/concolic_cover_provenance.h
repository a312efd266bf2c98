#pragma once
/// \file
/// Whose error is it: an error a run of `cover` ends with is a finding about
/// the snippet only when real values could cause it. One caused only by a
/// stand-in's invented behaviour (a Mock's answer, a dict standing in for a
/// DataFrame, an oracle's `raise E` that nothing catches) is a stand-in
/// artefact, reported apart from the snippet's errors (CLI.md
/// `error.provenance`: `stand-in`). A predicted `raise E` that an `except`
/// catches is how a run enters that handler, and the run says so.

#include "interp/interpreter.h"

#include <string>
#include <vector>

namespace hyexec::cli {

/// CLI.md's `error.provenance` of a run that raised: `concrete` (no value
/// the oracle supplied), `oracle-dependent` (real values the oracle
/// supplied could cause it) or `stand-in`; empty when the run did not raise
/// (an unsupported construct included).
std::string error_provenance(const interp::RunResult& r);

/// A predicted exception (an answer `raise E`) the run used to enter an
/// `except` that catches it.
struct PredictedRaise {
  std::string key;  ///< the expression as written (`int(text)`)
  std::string type; ///< E as the answer names it
  uint32_t line = 0;
};
std::vector<PredictedRaise> predicted_raises(const interp::RunResult& r);

/// One distinct error among the reported runs (by type, line and message).
struct ReportedError {
  std::string type, message, provenance;
  uint32_t line = 0;
  std::vector<size_t> runs; ///< the reported runs (from 1) that end with it
};

/// The reported runs' errors, split: the snippet's own (concrete or
/// oracle-dependent) and the stand-in artefacts, each in order of first run.
struct SplitErrors {
  std::vector<ReportedError> own, artefacts;
};
SplitErrors split_errors(const std::vector<const interp::RunResult*>& runs);

} // namespace hyexec::cli
