// _heapq (CPython's exact sift order, so heaps print the same) and itertools.
#include "interp/builtins_util.h"
#include "interp/native_type.h"
#include "interp/numbers.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace hyexec::interp {

namespace {

bool lt(const Value& a, const Value& b) {
  return compare_bool(a, b, ast::CmpOpKind::Lt);
}

Values& heap_of(const CallArgs& a, const char* fname) {
  if (a.args.empty() || !is_type(a.args[0], type_list))
    raise(exc_TypeError, std::string(fname) + "() argument 1 must be list, not " +
                             (a.args.empty() ? "nothing" : type_name(a.args[0])));
  return a.args[0].as<ListObject>()->items;
}

/// a < b for two items of heap `h` (held: `__lt__` may drop the list's
/// references); a comparison that changed the heap's size raises, as
/// CPython's C heapq does, since the positions being walked are gone.
bool heap_lt(const Values& h, Value a, Value b) {
  size_t size = h.size();
  bool r = lt(a, b);
  if (h.size() != size) raise(exc_RuntimeError, "list changed size during iteration");
  return r;
}

// heapq.py's _siftdown and _siftup.
void siftdown(Values& h, size_t start, size_t pos) {
  Value item = h[pos];
  while (pos > start) {
    size_t parent = (pos - 1) >> 1;
    if (heap_lt(h, item, h[parent])) {
      h[pos] = h[parent];
      pos = parent;
      continue;
    }
    break;
  }
  h[pos] = item;
}

void siftup(Values& h, size_t pos) {
  size_t end = h.size(), start = pos;
  Value item = h[pos];
  size_t child = 2 * pos + 1;
  while (child < end) {
    size_t right = child + 1;
    if (right < end && !heap_lt(h, h[child], h[right])) child = right;
    h[pos] = h[child];
    pos = child;
    child = 2 * pos + 1;
  }
  h[pos] = item;
  siftdown(h, start, pos);
}

Value iterator(std::function<Value()> next_fn) {
  return make<IteratorObject>(std::move(next_fn));
}

/// itertools.chain.from_iterable: lazy in the outer iterable too, as CPython's.
Value chain_from_iterable(CallArgs& a) {
  arity(a, "from_iterable", 1, 1);
  Value outer = iter(a.args[0]);
  auto cur = std::make_shared<Value>();
  return iterator([outer, cur]() -> Value {
    for (;;) {
      if (!*cur) {
        Value next_iterable = next(outer);
        if (!next_iterable) return nullptr;
        *cur = iter(next_iterable);
      }
      if (Value v = next(*cur)) return v;
      *cur = nullptr;
    }
  });
}

} // namespace

/// _heapq, the C accelerator of CPython's heapq.py (embedded), which
/// imports its functions over its own Python ones.
Value heapq_module() {
  auto mod = make<ModuleObject>("_heapq");
  ModuleObject* m = mod.get();
  add_function(m, "heappush", [](CallArgs& a) {
    arity(a, "heappush", 2, 2);
    Values& h = heap_of(a, "heappush");
    h.push_back(a.args[1]);
    siftdown(h, 0, h.size() - 1);
    return Value(none());
  });
  add_function(m, "heappop", [](CallArgs& a) {
    arity(a, "heappop", 1, 1);
    Values& h = heap_of(a, "heappop");
    if (h.empty()) raise(exc_IndexError, "index out of range");
    Value last = h.back();
    h.pop_back();
    if (h.empty()) return last;
    Value top = h[0];
    h[0] = last;
    siftup(h, 0);
    return top;
  });
  add_function(m, "heapify", [](CallArgs& a) {
    arity(a, "heapify", 1, 1);
    Values& h = heap_of(a, "heapify");
    for (size_t i = h.size() / 2; i-- > 0;) siftup(h, i);
    return Value(none());
  });
  add_function(m, "heapreplace", [](CallArgs& a) {
    Values& h = heap_of(a, "heapreplace");
    if (h.empty()) raise(exc_IndexError, "index out of range");
    Value top = h[0];
    h[0] = a.args.at(1);
    siftup(h, 0);
    return top;
  });
  add_function(m, "heappushpop", [](CallArgs& a) {
    Values& h = heap_of(a, "heappushpop");
    Value item = a.args.at(1);
    if (h.empty()) return item;
    Value top = h[0]; // held: __lt__ may empty the heap
    if (lt(top, item)) {
      if (h.empty()) raise(exc_IndexError, "index out of range");
      std::swap(item, h[0]);
      siftup(h, 0);
    }
    return item;
  });
  return mod;
}

