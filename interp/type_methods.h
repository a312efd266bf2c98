#pragma once
/// \file
/// The methods of `type`: those a metaclass inherits and reaches through
/// super(), and the class introspection (`mro()`, `__subclasses__()`).

#include <cstddef>
#include <string>

namespace hyexec::interp {

struct TypeObject;

/// object.__new__'s refusal of a class whose `__abstractmethods__` (abc's
/// ABCMeta sets it) is not empty, in CPython's words.
void check_not_abstract(TypeObject* cls);

/// `type.__repr__(cls)`: `<class 'module.Qualname'>`, whatever the metaclass.
std::string class_repr(TypeObject* c);

/// Fills `type`'s dict (once, with the other builtin types' methods).
void install_type_type_methods();

struct CallArgs;
/// A builtin method's positional-argument count (after self) between lo and
/// hi, else CPython's TypeError for `t.name` (METH_NOARGS, METH_O, clinic).
void args_between(const CallArgs& a, TypeObject* t, const char* name, size_t lo, size_t hi);

/// Wraps the builtin types' methods whose argument counts CPython checks
/// (method_arity.cpp), after they are installed.
void enforce_method_arities();

} // namespace hyexec::interp
