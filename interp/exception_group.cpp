// BaseExceptionGroup and ExceptionGroup (PEP 654): construction with
// CPython's checks and its choice of class, the read-only `message` and
// `exceptions`, str(), derive(), split() and subgroup(), as
// Objects/exceptions.c of CPython 3.11 computes them.
#include "interp/exception_group.h"

#include "interp/builtins_util.h"
#include "interp/traceback_objects.h"
#include "interp/type_methods.h"

#include <algorithm>

namespace hyexec::interp {

namespace {

/// PySequence_Check: a type with item access that is not a mapping.
bool is_sequence(const Value& v) {
  TypeObject* t = v.type();
  for (TypeObject* s : {type_list, type_tuple, type_str, type_bytes, type_bytearray, type_range})
    if (t->is_subtype_of(s)) return true;
  if (t->builtin || t->is_subtype_of(type_dict)) return false;
  return static_cast<bool>(t->lookup(Dunder::GetItem));
}

bool is_exception_class(const Value& v) {
  return is_class(v) && v.as<TypeObject>()->is_subtype_of(exc_BaseException);
}

bool is_callable(const Value& v) {
  return truthy(call(machine().builtins->get_str("callable"), Values{v}));
}

/// How split()/subgroup() match: by exception type (or tuple of them), or
/// by a predicate called on each exception.
enum class Matcher { Type, Predicate };

Matcher matcher_kind(const Value& m) {
  if (!is_class(m) && is_callable(m)) return Matcher::Predicate;
  if (is_exception_class(m)) return Matcher::Type;
  if (is_type(m, type_tuple)) {
    bool all = true;
    for (const Value& item : m.as<TupleObject>()->items) all = all && is_exception_class(item);
    if (all) return Matcher::Type;
  }
  raise(exc_TypeError, "expected a function, exception type or tuple of exception types");
}

bool type_matches(const Value& exc, const Value& m) {
  if (is_type(m, type_tuple)) {
    for (const Value& item : m.as<TupleObject>()->items)
      if (exc.type()->is_subtype_of(item.as<TypeObject>())) return true;
    return false;
  }
  return exc.type()->is_subtype_of(m.as<TypeObject>());
}

bool matches(const Value& exc, Matcher kind, const Value& m) {
  if (kind == Matcher::Type) return type_matches(exc, m);
  return truthy(call(m, Values{exc}));
}

ExceptionObject* group_of(const CallArgs& a, const char* method_name) {
  if (a.args.empty() || !isinstance(a.args[0], exc_BaseExceptionGroup))
    raise(exc_TypeError, std::string("descriptor '") + method_name +
                             "' for 'BaseExceptionGroup' objects doesn't apply to a '" +
                             (a.args.empty() ? "NoneType" : type_name(a.args[0])) + "' object");
  return a.args[0].as<ExceptionObject>();
}

/// `to` gets `from`'s traceback, the same object (PyException_SetTraceback).
void share_traceback(ExceptionObject* from, ExceptionObject* to) {
  to->traceback = from->traceback;
  to->traced_frame = from->traced_frame;
  to->tb_object = from->traceback.empty() ? Value() : traceback_of(Value(from));
  to->tb_entries = from->traceback.size();
}

/// The group of `orig`'s class made by orig.derive(excs), with orig's
/// traceback, cause, context and a copy of its notes; null when excs is empty.
Value subset(const Value& orig, Values excs) {
  if (excs.empty()) return nullptr;
  Value eg = call(get_attr(orig, "derive"), Values{py_list(std::move(excs))});
  if (!isinstance(eg, exc_BaseExceptionGroup))
    raise(exc_TypeError, "derive must return an instance of BaseExceptionGroup");
  auto* from = orig.as<ExceptionObject>();
  auto* to = eg.as<ExceptionObject>();
  share_traceback(from, to);
  to->context = from->context;
  to->cause = from->cause;
  to->suppress_context = true; // PyException_SetCause sets it, whatever the cause
  if (Value notes = get_attr_opt(orig, "__notes__"); notes && is_sequence(notes))
    set_attr(eg, "__notes__", py_list(to_values(notes)));
  return eg;
}

struct Split {
  Value match, rest;
};

Split split(const Value& exc, Matcher kind, const Value& m, bool with_rest) {
  if (matches(exc, kind, m)) return {exc, nullptr};
  if (!isinstance(exc, exc_BaseExceptionGroup)) return {nullptr, with_rest ? exc : Value()};
  RecursionGuard guard(" in exceptiongroup_split_recursive");
  Values match, rest;
  Value excs = exc.as<ExceptionObject>()->group_exceptions;
  for (const Value& e : excs ? excs.as<TupleObject>()->items : Values{}) {
    Split part = split(e, kind, m, with_rest);
    if (part.match) match.push_back(part.match);
    if (part.rest) rest.push_back(part.rest);
  }
  Split result;
  result.match = subset(exc, std::move(match));
  if (with_rest) result.rest = subset(exc, std::move(rest));
  return result;
}

Value or_none(const Value& v) {
  return v ? v : Value(none());
}

void method(const char* name, NativeFn f) {
  exc_BaseExceptionGroup->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

Value getter(const char* name, Value ExceptionObject::*field) {
  return make<WrapperObject>(type_property,
                             make<BuiltinFunctionObject>(name, [name, field](CallArgs& a) {
                               ExceptionObject* e = group_of(a, name);
                               return or_none(e->*field);
                             }));
}

} // namespace

Value exception_group_new(TypeObject* cls, CallArgs& a) {
  if (!a.kwargs.empty()) raise(exc_TypeError, cls->name + "() takes no keyword arguments");
  if (a.args.size() != 2)
    raise(exc_TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (" +
                             std::to_string(a.args.size()) + " given)");
  const Value& message = a.args[0];
  if (!isinstance(message, type_str))
    raise(exc_TypeError,
          "BaseExceptionGroup.__new__() argument 1 must be str, not " + type_name(message));
  if (!is_sequence(a.args[1]))
    raise(exc_TypeError, "second argument (exceptions) must be a sequence");
  Values excs = to_values(a.args[1]);
  if (excs.empty())
    raise(exc_ValueError, "second argument (exceptions) must be a non-empty sequence");
  bool nested_base = false;
  for (size_t i = 0; i < excs.size(); ++i) {
    if (!isinstance(excs[i], exc_BaseException))
      raise(exc_ValueError,
            "Item " + std::to_string(i) + " of second argument (exceptions) is not an exception");
    nested_base = nested_base || !isinstance(excs[i], exc_Exception);
  }
  // BaseExceptionGroup of Exceptions only is an ExceptionGroup; an
  // ExceptionGroup (or a subclass of Exception) cannot hold BaseExceptions.
  if (cls == exc_ExceptionGroup && nested_base)
    raise(exc_TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
  if (cls == exc_BaseExceptionGroup && !nested_base) cls = exc_ExceptionGroup;
  if (cls != exc_ExceptionGroup && cls != exc_BaseExceptionGroup && nested_base &&
      cls->is_subtype_of(exc_Exception))
    raise(exc_TypeError, "Cannot nest BaseExceptions in '" + cls->name + "'");
  auto e = make<ExceptionObject>(cls);
  e->args = a.args;
  e->group_message = message;
  e->group_exceptions = py_tuple(std::move(excs));
  return e;
}

std::string exception_group_str(const ExceptionObject* e) {
  size_t n = e->group_exceptions ? e->group_exceptions.as<TupleObject>()->items.size() : 0;
  std::string message = e->group_message ? str(e->group_message) : "None";
  return message + " (" + std::to_string(n) + " sub-exception" + (n > 1 ? "s" : "") + ")";
}

void check_except_star_type(const Value& spec) {
  Values types = is_type(spec, type_tuple) ? spec.as<TupleObject>()->items : Values{spec};
  for (const Value& t : types)
    if (!is_exception_class(t))
      raise(exc_TypeError,
            "catching classes that do not inherit from BaseException is not allowed");
  for (const Value& t : types)
    if (t.as<TypeObject>()->is_subtype_of(exc_BaseExceptionGroup))
      raise(exc_TypeError,
            "catching ExceptionGroup with except* is not allowed. Use except instead.");
}

Value except_star_match(const Value& exc, const Value& spec, Value* rest) {
  if (is_none(exc)) {
    *rest = none();
    return none();
  }
  if (type_matches(exc, spec)) {
    *rest = none();
    if (isinstance(exc, exc_BaseExceptionGroup)) return exc;
    // A bare exception: wrapped, with its traceback.
    Value wrapped = call(Value(exc_BaseExceptionGroup), Values{py_str(""), py_tuple({exc})});
    share_traceback(exc.as<ExceptionObject>(), wrapped.as<ExceptionObject>());
    return wrapped;
  }
  if (isinstance(exc, exc_BaseExceptionGroup)) {
    Split s = split(exc, Matcher::Type, spec, true);
    *rest = or_none(s.rest);
    return or_none(s.match);
  }
  *rest = exc;
  return none();
}

namespace {

void collect_leaf_ids(const Value& exc, std::vector<const Object*>* ids) {
  if (!isinstance(exc, exc_BaseExceptionGroup)) {
    ids->push_back(exc.obj());
    return;
  }
  RecursionGuard guard(" in collect_exception_group_leaf_ids");
  Value excs = exc.as<ExceptionObject>()->group_exceptions;
  for (const Value& e : excs ? excs.as<TupleObject>()->items : Values{}) collect_leaf_ids(e, ids);
}

/// Whether `e` is `orig` (or a part split from it) raised again: the same
/// traceback, cause, context and notes.
bool same_metadata(const Value& e, const Value& orig) {
  auto* a = e.as<ExceptionObject>();
  auto* b = orig.as<ExceptionObject>();
  auto same_entries = [](const TracebackEntry& x, const TracebackEntry& y) {
    return x.function == y.function && x.line == y.line && x.file == y.file;
  };
  Value notes_a = get_attr_opt(e, "__notes__"), notes_b = get_attr_opt(orig, "__notes__");
  return a->traceback.size() == b->traceback.size() &&
         std::equal(a->traceback.begin(), a->traceback.end(), b->traceback.begin(), same_entries) &&
         a->cause.same(b->cause) && a->context.same(b->context) &&
         (notes_a ? notes_b && notes_a.same(notes_b) : !notes_b);
}

} // namespace

Value prep_reraise_star(const Value& orig, const Values& excs) {
  if (excs.empty()) return none();
  // A bare exception: one clause at most ran, so one exception at most is left.
  if (!isinstance(orig, exc_BaseExceptionGroup)) return excs[0];
  Values raised, reraised;
  for (const Value& e : excs) {
    if (is_none(e)) continue;
    (same_metadata(e, orig) ? reraised : raised).push_back(e);
  }
  // The original group restricted to the leaves re-raised as they were.
  std::vector<const Object*> ids;
  for (const Value& e : reraised) collect_leaf_ids(e, &ids);
  Value projection = none();
  if (!ids.empty()) {
    auto keep = make<BuiltinFunctionObject>("leaf_id", [ids](CallArgs& a) {
      return py_bool(std::find(ids.begin(), ids.end(), a.args.at(0).obj()) != ids.end());
    });
    projection = or_none(split(orig, Matcher::Predicate, Value(keep), false).match);
  }
  if (raised.empty()) return projection;
  if (!is_none(projection)) raised.push_back(projection);
  if (raised.size() == 1) return raised[0];
  return call(Value(exc_BaseExceptionGroup), Values{py_str(""), py_list(std::move(raised))});
}

void install_exception_group() {
  method("__new__", [](CallArgs& a) -> Value {
    if (a.args.empty() || !is_class(a.args[0]))
      raise(exc_TypeError, "BaseExceptionGroup.__new__(X): X is not a type object");
    auto* cls = a.args[0].as<TypeObject>();
    if (!cls->is_subtype_of(exc_BaseExceptionGroup))
      raise(exc_TypeError, "BaseExceptionGroup.__new__(" + cls->name + "): " + cls->name +
                               " is not a subtype of BaseExceptionGroup");
    CallArgs rest{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
    return exception_group_new(cls, rest);
  });
  method("__init__", [](CallArgs& a) -> Value {
    ExceptionObject* e = group_of(a, "__init__");
    if (!a.kwargs.empty()) raise(exc_TypeError, e->type->name + "() takes no keyword arguments");
    e->args.assign(a.args.begin() + 1, a.args.end());
    return none();
  });
  method("derive", [](CallArgs& a) -> Value {
    ExceptionObject* e = group_of(a, "derive");
    args_between(a, exc_BaseExceptionGroup, "derive", 1, 1);
    return call(Value(exc_BaseExceptionGroup), Values{or_none(e->group_message), a.args[1]});
  });
  method("split", [](CallArgs& a) -> Value {
    group_of(a, "split");
    args_between(a, exc_BaseExceptionGroup, "split", 1, 1);
    Split s = split(a.args[0], matcher_kind(a.args[1]), a.args[1], true);
    return py_tuple({or_none(s.match), or_none(s.rest)});
  });
  method("subgroup", [](CallArgs& a) -> Value {
    group_of(a, "subgroup");
    args_between(a, exc_BaseExceptionGroup, "subgroup", 1, 1);
    return or_none(split(a.args[0], matcher_kind(a.args[1]), a.args[1], false).match);
  });
  exc_BaseExceptionGroup->dict->set_str(
      "__class_getitem__",
      make<WrapperObject>(type_classmethod,
                          make<BuiltinFunctionObject>("__class_getitem__", [](CallArgs& a) {
                            return call(get_attr(machine().import_module("types"), "GenericAlias"),
                                        Values{a.args.at(0), a.args.at(1)});
                          })));
  exc_BaseExceptionGroup->dict->set_str("message",
                                        getter("message", &ExceptionObject::group_message));
  exc_BaseExceptionGroup->dict->set_str("exceptions",
                                        getter("exceptions", &ExceptionObject::group_exceptions));
}

} // namespace hyexec::interp
