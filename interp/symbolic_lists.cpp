// list methods on lists with a length shadow (interp/symbolic_ops.h): a
// mutation the tracker models updates the shadow on the list object, so
// len(), loops, indices and `==` after `xs.append(x)` still follow the
// inputs; pop()'s IndexError on an empty list is a hidden decision; and
// count() gets the sum of its comparisons as its shadow.
#include "interp/builtins_util.h"
#include "interp/numbers.h"
#include "interp/symbolic_ops.h"

#include <string>

namespace hyexec::interp {

namespace {

/// `xs.count(x)`: the number of items equal to x, as a sum of the
/// comparisons' shadows (CPython's `item is x or item == x`).
Value shadow_count(const CallArgs& a, const NativeFn& f) {
  CallArgs c = a;
  Value result = f(c);
  if (a.args.size() != 2) return result;
  const Value& x = a.args[1];
  Values items = a.args[0].as<ListObject>()->items; // held: nothing here mutates it
  Value acc = py_int(0);
  bool any = false;
  for (const Value& item : items) {
    if (!(item.sym() | x.sym())) {
      if (item.same(x) || eq(item, x)) acc = py_int(acc.as_int() + 1);
      continue;
    }
    bool kinds =
        (is_int_like(item) && is_int_like(x)) || (is_type(item, type_str) && is_type(x, type_str));
    if (!kinds) return result;
    bool equal = eq(item.concrete(), x.concrete());
    Value e = with_sym(py_bool(equal), sym_apply(SymOp::Eq, {item, x}));
    if (!e.sym()) return result;
    acc = with_sym(py_int(acc.as_int() + (equal ? 1 : 0)), sym_apply(SymOp::Add, {acc, e}));
    any = true;
  }
  return any ? with_sym(result, acc.sym()) : result;
}

} // namespace

NativeFn shadow_aware_list_method(const char* name, NativeFn f) {
  std::string n = name;
  return [n, f = std::move(f)](CallArgs& a) -> Value {
    if (!symbolic_tracker() || a.args.empty() || !is_type(a.args[0], type_list)) return f(a);
    if (n == "count") return shadow_count(a, f);
    Value self = a.args[0];
    Value len = length_value(self);
    if (!len.sym()) return f(a);
    auto grown = [&](const Value& by) {
      return with_length(self, sym_apply(SymOp::Add, {len, by}));
    };
    if (n == "pop") {
      // IndexError on an empty list, then the index's bounds.
      report_branch(-1, sym_apply(SymOp::Lt, {py_int(0), len}), len.as_int() > 0);
      if (a.args.size() == 2 && len.as_int() > 0) sym_index_check(a.args[1], len.as_int(), self);
      Value r = f(a);
      grown(py_int(-1));
      return r;
    }
    if (n == "extend") {
      Value other = a.args.size() == 2 ? a.args[1] : Value();
      Value by = other && (is_type(other, type_list) || is_type(other, type_tuple))
                     ? length_value(other)
                     : Value();
      int64_t before = len.as_int();
      Value r = f(a);
      // Another iterable: as many items as it gave, concretely.
      grown(by ? by : py_int(length(self.concrete()) - before));
      return r;
    }
    if (n == "insert" && a.args.size() == 3) pin(a.args[1]); // where: concretised
    Value r = f(a);                                          // may raise: the length is kept
    if (n == "append" || n == "insert") grown(py_int(1));
    if (n == "remove") grown(py_int(-1));
    if (n == "copy") return with_length(r, len.sym());
    return r;
  };
}

} // namespace hyexec::interp