namespace {

/// The positional-only arguments of takewhile, dropwhile, filterfalse,
/// starmap and pairwise: exactly `n`, no keyword (CPython's messages).
void exact_args(const CallArgs& a, const std::string& f, size_t n) {
  if (!a.kwargs.empty()) raise(exc_TypeError, f + "() takes no keyword arguments");
  if (a.args.size() != n)
    raise(exc_TypeError, f + " expected " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") +
                             ", got " + std::to_string(a.args.size()));
}

/// The length `r` of the combinatoric tuples: an index, not negative.
size_t tuple_length(const Value& r) {
  int64_t v = index_value(r, "slice");
  if (v < 0) raise(exc_ValueError, "r must be non-negative");
  return static_cast<size_t>(v);
}

/// PyNumber_Check, which count() asks of its start and step.
bool number_like(const Value& v) {
  if (is_number(v) || is_type(v, type_complex)) return true;
  TypeObject* t = v.type();
  return t->lookup("__index__") || t->lookup("__int__") || t->lookup("__float__") ||
         t->lookup("__complex__");
}

/// The state groupby and its groups' iterators share (CPython's groupbyobject).
struct GroupBy {
  Value it, keyfunc;
  Value tgtkey, currkey, currvalue;
  uint64_t grouper = 0; ///< the live group's number: older groups' iterators end
  /// Reads the next item and its key; false at the end of the iterable.
  bool step() {
    Value v = next(it);
    if (!v) return false;
    Value k = keyfunc ? call(keyfunc, Values{v}) : v;
    currvalue = v;
    currkey = k;
    return true;
  }
};

} // namespace

