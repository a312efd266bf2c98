// complex: construction (numbers and strings), arithmetic, equality, hash.
#include "interp/complex.h"
#include "interp/number_text.h"

#include "interp/builtins_util.h"
#include "interp/numbers.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace hyexec::interp {

using ast::BinOpKind;

namespace {

/// A number's value as a complex; false when `v` is not a number.
bool as_complex(const Value& v, Complex* out) {
  if (is_type(v, type_complex)) {
    *out = {v.as<ComplexObject>()->real, v.as<ComplexObject>()->imag};
    return true;
  }
  if (v.is_float()) {
    *out = {v.as_float(), 0.0};
    return true;
  }
  if (is_int_like(v)) {
    *out = {int_to_double(v), 0.0};
    return true;
  }
  return false;
}

Value box(Complex c) {
  return make<ComplexObject>(c.real, c.imag);
}

Complex sum(Complex a, Complex b) {
  return {a.real + b.real, a.imag + b.imag};
}
Complex diff(Complex a, Complex b) {
  return {a.real - b.real, a.imag - b.imag};
}
Complex prod(Complex a, Complex b) {
  return {a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real};
}

/// _Py_c_quot: Smith's algorithm; errno EDOM for a zero divisor.
Complex quot(Complex a, Complex b) {
  double abs_breal = std::fabs(b.real), abs_bimag = std::fabs(b.imag);
  if (abs_breal >= abs_bimag) {
    if (abs_breal == 0.0) {
      errno = EDOM;
      return {0.0, 0.0};
    }
    double ratio = b.imag / b.real, denom = b.real + b.imag * ratio;
    return {(a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom};
  }
  if (abs_bimag >= abs_breal) {
    double ratio = b.real / b.imag, denom = b.real * ratio + b.imag;
    return {(a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom};
  }
  return {NAN, NAN}; // a NaN component
}

Complex powu(Complex x, long n) {
  Complex r{1.0, 0.0}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask) r = prod(r, p);
    p = prod(p, p);
  }
  return r;
}

/// _Py_c_pow for a general exponent.
Complex pow_general(Complex a, Complex b) {
  if (b.real == 0.0 && b.imag == 0.0) return {1.0, 0.0};
  if (a.real == 0.0 && a.imag == 0.0) {
    if (b.imag != 0.0 || b.real < 0.0) errno = EDOM;
    return {0.0, 0.0};
  }
  double vabs = std::hypot(a.real, a.imag);
  double len = std::pow(vabs, b.real);
  double at = std::atan2(a.imag, a.real);
  double phase = at * b.real;
  if (b.imag != 0.0) {
    len /= std::exp(at * b.imag);
    phase += b.imag * std::log(vabs);
  }
  return {len * std::cos(phase), len * std::sin(phase)};
}

[[noreturn]] void zero_division(const char* what) {
  raise(exc_ZeroDivisionError, what);
}

/// Parses CPython's complex literal syntax: `1`, `1.5j`, `1+2j`, `-j`,
/// optionally in parentheses and surrounded by whitespace.
bool parse_complex(std::string s, Complex* out) {
  auto trim = [](std::string& t) {
    size_t a = t.find_first_not_of(" \t\n\r\f\v"), b = t.find_last_not_of(" \t\n\r\f\v");
    t = a == std::string::npos ? "" : t.substr(a, b - a + 1);
  };
  trim(s);
  if (s.size() >= 2 && s.front() == '(' && s.back() == ')') {
    s = s.substr(1, s.size() - 2);
    trim(s);
  }
  if (s.empty()) return false;
  // A float prefix (strtod also takes inf/nan); `j` alone means 1j.
  auto number = [&](size_t& i, double* v) {
    const char* start = s.c_str() + i;
    if (*start == '+' || *start == '-') {
      if (start[1] == 'j' || start[1] == 'J') {
        *v = *start == '-' ? -1.0 : 1.0;
        ++i;
        return true;
      }
    }
    if (*start == 'j' || *start == 'J') {
      *v = 1.0;
      return true;
    }
    if (std::isspace(static_cast<unsigned char>(*start))) return false;
    char* end = nullptr;
    *v = std::strtod(start, &end);
    // strtod also reads hexadecimal floats, which complex() does not.
    if (end == start ||
        std::string_view(start, static_cast<size_t>(end - start)).find_first_of("xX") !=
            std::string_view::npos)
      return false;
    i += static_cast<size_t>(end - start);
    return true;
  };
  auto is_j = [&](size_t i) { return i < s.size() && (s[i] == 'j' || s[i] == 'J'); };
  size_t i = 0;
  double first;
  if (!number(i, &first)) return false;
  if (i == s.size()) {
    *out = {first, 0.0};
    return true;
  }
  if (is_j(i) && i + 1 == s.size()) {
    *out = {0.0, first};
    return true;
  }
  if (s[i] != '+' && s[i] != '-') return false;
  double second;
  if (!number(i, &second) || !is_j(i) || i + 1 != s.size()) return false;
  *out = {first, second};
  return true;
}

Value complex_new(TypeObject*, CallArgs& a) {
  Value real, imag;
  if (a.args.size() > 2)
    raise(exc_TypeError,
          "complex() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)");
  if (!a.args.empty()) real = a.args[0];
  if (a.args.size() > 1) imag = a.args[1];
  for (auto& [k, v] : a.kwargs) {
    if (k == "real")
      real = v;
    else if (k == "imag")
      imag = v;
    else
      raise(exc_TypeError, "complex() got an unexpected keyword argument '" + k + "'");
  }
  Complex r, i;
  if (real && isinstance(real, type_str)) {
    if (imag) raise(exc_TypeError, "complex() can't take second arg if first is a string");
    if (!parse_complex(ascii_number_text(real.as<StrObject>()->value), &r))
      raise(exc_ValueError, "complex() arg is a malformed string");
    return box(r);
  }
  if (imag && isinstance(imag, type_str))
    raise(exc_TypeError, "complex() second arg can't be a string");
  // Whether each part is a complex number (an instance, or __complex__'s).
  bool real_complex = real && isinstance(real, type_complex);
  bool imag_complex = imag && isinstance(imag, type_complex);
  auto part = [](const Value& v, const char* which, Complex* out, bool* is_complex) {
    if (!v) return;
    if (as_complex(v, out)) return;
    if (Value m = v.type()->lookup("__complex__")) {
      Value c = call(m, Values{v});
      if (!as_complex(c, out) || !is_type(c, type_complex))
        raise(exc_TypeError, "__complex__ returned non-complex (type " + type_name(c) + ")");
      *is_complex = true;
      return;
    }
    if (v.type()->lookup("__float__") || v.type()->lookup("__index__")) {
      *out = {float_arg(v), 0.0};
      return;
    }
    raise(exc_TypeError, std::string("complex() ") + which +
                             " must be a string or a number, not '" + type_name(v) + "'");
  };
  part(real, "first argument", &r, &real_complex);
  part(imag, "second argument", &i, &imag_complex);
  // complex(a, b) is a + b*1j; a part is added only when it comes from a
  // complex argument, so complex(x, -0.0) keeps its negative zero.
  return box({imag_complex ? r.real - i.imag : r.real, real_complex ? i.real + r.imag : i.real});
}

} // namespace

