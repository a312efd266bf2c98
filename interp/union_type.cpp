#include "interp/union_type.h"

#include "interp/builtins_util.h"

namespace hyexec::interp {

namespace {

struct UnionObject : Object {
  UnionObject(TypeObject* t, Values a) : Object(t), args(std::move(a)) {}
  Values args;
};

/// How a union shows a member: builtins by name, others module-qualified.
std::string member_repr(const Value& v) {
  if (is_class(v) && v.as<TypeObject>() == type_none) return "None";
  if (!is_class(v)) return repr(v);
  TypeObject* t = v.as<TypeObject>();
  if (t->builtin) return t->name;
  Value mod = t->dict->get_str("__module__");
  return (mod && is_type(mod, type_str) ? mod.as<StrObject>()->value + "." : "") + t->name;
}

TypeObject* union_type();

UnionObject* self_union(CallArgs& a, const char* name) {
  if (a.args.empty() || a.args[0].type() != union_type())
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' requires a 'types.UnionType' object");
  return static_cast<UnionObject*>(a.args[0].obj());
}

/// What types.py computes for unions as for generic aliases: the type
/// variables they hold and their substitution (`(int | list[T])[str]`).
Value types_helper(const char* name, Values args) {
  return call(get_attr(machine().import_module("types"), name), std::move(args));
}

/// Members compare as a set: `int | str == str | int`.
bool same_members(const Values& a, const Values& b) {
  auto covers = [](const Values& x, const Values& y) {
    for (const Value& v : x) {
      bool found = false;
      for (const Value& w : y) found = found || eq(v, w);
      if (!found) return false;
    }
    return true;
  };
  return covers(a, b) && covers(b, a);
}

void method(TypeObject* u, const char* name, NativeFn f) {
  u->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

TypeObject* union_type() {
  static TypeObject* t = [] {
    auto* u = new TypeObject("UnionType", type_object);
    incref(u);
    u->dict = make<DictObject>();
    u->dict->set_str("__module__", py_str("types"));
    method(u, "__repr__", [](CallArgs& a) {
      std::string out;
      for (const Value& x : self_union(a, "__repr__")->args)
        out += (out.empty() ? "" : " | ") + member_repr(x);
      return py_str(out);
    });
    method(u, "__eq__", [](CallArgs& a) -> Value {
      self_union(a, "__eq__");
      if (a.args.size() != 2 || a.args[1].type() != union_type()) return not_implemented();
      return py_bool(unions_equal(a.args[0], a.args[1]));
    });
    method(u, "__hash__", [](CallArgs& a) {
      self_union(a, "__hash__");
      return py_int(union_hash(a.args[0]));
    });
    method(u, "__getitem__", [](CallArgs& a) {
      self_union(a, "__getitem__");
      if (a.args.size() != 2)
        raise(exc_TypeError, "expected 1 argument, got " + std::to_string(a.args.size() - 1));
      return types_helper("_substitute_union", Values{a.args[0], a.args[1]});
    });
    auto getter = [u](const char* name, NativeFn f) {
      u->dict->set_str(name, make<WrapperObject>(type_property,
                                                 make<BuiltinFunctionObject>(name, std::move(f))));
    };
    getter("__args__", [](CallArgs& a) { return py_tuple(self_union(a, "__args__")->args); });
    getter("__parameters__", [](CallArgs& a) {
      return types_helper("_parameters", Values{py_tuple(self_union(a, "__parameters__")->args)});
    });
    return u;
  }();
  return t;
}

void add_member(Values& args, const Value& v) {
  if (const Values* inner = union_args(v)) {
    for (const Value& x : *inner) add_member(args, x);
    return;
  }
  Value t = is_none(v) ? Value(type_none) : v;
  // Classes are the same by identity; generic aliases by equality.
  for (const Value& x : args)
    if (x.same(t) || (x.type() == t.type() && is_generic_alias(t) && eq(x, t))) return;
  args.push_back(t);
}

} // namespace

bool is_generic_alias(const Value& v) {
  // types.GenericAlias is written in Python (interp/pylib/types.py).
  for (TypeObject* t : v.type()->mro) {
    if (t->builtin || t->name != "GenericAlias") continue;
    Value mod = t->dict->get_str("__module__");
    if (mod && is_type(mod, type_str) && mod.as<StrObject>()->value == "types") return true;
  }
  return false;
}

bool union_operand(const Value& v) {
  return is_none(v) || is_class(v) || v.type() == union_type() || is_generic_alias(v);
}

Value make_union(const Value& a, const Value& b) {
  Values args;
  add_member(args, a);
  add_member(args, b);
  if (args.size() == 1) return args[0]; // int | int is int
  return make<UnionObject>(union_type(), std::move(args));
}

bool unions_equal(const Value& a, const Value& b) {
  return same_members(*union_args(a), *union_args(b));
}

int64_t union_hash(const Value& u) {
  auto members = make<SetObject>(type_frozenset);
  for (const Value& x : *union_args(u)) members->table.set(x);
  return hash(members);
}

const Values* union_args(const Value& v) {
  return v.type() == union_type() ? &static_cast<UnionObject*>(v.obj())->args : nullptr;
}

} // namespace hyexec::interp
