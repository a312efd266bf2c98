#pragma once
/// \file
/// One LLM answer for the commands that ask a single question (`orca`,
/// `debug`): from the configured LLM, `--oracle replay:FILE`, or a file
/// given with `--answer` (an answer pasted from a chat).

#include "oracle/llm_client.h"
#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace hyexec::cli {

/// Where the answer came from and what it cost.
struct LlmUse {
  std::string source; ///< `llm`, `replay`, `file PATH`
  int calls = 0, network_requests = 0, prompt_tokens = 0, completion_tokens = 0;
};

/// The answer to `messages`, or nullopt when no LLM is configured. A request
/// that gets no answer is a CommandError.
std::optional<std::string> llm_answer(const Options& o,
                                      const std::vector<oracle::ChatMessage>& messages,
                                      bool json_mode, LlmUse* use);

/// `--print-prompt`: the messages as text.
std::string prompt_text(const std::vector<oracle::ChatMessage>& messages);

/// The `llm` object of a report (with the answer's text), or null.
nlohmann::ordered_json llm_use_json(const LlmUse& use, const std::optional<std::string>& answer);

/// What a report says when no LLM is configured.
extern const char* const kNoLlmConfigured;

} // namespace hyexec::cli
