#include "interp/numbers.h"

#include "interp/complex.h"

#include "interp/errors.h"
#include "interp/protocol.h"

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstring>

namespace hyexec::interp {

using ast::BinOpKind;

namespace {

constexpr int kHashBits = 61;
constexpr uint64_t kHashModulus = (uint64_t{1} << kHashBits) - 1;
/// CPython 3.11's default limit for int <-> str conversions of huge ints.
/// CPython's default limit (sys.int_info.default_max_str_digits), per thread
/// as the interpreter's machine is.
thread_local size_t max_str_digits = 4300;

bool small_of(const Value& v, int64_t* out) {
  if (v.is_int()) {
    *out = v.as_int();
    return true;
  }
  if (is_type(v, type_bool)) {
    *out = v.as<BoolObject>()->value;
    return true;
  }
  return false;
}

mpz_class big_of(const Value& v) {
  int64_t s;
  if (small_of(v, &s)) return mpz_class(static_cast<long>(s));
  return v.as<BigIntObject>()->value;
}

bool is_bool(const Value& v) {
  return is_type(v, type_bool);
}

/// An estimate of a power's size, so `10**10**9` is a MemoryError, not a hang.
void check_pow_size(const mpz_class& base, const mpz_class& exp) {
  if (base == 0 || base == 1 || base == -1) return;
  double bits = static_cast<double>(mpz_sizeinbase(base.get_mpz_t(), 2)) * exp.get_d();
  if (bits > 8.0 * 64 * 1024 * 1024) raise(exc_MemoryError, "");
}

namespace {

/// p / q correctly rounded to the nearest double (ties to even), as CPython's
/// long_true_divide: a quotient of DBL_MANT_DIG + 2 or 3 bits, a sticky bit
/// for the remainder, then one rounding to the double's precision (fewer
/// bits for a subnormal result).
double int_true_divide(const mpz_class& p, const mpz_class& q) {
  bool negative = (sgn(p) < 0) != (sgn(q) < 0);
  mpz_class a = abs(p), b = abs(q);
  if (a == 0) return negative ? -0.0 : 0.0;
  long diff = static_cast<long>(mpz_sizeinbase(a.get_mpz_t(), 2)) -
              static_cast<long>(mpz_sizeinbase(b.get_mpz_t(), 2));
  if (diff > DBL_MAX_EXP) raise(exc_OverflowError, "integer division result too large for a float");
  if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) return negative ? -0.0 : 0.0;
  long shift = std::max(diff, static_cast<long>(DBL_MIN_EXP)) - DBL_MANT_DIG - 2;
  bool inexact = false;
  mpz_class x;
  if (shift >= 0) {
    mpz_fdiv_q_2exp(x.get_mpz_t(), a.get_mpz_t(), static_cast<mp_bitcnt_t>(shift));
    inexact = mpz_scan1(a.get_mpz_t(), 0) < static_cast<mp_bitcnt_t>(shift);
  } else {
    mpz_mul_2exp(x.get_mpz_t(), a.get_mpz_t(), static_cast<mp_bitcnt_t>(-shift));
  }
  mpz_class quotient, remainder;
  mpz_fdiv_qr(quotient.get_mpz_t(), remainder.get_mpz_t(), x.get_mpz_t(), b.get_mpz_t());
  inexact = inexact || remainder != 0;
  long bits = static_cast<long>(mpz_sizeinbase(quotient.get_mpz_t(), 2));
  long extra = std::max(bits, DBL_MIN_EXP - shift) - DBL_MANT_DIG;
  uint64_t digits = mpz_get_ui(quotient.get_mpz_t()); // < 2**57
  uint64_t mask = uint64_t{1} << (extra - 1);
  uint64_t low = digits | (inexact ? 1 : 0);
  if ((low & mask) && (low & (3 * mask - 1))) low += mask;
  digits = low & ~(2 * mask - 1);
  double d = std::ldexp(static_cast<double>(digits), static_cast<int>(shift));
  if (std::isinf(d)) raise(exc_OverflowError, "integer division result too large for a float");
  return negative ? -d : d;
}

} // namespace

Value int_pow(const Value& a, const Value& b) {
  mpz_class e = big_of(b);
  if (e < 0) {
    double x = int_to_double(a), y = e.get_d();
    if (x == 0.0) raise(exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
    return py_float(std::pow(x, y));
  }
  mpz_class base = big_of(a);
  if (base == 0 || base == 1) return py_int(base);
  if (base == -1) return py_int(mpz_odd_p(e.get_mpz_t()) ? -1 : 1);
  check_pow_size(base, e);
  if (!e.fits_ulong_p()) raise(exc_MemoryError, "");
  mpz_class r;
  mpz_pow_ui(r.get_mpz_t(), base.get_mpz_t(), e.get_ui());
  return py_int(r);
}

Value shift(const Value& a, const Value& b, bool left) {
  mpz_class n = big_of(b);
  if (n < 0) raise(exc_ValueError, "negative shift count");
  mpz_class x = big_of(a), r;
  if (left) {
    if (x == 0) return py_int(0);
    if (!n.fits_ulong_p() || n.get_ui() > (uint64_t{1} << 32))
      raise(exc_OverflowError, "too many digits in integer");
    mpz_mul_2exp(r.get_mpz_t(), x.get_mpz_t(), n.get_ui());
  } else {
    if (!n.fits_ulong_p()) return py_int(x < 0 ? -1 : 0);
    mpz_fdiv_q_2exp(r.get_mpz_t(), x.get_mpz_t(), n.get_ui());
  }
  return py_int(r);
}

} // namespace

bool is_int_like(const Value& v) {
  return v.is_int() || is_type(v, type_bool) || is_type(v, type_int);
}
bool is_number(const Value& v) {
  return is_int_like(v) || v.is_float();
}

double int_to_double(const Value& v) {
  int64_t s;
  if (small_of(v, &s)) return static_cast<double>(s);
  const mpz_class& z = v.as<BigIntObject>()->value;
  if (mpz_sizeinbase(z.get_mpz_t(), 2) > 1024)
    raise(exc_OverflowError, "int too large to convert to float");
  // Correct rounding: GMP truncates, so round via the top 54 bits by hand.
  double d = mpz_get_d(z.get_mpz_t());
  mpz_class back(d), rest = z - back;
  double corr = mpz_get_d(rest.get_mpz_t());
  double r = d + corr;
  if (std::isinf(r)) raise(exc_OverflowError, "int too large to convert to float");
  return r;
}

Value int_binary(const Value& a, const Value& b, BinOpKind op) {
  int64_t x, y, r;
  if (small_of(a, &x) && small_of(b, &y)) {
    switch (op) {
    case BinOpKind::Add:
      if (!__builtin_add_overflow(x, y, &r)) return py_int(r);
      break;
    case BinOpKind::Sub:
      if (!__builtin_sub_overflow(x, y, &r)) return py_int(r);
      break;
    case BinOpKind::Mult:
      if (!__builtin_mul_overflow(x, y, &r)) return py_int(r);
      break;
    case BinOpKind::FloorDiv:
      if (y == 0) raise(exc_ZeroDivisionError, "integer division or modulo by zero");
      if (x == INT64_MIN && y == -1) break;
      r = x / y;
      if ((x % y != 0) && ((x < 0) != (y < 0))) --r;
      return py_int(r);
    case BinOpKind::Mod:
      if (y == 0) raise(exc_ZeroDivisionError, "integer modulo by zero");
      if (y == -1) return py_int(0);
      r = x % y;
      if (r != 0 && ((r < 0) != (y < 0))) r += y;
      return py_int(r);
    case BinOpKind::Div:
      if (y == 0) raise(exc_ZeroDivisionError, "division by zero");
      if (std::abs(x) < (int64_t{1} << 53) && std::abs(y) < (int64_t{1} << 53))
        return py_float(static_cast<double>(x) / static_cast<double>(y));
      return py_float(
          int_true_divide(mpz_class(static_cast<long>(x)), mpz_class(static_cast<long>(y))));
    case BinOpKind::BitAnd: return is_bool(a) && is_bool(b) ? Value(py_bool(x & y)) : py_int(x & y);
    case BinOpKind::BitOr: return is_bool(a) && is_bool(b) ? Value(py_bool(x | y)) : py_int(x | y);
    case BinOpKind::BitXor: return is_bool(a) && is_bool(b) ? Value(py_bool(x ^ y)) : py_int(x ^ y);
    case BinOpKind::Pow:
      if (y >= 0 && y < 64) {
        int64_t acc = 1, base = x;
        bool overflow = false;
        for (int64_t e = y; e > 0 && !overflow; e >>= 1) {
          if (e & 1) overflow |= __builtin_mul_overflow(acc, base, &acc);
          if (e > 1) overflow |= __builtin_mul_overflow(base, base, &base);
        }
        if (!overflow) return py_int(acc);
      }
      return int_pow(a, b);
    case BinOpKind::LShift:
      if (y >= 0 && y < 63 && x >= -(int64_t{1} << (62 - y)) && x < (int64_t{1} << (62 - y)))
        return py_int(x << y);
      return shift(a, b, true);
    case BinOpKind::RShift:
      if (y < 0) raise(exc_ValueError, "negative shift count");
      return py_int(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
    case BinOpKind::MatMult: return nullptr;
    }
  }
  mpz_class p = big_of(a), q = big_of(b), z;
  switch (op) {
  case BinOpKind::Add: return py_int(mpz_class(p + q));
  case BinOpKind::Sub: return py_int(mpz_class(p - q));
  case BinOpKind::Mult: return py_int(mpz_class(p * q));
  case BinOpKind::FloorDiv:
    if (q == 0) raise(exc_ZeroDivisionError, "integer division or modulo by zero");
    mpz_fdiv_q(z.get_mpz_t(), p.get_mpz_t(), q.get_mpz_t());
    return py_int(z);
  case BinOpKind::Mod:
    if (q == 0) raise(exc_ZeroDivisionError, "integer modulo by zero");
    mpz_fdiv_r(z.get_mpz_t(), p.get_mpz_t(), q.get_mpz_t());
    return py_int(z);
  case BinOpKind::Div: {
    if (q == 0) raise(exc_ZeroDivisionError, "division by zero");
    return py_float(int_true_divide(p, q));
  }
  case BinOpKind::BitAnd: return py_int(mpz_class(p & q));
  case BinOpKind::BitOr: return py_int(mpz_class(p | q));
  case BinOpKind::BitXor: return py_int(mpz_class(p ^ q));
  case BinOpKind::Pow: return int_pow(a, b);
  case BinOpKind::LShift: return shift(a, b, true);
  case BinOpKind::RShift: return shift(a, b, false);
  case BinOpKind::MatMult: return nullptr;
  }
  return nullptr;
}

Value float_binary(double x, double y, BinOpKind op) {
  switch (op) {
  case BinOpKind::Add: return py_float(x + y);
  case BinOpKind::Sub: return py_float(x - y);
  case BinOpKind::Mult: return py_float(x * y);
  case BinOpKind::Div:
    if (y == 0.0) raise(exc_ZeroDivisionError, "float division by zero");
    return py_float(x / y);
  case BinOpKind::FloorDiv:
  case BinOpKind::Mod: {
    if (y == 0.0)
      raise(exc_ZeroDivisionError,
            op == BinOpKind::Mod ? "float modulo" : "float floor division by zero");
    // CPython's float_divmod.
    double mod = std::fmod(x, y);
    double div = (x - mod) / y;
    if (mod != 0.0) {
      if ((y < 0) != (mod < 0)) {
        mod += y;
        div -= 1.0;
      }
    } else {
      mod = std::copysign(0.0, y);
    }
    double floordiv;
    if (div != 0.0) {
      floordiv = std::floor(div);
      if (div - floordiv > 0.5) floordiv += 1.0;
    } else {
      floordiv = std::copysign(0.0, x / y);
    }
    return py_float(op == BinOpKind::Mod ? mod : floordiv);
  }
  case BinOpKind::Pow: {
    if (x == 0.0 && y < 0.0 && !std::isinf(y))
      raise(exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
    if (x < 0.0 && std::floor(y) != y && std::isfinite(y)) {
      // A negative base to a fractional power is complex, as in Python 3.
      Complex c = complex_pow({x, 0.0}, {y, 0.0});
      return make<ComplexObject>(c.real, c.imag);
    }
    double r = std::pow(x, y);
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
      raise(exc_OverflowError, "(34, 'Numerical result out of range')");
    return py_float(r);
  }
  default: return nullptr;
  }
}

int number_compare(const Value& a, const Value& b) {
  int64_t x, y;
  if (small_of(a, &x) && small_of(b, &y)) return (x > y) - (x < y);
  if (a.is_float() && b.is_float()) {
    double p = a.as_float(), q = b.as_float();
    if (std::isnan(p) || std::isnan(q)) return 2;
    return (p > q) - (p < q);
  }
  if (a.is_float() || b.is_float()) {
    // Exact comparison of an int with a float, as CPython does.
    bool flip = b.is_float() == false;
    double d = flip ? a.as_float() : b.as_float();
    const Value& i = flip ? b : a;
    if (std::isnan(d)) return 2;
    mpz_class z = big_of(i);
    int c = mpz_cmp_d(z.get_mpz_t(), d); // sign of int - float
    c = (c > 0) - (c < 0);
    return flip ? -c : c;
  }
  int c = cmp(big_of(a), big_of(b));
  return (c > 0) - (c < 0);
}

std::string int_repr(const Value& v) {
  int64_t s;
  if (small_of(v, &s)) return std::to_string(s);
  std::string out = v.as<BigIntObject>()->value.get_str();
  if (max_str_digits && out.size() - (out[0] == '-') > max_str_digits)
    raise(exc_ValueError, "Exceeds the limit (" + std::to_string(max_str_digits) +
                              " digits) for integer string conversion; use "
                              "sys.set_int_max_str_digits() to increase the limit");
  return out;
}

size_t int_max_str_digits() {
  return max_str_digits;
}

void set_int_max_str_digits(size_t digits) {
  max_str_digits = digits;
}

std::string float_repr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  // The shortest digits that round-trip, as CPython's repr: to_chars gives
  // them as [-]D[.DDD]e(+|-)XX; they are placed as repr() places them, in
  // fixed notation for exponents -4..15. In local buffers: a traced run
  // writes every float of every block's state.
  char sci[64];
  const char* end = std::to_chars(sci, sci + sizeof sci, d, std::chars_format::scientific).ptr;
  const char* p = sci;
  char out[64];
  char* o = out;
  if (*p == '-') *o++ = *p++;
  char digits[32];
  int n = 0;
  for (; *p != 'e'; ++p)
    if (*p != '.') digits[n++] = *p;
  bool exp_negative = p[1] == '-';
  int exp = 0;
  for (p += 2; p < end; ++p) exp = exp * 10 + (*p - '0');
  if (exp_negative) exp = -exp;
  auto put = [&](const char* from, int count) {
    std::memcpy(o, from, count);
    o += count;
  };
  if (exp >= -4 && exp < 16) {
    if (exp < 0) {
      put("0.000", 1 - exp); // "0." and -exp - 1 zeros
      put(digits, n);
    } else if (n <= exp + 1) {
      put(digits, n);
      o = std::fill_n(o, exp + 1 - n, '0');
      put(".0", 2);
    } else {
      put(digits, exp + 1);
      *o++ = '.';
      put(digits + exp + 1, n - exp - 1);
    }
  } else {
    *o++ = digits[0];
    if (n > 1) {
      *o++ = '.';
      put(digits + 1, n - 1);
    }
    *o++ = 'e';
    *o++ = exp < 0 ? '-' : '+';
    int magnitude = std::abs(exp);
    if (magnitude < 10) *o++ = '0'; // at least two digits, as "%+03d"
    o = std::to_chars(o, out + sizeof out, magnitude).ptr;
  }
  return std::string(out, o);
}

int64_t number_hash(const Value& v) {
  int64_t s;
  if (small_of(v, &s)) {
    if (s == -1) return -2;
    if (s >= 0 && static_cast<uint64_t>(s) < kHashModulus) return s;
    uint64_t m = static_cast<uint64_t>(s < 0 ? -(s + 1) + 1ULL : s) % kHashModulus;
    int64_t h = s < 0 ? -static_cast<int64_t>(m) : static_cast<int64_t>(m);
    return h == -1 ? -2 : h;
  }
  if (v.is_float()) {
    double d = v.as_float();
    if (std::isinf(d)) return d > 0 ? 314159 : -314159;
    if (std::isnan(d)) return 0;
    int e;
    double m = std::frexp(d, &e);
    int sign = 1;
    if (m < 0) {
      sign = -1;
      m = -m;
    }
    uint64_t x = 0;
    while (m != 0.0) {
      x = ((x << 28) & kHashModulus) | x >> (kHashBits - 28);
      m *= 268435456.0;
      e -= 28;
      uint64_t y = static_cast<uint64_t>(m);
      m -= static_cast<double>(y);
      x += y;
      if (x >= kHashModulus) x -= kHashModulus;
    }
    e = e >= 0 ? e % kHashBits : kHashBits - 1 - ((-1 - e) % kHashBits);
    x = ((x << e) & kHashModulus) | x >> (kHashBits - e);
    int64_t h = static_cast<int64_t>(x) * sign;
    return h == -1 ? -2 : h;
  }
  mpz_class z = v.as<BigIntObject>()->value, m;
  mpz_class a = abs(z);
  mpz_fdiv_r_ui(m.get_mpz_t(), a.get_mpz_t(), kHashModulus);
  int64_t h = static_cast<int64_t>(m.get_ui());
  if (z < 0) h = -h;
  return h == -1 ? -2 : h;
}

bool parse_int_literal(std::string_view s, int base, mpz_class* out) {
  // Strip the whitespace int() allows.
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  bool neg = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.size() > 1 && s[0] == '0' && base != 10) {
    char p = std::tolower(s[1]);
    int implied = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
    if (implied && (base == 0 || base == implied)) {
      base = implied;
      s.remove_prefix(2);
      if (!s.empty() && s[0] == '_') s.remove_prefix(1);
    }
  }
  if (base == 0) {
    if (s.size() > 1 && s[0] == '0' && s.find_first_not_of("0_") != std::string_view::npos)
      return false;
    base = 10;
  }
  std::string digits;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '_') {
      if (i == 0 || i + 1 == s.size() || s[i + 1] == '_') return false;
      continue;
    }
    int d = std::isdigit(static_cast<unsigned char>(c))   ? c - '0'
            : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10
                                                          : 99;
    if (d >= base) return false;
    digits.push_back(c);
  }
  if (digits.empty()) return false;
  bool power_of_two = (base & (base - 1)) == 0;
  if (!power_of_two && max_str_digits && digits.size() > max_str_digits)
    raise(exc_ValueError, "Exceeds the limit (" + std::to_string(max_str_digits) +
                              " digits) for integer string conversion: value has " +
                              std::to_string(digits.size()) +
                              " digits; use sys.set_int_max_str_digits() to "
                              "increase the limit");
  out->set_str(digits, base);
  if (neg) *out = -*out;
  return true;
}

