// Builtins and str methods on values with a symbolic shadow: the ones the
// tracker models get a shadowed result; a str method it does not model pins
// its symbolic operands, so the search knows the run depended on them.
#include "interp/builtins_util.h"
#include "interp/numbers.h"
#include "interp/symbolic_ops.h"

namespace hyexec::interp {

namespace {

bool any_shadow(const CallArgs& a) {
  for (const Value& v : a.args)
    if (v.sym()) return true;
  for (const auto& kw : a.kwargs)
    if (kw.second.sym()) return true;
  return false;
}

CallArgs concrete_args(const CallArgs& a) {
  CallArgs c;
  for (const Value& v : a.args) c.args.push_back(v.concrete());
  for (const auto& [k, v] : a.kwargs) c.kwargs.push_back({k, v.concrete()});
  return c;
}

/// `s.split()` / `s.split(None)`: tokens with their shadows, and the list's
/// length shadow.
Value shadow_split(const CallArgs& a, Value result) {
  SymbolicTracker* t = symbolic_tracker();
  bool whitespace = a.args.size() == 1 || (a.args.size() == 2 && is_type(a.args[1], type_none));
  if (!t || !whitespace || !a.kwargs.empty() || !a.args[0].sym()) {
    for (const Value& v : a.args) pin(v);
    return result;
  }
  auto* list = result.as<ListObject>();
  std::vector<std::string> tokens;
  for (const Value& v : list->items) tokens.push_back(v.as<StrObject>()->value);
  SymId length = 0;
  std::vector<SymId> syms = t->split(a.args[0].sym(), tokens, &length);
  if (syms.size() != tokens.size()) {
    pin(a.args[0]);
    return result;
  }
  for (size_t i = 0; i < syms.size(); ++i) list->items[i].set_sym(syms[i]);
  return with_sym(result, length);
}

Value shadow_str_method(const char* name, const CallArgs& a, Value result) {
  std::string n = name;
  bool one_str_arg = a.args.size() == 2 && a.kwargs.empty() && is_type(a.args[1], type_str);
  if (n == "split") return shadow_split(a, result);
  if (n == "strip" && a.args.size() == 1 && symbolic_tracker())
    if (SymId s = symbolic_tracker()->strip(a.args[0].sym(), result.as<StrObject>()->value))
      return with_sym(result, s);
  if (one_str_arg && (n == "find" || n == "startswith" || n == "endswith")) {
    SymOp op = n == "find" ? SymOp::Find : n == "startswith" ? SymOp::StartsWith : SymOp::EndsWith;
    return with_sym(result, sym_apply(op, {a.args[0], a.args[1]}));
  }
  for (const Value& v : a.args) pin(v);
  for (const auto& kw : a.kwargs) pin(kw.second);
  return result;
}

} // namespace

NativeFn shadow_aware_str_method(const char* name, NativeFn f) {
  return [name, f = std::move(f)](CallArgs& a) -> Value {
    if (!any_shadow(a)) return f(a);
    CallArgs c = concrete_args(a);
    return shadow_str_method(name, a, f(c));
  };
}

Value sym_abs(const Value& v, Value result) {
  if (is_int_like(v) && !is_type(v, type_bool)) return with_sym(result, sym_apply(SymOp::Abs, {v}));
  pin(v);
  return result;
}

Value sym_int(const Value& x, bool has_base, const std::function<Value()>& concrete) {
  if (has_base) {
    pin(x);
    return concrete();
  }
  if (is_int_like(x) && !is_type(x, type_bool)) return x;
  if (is_type(x, type_str)) {
    // Asked first: the tracker records the hidden decision of a
    // non-numeric string before int() may raise ValueError.
    SymId s = sym_apply(SymOp::StrToInt, {x});
    return with_sym(concrete(), s);
  }
  pin(x);
  return concrete();
}

Value sym_str(const Value& x, Value result) {
  if (is_type(x, type_str)) return with_sym(result, x.sym());
  if (is_int_like(x) && !is_type(x, type_bool))
    return with_sym(result, sym_apply(SymOp::IntToStr, {x}));
  pin(x);
  return result;
}

} // namespace hyexec::interp
