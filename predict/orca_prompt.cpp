#include "predict/orca_prompt.h"

#include "cfg/cfg_render.h"
#include "oracle/prompts.h"
#include "predict/symbol_table.h"

namespace hyexec::predict {

std::string initial_symbol_table(const std::vector<std::pair<std::string, std::string>>& args) {
  // Each argument through the table reader, so the prompt shows it as
  // Python would (`1e3` is 1000.0) with its type's name.
  std::string dict;
  for (const auto& [name, expr] : args)
    dict += (dict.empty() ? "" : ", ") + ("'" + name + "': (" + expr + ", type(" + expr + "))");
  std::string table;
  for (const PredictedSymbol& s : read_symbol_table("{" + dict + "}"))
    table += (table.empty() ? "" : ", ") + ("'" + s.name + "': (" + s.repr_value + ", " +
                                            (s.type_name.empty() ? "object" : s.type_name) + ")");
  return "{" + table + "}";
}

std::vector<oracle::ChatMessage> orca_messages(const cfg::Program& program,
                                               const OrcaStart& start) {
  const cfg::CodeUnit& unit = start.unit ? *start.unit : program.module_unit();
  std::string inputs;
  if (start.stdin_text)
    inputs += "The program's standard input is:\n\"\"\"\n" + *start.stdin_text + "\"\"\"\n";
  else
    inputs += "The program's standard input is empty: input() raises EOFError.\n";
  if (!start.instance.empty())
    inputs += "self is " + start.instance + ", the instance the method is called on.\n";
  inputs += "Initial symbol table: " + initial_symbol_table(start.args) + "\n";
  std::string system = oracle::prompt("orca_system");
  std::string user = oracle::prompt("orca_user", {{"cfg", cfg::render_text(program)},
                                                  {"unit", cfg::unit_title(program, unit)},
                                                  {"inputs", inputs}});
  return {{"system", system}, {"user", user}};
}

} // namespace hyexec::predict
