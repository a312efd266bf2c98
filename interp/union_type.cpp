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

TypeObject* union_type() {
  static TypeObject* t = [] {
    auto* u = new TypeObject("UnionType", type_object);
    incref(u);
    u->dict = make<DictObject>();
    u->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                       std::string out;
                       for (const Value& x : static_cast<UnionObject*>(a.args[0].obj())->args)
                         out += (out.empty() ? "" : " | ") + member_repr(x);
                       return py_str(out);
                     }));
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
  for (const Value& x : args)
    if (x.same(t)) return;
  args.push_back(t);
}

} // namespace

bool union_operand(const Value& v) {
  return is_none(v) || is_class(v) || v.type() == union_type();
}

Value make_union(const Value& a, const Value& b) {
  Values args;
  add_member(args, a);
  add_member(args, b);
  return make<UnionObject>(union_type(), std::move(args));
}

const Values* union_args(const Value& v) {
  return v.type() == union_type() ? &static_cast<UnionObject*>(v.obj())->args : nullptr;
}

} // namespace hyexec::interp
