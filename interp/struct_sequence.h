#pragma once
/// \file
/// CPython's struct sequences (`sys.float_info`, `sys.version_info`,
/// `sys.int_info`, `sys.flags`...): tuples whose items are also read by
/// name, with a repr that names them (`sys.float_info(max=..., ...)`).

#include "interp/types.h"

#include <string>
#include <vector>

namespace hyexec::interp {

/// A tuple subclass `module.name` whose item i is also the attribute fields[i].
TypeObject* struct_sequence_type(const std::string& module, const std::string& name,
                                 std::vector<std::string> fields);
/// An instance of struct sequence type `t` holding `items` (one per field).
Value make_struct_sequence(TypeObject* t, Values items);

} // namespace hyexec::interp
