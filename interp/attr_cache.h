#pragma once
/// \file
/// Inline caches for the attribute sites of the program (`obj.name` loads,
/// stores and method calls), as CPython 3.11's specialised LOAD_ATTR,
/// STORE_ATTR and LOAD_METHOD: each ast::Attribute keeps what the class
/// lookup answered for the last type seen there, valid while no class dict
/// has changed (class_dicts_version()). A hit skips the MRO walk, the name's
/// hashing and string compares, and, for a method call, the bound-method
/// object. Anything unusual (properties, descriptors, builtin types with
/// special attributes, exceptions, `__setattr__`) takes the generic protocol.

#include "cfg/ast.h"
#include "interp/protocol.h"

namespace hyexec::interp {

/// `obj.name` as get_attr(obj, name) answers it.
Value load_attribute(const ast::Attribute* site, const Value& obj);
/// `obj.name = v` as set_attr(obj, name, v) does it.
void store_attribute(const ast::Attribute* site, const Value& obj, Value v);
/// The callee of `obj.name(...)`: either the method found on the class,
/// with `*self_first` set, `obj` then being the call's first argument (no
/// bound-method object), or get_attr(obj, name) itself with `*self_first`
/// left false. The caller pushes `obj`, so that it can size the argument
/// array for the callee first.
Value method_for_call(const ast::Attribute* site, const Value& obj, bool* self_first);

} // namespace hyexec::interp
