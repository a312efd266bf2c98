#include "oracle/llm_oracle.h"

#include "oracle/known_names.h"
#include "oracle/prompts.h"

#include <iostream>
#include <sstream>

namespace hyexec::oracle {

using nlohmann::json;

namespace {

std::string quote(const std::string& s) {
  return json(s).dump(); // a JSON string is a valid Python str literal for printable text
}

/// `import a.b as c`, `from m import x as y`: the names a line binds, with
/// an expression for each that our interpreter can evaluate (an unknown
/// module stays to the offline oracle's stand-ins).
std::map<std::string, std::string> names_imported(const std::string& line) {
  std::map<std::string, std::string> out;
  std::istringstream in(line);
  std::string word, module;
  in >> word;
  auto module_expr = [](const std::string& m) {
    return is_implemented_module(m.substr(0, m.find('.')))
               ? "__import__(" + quote(m) + ", fromlist=['_'])"
               : std::string();
  };
  if (word == "import") {
    std::string rest;
    std::getline(in, rest);
    std::istringstream parts(rest);
    std::string item;
    while (std::getline(parts, item, ',')) {
      std::istringstream w(item);
      std::string name, as, alias;
      w >> name >> as >> alias;
      if (name.empty()) continue;
      std::string e = module_expr(as == "as" ? name : name.substr(0, name.find('.')));
      if (!e.empty()) out[as == "as" ? alias : name.substr(0, name.find('.'))] = e;
    }
  } else if (word == "from") {
    std::string imp, rest;
    in >> module >> imp;
    std::getline(in, rest);
    std::string e = module_expr(module);
    if (e.empty() || imp != "import") return out;
    for (char& c : rest)
      if (c == '(' || c == ')') c = ' ';
    std::istringstream parts(rest);
    std::string item;
    while (std::getline(parts, item, ',')) {
      std::istringstream w(item);
      std::string name, as, alias;
      w >> name >> as >> alias;
      if (!name.empty() && name != "*") out[as == "as" ? alias : name] = e + "." + name;
    }
  }
  return out;
}

} // namespace

LlmOracle::LlmOracle(const ast::Module& module, std::unique_ptr<LlmClient> client, int max_calls)
    : module_(module), client_(std::move(client)),
      offline_(module, OfflineOracle::Scope::Everything), usage_(UsageMap::analyse(module)),
      max_calls_(max_calls) {}

void LlmOracle::fail(const std::string& why) {
  if (!failed_) std::cerr << "hyexec: llm: " << why << "; the offline oracle answers instead\n";
  failed_ = true;
}

std::string LlmOracle::initializations_text() const {
  json j = json::object();
  for (const auto& [k, v] : init_) j[k] = v;
  return j.dump(2);
}

bool LlmOracle::ask_prefix(const std::string& template_name,
                           std::map<std::string, std::string> values) {
  if (!can_call()) return false;
  values["snippet"] = values.count("snippet") ? values["snippet"] : module_.source;
  ChatRequest r;
  r.messages = {{"system", prompt("llm_system")}, {"user", prompt(template_name, values)}};
  try {
    ChatResponse resp = client_->chat(r);
    json j = extract_json(resp.contents.front());
    if (!j.is_object() || !j.contains("initializations"))
      throw TransportError{"the answer has no \"initializations\" object"};
    bool changed = false;
    if (j.contains("imports") && j["imports"].is_array())
      for (const json& line : j["imports"])
        if (line.is_string())
          for (auto& [name, expr] : names_imported(line.get<std::string>())) {
            auto it = imported_.find(name);
            if (it == imported_.end() || it->second != expr) changed = true;
            imported_[name] = expr;
          }
    if (j["initializations"].is_object())
      for (const auto& [name, v] : j["initializations"].items()) {
        std::string expr = v.is_string() ? v.get<std::string>() : v.dump();
        auto it = init_.find(name);
        if (it == init_.end() || it->second != expr) changed = true;
        init_[name] = expr;
      }
    return changed;
  } catch (const TransportError& e) {
    fail(e.message);
  }
  return false;
}

std::string LlmOracle::ask_value(const Query& q) {
  if (!can_call()) return "";
  ChatRequest r;
  r.messages = {{"system", prompt("llm_system")},
                {"user", prompt("value", {{"snippet", module_.source},
                                          {"line", std::to_string(q.line)},
                                          {"key", q.key},
                                          {"hint", q.hint.empty() ? "" : " (" + q.hint + ")"}})}};
  try {
    json j = extract_json(client_->chat(r).contents.front());
    if (j.is_object() && j.contains("value"))
      return j["value"].is_string() ? j["value"].get<std::string>() : j["value"].dump();
    throw TransportError{"the answer has no \"value\""};
  } catch (const TransportError& e) {
    fail(e.message);
  }
  return "";
}

Answer LlmOracle::answer(const Query& q) {
  // Stripped imports are certain: no need to ask.
  if (q.ask == Ask::Name || q.ask == Ask::Argument) {
    Answer known = offline_.answer(q);
    if (known.certain) return known;
    if (!choice_.count(q.key)) {
      if (!prefix_asked_) {
        prefix_asked_ = true;
        std::string names;
        for (const std::string& n : usage_.undefined_names())
          names += (names.empty() ? "" : ", ") + n;
        ask_prefix("prefix_initial", {{"names", names}});
      }
      if (auto it = imported_.find(q.key); it != imported_.end()) return {it->second, false};
      if (auto it = init_.find(q.key); it != init_.end()) return {it->second, false};
      if (std::string v = ask_value(q); !v.empty()) {
        init_[q.key] = v;
        return {v, false};
      }
    }
  }
  return offline_.answer(q);
}

size_t LlmOracle::variants(const std::string& key) const {
  bool llm = init_.count(key) || imported_.count(key);
  return offline_.variants(key) + (llm ? 1 : 0);
}

void LlmOracle::select(const std::string& key, size_t index) {
  if (!init_.count(key) && !imported_.count(key)) return offline_.select(key, index);
  if (index == 0) {
    choice_.erase(key);
  } else {
    choice_[key] = index;
    offline_.select(key, index - 1);
  }
}

size_t LlmOracle::selected(const std::string& key) const {
  if (auto it = choice_.find(key); it != choice_.end()) return it->second;
  return init_.count(key) || imported_.count(key) ? 0 : offline_.selected(key);
}

bool LlmOracle::refine(const Feedback& f) {
  if (!prefix_asked_ || !can_call()) return false;
  if (!f.error.empty())
    return ask_prefix("prefix_error", {{"initializations", initializations_text()},
                                       {"error", f.error},
                                       {"line", std::to_string(f.error_line)}});
  if (f.uncovered.empty()) return false;
  // The snippet with its unreached lines marked.
  std::string marked;
  std::istringstream in(module_.source);
  std::string line;
  for (uint32_t n = 1; std::getline(in, line); ++n) {
    bool hit = std::find(f.uncovered.begin(), f.uncovered.end(), n) != f.uncovered.end();
    marked += line + (hit ? "  # uncovered" : "") + "\n";
  }
  return ask_prefix("prefix_uncovered",
                    {{"snippet", marked}, {"initializations", initializations_text()}});
}

std::optional<LlmUsage> LlmOracle::llm_usage() const {
  return LlmUsage{client_->calls, client_->network_requests(), client_->prompt_tokens,
                  client_->completion_tokens};
}

} // namespace hyexec::oracle
