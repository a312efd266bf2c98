// Native modules: the standard-library modules competition programs and
// snippets use most, implemented in C++ (math, typing; the others in module_*.cpp). Others are not found,
// as in a CPython without them.
#include "interp/builtins_util.h"
#include "interp/numbers.h"

#include <cmath>
#include <numeric>

namespace hyexec::interp {

namespace {

double arg_double(const CallArgs& a, size_t i, const char* fname) {
  if (a.args.size() <= i) raise(exc_TypeError, std::string(fname) + "() missing required argument");
  double d;
  if (!as_double(a.args[i], &d))
    raise(exc_TypeError, "must be real number, not " + type_name(a.args[i]));
  return d;
}

void fn(ModuleObject* m, const char* name, NativeFn f) {
  m->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

Value math_module() {
  auto mod = make<ModuleObject>("math");
  ModuleObject* m = mod.get();
  m->dict->set_str("pi", py_float(M_PI));
  m->dict->set_str("e", py_float(M_E));
  m->dict->set_str("tau", py_float(2 * M_PI));
  m->dict->set_str("inf", py_float(HUGE_VAL));
  m->dict->set_str("nan", py_float(NAN));
  auto unary = [m](const char* name, double (*f)(double), bool domain_check) {
    fn(m, name, [f, domain_check, name](CallArgs& a) {
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
  unary(
      "log2", [](double x) { return x <= 0 ? NAN : std::log2(x); }, true);
  unary(
      "log10", [](double x) { return x <= 0 ? NAN : std::log10(x); }, true);
  unary("fabs", std::fabs, false);
  fn(m, "sqrt", [](CallArgs& a) {
    exactly_one(a, "sqrt");
    double x = arg_double(a, 0, "sqrt");
    if (x < 0) raise(exc_ValueError, "math domain error");
    return py_float(std::sqrt(x));
  });
  fn(m, "log", [](CallArgs& a) {
    arity(a, "log", 1, 2);
    auto ln = [](const Value& v) {
      if (is_int_like(v)) {
        mpz_class z = as_mpz(v);
        if (z <= 0) raise(exc_ValueError, "math domain error");
        if (z.fits_slong_p()) return std::log(static_cast<double>(z.get_si()));
        long e;
        double d = mpz_get_d_2exp(&e, z.get_mpz_t());
        return std::log(d) + static_cast<double>(e) * std::log(2.0);
      }
      double x;
      if (!as_double(v, &x)) raise(exc_TypeError, "must be real number, not " + type_name(v));
      if (x <= 0) raise(exc_ValueError, "math domain error");
      return std::log(x);
    };
    double r = ln(a.args[0]);
    if (a.args.size() > 1) {
      double b = ln(a.args[1]);
      if (b == 0) raise(exc_ZeroDivisionError, "float division by zero");
      r /= b;
    }
    return py_float(r);
  });
  fn(m, "pow", [](CallArgs& a) {
    arity(a, "pow", 2, 2);
    double x = arg_double(a, 0, "pow"), y = arg_double(a, 1, "pow");
    if (x == 0 && y < 0) raise(exc_ValueError, "math domain error");
    double r = std::pow(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y))
      raise(exc_ValueError, "math domain error");
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
      raise(exc_OverflowError, "math range error");
    return py_float(r);
  });
  fn(m, "atan2", [](CallArgs& a) {
    return py_float(std::atan2(arg_double(a, 0, "atan2"), arg_double(a, 1, "atan2")));
  });
  fn(m, "hypot", [](CallArgs& a) {
    double s = 0;
    for (size_t i = 0; i < a.args.size(); ++i) s = std::hypot(s, arg_double(a, i, "hypot"));
    return py_float(s);
  });
  auto rounding = [m](const char* name, double (*f)(double)) {
    fn(m, name, [f, name](CallArgs& a) {
      exactly_one(a, name);
      if (is_int_like(a.args[0])) return py_int(as_mpz(a.args[0]));
      double x = arg_double(a, 0, name);
      if (std::isinf(x)) raise(exc_OverflowError, "cannot convert float infinity to integer");
      if (std::isnan(x)) raise(exc_ValueError, "cannot convert float NaN to integer");
      double r = f(x);
      return std::fabs(r) < 9e18 ? py_int(static_cast<int64_t>(r)) : py_int(mpz_class(r));
    });
  };
  rounding("floor", std::floor);
  rounding("ceil", std::ceil);
  rounding("trunc", std::trunc);
  fn(m, "gcd", [](CallArgs& a) {
    mpz_class g = 0;
    for (const Value& v : a.args) {
      mpz_class z = as_mpz(v);
      mpz_gcd(g.get_mpz_t(), g.get_mpz_t(), z.get_mpz_t());
    }
    return py_int(g);
  });
  fn(m, "lcm", [](CallArgs& a) {
    mpz_class l = 1;
    for (const Value& v : a.args) {
      mpz_class z = as_mpz(v);
      mpz_lcm(l.get_mpz_t(), l.get_mpz_t(), z.get_mpz_t());
    }
    return py_int(a.args.empty() ? mpz_class(1) : l);
  });
  fn(m, "factorial", [](CallArgs& a) {
    exactly_one(a, "factorial");
    if (a.args[0].is_float())
      raise(exc_TypeError, "'float' object cannot be interpreted as an integer");
    mpz_class n = as_mpz(a.args[0]);
    if (n < 0) raise(exc_ValueError, "factorial() not defined for negative values");
    if (n > 100000) throw Unsupported{"math.factorial of a huge number"};
    mpz_class r;
    mpz_fac_ui(r.get_mpz_t(), n.get_ui());
    return py_int(r);
  });
  fn(m, "comb", [](CallArgs& a) {
    arity(a, "comb", 2, 2);
    mpz_class n = as_mpz(a.args[0]), k = as_mpz(a.args[1]), r;
    if (n < 0 || k < 0)
      raise(exc_ValueError,
            n < 0 ? "n must be a non-negative integer" : "k must be a non-negative integer");
    if (k > n) return py_int(0);
    mpz_bin_ui(r.get_mpz_t(), n.get_mpz_t(), k.get_ui());
    return py_int(r);
  });
  fn(m, "perm", [](CallArgs& a) {
    arity(a, "perm", 1, 2);
    mpz_class n = as_mpz(a.args[0]);
    mpz_class k = a.args.size() > 1 && !is_none(a.args[1]) ? as_mpz(a.args[1]) : n;
    if (k > n) return py_int(0);
    mpz_class r = 1;
    for (mpz_class i = n - k + 1; i <= n; ++i) r *= i;
    return py_int(r);
  });
  fn(m, "isqrt", [](CallArgs& a) {
    exactly_one(a, "isqrt");
    mpz_class n = as_mpz(a.args[0]), r;
    if (n < 0) raise(exc_ValueError, "isqrt() argument must be nonnegative");
    mpz_sqrt(r.get_mpz_t(), n.get_mpz_t());
    return py_int(r);
  });
  fn(m, "isclose", [](CallArgs& a) {
    double x = arg_double(a, 0, "isclose"), y = arg_double(a, 1, "isclose"), rel = 1e-9,
           abs_tol = 0;
    for (auto& [k, v] : a.kwargs) {
      if (k == "rel_tol") as_double(v, &rel);
      if (k == "abs_tol") as_double(v, &abs_tol);
    }
    if (x == y) return Value(py_bool(true));
    double d = std::fabs(x - y);
    return Value(py_bool(d <= std::max(rel * std::max(std::fabs(x), std::fabs(y)), abs_tol)));
  });
  fn(m, "isinf", [](CallArgs& a) { return Value(py_bool(std::isinf(arg_double(a, 0, "isinf")))); });
  fn(m, "isnan", [](CallArgs& a) { return Value(py_bool(std::isnan(arg_double(a, 0, "isnan")))); });
  fn(m, "isfinite",
     [](CallArgs& a) { return Value(py_bool(std::isfinite(arg_double(a, 0, "isfinite")))); });
  fn(m, "degrees",
     [](CallArgs& a) { return py_float(arg_double(a, 0, "degrees") * 180.0 / M_PI); });
  fn(m, "radians",
     [](CallArgs& a) { return py_float(arg_double(a, 0, "radians") * M_PI / 180.0); });
  fn(m, "copysign", [](CallArgs& a) {
    return py_float(std::copysign(arg_double(a, 0, "copysign"), arg_double(a, 1, "copysign")));
  });
  fn(m, "prod", [](CallArgs& a) {
    Value acc = py_int(1);
    for (auto& [k, v] : a.kwargs)
      if (k == "start") acc = v;
    for (const Value& x : to_values(a.args.at(0))) acc = binary_op(acc, x, ast::BinOpKind::Mult);
    return acc;
  });
  fn(m, "fsum", [](CallArgs& a) {
    long double s = 0;
    for (const Value& x : to_values(a.args.at(0))) {
      double d;
      if (!as_double(x, &d)) raise(exc_TypeError, "must be real number, not " + type_name(x));
      s += d;
    }
    return py_float(static_cast<double>(s));
  });
  return mod;
}

/// typing: the names are for annotations; subscripting one gives it back.
struct SpecialForm : Object {
  explicit SpecialForm(TypeObject* t, std::string n) : Object(t), name(std::move(n)) {}
  std::string name;
};

Value typing_module() {
  static TypeObject* form_type = [] {
    auto* t = new TypeObject("_SpecialForm", type_object);
    incref(t);
    t->dict = make<DictObject>();
    t->dict->set_str("__getitem__", make<BuiltinFunctionObject>(
                                        "__getitem__", [](CallArgs& a) { return a.args[0]; }));
    t->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                       return py_str("typing." + static_cast<SpecialForm*>(a.args[0].obj())->name);
                     }));
    return t;
  }();
  auto mod = make<ModuleObject>("typing");
  // Aliases of builtin types behave as the types do.
  const std::pair<const char*, TypeObject*> aliases[] = {
      {"List", type_list},           {"Dict", type_dict}, {"Tuple", type_tuple}, {"Set", type_set},
      {"FrozenSet", type_frozenset}, {"Type", type_type}, {"Text", type_str}};
  for (const auto& [name, t] : aliases) mod->dict->set_str(name, Value(t));
  for (const char* name :
       {"Any",       "Optional",   "Union",       "Callable",       "Iterable",
        "Iterator",  "Sequence",   "Mapping",     "MutableMapping", "MutableSequence",
        "Generator", "Deque",      "DefaultDict", "Counter",        "OrderedDict",
        "NoReturn",  "ClassVar",   "Final",       "Literal",        "TypeVar",
        "Generic",   "Hashable",   "Sized",       "Collection",     "AbstractSet",
        "Container", "NamedTuple", "SupportsInt", "SupportsFloat",  "ByteString",
        "AnyStr",    "IO",         "TextIO",      "Pattern",        "Match"})
    mod->dict->set_str(name, make<SpecialForm>(form_type, name));
  mod->dict->set_str("TYPE_CHECKING", py_bool(false));
  mod->dict->set_str("cast",
                     make<BuiltinFunctionObject>("cast", [](CallArgs& a) { return a.args.at(1); }));
  mod->dict->set_str("overload", make<BuiltinFunctionObject>(
                                     "overload", [](CallArgs& a) { return a.args.at(0); }));
  return mod;
}

} // namespace

Value sys_module(Machine& m);
Value heapq_module();
Value itertools_module();
Value re_module();

Value make_native_module(Machine& m, const std::string& name) {
  if (name == "math") return math_module();
  if (name == "heapq") return heapq_module();
  if (name == "itertools") return itertools_module();
  if (name == "re") return re_module();
  if (name == "sys") return sys_module(m);
  if (name == "typing") return typing_module();
  return nullptr;
}

} // namespace hyexec::interp
