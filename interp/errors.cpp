#include "interp/errors.h"

#include "interp/codecs.h"
#include "interp/exception_group.h"
#include "interp/protocol.h"

namespace hyexec::interp {

#define HYEXEC_EXCEPTION(name, base) TypeObject* exc_##name = nullptr;
#include "interp/exception_types.def"
#undef HYEXEC_EXCEPTION

Value new_exception(TypeObject* type, Values args) {
  auto e = make<ExceptionObject>(type);
  e->args = std::move(args);
  return e;
}

void raise(TypeObject* type, std::string message) {
  Values args;
  if (!message.empty()) args.push_back(py_str(std::move(message)));
  throw PyException{new_exception(type, std::move(args))};
}

void raise_args(TypeObject* type, Values args) {
  throw PyException{new_exception(type, std::move(args))};
}

/// CPython's SyntaxError_str: "msg (file, line N)" with the file's base
/// name, each part shown only when the error knows it.
std::string syntax_error_str(const ExceptionObject* e) {
  Value self(const_cast<ExceptionObject*>(e));
  Value msg = get_attr(self, "msg"), file = get_attr(self, "filename");
  Value line = get_attr(self, "lineno");
  std::string text = str(msg ? msg : Value(none()));
  std::string where;
  if (is_type(file, type_str)) {
    const std::string& f = file.as<StrObject>()->value;
    where = f.substr(f.rfind('/') == std::string::npos ? 0 : f.rfind('/') + 1);
  }
  // Exactly an int: lineno = True is not shown.
  bool has_line = line.is_int() || is_type(line, type_int);
  if (has_line) where += (where.empty() ? "line " : ", line ") + str(line);
  return where.empty() && !is_type(file, type_str) ? text : text + " (" + where + ")";
}

std::string exception_str(const ExceptionObject* e) {
  if (e->type->is_subtype_of(exc_BaseExceptionGroup)) return exception_group_str(e);
  if (e->type->is_subtype_of(exc_SyntaxError)) return syntax_error_str(e);
  if (e->args.empty()) return "";
  // OSError(errno, strerror[, filename[, winerror[, filename2]]]): the
  // constructor kept the filenames apart and args = (errno, strerror).
  if (e->type->is_subtype_of(exc_OSError)) {
    if (e->filename) {
      std::string s =
          "[Errno " + str(e->args[0]) + "] " + str(e->args[1]) + ": " + repr(e->filename);
      if (e->filename2) s += " -> " + repr(e->filename2);
      return s;
    }
    if (e->args.size() >= 2 && e->args.size() <= 5)
      return "[Errno " + str(e->args[0]) + "] " + str(e->args[1]);
  }
  if (auto unicode = unicode_error_str(e)) return *unicode;
  if (e->args.size() == 1) {
    // KeyError shows the missing key as its repr.
    if (e->type->is_subtype_of(exc_KeyError)) return repr(e->args[0]);
    return str(e->args[0]);
  }
  return repr(py_tuple(e->args));
}

TypeObject* new_exception_type(std::string name, TypeObject* base) {
  auto* t = new TypeObject(std::move(name), base);
  incref(t);
  t->dict = make<DictObject>();
  t->solid_base = exc_BaseException;
  t->construct = base->construct;
  return t;
}

void init_exceptions(DictObject* builtins) {
  // The types are made once per process; each run's builtins get them.
  if (!exc_BaseException) {
    TypeObject* exc_object = type_object;
#define HYEXEC_EXCEPTION(name, base)                                                               \
  exc_##name = new TypeObject(#name, exc_##base);                                                  \
  incref(exc_##name);                                                                              \
  exc_##name->dict = make<DictObject>();                                                           \
  exc_##name->solid_base = exc_BaseException ? exc_BaseException : exc_##name;
#include "interp/exception_types.def"
#undef HYEXEC_EXCEPTION
    // ExceptionGroup(BaseExceptionGroup, Exception): CPython's bases, and their C3 order.
    exc_ExceptionGroup->bases = {exc_BaseExceptionGroup, exc_Exception};
    exc_ExceptionGroup->mro = {exc_ExceptionGroup, exc_BaseExceptionGroup};
    exc_ExceptionGroup->mro.insert(exc_ExceptionGroup->mro.end(), exc_Exception->mro.begin(),
                                   exc_Exception->mro.end());
    (void)exc_object;
  }
#define HYEXEC_EXCEPTION(name, base) builtins->set_str(#name, Value(exc_##name));
#include "interp/exception_types.def"
#undef HYEXEC_EXCEPTION
  builtins->set_str("EnvironmentError", Value(exc_OSError));
  builtins->set_str("IOError", Value(exc_OSError));
}

} // namespace hyexec::interp
