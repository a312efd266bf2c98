#pragma once
/// \file
/// The ORCA prompt (prompts/orca_system.txt, prompts/orca_user.txt): the
/// program's CFG as `hyexec cfg --format text` lists it, the unit to walk,
/// and what the run starts from (its standard input, the entry's arguments).

#include "cfg/cfg.h"
#include "oracle/llm_client.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::predict {

struct OrcaStart {
  const cfg::CodeUnit* unit = nullptr;   ///< the unit to walk: the module or the entry
  std::optional<std::string> stdin_text; ///< the program's standard input, if it has one
  /// The entry's arguments: name → Python expression.
  std::vector<std::pair<std::string, std::string>> args;
  /// For a method: how `self` was made (`Acc(start=3)`).
  std::string instance;
};

/// The symbol table the traversal starts from, as the prompt writes tables:
/// `{'x': (3, int), 's': ('ab', str)}`.
std::string initial_symbol_table(const std::vector<std::pair<std::string, std::string>>& args);

/// The system and user messages of the one ORCA call for `program`.
std::vector<oracle::ChatMessage> orca_messages(const cfg::Program& program, const OrcaStart& start);

} // namespace hyexec::predict
