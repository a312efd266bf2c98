// The simple statements a block executes, and `case` pattern matching.
#include "cfg/mangle.h"
#include "interp/attr_cache.h"
#include "interp/builtins_util.h"
#include "interp/eval_operand.h"
#include "interp/stdlib_attrs.h"

namespace hyexec::interp {

using namespace ast;

namespace {

/// `from mod import *`: the names in `__all__`, else the public names of
/// `__dict__` (any object may stand in sys.modules, as in CPython).
void import_star(Machine& m, const Value& mod, Frame& f) {
  if (Value all = get_attr_opt(mod, "__all__")) {
    for (const Value& n : to_values(all)) {
      std::string name = expect_str(n, "Item in __all__ must be str, not ");
      m.store_name(name, get_attr(mod, name), f);
    }
    return;
  }
  Value d = get_attr_opt(mod, "__dict__");
  if (!d || !is_type(d, type_dict))
    raise(exc_ImportError, "from-import-* object has no __dict__ and no __all__");
  for (const auto& e : d.as<DictObject>()->entries)
    if (e.key && is_type(e.key, type_str) && e.key.as<StrObject>()->value[0] != '_')
      m.store_name(e.key.as<StrObject>()->value, e.value, f);
}

/// `s += t` on a local str that nothing else refers to: appended in place,
/// as CPython does, so building a string in a loop is not quadratic. `cur`
/// is the caller's copy of the local; false, having changed nothing, when
/// the case does not apply.
bool append_in_place(const Name* target, Value& cur, const Value& rhs, BinOpKind op, Frame& f) {
  if (op != BinOpKind::Add || target->scope != NameScope::Local || !is_type(cur, type_str) ||
      !is_type(rhs, type_str) || cur.sym() || rhs.sym())
    return false;
  Value& slot = f.slots[target->slot];
  if (!slot.same(cur)) return false; // the right-hand side rebound it (`s += (s := t)`)
  cur = nullptr;
  if (slot.obj()->refcount != 1) {
    cur = slot;
    return false;
  }
  auto* s = slot.as<StrObject>();
  const auto* t = rhs.as<StrObject>();
  s->value += t->value;
  s->length += t->length;
  s->ascii = s->ascii && t->ascii;
  s->hash_cache = -1;
  return true;
}

/// The package a relative import in frame `f` is relative to, as CPython's
/// `__package__`: the module's own name for a package (it has `__path__`),
/// its parent's otherwise; empty for the main program and exec'd code.
std::string current_package(const Frame& f) {
  if (!f.globals) return "";
  Value name = f.globals->get_str("__name__");
  if (!name || !is_type(name, type_str)) return "";
  std::string n = name.as<StrObject>()->value;
  if (n == "__main__") return "";
  if (f.globals->get_str("__path__")) return n;
  size_t dot = n.rfind('.');
  return dot == std::string::npos ? "" : n.substr(0, dot);
}

/// A def's or class's decorators, evaluated in order, each on its own line
/// (where CPython reports an error in it); then the def/class line again.
Values decorator_values(Machine& m, const std::vector<Expr*>& list, Frame& f, uint32_t def_line) {
  Values out;
  for (const Expr* x : list) {
    f.line = x->span.line;
    out.push_back(m.eval(x, f));
  }
  f.line = def_line;
  return out;
}

/// Applies the decorators innermost first, each call on its decorator's
/// line, then goes back to the def/class line for the name's store.
Value apply_decorators(const std::vector<Expr*>& list, const Values& decorators, Value v, Frame& f,
                       uint32_t def_line) {
  for (size_t i = decorators.size(); i-- > 0;) {
    f.line = list[i]->span.line;
    v = call(decorators[i], Values{v});
  }
  f.line = def_line;
  return v;
}

/// Runs `fn`, the read, write or deletion of an assignment's or del's
/// target: when it fails, CPython's carets are under the target, not the
/// whole statement.
/// The item `obj[key]` of an exact list at an int index in range, both
/// without shadows, read or written in place (get_item's and set_item's
/// list case); null for anything else.
Value* exact_list_slot(const Value& obj, const Value& key) {
  if (!key.is_int() || !is_type(obj, type_list) || (key.sym() | obj.sym())) return nullptr;
  Values& items = obj.as<ListObject>()->items;
  int64_t i = key.as_int();
  if (i < 0) i += static_cast<int64_t>(items.size());
  if (i < 0 || i >= static_cast<int64_t>(items.size())) return nullptr;
  return &items[i];
}

template <class Fn> auto at_target(const Expr* target, Frame& f, Fn fn) -> decltype(fn()) {
  try {
    return fn();
  } catch (PyException& x) {
    note_position(x.object(), f, target);
    throw;
  }
}

} // namespace

void exec_stmt(Machine& m, const Stmt* s, Frame& f);

/// exec_stmt() as exec_unit runs it: an expression statement's and an
/// assignment's value are evaluated softly (eval_soft), so that an exception
/// handled in the same frame unwinds nothing; false when it failed, the
/// exception in `m.pending`.
bool exec_stmt_soft(Machine& m, const Stmt* s, Frame& f) {
  switch (s->kind) {
  case StmtKind::Expr: {
    Value v = eval_soft(m, static_cast<const ExprStmt*>(s)->value, f);
    if (soft_failed(v)) return false;
    if (f.interactive && !is_none(v)) m.write_stdout(repr(v) + "\n"); // sys.displayhook
    return true;
  }
  case StmtKind::Assign: {
    auto* a = static_cast<const Assign*>(s);
    Value v = eval_operand_soft(m, a->value, f);
    if (soft_failed(v)) return false;
    if (a->targets.size() == 1) {
      m.assign(a->targets[0], std::move(v), f);
      return true;
    }
    for (const Expr* t : a->targets) m.assign(t, v, f);
    return true;
  }
  default: exec_stmt(m, s, f); return true;
  }
}

void exec_stmt(Machine& m, const Stmt* s, Frame& f) {
  switch (s->kind) {
  case StmtKind::Expr:
  case StmtKind::Assign:
    if (!exec_stmt_soft(m, s, f)) throw PyException{take_pending()};
    return;
  case StmtKind::AugAssign: {
    auto* a = static_cast<const AugAssign*>(s);
    switch (a->target->kind) {
    case ExprKind::Name: {
      Value cur = eval_operand(m, a->target, f);
      Value rhs = eval_operand(m, a->value, f);
      if (append_in_place(static_cast<const Name*>(a->target), cur, rhs, a->op, f)) return;
      Value r = arithmetic_fast_path(cur, rhs, a->op);
      m.assign(a->target, r ? std::move(r) : binary_op(cur, rhs, a->op, true), f);
      return;
    }
    case ExprKind::Attribute: {
      auto* t = static_cast<const Attribute*>(a->target);
      Value obj = eval_operand(m, t->value, f);
      Value cur = at_target(t, f, [&] { return load_attribute(t, obj); });
      Value rhs = eval_operand(m, a->value, f);
      Value r = arithmetic_fast_path(cur, rhs, a->op);
      store_attribute(t, obj, r ? std::move(r) : binary_op(cur, rhs, a->op, true));
      return;
    }
    case ExprKind::Subscript: {
      auto* t = static_cast<const Subscript*>(a->target);
      Value obj = eval_operand(m, t->value, f);
      Value key = eval_operand(m, t->slice, f);
      Value* item = exact_list_slot(obj, key);
      Value cur = item ? *item : at_target(t, f, [&] { return get_item(obj, key); });
      Value rhs = eval_operand(m, a->value, f);
      Value r = arithmetic_fast_path(cur, rhs, a->op);
      Value v = r ? std::move(r) : binary_op(cur, rhs, a->op, true);
      // Looked up again: the right-hand side may have changed the list.
      if (Value* slot = exact_list_slot(obj, key))
        *slot = std::move(v);
      else
        set_item(obj, key, std::move(v));
      return;
    }
    default: throw Unsupported{"augmented assignment target"};
    }
  }
  case StmtKind::AnnAssign: {
    auto* a = static_cast<const AnnAssign*>(s);
    if (a->value) {
      m.assign(a->target, m.eval(a->value, f), f);
    } else if (a->target->kind == ExprKind::Attribute) {
      // With no value, CPython still evaluates the target but for its last
      // step: `obj.attr: T` evaluates `obj`, `Out[2]: T` `Out` and `2`.
      m.eval(static_cast<const Attribute*>(a->target)->value, f);
    } else if (a->target->kind == ExprKind::Subscript) {
      m.eval(static_cast<const Subscript*>(a->target)->value, f);
      m.eval(static_cast<const Subscript*>(a->target)->slice, f);
    }
    // In a module or class body the annotation is evaluated, and a plain
    // name's is kept in `__annotations__` (dataclasses read it).
    if (f.ns && !(f.scope && f.scope->function_like())) {
      Value ann = m.eval(a->annotation, f);
      if (a->simple && a->target->kind == ExprKind::Name) {
        Value d = f.ns->get_str("__annotations__");
        if (!d) {
          d = make<DictObject>();
          f.ns->set_str("__annotations__", d);
        }
        set_item(d, py_str(static_cast<const Name*>(a->target)->id), ann);
      }
    }
    return;
  }
  case StmtKind::Delete:
    for (const Expr* t : static_cast<const Delete*>(s)->targets) {
      switch (t->kind) {
      case ExprKind::Name:
        at_target(t, f, [&] { m.delete_name(static_cast<const Name*>(t)->id, f, t); });
        break;
      case ExprKind::Attribute: {
        auto* a = static_cast<const Attribute*>(t);
        Value obj = m.eval(a->value, f);
        at_target(t, f, [&] { del_attr(obj, a->attr); });
        break;
      }
      case ExprKind::Subscript: {
        auto* x = static_cast<const Subscript*>(t);
        Value obj = m.eval(x->value, f);
        Value key = m.eval(x->slice, f);
        at_target(t, f, [&] { del_item(obj, key); });
        break;
      }
      case ExprKind::Tuple:
      case ExprKind::List: {
        const auto& elts = t->kind == ExprKind::Tuple ? static_cast<const Tuple*>(t)->elts
                                                      : static_cast<const List*>(t)->elts;
        for (const Expr* x : elts) {
          Delete one(*static_cast<const Delete*>(s));
          one.targets = {const_cast<Expr*>(x)};
          exec_stmt(m, &one, f);
        }
        break;
      }
      default: throw Unsupported{"del target"};
      }
    }
    return;
  case StmtKind::Import:
    for (const Alias* a : static_cast<const Import*>(s)->names) {
      std::string bound = a->asname.empty() ? a->name.substr(0, a->name.find('.')) : a->asname;
      bool asked;
      Value mod = m.import_or_ask(a->name, bound, &asked);
      if (asked) {
        m.store_name(bound, mod, f); // the oracle's stand-in for a module hyexec lacks
        continue;
      }
      if (!a->asname.empty()) {
        // `import a.b as c` binds the submodule, which import gave.
        m.store_name(a->asname, mod, f);
      } else {
        m.store_name(a->name.substr(0, a->name.find('.')),
                     m.import_module(a->name.substr(0, a->name.find('.'))), f);
      }
    }
    return;
  case StmtKind::ImportFrom: {
    auto* imp = static_cast<const ImportFrom*>(s);
    bool asked = false;
    Value mod;
    std::string module = imp->module; // absolute, once a relative import is resolved
    std::string package = imp->level > 0 ? current_package(f) : "";
    if (imp->level > 0 && !package.empty()) {
      // `from .x import y` in a module of a package on disk: relative to it.
      for (int up = 1; up < imp->level; ++up) {
        size_t dot = package.rfind('.');
        if (dot == std::string::npos)
          raise(exc_ImportError, "attempted relative import beyond top-level package");
        package.erase(dot);
      }
      module = imp->module.empty() ? package : package + "." + imp->module;
      mod = m.import_module(module);
    } else if (imp->level > 0) {
      // The snippet's package is not there: only the oracle can stand in for it.
      std::string name = std::string(imp->level, '.') + imp->module;
      mod = m.ask_oracle(oracle::Ask::Module, name, name, name);
      if (!mod) raise(exc_ImportError, "attempted relative import with no known parent package");
      asked = true;
    } else {
      mod = m.import_or_ask(imp->module, imp->module, &asked);
    }
    // A stand-in module (hyexec's small numpy) has names of its own; a Mock
    // leaves each to the oracle.
    bool has_names = !asked || is_type(mod, type_module);
    for (const Alias* a : imp->names) {
      if (a->name == "*") {
        if (has_names) import_star(m, mod, f);
        continue;
      }
      const std::string& bound = a->asname.empty() ? a->name : a->asname;
      Value v = has_names ? get_attr_opt(mod, a->name) : Value();
      // `from package import submodule` imports it, as CPython's import does.
      if (!v && !asked && get_attr_opt(mod, "__path__")) {
        try {
          v = m.import_module(module + "." + a->name);
        } catch (PyException& e) {
          if (!isinstance(e.exc, exc_ModuleNotFoundError)) throw;
        }
      }
      // A name the module lacks (or the whole module) comes from the oracle
      // when the program's own code asks; a library module's import of a name
      // another lacks is real (`try: from _functools import partial`).
      if (!v && (asked || f.file == m.module.filename))
        v = m.ask_oracle(oracle::Ask::Attribute, bound, bound, module + "." + a->name);
      // The program's own import of a name hyexec's module lacks but
      // CPython's has is hyexec's gap (pylib code may probe with try/except).
      if (!v && !asked && f.file == m.module.filename) unsupported_if_cpython_has(module, a->name);
      if (!v) {
        Value file = asked ? Value() : get_attr_opt(mod, "__file__");
        std::string where =
            file && is_type(file, type_str) ? file.as<StrObject>()->value : "unknown location";
        raise(exc_ImportError,
              "cannot import name '" + a->name + "' from '" + module + "' (" + where + ")");
      }
      m.store_name(bound, v, f);
    }
    return;
  }
  case StmtKind::FunctionDef:
  case StmtKind::AsyncFunctionDef: {
    auto* d = static_cast<const FunctionDef*>(s);
    Values decorators = decorator_values(m, d->decorator_list, f, d->span.line);
    Value fn = m.make_function(d, f);
    fn = apply_decorators(d->decorator_list, decorators, fn, f, d->span.line);
    m.store_name(cfg::mangle_in(f.scope, d->name), fn, f);
    return;
  }
  case StmtKind::ClassDef: {
    auto* d = static_cast<const ClassDef*>(s);
    Values decorators = decorator_values(m, d->decorator_list, f, d->span.line);
    Value cls = m.make_class(d, f);
    cls = apply_decorators(d->decorator_list, decorators, cls, f, d->span.line);
    m.store_name(cfg::mangle_in(f.scope, d->name), cls, f);
    return;
  }
  case StmtKind::Global:
  case StmtKind::Nonlocal:
  case StmtKind::Pass:
  case StmtKind::Break:
  case StmtKind::Continue: return;
  default: throw Unsupported{std::string("statement ") + name(s->kind)};
  }
}

} // namespace hyexec::interp
