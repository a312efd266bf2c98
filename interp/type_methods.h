#pragma once
/// \file
/// The methods of `type`: those a metaclass inherits and reaches through
/// super(), and the class introspection (`mro()`, `__subclasses__()`).

namespace hyexec::interp {

struct TypeObject;

/// object.__new__'s refusal of a class whose `__abstractmethods__` (abc's
/// ABCMeta sets it) is not empty, in CPython's words.
void check_not_abstract(TypeObject* cls);

/// Fills `type`'s dict (once, with the other builtin types' methods).
void install_type_type_methods();

} // namespace hyexec::interp
