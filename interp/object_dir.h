#pragma once
/// \file
/// object.__dir__: the names dir() lists for a value without consulting its
/// class's own __dir__ (which may call object.__dir__, as Enum's does).

#include "interp/types.h"

namespace hyexec::interp {

/// The sorted names of `v`'s instance dict and class MRO (a module's
/// globals, a class's MRO), as dir() without a user __dir__.
Value object_dir(const Value& v);

} // namespace hyexec::interp
