// The builtins module: functions and type constructors.
#include "interp/async_generator.h"
#include "interp/builtins_util.h"
#include "interp/class_checks.h"
#include "interp/codecs.h"
#include "interp/exception_group.h"
#include "interp/function_attrs.h"
#include "interp/generator.h"
#include "interp/iterator_types.h"
#include "interp/memoryview.h"
#include "interp/number_text.h"
#include "interp/numbers.h"
#include "interp/property.h"
#include "interp/set_algebra.h"
#include "interp/stand_in_use.h"
#include "interp/strings.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"
#include "interp/text_method.h"

#include <algorithm>
#include <cerrno>
#include <cmath>

namespace hyexec::interp {

namespace {

/// Binds `a` as Argument Clinic does the positional-or-keyword `names`
/// (clinic_args): afterwards `a.args` holds them in order, up to the last
/// one given, and no keywords. Only when needed: the common call has its
/// arguments in place already.
void bind_positional(CallArgs& a, const char* f, std::vector<std::string> names, size_t required) {
  if (a.kwargs.empty() && a.args.size() >= required && a.args.size() <= names.size()) return;
  Values v = clinic_args(a, f, std::move(names), required);
  while (!v.empty() && !v.back()) v.pop_back();
  a.args = std::move(v);
  a.kwargs.clear();
}

Value print_fn(CallArgs& a) {
  Machine& m = machine();
  std::string sep = " ", end = "\n";
  Value file;
  for (auto& [k, v] : a.kwargs) {
    if (k == "sep")
      sep = is_none(v) ? " " : expect_str(v, "sep must be None or a string, not ");
    else if (k == "end")
      end = is_none(v) ? "\n" : expect_str(v, "end must be None or a string, not ");
    else if (k == "file")
      file = v;
    else if (k == "flush")
      continue;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for print()");
  }
  std::string out;
  for (size_t i = 0; i < a.args.size(); ++i) {
    if (i) out += sep;
    out += str(a.args[i]);
  }
  out += end;
  // Without file=, print writes to whatever sys.stdout is now.
  if (!file || is_none(file)) {
    file = current_stdout(m);
    if (file && is_none(file)) return none(); // sys.stdout = None silences print
  }
  if (file) {
    call(get_attr(file, "write"), Values{py_str(out)});
    return none();
  }
  observe_print(a.args, sep, end, out);
  m.write_stdout(out);
  return none();
}

Value input_fn(CallArgs& a) {
  Machine& m = machine();
  no_kwargs(a, "input");
  arity(a, "input", 0, 1);
  if (!a.args.empty()) m.write_stdout(str(a.args[0]));
  std::string line;
  if (!m.read_line(&line)) raise(exc_EOFError, "EOF when reading a line");
  if (!line.empty() && line.back() == '\n') line.pop_back();
  if (m.options.symbolic)
    return with_sym(py_str(line), m.options.symbolic->stdin_line_sym(m.stdin_lines - 1, line));
  return py_str(line);
}

Value len_fn(CallArgs& a) {
  no_kwargs(a, "len");
  exactly_one(a, "len");
  if (a.args[0].sym()) return sym_len(a.args[0]);
  return py_int(length(a.args[0]));
}

Value abs_fn(CallArgs& a) {
  exactly_one(a, "abs");
  if (a.args[0].sym()) {
    CallArgs c{{a.args[0].concrete()}, {}};
    return sym_abs(a.args[0], abs_fn(c));
  }
  Value v = builtin_number(a.args[0], "__abs__");
  if (v.is_int())
    return v.as_int() == INT64_MIN ? py_int(-mpz_class(static_cast<long>(v.as_int())))
                                   : py_int(std::abs(v.as_int()));
  if (v.is_float()) return py_float(std::fabs(v.as_float()));
  if (is_int_like(v)) return py_int(mpz_class(abs(as_mpz(v))));
  if (is_type(v, type_complex))
    return py_float(std::hypot(v.as<ComplexObject>()->real, v.as<ComplexObject>()->imag));
  if (Value r = call_method_opt(v, "__abs__", {})) return r;
  raise(exc_TypeError, "bad operand type for abs(): '" + type_name(v) + "'");
}

/// min() and max(): an iterable or several arguments, `key`, `default`.
Value extreme(CallArgs& a, bool want_max) {
  const char* fname = want_max ? "max" : "min";
  Value key, deflt;
  for (auto& [k, v] : a.kwargs) {
    if (k == "key")
      key = is_none(v) ? Value() : v;
    else if (k == "default")
      deflt = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + fname + "()");
  }
  if (a.args.empty())
    raise(exc_TypeError, std::string(fname) + " expected at least 1 argument, got 0");
  Values items;
  if (a.args.size() == 1) {
    items = to_values(a.args[0]);
  } else {
    if (deflt)
      raise(exc_TypeError, std::string("Cannot specify a default for ") + fname +
                               "() with multiple positional arguments");
    items = a.args;
  }
  if (items.empty()) {
    if (deflt) return deflt;
    raise(exc_ValueError, std::string(fname) + "() arg is an empty sequence");
  }
  Value best = items[0];
  Value best_key = key ? call(key, Values{best}) : best;
  // CPython's min/max compare with the generic rich comparison, which checks the recursion depth.
  if (items.size() > 1) recursion_check_hook(" in comparison");
  for (size_t i = 1; i < items.size(); ++i) {
    Value k = key ? call(key, Values{items[i]}) : items[i];
    if (compare_bool(k, best_key, want_max ? ast::CmpOpKind::Gt : ast::CmpOpKind::Lt)) {
      best = items[i];
      best_key = k;
    }
  }
  return best;
}

Value sum_fn(CallArgs& a) {
  arity(a, "sum", 1, 2);
  Value total = a.args.size() > 1 ? a.args[1] : py_int(0);
  for (auto& [k, v] : a.kwargs) {
    if (k == "start")
      total = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for sum()");
  }
  if (isinstance(total, type_str))
    raise(exc_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  if (isinstance(total, type_bytes))
    raise(exc_TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
  if (isinstance(total, type_bytearray))
    raise(exc_TypeError, "sum() can't sum bytearray [use b''.join(seq) instead]");
  Value it = iter(a.args[0]);
  while (Value x = next(it)) total = binary_op(total, x, ast::BinOpKind::Add);
  return total;
}

Value range_new(TypeObject*, CallArgs& a) {
  no_kwargs(a, "range");
  recursion_check_hook(" in comparison"); // CPython compares the bounds to size the range
  if (a.args.empty()) raise(exc_TypeError, "range expected at least 1 argument, got 0");
  if (a.args.size() > 3)
    raise(exc_TypeError,
          "range expected at most 3 arguments, got " + std::to_string(a.args.size()));
  auto arg = [&](size_t i) {
    const Value& v = a.args[i];
    if (v.is_float()) raise(exc_TypeError, "'float' object cannot be interpreted as an integer");
    mpz_class z = as_mpz(v);
    if (!z.fits_slong_p()) throw Unsupported{"range() with bounds beyond 64 bits"};
    return static_cast<int64_t>(z.get_si());
  };
  int64_t start = 0, stop, step = 1;
  if (a.args.size() == 1) {
    stop = arg(0);
  } else {
    start = arg(0);
    stop = arg(1);
    if (a.args.size() == 3) step = arg(2);
  }
  if (step == 0) raise(exc_ValueError, "range() arg 3 must not be zero");
  auto r = make<RangeObject>(start, stop, step);
  // A symbolic stop makes a loop over the range symbolic (interp/decisions.cpp).
  const Value& stop_v = a.args[a.args.size() == 1 ? 0 : 1];
  if (stop_v.sym() && is_int_like(stop_v)) r->stop_sym = stop_v.sym();
  if (a.args.size() > 1 && a.args[0].sym() && is_int_like(a.args[0]))
    r->start_sym = a.args[0].sym();
  if (a.args.size() == 3) pin(a.args[2]);
  return r;
}

Value int_new(TypeObject*, CallArgs& a) {
  Value x;
  Value base_v;
  if (!a.args.empty()) x = builtin_number(a.args[0], "__int__");
  if (a.args.size() > 1) base_v = a.args[1];
  if (a.args.size() > 2)
    raise(exc_TypeError,
          "int() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)");
  for (auto& [k, v] : a.kwargs) {
    if (k == "base")
      base_v = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for int()");
  }
  if (!x) return py_int(0);
  if (x.sym()) {
    CallArgs c = a;
    c.args[0] = x.concrete();
    return sym_int(x, static_cast<bool>(base_v), [&] { return int_new(nullptr, c); });
  }
  if (base_v) {
    int64_t base;
    if (!as_int64(base_v, &base))
      raise(exc_TypeError,
            "'" + type_name(base_v) + "' object cannot be interpreted as an integer");
    bool bytes_like = is_type(x, type_bytes) || is_type(x, type_bytearray);
    if (!is_type(x, type_str) && !bytes_like)
      raise(exc_TypeError, "int() can't convert non-string with explicit base");
    mpz_class z;
    if ((base != 0 && (base < 2 || base > 36)))
      raise(exc_ValueError, "int() base must be >= 2 and <= 36, or 0");
    std::string digits =
        bytes_like ? x.as<BytesObject>()->value : ascii_number_text(x.as<StrObject>()->value);
    if (!parse_int_literal(digits, static_cast<int>(base), &z))
      raise(exc_ValueError,
            "invalid literal for int() with base " + std::to_string(base) + ": " + repr(x));
    return py_int(z);
  }
  if (is_int_like(x)) return is_type(x, type_bool) ? py_int(x.as<BoolObject>()->value) : x;
  if (x.is_float()) {
    double d = x.as_float();
    if (std::isinf(d)) raise(exc_OverflowError, "cannot convert float infinity to integer");
    if (std::isnan(d)) raise(exc_ValueError, "cannot convert float NaN to integer");
    d = std::trunc(d);
    if (std::fabs(d) < 9e18) return py_int(static_cast<int64_t>(d));
    return py_int(mpz_class(d));
  }
  // A str, or any buffer (bytes, bytearray, memoryview).
  if (std::string buffer; is_type(x, type_str) || buffer_bytes(x, &buffer)) {
    std::string s = is_type(x, type_str) ? ascii_number_text(x.as<StrObject>()->value) : buffer;
    mpz_class z;
    // A buffer is shown as the bytes it holds (bytearray(b'a'): b'a').
    if (!parse_int_literal(s, 10, &z))
      raise(exc_ValueError, "invalid literal for int() with base 10: " +
                                (is_type(x, type_str) ? repr(x) : bytes_repr(buffer)));
    return py_int(z);
  }
  for (const char* method : {"__int__", "__index__"})
    if (Value r = call_method_opt(x, method, {})) {
      if (!is_int_like(r))
        raise(exc_TypeError, std::string(method) + " returned non-int (type " + type_name(r) + ")");
      return is_type(r, type_bool) ? py_int(truthy(r) ? 1 : 0) : r;
    }
  // CPython 3.11 still delegates to __trunc__, with a DeprecationWarning;
  // what it returns is made an int through __index__.
  if (x.is_obj() && !x.type()->builtin && x.type()->lookup("__trunc__")) {
    Value warn = get_attr(machine().import_module("warnings"), "warn");
    call(warn, Values{py_str("The delegation of int() to __trunc__ is deprecated."),
                      Value(exc_DeprecationWarning)});
    Value r = call_method_opt(x, "__trunc__", {});
    if (is_int_like(r)) return is_type(r, type_bool) ? py_int(truthy(r) ? 1 : 0) : r;
    if (!r.type()->lookup("__index__"))
      raise(exc_TypeError, "__trunc__ returned non-Integral (type " + type_name(r) + ")");
    return py_int(as_mpz(r));
  }
  raise(exc_TypeError,
        "int() argument must be a string, a bytes-like object or a real number, not '" +
            type_name(x) + "'");
}

Value float_new(TypeObject*, CallArgs& a) {
  no_kwargs(a, "float");
  arity(a, "float", 0, 1);
  if (a.args.empty()) return py_float(0.0);
  Value x = builtin_number(a.args[0], "__float__");
  if (x.is_float()) return x;
  if (is_int_like(x)) return py_float(int_to_double(x));
  if (std::string buffer; is_type(x, type_str) || buffer_bytes(x, &buffer)) {
    double d;
    std::string text = is_type(x, type_str) ? ascii_number_text(x.as<StrObject>()->value) : buffer;
    if (!parse_float_literal(text, &d))
      raise(exc_ValueError, "could not convert string to float: " + repr(x));
    return py_float(d);
  }
  if (x.is_obj() && !x.type()->builtin &&
      (x.type()->lookup(Dunder::Float) || x.type()->lookup(Dunder::Index)))
    return py_float(float_arg(x));
  raise(exc_TypeError,
        "float() argument must be a string or a real number, not '" + type_name(x) + "'");
}

/// str(object=b'', encoding='utf-8', errors='strict') with an encoding or errors.
Value str_decoding(CallArgs& a) {
  if (a.args.size() > 3)
    raise(exc_TypeError,
          "str() takes at most 3 arguments (" + std::to_string(a.args.size()) + " given)");
  Value object = a.args.empty() ? Value() : a.args[0];
  bool decoding = a.args.size() > 1;
  std::string encoding = "utf-8", errors = "strict";
  if (a.args.size() > 1)
    encoding = expect_str(a.args[1], "str() argument 'encoding' must be str, not ");
  if (a.args.size() > 2)
    errors = expect_str(a.args[2], "str() argument 'errors' must be str, not ");
  for (auto& [k, v] : a.kwargs) {
    if (k == "object")
      object = v;
    else if (k == "encoding")
      encoding = expect_str(v, "str() argument 'encoding' must be str, not "), decoding = true;
    else if (k == "errors")
      errors = expect_str(v, "str() argument 'errors' must be str, not "), decoding = true;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for str()");
  }
  if (!object) return py_str("");
  if (!decoding) return is_type(object, type_str) ? object : py_str(str(object));
  std::string buffer;
  if (!buffer_bytes(object, &buffer)) {
    if (isinstance(object, type_str)) raise(exc_TypeError, "decoding str is not supported");
    raise(exc_TypeError,
          "decoding to str: need a bytes-like object, " + type_name(object) + " found");
  }
  return decode_bytes(buffer, encoding, errors);
}

} // namespace

Value text_from_method(const Value& v, const char* method) {
  if (!v.is_obj() || v.type()->builtin) return nullptr;
  Value f = v.type()->lookup(method);
  if (!f || f.type() != type_function) return nullptr;
  Value r = call(f, Values{v});
  if (!isinstance(r, type_str))
    raise(exc_TypeError, std::string(method) + " returned non-string (type " + type_name(r) + ")");
  return r;
}

namespace {

Value str_new(TypeObject*, CallArgs& a) {
  if (a.args.empty() && a.kwargs.empty()) return py_str("");
  if (a.args.size() > 1 || !a.kwargs.empty()) return str_decoding(a);
  if (a.args[0].sym()) return sym_str(a.args[0], py_str(str(a.args[0].concrete())));
  if (is_type(a.args[0], type_str)) return a.args[0]; // CPython: str(s) is s
  if (Value r = text_from_method(a.args[0], "__str__")) return r;
  return py_str(str(a.args[0]));
}

Value bool_new(TypeObject*, CallArgs& a) {
  arity(a, "bool", 0, 1);
  return py_bool(!a.args.empty() && truthy(a.args[0]));
}

Value list_new(TypeObject*, CallArgs& a) {
  no_kwargs(a, "list");
  arity(a, "list", 0, 1);
  if (a.args.empty()) return py_list(Values{});
  uint32_t length = collected_length(a.args[0]);
  return with_length(py_list(to_values(a.args[0])), length);
}

Value tuple_new(TypeObject*, CallArgs& a) {
  no_kwargs(a, "tuple");
  arity(a, "tuple", 0, 1);
  if (!a.args.empty() && is_type(a.args[0], type_tuple)) return a.args[0];
  return py_tuple(a.args.empty() ? Values{} : to_values(a.args[0]));
}

Value dict_new(TypeObject*, CallArgs& a) {
  auto d = make<DictObject>();
  arity(a, "dict", 0, 1);
  if (!a.args.empty()) dict_update(d.get(), a.args[0]);
  for (auto& [k, v] : a.kwargs) d->set_str(k, v);
  return d;
}

Value set_new(TypeObject* t, CallArgs& a) {
  no_kwargs(a, t->name.c_str());
  arity(a, t->name.c_str(), 0, 1);
  auto s = make<SetObject>(t);
  if (!a.args.empty()) set_update(s->table, a.args[0]);
  return s;
}

Value object_new(TypeObject*, CallArgs& a) {
  if (!a.args.empty() || !a.kwargs.empty()) raise(exc_TypeError, "object() takes no arguments");
  return make<InstanceObject>(type_object);
}

/// OSError(errno, strerror, ...) makes the subclass CPython maps the errno
/// to (Objects/exceptions.c, errnomap), when OSError itself is called.
TypeObject* oserror_subclass(TypeObject* cls, const Values& args) {
  if (cls != exc_OSError || args.size() < 2 || args.size() > 5 || !args[0].is_int()) return cls;
  switch (args[0].as_int()) {
  case EAGAIN:
  case EALREADY:
  case EINPROGRESS: return exc_BlockingIOError;
  case ECHILD: return exc_ChildProcessError;
  case EPIPE:
  case ESHUTDOWN: return exc_BrokenPipeError;
  case ECONNABORTED: return exc_ConnectionAbortedError;
  case ECONNREFUSED: return exc_ConnectionRefusedError;
  case ECONNRESET: return exc_ConnectionResetError;
  case EEXIST: return exc_FileExistsError;
  case ENOENT: return exc_FileNotFoundError;
  case EISDIR: return exc_IsADirectoryError;
  case ENOTDIR: return exc_NotADirectoryError;
  case EINTR: return exc_InterruptedError;
  case EACCES:
  case EPERM: return exc_PermissionError;
  case ESRCH: return exc_ProcessLookupError;
  case ETIMEDOUT: return exc_TimeoutError;
  default: return cls;
  }
}

/// CPython's oserror_init: of OSError(errno, strerror, filename, winerror,
/// filename2), the filenames (BlockingIOError's third argument, an int, is
/// characters_written) are kept apart, and args keeps errno and strerror.
void oserror_fields(ExceptionObject* e) {
  Values& args = e->args;
  if (args.size() < 3 || args.size() > 5 || is_none(args[2])) return;
  if (e->type == exc_BlockingIOError && is_int_like(args[2])) {
    e->characters_written = args[2];
    return;
  }
  e->filename = args[2];
  if (args.size() == 5 && !is_none(args[4])) e->filename2 = args[4];
  args.resize(2);
}

Value exception_new(TypeObject* t, CallArgs& a) {
  // The keywords some builtin exceptions take, kept as attributes.
  std::vector<const char*> allowed;
  if (t->is_subtype_of(exc_NameError)) allowed = {"name"};
  if (t->is_subtype_of(exc_AttributeError)) allowed = {"name", "obj"};
  if (t->is_subtype_of(exc_ImportError)) allowed = {"name", "path"};
  for (const auto& [k, v] : a.kwargs)
    if (std::find_if(allowed.begin(), allowed.end(), [&](const char* n) { return k == n; }) ==
        allowed.end())
      raise(exc_TypeError,
            allowed.empty() ? t->name + "() takes no keyword arguments"
                            : "'" + k + "' is an invalid keyword argument for " + t->name + "()");
  // SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])).
  if (t->is_subtype_of(exc_SyntaxError) && a.args.size() == 2) {
    size_t n = to_values(a.args[1]).size();
    if (n < 4)
      raise(exc_TypeError, "function takes at least 4 arguments (" + std::to_string(n) + " given)");
    if (n > 6)
      raise(exc_TypeError, "function takes at most 6 arguments (" + std::to_string(n) + " given)");
    if (n == 5) raise(exc_TypeError, "end_offset must be provided when end_lineno is provided");
  }
  Value e = new_exception(oserror_subclass(t, a.args), a.args);
  if (t->is_subtype_of(exc_OSError)) oserror_fields(e.as<ExceptionObject>());
  for (const auto& [k, v] : a.kwargs) set_attr(e, k, v);
  return e;
}

Value slice_new(TypeObject*, CallArgs& a) {
  arity(a, "slice", 1, 3);
  if (a.args.size() == 1) return make<SliceObject>(none(), a.args[0], none());
  return make<SliceObject>(a.args[0], a.args[1], a.args.size() > 2 ? a.args[2] : Value(none()));
}

Value sorted_fn(CallArgs& a) {
  if (a.args.size() != 1)
    raise(exc_TypeError, "sorted expected 1 argument, got " + std::to_string(a.args.size()));
  uint32_t length = collected_length(a.args[0]);
  auto l = make<ListObject>(to_values(a.args[0]));
  CallArgs sa{{Value(l)}, a.kwargs};
  list_sort(sa);
  return with_length(Value(l), length); // as many items as its argument
}

/// An iterator of `kind` over `items` taken last first.
Value reversed_items(Values items, IterKind kind) {
  std::reverse(items.begin(), items.end());
  auto data = std::make_shared<Values>(std::move(items));
  auto i = std::make_shared<size_t>(0);
  return make_iterator_of(kind, [data, i]() -> Value {
    if (*i >= data->size()) return nullptr;
    return (*data)[(*i)++];
  });
}

Value reversed_fn(CallArgs& a) {
  exactly_one(a, "reversed");
  const Value& v = a.args[0];
  // CPython's type for each: list and range have their own reverse iterators.
  // A list subclass reverses its own items (list.__reversed__), unless it redefines that.
  if (isinstance(v, type_list) && !user_defines(v.type(), "__reversed__"))
    return reversed_items(v.as<ListObject>()->items, IterKind::ListReverse);
  if (is_type(v, type_range)) return reversed_items(to_values(v), IterKind::Range);
  if (is_type(v, type_tuple) || is_type(v, type_str) || is_type(v, type_bytes) ||
      is_type(v, type_bytearray))
    return reversed_items(to_values(v), IterKind::Reversed);
  if (is_type(v, type_dict)) return reversed_items(to_values(v), IterKind::DictReverseKeys);
  if (is_dict_view(v.type())) {
    auto* view = v.as<DictViewObject>();
    IterKind kind = view->which == DictViewObject::Which::Keys     ? IterKind::DictReverseKeys
                    : view->which == DictViewObject::Which::Values ? IterKind::DictReverseValues
                                                                   : IterKind::DictReverseItems;
    return reversed_items(view->items(), kind);
  }
  if (Value r = call_method_opt(v, "__reversed__", {})) return r;
  if (v.type()->lookup(Dunder::GetItem) && v.type()->lookup(Dunder::Len)) {
    int64_t n = length(v);
    Values items;
    for (int64_t i = 0; i < n; ++i) items.push_back(get_item(v, py_int(i)));
    return reversed_items(std::move(items), IterKind::Reversed);
  }
  raise(exc_TypeError, "'" + type_name(v) + "' object is not reversible");
}

/// enumerate(iterable, start=0) with the checks and messages of CPython
/// 3.11's enum_vectorcall: keywords are taken by count, then by name.
Value enumerate_fn(CallArgs& a) {
  size_t total = a.args.size() + a.kwargs.size();
  auto keyword = [&](size_t i, const char* name) {
    if (a.kwargs[i].first != name)
      raise(exc_TypeError,
            "'" + a.kwargs[i].first + "' is an invalid keyword argument for enumerate()");
  };
  Value iterable, start;
  if (total == 2 && a.kwargs.size() == 2 && a.kwargs[0].first == "start") {
    keyword(1, "iterable");
    iterable = a.kwargs[1].second;
    start = a.kwargs[0].second;
  } else if (total == 2) {
    if (a.kwargs.size() == 1) keyword(0, "start");
    if (a.kwargs.size() == 2) {
      keyword(0, "iterable");
      keyword(1, "start");
    }
    Values values = a.args;
    for (auto& kv : a.kwargs) values.push_back(kv.second);
    iterable = values[0];
    start = values[1];
  } else if (total == 1) {
    if (!a.kwargs.empty()) keyword(0, "iterable");
    iterable = a.args.empty() ? a.kwargs[0].second : a.args[0];
  } else if (a.args.empty()) {
    raise(exc_TypeError, "enumerate() missing required argument 'iterable'");
  } else {
    raise(exc_TypeError,
          "enumerate() takes at most 2 arguments (" + std::to_string(total) + " given)");
  }
  // __index__ (an exact int), or CPython's TypeError.
  start = !start ? py_int(0) : start.is_int() ? start : py_int(as_mpz(start));
  Value it = iter(iterable);
  auto counter = std::make_shared<Value>(start);
  return make_iterator_of(IterKind::Enumerate, [it, counter]() -> Value {
    Value x = next(it);
    if (!x) return nullptr;
    Value i = *counter;
    *counter = binary_op(i, py_int(1), ast::BinOpKind::Add);
    return py_tuple({i, x});
  });
}

Value zip_fn(CallArgs& a) {
  bool strict = false;
  for (auto& [k, v] : a.kwargs) {
    if (k != "strict") raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for zip()");
    strict = truthy(v);
  }
  Values its;
  for (const Value& x : a.args) its.push_back(iter(x));
  // CPython's message: "argument 2 ... argument 1", "argument 3 ... arguments 1-2".
  auto mismatch = [](size_t i, const char* what) {
    raise(exc_ValueError, "zip() argument " + std::to_string(i + 1) + " is " + what +
                              " than argument" + (i == 1 ? " " : "s 1-") + std::to_string(i));
  };
  return make_iterator_of(IterKind::Zip, [its, strict, mismatch]() -> Value {
    if (its.empty()) return nullptr;
    Values row;
    for (size_t i = 0; i < its.size(); ++i) {
      Value x = next(its[i]);
      if (!x) {
        if (!strict) return nullptr;
        if (i > 0) mismatch(i, "shorter");
        // The first ran out: strict, every other must have run out too.
        for (size_t j = 1; j < its.size(); ++j)
          if (next(its[j])) mismatch(j, "longer");
        return nullptr;
      }
      row.push_back(x);
    }
    return py_tuple(std::move(row));
  });
}

Value map_fn(CallArgs& a) {
  if (a.args.size() < 2) raise(exc_TypeError, "map() must have at least two arguments.");
  Value fn = a.args[0];
  Values its;
  for (size_t i = 1; i < a.args.size(); ++i) its.push_back(iter(a.args[i]));
  auto out = make_iterator_of(IterKind::Map, [fn, its]() -> Value {
    Values args;
    for (const Value& it : its) {
      Value x = next(it);
      if (!x) return nullptr;
      args.push_back(x);
    }
    return call(fn, std::move(args));
  });
  if (its.size() == 1 && is_native_iterator(its[0])) // map(f, xs) yields as many as xs
    out->yields = its[0].as<IteratorObject>()->yields;
  return out;
}

Value filter_fn(CallArgs& a) {
  if (a.args.size() != 2)
    raise(exc_TypeError, "filter expected 2 arguments, got " + std::to_string(a.args.size()));
  Value fn = a.args[0];
  Value it = iter(a.args[1]);
  return make_iterator_of(IterKind::Filter, [fn, it]() -> Value {
    while (Value x = next(it)) {
      bool keep = is_none(fn) ? truthy(x) : truthy(call(fn, Values{x}));
      if (keep) return x;
    }
    return nullptr;
  });
}

Value any_all(CallArgs& a, bool want) {
  exactly_one(a, want ? "all" : "any");
  Value it = iter(a.args[0]);
  while (Value x = next(it))
    if (truthy(x) != want) return py_bool(!want);
  return py_bool(want);
}

/// round()'s ndigits as an index (__index__ too), clamped as CPython's
/// PyNumber_AsSsize_t clamps it: a huge count of digits is just many.
int64_t ndigits_of(const Value& nd) {
  mpz_class n = as_mpz(nd);
  if (n > INT32_MAX) return INT32_MAX;
  if (n < INT32_MIN) return INT32_MIN;
  return n.get_si();
}

Value round_fn(CallArgs& a) {
  bind_positional(a, "round", {"number", "ndigits"}, 1);
  Value x = builtin_number(a.args[0], "__round__");
  Value nd = a.args.size() > 1 ? a.args[1] : Value();
  if (nd && is_none(nd)) nd = Value();
  if (is_int_like(x)) {
    if (!nd) return is_type(x, type_bool) ? py_int(x.as<BoolObject>()->value) : x;
    int64_t n = ndigits_of(nd);
    if (n >= 0) return x;
    mpz_class p, z = as_mpz(x), q, r;
    // Past the number's own digits it rounds to 0 (without 10**-n's cost).
    if (-n > static_cast<int64_t>(mpz_sizeinbase(z.get_mpz_t(), 10)) + 1) return py_int(0);
    mpz_ui_pow_ui(p.get_mpz_t(), 10, static_cast<unsigned long>(-n));
    mpz_fdiv_qr(q.get_mpz_t(), r.get_mpz_t(), z.get_mpz_t(), p.get_mpz_t());
    mpz_class twice = 2 * r;
    if (twice > p || (twice == p && mpz_odd_p(q.get_mpz_t()))) q += 1;
    return py_int(mpz_class(q * p));
  }
  if (x.is_float()) {
    double d = x.as_float();
    if (!nd) {
      if (std::isinf(d)) raise(exc_OverflowError, "cannot convert float infinity to integer");
      if (std::isnan(d)) raise(exc_ValueError, "cannot convert float NaN to integer");
      double r = std::nearbyint(d); // round half to even
      if (std::fabs(r) < 9e18) return py_int(static_cast<int64_t>(r));
      return py_int(mpz_class(r));
    }
    int64_t n = ndigits_of(nd);
    if (!std::isfinite(d) || n > 300) return x;
    // Correctly rounded, as CPython: via the shortest repr with n digits.
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(std::max<int64_t>(n, 0)), d);
    if (n < 0) {
      double p = std::pow(10.0, static_cast<double>(-n));
      if (std::isinf(p)) return py_float(std::copysign(0.0, d));
      return py_float(std::nearbyint(d / p) * p);
    }
    return py_float(std::strtod(buf, nullptr));
  }
  if (Value r = call_method_opt(x, "__round__", nd ? Values{nd} : Values{})) return r;
  raise(exc_TypeError, "type " + type_name(x) + " doesn't define __round__ method");
}

Value divmod_fn(CallArgs& a) {
  arity(a, "divmod", 2, 2);
  const Value &x = a.args[0], &y = a.args[1];
  // A class's own __divmod__ / __rdivmod__ (the reflected one first for a subclass of x's type).
  auto user = [](const Value& v, const char* name) -> Value {
    return v.type()->builtin ? Value() : v.type()->lookup(name);
  };
  Value fwd = user(x, "__divmod__"), rev = user(y, "__rdivmod__");
  bool rev_first = rev && y.type() != x.type() && y.type()->is_subtype_of(x.type());
  if (rev && rev_first)
    if (Value r = call(rev, Values{y, x}); r.type() != type_notimplemented) return r;
  if (fwd)
    if (Value r = call(fwd, Values{x, y}); r.type() != type_notimplemented) return r;
  if (rev && !rev_first)
    if (Value r = call(rev, Values{y, x}); r.type() != type_notimplemented) return r;
  auto real = [](const Value& v) {
    Value p = plain_number(v);
    return is_int_like(p) || p.is_float();
  };
  if (!real(x) || !real(y))
    raise(exc_TypeError, "unsupported operand type(s) for divmod(): '" + type_name(x) + "' and '" +
                             type_name(y) + "'");
  Value q, r;
  try {
    q = binary_op(a.args[0], a.args[1], ast::BinOpKind::FloorDiv);
    r = binary_op(a.args[0], a.args[1], ast::BinOpKind::Mod);
  } catch (PyException& e) {
    // float's divmod has a message of its own.
    if (isinstance(e.exc, exc_ZeroDivisionError) &&
        (plain_number(x).is_float() || plain_number(y).is_float()))
      raise(exc_ZeroDivisionError, "float divmod()");
    throw;
  }
  return py_tuple({q, r});
}

Value pow_fn(CallArgs& a) {
  bind_positional(a, "pow", {"base", "exp", "mod"}, 2);
  if (a.args.size() == 3 && !is_none(a.args[2])) {
    const Value &x = a.args[0], &y = a.args[1], &z = a.args[2];
    // Three-argument power calls the base's own __pow__ (never __rpow__).
    if (x.is_obj() && !x.type()->builtin && user_defines(x.type(), "__pow__"))
      if (Value r = call(x.type()->lookup("__pow__"), Values{x, y, z});
          r.type() != type_notimplemented)
        return r;
    if (!is_int_like(x) || !is_int_like(y) || !is_int_like(z)) {
      auto real = [](const Value& v) {
        Value p = plain_number(v);
        return is_int_like(p) || p.is_float();
      };
      bool has_float = plain_number(x).is_float() || plain_number(y).is_float();
      if (has_float && real(x) && real(y))
        raise(exc_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
      raise(exc_TypeError, "unsupported operand type(s) for ** or pow(): '" + type_name(x) +
                               "', '" + type_name(y) + "', '" + type_name(z) + "'");
    }
    mpz_class b = as_mpz(a.args[0]), e = as_mpz(a.args[1]), m = as_mpz(a.args[2]), r;
    if (m == 0) raise(exc_ValueError, "pow() 3rd argument cannot be 0");
    if (e < 0) {
      if (mpz_invert(b.get_mpz_t(), b.get_mpz_t(), m.get_mpz_t()) == 0)
        raise(exc_ValueError, "base is not invertible for the given modulus");
      e = -e;
    }
    mpz_class am = abs(m);
    mpz_powm(r.get_mpz_t(), b.get_mpz_t(), e.get_mpz_t(), am.get_mpz_t());
    if (m < 0 && r != 0) r += m;
    return py_int(r);
  }
  return binary_op(a.args[0], a.args[1], ast::BinOpKind::Pow);
}

Value chr_fn(CallArgs& a) {
  exactly_one(a, "chr");
  if (a.args[0].sym())
    return sym_code(SymOp::Chr, a.args[0], [&] {
      CallArgs c{{a.args[0].concrete()}, {}};
      return chr_fn(c);
    });
  mpz_class z = as_mpz(a.args[0]);
  if (z < 0 || z > 0x10FFFF) raise(exc_ValueError, "chr() arg not in range(0x110000)");
  std::string out;
  append_utf8(&out, static_cast<uint32_t>(z.get_ui()));
  return py_str(out);
}

Value ord_fn(CallArgs& a) {
  exactly_one(a, "ord");
  if (a.args[0].sym())
    return sym_code(SymOp::Ord, a.args[0], [&] {
      CallArgs c{{a.args[0].concrete()}, {}};
      return ord_fn(c);
    });
  const Value& v = a.args[0];
  if (is_type(v, type_str)) {
    auto* s = v.as<StrObject>();
    if (s->length != 1)
      raise(exc_TypeError, "ord() expected a character, but string of length " +
                               std::to_string(s->length) + " found");
    size_t i = 0;
    return py_int(decode_utf8(s->value, &i));
  }
  if (is_type(v, type_bytes) || is_type(v, type_bytearray)) {
    const std::string& b = v.as<BytesObject>()->value;
    if (b.size() == 1) return py_int(static_cast<unsigned char>(b[0]));
    raise(exc_TypeError, "ord() expected a character, but string of length " +
                             std::to_string(b.size()) + " found");
  }
  raise(exc_TypeError, "ord() expected string of length 1, but " + type_name(v) + " found");
}

Value base_repr(CallArgs& a, int base, const char* prefix, const char* fname) {
  exactly_one(a, fname);
  mpz_class z = as_mpz(a.args[0]);
  std::string digits = mpz_class(abs(z)).get_str(base);
  return py_str((z < 0 ? "-" : "") + std::string(prefix) + digits);
}

Value isinstance_fn(CallArgs& a) {
  arity(a, "isinstance", 2, 2);
  return py_bool(instance_of(a.args[0], a.args[1],
                             "isinstance() arg 2 must be a type, a tuple of types, or a union"));
}

Value issubclass_fn(CallArgs& a) {
  arity(a, "issubclass", 2, 2);
  return py_bool(subclass_of(a.args[0], a.args[1]));
}

Value callable_fn(CallArgs& a);

/// The package a relative `__import__` starts from: importlib's
/// _calc___package__ over the caller's `globals`, then its sanity check.
std::string import_package(const Value& globals) {
  if (!globals) raise(exc_KeyError, "'__name__' not in globals");
  if (!is_type(globals, type_dict)) raise(exc_TypeError, "globals must be a dict");
  auto* g = globals.as<DictObject>();
  Value package = g->get_str("__package__");
  Value spec = g->get_str("__spec__");
  if (package && !is_none(package)) {
    if (!isinstance(package, type_str)) raise(exc_TypeError, "package must be a string");
  } else if (spec && !is_none(spec)) {
    package = get_attr(spec, "parent");
  } else {
    Value warn = get_attr(machine().import_module("warnings"), "warn");
    call(warn, Values{py_str("can't resolve package from __spec__ or __package__, falling back on "
                             "__name__ and __path__"),
                      Value(exc_ImportWarning)});
    Value name = g->get_str("__name__");
    if (!name) raise(exc_KeyError, "'__name__' not in globals");
    if (!isinstance(name, type_str)) raise(exc_TypeError, "__name__ must be a string");
    std::string n = name.as<StrObject>()->value;
    if (!g->get_str("__path__"))
      n = n.substr(0, n.rfind('.') == std::string::npos ? 0 : n.rfind('.'));
    package = py_str(n);
  }
  std::string p = isinstance(package, type_str) ? package.as<StrObject>()->value : "";
  if (p.empty()) raise(exc_ImportError, "attempted relative import with no known parent package");
  return p;
}

/// `__import__(name, globals=None, locals=None, fromlist=(), level=0)`.
Value import_fn(CallArgs& a) {
  Values p = clinic_args(a, "__import__", {"name", "globals", "locals", "fromlist", "level"}, 1);
  if (!isinstance(p[0], type_str)) raise(exc_TypeError, "module name must be a string");
  std::string name = p[0].as<StrObject>()->value;
  int64_t level = 0;
  if (p[4] && !as_int64(p[4], &level))
    raise(exc_TypeError, "'" + type_name(p[4]) + "' object cannot be interpreted as an integer");
  if (level < 0) raise(exc_ValueError, "level must be >= 0");
  if (level == 0 && name.empty()) raise(exc_ValueError, "Empty module name");
  Machine& m = machine();
  bool fromlist = p[3] && truthy(p[3]);
  std::string absolute = name;
  if (level > 0) {
    std::string base = import_package(p[1]);
    for (int64_t up = 1; up < level; ++up) {
      size_t dot = base.rfind('.');
      if (dot == std::string::npos)
        raise(exc_ImportError, "attempted relative import beyond top-level package");
      base.erase(dot);
    }
    absolute = name.empty() ? base : base + "." + name;
    Value mod = m.import_module(absolute);
    if (fromlist || name.find('.') == std::string::npos) return mod;
    // Without a fromlist, the module named by the first part of `name`.
    return m.import_module(absolute.substr(0, absolute.size() - name.size() + name.find('.')));
  }
  Value mod = m.import_module(name);
  // Without a fromlist, `import a.b` binds the top-level package.
  return fromlist || name.find('.') == std::string::npos
             ? mod
             : m.import_module(name.substr(0, name.find('.')));
}

Value iter_fn(CallArgs& a) {
  no_kwargs(a, "iter");
  arity(a, "iter", 1, 2);
  if (a.args.size() == 2) {
    Value fn = a.args[0], sentinel = a.args[1];
    CallArgs probe{Values{fn}, {}};
    if (!truthy(callable_fn(probe))) raise(exc_TypeError, "iter(v, w): v must be callable");
    auto done = std::make_shared<bool>(false);
    return make_iterator_of(IterKind::Callable, [fn, sentinel, done]() -> Value {
      if (*done) return nullptr;
      Value v = call(fn, Values{});
      if (eq(v, sentinel)) {
        *done = true;
        return nullptr;
      }
      return v;
    });
  }
  return iter(a.args[0]);
}

Value next_fn(CallArgs& a) {
  arity(a, "next", 1, 2);
  const Value& it = a.args[0];
  if (!it.type()->lookup(Dunder::Next) && !is_native_iterator(it) && it.type() != type_generator)
    raise(exc_TypeError, "'" + type_name(it) + "' object is not an iterator");
  // The call that finishes a generator carries its return value.
  auto* g = it.type() == type_generator ? it.as<GeneratorObject>() : nullptr;
  if (!g && !is_native_iterator(it)) {
    // A `__next__` method's own StopIteration propagates, with its value.
    try {
      return call(it.type()->lookup(Dunder::Next), Values{it});
    } catch (const PyException& e) {
      if (a.args.size() == 2 && isinstance(e.exc, exc_StopIteration)) return a.args[1];
      throw;
    }
  }
  bool was_done = g && g->done;
  Value v = next(it);
  if (v) return v;
  if (a.args.size() == 2) return a.args[1];
  if (g && !was_done && g->returned && !is_none(g->returned))
    raise_args(exc_StopIteration, {g->returned});
  raise_args(exc_StopIteration, {});
}

/// The name argument of setattr/delattr: a str or a str subclass instance.
std::string attribute_name(const Value& v) {
  if (!isinstance(v, type_str))
    raise(exc_TypeError, "attribute name must be string, not '" + type_name(v) + "'");
  return v.as<StrObject>()->value;
}

Value getattr_fn(CallArgs& a) {
  arity(a, "getattr", 2, 3);
  if (!isinstance(a.args[1], type_str))
    raise(exc_TypeError, "attribute name must be string, not '" + type_name(a.args[1]) + "'");
  const std::string& name = a.args[1].as<StrObject>()->value;
  if (a.args.size() == 3) {
    try {
      if (Value v = get_attr_opt(a.args[0], name)) return v;
    } catch (const PyException& e) {
      if (!isinstance(e.exc, exc_AttributeError)) throw;
    }
    return a.args[2];
  }
  return get_attr(a.args[0], name);
}

Value hasattr_fn(CallArgs& a) {
  arity(a, "hasattr", 2, 2);
  if (!isinstance(a.args[1], type_str))
    raise(exc_TypeError, "attribute name must be string, not '" + type_name(a.args[1]) + "'");
  try {
    return py_bool(static_cast<bool>(get_attr_opt(a.args[0], a.args[1].as<StrObject>()->value)));
  } catch (const PyException& e) {
    if (!isinstance(e.exc, exc_AttributeError)) throw;
    return py_bool(false);
  }
}

Value exit_fn(CallArgs& a) {
  throw PyException{new_exception(exc_SystemExit, a.args)};
}

Value id_fn(CallArgs& a) {
  exactly_one(a, "id");
  const Value& v = a.args[0];
  if (v.is_obj()) return py_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(v.obj())));
  return py_int(v.is_int() ? v.as_int() * 2 + 1 : static_cast<int64_t>(number_hash(v)));
}

Value callable_fn(CallArgs& a) {
  exactly_one(a, "callable");
  note_stand_in_use(a.args[0], "callable({})");
  TypeObject* t = a.args[0].type();
  return py_bool(t == type_function || t == type_builtin_function || t == type_method ||
                 t == type_type || t == type_staticmethod || // staticmethod: callable since 3.10
                 (!t->builtin && t->lookup(Dunder::Call)));
}

/// `types.MethodType(function, instance)`: a bound method (copy.deepcopy
/// rebuilds one so).
Value method_new(TypeObject*, CallArgs& a) {
  if (!a.kwargs.empty()) raise(exc_TypeError, "method() takes no keyword arguments");
  if (a.args.size() != 2)
    raise(exc_TypeError, "method expected 2 arguments, got " + std::to_string(a.args.size()));
  CallArgs probe{Values{a.args[0]}, {}};
  if (!truthy(callable_fn(probe))) raise(exc_TypeError, "first argument must be callable");
  if (is_none(a.args[1])) raise(exc_TypeError, "instance must not be None");
  return make<MethodObject>(a.args[0], a.args[1]);
}

Value format_fn(CallArgs& a) {
  arity(a, "format", 1, 2);
  std::string spec =
      a.args.size() > 1 ? expect_str(a.args[1], "format() argument 2 must be str, not ") : "";
  return py_str(format_value(a.args[0], spec));
}

Value vars_fn(CallArgs& a) {
  no_kwargs(a, "vars");
  arity(a, "vars", 0, 1);
  Machine& m = machine();
  // vars() is locals(): the running frame's namespace or a dict of its variables.
  if (a.args.empty()) return m.current ? frame_locals(*m.current) : Value(m.globals);
  Value d = get_attr_opt(a.args[0], "__dict__");
  if (!d) raise(exc_TypeError, "vars() argument must have __dict__ attribute");
  return d;
}

Value globals_fn(CallArgs&) {
  return machine().current->globals;
}

Value descriptor(TypeObject* t, CallArgs& a) {
  if (a.args.empty()) raise(exc_TypeError, t->name + " expected 1 argument, got 0");
  return make<WrapperObject>(t, is_none(a.args[0]) ? Value() : a.args[0]);
}

} // namespace

