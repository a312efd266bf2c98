#pragma once
/// \file
/// The command line of a snippet that reads its arguments (`sys.argv[1]`,
/// `len(sys.argv) > 1`): a script run with none fails or prints its usage,
/// where its author ran it with some. Before the module body runs, the
/// interpreter asks the oracle for the whole `sys.argv` (key `sys.argv`,
/// hint `argv`) and binds the answer, as a prefix `sys.argv = [...]` would
/// in CPython; the arguments are an input the cover search varies.

namespace hyexec::interp {

class Machine;

/// Binds sys.argv to the oracle's answer, when it has one (none without an
/// oracle, or for a snippet that reads no argument).
void bind_command_line(Machine& m);

} // namespace hyexec::interp
