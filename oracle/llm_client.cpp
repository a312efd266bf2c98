#include "oracle/llm_client.h"

namespace hyexec::oracle {

using nlohmann::json;

std::string LlmClient::request_body(const ChatRequest& r) const {
  json messages = json::array();
  for (const ChatMessage& m : r.messages)
    messages.push_back({{"role", m.role}, {"content", m.content}});
  json body = {{"model", model_},
               {"messages", messages},
               {"n", r.n},
               {"temperature", r.temperature},
               {"max_tokens", r.max_tokens}};
  if (r.json_mode) body["response_format"] = {{"type", "json_object"}};
  if (r.seed) body["seed"] = *r.seed;
  return body.dump(-1, ' ', false, json::error_handler_t::replace);
}

ChatResponse LlmClient::parse(const std::string& body) {
  json j = json::parse(body, nullptr, false);
  if (!j.is_object())
    throw TransportError{"the answer is not JSON (" + std::to_string(body.size()) + " bytes)"};
  if (j.contains("error")) {
    const json& e = j["error"];
    throw TransportError{"the server says: " +
                         (e.is_object() && e.contains("message") && e["message"].is_string()
                              ? e["message"].get<std::string>()
                              : e.dump())};
  }
  if (!j.contains("choices") || !j["choices"].is_array() || j["choices"].empty())
    throw TransportError{"the answer has no choices"};
  ChatResponse out;
  for (const json& c : j["choices"]) {
    if (!c.is_object()) continue;
    const json* content = nullptr;
    if (c.contains("message") && c["message"].is_object() && c["message"].contains("content"))
      content = &c["message"]["content"];
    else if (c.contains("text")) // completion-style servers
      content = &c["text"];
    if (content && content->is_string()) out.contents.push_back(content->get<std::string>());
  }
  if (out.contents.empty()) throw TransportError{"the answer's choices have no text"};
  if (j.contains("usage") && j["usage"].is_object()) {
    const json& u = j["usage"];
    if (u.contains("prompt_tokens") && u["prompt_tokens"].is_number_integer())
      out.prompt_tokens = u["prompt_tokens"].get<int>();
    if (u.contains("completion_tokens") && u["completion_tokens"].is_number_integer())
      out.completion_tokens = u["completion_tokens"].get<int>();
  }
  return out;
}

ChatResponse LlmClient::chat(const ChatRequest& r) {
  ++calls;
  ChatResponse out = parse(transport_->post(request_body(r)));
  prompt_tokens += out.prompt_tokens;
  completion_tokens += out.completion_tokens;
  return out;
}

std::vector<std::optional<ChatResponse>> LlmClient::chat_all(const std::vector<ChatRequest>& rs) {
  std::vector<std::string> bodies;
  for (const ChatRequest& r : rs) bodies.push_back(request_body(r));
  calls += static_cast<int>(rs.size());
  std::vector<std::optional<ChatResponse>> out;
  for (const std::string& body : transport_->post_all(bodies)) {
    try {
      if (body.empty()) throw TransportError{"failed"};
      out.push_back(parse(body));
      prompt_tokens += out.back()->prompt_tokens;
      completion_tokens += out.back()->completion_tokens;
    } catch (const TransportError&) {
      out.push_back(std::nullopt);
    }
  }
  return out;
}

json extract_json(const std::string& text) {
  auto try_parse = [](std::string s) -> json {
    json j = json::parse(s, nullptr, false);
    if (!j.is_discarded()) return j;
    // Trailing commas before } or ]: a common slip of models.
    std::string fixed;
    for (size_t i = 0; i < s.size(); ++i) {
      if (s[i] == ',') {
        size_t k = s.find_first_not_of(" \t\r\n", i + 1);
        if (k != std::string::npos && (s[k] == '}' || s[k] == ']')) continue;
      }
      fixed += s[i];
    }
    j = json::parse(fixed, nullptr, false);
    return j.is_discarded() ? json() : j;
  };
  if (json j = try_parse(text); j.is_object()) return j;
  // The first balanced {...}, skipping strings.
  for (size_t start = text.find('{'); start != std::string::npos;
       start = text.find('{', start + 1)) {
    int depth = 0;
    bool in_string = false;
    for (size_t i = start; i < text.size(); ++i) {
      char c = text[i];
      if (in_string) {
        if (c == '\\')
          ++i;
        else if (c == '"')
          in_string = false;
        continue;
      }
      if (c == '"')
        in_string = true;
      else if (c == '{')
        ++depth;
      else if (c == '}' && --depth == 0) {
        if (json j = try_parse(text.substr(start, i - start + 1)); j.is_object()) return j;
        break;
      }
    }
  }
  return json();
}

} // namespace hyexec::oracle
