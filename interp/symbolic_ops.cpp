// The operations on values with a symbolic shadow (interp/symbolic_ops.h).
// Every function computes the concrete result first, exactly as without a
// shadow, so concolic runs behave as plain runs; the tracker only watches.
#include "interp/symbolic_ops.h"

#include "interp/numbers.h"

namespace hyexec::interp {

namespace {

thread_local SymbolicTracker* active = nullptr;

SymOp arithmetic(ast::BinOpKind op, bool* ok) {
  *ok = true;
  switch (op) {
  case ast::BinOpKind::Add: return SymOp::Add;
  case ast::BinOpKind::Sub: return SymOp::Sub;
  case ast::BinOpKind::Mult: return SymOp::Mul;
  case ast::BinOpKind::FloorDiv: return SymOp::FloorDiv;
  case ast::BinOpKind::Mod: return SymOp::Mod;
  case ast::BinOpKind::Pow: return SymOp::Pow;
  case ast::BinOpKind::BitAnd: return SymOp::BitAnd;
  case ast::BinOpKind::BitOr: return SymOp::BitOr;
  case ast::BinOpKind::BitXor: return SymOp::BitXor;
  default: *ok = false; return SymOp::Add;
  }
}

SymOp comparison(ast::CmpOpKind op) {
  switch (op) {
  case ast::CmpOpKind::Lt: return SymOp::Lt;
  case ast::CmpOpKind::LtE: return SymOp::Le;
  case ast::CmpOpKind::Gt: return SymOp::Gt;
  case ast::CmpOpKind::GtE: return SymOp::Ge;
  case ast::CmpOpKind::NotEq: return SymOp::Ne;
  default: return SymOp::Eq;
  }
}

bool is_str(const Value& v) {
  return is_type(v, type_str);
}

/// The items of a list or a tuple (exactly those types).
const Values& items_of(const Value& v) {
  return is_type(v, type_list) ? v.as<ListObject>()->items : v.as<TupleObject>()->items;
}

} // namespace

bool is_sequence(const Value& v) {
  return is_type(v, type_list) || is_type(v, type_tuple);
}

SymId length_shadow(const Value& v) {
  if (!active) return 0;
  SymId s = is_type(v, type_list)    ? v.as<ListObject>()->length_sym
            : is_type(v, type_tuple) ? v.sym()
                                     : 0;
  int64_t recorded = 0;
  return s && active->concrete_int(s, &recorded) && recorded == length(v.concrete()) ? s : 0;
}

Value with_length(Value v, SymId s) {
  if (is_type(v, type_list)) v.as<ListObject>()->length_sym = s;
  v.set_sym(s);
  return v;
}

Value length_value(const Value& v) {
  return with_sym(py_int(length(v.concrete())), length_shadow(v));
}

SymId shadow_of(const Value& v) {
  return is_sequence(v) ? length_shadow(v) : v.sym();
}

void report_branch(int decision, SymId cond, bool outcome) {
  if (!active) return;
  const Frame* f = machine().current;
  active->at_line(f ? f->line : 0);
  active->branch(decision, cond, outcome);
}

namespace {

/// The shadow of str(v) without pinning, or 0.
SymId str_shadow(const Value& v) {
  if (!v.sym()) return 0;
  if (is_str(v)) return concrete_of(v).kind == Concrete::Kind::Str ? v.sym() : 0;
  if (is_int_like(v) && !is_type(v, type_bool))
    return active->apply(SymOp::IntToStr, {v.sym()}, {concrete_of(v)});
  return 0;
}

Concrete str_value(const std::string& s) {
  Concrete c;
  c.kind = Concrete::Kind::Str;
  c.text = s;
  return c;
}

} // namespace

void observe_print(const Values& args, const std::string& sep, const std::string& end,
                   const std::string& out) {
  if (!active) return;
  std::vector<Observed>& printed = machine().result.printed;
  if (printed.size() >= kObservedPrints) return;
  Observed line{0, str_value(out)};
  // Only ints and strs: str() of anything else may run the program's own
  // __str__/__repr__, which must not run twice.
  bool shadowed = false, plain = true;
  for (const Value& a : args) {
    plain = plain && a.type()->builtin && (is_str(a) || is_int_like(a));
    shadowed = shadowed || a.sym();
  }
  if (shadowed && plain) {
    // The line's shadow: its pieces concatenated (a concrete piece as a literal).
    SymId acc = 0;
    std::string text;
    for (size_t i = 0; i <= args.size(); ++i) {
      std::vector<std::pair<SymId, std::string>> pieces;
      if (i) pieces.push_back({0, i == args.size() ? end : sep});
      if (i < args.size()) pieces.push_back({str_shadow(args[i]), str(args[i])});
      for (const auto& [sym, piece] : pieces) {
        acc = active->apply(SymOp::Concat, {acc, sym}, {str_value(text), str_value(piece)});
        text += piece;
        if (!acc) break;
      }
      if (!acc) break;
    }
    if (acc && text == out) line.sym = acc;
  }
  printed.push_back(line);
}

std::vector<Observed> observe_items(const Value& v) {
  std::vector<Observed> out;
  if (!active || !is_type(v, type_list)) return out;
  for (const Value& x : v.as<ListObject>()->items) {
    Concrete c = concrete_of(x);
    if (!input_kind(x) || c.kind == Concrete::Kind::Other) return {};
    out.push_back({x.sym(), c});
  }
  return out;
}

SymbolicTracker* symbolic_tracker() {
  return active;
}

void set_symbolic_tracker(SymbolicTracker* t) {
  active = t;
}

Concrete concrete_of(const Value& v) {
  Concrete c;
  if (is_type(v, type_bool)) {
    c.kind = Concrete::Kind::Bool;
    c.truth = truthy(v.concrete());
  } else if (is_int_like(v)) {
    c.kind = Concrete::Kind::Int;
    c.text = int_repr(v.concrete());
  } else if (is_str(v) && v.as<StrObject>()->ascii) { // the solver's strings are ASCII
    c.kind = Concrete::Kind::Str;
    c.text = v.as<StrObject>()->value;
  } else if (is_type(v, type_list) || is_type(v, type_tuple)) {
    // A sequence's shadow stands for its length.
    c.kind = Concrete::Kind::Int;
    c.text = std::to_string(length(v.concrete()));
  }
  return c;
}

bool input_kind(const Value& v) {
  return (is_int_like(v) && !is_type(v, type_bool)) || is_str(v);
}

Value shadow_items(Value v, const std::string& name) {
  bool list = is_type(v, type_list);
  if (!active || !(list || is_type(v, type_tuple))) return v;
  Values& items = list ? v.as<ListObject>()->items : v.as<TupleObject>()->items;
  constexpr size_t kMaxItems = 64;
  if (items.size() > kMaxItems) return v;
  for (const Value& x : items)
    if (!input_kind(x) || concrete_of(x).kind == Concrete::Kind::Other) return v;
  auto key = [&](const std::string& k) { return name + (list ? "[" + k + "]" : "(" + k + ")"); };
  for (size_t i = 0; i < items.size(); ++i)
    items[i].set_sym(active->input(key(std::to_string(i)), concrete_of(items[i])));
  return with_length(v, active->input(key("len"), concrete_of(py_int(items.size()))));
}

void pin(const Value& v) {
  if (!v.sym() || !active) return;
  SymId s = shadow_of(v);
  if (!s) return;
  const Frame* f = machine().current;
  active->at_line(f ? f->line : 0);
  active->pin(s, concrete_of(v));
}

SymId sym_apply(SymOp op, const Values& operands) {
  if (!active) return 0;
  std::vector<SymId> syms;
  std::vector<Concrete> values;
  for (const Value& v : operands) {
    syms.push_back(shadow_of(v));
    values.push_back(concrete_of(v));
  }
  if (SymId s = active->apply(op, syms, values)) return s;
  for (const Value& v : operands) pin(v);
  return 0;
}

Value sym_binary_op(const Value& a, const Value& b, ast::BinOpKind op, bool inplace) {
  bool ints = is_int_like(a) && is_int_like(b);
  bool divides =
      op == ast::BinOpKind::Div || op == ast::BinOpKind::FloorDiv || op == ast::BinOpKind::Mod;
  if (divides && b.sym() && is_int_like(b) && is_number(a) && active) {
    // The hidden decision of ZeroDivisionError.
    bool nonzero = truthy(b.concrete());
    report_branch(-1, sym_apply(SymOp::Ne, {b, py_int(0)}), nonzero);
  }
  // Lengths before the operation (`xs += ys` extends xs in place).
  Value la = is_sequence(a) ? length_value(a) : Value(),
        lb = is_sequence(b) ? length_value(b) : Value();
  Value r = binary_op(a.concrete(), b.concrete(), op, inplace);
  bool modelled = false;
  SymOp sop = arithmetic(op, &modelled);
  if (ints && modelled) return with_sym(r, sym_apply(sop, {a, b}));
  if (op == ast::BinOpKind::Add && is_str(a) && is_str(b))
    return with_sym(r, sym_apply(SymOp::Concat, {a, b}));
  // Concatenated or repeated sequences: their length.
  bool seqs = (is_type(a, type_list) && is_type(b, type_list)) ||
              (is_type(a, type_tuple) && is_type(b, type_tuple));
  if (op == ast::BinOpKind::Add && seqs) return with_length(r, sym_apply(SymOp::Add, {la, lb}));
  if (op == ast::BinOpKind::Mult && is_sequence(a) && is_int_like(b))
    return with_length(r, sym_apply(SymOp::Mul, {la, b}));
  pin(a);
  pin(b);
  return r;
}

Value sym_unary_op(ast::UnaryOpKind op, const Value& v) {
  Value r = unary_op(op, v.concrete());
  switch (op) {
  case ast::UnaryOpKind::Not: return with_sym(r, sym_apply(SymOp::Not, {v}));
  case ast::UnaryOpKind::USub:
    if (is_int_like(v)) return with_sym(r, sym_apply(SymOp::Neg, {v}));
    break;
  case ast::UnaryOpKind::UAdd:
    if (is_int_like(v)) return with_sym(r, v.sym());
    break;
  default: break;
  }
  pin(v);
  return r;
}

Value sym_compare(const Value& a, const Value& b, ast::CmpOpKind op) {
  using K = ast::CmpOpKind;
  if (op == K::Is || op == K::IsNot) return compare(a.concrete(), b.concrete(), op);
  if (op == K::In || op == K::NotIn) {
    if (is_str(a) && is_str(b)) {
      Value r = compare(a.concrete(), b.concrete(), op);
      SymId s = sym_apply(SymOp::Contains, {a, b});
      if (s && op == K::NotIn) s = active->apply(SymOp::Not, {s}, {concrete_of(py_bool(true))});
      return with_sym(r, s);
    }
    // Containers: their element comparisons and key lookups are the decisions.
    bool found = contains(b.concrete(), a);
    return py_bool(op == K::In ? found : !found);
  }
  bool same_kind = (is_type(a, type_list) && is_type(b, type_list)) ||
                   (is_type(a, type_tuple) && is_type(b, type_tuple));
  if (same_kind && (op == K::Eq || op == K::NotEq)) {
    // Their lengths and items are the decision, not a pin of the lengths.
    if (Value r = sym_sequence_eq(a, b, items_of(a), items_of(b)))
      return op == K::Eq ? r : sym_unary_op(ast::UnaryOpKind::Not, r);
    return compare(a.concrete(), b.concrete(), op);
  }
  Value r = compare(a.concrete(), b.concrete(), op);
  bool ints = is_int_like(a) && is_int_like(b);
  bool strs = is_str(a) && is_str(b) && (op == K::Eq || op == K::NotEq);
  if (ints || strs) return with_sym(r, sym_apply(comparison(op), {a, b}));
  pin(a);
  pin(b);
  return r;
}

namespace {

/// The shadows of `a == b` and their truths joined by `and`.
void conjoin(SymId* all, bool* truth, SymId e, bool holds) {
  *all = *all ? active->apply(SymOp::And, {*all, e},
                              {concrete_of(py_bool(*truth)), concrete_of(py_bool(holds))})
              : e;
  *truth = *truth && holds;
}

} // namespace

Value sym_sequence_eq(const Value& a, const Value& b, const Values& x, const Values& y) {
  if (!active) return Value();
  Value la = length_value(a), lb = length_value(b);
  SymId all = 0;
  bool truth = true;
  if (la.sym() || lb.sym()) {
    // Lengths first: unequal ones decide (an input of another length may
    // make them equal), equal ones join the items' conjunction.
    SymId e = sym_apply(SymOp::Eq, {la, lb});
    if (x.size() != y.size()) return e ? with_sym(py_bool(false), e) : Value();
    if (e) conjoin(&all, &truth, e, true);
  }
  if (x.size() != y.size()) return Value();
  bool any = all != 0;
  for (size_t i = 0; i < x.size(); ++i) {
    // CPython stops at the first unequal pair: a user's __eq__ further on
    // must not run, so those sequences compare as usual.
    if (!x[i].type()->builtin || !y[i].type()->builtin) return Value();
    any = any || x[i].sym() || y[i].sym();
  }
  if (!any) return Value();
  for (size_t i = 0; i < x.size(); ++i) {
    const Value &xi = x[i], &yi = y[i];
    bool equal = false;
    SymId e = 0;
    bool seqs = (is_type(xi, type_list) && is_type(yi, type_list)) ||
                (is_type(xi, type_tuple) && is_type(yi, type_tuple));
    if (seqs) {
      Value r = sym_sequence_eq(xi, yi, items_of(xi), items_of(yi));
      if (!r || !r.sym()) {
        if (!(r ? truthy(r) : eq(xi, yi)))
          return all ? with_sym(py_bool(false), all) : py_bool(false);
        continue;
      }
      equal = truthy(r.concrete());
      e = r.sym();
    } else if (xi.sym() || yi.sym()) {
      bool kinds = (is_int_like(xi) && is_int_like(yi)) || (is_str(xi) && is_str(yi));
      if (!kinds) return Value();
      equal = eq(xi.concrete(), yi.concrete());
      e = sym_apply(SymOp::Eq, {xi, yi});
    } else {
      // No input changes this pair.
      if (!eq(xi, yi)) return all ? with_sym(py_bool(false), all) : py_bool(false);
      continue;
    }
    if (!e) return Value();
    conjoin(&all, &truth, e, equal);
  }
  return all ? with_sym(py_bool(truth), all) : py_bool(truth);
}

bool sym_truthy(const Value& v) {
  bool t = truthy(v.concrete());
  if (!active) return t;
  if (SymId s = shadow_of(v)) report_branch(-1, s, t);
  return t;
}

void sym_index_check(const Value& i, int64_t n, const Value& length) {
  if (!active || !is_int_like(i)) return;
  Value len = is_sequence(length) ? length_value(length) : length;
  if (!i.sym() && !len.sym()) return;
  Value neg = with_sym(py_int(-n), len.sym() ? sym_apply(SymOp::Neg, {len}) : 0);
  SymId low = sym_apply(SymOp::Le, {neg, i});
  SymId high = sym_apply(SymOp::Lt, {i, len});
  int64_t x = 0;
  bool inside = as_int64(i, &x) && x >= -n && x < n;
  if (low && high)
    report_branch(-1,
                  active->apply(SymOp::And, {low, high},
                                {concrete_of(py_bool(x >= -n)), concrete_of(py_bool(x < n))}),
                  inside);
  if (inside) pin(i); // which element: concretised
}

void sym_length_check(const Value& seq, int64_t n, bool at_least) {
  if (!active || !(is_type(seq, type_list) || is_type(seq, type_tuple))) return;
  Value len = length_value(seq);
  int64_t size = length(seq.concrete());
  if (!len.sym()) return;
  SymId cond = sym_apply(at_least ? SymOp::Ge : SymOp::Eq, {len, py_int(n)});
  if (cond) report_branch(-1, cond, at_least ? size >= n : size == n);
}

void sym_key_lookup(const Value& key, const Values& keys, bool found) {
  if (!active || !key.sym()) return;
  bool int_key = is_int_like(key) && !is_type(key, type_bool), str_key = is_str(key);
  if (!int_key && !str_key) {
    pin(key);
    return;
  }
  // `key in d` as a disjunction of equalities with the keys of its kind.
  constexpr size_t kMaxKeys = 64;
  SymId any = 0;
  bool any_truth = false;
  size_t n = 0;
  for (const Value& k : keys) {
    // True and 1 are one key to a dict (equal, same hash), as CPython has it.
    if (int_key ? !is_int_like(k) : !is_str(k)) continue;
    if (++n > kMaxKeys) {
      pin(key);
      return;
    }
    bool equal = eq(key.concrete(), k.concrete());
    SymId e = sym_apply(SymOp::Eq, {key, k.concrete()});
    if (!e) return;
    any = any ? active->apply(SymOp::Or, {any, e},
                              {concrete_of(py_bool(any_truth)), concrete_of(py_bool(equal))})
              : e;
    any_truth = any_truth || equal;
  }
  if (any) report_branch(-1, any, found); // none of its kind: never found, whatever it is
  if (found) pin(key);
}

Value sym_get_item(const Value& obj, const Value& key) {
  // The hidden decisions come before the lookup, which may raise.
  TypeObject* t = obj.type();
  if (!active) return get_item(obj.concrete(), key.concrete());
  if ((t == type_list || t == type_tuple) && is_type(key, type_slice)) {
    // The slice's length from the sequence's and the bounds (step 1); its
    // items keep their own shadows.
    Value r = get_item(obj.concrete(), key.concrete());
    auto* sl = key.as<SliceObject>();
    Value len = length_value(obj);
    Value start = is_type(sl->start, type_none) ? py_int(0) : sl->start;
    Value stop = is_type(sl->stop, type_none) ? len : sl->stop;
    if (is_type(sl->step, type_none) && is_int_like(start) && is_int_like(stop) &&
        (len.sym() | start.sym() | stop.sym()))
      return with_length(r, sym_apply(SymOp::SliceCount, {len, start, stop}));
    pin_slice_bounds(key);
    return r;
  }
  if ((t == type_list || t == type_tuple) && is_int_like(key)) {
    sym_index_check(key, length(obj.concrete()), obj);
    return get_item(obj.concrete(), key.concrete()); // the element keeps its own shadow
  }
  if (t == type_str && is_int_like(key)) {
    int64_t n = static_cast<int64_t>(obj.as<StrObject>()->length);
    Value len = obj.sym() ? with_sym(py_int(n), sym_apply(SymOp::Len, {obj})) : py_int(n);
    sym_index_check(key, n, len);
    Value r = get_item(obj.concrete(), key.concrete());
    return with_sym(r, obj.sym() ? sym_apply(SymOp::CharAt, {obj, key}) : 0);
  }
  if (t == type_str && is_type(key, type_slice) && obj.sym()) {
    Value r = get_item(obj.concrete(), key.concrete());
    auto* sl = key.as<SliceObject>();
    int64_t n = static_cast<int64_t>(obj.as<StrObject>()->length);
    Value start = is_type(sl->start, type_none) ? py_int(0) : sl->start;
    Value stop = is_type(sl->stop, type_none) ? py_int(n) : sl->stop;
    if (is_type(sl->step, type_none) && is_int_like(start) && is_int_like(stop))
      return with_sym(r, sym_apply(SymOp::Substr, {obj, start, stop}));
    pin(obj);
    return r;
  }
  if (t == type_dict) {
    Values keys;
    for (const auto& e : obj.as<DictObject>()->entries)
      if (e.key) keys.push_back(e.key);
    sym_key_lookup(key, keys, static_cast<bool>(obj.as<DictObject>()->get(key.concrete())));
    return get_item(obj.concrete(), key.concrete());
  }
  pin(key);
  pin_slice_bounds(key);
  pin(obj);
  return get_item(obj.concrete(), key.concrete());
}

void pin_slice_bounds(const Value& key) {
  // `xs[a:n]`: which items, concretised (the slice object holds the shadows).
  if (!is_type(key, type_slice)) return;
  auto* sl = key.as<SliceObject>();
  pin(sl->start);
  pin(sl->stop);
  pin(sl->step);
}

bool sym_contains(const Value& container, const Value& item) {
  TypeObject* t = container.type();
  bool found = contains(container.concrete(), item.concrete());
  Values keys;
  if (t == type_dict) {
    for (const auto& e : container.as<DictObject>()->entries)
      if (e.key) keys.push_back(e.key);
  } else { // a set (the only other kind protocol.cpp hands over)
    for (const auto& e : container.as<SetObject>()->table.entries)
      if (e.key) keys.push_back(e.key);
  }
  sym_key_lookup(item, keys, found);
  return found;
}

Value sym_len(const Value& v) {
  Value n = py_int(length(v.concrete()));
  if (is_str(v)) return with_sym(n, sym_apply(SymOp::Len, {v}));
  if (is_sequence(v)) return length_value(v);
  return n;
}

} // namespace hyexec::interp
