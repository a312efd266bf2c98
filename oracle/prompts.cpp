#include "oracle/prompts.h"

#include <stdexcept>
#include <utility>

namespace hyexec::oracle {

namespace {
#include "prompts.inc"
} // namespace

std::string prompt(const std::string& name, const std::map<std::string, std::string>& values) {
  const char* text = nullptr;
  for (const auto& [n, t] : kPrompts)
    if (name == n) text = t.data();
  if (!text) throw std::out_of_range("no prompt template " + name);
  std::string out;
  std::string s = text;
  for (size_t i = 0; i < s.size();) {
    size_t open = s.find("{{", i);
    size_t close = open == std::string::npos ? open : s.find("}}", open);
    if (close == std::string::npos) {
      out += s.substr(i);
      break;
    }
    out += s.substr(i, open - i);
    std::string key = s.substr(open + 2, close - open - 2);
    auto it = values.find(key);
    out += it == values.end() ? "{{" + key + "}}" : it->second;
    i = close + 2;
  }
  return out;
}

} // namespace hyexec::oracle
