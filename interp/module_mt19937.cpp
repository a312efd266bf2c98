// `_mt19937`: the Mersenne Twister's draws, natively. pylib's random and
// small numpy keep the generator's state in a Python list (624 words and the
// position) and seed it in Python; drawing is what programs do in loops of
// thousands, and interpreted it costs some twenty steps a word.
#include "interp/builtins_util.h"
#include "interp/protocol.h"

#include <cmath>
#include <cstdint>

namespace hyexec::interp {

namespace {

constexpr size_t kN = 624, kM = 397;

/// The state list of a call: 624 words and the position, checked once.
struct State {
  Values* words;

  explicit State(const Value& v) {
    if (!is_type(v, type_list) || v.as<ListObject>()->items.size() != kN + 1)
      raise(exc_TypeError, "MT19937 state must be a list of 625 ints");
    words = &v.as<ListObject>()->items;
  }

  uint32_t at(size_t i) const {
    int64_t w = 0;
    if (!as_int64((*words)[i], &w)) raise(exc_TypeError, "MT19937 state must hold ints");
    return static_cast<uint32_t>(w);
  }

  /// The next 32-bit output (CPython's genrand_uint32).
  uint32_t next() {
    int64_t pos = 0;
    as_int64((*words)[kN], &pos);
    if (pos < 0 || pos >= static_cast<int64_t>(kN)) {
      uint32_t mt[kN];
      for (size_t k = 0; k < kN; ++k) mt[k] = at(k);
      for (size_t k = 0; k < kN; ++k) {
        uint32_t y = (mt[k] & 0x80000000u) | (mt[(k + 1) % kN] & 0x7fffffffu);
        mt[k] = mt[(k + kM) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
      }
      for (size_t k = 0; k < kN; ++k) (*words)[k] = py_int(mt[k]);
      pos = 0;
    }
    uint32_t y = at(static_cast<size_t>(pos));
    (*words)[kN] = py_int(pos + 1);
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
  }

  /// A double in [0, 1) from two words, as CPython's and numpy's random().
  double unit() {
    uint32_t a = next() >> 5, b = next() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }
};

int64_t count_arg(const Value& v) {
  int64_t n = 0;
  if (!as_int64(v, &n) || n < 0) raise(exc_ValueError, "count must be a non-negative int");
  // Refused before allocating, as CPython's allocator would fail.
  if (n > (int64_t{1} << 27)) raise(exc_MemoryError, "");
  return n;
}

} // namespace

Value mt19937_module() {
  auto mod = make<ModuleObject>("_mt19937");
  ModuleObject* m = mod.get();
  add_function(m, "genrand", [](CallArgs& a) {
    arity(a, "genrand", 1, 1);
    return py_int(State(a.args[0]).next());
  });
  add_function(m, "random", [](CallArgs& a) {
    arity(a, "random", 1, 1);
    return py_float(State(a.args[0]).unit());
  });
  // randoms(state, n): n doubles, for arrays of draws.
  add_function(m, "randoms", [](CallArgs& a) {
    arity(a, "randoms", 2, 2);
    State s(a.args[0]);
    Values out(static_cast<size_t>(count_arg(a.args[1])));
    for (Value& v : out) v = py_float(s.unit());
    return Value(make<ListObject>(std::move(out)));
  });
  // bounded(state, rng, n): n ints in [0, rng] by numpy's masked rejection
  // (32-bit words up to 2**32 - 1, pairs of them above).
  add_function(m, "bounded", [](CallArgs& a) {
    arity(a, "bounded", 3, 3);
    State s(a.args[0]);
    int64_t rng = 0;
    if (!as_int64(a.args[1], &rng) || rng < 0) raise(exc_ValueError, "rng out of range");
    uint64_t r = static_cast<uint64_t>(rng), mask = r;
    for (int shift : {1, 2, 4, 8, 16, 32}) mask |= mask >> shift;
    Values out(static_cast<size_t>(count_arg(a.args[2])));
    for (Value& v : out) {
      uint64_t x = 0;
      if (r != 0) do {
          x = r <= 0xffffffffu ? s.next() : (static_cast<uint64_t>(s.next()) << 32) | s.next();
          if (r == 0xffffffffu) break;
          x &= mask;
        } while (x > r);
      v = py_int(static_cast<int64_t>(x));
    }
    return Value(make<ListObject>(std::move(out)));
  });
  // gauss_pairs(state, k): k pairs of standard normal draws by numpy's
  // legacy polar method, each pair in the order numpy hands them out (the
  // second value is the one numpy keeps for the next call).
  add_function(m, "gauss_pairs", [](CallArgs& a) {
    arity(a, "gauss_pairs", 2, 2);
    State s(a.args[0]);
    Values out;
    for (int64_t k = count_arg(a.args[1]); k > 0; --k) {
      double x1, x2, r2;
      do {
        x1 = 2.0 * s.unit() - 1.0;
        x2 = 2.0 * s.unit() - 1.0;
        r2 = x1 * x1 + x2 * x2;
      } while (r2 >= 1.0 || r2 == 0.0);
      double f = std::sqrt(-2.0 * std::log(r2) / r2);
      out.push_back(py_float(f * x2));
      out.push_back(py_float(f * x1));
    }
    return Value(make<ListObject>(std::move(out)));
  });
  return mod;
}

} // namespace hyexec::interp
