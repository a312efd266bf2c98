// float's representation methods: hex(), fromhex() and __getformat__(), as
// CPython's Objects/floatobject.c gives them (a binary64, little-endian).
#include "interp/builtins_util.h"
#include "interp/subclass.h"

#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdlib>

namespace hyexec::interp {

namespace {

/// float.hex(): 0x, one hex digit, 13 after the point, a binary exponent.
std::string float_hex(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x < 0 ? "-inf" : "inf";
  std::string sign = std::signbit(x) ? "-" : "";
  if (x == 0) return sign + "0x0.0p+0";
  int e;
  double m = std::frexp(std::fabs(x), &e);
  // Subnormals keep the minimum exponent with a leading 0 digit.
  int shift = 1 - std::max(DBL_MIN_EXP - e, 0);
  m = std::ldexp(m, shift);
  e -= shift;
  static const char digits[] = "0123456789abcdef";
  std::string out = sign + "0x";
  int lead = static_cast<int>(m);
  out += digits[lead];
  m -= lead;
  out += '.';
  for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; ++i) {
    m *= 16.0;
    int d = static_cast<int>(m);
    out += digits[d];
    m -= d;
  }
  return out + "p" + (e < 0 ? "-" : "+") + std::to_string(std::abs(e));
}

[[noreturn]] void invalid_hex() {
  raise(exc_ValueError, "invalid hexadecimal floating-point string");
}

/// float.fromhex(s): [sign] [0x] hexdigits [. hexdigits] [p [sign] digits],
/// surrounding whitespace allowed, or inf/infinity/nan; glibc's strtod then
/// rounds the hex form correctly.
double float_fromhex(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string body(s);
  bool negative = false;
  size_t i = 0;
  if (i < body.size() && (body[i] == '+' || body[i] == '-')) negative = body[i++] == '-';
  std::string rest = body.substr(i);
  std::string lower;
  for (char c : rest) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "inf" || lower == "infinity") return negative ? -HUGE_VAL : HUGE_VAL;
  if (lower == "nan") return negative ? -NAN : NAN;
  if (lower.rfind("0x", 0) == 0) lower = lower.substr(2);
  size_t k = 0, mantissa_digits = 0;
  while (k < lower.size() && std::isxdigit(static_cast<unsigned char>(lower[k])))
    ++k, ++mantissa_digits;
  if (k < lower.size() && lower[k] == '.') {
    ++k;
    while (k < lower.size() && std::isxdigit(static_cast<unsigned char>(lower[k])))
      ++k, ++mantissa_digits;
  }
  if (mantissa_digits == 0) invalid_hex();
  if (k < lower.size() && lower[k] == 'p') {
    ++k;
    if (k < lower.size() && (lower[k] == '+' || lower[k] == '-')) ++k;
    size_t exp_start = k;
    while (k < lower.size() && std::isdigit(static_cast<unsigned char>(lower[k]))) ++k;
    if (k == exp_start) invalid_hex();
  }
  if (k != lower.size()) invalid_hex();
  std::string hex = std::string(negative ? "-" : "") + "0x" + lower;
  double d = std::strtod(hex.c_str(), nullptr);
  if (std::isinf(d))
    raise(exc_OverflowError, "hexadecimal value too large to represent as a float");
  return d;
}

} // namespace

void install_float_methods() {
  auto method = [](const char* name, NativeFn fn) {
    type_float->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(fn)));
  };
  auto class_method = [](const char* name, NativeFn fn) {
    type_float->dict->set_str(
        name,
        make<WrapperObject>(type_classmethod, make<BuiltinFunctionObject>(name, std::move(fn))));
  };
  method("hex", [](CallArgs& a) {
    arity(a, "hex", 1, 1);
    Value x = plain_number(a.args[0]);
    if (!x.is_float())
      raise(exc_TypeError, "descriptor 'hex' for 'float' objects doesn't apply to a '" +
                               type_name(a.args[0]) + "' object");
    return py_str(float_hex(x.as_float()));
  });
  class_method("fromhex", [](CallArgs& a) {
    arity(a, "fromhex", 2, 2);
    if (!is_type(a.args[1], type_str))
      raise(exc_TypeError, "must be str, not " + type_name(a.args[1]));
    Value result = py_float(float_fromhex(a.args[1].as<StrObject>()->value));
    // A subclass gets an instance of itself, built from the float.
    if (!a.args[0].same(Value(type_float))) return call(a.args[0], Values{result});
    return result;
  });
  class_method("__getformat__", [](CallArgs& a) {
    arity(a, "__getformat__", 2, 2);
    if (!is_type(a.args[1], type_str))
      raise(exc_TypeError, "__getformat__() argument must be str, not " + type_name(a.args[1]));
    const std::string& which = a.args[1].as<StrObject>()->value;
    if (which != "double" && which != "float")
      raise(exc_ValueError, "__getformat__() argument 1 must be 'double' or 'float'");
    return py_str("IEEE, little-endian");
  });
}

} // namespace hyexec::interp
