// Two passes as in CPython's Python/symtable.c: collect what each scope
// binds, uses and declares; then resolve every name top-down, turning
// captured locals into cells and annotating the Name nodes.
#include "cfg/scope.h"

#include "cfg/ast_walk.h"
#include "cfg/mangle.h"

#include <set>

namespace hyexec::cfg {

using namespace ast;

namespace {

struct Failure {
  ScopeError error;
};

[[noreturn]] void fail(const Node* where, std::string message) {
  throw Failure{{std::move(message), where ? where->span.line : 0}};
}

enum Flag : uint16_t {
  kBound = 1, // assigned, imported, defined, a loop or `as` target
  kParam = 2,
  kUsed = 4,
  kGlobal = 8,    // declared `global`
  kNonlocal = 16, // declared `nonlocal`
};

struct Collected {
  std::map<std::string, uint16_t> flags;
  std::vector<std::string> order; // first appearance, parameters first
  std::vector<const Name*> name_nodes;
  std::map<std::string, const Node*> declared_at; // global / nonlocal statements
};

class Collector {
public:
  explicit Collector(ScopeTable& t) : t_(t) {}

  std::map<Scope*, Collected> info;

  Scope* new_scope(Scope::Kind kind, const Node* node, Scope* parent, std::string name) {
    auto s = std::make_unique<Scope>();
    s->kind = kind;
    s->node = node;
    s->parent = parent;
    s->name = std::move(name);
    Scope* raw = s.get();
    t_.scopes.push_back(std::move(s));
    if (node) t_.scope_of[node] = raw;
    if (parent) parent->children.push_back(raw);
    info[raw];
    return raw;
  }

  void body(Scope* s, const Body& b) {
    for (const Stmt* x : b) stmt(s, x);
  }

  /// What a function's own scope binds and uses: its parameters and body.
  void function_inside(Scope* inner, const FunctionDef* f) {
    params(inner, f->args);
    body(inner, f->body);
  }

private:
  ScopeTable& t_;

  void mark(Scope* s, const std::string& name, uint16_t flag, const Node* where) {
    mark(info[s], name, flag, where);
  }

  // try_emplace: a name seen before (most are) costs no node and no copy.
  void mark(Collected& c, const std::string& name, uint16_t flag, const Node* where) {
    auto [it, fresh] = c.flags.try_emplace(name, 0);
    if (fresh) c.order.push_back(name);
    uint16_t old = it->second;
    if (flag & (kGlobal | kNonlocal)) {
      c.declared_at.emplace(name, where);
      const char* what = flag == kGlobal ? "global" : "nonlocal";
      if (old & kParam) fail(where, "name '" + name + "' is parameter and " + what);
      if ((flag == kGlobal && (old & kNonlocal)) || (flag == kNonlocal && (old & kGlobal)))
        fail(where, "name '" + name + "' is nonlocal and global");
      if (old & kBound)
        fail(where, "name '" + name + "' is assigned to before " + what + " declaration");
      if (old & kUsed) fail(where, "name '" + name + "' is used prior to " + what + " declaration");
    }
    it->second |= flag;
  }

  /// The scope a walrus inside comprehensions binds in.
  Scope* walrus_scope(Scope* s, const Node* where) {
    while (s->kind == Scope::Kind::Comprehension) s = s->parent;
    if (s->kind == Scope::Kind::Class)
      fail(where, "assignment expression within a comprehension cannot be used in a class body");
    return s;
  }

  void target(Scope* s, const Expr* e) { expr(s, e); }

  void arguments_defaults(Scope* s, const Arguments* a, bool annotations) {
    for (const Expr* d : a->defaults) expr(s, d);
    for (const Expr* d : a->kw_defaults)
      if (d) expr(s, d);
    if (!annotations) return;
    auto annot = [&](const Arg* x) {
      if (x && x->annotation) expr(s, x->annotation);
    };
    for (const Arg* x : a->posonlyargs) annot(x);
    for (const Arg* x : a->args) annot(x);
    annot(a->vararg);
    for (const Arg* x : a->kwonlyargs) annot(x);
    annot(a->kwarg);
  }

