// Two passes as in CPython's Python/symtable.c: collect what each scope
// binds, uses and declares; then resolve every name top-down, turning
// captured locals into cells and annotating the Name nodes.
//
// Names are interned to small ids (views of the AST's strings) and each
// scope's names are found through one hash index keyed by (scope, name), so
// the analysis copies no string and allocates no node per name; strings
// are made once, for the Scope results.
#include "cfg/scope.h"

#include "cfg/ast_walk.h"
#include "cfg/flat_index.h"
#include "cfg/mangle.h"

#include <algorithm>
#include <numeric>
#include <string_view>

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

/// One name of a scope.
struct Entry {
  uint32_t id;
  uint16_t flags = 0;
  NameScope ns = NameScope::Unresolved; ///< set by resolve()
  int slot = -1;                        ///< set by resolve()
};

struct Collected {
  Scope* scope = nullptr;
  /// First appearance, parameters first; resolve() appends the names only
  /// children use.
  std::vector<Entry> entries;
  std::vector<std::pair<const Name*, uint32_t>> name_nodes;  ///< with their entry
  std::vector<std::pair<uint32_t, const Node*>> declared_at; ///< global / nonlocal statements
  std::vector<uint32_t> iteration_vars;                      ///< comprehension targets
  std::vector<uint32_t> children; ///< Collected indexes, as scope->children
  bool uses_super = false;
};

class Collector {
public:
  explicit Collector(ScopeTable& t) : t_(t) {
    class_id_ = intern("__class__");
    super_id_ = intern("super");
    iterator_id_ = intern(".0");
  }

  Scope* new_scope(Scope::Kind kind, const Node* node, Scope* parent, std::string name) {
    auto s = std::make_unique<Scope>();
    s->kind = kind;
    s->node = node;
    s->parent = parent;
    s->name = std::move(name);
    Scope* raw = s.get();
    t_.scopes.push_back(std::move(s));
    if (node) t_.scope_of[node] = raw;
    uint32_t parent_index = parent ? index(parent) : 0;
    uint32_t i = add_info(raw);
    if (parent) {
      parent->children.push_back(raw);
      info_[parent_index].children.push_back(i);
    }
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

  /// Adds what `global` statements declare to the module (index 0).
  void declare_module_globals() {
    sort_by_name(&declared_global_);
    for (uint32_t id : declared_global_) entry(0, id).flags |= kGlobal;
  }

  /// Resolves scope `i` given the function-scope names visible from
  /// enclosing scopes (visible_); returns the names it and its children need
  /// from them, in name order.
  std::vector<uint32_t> resolve(uint32_t i);

  /// The collection index of `s`, made for it if new.
  uint32_t index(const Scope* s) {
    if (s == last_scope_) return last_index_;
    const uint32_t* at = index_.find(reinterpret_cast<uintptr_t>(s));
    uint32_t i = at ? *at : add_info(const_cast<Scope*>(s));
    last_scope_ = s;
    last_index_ = i;
    return i;
  }

  /// Ranks the names in string order, for what resolve() visits sorted; and
  /// makes every name invisible from outside (`enclosing` names aside).
  void prepare_resolve(std::initializer_list<std::string_view> enclosing) {
    std::vector<uint32_t> order(names_.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](uint32_t a, uint32_t b) { return names_.name(a) < names_.name(b); });
    rank_.assign(names_.size(), 0);
    for (uint32_t r = 0; r < order.size(); ++r) rank_[order[r]] = r;
    visible_.assign(names_.size(), 0);
    for (std::string_view n : enclosing) visible_[intern(n)] = 1;
  }

private:
  ScopeTable& t_;
  /// By collection index (a scope's index stays; references do not, as
  /// scopes are added).
  std::vector<Collected> info_;
  FlatIndex index_; ///< Scope address → collection index
  const Scope* last_scope_ = nullptr;
  uint32_t last_index_ = 0;
  /// Interned names: views of the AST's strings, or of owned_ for the
  /// mangled names made here.
  FlatInterner names_;
  std::vector<std::unique_ptr<std::string>> owned_;
  FlatIndex entry_of_; ///< (collection index, name id) → entry index
  uint32_t class_id_, super_id_, iterator_id_;
  std::vector<uint32_t> declared_global_;
  std::vector<uint32_t> rank_;                     ///< name id → position in string order
  std::vector<uint8_t> visible_;                   ///< name id → visible from enclosing functions
  std::vector<std::pair<uint32_t, uint8_t>> undo_; ///< visible_ changes to revert

