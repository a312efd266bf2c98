#pragma once
/// \file
/// An OpenAI-compatible chat-completions client (OpenAI, vLLM, llama.cpp
/// server, Ollama): builds requests, parses answers tolerantly, counts calls
/// and tokens. The transport (oracle/llm_transport.h) decides where requests
/// go: the network, the cache, a record or a replay.

#include "oracle/llm_transport.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hyexec::oracle {

struct ChatMessage {
  std::string role; ///< system | user | assistant
  std::string content;
};

struct ChatRequest {
  std::vector<ChatMessage> messages;
  int n = 1; ///< completions wanted
  double temperature = 0;
  int max_tokens = 1024;
  bool json_mode = true;   ///< ask for a JSON object (response_format)
  std::optional<int> seed; ///< sampling seed (OpenAI, vLLM); also keeps cache keys apart
};

struct ChatResponse {
  std::vector<std::string> contents; ///< one per completion
  int prompt_tokens = 0, completion_tokens = 0;
};

struct LlmSettings {
  std::string base_url, model, api_key;
  double timeout_seconds = 60;
};

class LlmClient {
public:
  LlmClient(std::string model, std::unique_ptr<Transport> transport)
      : model_(std::move(model)), transport_(std::move(transport)) {}

  /// Throws TransportError when the request fails or the answer is not a
  /// chat completion.
  ChatResponse chat(const ChatRequest& r);
  /// Independent requests at once; a failed one is empty.
  std::vector<std::optional<ChatResponse>> chat_all(const std::vector<ChatRequest>& rs);

  /// The request body sent for `r` (also the cache key).
  std::string request_body(const ChatRequest& r) const;
  int network_requests() const { return transport_->network_requests; }

  int calls = 0; ///< chat completions asked for (cache hits included)
  int prompt_tokens = 0, completion_tokens = 0;

private:
  ChatResponse parse(const std::string& body);

  std::string model_;
  std::unique_ptr<Transport> transport_;
};

/// The first JSON object in a model's text: the whole text, or inside a
/// ``` fence, or after some prose; trailing commas are forgiven. A null
/// json when there is none.
nlohmann::json extract_json(const std::string& text);

} // namespace hyexec::oracle