  void params(Scope* s, const Arguments* a) {
    std::set<std::string> seen;
    auto param = [&](const Arg* x) {
      if (!x) return;
      if (!seen.insert(x->name).second)
        fail(x, "duplicate argument '" + x->name + "' in function definition");
      mark(s, x->name, kParam | kBound, x);
      ++s->num_params;
    };
    for (const Arg* x : a->posonlyargs) param(x);
    for (const Arg* x : a->args) param(x);
    for (const Arg* x : a->kwonlyargs) param(x);
    param(a->vararg);
    param(a->kwarg);
  }

  void function(Scope* s, const FunctionDef* f) {
    for (const Expr* d : f->decorator_list) expr(s, d);
    arguments_defaults(s, f->args, true);
    if (f->returns) expr(s, f->returns);
    mark(s, mangle_in(s, f->name), kBound, f);
    Scope* inner = new_scope(Scope::Kind::Function, f, s, f->name);
    inner->is_async = f->is_async();
    function_inside(inner, f);
  }

  void comprehension(Scope* s, const Expr* e, const std::vector<Comprehension*>& gens,
                     const std::vector<const Expr*>& elts) {
    // The outermost iterable is evaluated in the enclosing scope.
    expr(s, gens[0]->iter);
    Scope* inner = new_scope(Scope::Kind::Comprehension, e, s,
                             e->kind == ExprKind::GeneratorExp ? "<genexpr>"
                             : e->kind == ExprKind::ListComp   ? "<listcomp>"
                             : e->kind == ExprKind::SetComp    ? "<setcomp>"
                                                               : "<dictcomp>");
    inner->is_generator = e->kind == ExprKind::GeneratorExp;
    mark(inner, ".0", kParam | kBound, e); // the iterator, as CPython names it
    ++inner->num_params;
    for (size_t i = 0; i < gens.size(); ++i) {
      if (gens[i]->is_async) inner->is_async = true;
      if (i > 0) expr(inner, gens[i]->iter);
      target(inner, gens[i]->target);
      iteration_names(gens[i]->target, &iteration_vars_[inner]);
      for (const Expr* c : gens[i]->ifs) expr(inner, c);
    }
    for (const Expr* x : elts) expr(inner, x);
    // An asynchronous list, set or dict comprehension is awaited where it
    // is: a comprehension around it is asynchronous too.
    if (inner->is_async && e->kind != ExprKind::GeneratorExp &&
        s->kind == Scope::Kind::Comprehension)
      s->is_async = true;
  }

  /// The names a comprehension's `for` target binds.
  static void iteration_names(const Expr* t, std::set<std::string>* out) {
    if (t->kind == ExprKind::Name)
      out->insert(static_cast<const Name*>(t)->id);
    else if (t->kind == ExprKind::Starred)
      iteration_names(static_cast<const Starred*>(t)->value, out);
    else if (t->kind == ExprKind::Tuple)
      for (const Expr* x : static_cast<const Tuple*>(t)->elts) iteration_names(x, out);
    else if (t->kind == ExprKind::List)
      for (const Expr* x : static_cast<const List*>(t)->elts) iteration_names(x, out);
  }