  uint32_t add_info(Scope* s) {
    uint32_t i = static_cast<uint32_t>(info_.size());
    info_.emplace_back().scope = s;
    index_.try_emplace(reinterpret_cast<uintptr_t>(s), i);
    return i;
  }

  /// `name` must outlive the analysis (the AST's strings, literals).
  uint32_t intern(std::string_view name) { return names_.intern(name); }

  uint32_t intern_owned(std::string name) {
    if (int64_t id = names_.find(name); id >= 0) return static_cast<uint32_t>(id);
    return intern(*owned_.emplace_back(std::make_unique<std::string>(std::move(name))));
  }

  /// A def's or class's `name` as scope `s` binds it (mangled).
  uint32_t bound_name(const Scope* s, const std::string& name) {
    if (name.size() < 2 || name[0] != '_' || name[1] != '_') return intern(name);
    return intern_owned(mangle_in(s, name));
  }

  void sort_by_name(std::vector<uint32_t>* ids) const {
    std::sort(ids->begin(), ids->end(),
              [&](uint32_t a, uint32_t b) { return names_.name(a) < names_.name(b); });
    ids->erase(std::unique(ids->begin(), ids->end()), ids->end());
  }

  static uint64_t key(uint32_t scope, uint32_t id) { return uint64_t{scope} << 32 | id; }

  /// The entry of name `id` in scope `i`, made (no flags) if new.
  Entry& entry(uint32_t i, uint32_t id) {
    Collected& c = info_[i];
    auto [at, fresh] = entry_of_.try_emplace(key(i, id), static_cast<uint32_t>(c.entries.size()));
    if (fresh) c.entries.push_back({id});
    return c.entries[*at];
  }

  /// The index of name `id` in scope `i`'s entries, or -1.
  int64_t find_entry(uint32_t i, uint32_t id) const {
    const uint32_t* at = entry_of_.find(key(i, id));
    return at ? static_cast<int64_t>(*at) : -1;
  }

