#pragma once
/// \file
/// The builtin `property` beyond its descriptor protocol (which protocol.cpp
/// runs): construction and `__init__` (so user classes derive from it, as
/// DynamicClassAttribute and abc.abstractproperty do), the docstring taken
/// from the getter, getter/setter/deleter copies of the instance's own
/// class, and `__isabstractmethod__`.

#include "interp/types.h"

#include <string>

namespace hyexec::interp {

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
Value construct_property(TypeObject* t, CallArgs& a);
/// CPython 3.11's error for property `prop` (a property or an instance of
/// a subclass) without the accessor `what` ("getter", "setter", "deleter")
/// used on `obj`: named as its __set_name__ named it.
std::string property_missing(const Value& prop, const Value& obj, const char* what);
/// Installs property's methods and attributes.
void install_property_methods();

} // namespace hyexec::interp