  void expr(Scope* s, const Expr* e) {
    switch (e->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const Name*>(e);
      Collected& c = info[s];
      mark(c, n->id, n->ctx == Ctx::Load ? kUsed : kBound, n);
      c.name_nodes.push_back(n);
      if (n->ctx == Ctx::Load && n->id == "super" && s->kind == Scope::Kind::Function)
        uses_super_.insert(s);
      if (n->id == "__class__" && s->kind != Scope::Kind::Class) uses_super_.insert(s);
      return;
    }
    case ExprKind::NamedExpr: {
      auto* w = static_cast<const NamedExpr*>(e);
      expr(s, w->value);
      auto* n = static_cast<const Name*>(w->target);
      for (Scope* c = s; c && c->kind == Scope::Kind::Comprehension; c = c->parent)
        if (iteration_vars_[c].count(n->id))
          fail(e, "assignment expression cannot rebind comprehension iteration variable '" + n->id +
                      "'");
      Scope* owner = s->kind == Scope::Kind::Comprehension ? walrus_scope(s, e) : s;
      if (owner != s) {
        // Bound in the enclosing function (free here) or module (global here).
        mark(owner, n->id, kBound, n);
        Collected& c = info[s];
        if (c.flags.try_emplace(n->id, 0).second) c.order.push_back(n->id);
        bool global = owner->kind == Scope::Kind::Module || (info[owner].flags[n->id] & kGlobal);
        c.flags[n->id] |= global ? kGlobal : kNonlocal;
      } else {
        mark(s, n->id, kBound, n);
      }
      info[s].name_nodes.push_back(n);
      return;
    }
    case ExprKind::Lambda: {
      auto* l = static_cast<const Lambda*>(e);
      arguments_defaults(s, l->args, false);
      Scope* inner = new_scope(Scope::Kind::Lambda, l, s, "<lambda>");
      params(inner, l->args);
      expr(inner, l->body);
      return;
    }
    case ExprKind::ListComp: {
      auto* c = static_cast<const ListComp*>(e);
      comprehension(s, e, c->generators, {c->elt});
      return;
    }
    case ExprKind::SetComp: {
      auto* c = static_cast<const SetComp*>(e);
      comprehension(s, e, c->generators, {c->elt});
      return;
    }
    case ExprKind::GeneratorExp: {
      auto* c = static_cast<const GeneratorExp*>(e);
      comprehension(s, e, c->generators, {c->elt});
      return;
    }
    case ExprKind::DictComp: {
      auto* c = static_cast<const DictComp*>(e);
      comprehension(s, e, c->generators, {c->key, c->value});
      return;
    }
    case ExprKind::Yield:
    case ExprKind::YieldFrom:
      if (s->kind == Scope::Kind::Comprehension)
        fail(e, std::string("'yield' inside ") + (s->name == "<genexpr>"    ? "generator expression"
                                                  : s->name == "<listcomp>" ? "list comprehension"
                                                  : s->name == "<setcomp>"  ? "set comprehension"
                                                                           : "dict comprehension"));
      s->is_generator = true;
      break;
    case ExprKind::Await:
      // A comprehension that awaits is asynchronous, as one with `async for` is.
      if (s->kind == Scope::Kind::Comprehension) s->is_async = true;
      break;
    default: break;
    }
    for_each_child(e, [&](const Expr* c) { expr(s, c); });
  }

  void pattern(Scope* s, const Pattern* p) {
    if (!p) return;
    if ((p->kind == PatternKind::MatchAs || p->kind == PatternKind::MatchStar ||
         p->kind == PatternKind::MatchMapping) &&
        !p->name.empty())
      mark(s, p->name, kBound, p);
    if (p->kind == PatternKind::MatchValue && p->value) expr(s, p->value);
    for (const Expr* k : p->keys) expr(s, k);
    if (p->cls) expr(s, p->cls);
    for (const Pattern* x : p->patterns) pattern(s, x);
    for (const Pattern* x : p->kwd_patterns) pattern(s, x);
    pattern(s, p->pattern);
  }