void install_builtins(Machine& m) {
  DictObject* b = m.builtins.get();
  auto fn = [&](const char* name, NativeFn f) {
    b->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  fn("print", print_fn);
  fn("input", input_fn);
  fn("len", len_fn);
  fn("abs", abs_fn);
  fn("min", [](CallArgs& a) { return extreme(a, false); });
  fn("max", [](CallArgs& a) { return extreme(a, true); });
  fn("sum", sum_fn);
  fn("sorted", sorted_fn);
  // The iterator builtins are types (`isinstance(x, map)`, `class M(map)`).
  for (auto [kind, f] : {std::pair{IterKind::Reversed, &reversed_fn},
                         {IterKind::Enumerate, &enumerate_fn},
                         {IterKind::Zip, &zip_fn},
                         {IterKind::Map, &map_fn},
                         {IterKind::Filter, &filter_fn}}) {
    TypeObject* t = iterator_type(kind);
    t->construct = [f](TypeObject*, CallArgs& a) { return f(a); };
    b->set_str(t->name, Value(t));
  }
  fn("any", [](CallArgs& a) { return any_all(a, false); });
  fn("all", [](CallArgs& a) { return any_all(a, true); });
  fn("round", round_fn);
  fn("divmod", divmod_fn);
  fn("pow", pow_fn);
  fn("chr", chr_fn);
  fn("ord", ord_fn);
  fn("hex", [](CallArgs& a) { return base_repr(a, 16, "0x", "hex"); });
  fn("oct", [](CallArgs& a) { return base_repr(a, 8, "0o", "oct"); });
  fn("bin", [](CallArgs& a) { return base_repr(a, 2, "0b", "bin"); });
  fn("isinstance", isinstance_fn);
  fn("issubclass", issubclass_fn);
  fn("hash", [](CallArgs& a) {
    exactly_one(a, "hash");
    return py_int(hash(a.args[0]));
  });
  fn("repr", [](CallArgs& a) {
    exactly_one(a, "repr");
    if (Value r = text_from_method(a.args[0], "__repr__")) return r;
    return py_str(repr(a.args[0]));
  });
  fn("iter", iter_fn);
  fn("next", next_fn);
  fn("aiter", aiter_fn);
  fn("anext", anext_fn);
  fn("getattr", getattr_fn);
  fn("setattr", [](CallArgs& a) {
    arity(a, "setattr", 3, 3);
    set_attr(a.args[0], attribute_name(a.args[1]), a.args[2]);
    return Value(none());
  });
  fn("delattr", [](CallArgs& a) {
    arity(a, "delattr", 2, 2);
    del_attr(a.args[0], attribute_name(a.args[1]));
    return Value(none());
  });
  fn("hasattr", hasattr_fn);
  fn("callable", callable_fn);
  fn("id", id_fn);
  fn("format", format_fn);
  fn("vars", vars_fn);
  fn("globals", globals_fn);
  fn("exit", exit_fn);
  fn("quit", exit_fn);
  fn("super", super_fn);
  fn("__import__", import_fn);
  fn("open", [](CallArgs& a) -> Value {
    // No host access: files live in the run's virtual file system (io.py).
    Value io = machine().import_module("io");
    return call(get_attr(io, "open"), a);
  });

  type_int->construct = int_new;
  type_float->construct = float_new;
  type_str->construct = str_new;
  type_bool->construct = bool_new;
  type_list->construct = list_new;
  type_tuple->construct = tuple_new;
  type_dict->construct = dict_new;
  type_set->construct = set_new;
  type_frozenset->construct = set_new;
  type_range->construct = range_new;
  type_object->construct = object_new;
  type_slice->construct = slice_new;
  type_function->construct = function_new;
  type_method->construct = method_new;
  type_property->construct = construct_property;
  type_staticmethod->construct = descriptor;
  type_classmethod->construct = descriptor;
  for (TypeObject* t :
       {type_int, type_float, type_str, type_bool, type_list, type_tuple, type_dict, type_set,
        type_frozenset, type_range, type_object, type_type, type_slice, type_property,
        type_staticmethod, type_classmethod, type_complex, type_bytes, type_bytearray})
    b->set_str(t->name, Value(t));
  install_memoryview(b);
  install_exec_builtins(b);
  install_introspection_builtins(b);
  install_breakpoint_builtin(b);
  b->set_str("__debug__", py_bool(true));
  b->set_str("None", none());
  b->set_str("NotImplemented", not_implemented());
  b->set_str("Ellipsis", ellipsis());
  b->set_str("True", py_bool(true));
  b->set_str("False", py_bool(false));
  b->set_str("__name__", py_str("builtins"));
#define HYEXEC_EXCEPTION(name, base) exc_##name->construct = exception_new;
#include "interp/exception_types.def"
#undef HYEXEC_EXCEPTION
  exc_BaseExceptionGroup->construct = exception_group_new;
  exc_ExceptionGroup->construct = exception_group_new;
  // type(None)(), type(...)(), type(NotImplemented)(): the singleton itself.
  auto singleton = [](TypeObject* t, Object* value, std::string name) {
    t->construct = [value, name](TypeObject*, CallArgs& a) -> Value {
      if (!a.args.empty() || !a.kwargs.empty()) raise(exc_TypeError, name + " takes no arguments");
      return Value(value);
    };
  };
  singleton(type_none, none(), "NoneType");
  singleton(type_ellipsis, ellipsis(), "EllipsisType");
  singleton(type_notimplemented, not_implemented(), "NotImplementedType");
}

} // namespace hyexec::interp
