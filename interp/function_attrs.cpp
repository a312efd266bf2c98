// Function introspection from the function's CFG unit and AST: what
// `inspect`, `functools` and test code read off a function object.
#include "interp/function_attrs.h"

#include "cfg/cfg.h"
#include "cfg/deferred_bodies.h"
#include "interp/builtins_util.h"
#include "interp/machine.h"
#include "interp/protocol.h"
#include "interp/script_path.h"

namespace hyexec::interp {

namespace {

const ast::Arguments* arguments_of(const cfg::CodeUnit* unit) {
  if (!unit || !unit->node) return nullptr;
  if (unit->kind == cfg::CodeUnit::Kind::Lambda)
    return static_cast<const ast::Lambda*>(unit->node)->args;
  if (unit->kind == cfg::CodeUnit::Kind::Function)
    return static_cast<const ast::FunctionDef*>(unit->node)->args;
  return nullptr;
}

/// CPython's co_firstlineno: a decorated function's code starts at its
/// first decorator.
int64_t first_line(const cfg::CodeUnit* unit) {
  if (!unit) return 0;
  if (unit->kind == cfg::CodeUnit::Kind::Function && unit->node) {
    const auto* def = static_cast<const ast::FunctionDef*>(unit->node);
    if (!def->decorator_list.empty()) return def->decorator_list.front()->span.line;
  }
  return unit->line;
}

} // namespace

/// A code object: a plain attribute holder of type `code`, as read-only
/// in practice as CPython's.
TypeObject* code_type() {
  static TypeObject* t = [] {
    auto* t = new TypeObject("code", type_object);
    t->builtin = false; // its instances keep their attributes in a dict
    incref(t);
    t->dict = make<DictObject>();
    t->dict->set_str("__module__", py_str("builtins"));
    return t;
  }();
  return t;
}

namespace {

/// A code object remembers the function it came from, so that
/// `types.FunctionType(code, globals)` can make another function of it
/// (a frame's code object has none).
struct CodeObject final : InstanceObject {
  explicit CodeObject(FunctionObject* f) : InstanceObject(code_type()), source(f) {}
  Ref<FunctionObject> source;
};

} // namespace

void complete_deferred(const cfg::CodeUnit& unit) {
  cfg::BuildError error;
  if (!cfg::complete(unit, &error)) raise(exc_SyntaxError, error.message);
}

namespace {

Value code_object(FunctionObject* f) {
  const cfg::CodeUnit* unit = f->unit;
  // A library function not called yet may not have read its body (its
  // locals are in it): it does now, as its first call would.
  if (unit && cfg::is_deferred(*unit)) complete_deferred(*unit);
  const ast::Arguments* args = arguments_of(unit);
  // co_varnames: the parameters in CPython's order, then the other locals.
  Values names;
  std::vector<std::string> seen;
  auto add = [&](const std::string& n) {
    if (std::find(seen.begin(), seen.end(), n) != seen.end()) return;
    seen.push_back(n);
    names.push_back(py_str(n));
  };
  int64_t argcount = 0, posonly = 0, kwonly = 0;
  if (args) {
    for (const ast::Arg* a : args->posonlyargs) add(a->name);
    for (const ast::Arg* a : args->args) add(a->name);
    for (const ast::Arg* a : args->kwonlyargs) add(a->name);
    if (args->vararg) add(args->vararg->name);
    if (args->kwarg) add(args->kwarg->name);
    posonly = static_cast<int64_t>(args->posonlyargs.size());
    argcount = posonly + static_cast<int64_t>(args->args.size());
    kwonly = static_cast<int64_t>(args->kwonlyargs.size());
  }
  Values freevars, cellvars;
  if (unit && unit->scope)
    for (const std::string& n : unit->scope->slots) {
      ast::NameScope s = unit->scope->lookup(n);
      if (s == ast::NameScope::Free)
        freevars.push_back(py_str(n));
      else if (s == ast::NameScope::Cell)
        cellvars.push_back(py_str(n));
      else if (s == ast::NameScope::Local)
        add(n);
    }
  auto code = make<CodeObject>(f);
  DictObject* d = code->instance_dict();
  std::string name = unit && unit->kind == cfg::CodeUnit::Kind::Lambda ? "<lambda>" : f->name;
  d->set_str("co_name", py_str(name));
  d->set_str("co_qualname", py_str(f->qualname));
  d->set_str("co_filename", py_str(absolute_script_path(f->file)));
  d->set_str("co_firstlineno", py_int(first_line(unit)));
  d->set_str("co_argcount", py_int(argcount));
  d->set_str("co_posonlyargcount", py_int(posonly));
  d->set_str("co_kwonlyargcount", py_int(kwonly));
  d->set_str("co_nlocals", py_int(static_cast<int64_t>(names.size())));
  d->set_str("co_varnames", py_tuple(std::move(names)));
  d->set_str("co_freevars", py_tuple(std::move(freevars)));
  d->set_str("co_cellvars", py_tuple(std::move(cellvars)));
  // CO_OPTIMIZED | CO_NEWLOCALS, and CO_VARARGS / CO_VARKEYWORDS / CO_GENERATOR / CO_COROUTINE.
  int64_t flags = 0x1 | 0x2;
  if (args && args->vararg) flags |= 0x4;
  if (args && args->kwarg) flags |= 0x8;
  if (unit && unit->scope && unit->scope->is_async)
    flags |= 0x80;
  else if (unit && unit->scope && unit->scope->is_generator)
    flags |= 0x20;
  d->set_str("co_flags", py_int(flags));
  return code;
}

} // namespace

Value function_new(TypeObject*, CallArgs& a) {
  if (a.args.size() < 2 || a.args.size() > 5)
    raise(exc_TypeError, "function() takes from 2 to 5 positional arguments but " +
                             std::to_string(a.args.size()) + " were given");
  if (a.args[0].type() != code_type())
    raise(exc_TypeError, "function() argument 'code' must be code, not " + type_name(a.args[0]));
  if (!is_type(a.args[1], type_dict))
    raise(exc_TypeError, "function() argument 'globals' must be dict, not " + type_name(a.args[1]));
  FunctionObject* from = static_cast<CodeObject*>(a.args[0].obj())->source.get();
  if (!from) throw Unsupported{"types.FunctionType of a traceback frame's code object"};
  auto f = make<FunctionObject>();
  f->unit = from->unit;
  f->name = from->name;
  f->qualname = from->qualname;
  f->file = from->file;
  f->closure = from->closure;
  f->globals = Ref<DictObject>(a.args[1].as<DictObject>());
  if (a.args.size() > 2 && !is_none(a.args[2]))
    f->name = expect_str(a.args[2], "arg 3 (name) must be None or string, not ");
  if (a.args.size() > 3 && !is_none(a.args[3])) {
    if (!is_type(a.args[3], type_tuple))
      raise(exc_TypeError, "arg 4 (defaults) must be None or tuple");
    f->defaults = a.args[3].as<TupleObject>()->items;
  }
  return f;
}

Value docstring_of(const cfg::CodeUnit* unit) {
  if (!unit || !unit->node) return none();
  const ast::Body* body = nullptr;
  if (unit->kind == cfg::CodeUnit::Kind::Function)
    body = &static_cast<const ast::FunctionDef*>(unit->node)->body;
  else if (unit->kind == cfg::CodeUnit::Kind::Class)
    body = &static_cast<const ast::ClassDef*>(unit->node)->body;
  return body ? docstring_of_body(*body) : Value(none());
}

Value docstring_of_body(const ast::Body& body) {
  if (body.empty() || body[0]->kind != ast::StmtKind::Expr) return none();
  const ast::Expr* e = static_cast<const ast::ExprStmt*>(body[0])->value;
  if (e->kind != ast::ExprKind::Constant) return none();
  const auto* c = static_cast<const ast::Constant*>(e);
  return c->type == ast::Constant::Type::Str ? py_str(c->s) : Value(none());
}

Value function_attribute(FunctionObject* f, std::string_view name) {
  if (name == "__defaults__") return f->defaults.empty() ? Value(none()) : py_tuple(f->defaults);
  if (name == "__kwdefaults__") {
    const ast::Arguments* args = arguments_of(f->unit);
    if (f->kwdefaults.empty() || !args) return none();
    auto d = make<DictObject>();
    for (const ast::Arg* a : args->kwonlyargs)
      if (auto it = f->kwdefaults.find(a->name); it != f->kwdefaults.end())
        d->set_str(a->name, it->second);
    return d;
  }
  if (name == "__doc__") return docstring_of(f->unit);
  if (name == "__module__") {
    Value m = f->globals ? f->globals->get_str("__name__") : Value();
    return m ? m : Value(none());
  }
  if (name == "__annotations__") {
    // Made empty when first read and kept, as CPython's func_get_annotations.
    auto d = make<DictObject>();
    function_dict(f)->set_str("__annotations__", Value(d.get()));
    return Value(d.get());
  }
  if (name == "__code__") return code_object(f);
  if (name == "__builtins__") {
    // CPython's func_builtins: the globals' __builtins__, a module's dict
    // when it is a module.
    Value b = f->globals ? f->globals->get_str("__builtins__") : Value();
    if (b && is_type(b, type_module)) return Value(b.as<ModuleObject>()->dict);
    if (b && is_type(b, type_dict)) return b;
    return Value(machine().builtins);
  }
  if (name == "__closure__") {
    // The cells of the free variables, in co_freevars' order.
    Values cells;
    if (f->unit && f->unit->scope)
      for (size_t i = 0; i < f->unit->scope->slots.size() && i < f->closure.size(); ++i)
        if (f->unit->scope->lookup(f->unit->scope->slots[i]) == ast::NameScope::Free &&
            f->closure[i])
          cells.push_back(Value(f->closure[i]));
    return cells.empty() ? Value(none()) : py_tuple(std::move(cells));
  }
  return nullptr;
}

namespace {

/// The free variables' cells of `f`, in co_freevars' order.
std::vector<Ref<CellObject>> free_cells(const FunctionObject* f) {
  std::vector<Ref<CellObject>> cells;
  if (f->unit && f->unit->scope)
    for (size_t i = 0; i < f->unit->scope->slots.size() && i < f->closure.size(); ++i)
      if (f->unit->scope->lookup(f->unit->scope->slots[i]) == ast::NameScope::Free)
        cells.push_back(f->closure[i]);
  return cells;
}

/// `f.__code__ = code`: the code's unit runs with f's cells, which must be
/// as many as its free variables (CPython's func_set_code).
void set_code(FunctionObject* f, const Value& value) {
  if (value.type() != code_type()) raise(exc_TypeError, "__code__ must be set to a code object");
  FunctionObject* from = static_cast<CodeObject*>(value.obj())->source.get();
  if (!from) throw Unsupported{"assigning a traceback frame's code object to __code__"};
  std::vector<Ref<CellObject>> cells = free_cells(f);
  size_t wanted = free_cells(from).size();
  if (cells.size() != wanted)
    raise(exc_ValueError, f->name + "() requires a code object with " +
                              std::to_string(cells.size()) + " free vars, not " +
                              std::to_string(wanted));
  f->unit = from->unit;
  f->closure.assign(f->unit && f->unit->scope ? f->unit->scope->slots.size() : 0, nullptr);
  size_t next = 0;
  for (size_t i = 0; i < f->closure.size() && next < cells.size(); ++i)
    if (f->unit->scope->lookup(f->unit->scope->slots[i]) == ast::NameScope::Free)
      f->closure[i] = cells[next++];
}

[[noreturn]] void readonly() {
  raise(exc_AttributeError, "readonly attribute");
}

} // namespace

bool set_function_attribute(FunctionObject* f, std::string_view name, const Value& value) {
  if (name == "__name__" || name == "__qualname__") {
    if (!value || !is_type(value, type_str))
      raise(exc_TypeError, std::string(name) + " must be set to a string object");
    (name == "__name__" ? f->name : f->qualname) = value.as<StrObject>()->value;
  } else if (name == "__doc__" || name == "__module__") {
    // Kept in the function's dict, where a read finds them first; deleting
    // leaves None, as CPython's slots read after `del`.
    function_dict(f)->set_str(name, value ? value : Value(none()));
  } else if (name == "__annotations__") {
    if (value && !is_none(value) && !is_type(value, type_dict))
      raise(exc_TypeError, "__annotations__ must be set to a dict object");
    if (value && !is_none(value))
      function_dict(f)->set_str(name, value);
    else
      function_dict(f)->remove(py_str("__annotations__"));
  } else if (name == "__defaults__") {
    if (value && !is_none(value) && !is_type(value, type_tuple))
      raise(exc_TypeError, "__defaults__ must be set to a tuple object");
    f->defaults = value && !is_none(value) ? value.as<TupleObject>()->items : Values{};
  } else if (name == "__kwdefaults__") {
    if (value && !is_none(value) && !is_type(value, type_dict))
      raise(exc_TypeError, "__kwdefaults__ must be set to a dict object");
    f->kwdefaults.clear();
    if (value && !is_none(value))
      for (const DictObject::Entry& e : value.as<DictObject>()->entries)
        if (e.key && is_type(e.key, type_str))
          f->kwdefaults[e.key.as<StrObject>()->value] = e.value;
  } else if (name == "__dict__") {
    if (!value) raise(exc_TypeError, "cannot delete __dict__");
    if (!is_type(value, type_dict))
      raise(exc_TypeError,
            "__dict__ must be set to a dictionary, not a '" + type_name(value) + "'");
    f->dict = Ref<DictObject>(value.as<DictObject>());
  } else if (name == "__code__") {
    if (!value) raise(exc_TypeError, "__code__ must be set to a code object");
    set_code(f, value);
  } else if (name == "__globals__" || name == "__closure__" || name == "__builtins__") {
    readonly();
  } else {
    return false;
  }
  return true;
}

DictObject* function_dict(FunctionObject* f) {
  if (!f->dict) f->dict = make<DictObject>();
  return f->dict.get();
}

} // namespace hyexec::interp
