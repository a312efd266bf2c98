// Builtins and str methods on values with a symbolic shadow: the ones the
// tracker models get a shadowed result; a str method it does not model pins
// its symbolic operands, so the search knows the run depended on them.
#include "interp/builtins_util.h"
#include "interp/iterator_types.h"
#include "interp/numbers.h"
#include "interp/symbolic_ops.h"

#include <map>

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

/// The SymOp of a str method that takes the str alone (upper(), isdigit()...).
bool unary_str_op(const std::string& n, SymOp* op) {
  static const std::map<std::string, SymOp> ops = {
      {"upper", SymOp::Upper},     {"lower", SymOp::Lower},       {"swapcase", SymOp::SwapCase},
      {"isdigit", SymOp::IsDigit}, {"isdecimal", SymOp::IsDigit}, {"isnumeric", SymOp::IsDigit},
      {"isalpha", SymOp::IsAlpha}, {"isalnum", SymOp::IsAlnum},   {"isspace", SymOp::IsSpace},
      {"isupper", SymOp::IsUpper}, {"islower", SymOp::IsLower}};
  auto it = ops.find(n);
  if (it == ops.end()) return false;
  *op = it->second;
  return true;
}

Value shadow_str_method(const char* name, const CallArgs& a, Value result) {
  std::string n = name;
  bool one_str_arg = a.args.size() == 2 && a.kwargs.empty() && is_type(a.args[1], type_str);
  bool ascii = a.args[0].as<StrObject>()->ascii;
  if (n == "split") return shadow_split(a, result);
  if (n == "strip" && a.args.size() == 1 && symbolic_tracker())
    if (SymId s = symbolic_tracker()->strip(a.args[0].sym(), result.as<StrObject>()->value))
      return with_sym(result, s);
  SymOp op;
  if (a.args.size() == 1 && a.kwargs.empty() && ascii && unary_str_op(n, &op))
    return with_sym(result, sym_apply(op, {a.args[0]}));
  if (one_str_arg &&
      (n == "find" || n == "rfind" || n == "startswith" || n == "endswith" || n == "count")) {
    op = n == "find"         ? SymOp::Find
         : n == "rfind"      ? SymOp::RFind
         : n == "count"      ? SymOp::Count
         : n == "startswith" ? SymOp::StartsWith
                             : SymOp::EndsWith;
    return with_sym(result, sym_apply(op, {a.args[0], a.args[1]}));
  }
  if (n == "replace" && a.args.size() == 3 && a.kwargs.empty() && is_type(a.args[1], type_str) &&
      is_type(a.args[2], type_str))
    return with_sym(result, sym_apply(SymOp::Replace, {a.args[0], a.args[1], a.args[2]}));
  for (const Value& v : a.args) pin(v);
  for (const auto& kw : a.kwargs) pin(kw.second);
  return result;
}

/// `s.index(sub)` / `s.rindex(sub)`: find()'s shadow, and the hidden
/// decision of its ValueError, made before the method may raise.
Value shadow_index(const char* name, const CallArgs& a, const NativeFn& f) {
  CallArgs c = concrete_args(a);
  bool reverse = std::string(name) == "rindex";
  if (a.args.size() != 2 || !a.kwargs.empty() || !is_type(a.args[1], type_str) ||
      !a.args[0].as<StrObject>()->ascii) {
    for (const Value& v : a.args) pin(v);
    return f(c);
  }
  const std::string &s = a.args[0].as<StrObject>()->value, &sub = a.args[1].as<StrObject>()->value;
  size_t at = reverse ? s.rfind(sub) : s.find(sub);
  int64_t index = at == std::string::npos ? -1 : static_cast<int64_t>(at);
  SymId found = sym_apply(reverse ? SymOp::RFind : SymOp::Find, {a.args[0], a.args[1]});
  if (found)
    report_branch(-1, sym_apply(SymOp::Ge, {with_sym(py_int(index), found), py_int(0)}),
                  index >= 0);
  return with_sym(f(c), found);
}

/// `x + y` of two strs, shadowed when either is.
Value concat(const Value& x, const Value& y) {
  Value r = py_str(x.as<StrObject>()->value + y.as<StrObject>()->value);
  return (x.sym() | y.sym()) ? with_sym(r, sym_apply(SymOp::Concat, {x, y})) : r;
}

/// `sep.join(items)` when the separator or some item has a shadow: the
/// concatenation's shadow on the concrete `result`.
Value shadow_join(const Value& sep, const Values& items, Value result) {
  Value acc = py_str("");
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_type(items[i], type_str)) return result; // join raised already
    acc = concat(i ? concat(acc, sep) : acc, items[i]);
  }
  return with_sym(result, acc.sym());
}

/// `sep.join(iterable)` with a tracker: a generator is drawn into a list
/// first (join reads it whole anyway), so that its items' shadows are seen.
Value join_with_shadows(CallArgs& a, const NativeFn& f) {
  if (a.args.size() == 2 && (is_type(a.args[1], type_generator) || is_native_iterator(a.args[1])))
    a.args[1] = py_list(to_values(a.args[1]));
  bool shadowed = a.args[0].sym();
  Values items;
  if (a.args.size() == 2 && (is_type(a.args[1], type_list) || is_type(a.args[1], type_tuple))) {
    items = to_values(a.args[1]);
    for (const Value& v : items) shadowed = shadowed || v.sym();
  }
  if (!shadowed) return f(a);
  CallArgs c = concrete_args(a);
  return shadow_join(a.args[0], items, f(c));
}

} // namespace

NativeFn shadow_aware_str_method(const char* name, NativeFn f) {
  std::string n = name;
  if (n == "join")
    return [f = std::move(f)](CallArgs& a) -> Value {
      return symbolic_tracker() ? join_with_shadows(a, f) : f(a);
    };
  bool index = n == "index" || n == "rindex";
  return [name, index, f = std::move(f)](CallArgs& a) -> Value {
    if (!any_shadow(a)) return f(a);
    if (index) return shadow_index(name, a, f);
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
