#pragma once
/// \file
/// The abstract object protocol (CPython's Objects/abstract.c): what `repr`,
/// `==`, `+`, `x.a`, `x[i]`, `for`, `len` and calls do on any value, with
/// fast paths for the builtin types and the data-model dunders for user
/// classes. Errors raise PyException with CPython's messages.

#include "cfg/ast.h"
#include "interp/errors.h"
#include "interp/types.h"

#include <string>
#include <string_view>

namespace hyexec::interp {

const std::string& type_name(const Value& v);

std::string repr(const Value& v);
std::string str(const Value& v);
bool truthy(const Value& v);

int64_t hash(const Value& v);
int64_t hash_string(std::string_view s);
bool eq(const Value& a, const Value& b);
/// a < b etc. as a Python value (user __lt__ may return anything).
Value compare(const Value& a, const Value& b, ast::CmpOpKind op);
bool compare_bool(const Value& a, const Value& b, ast::CmpOpKind op);

Value binary_op(const Value& a, const Value& b, ast::BinOpKind op, bool inplace = false);
Value unary_op(ast::UnaryOpKind op, const Value& v);

/// object.__repr__: `<module.Class object at 0x...>` for an instance of a
/// user class, whatever its own __repr__ says; a builtin value's repr.
std::string object_repr(const Value& v);
/// The methods every object inherits from `object` that hyexec's object type
/// does not hold in its dict (__repr__, __str__, __format__, __lt__, __dir__,
/// ...): what `A.__repr__` or `a.__lt__` finds when nothing else defines
/// them, and a user class's __weakref__. Null for other names. (The
/// protocol's own dispatch never looks here: it has these defaults built in.)
Value object_default_method(std::string_view name, const TypeObject* cls);
Value get_attr(const Value& obj, std::string_view name);
/// Null when the attribute does not exist (AttributeError swallowed).
Value get_attr_opt(const Value& obj, std::string_view name);
/// object.__getattribute__: the lookup without a class's own
/// __getattribute__, and without __getattr__ unless `use_getattr`.
Value generic_get_attr_opt(const Value& obj, std::string_view name, bool use_getattr);
/// CPython's AttributeError for `obj.name`.
[[noreturn]] void raise_no_attribute(const Value& obj, std::string_view name);
/// classmethod `cm` read through class `owner` (CPython's cm_descr_get): its
/// callable bound to the class, or, when that is a descriptor (a property:
/// a class property), the callable's own __get__(owner, owner).
Value classmethod_get(const Value& cm, const Value& owner);
void set_attr(const Value& obj, std::string_view name, Value value);
void del_attr(const Value& obj, std::string_view name);
/// object.__setattr__ / __delattr__: properties and the instance dict, no user hooks.
void generic_setattr(const Value& obj, std::string_view name, Value value);
/// A store into class `obj` (type.__setattr__): its metaclass's data
/// descriptors, else its dict; builtin types are immutable.
void set_class_attr(const Value& obj, std::string_view name, Value value);
void generic_delattr(const Value& obj, std::string_view name);

Value get_item(const Value& obj, const Value& key);
void set_item(const Value& obj, const Value& key, Value value);
void del_item(const Value& obj, const Value& key);
bool contains(const Value& container, const Value& item);
/// The first index in [begin, end) of `items` holding a value equal to `item`,
/// or -1. The comparisons run user `__eq__`, which may shrink or clear the
/// vector: the bound is re-read and each element held while compared, as
/// CPython's list_contains / list.index do.
int64_t index_of_equal(const Values& items, const Value& item, int64_t begin, int64_t end);
int64_t length(const Value& v);

Value iter(const Value& v);
/// The operations above as builtin type `t` defines them, for `obj` of type
/// `t` or of a user subclass of it: what `dict.__getitem__(self, k)` does in
/// a subclass that overrides `__getitem__`.
Value get_item_as(TypeObject* t, const Value& obj, const Value& key);
void set_item_as(TypeObject* t, const Value& obj, const Value& key, Value value);
void del_item_as(TypeObject* t, const Value& obj, const Value& key);
bool contains_as(TypeObject* t, const Value& container, const Value& item);
int64_t length_as(TypeObject* t, const Value& v);
Value iter_as(TypeObject* t, const Value& v);
/// The next item, or null when the iterator is exhausted.
Value next(const Value& it);
/// Every item of an iterable.
Values to_values(const Value& iterable);

Value call(const Value& callable, CallArgs& args);
Value call(const Value& callable, Values args);
/// Calls the method `name` of `self` found on its type, or returns null if absent.
Value call_method_opt(const Value& self, std::string_view name, Values args);

bool isinstance(const Value& v, const TypeObject* t);
/// dict.keys() / values() / items() views (snapshots laid out as lists).
bool is_dict_view(const TypeObject* t);
/// An int-like value (int, bool) as int64; false if not int-like or too big.
bool as_int64(const Value& v, int64_t* out);
/// The `__index__` of an int-like value as mpz; raises TypeError otherwise.
mpz_class as_mpz(const Value& v);
/// A float-like value (float, int, bool) as double; false if not.
bool as_double(const Value& v, double* out);
/// An index for sequences: `__index__`, raising TypeError with CPython's message.
int64_t index_value(const Value& v, const char* what);

/// The method `name` that `cls`'s user-defined metaclass defines (not one
/// it inherits from `type`); null when `cls` is not a class or has none.
Value meta_method(const Value& cls, const char* name);

/// Set by the evaluator: calls a user-defined FunctionObject.
extern Value (*call_function_hook)(FunctionObject* f, CallArgs& args);
/// Set by the evaluator: instantiates a user class (object.__new__ + __init__).
extern Value (*instantiate_hook)(TypeObject* cls, CallArgs& args);
/// Set by the evaluator: `type(name, bases, dict)`.
extern Value (*type_new_hook)(CallArgs& args);
/// Set by the evaluator: CPython's C-level recursion check, which operations
/// such as a generic comparison make; raises RecursionError ("maximum
/// recursion depth exceeded" + `where`) in the deepest frame the limit allows.
extern void (*recursion_check_hook)(const char* where);
/// Set by the evaluator: one level deeper (after the check above) or back.
extern void (*recursion_depth_hook)(int delta);

/// CPython's Py_EnterRecursiveCall / Py_LeaveRecursiveCall around a native
/// operation that may recurse through its operands (the repr or comparison
/// of nested containers): each level counts against the recursion limit as a
/// Python frame does, so a structure nested past it raises RecursionError
/// instead of overflowing the C++ stack.
class RecursionGuard {
public:
  explicit RecursionGuard(const char* where);
  ~RecursionGuard();
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
};
/// Set by the evaluator: the oracle's value for an attribute a module lacks
/// (`os.popen`: hyexec's modules are not complete), or null.
extern Value (*module_attr_hook)(ModuleObject* m, std::string_view name);

} // namespace hyexec::interp
