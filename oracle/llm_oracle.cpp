#include "oracle/llm_oracle.h"

#include "oracle/known_names.h"
#include "oracle/prompts.h"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace hyexec::oracle {

using nlohmann::json;

namespace {

std::string quote(const std::string& s) {
  return json(s).dump(); // a JSON string is a valid Python str literal for printable text
}

/// Calls `f(name, bound)` for each `name [as alias]` of a comma-separated list.
template <class F> void for_each_alias(std::string list, F f) {
  for (char& c : list)
    if (c == '(' || c == ')') c = ' ';
  std::istringstream parts(list);
  std::string item;
  while (std::getline(parts, item, ',')) {
    std::istringstream w(item);
    std::string name, as, alias;
    w >> name >> as >> alias;
    if (!name.empty()) f(name, as == "as" ? alias : std::string());
  }
}

/// `import a.b as c`, `from m import x as y`: the names a line binds, with
/// an expression for each that our interpreter can evaluate (an unknown
/// module stays to the offline oracle's stand-ins).
std::map<std::string, std::string> names_imported(const std::string& line) {
  std::map<std::string, std::string> out;
  std::istringstream in(line);
  std::string word, module, imp, rest;
  in >> word;
  auto module_expr = [](const std::string& m) {
    return is_implemented_module(m.substr(0, m.find('.')))
               ? "__import__(" + quote(m) + ", fromlist=['_'])"
               : std::string();
  };
  if (word == "import") {
    std::getline(in, rest);
    for_each_alias(rest, [&](const std::string& name, const std::string& alias) {
      std::string top = name.substr(0, name.find('.'));
      if (std::string e = module_expr(alias.empty() ? top : name); !e.empty())
        out[alias.empty() ? top : alias] = e;
    });
  } else if (word == "from") {
    in >> module >> imp;
    std::getline(in, rest);
    std::string e = module_expr(module);
    if (e.empty() || imp != "import") return out;
    for_each_alias(rest, [&](const std::string& name, const std::string& alias) {
      if (name != "*") out[alias.empty() ? name : alias] = e + "." + name;
    });
  }
  return out;
}

} // namespace

LlmOracle::LlmOracle(const ast::Module& module, std::unique_ptr<LlmClient> client, int max_calls,
                     int completions)
    : module_(module), client_(std::move(client)),
      offline_(module, OfflineOracle::Scope::Everything), usage_(UsageMap::analyse(module)),
      max_calls_(max_calls), completions_(completions) {}

void LlmOracle::fail(const std::string& why) {
  if (!failed_) std::cerr << "hyexec: llm: " << why << "; the offline oracle answers instead\n";
  failed_ = true;
}

std::string LlmOracle::initializations_text() const {
  json j = json::object();
  for (const auto& [k, v] : init_) j[k] = v.front();
  return j.dump(2);
}

std::vector<std::string> LlmOracle::llm_candidates(const std::string& key) const {
  std::vector<std::string> out;
  if (auto it = imported_.find(key); it != imported_.end()) out.push_back(it->second);
  if (auto it = init_.find(key); it != init_.end())
    for (const std::string& e : it->second)
      if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  return out;
}

bool LlmOracle::merge(const std::string& content) {
  json j = extract_json(content);
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
      std::vector<std::string>& all = init_[name];
      auto it = std::find(all.begin(), all.end(), expr);
      if (it == all.begin() && !all.empty()) continue;
      if (it != all.end()) all.erase(it);
      all.insert(all.begin(), expr); // the latest answer is the best
      choice_.erase(name);
      changed = true;
    }
  return changed;
}

bool LlmOracle::ask_prefix(const std::string& template_name,
                           std::map<std::string, std::string> values, int completions) {
  if (!can_call()) return false;
  values["snippet"] = values.count("snippet") ? values["snippet"] : std::string(module_.source);
  ChatRequest r;
  r.messages = {{"system", prompt("llm_system")}, {"user", prompt(template_name, values)}};
  r.n = completions;
  r.temperature = completions > 1 ? 0.8 : 0;
  try {
    ChatResponse resp = client_->chat(r);
    std::vector<std::string> contents = resp.contents;
    // A server that ignores `n` answered once: the others as concurrent
    // requests (distinct seeds, so the cache keeps them apart).
    int missing = std::min<int>(completions - static_cast<int>(contents.size()),
                                max_calls_ - client_->calls - 1);
    if (missing > 0) {
      std::vector<ChatRequest> more(missing, r);
      for (int i = 0; i < missing; ++i) {
        more[i].n = 1;
        more[i].seed = i + 1;
      }
      for (const auto& extra : client_->chat_all(more))
        if (extra) contents.insert(contents.end(), extra->contents.begin(), extra->contents.end());
    }
    bool changed = false;
    // The first answer is merged last: its values are tried first.
    for (auto it = contents.rbegin(); it != contents.rend(); ++it) {
      try {
        changed |= merge(*it);
      } catch (const TransportError& e) {
        if (it + 1 == contents.rend()) throw; // only the first answer's fault is an error
      }
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
                {"user", prompt("value", {{"snippet", std::string(module_.source)},
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
  // Whether a builtin's name is a variable is the usage analysis's call.
  if (q.hint == "builtin") return offline_.answer(q);
  // A parameter with a default keeps it: a question per default would cost
  // a call each, where the offline oracle's alternatives cost nothing.
  if (q.ask == Ask::Argument && q.hint.rfind("default:", 0) == 0) return {};
  if (q.ask == Ask::Name || q.ask == Ask::Argument) {
    // Stripped imports are certain: no need to ask.
    Answer known = offline_.answer(q);
    if (known.certain) return known;
    if (!prefix_asked_) {
      prefix_asked_ = true;
      std::string names;
      for (const std::string& n : usage_.undefined_names())
        names += (names.empty() ? "" : ", ") + n;
      ask_prefix("prefix_initial", {{"names", names}}, completions_);
    }
    std::vector<std::string> llm = llm_candidates(q.key);
    if (llm.empty())
      if (std::string v = ask_value(q); !v.empty()) {
        init_[q.key] = {v};
        llm = {v};
      }
    size_t i = selected(q.key);
    if (i < llm.size()) return {llm[i], false};
    if (!llm.empty()) {
      offline_.select(q.key, i - llm.size());
      return offline_.answer(q);
    }
  }
  return offline_.answer(q);
}

size_t LlmOracle::variants(const std::string& key) const {
  return offline_.variants(key) + llm_candidates(key).size();
}

void LlmOracle::select(const std::string& key, size_t index) {
  size_t llm = llm_candidates(key).size();
  if (llm == 0) return offline_.select(key, index);
  choice_[key] = index;
  if (index >= llm) offline_.select(key, index - llm);
}

size_t LlmOracle::selected(const std::string& key) const {
  if (llm_candidates(key).empty()) return offline_.selected(key);
  auto it = choice_.find(key);
  return it == choice_.end() ? 0 : it->second;
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
  std::istringstream in{std::string(module_.source)};
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
