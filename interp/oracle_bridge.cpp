// The interpreter's side of the oracle (oracle/oracle.h): asking, recording
// each answer once per key, evaluating answers, and the `_hyexec` module
// through which the stand-ins of interp/pylib/_mock.py ask again.
#include "interp/ast_tree.h"
#include "interp/builtins_util.h"
#include "interp/match_pattern.h"
#include "interp/script_path.h"
#include "interp/stand_in_use.h"
#include "interp/subclass.h"
#include "interp/symbolic_ops.h"

namespace hyexec::interp {

namespace {

/// The line of the program's own code being executed (the innermost frame
/// of FILE: a stand-in asks from inside _mock's methods).
uint32_t program_line(const Machine& m) {
  for (const Frame* f = m.current; f; f = f->back)
    if (f->file == m.module.filename) return f->line;
  return 0;
}

} // namespace

void note_stand_in_use(const Value& v, const char* what) {
  TypeObject* t = v.type();
  if (t->builtin) return;
  Machine& m = machine();
  // _mock's own helpers look at a stand-in's type as they work.
  if (!m.current || m.current->file != m.module.filename) return;
  Value mod = m.modules->get_str("_mock");
  if (!mod) return; // no stand-in was made
  Value mock = get_attr(mod, "Mock");
  if (!isinstance(v, mock.as<TypeObject>())) return;
  call(get_attr(mod, "_noted"), Values{v, py_str(what)});
}

namespace {

Value mock_namespace(Machine& m) {
  return get_attr(m.import_module("_mock"), "__dict__");
}

/// Evaluates an answer. A malformed answer (an LLM's) becomes a plain
/// stand-in for `path`: the run goes on.
Value evaluate_answer(Machine& m, const std::string& expr, const std::string& path) {
  // `raise E`: a predicted exception (a call inside `try` may raise what
  // its handlers catch); it propagates as if the call had raised it.
  if (expr.rfind("raise ", 0) == 0) {
    Value e;
    std::string what = expr.substr(6);
    // The handler's class may itself be undefined until its `except` runs.
    std::string head = what.substr(0, what.find_first_of(".("));
    if (!m.globals->get_str(head) && !m.builtins->get_str(head))
      if (Value v = m.ask_oracle(oracle::Ask::Name, head, head, "")) m.globals->set_str(head, v);
    try {
      e = m.evaluate_input(what);
      if (is_class(e) && e.as<TypeObject>()->is_subtype_of(exc_BaseException))
        e = call(e, Values{});
    } catch (PyException&) {
      e = nullptr;
    }
    if (e && isinstance(e, exc_BaseException)) throw PyException{e};
    return call(get_attr(m.import_module("_mock"), "Mock"), Values{py_str(path)});
  }
  try {
    return m.evaluate_input(expr);
  } catch (PyException&) {
    m.oracle_code.erase(expr);
    return call(get_attr(m.import_module("_mock"), "Mock"), Values{py_str(path)});
  }
}

oracle::Ask ask_kind(const std::string& s) {
  if (s == "attr") return oracle::Ask::Attribute;
  if (s == "call") return oracle::Ask::Call;
  if (s == "item") return oracle::Ask::Item;
  if (s == "value") return oracle::Ask::Value;
  if (s == "module") return oracle::Ask::Module;
  if (s == "name") return oracle::Ask::Name;
  raise(exc_ValueError, "unknown oracle query kind '" + s + "'");
}

} // namespace

Value Machine::evaluate_input(const std::string& expr) {
  Value& code = oracle_code[expr];
  if (!code)
    code =
        call(builtins->get_str("compile"), Values{py_str(expr), py_str("<input>"), py_str("eval")});
  // _mock's helpers first (an answer's Mock is ours even if the program has
  // one), then the program's names, then builtins.
  return call(builtins->get_str("eval"), Values{code, globals, mock_namespace(*this)});
}

Value Machine::ask_oracle(oracle::Ask ask, const std::string& key, const std::string& path,
                          const std::string& hint) {
  if (!options.oracle) return nullptr;
  auto known = oracle_answered.find(key);
  if (known == oracle_answered.end()) {
    oracle::Query q{ask, key, path, hint, program_line(*this)};
    oracle::Answer a;
    if (auto o = options.oracle_overrides.find(key); o != options.oracle_overrides.end())
      a.expr = o->second; // the concolic search's value for this answer
    else
      a = options.oracle->answer(q);
    ++result.oracle_calls;
    known = oracle_answered.emplace(key, result.oracle_values.size()).first;
    bool decision = a.decision || (ask == oracle::Ask::Value && hint == "bool");
    result.oracle_values.push_back(
        {key, a.expr, decision, ask == oracle::Ask::Argument, q.line, a.certain, ask, hint});
  }
  const OracleRecord& r = result.oracle_values[known->second];
  if (r.expr.empty()) return nullptr;
  Value v = evaluate_answer(*this, r.expr, path);
  // An int or str the oracle supplied is an input the concolic search may vary.
  if (v && options.symbolic && input_kind(v) && !r.decision && ask != oracle::Ask::Argument &&
      !r.certain)
    v.set_sym(options.symbolic->input("value:" + key, concrete_of(v)));
  return v;
}

Value Machine::oracle_name(const std::string& name, const Frame& f) {
  if (!options.oracle || f.file != module.filename) return nullptr;
  Value v = ask_oracle(oracle::Ask::Name, name, name, "");
  // Bound once: later uses see the same object, as a defined global would be.
  if (v) globals->set_str(name, v);
  return v;
}

Value Machine::import_or_ask(const std::string& name, const std::string& bound, bool* asked) {
  // A module that is missing, or a standard-library one hyexec lacks: a
  // stand-in if the oracle has one, else the original error.
  // hyexec's own library modules (`<hyexec datetime>`) probe for what may be
  // missing, as CPython's do (`try: from _datetime import *`): their import
  // fails as it would in CPython, never a stand-in (which made datetime's
  // classes Mocks under `cover`).
  bool library = current && current->file.str().rfind("<hyexec ", 0) == 0;
  auto stand_in = [&]() -> Value {
    Value v =
        options.oracle && !library ? ask_oracle(oracle::Ask::Module, bound, bound, name) : nullptr;
    *asked = static_cast<bool>(v);
    return v;
  };
  *asked = false;
  try {
    return import_module(name);
  } catch (PyException& e) {
    if (!isinstance(e.exc, exc_ModuleNotFoundError)) throw;
    if (Value v = stand_in()) return v;
    throw;
  } catch (Unsupported&) {
    if (Value v = stand_in()) return v;
    throw;
  }
}

/// `_hyexec.ask(kind, key, path, hint)`: a stand-in's question to the oracle.
/// `_hyexec.builtin(f, module)`: a Python function as a built-in one.
/// `_hyexec.unsupported(what)`: a pylib module meets what it does not model;
/// the run ends `unsupported`, as for the interpreter's own gaps, not with a
/// Python error CPython would not raise.
Value hyexec_module(Machine&) {
  auto mod = make<ModuleObject>("_hyexec");
  add_function(mod.get(), "unsupported", [](CallArgs& a) -> Value {
    arity(a, "unsupported", 1, 1);
    throw Unsupported{expect_str(a.args[0], "unsupported() takes a str, not ")};
  });
  // The text of a file the interpreter runs code from (the program, a module
  // it imported), or None: linecache's lines where the virtual files lack it.
  add_function(mod.get(), "source", [](CallArgs& a) -> Value {
    arity(a, "source", 1, 1);
    std::string file = expect_str(a.args[0], "source() takes a str, not ");
    const Machine& m = machine();
    // The script by the path it was given or by CPython's absolute one.
    if (m.module.filename == file || absolute_script_path(m.module.filename) == file)
      return py_str(std::string(m.module.source));
    for (const auto& lib : m.libraries)
      if (lib.first && lib.first->filename == file) return py_str(std::string(lib.first->source));
    return none();
  });
  // ast_tree(source, filename, mode): ast.parse's tree (ast_tree.cpp).
  add_function(mod.get(), "ast_tree", [](CallArgs& a) -> Value {
    arity(a, "ast_tree", 3, 3);
    return parse_to_tree(expect_str(a.args[0], "ast_tree() takes a str, not "),
                         expect_str(a.args[1], "ast_tree() takes a str, not "),
                         expect_str(a.args[2], "ast_tree() takes a str, not "));
  });
  // What CPython's __getnewargs__ of int, float, complex, str, bytes and
  // tuple returns for an instance of a class derived from one: the builtin
  // value it holds, an exact instance of the builtin (pickling rebuilds the
  // instance from it).
  add_function(mod.get(), "builtin_value", [](CallArgs& a) -> Value {
    arity(a, "builtin_value", 1, 1);
    const Value& v = a.args[0];
    if (is_number_subclass(v)) return plain_number(v);
    if (v.type()->builtin) return v;
    TypeObject* base = layout_type(v.type());
    if (base == type_str) return py_str(v.as<StrObject>()->value);
    if (base == type_bytes) return make<BytesObject>(v.as<BytesObject>()->value);
    if (base == type_tuple) return py_tuple(v.as<TupleObject>()->items);
    return v;
  });
  // builtin(f, module): f as a built-in function of the module, for the
  // pylib modules that stand for C modules. Its __self__ is the module, as
  // in CPython, so that stored on a class it does not bind as a method
  // (logging.Formatter.converter = time.localtime).
  add_function(mod.get(), "builtin", [](CallArgs& a) -> Value {
    arity(a, "builtin", 2, 2);
    Value f = a.args[0];
    auto b = make<BuiltinFunctionObject>(str(get_attr(f, "__name__")),
                                         [f](CallArgs& c) -> Value { return call(f, c); });
    b->self = a.args[1];
    return b;
  });
  // collection_flag(cls): CPython's sequence or mapping flag of a class, as
  // `match` reads it (abc.register gives it to a registered class).
  add_function(mod.get(), "collection_flag", [](CallArgs& a) -> Value {
    arity(a, "collection_flag", 1, 1);
    if (!is_class(a.args[0])) raise(exc_TypeError, "collection_flag() takes a class");
    return py_int(collection_flag(a.args[0].as<TypeObject>()));
  });
  // method(f): a module's native function as a method of the class it is
  // stored on (CPython's method descriptor): it binds the instance.
  add_function(mod.get(), "method", [](CallArgs& a) -> Value {
    arity(a, "method", 1, 1);
    if (!is_type(a.args[0], type_builtin_function))
      raise(exc_TypeError, "method() takes a built-in function");
    auto* f = a.args[0].as<BuiltinFunctionObject>();
    return make<BuiltinFunctionObject>(f->name, f->fn);
  });
  // `_hyexec.stand_in_use(key)`: a stand-in did what only a stand-in does
  // without asking (its repr, an item stored, `with`): recorded with no
  // answer and the hint `stand-in`, so the run is not called realizable
  // (explore/plain_objects.h).
  add_function(mod.get(), "stand_in_use", [](CallArgs& a) -> Value {
    arity(a, "stand_in_use", 1, 1);
    std::string key = expect_str(a.args[0], "stand_in_use() takes a str, not ");
    Machine& m = machine();
    if (m.oracle_answered.emplace(key, m.result.oracle_values.size()).second)
      m.result.oracle_values.push_back(
          {key, "", false, false, program_line(m), false, oracle::Ask::Value, "stand-in"});
    return none();
  });
  mod->dict->set_str("ask", make<BuiltinFunctionObject>("ask", [](CallArgs& a) -> Value {
                       arity(a, "ask", 4, 4);
                       std::string kind = expect_str(a.args[0], "ask() kind must be str, not ");
                       std::string key = expect_str(a.args[1], "ask() key must be str, not ");
                       std::string path = expect_str(a.args[2], "ask() path must be str, not ");
                       std::string hint = expect_str(a.args[3], "ask() hint must be str, not ");
                       if (Value v = machine().ask_oracle(ask_kind(kind), key, path, hint))
                         return v;
                       raise(exc_LookupError, "the oracle has no answer for " + key);
                     }));
  return mod;
}

} // namespace hyexec::interp
