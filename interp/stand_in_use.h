#pragma once
/// \file
/// What the program's own code does with a stand-in (interp/pylib/_mock.py)
/// that only a stand-in answers so, without asking the oracle: `callable(x)`
/// (a stand-in is always callable) and `type(x)` (its class is _mock's,
/// so `type(x).__name__` is 'Mock'). A real value or a plain object would
/// answer otherwise, so the run is recorded as resting on the stand-in
/// (`_hyexec.stand_in_use`: not realizable).

#include "interp/object.h"

namespace hyexec::interp {

/// Records `what` ("callable({})", "type({})": {} is the stand-in's path)
/// when `v` is a stand-in and the innermost frame is the program's own.
void note_stand_in_use(const Value& v, const char* what);

} // namespace hyexec::interp
