// The math module (CPython's Modules/mathmodule.c): IEEE functions with
// CPython's domain and range errors, exact integer functions on GMP.
#include "interp/builtins_util.h"
#include "interp/numbers.h"

#include <cmath>
#include <numeric>
#include <utility>
#include <vector>

namespace hyexec::interp {

namespace {

/// Factors beyond this make comb/perm/factorial run past any time limit
/// (GMP cannot be interrupted): unsupported rather than a hang.
const long kMaxFactors = 100000;

void check_comb_perm_args(const mpz_class& n, const mpz_class& k) {
  if (n < 0) raise(exc_ValueError, "n must be a non-negative integer");
  if (k < 0) raise(exc_ValueError, "k must be a non-negative integer");
}

double arg_double(const CallArgs& a, size_t i, const char* fname) {
  if (a.args.size() <= i) raise(exc_TypeError, std::string(fname) + "() missing required argument");
  return float_arg(a.args[i]);
}

/// Argument `i` of a two-argument function (atan2, fmod...), whose count
/// CPython checks as _PyArg_CheckPositional does.
double pair_arg(const CallArgs& a, size_t i, const char* fname) {
  if (a.args.size() != 2)
    raise(exc_TypeError,
          std::string(fname) + " expected 2 arguments, got " + std::to_string(a.args.size()));
  return float_arg(a.args[i]);
}

/// CPython's loghelper: `f` of a positive real; an int too large for a
/// float is split as m * 2**e (f(m) + f(2) * e).
double log_of(const Value& v, double (*f)(double)) {
  if (is_int_like(v)) {
    mpz_class z = as_mpz(v);
    if (z <= 0) raise(exc_ValueError, "math domain error");
    if (mpz_sizeinbase(z.get_mpz_t(), 2) > 1000) {
      long e;
      double d = mpz_get_d_2exp(&e, z.get_mpz_t());
      return f(d) + f(2.0) * static_cast<double>(e);
    }
  }
  double x = float_arg(v);
  if (x <= 0) raise(exc_ValueError, "math domain error");
  return f(x);
}

/// CPython's _PyObject_LookupSpecial and call: the method `name` of `v`'s
/// class, bound through its descriptor, called with no argument; null when
/// the class has none.
Value call_special(const Value& v, const char* name) {
  Value meth = v.type()->lookup(name);
  if (!meth) return nullptr;
  if (is_type(meth, type_function) || is_type(meth, type_builtin_function))
    return call(meth, Values{v});
  if (!meth.type()->builtin)
    if (Value get = meth.type()->lookup("__get__"))
      return call(call(get, Values{meth, v, Value(v.type())}), Values{});
  return call(get_attr(v, name), Values{});
}

} // namespace

namespace {

/// math.fsum: the correctly rounded sum of `items`, as CPython's (Shewchuk's
/// exact partial sums, rounded half-even across the last two), with its
/// errors for an overflow on the way and for inf + -inf.
double exact_sum(const Values& items) {
  std::vector<double> partials;
  double special_sum = 0, inf_sum = 0;
  for (const Value& item : items) {
    double x = float_arg(item), original = x;
    size_t kept = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y, lo = y - (hi - x);
      if (lo != 0) partials[kept++] = lo;
      x = hi;
    }
    partials.resize(kept);
    if (x == 0) continue;
    if (std::isfinite(x)) {
      partials.push_back(x);
      continue;
    }
    // A non-finite x: an intermediate overflow, or an inf or nan summand.
    if (std::isfinite(original)) raise(exc_OverflowError, "intermediate overflow in fsum");
    if (std::isinf(original)) inf_sum += original;
    special_sum += original;
    partials.clear();
  }
  if (special_sum != 0) {
    if (std::isnan(inf_sum)) raise(exc_ValueError, "-inf + inf in fsum");
    return special_sum;
  }
  if (partials.empty()) return 0.0;
  size_t n = partials.size();
  double hi = partials[--n], lo = 0;
  while (n > 0) { // add from the top until the sum is inexact
    double x = hi, y = partials[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo != 0) break;
  }
  // Half-even rounding across the partials: the next one below decides a tie.
  if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
    double y = lo * 2, x = hi + y;
    if (y == x - hi) hi = x;
  }
  return hi;
}

} // namespace

