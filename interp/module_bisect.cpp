// _bisect: CPython's C accelerator of bisect.py (Modules/_bisectmodule.c),
// which CPython's own bisect.py imports over its Python definitions. A
// search in C++ costs no frame or loop of Python code per step.
#include "interp/builtins_util.h"
#include "interp/numbers.h"

#include <gmpxx.h>

namespace hyexec::interp {

namespace {

/// A Py_ssize_t argument as Argument Clinic converts it: __index__, and
/// OverflowError past 64 bits.
int64_t ssize_value(const Value& v) {
  int64_t i;
  if (as_int64(v, &i)) return i;
  mpz_class z = as_mpz(v);
  if (!z.fits_slong_p()) raise(exc_OverflowError, "Python int too large to convert to C ssize_t");
  return z.get_si();
}

/// PySequence_Size: a mapping that is no sequence is refused by name.
int64_t sequence_size(const Value& a) {
  if (is_type(a, type_dict)) raise(exc_TypeError, "dict is not a sequence");
  return length(a);
}

/// PySequence_GetItem(a, i) for 0 <= i: an exact list's or tuple's item in
/// place, anything else through its __getitem__.
Value sequence_at(const Value& a, int64_t i) {
  if (!a.sym() && (is_type(a, type_list) || is_type(a, type_tuple))) {
    bool list = is_type(a, type_list);
    const Values& items = list ? a.as<ListObject>()->items : a.as<TupleObject>()->items;
    if (i >= static_cast<int64_t>(items.size()))
      raise(exc_IndexError, list ? "list index out of range" : "tuple index out of range");
    return items[i];
  }
  if (is_type(a, type_dict)) raise(exc_TypeError, "dict is not a sequence");
  if (!a.type()->lookup(Dunder::GetItem))
    raise(exc_TypeError, "'" + type_name(a) + "' object does not support indexing");
  return get_item(a, py_int(i));
}

struct Search {
  Value a, x, key;
  int64_t lo = 0, hi = -1;
};

/// The arguments (a, x, lo=0, hi=None, *, key=None) as the clinic binds them.
Search search_args(const CallArgs& c, const char* fname) {
  if (c.args.size() > 4)
    raise(exc_TypeError, std::string(fname) + "() takes at most 4 positional arguments (" +
                             std::to_string(c.args.size()) + " given)");
  // Positional only (the usual call): read in place, without the clinic's
  // vectors of parameter names and of values per call.
  Values bound;
  const Values* from = &c.args;
  if (!c.kwargs.empty() || c.args.size() < 2) {
    bound = clinic_args(c, fname, {"a", "x", "lo", "hi", "key"}, 2);
    from = &bound;
  }
  auto p = [from](size_t i) { return i < from->size() ? (*from)[i] : Value(); };
  Value key = p(4);
  Search s{p(0), p(1), key && !is_none(key) ? key : Value()};
  if (Value lo = p(2)) s.lo = ssize_value(lo);
  if (Value hi = p(3); hi && !is_none(hi)) {
    if (!is_int_like(hi) && !hi.type()->lookup(Dunder::Index))
      raise(exc_TypeError, "argument should be integer or None, not '" + type_name(hi) + "'");
    s.hi = ssize_value(hi);
  }
  return s;
}

/// internal_bisect_right / internal_bisect_left: the first index whose item
/// (its key) is greater than x (right), or not less than x (left).
int64_t bisect(const Search& s, const Value& x, bool right) {
  int64_t lo = s.lo, hi = s.hi;
  if (lo < 0) raise(exc_ValueError, "lo must be non-negative");
  if (hi == -1) hi = sequence_size(s.a); // as CPython: an explicit -1 too
  while (lo < hi) {
    int64_t mid = static_cast<int64_t>((static_cast<uint64_t>(lo) + static_cast<uint64_t>(hi)) / 2);
    Value item = sequence_at(s.a, mid);
    if (s.key) item = call(s.key, Values{item});
    bool below = right ? compare_bool(x, item, ast::CmpOpKind::Lt)
                       : !compare_bool(item, x, ast::CmpOpKind::Lt);
    if (below)
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

Value insort(CallArgs& c, const char* fname, bool right) {
  Search s = search_args(c, fname);
  int64_t at = bisect(s, s.key ? call(s.key, Values{s.x}) : s.x, right);
  if (is_type(s.a, type_list) && !s.a.sym()) {
    Values& items = s.a.as<ListObject>()->items;
    items.insert(items.begin() + std::min(at, static_cast<int64_t>(items.size())), s.x);
  } else {
    call(get_attr(s.a, "insert"), Values{py_int(at), s.x});
  }
  return none();
}

} // namespace

Value bisect_module() {
  auto mod = make<ModuleObject>("_bisect");
  ModuleObject* m = mod.get();
  add_function(m, "bisect_right", [](CallArgs& c) {
    Search s = search_args(c, "bisect_right");
    return py_int(bisect(s, s.x, true));
  });
  add_function(m, "bisect_left", [](CallArgs& c) {
    Search s = search_args(c, "bisect_left");
    return py_int(bisect(s, s.x, false));
  });
  add_function(m, "insort_right", [](CallArgs& c) { return insort(c, "insort_right", true); });
  add_function(m, "insort_left", [](CallArgs& c) { return insort(c, "insort_left", false); });
  return mod;
}

} // namespace hyexec::interp
