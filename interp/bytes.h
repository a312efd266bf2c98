#pragma once
/// \file
/// bytes and bytearray (CPython's Objects/bytesobject.c, bytearrayobject.c):
/// the parts of the object protocol that differ from the other sequences,
/// for protocol.cpp to dispatch to.

#include "cfg/ast.h"
#include "interp/subclass.h"

namespace hyexec::interp {

/// bytes or bytearray.
inline bool is_bytes_type(const TypeObject* t) {
  return t == type_bytes || t == type_bytearray;
}
inline bool is_bytes_like(const Value& v) {
  return v.is_obj() && is_bytes_type(layout_type(v.obj()->type));
}
/// A new bytes (or bytearray when `t` is type_bytearray).
Value make_bytes(TypeObject* t, std::string data);

/// `b[key]`: an int for an index, the same type for a slice.
Value bytes_item(const Value& b, const Value& key);
void bytearray_set_item(const Value& b, const Value& key, const Value& value);
void bytearray_del_item(const Value& b, const Value& key);
/// `item in b`: an int byte or a bytes-like subsequence.
bool bytes_contains(const Value& b, const Value& item);
/// `+`, `*`, `%` with a bytes-like left operand (or `n * b`); null when not defined.
Value bytes_binary(const Value& a, const Value& b, ast::BinOpKind op, bool inplace);

void install_bytes();

} // namespace hyexec::interp
