#pragma once
/// \file
/// Private name mangling as CPython's compiler does it (`_Py_Mangle`): inside
/// a class body, and the functions nested in it, an identifier `__x` that
/// does not end in `__` means `_Class__x`. The front end stores names
/// mangled, so scopes, slots and attribute lookups all see the mangled form;
/// only a def's or class's own name stays as written (it is the function's
/// `__name__`) and is mangled where it is bound.

#include <string>
#include <string_view>

namespace hyexec::cfg {

struct Scope;

/// `name` as the compiler of a body whose innermost enclosing class is
/// `class_name` ("" outside any class) stores it.
inline std::string mangle(std::string_view class_name, std::string name) {
  if (class_name.empty() || name.size() < 2 || name[0] != '_' || name[1] != '_') return name;
  // Neither `__dunder__` names nor dotted module names are private.
  if (name.ends_with("__") || name.find('.') != std::string::npos) return name;
  size_t lead = class_name.find_first_not_of('_');
  if (lead == std::string_view::npos) return name; // a class named only `_`s
  std::string out = "_";
  out.append(class_name.substr(lead));
  out += name;
  return out;
}

/// The name of the innermost class whose body holds scope `s` (itself
/// included), or "" when none does.
std::string_view private_class_name(const Scope* s);

/// `name` bound by a def, class or import in scope `s`, mangled.
inline std::string mangle_in(const Scope* s, std::string name) {
  if (name.size() < 2 || name[0] != '_' || name[1] != '_') return name; // the common case
  return mangle(private_class_name(s), std::move(name));
}

} // namespace hyexec::cfg
