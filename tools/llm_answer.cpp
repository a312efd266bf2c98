#include "tools/llm_answer.h"

#include "tools/oracle_choice.h"

namespace hyexec::cli {

const char* const kNoLlmConfigured =
    "no LLM configured (--llm-url URL --llm-model NAME, HYEXEC_LLM_URL and HYEXEC_LLM_MODEL, "
    "--oracle replay:FILE, or --answer FILE): the concrete run only";

std::optional<std::string> llm_answer(const Options& o,
                                      const std::vector<oracle::ChatMessage>& messages,
                                      bool json_mode, LlmUse* use) {
  if (o.values.count("answer")) {
    use->source = "file " + o.value("answer");
    return read_file(o.value("answer"));
  }
  std::unique_ptr<oracle::LlmClient> llm = configured_llm(o);
  if (!llm) return std::nullopt;
  oracle::ChatRequest request;
  request.messages = messages;
  request.json_mode = json_mode;
  request.max_tokens = 4096;
  try {
    oracle::ChatResponse response = llm->chat(request);
    use->source = o.value("oracle", "llm").rfind("replay:", 0) == 0 ? "replay" : "llm";
    use->calls = llm->calls;
    use->network_requests = llm->network_requests();
    use->prompt_tokens = llm->prompt_tokens;
    use->completion_tokens = llm->completion_tokens;
    return response.contents.empty() ? "" : response.contents.front();
  } catch (const oracle::TransportError& e) {
    throw CommandError{"the LLM gave no answer: " + e.message};
  }
}

std::string prompt_text(const std::vector<oracle::ChatMessage>& messages) {
  std::string out;
  for (const auto& m : messages) out += "### " + m.role + "\n" + m.content + "\n";
  return out;
}

nlohmann::ordered_json llm_use_json(const LlmUse& use, const std::optional<std::string>& answer) {
  if (!answer) return nullptr;
  return {{"source", use.source},
          {"calls", use.calls},
          {"network_requests", use.network_requests},
          {"prompt_tokens", use.prompt_tokens},
          {"completion_tokens", use.completion_tokens},
          {"answer", *answer}};
}

} // namespace hyexec::cli