  uint32_t mark(Scope* s, uint32_t id, uint16_t flag, const Node* where) {
    uint32_t i = index(s);
    Entry& e = entry(i, id);
    uint16_t old = e.flags;
    e.flags |= flag;
    if (flag & (kGlobal | kNonlocal)) {
      Collected& c = info_[i];
      if (std::find_if(c.declared_at.begin(), c.declared_at.end(),
                       [&](const auto& d) { return d.first == id; }) == c.declared_at.end())
        c.declared_at.emplace_back(id, where);
      std::string name(names_.name(id));
      const char* what = flag == kGlobal ? "global" : "nonlocal";
      if (old & kParam) fail(where, "name '" + name + "' is parameter and " + what);
      if ((flag == kGlobal && (old & kNonlocal)) || (flag == kNonlocal && (old & kGlobal)))
        fail(where, "name '" + name + "' is nonlocal and global");
      if (old & kBound)
        fail(where, "name '" + name + "' is assigned to before " + what + " declaration");
      if (old & kUsed) fail(where, "name '" + name + "' is used prior to " + what + " declaration");
    }
    return i;
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
    std::vector<uint32_t> seen; // a few names: a search beats a set
    auto param = [&](const Arg* x) {
      if (!x) return;
      uint32_t id = intern(x->name);
      if (std::find(seen.begin(), seen.end(), id) != seen.end())
        fail(x, "duplicate argument '" + x->name + "' in function definition");
      seen.push_back(id);
      mark(s, id, kParam | kBound, x);
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
    mark(s, bound_name(s, f->name), kBound, f);
    Scope* inner = new_scope(Scope::Kind::Function, f, s, f->name);
    inner->is_async = f->is_async();
    function_inside(inner, f);
  }

  void comprehension(Scope* s, const Expr* e, const std::vector<Comprehension*>& gens,
                     std::initializer_list<const Expr*> elts) {
    // The outermost iterable is evaluated in the enclosing scope.
    expr(s, gens[0]->iter);
    Scope* inner = new_scope(Scope::Kind::Comprehension, e, s,
                             e->kind == ExprKind::GeneratorExp ? "<genexpr>"
                             : e->kind == ExprKind::ListComp   ? "<listcomp>"
                             : e->kind == ExprKind::SetComp    ? "<setcomp>"
                                                               : "<dictcomp>");
    inner->is_generator = e->kind == ExprKind::GeneratorExp;
    uint32_t i = mark(inner, iterator_id_, kParam | kBound, e); // the iterator, as CPython names it
    ++inner->num_params;
    for (size_t g = 0; g < gens.size(); ++g) {
      if (gens[g]->is_async) inner->is_async = true;
      if (g > 0) expr(inner, gens[g]->iter);
      target(inner, gens[g]->target);
      iteration_names(gens[g]->target, &info_[i].iteration_vars);
      for (const Expr* c : gens[g]->ifs) expr(inner, c);
    }
    for (const Expr* x : elts) expr(inner, x);
    // An asynchronous list, set or dict comprehension is awaited where it
    // is: a comprehension around it is asynchronous too.
    if (inner->is_async && e->kind != ExprKind::GeneratorExp &&
        s->kind == Scope::Kind::Comprehension)
      s->is_async = true;
  }

  /// The names a comprehension's `for` target binds.
  void iteration_names(const Expr* t, std::vector<uint32_t>* out) {
    if (t->kind == ExprKind::Name) {
      uint32_t id = intern(static_cast<const Name*>(t)->id);
      if (std::find(out->begin(), out->end(), id) == out->end()) out->push_back(id);
    } else if (t->kind == ExprKind::Starred) {
      iteration_names(static_cast<const Starred*>(t)->value, out);
    } else if (t->kind == ExprKind::Tuple) {
      for (const Expr* x : static_cast<const Tuple*>(t)->elts) iteration_names(x, out);
    } else if (t->kind == ExprKind::List) {
      for (const Expr* x : static_cast<const List*>(t)->elts) iteration_names(x, out);
    }
  }

  void expr(Scope* s, const Expr* e) {
    switch (e->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const Name*>(e);
      uint32_t id = intern(n->id);
      uint32_t i = mark(s, id, n->ctx == Ctx::Load ? kUsed : kBound, n);
      Collected& c = info_[i];
      c.name_nodes.emplace_back(n, static_cast<uint32_t>(find_entry(i, id)));
      if (n->ctx == Ctx::Load && id == super_id_ && s->kind == Scope::Kind::Function)
        c.uses_super = true;
      if (id == class_id_ && s->kind != Scope::Kind::Class) c.uses_super = true;
      return;
    }
    case ExprKind::NamedExpr: {
      auto* w = static_cast<const NamedExpr*>(e);
      expr(s, w->value);
      auto* n = static_cast<const Name*>(w->target);
      uint32_t id = intern(n->id);
      for (Scope* c = s; c && c->kind == Scope::Kind::Comprehension; c = c->parent) {
        const std::vector<uint32_t>& vars = info_[index(c)].iteration_vars;
        if (std::find(vars.begin(), vars.end(), id) != vars.end())
          fail(e, "assignment expression cannot rebind comprehension iteration variable '" + n->id +
                      "'");
      }
      Scope* owner = s->kind == Scope::Kind::Comprehension ? walrus_scope(s, e) : s;
      uint32_t i;
      if (owner != s) {
        // Bound in the enclosing function (free here) or module (global here).
        uint32_t o = mark(owner, id, kBound, n);
        bool global = owner->kind == Scope::Kind::Module || (entry(o, id).flags & kGlobal);
        i = index(s);
        entry(i, id).flags |= global ? kGlobal : kNonlocal;
      } else {
        i = mark(s, id, kBound, n);
      }
      info_[i].name_nodes.emplace_back(n, static_cast<uint32_t>(find_entry(i, id)));
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
      mark(s, intern(p->name), kBound, p);
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
      mark(s, bound_name(s, c->name), kBound, c);
      Scope* inner = new_scope(Scope::Kind::Class, c, s, c->name);
      body(inner, c->body);
      return;
    }
    case StmtKind::Import:
      for (const Alias* a : static_cast<const Import*>(x)->names) {
        std::string_view bound = a->asname.empty()
                                     ? std::string_view(a->name).substr(0, a->name.find('.'))
                                     : std::string_view(a->asname);
        mark(s, intern(bound), kBound, x);
      }
      return;
    case StmtKind::ImportFrom:
      for (const Alias* a : static_cast<const ImportFrom*>(x)->names) {
        if (a->name == "*") {
          if (s->kind != Scope::Kind::Module) fail(x, "import * only allowed at module level");
          s->has_star_import = true;
          continue;
        }
        mark(s, intern(a->asname.empty() ? a->name : a->asname), kBound, x);
      }
      return;
    case StmtKind::Global:
      for (const std::string& n : static_cast<const Global*>(x)->names) {
        uint32_t id = intern(n);
        mark(s, id, kGlobal, x);
        declared_global_.push_back(id);
      }
      return;
    case StmtKind::Nonlocal:
      for (const std::string& n : static_cast<const Nonlocal*>(x)->names)
        mark(s, intern(n), kNonlocal, x);
      return;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(x);
      body(s, t->body);
      for (const ExceptHandler* h : t->handlers) {
        if (h->type) expr(s, h->type);
        if (!h->name.empty()) mark(s, intern(h->name), kBound, h);
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
};

bool slotted(NameScope ns) {
  return ns == NameScope::Local || ns == NameScope::Cell || ns == NameScope::Free ||
         ns == NameScope::ClassFree;
}

std::vector<uint32_t> Collector::resolve(uint32_t i) {
  Collected& c = info_[i];
  Scope* s = c.scope;
  bool fn = s->function_like();
  if (c.uses_super && find_entry(i, class_id_) < 0) entry(i, class_id_).flags = kUsed;
  // The names of the scope's own code, in first-appearance order.
  const size_t own = c.entries.size();
  const Entry* unbound = nullptr; // the first in name order, as a sorted walk meets it
  for (Entry& e : c.entries) {
    uint16_t f = e.flags;
    if (f & kGlobal) {
      e.ns = NameScope::Global;
    } else if (f & kNonlocal) {
      if (!visible_[e.id] && (!unbound || rank_[e.id] < rank_[unbound->id])) unbound = &e;
      // Declared nonlocal, even in a class body: the enclosing variable only
      // (CPython's LOAD_DEREF, not the class namespace first).
      e.ns = NameScope::Free;
    } else if (f & (kBound | kParam)) { // bound here (neither global nor nonlocal)
      e.ns = fn ? NameScope::Local : NameScope::Name;
    } else if (visible_[e.id]) {
      e.ns = s->kind == Scope::Kind::Class ? NameScope::ClassFree : NameScope::Free;
    } else {
      e.ns = fn ? NameScope::Global : NameScope::Name;
    }
  }
  if (unbound) {
    const Node* at = s->node;
    for (const auto& [id, where] : c.declared_at)
      if (id == unbound->id) at = where;
    fail(at, "no binding for nonlocal '" + std::string(names_.name(unbound->id)) + "' found");
  }
  // What the children see: enclosing function names, plus this function's,
  // less the names declared global here (global in the children too).
  const size_t undo_from = undo_.size();
  auto set_visible = [&](uint32_t id, uint8_t v) {
    if (visible_[id] == v) return;
    undo_.emplace_back(id, visible_[id]);
    visible_[id] = v;
  };
  if (fn)
    for (const Entry& e : c.entries)
      if (e.ns == NameScope::Local || e.ns == NameScope::Free) set_visible(e.id, 1);
  for (const Entry& e : c.entries)
    if (e.flags & kGlobal) set_visible(e.id, 0);
  if (s->kind == Scope::Kind::Class) set_visible(class_id_, 1); // the implicit cell of methods
  std::vector<uint32_t> needed_by_children;
  for (uint32_t child : c.children) {
    std::vector<uint32_t> need = resolve(child);
    needed_by_children.insert(needed_by_children.end(), need.begin(), need.end());
  }
  while (undo_.size() > undo_from) {
    visible_[undo_.back().first] = undo_.back().second;
    undo_.pop_back();
  }
  auto by_rank = [&](uint32_t a, uint32_t b) { return rank_[a] < rank_[b]; };
  std::sort(needed_by_children.begin(), needed_by_children.end(), by_rank);
  needed_by_children.erase(std::unique(needed_by_children.begin(), needed_by_children.end()),
                           needed_by_children.end());
  std::vector<uint32_t> need_from_outside;
  std::vector<uint32_t> pass_through; // class scopes: cells handed on to methods
  for (uint32_t id : needed_by_children) {
    int64_t at = find_entry(i, id);
    NameScope ns = at < 0 ? NameScope::Unresolved : c.entries[at].ns;
    if (s->kind == Scope::Kind::Class) {
      if (id == class_id_) {
        entry(i, id).ns = NameScope::Cell; // the cell methods capture
        continue;
      }
      // A class-body name of its own stays a namespace lookup; the cell of
      // the enclosing function's variable still gets a slot for the methods.
      if (at < 0 || ns == NameScope::Global) entry(i, id).ns = NameScope::ClassFree;
      pass_through.push_back(id);
      need_from_outside.push_back(id);
      continue;
    }
    if (at < 0 || ns == NameScope::Global || ns == NameScope::Name) {
      entry(i, id).ns = NameScope::Free; // passes through from further out
      need_from_outside.push_back(id);
    } else if (ns == NameScope::Local) {
      c.entries[at].ns = NameScope::Cell;
    } else if (ns == NameScope::Free || ns == NameScope::ClassFree) {
      need_from_outside.push_back(id);
    }
  }
  for (const Entry& e : c.entries)
    if (e.ns == NameScope::Free || e.ns == NameScope::ClassFree) need_from_outside.push_back(e.id);
  std::sort(need_from_outside.begin(), need_from_outside.end(), by_rank);
  need_from_outside.erase(std::unique(need_from_outside.begin(), need_from_outside.end()),
                          need_from_outside.end());
  // Slots: parameters in order, then the other locals, cells and frees.
  std::vector<uint32_t> sorted(c.entries.size()); // entry indexes in name order
  std::iota(sorted.begin(), sorted.end(), 0);
  std::sort(sorted.begin(), sorted.end(), [&](uint32_t a, uint32_t b) {
    return rank_[c.entries[a].id] < rank_[c.entries[b].id];
  });
  auto give_slot = [&](Entry& e) {
    e.slot = static_cast<int>(s->slots.size());
    s->slots.emplace_back(names_.name(e.id));
  };
  size_t num_slots = 0;
  for (const Entry& e : c.entries) num_slots += slotted(e.ns);
  for (uint32_t id : pass_through) num_slots += !slotted(c.entries[find_entry(i, id)].ns);
  s->slots.reserve(num_slots);
  for (size_t k = 0; k < own; ++k)
    if (slotted(c.entries[k].ns) && c.entries[k].slot < 0) give_slot(c.entries[k]);
  for (uint32_t k : sorted)
    if (slotted(c.entries[k].ns) && c.entries[k].slot < 0) give_slot(c.entries[k]);
  for (uint32_t id : pass_through)
    if (Entry& e = c.entries[find_entry(i, id)]; e.slot < 0) give_slot(e);
  s->names.reserve(sorted.size());
  for (uint32_t k : sorted)
    s->names.append(std::string(names_.name(c.entries[k].id)), c.entries[k].ns, c.entries[k].slot);
  for (const auto& [n, k] : c.name_nodes) {
    n->scope = c.entries[k].ns;
    n->slot = c.entries[k].slot;
  }
  return need_from_outside;
}

} // namespace

std::string_view private_class_name(const Scope* s) {
  for (; s; s = s->parent)
    if (s->kind == Scope::Kind::Class) return s->name;
  return {};
}

NameTable::const_iterator NameTable::find(std::string_view name) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const value_type& e, std::string_view n) { return e.first < n; });
  return it != entries_.end() && it->first == name ? it : entries_.end();
}

