#include "interp/command_line.h"

#include "interp/machine.h"
#include "interp/protocol.h"

namespace hyexec::interp {

void bind_command_line(Machine& m) {
  if (!m.options.oracle) return;
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
