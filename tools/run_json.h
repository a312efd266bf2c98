#pragma once
/// \file
/// The parts of a run's report (CLI.md) that `run`, `cover` and `trace` share.

#include "interp/interpreter.h"

#include <nlohmann/json.hpp>

#include <string>

namespace hyexec::cli {

/// `error`: null unless the run raised (or met an unsupported construct);
/// with `provenance`, `concrete` or `oracle-dependent` (null when unsupported).
nlohmann::ordered_json error_json(const interp::RunResult& r);
/// `lines`: the covered statement lines of the program's file.
nlohmann::ordered_json lines_json(const interp::RunResult& r, const cfg::Program& p);
/// `values`: the oracle's answers, expression as written → answer.
nlohmann::ordered_json values_json(const interp::RunResult& r);
/// `args`: the entry's arguments, parameter → expression.
nlohmann::ordered_json args_json(const interp::RunResult& r);
/// `llm`: the LLM's calls, requests and tokens, or null without one.
nlohmann::ordered_json llm_json(const oracle::Oracle* o);
/// `return`: the repr of what the entry returned, or null.
nlohmann::ordered_json return_json(const interp::RunResult& r);
/// One line saying which of the run's values were the oracle's guesses, for
/// a plain report; empty when none were.
std::string guessed_values_note(const interp::RunResult& r);

} // namespace hyexec::cli