  void stmt(Scope* s, const Stmt* x) {
    switch (x->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: function(s, static_cast<const FunctionDef*>(x)); return;
    case StmtKind::ClassDef: {
      auto* c = static_cast<const ClassDef*>(x);
      for (const Expr* d : c->decorator_list) expr(s, d);
      for (const Expr* b : c->bases) expr(s, b);
      for (const Keyword* k : c->keywords) expr(s, k->value);
      mark(s, mangle_in(s, c->name), kBound, c);
      Scope* inner = new_scope(Scope::Kind::Class, c, s, c->name);
      body(inner, c->body);
      return;
    }
    case StmtKind::Import:
      for (const Alias* a : static_cast<const Import*>(x)->names)
        mark(s, a->asname.empty() ? a->name.substr(0, a->name.find('.')) : a->asname, kBound, x);
      return;
    case StmtKind::ImportFrom:
      for (const Alias* a : static_cast<const ImportFrom*>(x)->names) {
        if (a->name == "*") {
          if (s->kind != Scope::Kind::Module) fail(x, "import * only allowed at module level");
          s->has_star_import = true;
          continue;
        }
        mark(s, a->asname.empty() ? a->name : a->asname, kBound, x);
      }
      return;
    case StmtKind::Global:
      for (const std::string& n : static_cast<const Global*>(x)->names) {
        mark(s, n, kGlobal, x);
        declared_global_.insert(n);
      }
      return;
    case StmtKind::Nonlocal:
      for (const std::string& n : static_cast<const Nonlocal*>(x)->names) mark(s, n, kNonlocal, x);
      return;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(x);
      body(s, t->body);
      for (const ExceptHandler* h : t->handlers) {
        if (h->type) expr(s, h->type);
        if (!h->name.empty()) mark(s, h->name, kBound, h);
        body(s, h->body);
      }
      body(s, t->orelse);
      body(s, t->finalbody);
      return;
    }
    case StmtKind::Match: {
      auto* m = static_cast<const Match*>(x);
      expr(s, m->subject);
      for (const MatchCase* c : m->cases) {
        pattern(s, c->pattern);
        if (c->guard) expr(s, c->guard);
        body(s, c->body);
      }
      return;
    }
    default: break;
    }
    for_each_expr(x, [&](const Expr* e) { expr(s, e); });
    switch (x->kind) {
    case StmtKind::For:
    case StmtKind::AsyncFor:
      body(s, static_cast<const For*>(x)->body);
      body(s, static_cast<const For*>(x)->orelse);
      break;
    case StmtKind::While:
      body(s, static_cast<const While*>(x)->body);
      body(s, static_cast<const While*>(x)->orelse);
      break;
    case StmtKind::If:
      body(s, static_cast<const If*>(x)->body);
      body(s, static_cast<const If*>(x)->orelse);
      break;
    case StmtKind::With:
    case StmtKind::AsyncWith: body(s, static_cast<const With*>(x)->body); break;
    default: break;
    }
  }

public:
  std::set<Scope*> uses_super_;
  /// Names some `global` statement declares: the module's own code reads
  /// and writes them as globals too (CPython's symtable marks the module's
  /// symbol DEF_GLOBAL), which shows when exec() gives it separate locals.
  std::set<std::string> declared_global_;
  std::map<const Scope*, std::set<std::string>> iteration_vars_; ///< comprehension targets
};

/// Resolves the names of `s` given the function-scope names visible from
/// enclosing scopes; returns the names `s` (and its children) need from them.
std::set<std::string> resolve(Scope* s, Collected& c, const std::set<std::string>& enclosing,
                              std::map<Scope*, Collected>& info,
                              const std::set<Scope*>& uses_super) {
  bool fn = s->function_like();
  if (uses_super.count(s) && !c.flags.count("__class__")) {
    c.flags["__class__"] = kUsed;
    c.order.push_back("__class__");
  }
  for (const auto& [name, f] : c.flags) {
    NameScope ns;
    if (f & kGlobal) {
      ns = NameScope::Global;
    } else if (f & kNonlocal) {
      if (!enclosing.count(name)) {
        auto at = c.declared_at.find(name);
        fail(at == c.declared_at.end() ? s->node : at->second,
             "no binding for nonlocal '" + name + "' found");
      }
      // Declared nonlocal, even in a class body: the enclosing variable only
      // (CPython's LOAD_DEREF, not the class namespace first).
      ns = NameScope::Free;
    } else if (f & (kBound | kParam)) { // bound here (neither global nor nonlocal)
      ns = fn ? NameScope::Local : NameScope::Name;
    } else if (enclosing.count(name)) {
      ns = s->kind == Scope::Kind::Class ? NameScope::ClassFree : NameScope::Free;
    } else {
      ns = fn ? NameScope::Global : NameScope::Name;
    }
    s->names[name] = ns;
  }
  // What the children see: enclosing function names, plus this function's,
  // less the names declared global here (global in the children too).
  std::set<std::string> visible = enclosing;
  if (fn)
    for (const auto& [name, ns] : s->names)
      if (ns == NameScope::Local || ns == NameScope::Free) visible.insert(name);
  for (const auto& [name, f] : c.flags)
    if (f & kGlobal) visible.erase(name);
  if (s->kind == Scope::Kind::Class) visible.insert("__class__"); // the implicit cell of methods
  std::set<std::string> needed_by_children;
  for (Scope* child : s->children) {
    std::set<std::string> need = resolve(child, info[child], visible, info, uses_super);
    needed_by_children.insert(need.begin(), need.end());
  }
  std::set<std::string> need_from_outside;
  std::vector<std::string> pass_through; // class scopes: cells handed on to methods
  for (const std::string& name : needed_by_children) {
    auto it = s->names.find(name);
    if (s->kind == Scope::Kind::Class) {
      if (name == "__class__") {
        s->names["__class__"] = NameScope::Cell; // the cell methods capture
        continue;
      }
      // A class-body name of its own stays a namespace lookup; the cell of
      // the enclosing function's variable still gets a slot for the methods.
      if (it == s->names.end() || it->second == NameScope::Global)
        s->names[name] = NameScope::ClassFree;
      pass_through.push_back(name);
      need_from_outside.insert(name);
      continue;
    }
    if (it == s->names.end() || it->second == NameScope::Global || it->second == NameScope::Name) {
      s->names[name] = NameScope::Free; // passes through from further out
      need_from_outside.insert(name);
    } else if (it->second == NameScope::Local) {
      it->second = NameScope::Cell;
    } else if (it->second == NameScope::Free || it->second == NameScope::ClassFree) {
      need_from_outside.insert(name);
    }
  }
  for (const auto& [name, ns] : s->names)
    if (ns == NameScope::Free || ns == NameScope::ClassFree) need_from_outside.insert(name);
  // Slots: parameters in order, then the other locals, cells and frees.
  for (const std::string& name : c.order) {
    NameScope ns = s->names[name];
    bool slotted = ns == NameScope::Local || ns == NameScope::Cell || ns == NameScope::Free ||
                   ns == NameScope::ClassFree;
    if (slotted && !s->slot_of.count(name)) {
      s->slot_of[name] = static_cast<int>(s->slots.size());
      s->slots.push_back(name);
    }
  }
  for (const auto& [name, ns] : s->names) {
    bool slotted = ns == NameScope::Local || ns == NameScope::Cell || ns == NameScope::Free ||
                   ns == NameScope::ClassFree;
    if (slotted && !s->slot_of.count(name)) {
      s->slot_of[name] = static_cast<int>(s->slots.size());
      s->slots.push_back(name);
    }
  }
  for (const std::string& name : pass_through) {
    if (s->slot_of.count(name)) continue;
    s->slot_of[name] = static_cast<int>(s->slots.size());
    s->slots.push_back(name);
  }
  for (const Name* n : c.name_nodes) {
    n->scope = s->names[n->id];
    auto it = s->slot_of.find(n->id);
    n->slot = it == s->slot_of.end() ? -1 : it->second;
  }
  return need_from_outside;
}

} // namespace