Complex complex_pow(Complex x, Complex y) {
  errno = 0;
  Complex r;
  if (y.imag == 0.0 && y.real == std::floor(y.real) && std::fabs(y.real) <= 100.0) {
    long n = static_cast<long>(y.real);
    r = n > 0 ? powu(x, n) : quot({1.0, 0.0}, powu(x, -n));
  } else {
    r = pow_general(x, y);
  }
  if (errno == EDOM) zero_division("0.0 to a negative or complex power");
  if (std::isinf(r.real) || std::isinf(r.imag))
    if (std::isfinite(x.real) && std::isfinite(x.imag) && std::isfinite(y.real) &&
        std::isfinite(y.imag))
      raise(exc_OverflowError, "complex exponentiation");
  return r;
}

Value complex_binary(const Value& a, const Value& b, BinOpKind op) {
  Complex x, y;
  if (!as_complex(a, &x) || !as_complex(b, &y)) return nullptr;
  switch (op) {
  case BinOpKind::Add: return box(sum(x, y));
  case BinOpKind::Sub: return box(diff(x, y));
  case BinOpKind::Mult: return box(prod(x, y));
  case BinOpKind::Div: {
    errno = 0;
    Complex r = quot(x, y);
    if (errno == EDOM) zero_division("complex division by zero");
    return box(r);
  }
  case BinOpKind::Pow: return box(complex_pow(x, y));
  default: return nullptr;
  }
}

bool complex_equal(const Value& a, const Value& b) {
  Complex x, y;
  if (!as_complex(a, &x) || !as_complex(b, &y)) return false;
  // An int compares exactly, not through a rounded float.
  if (x.imag == 0.0 && is_int_like(b))
    return y.imag == 0.0 && number_compare(py_float(x.real), b) == 0;
  if (y.imag == 0.0 && is_int_like(a))
    return x.imag == 0.0 && number_compare(a, py_float(y.real)) == 0;
  return x.real == y.real && x.imag == y.imag;
}

int64_t complex_hash(const ComplexObject* c) {
  auto hr = static_cast<uint64_t>(number_hash(py_float(c->real)));
  auto hi = static_cast<uint64_t>(number_hash(py_float(c->imag)));
  auto h = static_cast<int64_t>(hr + 1000003ULL * hi);
  return h == -1 ? -2 : h;
}

void install_complex() {
  type_complex->construct = complex_new;
  type_complex->dict->set_str("conjugate",
                              make<BuiltinFunctionObject>("conjugate", [](CallArgs& a) -> Value {
                                arity(a, "conjugate", 1, 1);
                                auto* c = a.args[0].as<ComplexObject>();
                                return make<ComplexObject>(c->real, -c->imag);
                              }));
}

} // namespace hyexec::interp
