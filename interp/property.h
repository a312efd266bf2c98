#pragma once
/// \file
/// The builtin `property` beyond its descriptor protocol (which protocol.cpp
/// runs): construction and `__init__` (so user classes derive from it, as
/// DynamicClassAttribute and abc.abstractproperty do), the docstring taken
/// from the getter, getter/setter/deleter copies of the instance's own
/// class, and `__isabstractmethod__`.

#include "interp/types.h"

namespace hyexec::interp {

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
Value construct_property(TypeObject* t, CallArgs& a);
/// Installs property's methods and attributes.
void install_property_methods();

} // namespace hyexec::interp
