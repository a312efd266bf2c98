#include "interp/command_line.h"

#include "interp/machine.h"
#include "interp/protocol.h"

#include <regex>

namespace hyexec::interp {

namespace {

/// Whether the source spells `argv` as a word (`sys.argv`, `from sys import
/// argv`): a snippet that never does reads no argument, and an LLM oracle
/// would be asked about it for nothing.
bool mentions_argv(std::string_view source) {
  static const std::regex word(R"(\bargv\b)");
  return std::regex_search(source.begin(), source.end(), word);
}

} // namespace

void bind_command_line(Machine& m) {
  if (!m.options.oracle || !mentions_argv(m.module.source)) return;
  const char* key = "sys.argv";
  // Asked first without a record: most programs read no argument, and a
  // question with no answer would count among the oracle's calls.
  oracle::Query q{oracle::Ask::Name, key, key, "argv", 0};
  if (m.options.oracle_overrides.count(key) == 0 && m.options.oracle->answer(q).expr.empty())
    return;
  if (Value v = m.ask_oracle(oracle::Ask::Name, key, key, "argv"))
    set_attr(m.import_module("sys"), "argv", v);
}

} // namespace hyexec::interp
