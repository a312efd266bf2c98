// The positional-argument counts of builtin types' methods, checked before
// the native method runs (CPython's METH_NOARGS / METH_O / clinic checks and
// their messages): a method that reads an argument it was not given would
// otherwise read past its arguments, and one given too many would ignore them.
#include "interp/builtins_util.h"
#include "interp/type_methods.h"

namespace hyexec::interp {

namespace {

struct Arity {
  TypeObject** type;
  std::vector<const char*> names;
  size_t lo, hi;
};

void wrap(TypeObject* t, const char* name, size_t lo, size_t hi) {
  Value m = t->dict->get_str(name);
  if (!m || m.type() != type_builtin_function) return;
  NativeFn inner = m.as<BuiltinFunctionObject>()->fn;
  m.as<BuiltinFunctionObject>()->fn = [inner, t, name, lo, hi](CallArgs& a) -> Value {
    if (a.args.empty())
      raise(exc_TypeError, "unbound method " + t->name + "." + name + "() needs an argument");
    args_between(a, t, name, lo, hi);
    return inner(a);
  };
}

} // namespace

void enforce_method_arities() {
  const char* str_predicates[] = {
      "upper",   "lower",     "title",     "swapcase",     "capitalize",  "isdigit",
      "isalpha", "isalnum",   "isspace",   "isupper",      "islower",     "istitle",
      "isascii", "isdecimal", "isnumeric", "isidentifier", "isprintable", "casefold"};
  std::vector<Arity> table = {
      {&type_dict, {"keys", "values", "items", "copy", "clear", "popitem"}, 0, 0},
      {&type_dict, {"get", "setdefault", "pop"}, 1, 2},
      {&type_dict, {"update"}, 0, 1},
      {&type_list, {"copy", "clear", "reverse"}, 0, 0},
      {&type_list, {"append", "count", "remove", "extend"}, 1, 1},
      {&type_list, {"pop"}, 0, 1},
      {&type_list, {"insert"}, 2, 2},
      {&type_list, {"index"}, 1, 3},
      {&type_tuple, {"count"}, 1, 1},
      {&type_tuple, {"index"}, 1, 3},
      {&type_set, {"copy", "clear", "pop"}, 0, 0},
      {&type_set, {"add", "discard", "remove"}, 1, 1},
      {&type_frozenset, {"copy"}, 0, 0},
      {&type_int, {"bit_length", "bit_count", "conjugate", "as_integer_ratio"}, 0, 0},
      {&type_float, {"is_integer", "conjugate", "as_integer_ratio"}, 0, 0},
      {&type_str, {"join"}, 1, 1},
      {&type_str, {"strip", "lstrip", "rstrip"}, 0, 1},
  };
  for (TypeObject** t : {&type_str, &type_bytes, &type_bytearray})
    table.push_back(
        {t, std::vector<const char*>(std::begin(str_predicates), std::end(str_predicates)), 0, 0});
  for (const Arity& row : table)
    for (const char* name : row.names) wrap(*row.type, name, row.lo, row.hi);
}

} // namespace hyexec::interp
