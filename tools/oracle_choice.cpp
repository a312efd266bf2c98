#include "tools/oracle_choice.h"

#include "oracle/fixed.h"
#include "oracle/llm_oracle.h"
#include "oracle/offline.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace hyexec::cli {

namespace {

/// `--values`: a JSON object of expression → answer, inline or in a file.
std::map<std::string, std::string> values_option(const std::string& text) {
  std::string json = !text.empty() && text[0] == '{' ? text : read_file(text);
  nlohmann::json j = nlohmann::json::parse(json, nullptr, false);
  if (!j.is_object()) throw CommandError{"--values takes a JSON object of expression: value"};
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : j.items()) {
    if (!v.is_string()) throw CommandError{"--values: the value of " + k + " is not a string"};
    out[k] = v.get<std::string>();
  }
  return out;
}

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

/// Where the LLM response cache lives: $HYEXEC_CACHE_DIR, else the XDG cache.
std::string cache_directory() {
  if (std::string d = env("HYEXEC_CACHE_DIR"); !d.empty()) return d;
  if (std::string d = env("XDG_CACHE_HOME"); !d.empty()) return d + "/hyexec";
  if (std::string d = env("HOME"); !d.empty()) return d + "/.cache/hyexec";
  return ".hyexec-cache";
}

/// The LLM client for `kind` (`llm`: the server from --llm-url/--llm-model
/// or HYEXEC_LLM_*, through the cache, recorded with --record; `replay:FILE`:
/// no network).
std::unique_ptr<oracle::LlmClient> llm_client(const Options& o, const std::string& kind) {
  std::unique_ptr<oracle::Transport> transport;
  std::string model = o.value("llm-model", env("HYEXEC_LLM_MODEL"));
  try {
    if (kind == "llm") {
      oracle::HttpSettings http;
      http.base_url = o.value("llm-url", env("HYEXEC_LLM_URL"));
      http.api_key = env("HYEXEC_LLM_API_KEY");
      if (http.base_url.empty() || model.empty())
        throw CommandError{"--oracle llm needs --llm-url and --llm-model (or HYEXEC_LLM_URL "
                           "and HYEXEC_LLM_MODEL)"};
      if (std::string t = o.value("llm-timeout"); !t.empty()) http.timeout_seconds = std::stod(t);
      transport = oracle::http_transport(http);
      if (!o.flag("no-cache"))
        transport = oracle::cached_transport(cache_directory(), std::move(transport));
    } else {
      transport = oracle::replay_transport(kind.substr(7));
    }
    if (o.values.count("record"))
      transport = oracle::recording_transport(o.value("record"), std::move(transport));
  } catch (const oracle::TransportError& e) {
    throw CommandError{e.message};
  } catch (const std::invalid_argument&) {
    throw CommandError{"--llm-timeout takes a number of seconds"};
  }
  return std::make_unique<oracle::LlmClient>(model, std::move(transport));
}

} // namespace

std::unique_ptr<oracle::Oracle> make_oracle(const Options& o, const ast::Module& module,
                                            OracleDefault fallback) {
  std::string kind = o.value("oracle", "default");
  std::unique_ptr<oracle::Oracle> base;
  if (kind == "offline" || kind == "default") {
    auto scope = kind == "offline" || fallback == OracleDefault::Everything
                     ? oracle::OfflineOracle::Scope::Everything
                     : oracle::OfflineOracle::Scope::Imports;
    base = std::make_unique<oracle::OfflineOracle>(module, scope);
  } else if (kind == "llm" || kind.rfind("replay:", 0) == 0) {
    base = std::make_unique<oracle::LlmOracle>(module, llm_client(o, kind));
  } else if (kind != "none") {
    throw CommandError{"unknown --oracle " + kind + " (offline, llm, replay:FILE or none)"};
  }
  if (o.values.count("values"))
    return std::make_unique<oracle::FixedOracle>(values_option(o.value("values")), std::move(base));
  return base;
}

std::unique_ptr<oracle::LlmClient> configured_llm(const Options& o) {
  std::string kind = o.value("oracle", "default");
  if (kind == "llm" || kind.rfind("replay:", 0) == 0) return llm_client(o, kind);
  bool server = !o.value("llm-url", env("HYEXEC_LLM_URL")).empty() &&
                !o.value("llm-model", env("HYEXEC_LLM_MODEL")).empty();
  return server ? llm_client(o, "llm") : nullptr;
}

} // namespace hyexec::cli
