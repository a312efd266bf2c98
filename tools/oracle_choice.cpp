#include "tools/oracle_choice.h"

#include "oracle/fixed.h"
#include "oracle/offline.h"

#include <nlohmann/json.hpp>

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
  } else if (kind != "none") {
    throw CommandError{"--oracle " + kind + ": unsupported (offline and none are implemented)"};
  }
  if (o.values.count("values"))
    return std::make_unique<oracle::FixedOracle>(values_option(o.value("values")), std::move(base));
  return base;
}

} // namespace hyexec::cli