Value math_module() {
  auto mod = make<ModuleObject>("math");
  ModuleObject* m = mod.get();
  m->dict->set_str("pi", py_float(M_PI));
  m->dict->set_str("e", py_float(M_E));
  m->dict->set_str("tau", py_float(2 * M_PI));
  m->dict->set_str("inf", py_float(HUGE_VAL));
  m->dict->set_str("nan", py_float(NAN));
  auto unary = [m](const char* name, double (*f)(double), bool domain_check) {
    add_function(m, name, [f, domain_check, name](CallArgs& a) {
      exactly_one(a, name);
      double x = arg_double(a, 0, name);
      double r = f(x);
      if (domain_check && std::isnan(r) && !std::isnan(x))
        raise(exc_ValueError, "math domain error");
      if (std::isinf(r) && std::isfinite(x)) raise(exc_OverflowError, "math range error");
      return py_float(r);
    });
  };
  unary("sin", std::sin, true);
  unary("cos", std::cos, true);
  unary("tan", std::tan, true);
  unary("asin", std::asin, true);
  unary("acos", std::acos, true);
  unary("atan", std::atan, true);
  unary("sinh", std::sinh, true);
  unary("cosh", std::cosh, true);
  unary("tanh", std::tanh, true);
  unary("exp", std::exp, true);
  for (auto [name, f] :
       {std::pair<const char*, double (*)(double)>{"log2", std::log2}, {"log10", std::log10}})
    add_function(m, name, [name, f](CallArgs& a) {
      exactly_one(a, name);
      return py_float(log_of(a.args[0], f));
    });
  unary("fabs", std::fabs, false);
  unary("expm1", std::expm1, true);
  unary("exp2", std::exp2, true);
  unary("cbrt", std::cbrt, true);
  unary("asinh", std::asinh, true);
  unary("acosh", std::acosh, true);
  unary("erf", std::erf, true);
  unary("erfc", std::erfc, true);
  // Where C returns an infinity for a pole, CPython reports a domain error.
  auto pole = [m](const char* name, double (*f)(double), bool (*pole_at)(double)) {
    add_function(m, name, [f, pole_at, name](CallArgs& a) {
      exactly_one(a, name);
      double x = arg_double(a, 0, name);
      if (pole_at(x)) raise(exc_ValueError, "math domain error");
      double r = f(x);
      if (std::isnan(r) && !std::isnan(x)) raise(exc_ValueError, "math domain error");
      if (std::isinf(r) && std::isfinite(x)) raise(exc_OverflowError, "math range error");
      return py_float(r);
    });
  };
  auto nonpositive_integer = [](double x) { return x <= 0 && std::floor(x) == x; };
  pole("gamma", std::tgamma, nonpositive_integer);
  pole("lgamma", std::lgamma, nonpositive_integer);
  pole("log1p", std::log1p, [](double x) { return x <= -1; });
  pole("atanh", std::atanh, [](double x) { return std::fabs(x) >= 1; });
  add_function(m, "fmod", [](CallArgs& a) {
    double x = pair_arg(a, 0, "fmod"), y = pair_arg(a, 1, "fmod");
    if (std::isinf(x) && !std::isnan(y)) raise(exc_ValueError, "math domain error");
    if (y == 0 && !std::isnan(x)) raise(exc_ValueError, "math domain error");
    return py_float(std::fmod(x, y));
  });
  add_function(m, "frexp", [](CallArgs& a) {
    exactly_one(a, "frexp");
    double x = arg_double(a, 0, "frexp");
    if (std::isnan(x) || std::isinf(x) || x == 0) return py_tuple({py_float(x), py_int(0)});
    int e;
    double mant = std::frexp(x, &e);
    return py_tuple({py_float(mant), py_int(e)});
  });
  add_function(m, "ldexp", [](CallArgs& a) {
    arity(a, "ldexp", 2, 2);
    double x = arg_double(a, 0, "ldexp");
    if (!is_int_like(a.args[1]))
      raise(exc_TypeError, "Expected an int as second argument to ldexp.");
    mpz_class e = as_mpz(a.args[1]);
    long exp = e > 100000 ? 100000 : e < -100000 ? -100000 : e.get_si();
    double r = std::ldexp(x, static_cast<int>(exp));
    if (std::isinf(r) && std::isfinite(x)) raise(exc_OverflowError, "math range error");
    return py_float(r);
  });
  add_function(m, "modf", [](CallArgs& a) {
    exactly_one(a, "modf");
    double x = arg_double(a, 0, "modf");
    if (std::isinf(x)) return py_tuple({py_float(std::copysign(0.0, x)), py_float(x)});
    double ip;
    double frac = std::modf(x, &ip);
    return py_tuple({py_float(frac), py_float(ip)});
  });
  add_function(m, "remainder", [](CallArgs& a) {
    double x = pair_arg(a, 0, "remainder"), y = pair_arg(a, 1, "remainder");
    if ((std::isinf(x) && !std::isnan(y)) || (y == 0 && !std::isnan(x)))
      raise(exc_ValueError, "math domain error");
    return py_float(std::remainder(x, y));
  });
  add_function(m, "nextafter", [](CallArgs& a) {
    return py_float(std::nextafter(pair_arg(a, 0, "nextafter"), pair_arg(a, 1, "nextafter")));
  });
  add_function(m, "ulp", [](CallArgs& a) {
    exactly_one(a, "ulp");
    double x = std::fabs(arg_double(a, 0, "ulp"));
    if (std::isnan(x) || std::isinf(x)) return py_float(x);
    double next = std::nextafter(x, HUGE_VAL);
    if (std::isinf(next)) return py_float(x - std::nextafter(x, -HUGE_VAL));
    return py_float(next - x);
  });
  add_function(m, "dist", [](CallArgs& a) {
    arity(a, "dist", 2, 2);
    Values p = to_values(a.args[0]), q = to_values(a.args[1]);
    if (p.size() != q.size())
      raise(exc_ValueError, "both points must have the same number of dimensions");
    double s = 0;
    for (size_t i = 0; i < p.size(); ++i) s = std::hypot(s, float_arg(p[i]) - float_arg(q[i]));
    return py_float(s);
  });
  add_function(m, "sqrt", [](CallArgs& a) {
    exactly_one(a, "sqrt");
    double x = arg_double(a, 0, "sqrt");
    if (x < 0) raise(exc_ValueError, "math domain error");
    return py_float(std::sqrt(x));
  });
  add_function(m, "log", [](CallArgs& a) {
    arity(a, "log", 1, 2);
    auto ln = [](const Value& v) { return log_of(v, [](double x) { return std::log(x); }); };
    double r = ln(a.args[0]);
    if (a.args.size() > 1) {
      double b = ln(a.args[1]);
      if (b == 0) raise(exc_ZeroDivisionError, "float division by zero");
      r /= b;
    }
    return py_float(r);
  });
  add_function(m, "pow", [](CallArgs& a) {
    double x = pair_arg(a, 0, "pow"), y = pair_arg(a, 1, "pow");
    if (x == 0 && y < 0 && !std::isinf(y)) raise(exc_ValueError, "math domain error");
    double r = std::pow(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y))
      raise(exc_ValueError, "math domain error");
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
      raise(exc_OverflowError, "math range error");
    return py_float(r);
  });
  add_function(m, "atan2", [](CallArgs& a) {
    return py_float(std::atan2(pair_arg(a, 0, "atan2"), pair_arg(a, 1, "atan2")));
  });
  add_function(m, "hypot", [](CallArgs& a) {
    double s = 0;
    for (size_t i = 0; i < a.args.size(); ++i) s = std::hypot(s, arg_double(a, i, "hypot"));
    return py_float(s);
  });
  // floor/ceil/trunc: a float's own, else the argument's __floor__,
  // __ceil__ or __trunc__ (an int's is itself); floor and ceil fall back to
  // float(), trunc has no fallback.
  auto rounding = [m](const char* name, double (*f)(double), const char* dunder) {
    add_function(m, name, [f, name, dunder](CallArgs& a) {
      exactly_one(a, name);
      const Value& v = a.args[0];
      if (!v.is_float() && !v.type()->builtin)
        if (Value r = call_special(v, dunder)) return r;
      if (is_int_like(v)) return py_int(as_mpz(v));
      if (std::string_view(name) == "trunc" && !isinstance(v, type_float))
        raise(exc_TypeError, "type " + type_name(v) + " doesn't define __trunc__ method");
      double x = arg_double(a, 0, name);
      if (std::isinf(x)) raise(exc_OverflowError, "cannot convert float infinity to integer");
      if (std::isnan(x)) raise(exc_ValueError, "cannot convert float NaN to integer");
      double r = f(x);
      return std::fabs(r) < 9e18 ? py_int(static_cast<int64_t>(r)) : py_int(mpz_class(r));
    });
  };
  rounding("floor", std::floor, "__floor__");
  rounding("ceil", std::ceil, "__ceil__");
  rounding("trunc", std::trunc, "__trunc__");
  add_function(m, "gcd", [](CallArgs& a) {
    mpz_class g = 0;
    for (const Value& v : a.args) {
      mpz_class z = as_mpz(v);
      mpz_gcd(g.get_mpz_t(), g.get_mpz_t(), z.get_mpz_t());
    }
    return py_int(g);
  });
  add_function(m, "lcm", [](CallArgs& a) {
    mpz_class l = 1;
    for (const Value& v : a.args) {
      mpz_class z = as_mpz(v);
      mpz_lcm(l.get_mpz_t(), l.get_mpz_t(), z.get_mpz_t());
    }
    return py_int(a.args.empty() ? mpz_class(1) : l);
  });
  add_function(m, "factorial", [](CallArgs& a) {
    exactly_one(a, "factorial");
    if (a.args[0].is_float())
      raise(exc_TypeError, "'float' object cannot be interpreted as an integer");
    mpz_class n = as_mpz(a.args[0]);
    if (n < 0) raise(exc_ValueError, "factorial() not defined for negative values");
    if (n > kMaxFactors) throw Unsupported{"math.factorial of a huge number"};
    mpz_class r;
    mpz_fac_ui(r.get_mpz_t(), n.get_ui());
    return py_int(r);
  });
  add_function(m, "comb", [](CallArgs& a) {
    arity(a, "comb", 2, 2);
    mpz_class n = as_mpz(a.args[0]), k = as_mpz(a.args[1]), r;
    check_comb_perm_args(n, k);
    if (k > n) return py_int(0);
    // CPython's comb works with min(k, n - k) factors, and refuses more than
    // a C long of them (comb(2**1000, 2**1000) is 1 at once).
    if (n - k < k) k = n - k;
    if (!k.fits_slong_p())
      raise(exc_OverflowError, "min(n - k, k) must not exceed 9223372036854775807");
    if (k > kMaxFactors) throw Unsupported{"math.comb with more than 100000 factors"};
    mpz_bin_ui(r.get_mpz_t(), n.get_mpz_t(), k.get_ui());
    return py_int(r);
  });
  add_function(m, "perm", [](CallArgs& a) {
    arity(a, "perm", 1, 2);
    mpz_class n = as_mpz(a.args[0]);
    mpz_class k = a.args.size() > 1 && !is_none(a.args[1]) ? as_mpz(a.args[1]) : n;
    check_comb_perm_args(n, k);
    if (k > n) return py_int(0);
    if (!k.fits_slong_p()) raise(exc_OverflowError, "k must not exceed 9223372036854775807");
    if (k > kMaxFactors) throw Unsupported{"math.perm with more than 100000 factors"};
    mpz_class r = 1;
    for (mpz_class i = n - k + 1; i <= n; ++i) r *= i;
    return py_int(r);
  });
  add_function(m, "isqrt", [](CallArgs& a) {
    exactly_one(a, "isqrt");
    mpz_class n = as_mpz(a.args[0]), r;
    if (n < 0) raise(exc_ValueError, "isqrt() argument must be nonnegative");
    mpz_sqrt(r.get_mpz_t(), n.get_mpz_t());
    return py_int(r);
  });
  add_function(m, "isclose", [](CallArgs& a) {
    double x = arg_double(a, 0, "isclose"), y = arg_double(a, 1, "isclose"), rel = 1e-9,
           abs_tol = 0;
    for (auto& [k, v] : a.kwargs) {
      if (k == "rel_tol") rel = float_arg(v);
      if (k == "abs_tol") abs_tol = float_arg(v);
    }
    if (rel < 0.0 || abs_tol < 0.0) raise(exc_ValueError, "tolerances must be non-negative");
    if (x == y) return Value(py_bool(true));
    // Infinities are close only to themselves (the == above).
    if (std::isinf(x) || std::isinf(y)) return Value(py_bool(false));
    double d = std::fabs(y - x);
    return Value(py_bool(d <= std::fabs(rel * y) || d <= std::fabs(rel * x) || d <= abs_tol));
  });
  add_function(m, "isinf",
               [](CallArgs& a) { return Value(py_bool(std::isinf(arg_double(a, 0, "isinf")))); });
  add_function(m, "isnan",
               [](CallArgs& a) { return Value(py_bool(std::isnan(arg_double(a, 0, "isnan")))); });
  add_function(m, "isfinite", [](CallArgs& a) {
    return Value(py_bool(std::isfinite(arg_double(a, 0, "isfinite"))));
  });
  add_function(m, "degrees",
               [](CallArgs& a) { return py_float(arg_double(a, 0, "degrees") * 180.0 / M_PI); });
  add_function(m, "radians",
               [](CallArgs& a) { return py_float(arg_double(a, 0, "radians") * M_PI / 180.0); });
  add_function(m, "copysign", [](CallArgs& a) {
    return py_float(std::copysign(pair_arg(a, 0, "copysign"), pair_arg(a, 1, "copysign")));
  });
  add_function(m, "prod", [](CallArgs& a) {
    Value acc = py_int(1);
    for (auto& [k, v] : a.kwargs)
      if (k == "start") acc = v;
    for (const Value& x : to_values(a.args.at(0))) acc = binary_op(acc, x, ast::BinOpKind::Mult);
    return acc;
  });
  add_function(m, "fsum", [](CallArgs& a) {
    exactly_one(a, "fsum");
    return py_float(exact_sum(to_values(a.args[0])));
  });
  return mod;
}

} // namespace hyexec::interp