int NameTable::slot(std::string_view name) const {
  auto it = find(name);
  return it == end() ? -1 : slots_[it - begin()];
}

void NameTable::append(std::string name, NameScope ns, int slot) {
  entries_.emplace_back(std::move(name), ns);
  slots_.push_back(slot);
}

void NameTable::clear() {
  entries_.clear();
  slots_.clear();
}

NameScope Scope::lookup(const std::string& name) const {
  auto it = names.find(name);
  if (it != names.end()) return it->second;
  return function_like() ? NameScope::Global : NameScope::Name;
}

int Scope::slot(const std::string& name) const {
  return names.slot(name);
}

bool analyze_function_again(ScopeTable& table, Scope& s, ScopeError* error) {
  const auto* f = dynamic_cast<const FunctionDef*>(s.node);
  if (!f) return true;
  s.names.clear();
  s.slots.clear();
  s.num_params = 0;
  s.is_generator = false;
  s.children.clear();
  try {
    Collector c(table);
    uint32_t i = c.index(&s);
    c.function_inside(&s, f);
    // What resolve() lets a module's or a class's children see.
    if (s.parent && s.parent->kind == Scope::Kind::Class)
      c.prepare_resolve({"__class__"});
    else
      c.prepare_resolve({});
    c.resolve(i);
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
    c.declare_module_globals();
    c.prepare_resolve({});
    c.resolve(0);
  } catch (const Failure& f) {
    *error = f.error;
    return nullptr;
  }
  return table;
}

} // namespace hyexec::cfg
