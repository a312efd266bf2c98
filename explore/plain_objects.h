#pragma once
/// \file
/// Stand-ins a plain object reproduces. A lifted function body reads
/// `leaf.type`, `self.app.config`: the oracle answers `leaf` with a stand-in
/// (`Mock('leaf')`) whose attributes it answers in turn. When a run used such
/// a stand-in only as a plain object does (attributes read, each answered by
/// a real value or by another such object; attributes stored; truth True),
/// an object of a class of its own whose attributes are those answers
/// behaves the same in CPython: the run rests on real values (CLI.md
/// `realizable`), and `cover --emit-python` writes that object
/// (explore/replay/_hyexec.py `objects`). Any other use (a call, an item,
/// `==`, iteration, a concrete value, its repr, `with`: the oracle records
/// each, interp/pylib/_mock.py) leaves it a stand-in.

#include "interp/interpreter.h"

#include <set>
#include <string>

namespace hyexec::cli {

/// The keys of `r`'s answers (names and attributes) that plain objects reproduce.
std::set<std::string> plain_objects(const interp::RunResult& r);

/// The key a record of `_mock`'s use of a stand-in as only a stand-in
/// behaves carries as its hint (interp/oracle_bridge.cpp `stand_in_use`).
extern const char* const kStandInUse;

} // namespace hyexec::cli
