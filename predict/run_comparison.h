#pragma once
/// \file
/// A predicted execution against the concrete run: the real block sequence
/// of the unit the prediction walks, and where the two first part.

#include "cfg/cfg.h"
#include "interp/interpreter.h"
#include "predict/orca_metrics.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::predict {

/// The blocks the first activation of `unit` went through, with its
/// variables at the end of each, as ORCA's ground truth has them: a block
/// that raised is the last, with the variables it had when it raised. A
/// `for` header that takes an item shows the loop variable already bound to
/// it (the prompt asks the LLM to update it there; the interpreter binds it
/// at the start of the body, whose end value is taken). `r` must come from a
/// run traced at TraceLevel::Full with trace_events.
std::vector<ActualBlock> unit_blocks(const interp::RunResult& r, const cfg::CodeUnit& unit);

/// Each block of `unit` (by its number) → its first and last line.
std::map<int, std::pair<int, int>> block_line_ranges(const cfg::CodeUnit& unit);

/// Where the prediction first leaves the real run.
struct Divergence {
  enum class Kind { Path, Value } kind = Kind::Path;
  size_t position = 0; ///< index in both block sequences
  /// Path: the last block both agree on (0 at the start); Value: the block.
  int block = 0;
  std::optional<int> predicted_block, actual_block; ///< Path; nullopt: that run ended
  std::string variable, predicted, actual;          ///< Value: the variable, both values
};

std::optional<Divergence> first_divergence(const Prediction& predicted,
                                           const std::vector<ActualBlock>& actual);

/// How the predicted error relates to the one the run raised.
enum class ErrorAgreement {
  NoError,       ///< neither raised
  Agree,         ///< same class, same block
  BlockDiffers,  ///< same class, another block
  TypeDiffers,   ///< another class
  PredictedOnly, ///< the LLM predicts an error the run does not raise
  Missed,        ///< the run raises an error the LLM does not predict
};
const char* name(ErrorAgreement a);

/// `actual_type` empty: the run raised nothing; `actual_block`: the unit's
/// block it raised in.
ErrorAgreement compare_errors(const Prediction& predicted, const std::string& actual_type,
                              int actual_block);

} // namespace hyexec::predict