Value itertools_module() {
  auto mod = make<ModuleObject>("itertools");
  ModuleObject* m = mod.get();
  add_function(m, "count", [](CallArgs& a) {
    Values args = clinic_args(a, "count", {"start", "step"}, 0);
    Value start = args[0] ? args[0] : py_int(0), step = args[1] ? args[1] : py_int(1);
    if (!number_like(start) || !number_like(step)) raise(exc_TypeError, "a number is required");
    auto cur = std::make_shared<Value>(start);
    return iterator([cur, step]() -> Value {
      Value v = *cur;
      *cur = binary_op(v, step, ast::BinOpKind::Add);
      return v;
    });
  });
  add_function(m, "repeat", [](CallArgs& a) {
    Values args = clinic_args(a, "repeat", {"object", "times"}, 1);
    Value x = args[0];
    int64_t times = -1;
    if (args[1]) times = std::max<int64_t>(index_value(args[1], "slice"), 0);
    auto left = std::make_shared<int64_t>(times);
    return iterator([x, left]() -> Value {
      if (*left == 0) return nullptr;
      if (*left > 0) --*left;
      return x;
    });
  });
  add_function(m, "cycle", [](CallArgs& a) {
    // The first pass reads the iterable lazily (it may be endless, or
    // raise only when read), keeping its items for the passes after.
    exact_args(a, "cycle", 1);
    auto it = std::make_shared<Value>(iter(a.args[0]));
    auto items = std::make_shared<Values>();
    auto i = std::make_shared<size_t>(0);
    return iterator([it, items, i]() -> Value {
      if (*it) {
        if (Value v = next(*it)) {
          items->push_back(v);
          return v;
        }
        *it = nullptr;
      }
      if (items->empty()) return nullptr;
      return (*items)[(*i)++ % items->size()];
    });
  });
  // tee is written in Python (_itertools_tee): its _tee objects are a type.
  add_function(m, "tee", [](CallArgs& a) {
    return call(get_attr(machine().import_module("_itertools_tee"), "tee"), a);
  });
  auto chain_of = [](Values iterables) {
    auto its = std::make_shared<Values>(std::move(iterables));
    auto idx = std::make_shared<size_t>(0);
    auto cur = std::make_shared<Value>();
    return iterator([its, idx, cur]() -> Value {
      for (;;) {
        if (!*cur) {
          if (*idx >= its->size()) return nullptr;
          *cur = iter((*its)[(*idx)++]);
        }
        if (Value v = next(*cur)) return v;
        *cur = nullptr;
      }
    });
  };
  // chain is a class, with the alternate constructor chain.from_iterable.
  static TypeObject* chain = [chain_of] {
    TypeObject* t = new_native_type("itertools.chain");
    t->construct = [chain_of](TypeObject*, CallArgs& a) {
      if (!a.kwargs.empty()) raise(exc_TypeError, "chain() takes no keyword arguments");
      return chain_of(a.args);
    };
    t->dict->set_str(
        "from_iterable",
        make<WrapperObject>(type_staticmethod,
                            make<BuiltinFunctionObject>("from_iterable", chain_from_iterable)));
    return t;
  }();
  m->dict->set_str("chain", Value(chain));
  add_function(m, "accumulate", [](CallArgs& a) {
    // accumulate(iterable, func=None, *, initial=None)
    if (a.args.size() > 2)
      raise(exc_TypeError, "accumulate() takes at most 2 positional arguments (" +
                               std::to_string(a.args.size()) + " given)");
    Values args = clinic_args(a, "accumulate", {"iterable", "func", "initial"}, 1);
    Value it = iter(args[0]);
    Value func = args[1], initial = args[2];
    if (func && is_none(func)) func = Value();
    if (initial && is_none(initial)) initial = Value();
    auto total = std::make_shared<Value>(initial);
    auto started = std::make_shared<bool>(false);
    return iterator([it, func, total, started]() -> Value {
      if (!*started && *total) {
        *started = true;
        return *total;
      }
      *started = true;
      Value x = next(it);
      if (!x) return nullptr;
      *total = !*total ? x
               : func  ? call(func, Values{*total, x})
                       : binary_op(*total, x, ast::BinOpKind::Add);
      return *total;
    });
  });
  add_function(m, "islice", [](CallArgs& a) {
    if (a.args.size() < 2 || a.args.size() > 4)
      raise(exc_TypeError, "islice expected " +
                               std::string(a.args.size() < 2 ? "at least 2" : "at most 4") +
                               " arguments, got " + std::to_string(a.args.size()));
    Value it = iter(a.args[0]);
    int64_t start = 0, stop = -1, step = 1;
    auto num = [](const Value& v, int64_t d) { return is_none(v) ? d : index_value(v, "slice"); };
    if (a.args.size() == 2)
      stop = num(a.args[1], -1);
    else if (a.args.size() >= 3) {
      start = num(a.args[1], 0);
      stop = num(a.args[2], -1);
      if (a.args.size() > 3) step = num(a.args[3], 1);
    }
    auto pos = std::make_shared<int64_t>(0);
    auto next_index = std::make_shared<int64_t>(start);
    return iterator([it, stop, step, pos, next_index]() -> Value {
      while (stop < 0 || *next_index < stop) {
        Value x = next(it);
        if (!x) return nullptr;
        int64_t p = (*pos)++;
        if (p == *next_index) {
          *next_index += step;
          return x;
        }
      }
      return nullptr;
    });
  });
  auto while_fn = [m](const char* name, bool take) {
    add_function(m, name, [take, name](CallArgs& a) {
      exact_args(a, name, 2);
      Value pred = a.args.at(0);
      Value it = iter(a.args.at(1));
      auto done = std::make_shared<bool>(false);
      return iterator([pred, it, done, take]() -> Value {
        if (take) {
          if (*done) return nullptr;
          Value x = next(it);
          if (!x || !truthy(call(pred, Values{x}))) {
            *done = true;
            return nullptr;
          }
          return x;
        }
        while (Value x = next(it)) {
          if (*done || !truthy(call(pred, Values{x}))) {
            *done = true;
            return x;
          }
        }
        return nullptr;
      });
    });
  };
  while_fn("takewhile", true);
  while_fn("dropwhile", false);
  add_function(m, "filterfalse", [](CallArgs& a) {
    exact_args(a, "filterfalse", 2);
    Value pred = a.args.at(0);
    Value it = iter(a.args.at(1));
    return iterator([pred, it]() -> Value {
      while (Value x = next(it))
        if (!(is_none(pred) ? truthy(x) : truthy(call(pred, Values{x})))) return x;
      return nullptr;
    });
  });
  add_function(m, "starmap", [](CallArgs& a) {
    exact_args(a, "starmap", 2);
    Value f = a.args.at(0);
    Value it = iter(a.args.at(1));
    return iterator([f, it]() -> Value {
      Value x = next(it);
      return x ? call(f, to_values(x)) : Value();
    });
  });
  add_function(m, "zip_longest", [](CallArgs& a) {
    Value fill = none();
    for (auto& [k, v] : a.kwargs) {
      if (k != "fillvalue")
        raise(exc_TypeError, "zip_longest() got an unexpected keyword argument");
      fill = v;
    }
    Values its;
    for (const Value& x : a.args) its.push_back(iter(x));
    auto live = std::make_shared<std::vector<bool>>(its.size(), true);
    return iterator([its, live, fill]() -> Value {
      Values row;
      bool any = false;
      for (size_t i = 0; i < its.size(); ++i) {
        Value x = (*live)[i] ? next(its[i]) : Value();
        if (!x)
          (*live)[i] = false, x = fill;
        else
          any = true;
        row.push_back(x);
      }
      return any ? py_tuple(std::move(row)) : Value();
    });
  });
  add_function(m, "pairwise", [](CallArgs& a) {
    exact_args(a, "pairwise", 1);
    Value it = iter(a.args.at(0));
    auto prev = std::make_shared<Value>();
    return iterator([it, prev]() -> Value {
      if (!*prev) *prev = next(it);
      if (!*prev) return nullptr;
      Value x = next(it);
      if (!x) return nullptr;
      Value pair = py_tuple({*prev, x});
      *prev = x;
      return pair;
    });
  });
  add_function(m, "compress", [](CallArgs& a) {
    Values args = clinic_args(a, "compress", {"data", "selectors"}, 2);
    Value data = iter(args[0]), sel = iter(args[1]);
    return iterator([data, sel]() -> Value {
      for (;;) {
        Value d = next(data), s = next(sel);
        if (!d || !s) return nullptr;
        if (truthy(s)) return d;
      }
    });
  });
  add_function(m, "groupby", [](CallArgs& a) {
    Values args = clinic_args(a, "groupby", {"iterable", "key"}, 1);
    auto g = std::make_shared<GroupBy>();
    g->it = iter(args[0]);
    if (args[1] && !is_none(args[1])) g->keyfunc = args[1];
    return iterator([g]() -> Value {
      // CPython's groupby_next: skip the rest of the current group, then
      // start a group at the next key; the old group's iterator ends.
      ++g->grouper;
      for (;;) {
        if (g->currkey && (!g->tgtkey || !eq(g->tgtkey, g->currkey))) break;
        if (!g->step()) return Value();
      }
      g->tgtkey = g->currkey;
      uint64_t id = g->grouper;
      Value tgtkey = g->tgtkey;
      Value grouper = iterator([g, id, tgtkey]() -> Value {
        if (g->grouper != id) return Value();
        if (!g->currvalue && !g->step()) return Value();
        if (!eq(tgtkey, g->currkey)) return Value();
        Value r = std::exchange(g->currvalue, Value());
        g->currkey = Value();
        return r;
      });
      return py_tuple({g->currkey, grouper});
    });
  });
  // The combinatoric iterators, in CPython's order.
  add_function(m, "product", [](CallArgs& a) {
    int64_t repeat = 1;
    for (auto& [k, v] : a.kwargs)
      if (k == "repeat") repeat = index_value(v, "slice");
    std::vector<Values> pools;
    for (int64_t r = 0; r < repeat; ++r)
      for (const Value& x : a.args) pools.push_back(to_values(x));
    Values out;
    std::vector<size_t> idx(pools.size(), 0);
    for (const auto& p : pools)
      if (p.empty()) return make_list_iterator({});
    for (;;) {
      Values row;
      for (size_t i = 0; i < pools.size(); ++i) row.push_back(pools[i][idx[i]]);
      out.push_back(py_tuple(std::move(row)));
      size_t k = pools.size();
      while (k > 0) {
        --k;
        if (++idx[k] < pools[k].size()) break;
        idx[k] = 0;
        if (k == 0) return make_list_iterator(std::move(out));
      }
      if (pools.empty()) return make_list_iterator(std::move(out));
    }
  });
  add_function(m, "permutations", [](CallArgs& a) {
    Values args = clinic_args(a, "permutations", {"iterable", "r"}, 1);
    Values pool = to_values(args[0]);
    size_t n = pool.size();
    size_t r = args[1] && !is_none(args[1]) ? tuple_length(args[1]) : n;
    Values out;
    if (r > n) return make_list_iterator({});
    std::vector<size_t> indices(n), cycles;
    for (size_t i = 0; i < n; ++i) indices[i] = i;
    for (size_t i = 0; i < r; ++i) cycles.push_back(n - i);
    auto emit = [&] {
      Values row;
      for (size_t i = 0; i < r; ++i) row.push_back(pool[indices[i]]);
      out.push_back(py_tuple(std::move(row)));
    };
    emit();
    while (n) {
      bool advanced = false;
      for (size_t i = r; i-- > 0;) {
        if (--cycles[i] == 0) {
          std::rotate(indices.begin() + i, indices.begin() + i + 1, indices.end());
          cycles[i] = n - i;
        } else {
          std::swap(indices[i], indices[n - cycles[i]]);
          emit();
          advanced = true;
          break;
        }
      }
      if (!advanced) break;
    }
    return make_list_iterator(std::move(out));
  });
  auto combos = [m](const char* name, bool replace) {
    add_function(m, name, [replace, name](CallArgs& a) {
      Values args = clinic_args(a, name, {"iterable", "r"}, 2);
      Values pool = to_values(args[0]);
      size_t n = pool.size();
      size_t r = tuple_length(args[1]);
      Values out;
      if (!replace && r > n) return make_list_iterator({});
      if (replace && n == 0 && r > 0) return make_list_iterator({});
      std::vector<size_t> idx(r);
      for (size_t i = 0; i < r; ++i) idx[i] = replace ? 0 : i;
      for (;;) {
        Values row;
        for (size_t i : idx) row.push_back(pool[i]);
        out.push_back(py_tuple(std::move(row)));
        size_t i = r;
        bool found = false;
        while (i-- > 0) {
          if (replace ? idx[i] != n - 1 : idx[i] != i + n - r) {
            found = true;
            break;
          }
        }
        if (!found) break;
        ++idx[i];
        for (size_t j = i + 1; j < r; ++j) idx[j] = replace ? idx[i] : idx[j - 1] + 1;
      }
      return make_list_iterator(std::move(out));
    });
  };
  combos("combinations", false);
  combos("combinations_with_replacement", true);
  return mod;
}

} // namespace hyexec::interp