std::string_view private_class_name(const Scope* s) {
  for (; s; s = s->parent)
    if (s->kind == Scope::Kind::Class) return s->name;
  return {};
}

NameScope Scope::lookup(const std::string& name) const {
  auto it = names.find(name);
  if (it != names.end()) return it->second;
  return function_like() ? NameScope::Global : NameScope::Name;
}

int Scope::slot(const std::string& name) const {
  auto it = slot_of.find(name);
  return it == slot_of.end() ? -1 : it->second;
}

bool analyze_function_again(ScopeTable& table, Scope& s, ScopeError* error) {
  const auto* f = dynamic_cast<const FunctionDef*>(s.node);
  if (!f) return true;
  s.names.clear();
  s.slots.clear();
  s.slot_of.clear();
  s.num_params = 0;
  s.is_generator = false;
  s.children.clear();
  try {
    Collector c(table);
    c.function_inside(&s, f);
    // What resolve() lets a module's or a class's children see.
    std::set<std::string> enclosing;
    if (s.parent && s.parent->kind == Scope::Kind::Class) enclosing.insert("__class__");
    resolve(&s, c.info[&s], enclosing, c.info, c.uses_super_);
  } catch (const Failure& fail) {
    *error = fail.error;
    return false;
  }
  return true;
}

std::unique_ptr<ScopeTable> analyze_scopes(const Module& m, ScopeError* error) {
  auto table = std::make_unique<ScopeTable>();
  try {
    Collector c(*table);
    Scope* module = c.new_scope(Scope::Kind::Module, nullptr, nullptr, "<module>");
    c.body(module, m.body);
    for (const std::string& n : c.declared_global_) {
      Collected& top = c.info[module];
      if (top.flags.try_emplace(n, 0).second) top.order.push_back(n);
      top.flags[n] |= kGlobal;
    }
    resolve(module, c.info[module], {}, c.info, c.uses_super_);
  } catch (const Failure& f) {
    *error = f.error;
    return nullptr;
  }
  return table;
}

} // namespace hyexec::cfg
