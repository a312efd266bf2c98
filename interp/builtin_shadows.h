#pragma once
/// \file
/// Builtin types' names a snippet uses as variables of its own (`list.sort()`,
/// `'\n'.join(list)`, `dict.values()`): CPython finds the type and raises a
/// TypeError, where the author's code had a value of that name. Before the
/// module body runs, the interpreter asks the oracle about each such name it
/// reads (hint `builtin`); an answer becomes a global that shadows the builtin,
/// as Treefix's prefix `list = [...]` would in CPython.

namespace hyexec::interp {

class Machine;

/// Binds the oracle's values for the builtin types' names the module reads
/// and the oracle says are variables (none without an oracle).
void bind_shadowed_builtins(Machine& m);

} // namespace hyexec::interp
