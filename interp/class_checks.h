#pragma once
/// \file
/// isinstance() and issubclass() as CPython's PyObject_IsInstance and
/// PyObject_IsSubclass: classes answer by their MRO, unions and tuples by
/// their members, any other object by its class's __instancecheck__ /
/// __subclasscheck__, and an object with a `__bases__` tuple counts as an
/// "abstract" class whose instances are the objects whose `__class__`
/// derives from it through `__bases__`.

#include "interp/types.h"

namespace hyexec::interp {

/// isinstance(v, spec); `error` is the TypeError message for a bad spec.
bool instance_of(const Value& v, const Value& spec, const char* error);
/// issubclass(derived, spec).
bool subclass_of(const Value& derived, const Value& spec);

} // namespace hyexec::interp