bool parse_float_literal(std::string_view s, double* out) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string t;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '_') {
      bool ok = i > 0 && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i - 1])) &&
                std::isdigit(static_cast<unsigned char>(s[i + 1]));
      if (!ok) return false;
      continue;
    }
    t.push_back(static_cast<char>(std::tolower(s[i])));
  }
  std::string_view body = t;
  bool neg = false;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
    neg = body[0] == '-';
    body.remove_prefix(1);
  }
  if (body == "inf" || body == "infinity") {
    *out = neg ? -HUGE_VAL : HUGE_VAL;
    return true;
  }
  if (body == "nan") {
    *out = neg ? -NAN : NAN;
    return true;
  }
  // digits [. digits] [e [+-] digits], at least one digit in the mantissa
  size_t i = 0, mant = 0;
  while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i]))) ++i, ++mant;
  if (i < body.size() && body[i] == '.') {
    ++i;
    while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i]))) ++i, ++mant;
  }
  if (mant == 0) return false;
  if (i < body.size() && body[i] == 'e') {
    ++i;
    if (i < body.size() && (body[i] == '+' || body[i] == '-')) ++i;
    size_t e = i;
    while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i]))) ++i;
    if (i == e) return false;
  }
  if (i != body.size()) return false;
  *out = std::strtod(t.c_str(), nullptr);
  return true;
}

double float_arg(const Value& v) {
  double d;
  if (as_double(v, &d)) return d;
  if (v.is_obj() && !v.type()->builtin) {
    if (Value r = call_method_opt(v, "__float__", {})) {
      if (!r.is_float())
        raise(exc_TypeError,
              v.type()->name + ".__float__ returned non-float (type " + type_name(r) + ")");
      return r.as_float();
    }
    if (v.type()->lookup(Dunder::Index)) return int_to_double(py_int(as_mpz(v)));
  }
  raise(exc_TypeError, "must be real number, not " + type_name(v));
}

} // namespace hyexec::interp
