// The operator methods of the builtin numbers and sequences as attributes:
// `int.__add__(1, 2)`, `(1.5).__floor__()`, `super().__mul__(n)` in a list
// subclass, `complex.__eq__(a, b)`. The protocol computes `a + b` on builtin
// values without them (and binary_op's data model calls only the methods a
// user class defines), so these are for code that names the methods. Each
// computes on the plain builtin value, never through the data model again,
// and answers NotImplemented where CPython's slot does.
#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/machine.h"
#include "interp/memoryview.h"
#include "interp/numbers.h"
#include "interp/subclass.h"
#include "interp/type_methods.h"

namespace hyexec::interp {

namespace {

using ast::BinOpKind;
using ast::CmpOpKind;
using ast::UnaryOpKind;

void method(TypeObject* t, const std::string& name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

/// The receiver of `t.name(self, ...)`: an instance of t, or CPython's TypeError.
void check_self(TypeObject* t, const std::string& name, const CallArgs& a, size_t lo, size_t hi) {
  if (a.args.empty() || !isinstance(a.args[0], t))
    raise(exc_TypeError,
          "descriptor '" + name + "' requires a '" + t->name + "' object but received a '" +
              (a.args.empty() ? std::string("NoneType") : type_name(a.args[0])) + "'");
  args_between(a, t, name.c_str(), lo, hi);
}

Value builtin(const char* name) {
  return machine().builtins->get_str(name);
}

/// The numbers a number type's arithmetic slot takes as its other operand.
bool takes(TypeObject* t, const Value& other) {
  if (is_int_like(other) || isinstance(other, type_int)) return true;
  if (t == type_int) return false;
  if (isinstance(other, type_float)) return true;
  return t == type_complex && isinstance(other, type_complex);
}

/// A plain int, float or complex for `v` (an instance of one, or of a subclass).
Value plain(const Value& v) {
  return is_number_subclass(v) ? plain_number(v) : v;
}

struct BinaryName {
  const char* name;
  BinOpKind op;
};

const BinaryName kArithmetic[] = {{"add", BinOpKind::Add},           {"sub", BinOpKind::Sub},
                                  {"mul", BinOpKind::Mult},          {"truediv", BinOpKind::Div},
                                  {"floordiv", BinOpKind::FloorDiv}, {"mod", BinOpKind::Mod}};
const BinaryName kBitwise[] = {{"and", BinOpKind::BitAnd},
                               {"or", BinOpKind::BitOr},
                               {"xor", BinOpKind::BitXor},
                               {"lshift", BinOpKind::LShift},
                               {"rshift", BinOpKind::RShift}};

void binary_methods(TypeObject* t, const BinaryName& b) {
  std::string name = std::string("__") + b.name + "__", rname = std::string("__r") + b.name + "__";
  BinOpKind op = b.op;
  method(t, name, [t, name, op](CallArgs& a) -> Value {
    check_self(t, name, a, 1, 1);
    if (!takes(t, a.args[1])) return not_implemented();
    return binary_op(plain(a.args[0]), plain(a.args[1]), op);
  });
  method(t, rname, [t, rname, op](CallArgs& a) -> Value {
    check_self(t, rname, a, 1, 1);
    if (!takes(t, a.args[1])) return not_implemented();
    return binary_op(plain(a.args[1]), plain(a.args[0]), op);
  });
}

void number_methods(TypeObject* t) {
  for (const BinaryName& b : kArithmetic)
    if (t != type_complex || (b.op != BinOpKind::FloorDiv && b.op != BinOpKind::Mod))
      binary_methods(t, b);
  if (t == type_int)
    for (const BinaryName& b : kBitwise) binary_methods(t, b);
  // pow(self, other[, mod]) and divmod go through the builtins, on plain values.
  for (bool reflected : {false, true}) {
    std::string name = reflected ? "__rpow__" : "__pow__";
    method(t, name, [t, name, reflected](CallArgs& a) -> Value {
      check_self(t, name, a, 1, 2);
      if (!takes(t, a.args[1])) return not_implemented();
      Values args{plain(a.args[reflected ? 1 : 0]), plain(a.args[reflected ? 0 : 1])};
      if (a.args.size() > 2 && !is_none(a.args[2])) args.push_back(a.args[2]);
      return call(builtin("pow"), std::move(args));
    });
    if (t == type_complex) continue;
    std::string dname = reflected ? "__rdivmod__" : "__divmod__";
    method(t, dname, [t, dname, reflected](CallArgs& a) -> Value {
      check_self(t, dname, a, 1, 1);
      if (!takes(t, a.args[1])) return not_implemented();
      return call(builtin("divmod"),
                  Values{plain(a.args[reflected ? 1 : 0]), plain(a.args[reflected ? 0 : 1])});
    });
  }
  // Comparisons: complex orders nothing (its slot answers NotImplemented).
  const std::pair<const char*, CmpOpKind> cmps[] = {
      {"__eq__", CmpOpKind::Eq},  {"__ne__", CmpOpKind::NotEq}, {"__lt__", CmpOpKind::Lt},
      {"__le__", CmpOpKind::LtE}, {"__gt__", CmpOpKind::Gt},    {"__ge__", CmpOpKind::GtE}};
  for (const auto& [cname, op] : cmps) {
    std::string name = cname;
    CmpOpKind cop = op;
    bool ordering = op != CmpOpKind::Eq && op != CmpOpKind::NotEq;
    method(t, name, [t, name, cop, ordering](CallArgs& a) -> Value {
      check_self(t, name, a, 1, 1);
      if ((ordering && t == type_complex) || !takes(t, a.args[1])) return not_implemented();
      return compare(plain(a.args[0]), plain(a.args[1]), cop);
    });
  }
  const std::pair<const char*, UnaryOpKind> unary[] = {{"__neg__", UnaryOpKind::USub},
                                                       {"__pos__", UnaryOpKind::UAdd},
                                                       {"__invert__", UnaryOpKind::Invert}};
  for (const auto& [uname, op] : unary) {
    if (op == UnaryOpKind::Invert && t != type_int) continue;
    std::string name = uname;
    UnaryOpKind uop = op;
    method(t, name, [t, name, uop](CallArgs& a) {
      check_self(t, name, a, 0, 0);
      return unary_op(uop, plain(a.args[0]));
    });
  }
  method(t, "__bool__", [t](CallArgs& a) {
    check_self(t, "__bool__", a, 0, 0);
    return py_bool(truthy(plain(a.args[0])));
  });
  // The conversions the builtins make: abs(), int(), float(), round(), math's.
  std::vector<std::pair<std::string, std::string>> conversions = {{"__abs__", "abs"}};
  if (t == type_complex) {
    method(t, "__complex__", [t](CallArgs& a) {
      check_self(t, "__complex__", a, 0, 0);
      return plain(a.args[0]);
    });
  } else {
    conversions.insert(conversions.end(), {{"__int__", "int"},
                                           {"__float__", "float"},
                                           {"__trunc__", "int"},
                                           {"__floor__", "floor"},
                                           {"__ceil__", "ceil"}});
  }
  for (const auto& conversion : conversions) {
    std::string name = conversion.first, fn = conversion.second;
    method(t, name, [t, name, fn](CallArgs& a) -> Value {
      check_self(t, name, a, 0, 0);
      Value x = plain(a.args[0]);
      if (fn == "floor" || fn == "ceil") {
        if (!x.is_float()) return call(builtin("int"), Values{x});
        return call(get_attr(machine().import_module("math"), fn), Values{x});
      }
      return call(builtin(fn.c_str()), Values{x});
    });
  }
  if (t != type_complex)
    method(t, "__round__", [t](CallArgs& a) -> Value {
      check_self(t, "__round__", a, 0, 1);
      Values args{plain(a.args[0])};
      if (a.args.size() > 1) args.push_back(a.args[1]);
      return call(builtin("round"), std::move(args));
    });
}

/// The sequence value of `self` as its builtin type's: a subclass instance
/// shares the layout, so a copy of the items (or the string) is a plain one.
Value plain_sequence(TypeObject* t, const Value& self) {
  if (t == type_list) return py_list(self.as<ListObject>()->items);
  if (t == type_tuple) return py_tuple(self.as<TupleObject>()->items);
  if (t == type_bytes || t == type_bytearray) return make_bytes(t, self.as<BytesObject>()->value);
  return py_str(self.as<StrObject>()->value);
}

/// `__mul__` and `__rmul__` of builtin sequence `t`: its repeat slot.
void repeat_methods(TypeObject* t) {
  for (const char* mname : {"__mul__", "__rmul__"}) {
    std::string name = mname;
    method(t, name, [t, name](CallArgs& a) -> Value {
      check_self(t, name, a, 1, 1);
      Value n = py_int(as_mpz(a.args[1])); // __index__, or CPython's TypeError
      return binary_op(plain_sequence(t, a.args[0]), n, BinOpKind::Mult);
    });
  }
}

/// bytes' and bytearray's `__add__` (any buffer on the right), and
/// bytearray's in-place `+=` and `*=`.
void bytes_concat_methods(TypeObject* t) {
  auto buffer = [t](const Value& other) {
    std::string out;
    if (!buffer_bytes(other, &out))
      raise(exc_TypeError, "can't concat " + type_name(other) + " to " + t->name);
    return out;
  };
  method(t, "__add__", [t, buffer](CallArgs& a) -> Value {
    check_self(t, "__add__", a, 1, 1);
    return make_bytes(t, a.args[0].as<BytesObject>()->value + buffer(a.args[1]));
  });
  if (t != type_bytearray) return;
  method(t, "__iadd__", [buffer](CallArgs& a) -> Value {
    check_self(type_bytearray, "__iadd__", a, 1, 1);
    std::string more = buffer(a.args[1]); // first: `b += b` reads the old value
    a.args[0].as<BytesObject>()->value += more;
    return a.args[0];
  });
  method(t, "__imul__", [](CallArgs& a) -> Value {
    check_self(type_bytearray, "__imul__", a, 1, 1);
    Value n = py_int(as_mpz(a.args[1]));
    Value product = binary_op(plain_sequence(type_bytearray, a.args[0]), n, BinOpKind::Mult);
    a.args[0].as<BytesObject>()->value = product.as<BytesObject>()->value;
    return a.args[0];
  });
}

void sequence_methods(TypeObject* t) {
  method(t, "__add__", [t](CallArgs& a) -> Value {
    check_self(t, "__add__", a, 1, 1);
    if (!isinstance(a.args[1], t))
      raise(exc_TypeError, "can only concatenate " + t->name + " (not \"" + type_name(a.args[1]) +
                               "\") to " + t->name);
    return binary_op(plain_sequence(t, a.args[0]), plain_sequence(t, a.args[1]), BinOpKind::Add);
  });
  repeat_methods(t);
  if (t == type_list) {
    method(t, "__iadd__", [](CallArgs& a) -> Value {
      check_self(type_list, "__iadd__", a, 1, 1);
      Values extra = to_values(a.args[1]);
      Values& items = a.args[0].as<ListObject>()->items;
      items.insert(items.end(), extra.begin(), extra.end());
      return a.args[0];
    });
    method(t, "__imul__", [](CallArgs& a) -> Value {
      check_self(type_list, "__imul__", a, 1, 1);
      Value n = py_int(as_mpz(a.args[1]));
      Value product = binary_op(plain_sequence(type_list, a.args[0]), n, BinOpKind::Mult);
      a.args[0].as<ListObject>()->items = product.as<ListObject>()->items;
      return a.args[0];
    });
  }
  if (t == type_str) {
    method(t, "__mod__", [](CallArgs& a) -> Value {
      check_self(type_str, "__mod__", a, 1, 1);
      return binary_op(plain_sequence(type_str, a.args[0]), a.args[1], BinOpKind::Mod);
    });
    // str's slot formats only when the left operand is a str too.
    method(t, "__rmod__", [](CallArgs& a) -> Value {
      check_self(type_str, "__rmod__", a, 1, 1);
      if (!isinstance(a.args[1], type_str)) return not_implemented();
      return binary_op(plain_sequence(type_str, a.args[1]), a.args[0], BinOpKind::Mod);
    });
  }
}

/// Whether `v` is of the kind builtin `t`'s comparison slot compares with.
bool compares_with(TypeObject* t, const Value& v) {
  if (t == type_bytes || t == type_bytearray)
    return isinstance(v, type_bytes) || isinstance(v, type_bytearray);
  if (t == type_set || t == type_frozenset)
    return isinstance(v, type_set) || isinstance(v, type_frozenset);
  return isinstance(v, t);
}

/// The builtin value of `v`, an instance of a builtin container or of a
/// class derived from one: a copy of its layout as the exact builtin, so
/// comparing it never reaches the subclass's own methods again.
Value plain_container(const Value& v) {
  TypeObject* t = v.type();
  if (t->builtin) return v;
  TypeObject* base = layout_type(t);
  if (base == type_list) return py_list(v.as<ListObject>()->items);
  if (base == type_tuple) return py_tuple(v.as<TupleObject>()->items);
  if (base == type_str) return py_str(v.as<StrObject>()->value);
  if (base == type_bytes || base == type_bytearray)
    return make<BytesObject>(v.as<BytesObject>()->value, base);
  if (base == type_set || base == type_frozenset) {
    auto copy = make<SetObject>(base);
    copy->table = v.as<SetObject>()->table;
    return copy;
  }
  if (base == type_dict) {
    auto copy = make<DictObject>();
    for (const DictObject::Entry& e : v.as<DictObject>()->entries)
      if (e.key) copy->set(e.key, e.value);
    return copy;
  }
  return v;
}

/// `t.__eq__` ... `t.__ge__` for the builtin containers (`dict.__eq__(a, b)`,
/// `set.__le__`): CPython's richcompare slots, NotImplemented for an operand
/// of another kind and for the orderings dict and range do not have.
void container_compare_methods(TypeObject* t) {
  const std::pair<const char*, CmpOpKind> cmps[] = {
      {"__eq__", CmpOpKind::Eq},  {"__ne__", CmpOpKind::NotEq}, {"__lt__", CmpOpKind::Lt},
      {"__le__", CmpOpKind::LtE}, {"__gt__", CmpOpKind::Gt},    {"__ge__", CmpOpKind::GtE}};
  bool unordered = t == type_dict || t == type_range;
  for (const auto& [cname, op] : cmps) {
    std::string name = cname;
    CmpOpKind cop = op;
    bool ordering = op != CmpOpKind::Eq && op != CmpOpKind::NotEq;
    method(t, name, [t, name, cop, ordering, unordered](CallArgs& a) -> Value {
      check_self(t, name, a, 1, 1);
      if ((ordering && unordered) || !compares_with(t, a.args[1])) return not_implemented();
      return compare(plain_container(a.args[0]), plain_container(a.args[1]), cop);
    });
  }
}

/// set's and frozenset's `-`, `&`, `|`, `^` as methods (`set.__sub__`),
/// reflected too, and set's in-place ones: CPython's number slots, which
/// take only sets and frozensets.
void set_methods(TypeObject* t) {
  const BinaryName ops[] = {{"sub", BinOpKind::Sub},
                            {"and", BinOpKind::BitAnd},
                            {"or", BinOpKind::BitOr},
                            {"xor", BinOpKind::BitXor}};
  for (const BinaryName& b : ops) {
    BinOpKind op = b.op;
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == 2 && t != type_set) break; // frozensets have no in-place ones
      std::string name = std::string(kind == 0 ? "__" : kind == 1 ? "__r" : "__i") + b.name + "__";
      method(t, name, [t, name, op, kind](CallArgs& a) -> Value {
        check_self(t, name, a, 1, 1);
        if (!compares_with(t, a.args[1])) return not_implemented();
        Value self = plain_container(a.args[0]), other = plain_container(a.args[1]);
        if (kind == 1) return binary_op(other, self, op);
        Value r = binary_op(self, other, op);
        if (kind == 0) return r;
        a.args[0].as<SetObject>()->table = r.as<SetObject>()->table;
        return a.args[0];
      });
    }
  }
}

/// dict's `|` and `|=` as methods and its __reversed__ (CPython's slots).
void dict_methods() {
  method(type_dict, "__or__", [](CallArgs& a) -> Value {
    check_self(type_dict, "__or__", a, 1, 1);
    if (!isinstance(a.args[1], type_dict)) return not_implemented();
    return binary_op(plain_container(a.args[0]), plain_container(a.args[1]), BinOpKind::BitOr);
  });
  method(type_dict, "__ror__", [](CallArgs& a) -> Value {
    check_self(type_dict, "__ror__", a, 1, 1);
    if (!isinstance(a.args[1], type_dict)) return not_implemented();
    return binary_op(plain_container(a.args[1]), plain_container(a.args[0]), BinOpKind::BitOr);
  });
  // `d |= x` takes what dict.update takes (a mapping or key-value pairs).
  method(type_dict, "__ior__", [](CallArgs& a) -> Value {
    check_self(type_dict, "__ior__", a, 1, 1);
    call(type_dict->dict->get_str("update"), Values{a.args[0], a.args[1]});
    return a.args[0];
  });
  method(type_dict, "__reversed__", [](CallArgs& a) -> Value {
    check_self(type_dict, "__reversed__", a, 0, 0);
    return call(builtin("reversed"), Values{plain_container(a.args[0])});
  });
  method(type_list, "__reversed__", [](CallArgs& a) -> Value {
    check_self(type_list, "__reversed__", a, 0, 0);
    return call(builtin("reversed"), Values{plain_container(a.args[0])});
  });
}

/// What CPython's builtin classes have and hyexec's protocols did not need:
/// `__getnewargs__` (copy and pickle read it), `list.__class_getitem__`
/// (`list[int]` spelled out), range's `__bool__` and `__reversed__`.
void protocol_methods() {
  for (TypeObject* t : {type_int, type_float, type_complex, type_bytes, type_tuple})
    method(t, "__getnewargs__", [t](CallArgs& a) -> Value {
      check_self(t, "__getnewargs__", a, 0, 0);
      if (t == type_complex) {
        Value c = plain_number(a.args[0]);
        return py_tuple(Values{get_attr(c, "real"), get_attr(c, "imag")});
      }
      if (t == type_bytes || t == type_tuple) return py_tuple(Values{plain_sequence(t, a.args[0])});
      Value n = plain_number(a.args[0]);
      if (is_type(n, type_bool)) n = py_int(truthy(n) ? 1 : 0); // int's, of a bool too
      return py_tuple(Values{n});
    });
  for (TypeObject* t : {type_list, type_tuple, type_dict, type_set, type_frozenset})
    t->dict->set_str(
        "__class_getitem__",
        make<WrapperObject>(
            type_classmethod, make<BuiltinFunctionObject>("__class_getitem__", [](CallArgs& a) {
              arity(a, "__class_getitem__", 2, 2);
              return call(get_attr(machine().import_module("types"), "GenericAlias"),
                          Values{a.args[0], a.args[1]});
            })));
  method(type_range, "__bool__", [](CallArgs& a) -> Value {
    check_self(type_range, "__bool__", a, 0, 0);
    return py_bool(truthy(a.args[0]));
  });
  method(type_range, "__reversed__", [](CallArgs& a) -> Value {
    check_self(type_range, "__reversed__", a, 0, 0);
    return call(builtin("reversed"), Values{a.args[0]});
  });
}

} // namespace

void install_operator_methods() {
  protocol_methods();
  for (TypeObject* t : {type_int, type_float, type_complex}) number_methods(t);
  for (TypeObject* t : {type_list, type_tuple, type_str}) sequence_methods(t);
  for (TypeObject* t : {type_bytes, type_bytearray}) {
    repeat_methods(t);
    bytes_concat_methods(t);
  }
  for (TypeObject* t : {type_list, type_tuple, type_str, type_bytes, type_bytearray, type_set,
                        type_frozenset, type_dict, type_range, type_slice})
    container_compare_methods(t);
  for (TypeObject* t : {type_set, type_frozenset}) set_methods(t);
  dict_methods();
}

} // namespace hyexec::interp
