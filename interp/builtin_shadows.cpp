#include "interp/builtin_shadows.h"

#include "interp/machine.h"

namespace hyexec::interp {

void bind_shadowed_builtins(Machine& m) {
  if (!m.options.oracle || !m.program.scopes) return;
  for (const char* name : {"list", "dict", "set", "str", "tuple", "bytes", "frozenset"}) {
    bool read = false;
    for (const auto& scope : m.program.scopes->scopes) read |= scope->names.count(name) > 0;
    if (!read || m.globals->get_str(name)) continue;
    // Asked first without a record: most programs use the builtin as such,
    // and a question with no answer would count among the oracle's calls.
    oracle::Query q{oracle::Ask::Name, name, name, "builtin", 0};
    if (m.options.oracle_overrides.count(name) == 0 && m.options.oracle->answer(q).expr.empty())
      continue;
    if (Value v = m.ask_oracle(oracle::Ask::Name, name, name, "builtin"))
      m.globals->set_str(name, v);
  }
}

} // namespace hyexec::interp
