// unicodedata over the reference CPython's character database (unicode_db.h)
// and its names (cfg/literals.h): the property functions, lookup and name,
// normalize and is_normalized, with CPython's messages. The Unicode 3.2
// database (ucd_3_2_0, for IDNA) is not included: it is unsupported.
#include "interp/builtins_util.h"
#include "interp/errors.h"
#include "interp/strings.h"
#include "interp/unicode_db.h"

#include "cfg/literals.h"

namespace hyexec::interp {

namespace {

/// The one code point of a one-character str argument; CPython's TypeError
/// otherwise ("category() argument must be a unicode character, not str").
uint32_t char_arg(const Value& v, const std::string& what) {
  if (isinstance(v, type_str)) {
    const auto* s = v.as<StrObject>();
    if (s->length == 1) {
      size_t i = 0;
      return decode_utf8(s->value, &i);
    }
  }
  raise(exc_TypeError, what + " must be a unicode character, not " + type_name(v));
}

/// A function of one character: `fname(chr)`.
uint32_t only_char(const CallArgs& a, const char* fname) {
  no_kwargs(a, fname);
  if (a.args.size() != 1)
    raise(exc_TypeError, std::string("unicodedata.") + fname + "() takes exactly one argument (" +
                             std::to_string(a.args.size()) + " given)");
  return char_arg(a.args[0], std::string(fname) + "() argument");
}

/// A function of a character and a default: `fname(chr[, default])`; the
/// default (null when absent) goes to `dflt`.
uint32_t char_and_default(const CallArgs& a, const char* fname, Value* dflt) {
  no_kwargs(a, fname);
  arity(a, fname, 1, 2);
  *dflt = a.args.size() > 1 ? a.args[1] : Value();
  return char_arg(a.args[0], std::string(fname) + "() argument 1");
}

/// The value of `fname` for `cp`, or the default, or ValueError(`missing`).
Value or_default(bool has, Value v, const Value& dflt, const char* missing) {
  if (has) return v;
  if (dflt) return dflt;
  raise(exc_ValueError, missing);
}

std::vector<uint32_t> normalize_args(const CallArgs& a, const char* fname, std::string* form) {
  no_kwargs(a, fname);
  arity(a, fname, 2, 2);
  *form = expect_str(a.args[0], std::string(fname) + "() argument 1 must be str, not ");
  if (!isinstance(a.args[1], type_str))
    raise(exc_TypeError,
          std::string(fname) + "() argument 2 must be str, not " + type_name(a.args[1]));
  if (*form != "NFC" && *form != "NFD" && *form != "NFKC" && *form != "NFKD")
    raise(exc_ValueError, "invalid normalization form");
  return code_points(a.args[1].as<StrObject>()->value);
}

std::string utf8_of(const std::vector<uint32_t>& cps) {
  std::string out;
  for (uint32_t c : cps) append_utf8(&out, c);
  return out;
}

Value lookup(CallArgs& a) {
  exactly_one(a, "lookup");
  std::string name;
  if (is_type(a.args[0], type_str))
    name = a.args[0].as<StrObject>()->value;
  else if (is_type(a.args[0], type_bytes))
    name = a.args[0].as<BytesObject>()->value;
  else
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(a.args[0]) + "'");
  if (name.size() > 256) raise(exc_KeyError, "name too long");
  std::optional<uint32_t> cp = literals::lookup_unicode_name(name);
  if (!cp) raise(exc_KeyError, "undefined character name '" + name + "'");
  std::string out;
  append_utf8(&out, *cp);
  return py_str(out);
}

Value name(CallArgs& a) {
  Value dflt;
  uint32_t cp = char_and_default(a, "name", &dflt);
  std::optional<std::string> n = literals::unicode_name_of(cp);
  if (n) return py_str(*n);
  if (dflt) return dflt;
  raise(exc_ValueError, "no such name");
}

Value decimal(CallArgs& a) {
  Value dflt;
  uint32_t cp = char_and_default(a, "decimal", &dflt);
  int d = ucd(cp).decimal;
  return or_default(d >= 0, py_int(d), dflt, "not a decimal");
}

Value digit(CallArgs& a) {
  Value dflt;
  uint32_t cp = char_and_default(a, "digit", &dflt);
  int d = ucd(cp).digit;
  return or_default(d >= 0, py_int(d), dflt, "not a digit");
}

Value numeric(CallArgs& a) {
  Value dflt;
  uint32_t cp = char_and_default(a, "numeric", &dflt);
  std::optional<double> v = ucd_numeric(cp);
  return or_default(v.has_value(), py_float(v.value_or(0)), dflt, "not a numeric character");
}

Value normalize(CallArgs& a) {
  std::string form;
  std::vector<uint32_t> cps = normalize_args(a, "normalize", &form);
  std::vector<uint32_t> out = ucd_normalize(form, cps);
  if (out == cps && is_type(a.args[1], type_str)) return a.args[1];
  return py_str(utf8_of(out));
}

Value is_normalized(CallArgs& a) {
  std::string form;
  std::vector<uint32_t> cps = normalize_args(a, "is_normalized", &form);
  return py_bool(ucd_normalize(form, cps) == cps);
}

} // namespace

Value unicodedata_module() {
  auto mod = make<ModuleObject>("unicodedata");
  ModuleObject* m = mod.get();
  m->dict->set_str("unidata_version", py_str(ucd_version()));
  add_function(m, "lookup", lookup);
  add_function(m, "name", name);
  add_function(m, "decimal", decimal);
  add_function(m, "digit", digit);
  add_function(m, "numeric", numeric);
  add_function(m, "category",
               [](CallArgs& a) { return py_str(ucd_category(only_char(a, "category"))); });
  add_function(m, "bidirectional", [](CallArgs& a) {
    return py_str(ucd_bidirectional(only_char(a, "bidirectional")));
  });
  add_function(m, "combining",
               [](CallArgs& a) { return py_int(ucd(only_char(a, "combining")).combining); });
  add_function(m, "east_asian_width", [](CallArgs& a) {
    return py_str(ucd_east_asian_width(only_char(a, "east_asian_width")));
  });
  add_function(m, "mirrored", [](CallArgs& a) {
    return py_int(ucd_is(only_char(a, "mirrored"), kUcdMirrored) ? 1 : 0);
  });
  add_function(m, "decomposition", [](CallArgs& a) {
    return py_str(std::string(ucd_decomposition(only_char(a, "decomposition"))));
  });
  add_function(m, "normalize", normalize);
  add_function(m, "is_normalized", is_normalized);
  return mod;
}

} // namespace hyexec::interp
