#pragma once
/// \file
/// An input description (`--stdin-spec`) the parser of solver/stdin_spec.h
/// cannot read, rewritten by the LLM in the notation it can: one prompt
/// (prompts/stdin_spec.txt), a JSON answer of format lines and bounds.

#include "oracle/llm_client.h"

#include <optional>
#include <string>

namespace hyexec::oracle {

/// The description as "Input" and "Constraints" sections of the plain
/// notation, or none when the LLM fails or answers something else.
std::optional<std::string> rewrite_input_description(LlmClient& llm,
                                                     const std::string& description);

} // namespace hyexec::oracle
