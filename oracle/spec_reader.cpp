#include "oracle/spec_reader.h"

#include "oracle/prompts.h"

#include <nlohmann/json.hpp>

namespace hyexec::oracle {

std::optional<std::string> rewrite_input_description(LlmClient& llm,
                                                     const std::string& description) {
  ChatRequest r;
  r.messages = {{"user", prompt("stdin_spec", {{"description", description}})}};
  try {
    ChatResponse answer = llm.chat(r);
    if (answer.contents.empty()) return std::nullopt;
    nlohmann::json j = extract_json(answer.contents[0]);
    if (!j.is_object() || !j.contains("input") || !j["input"].is_array()) return std::nullopt;
    std::string text = "Input\n";
    for (const auto& line : j["input"])
      if (line.is_string()) text += line.get<std::string>() + "\n";
    text += "Constraints\n";
    if (j.contains("constraints") && j["constraints"].is_array())
      for (const auto& c : j["constraints"])
        if (c.is_string()) text += c.get<std::string>() + "\n";
    return text;
  } catch (const TransportError&) {
    return std::nullopt;
  }
}

} // namespace hyexec::oracle
