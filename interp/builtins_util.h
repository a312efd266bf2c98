#pragma once
/// \file
/// Helpers shared by the builtin functions and the builtin types' methods:
/// argument checks with CPython's messages, and operations several of them use.

#include "interp/machine.h"

namespace hyexec::interp {

/// Raises CPython's TypeError unless `a` has between `lo` and `hi` positional arguments.
void arity(const CallArgs& a, const char* fname, size_t lo, size_t hi);
void exactly_one(const CallArgs& a, const char* fname);
void no_kwargs(const CallArgs& a, const char* fname);
/// The arguments of a function Argument Clinic binds: the positional-or-
/// keyword parameters `names`, the first `required` of them required (a
/// missing one is null), with CPython's messages (a missing one before an
/// unknown keyword).
Values clinic_args(const CallArgs& a, const std::string& f, std::vector<std::string> names,
                   size_t required);
/// The str value of `v`, or a TypeError `prefix + type name`.
std::string expect_str(const Value& v, const std::string& prefix);

/// dict.update(other): a mapping or an iterable of pairs.
void dict_update(DictObject* d, const Value& other);
/// list.sort(key=, reverse=) on args[0], a list (stable, as CPython's timsort).
Value list_sort(CallArgs& a);
/// An iterator over a snapshot of values.
Value make_list_iterator(Values items);
/// super(), zero-argument or explicit.
Value super_fn(CallArgs& a);
/// Binds the native function `f` as `name` in module `m`.
void add_function(ModuleObject* m, const char* name, NativeFn f);
/// sys.stdout when the program replaced it (print writes there); null while
/// it is the run's own stdout, or sys was never imported.
Value current_stdout(Machine& m);

} // namespace hyexec::interp
