#include "oracle/usage.h"

#include "cfg/ast_walk.h"
#include "cfg/bracket_scan.h"
#include "oracle/known_names.h"

#include <algorithm>
#include <functional>

namespace hyexec::oracle {

using namespace ast;

namespace {

/// `'text'` for a string literal Python's repr writes with single quotes
/// and no escapes; empty otherwise.
std::string simple_str_repr(const Expr* e) {
  auto* c = as<Constant>(e);
  if (!c || c->type != Constant::Type::Str) return "";
  for (unsigned char ch : c->s)
    if (ch < 0x20 || ch == '\'' || ch == '\\' || ch >= 0x7f) return "";
  return "'" + c->s + "'";
}

bool is_constant(const Expr* e, std::initializer_list<Constant::Type> types) {
  if (auto* u = as<UnaryOp>(e); u && (u->op == UnaryOpKind::USub || u->op == UnaryOpKind::UAdd))
    e = u->operand;
  auto* c = as<Constant>(e);
  if (!c) return false;
  for (auto t : types)
    if (c->type == t) return true;
  return false;
}

const std::set<std::string> kStrOnlyMethods = {
    "replace", "startswith", "endswith", "split",     "rsplit",     "strip",        "lstrip",
    "rstrip",  "find",       "rfind",    "partition", "rpartition", "removeprefix", "removesuffix"};

/// numpy's functions whose first argument is a shape, a size, a bound or,
/// as snippets use them, a scalar (`np.sqrt(n)`).
const std::set<std::string> kNumpyMakers = {
    "zeros",  "ones",      "empty",    "full",  "arange", "linspace", "eye",  "identity", "int",
    "float",  "int64",     "float64",  "int32", "dtype",  "seed",     "rand", "randn",    "randint",
    "random", "geomspace", "logspace", "power", "sqrt",   "exp",      "log",  "abs"};

/// `len(x)`'s argument, or null.
const Expr* len_argument(const Expr* e) {
  auto* c = as<Call>(e);
  if (!c || c->args.size() != 1 || !as<Name>(c->func) || as<Name>(c->func)->id != "len")
    return nullptr;
  return c->args[0];
}

bool is_int(const Expr* e) {
  return is_constant(e, {Constant::Type::Int, Constant::Type::BigInt});
}
bool is_float(const Expr* e) {
  return is_constant(e, {Constant::Type::Float});
}
bool is_str(const Expr* e) {
  return is_constant(e, {Constant::Type::Str}) || as<JoinedStr>(e);
}

} // namespace

/// Walks the module twice: first the local names bound from paths
/// (aliases), then every use, recorded under the path it reaches.
class UsageCollector {
public:
  /// `positional`: the targets of an unpacking are bound to their
  /// positions (`k, v = x[]`: `x[][#0]`, `x[][#1]`) rather than to one
  /// path for every item.
  UsageCollector(UsageMap& map, bool positional) : map_(map), positional_(positional) {}

  void run(const Body& body) {
    collecting_aliases_ = true;
    stmts(body);
    collecting_aliases_ = false;
    stmts(body);
    for (const std::string& n : loaded_)
      if (!bound_.count(n) && !is_builtin_name(n)) map_.undefined_.push_back(n);
    for (const char* n : {"list", "dict", "set", "str", "tuple", "bytes", "frozenset"}) {
      const Usage* u = map_.find(n);
      if (!u || bound_.count(n) || std::find(loaded_.begin(), loaded_.end(), n) == loaded_.end() ||
          u->called || u->base_class || u->decorator)
        continue;
      // Passed to what takes a type (`defaultdict(list)`, `isinstance`,
      // `default_factory=list`) it is the builtin; to what takes data, data.
      static const std::set<std::string> kData = {"len",       "sorted", "sum",   "max",      "min",
                                                  "enumerate", "zip",    "iter",  "reversed", "any",
                                                  "all",       "list",   "tuple", "set"};
      if (!std::all_of(u->roles.begin(), u->roles.end(),
                       [](const std::string& r) { return kData.count(r) > 0; }))
        continue;
      if (u->bare_calls || u->iterated || u->sized || !u->str_keys.empty() || u->attr_stored ||
          u->mapping || u->unpack > 0)
        map_.shadowed_.insert(n);
    }
  }

private:
  std::string path_of(const Expr* e) const {
    switch (e->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const Name*>(e);
      auto it = aliases_.find(n->id);
      return it == aliases_.end() ? n->id : it->second;
    }
    case ExprKind::Attribute: {
      auto* a = static_cast<const Attribute*>(e);
      std::string p = path_of(a->value);
      return p.empty() ? p : p + "." + a->attr;
    }
    case ExprKind::Call: {
      // `list(x)`, `sorted(x)`, `tuple(x)`, `reversed(x)` hold the items of
      // x: `rules = list(app.iter_rules())` then `rule.host` for each rule
      // says what the items of iter_rules() are.
      auto* c = static_cast<const Call*>(e);
      static const std::set<std::string> same_items = {"list", "sorted", "tuple", "reversed"};
      if (auto* f = as<Name>(c->func); f && c->args.size() == 1 && c->keywords.empty() &&
                                       same_items.count(f->id) && !bound_.count(f->id))
        return path_of(c->args[0]);
      std::string p = path_of(c->func);
      return p.empty() ? p : p + "()";
    }
    case ExprKind::Subscript: {
      auto* s = static_cast<const Subscript*>(e);
      std::string p = path_of(s->value);
      return p.empty() ? p : p + "[" + simple_str_repr(s->slice) + "]";
    }
    default: return "";
    }
  }

  Usage* use(const Expr* e) {
    if (collecting_aliases_ || !e) return nullptr;
    std::string p = path_of(e);
    return p.empty() ? nullptr : &map_.uses_[p];
  }

  /// Binds `name` to `path`. The first pass keeps the first binding (a use
  /// may come before its binding in the text, in a loop); the second rebinds
  /// in text order, so a name reused for another value follows it.
  void alias(const std::string& name, const std::string& path) {
    if (path.empty() || path == name) return;
    if (collecting_aliases_)
      aliases_.emplace(name, path);
    else
      aliases_[name] = path;
  }

  /// Binds the targets of `for target in iter` (and comprehensions).
  void bind_loop(const Expr* target, const Expr* iter) {
    if (auto* call = as<Call>(iter); call && as<Name>(call->func)) {
      const std::string& fn = as<Name>(call->func)->id;
      auto* tuple = as<Tuple>(target);
      if (fn == "enumerate" && !call->args.empty() && tuple && tuple->elts.size() == 2) {
        bind_element(tuple->elts[1], call->args[0]);
        return;
      }
      if (fn == "zip" && tuple && tuple->elts.size() == call->args.size()) {
        for (size_t i = 0; i < call->args.size(); ++i) bind_element(tuple->elts[i], call->args[i]);
        return;
      }
      if ((fn == "sorted" || fn == "reversed" || fn == "list" || fn == "set" || fn == "tuple") &&
          call->args.size() == 1) {
        bind_element(target, call->args[0]);
        return;
      }
    }
    bind_element(target, iter);
  }

  void bind_element(const Expr* target, const Expr* iter) {
    std::string p = path_of(iter);
    if (p.empty()) return;
    if (Usage* u = use(iter)) u->iterated = true;
    bind(target, p + "[]");
  }

  /// `target = <value at path>`.
  void bind(const Expr* target, const std::string& path) {
    if (auto* n = as<Name>(target)) {
      alias(n->id, path);
    } else if (auto* t = as<Tuple>(target); t || as<List>(target)) {
      const auto& elts = t ? t->elts : as<List>(target)->elts;
      if (!collecting_aliases_) map_.uses_[path].unpack = static_cast<int>(elts.size());
      for (size_t i = 0; i < elts.size(); ++i)
        bind(elts[i], path + (positional_ ? "[#" + std::to_string(i) + "]" : "[]"));
    }
  }

  void stmts(const Body& body) {
    for (const Stmt* s : body) stmt(s);
  }

  void bind_parameters(const Arguments* a) {
    if (collecting_aliases_) return;
    for_each_parameter(*a, [&](const Arg* x) { bound_.insert(x->name); });
  }

  /// The names a statement binds without an expression of its own.
  void note_bindings(const Stmt* s) {
    if (collecting_aliases_) return;
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef:
      bound_.insert(static_cast<const FunctionDef*>(s)->name);
      bind_parameters(static_cast<const FunctionDef*>(s)->args);
      break;
    case StmtKind::ClassDef: bound_.insert(static_cast<const ClassDef*>(s)->name); break;
    case StmtKind::Import:
      for (const Alias* a : static_cast<const Import*>(s)->names) {
        std::string name = a->asname.empty() ? a->name.substr(0, a->name.find('.')) : a->asname;
        bound_.insert(name);
        modules_.insert(name);
      }
      break;
    case StmtKind::ImportFrom:
      for (const Alias* a : static_cast<const ImportFrom*>(s)->names)
        bound_.insert(a->asname.empty() ? a->name : a->asname);
      break;
    case StmtKind::Global:
      for (const std::string& n : static_cast<const Global*>(s)->names) bound_.insert(n);
      break;
    case StmtKind::Try:
    case StmtKind::TryStar:
      for (const ExceptHandler* h : static_cast<const Try*>(s)->handlers)
        if (!h->name.empty()) bound_.insert(h->name);
      break;
    default: break;
    }
  }

  void stmt(const Stmt* s) {
    note_bindings(s);
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* d = static_cast<const FunctionDef*>(s);
      for (const Expr* x : d->decorator_list) decorator(x);
      for_each_expr(s, [&](const Expr* x) { expr(x); });
      stmts(d->body);
      return;
    }
    case StmtKind::ClassDef: {
      auto* d = static_cast<const ClassDef*>(s);
      for (const Expr* x : d->decorator_list) decorator(x);
      for (const Expr* b : d->bases)
        if (Usage* u = use(b)) u->base_class = true;
      for_each_expr(s, [&](const Expr* x) { expr(x); });
      stmts(d->body);
      return;
    }
    case StmtKind::Assign: {
      auto* a = static_cast<const Assign*>(s);
      std::string p = path_of(a->value);
      expr(a->value); // before the targets are rebound: `x = x.strip()`
      for (const Expr* t : a->targets) {
        if (!p.empty())
          bind(t, p);
        else if (auto* n = as<Name>(t); n && !collecting_aliases_)
          aliases_.erase(n->id); // now a value of the snippet's own
        expr(t);
      }
      return;
    }
    case StmtKind::AugAssign: {
      auto* a = static_cast<const AugAssign*>(s);
      operands(a->target, a->op, a->value);
      expr(a->target);
      expr(a->value);
      return;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto* f = static_cast<const For*>(s);
      bind_loop(f->target, f->iter);
      if (Usage* u = use(f->iter)) u->iterated = true;
      expr(f->iter);
      expr(f->target);
      stmts(f->body);
      stmts(f->orelse);
      return;
    }
    case StmtKind::While:
      truth(static_cast<const While*>(s)->test);
      expr(static_cast<const While*>(s)->test);
      stmts(static_cast<const While*>(s)->body);
      stmts(static_cast<const While*>(s)->orelse);
      return;
    case StmtKind::If:
      truth(static_cast<const If*>(s)->test);
      expr(static_cast<const If*>(s)->test);
      stmts(static_cast<const If*>(s)->body);
      stmts(static_cast<const If*>(s)->orelse);
      return;
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto* w = static_cast<const With*>(s);
      for (const WithItem* item : w->items) {
        if (Usage* u = use(item->context_expr)) u->context = true;
        // A stand-in's __enter__ returns itself.
        if (item->optional_vars) bind(item->optional_vars, path_of(item->context_expr));
        expr(item->context_expr);
        expr(item->optional_vars);
      }
      stmts(w->body);
      return;
    }
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(s);
      // What the handlers catch: a call in the body may raise it.
      std::vector<std::string> caught;
      for (const ExceptHandler* h : t->handlers) {
        const Expr* type = h->type;
        if (auto* tuple = as<Tuple>(type)) type = tuple->elts.empty() ? nullptr : tuple->elts[0];
        std::string p = type ? path_of(type) : "Exception";
        if (!p.empty() && p != "BaseException")
          caught.push_back(p == "Exception" ? "Exception('oracle')" : p);
      }
      handlers_.push_back(caught);
      bool catches_name_error = false;
      for (const ExceptHandler* h : t->handlers) {
        std::vector<const Expr*> types{h->type};
        if (auto* tuple = as<Tuple>(h->type)) types.assign(tuple->elts.begin(), tuple->elts.end());
        for (const Expr* type : types) {
          std::string p = type ? path_of(type) : "BaseException";
          catches_name_error |= p == "NameError" || p == "Exception" || p == "BaseException";
        }
      }
      name_guards_ += catches_name_error;
      stmts(t->body);
      name_guards_ -= catches_name_error;
      handlers_.pop_back();
      for (const ExceptHandler* h : t->handlers) {
        if (h->type) {
          if (auto* tuple = as<Tuple>(h->type)) {
            for (const Expr* e : tuple->elts) exception(e);
          } else {
            exception(h->type);
          }
          expr(h->type);
        }
        stmts(h->body);
      }
      stmts(t->orelse);
      stmts(t->finalbody);
      return;
    }
    case StmtKind::Raise: {
      auto* r = static_cast<const Raise*>(s);
      if (r->exc) exception(as<Call>(r->exc) ? as<Call>(r->exc)->func : r->exc);
      for_each_expr(s, [&](const Expr* x) { expr(x); });
      return;
    }
    case StmtKind::Assert:
      truth(static_cast<const Assert*>(s)->test);
      for_each_expr(s, [&](const Expr* x) { expr(x); });
      return;
    case StmtKind::Match: {
      auto* m = static_cast<const Match*>(s);
      expr(m->subject);
      for (const MatchCase* c : m->cases) {
        if (c->guard) expr(c->guard);
        stmts(c->body);
      }
      return;
    }
    case StmtKind::Import:
    case StmtKind::ImportFrom: map_.has_imports_ = true; return;
    default: for_each_expr(s, [&](const Expr* x) { expr(x); }); return;
    }
  }

  void decorator(const Expr* x) {
    if (Usage* u = use(x)) u->decorator = true;
  }
  void exception(const Expr* x) {
    if (Usage* u = use(x)) u->exception = true;
  }
  void truth(const Expr* x) {
    if (auto* u = as<UnaryOp>(x); u && u->op == UnaryOpKind::Not) x = u->operand;
    if (auto* b = as<BoolOp>(x)) {
      for (const Expr* v : b->values) truth(v);
      return;
    }
    if (Usage* u = use(x)) u->truth = true;
  }

  /// What `a OP b` says of each side.
  void operands(const Expr* a, BinOpKind op, const Expr* b) {
    side(a, op, b);
    side(b, op, a);
  }
  void side(const Expr* x, BinOpKind op, const Expr* other) {
    Usage* u = use(x);
    if (!u) return;
    if (op == BinOpKind::MatMult) {
      u->matrix = true;
    } else if (is_float(other)) {
      u->numeric = u->real = true;
    } else if (is_int(other)) {
      if (op == BinOpKind::Mult && is_str(x)) return;
      u->numeric = true;
    } else if (is_str(other)) {
      if (op == BinOpKind::Add) u->text = true;
    } else if (op == BinOpKind::BitOr || op == BinOpKind::BitAnd || op == BinOpKind::BitXor) {
      u->set_like = true;
    } else if (op == BinOpKind::Sub || op == BinOpKind::Div || op == BinOpKind::FloorDiv ||
               op == BinOpKind::Pow) {
      u->numeric = true;
    }
  }

  /// Whether `e` names a module (`np`, `os.path`): its `split` is a
  /// function of its own, not str's method.
  bool is_module(const Expr* e) const {
    while (auto* a = as<Attribute>(e)) e = a->value;
    auto* n = as<Name>(e);
    return n && (modules_.count(n->id) || is_third_party_module(n->id));
  }

  bool numpy_alias(const Expr* e) const {
    auto* n = as<Name>(e);
    return n && (n->id == "np" || n->id == "numpy");
  }

  void call(const Call* c) {
    if (Usage* u = use(c->func)) {
      u->called = true;
      if (!handlers_.empty() && !collecting_aliases_) {
        Usage& result = map_.uses_[path_of(c)];
        for (const std::string& h : handlers_.back())
          if (std::find(result.handled.begin(), result.handled.end(), h) == result.handled.end())
            result.handled.push_back(h);
      }
    }
    if (auto* a = as<Attribute>(c->func))
      if (Usage* receiver = use(a->value)) {
        receiver->methods.insert(a->attr);
        receiver->bare_calls |= c->args.empty();
      }
    for (const Keyword* k : c->keywords)
      if (Usage* u = use(k->value); u && k->arg.empty()) {
        u->mapping = true; // f(**x)
      } else if (u) {
        u->roles.insert(k->arg);
        if (k->arg == "key") u->called = true; // sorted(xs, key=f), max(.., key=f)
      }
    // Arguments of the methods only str has are strs (`s.replace(a, b)`).
    if (auto* a = as<Attribute>(c->func);
        a && kStrOnlyMethods.count(a->attr) && !is_module(a->value))
      for (const Expr* arg : c->args)
        if (Usage* u = use(arg)) u->text = true;
    // numpy's functions take arrays first (`np.split(x, 3)`), but for those
    // that make one from a shape or a range.
    if (auto* a = as<Attribute>(c->func);
        a && !c->args.empty() && numpy_alias(a->value) && !kNumpyMakers.count(a->attr))
      if (Usage* u = use(c->args[0])) u->iterated = true;
    // A range's bounds, step and count are numbers (`np.arange(start, stop + step, step)`).
    if (auto* a = as<Attribute>(c->func); a && numpy_alias(a->value) &&
                                          (a->attr == "arange" || a->attr == "linspace" ||
                                           a->attr == "geomspace" || a->attr == "logspace"))
      for (const Expr* arg : c->args)
        if (Usage* u = use(arg)) u->numeric = true;
    if (!c->args.empty() && path_of(c->func) == "json.load" && !collecting_aliases_)
      map_.json_load_ = path_of(c);
    if (!c->args.empty() && path_of(c->func) == "json.loads")
      if (Usage* u = use(c->args[0])) u->json_of = path_of(c);
    auto* fname = as<Name>(c->func);
    if (!fname || aliases_.count(fname->id) || c->args.empty()) {
      // `'sep'.join(parts)`: parts are strings.
      if (auto* a = as<Attribute>(c->func);
          a && a->attr == "join" && is_str(a->value) && c->args.size() == 1)
        if (Usage* u = use(c->args[0])) {
          u->iterated = true;
          if (!collecting_aliases_) map_.uses_[path_of(c->args[0]) + "[]"].text = true;
        }
      return;
    }
    const std::string& fn = fname->id;
    // The type tested against, whatever is tested (`isinstance('x', basestring)`).
    if ((fn == "isinstance" || fn == "issubclass") && c->args.size() == 2)
      if (Usage* v = use(c->args[1])) v->base_class = true;
    Usage* u = use(c->args[0]);
    if (!u) return;
    // The function a value is passed to says what it is when it is a builtin
    // or an unknown (`open(path)`); a function of the snippet's is named
    // for what it does (`where_are_the_errors(x)`: no list).
    if (!bound_.count(fn) || is_builtin_name(fn)) u->roles.insert(fn);
    // open(path, mode): the mode is text ('r'), as its keyword says.
    if (fn == "open" && c->args.size() >= 2)
      if (Usage* m = use(c->args[1])) m->roles.insert("mode");
    if (fn == "len") {
      u->sized = true;
    } else if (fn == "range" || fn == "chr" || fn == "bin" || fn == "hex" || fn == "oct") {
      for (const Expr* a : c->args)
        if (Usage* v = use(a)) v->numeric = true;
    } else if (fn == "sum" || fn == "max" || fn == "min" || fn == "sorted" || fn == "enumerate" ||
               fn == "list" || fn == "set" || fn == "tuple" || fn == "zip" || fn == "any" ||
               fn == "all" || fn == "reversed" || fn == "dict" || fn == "map" || fn == "filter") {
      if (c->args.size() == 1 || fn == "zip" || fn == "enumerate")
        u->iterated = true;
      else if (fn == "max" || fn == "min")
        for (const Expr* a : c->args)
          if (Usage* v = use(a)) v->numeric = true;
      if ((fn == "map" || fn == "filter") && c->args.size() >= 2) {
        u->called = true; // map(f, xs): f is called on each element
        for (size_t i = 1; i < c->args.size(); ++i)
          if (Usage* v = use(c->args[i])) v->iterated = true;
      }
    } else if (fn == "float" || fn == "round" || fn == "abs") {
      u->numeric = true;
    } else if (fn == "ord") {
      u->text = true;
    }
  }

  void expr(const Expr* e) {
    if (!e) return;
    if (auto* n = as<Name>(e); n && !collecting_aliases_) {
      if (n->ctx != Ctx::Load)
        bound_.insert(n->id);
      else if (std::find(loaded_.begin(), loaded_.end(), n->id) == loaded_.end())
        loaded_.push_back(n->id);
      if (n->ctx == Ctx::Load && name_guards_ > 0) map_.uses_[n->id].name_guarded = true;
    }
    switch (e->kind) {
    case ExprKind::Attribute: {
      auto* a = static_cast<const Attribute*>(e);
      // `(stop - start).days`: a difference read as a timedelta is one of dates.
      if (auto* b = as<BinOp>(a->value); b && b->op == BinOpKind::Sub &&
                                         (a->attr == "days" || a->attr == "seconds" ||
                                          a->attr == "total_seconds" || a->attr == "microseconds"))
        for (const Expr* side : {b->left, b->right})
          if (Usage* d = use(side)) d->dated = true;
      if (Usage* u = use(a->value)) {
        if (a->ctx == Ctx::Load)
          u->attrs.insert(a->attr);
        else
          u->attr_stored = true;
      }
      break;
    }
    case ExprKind::Call: call(static_cast<const Call*>(e)); break;
    case ExprKind::Subscript: {
      auto* s = static_cast<const Subscript*>(e);
      if (Usage* u = use(s->value)) {
        if (!simple_str_repr(s->slice).empty())
          u->str_keys.insert(simple_str_repr(s->slice));
        else if (as<Slice>(s->slice))
          u->sliced = true;
        else if (!is_str(s->slice))
          u->int_indexed = true;
        if (auto* c = as<Constant>(s->slice); c && c->type == Constant::Type::Int && c->i >= 0)
          u->max_index =
              static_cast<int>(std::max<int64_t>(u->max_index, std::min<int64_t>(c->i, 100)));
      }
      if (Usage* k = use(s->slice)) k->roles.insert("index");
      break;
    }
    case ExprKind::BinOp: {
      auto* b = static_cast<const BinOp*>(e);
      if (b->op == BinOpKind::Mod && is_str(b->left)) break; // '%d' % x: formatting
      operands(b->left, b->op, b->right);
      break;
    }
    case ExprKind::UnaryOp: {
      auto* u = static_cast<const UnaryOp*>(e);
      if (u->op == UnaryOpKind::Not)
        truth(u->operand);
      else if (Usage* x = use(u->operand))
        x->numeric = true;
      break;
    }
    case ExprKind::Compare: {
      auto* c = static_cast<const Compare*>(e);
      const Expr* left = c->left;
      for (size_t i = 0; i < c->ops.size(); ++i) {
        const Expr* right = c->comparators[i];
        CmpOpKind op = c->ops[i];
        if (op == CmpOpKind::In || op == CmpOpKind::NotIn) {
          if (Usage* u = use(right)) u->iterated = true;
          if (is_str(left))
            if (Usage* u = use(right); u && !u->iterated) u->text = true;
        } else if (op != CmpOpKind::Is && op != CmpOpKind::IsNot) {
          compared(left, right, op);
          compared(right, left, op);
        } else if (auto* c = as<Constant>(right)) {
          // `x is True`: the singleton that passes.
          const char* singleton = c->type == Constant::Type::True    ? "True"
                                  : c->type == Constant::Type::False ? "False"
                                  : c->type == Constant::Type::None  ? "None"
                                                                     : nullptr;
          if (Usage* u = use(left); u && singleton)
            if (std::find(u->equals.begin(), u->equals.end(), singleton) == u->equals.end())
              u->equals.push_back(singleton);
        }
        left = right;
      }
      break;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      const std::vector<Comprehension*>* gens = nullptr;
      if (auto* x = as<ListComp>(e)) gens = &x->generators;
      if (auto* x = as<SetComp>(e)) gens = &x->generators;
      if (auto* x = as<DictComp>(e)) gens = &x->generators;
      if (auto* x = as<GeneratorExp>(e)) gens = &x->generators;
      for (const Comprehension* g : *gens) {
        bind_loop(g->target, g->iter);
        if (Usage* u = use(g->iter)) u->iterated = true;
        for (const Expr* i : g->ifs) truth(i);
      }
      break;
    }
    case ExprKind::IfExp: truth(static_cast<const IfExp*>(e)->test); break;
    case ExprKind::Lambda: bind_parameters(static_cast<const Lambda*>(e)->args); break;
    case ExprKind::BoolOp:
      for (const Expr* v : static_cast<const BoolOp*>(e)->values) truth(v);
      break;
    case ExprKind::Dict: {
      auto* d = static_cast<const Dict*>(e);
      for (size_t i = 0; i < d->keys.size() && i < d->values.size(); ++i)
        if (!d->keys[i])
          if (Usage* u = use(d->values[i])) u->mapping = true; // {**x}
      break;
    }
    case ExprKind::Starred: {
      auto* st = static_cast<const Starred*>(e);
      if (st->ctx == Ctx::Load)
        if (Usage* u = use(st->value)) u->iterated = true; // f(*xs), [*xs]
      break;
    }
    case ExprKind::FormattedValue: {
      auto* f = static_cast<const FormattedValue*>(e);
      if (auto* spec = as<JoinedStr>(f->format_spec); spec && spec->values.size() == 1)
        if (auto* c = as<Constant>(spec->values[0]); c && !c->s.empty())
          if (Usage* u = use(f->value)) {
            char kind = c->s.back();
            if (std::string("eEfFgG%").find(kind) != std::string::npos)
              u->numeric = u->real = true;
            else if (std::string("dxXob").find(kind) != std::string::npos)
              u->numeric = true;
          }
      break;
    }
    default: break;
    }
    for_each_child(
        e, [&](const Expr* x) { expr(x); }, [&](const Lambda* l) { expr(l->body); });
  }

  void compared(const Expr* x, const Expr* other, CmpOpKind op) {
    Usage* u = use(x);
    if (!u) return;
    if (op == CmpOpKind::Eq)
      if (auto* c = as<Constant>(other); c && c->type == Constant::Type::Int)
        if (const Expr* sized = len_argument(x))
          if (Usage* s = use(sized)) s->length = static_cast<int>(std::min<int64_t>(c->i, 100));
    if (op == CmpOpKind::Eq) {
      std::string literal = simple_str_repr(other);
      if (auto* c = as<Constant>(other); c && c->type == Constant::Type::Int)
        literal = std::to_string(c->i);
      if (!literal.empty() &&
          std::find(u->equals.begin(), u->equals.end(), literal) == u->equals.end())
        u->equals.push_back(literal);
    }
    if (is_float(other))
      u->numeric = u->real = true;
    else if (is_int(other))
      u->numeric = true;
    else if (is_str(other))
      u->text = true;
    else if (op != CmpOpKind::Eq && op != CmpOpKind::NotEq && (as<Call>(other) || as<Name>(other)))
      if (auto* c = as<Call>(other); c && as<Name>(c->func) && as<Name>(c->func)->id == "len")
        u->numeric = true;
  }

  UsageMap& map_;
  std::map<std::string, std::string> aliases_;
  std::vector<std::vector<std::string>> handlers_; ///< enclosing `try`s: what they catch
  int name_guards_ = 0;             ///< enclosing `try`s whose handlers catch NameError
  std::set<std::string> bound_;     ///< names the snippet binds anywhere
  std::set<std::string> modules_;   ///< names `import` binds
  std::vector<std::string> loaded_; ///< names it reads, in order
  bool collecting_aliases_ = false;
  const bool positional_;
};

UsageMap UsageMap::analyse(const ast::Module& m) {
  UsageMap map;
  UsageCollector(map, false).run(m.body);
  // The items of an unpacked value are merged under one path, which the
  // runtime's paths reach (`pairs[0][1]` is `pairs[][]`); each position's
  // own uses are kept too, so that `for key, value in pairs` gives the key
  // the key's kind and the value the value's.
  UsageMap positions;
  UsageCollector(positions, true).run(m.body);
  for (auto& [path, u] : positions.uses_)
    if (path.find("[#") != std::string::npos) map.uses_.emplace(path, std::move(u));
  return map;
}

const Usage* UsageMap::find(const std::string& path) const {
  auto it = uses_.find(path);
  return it == uses_.end() ? nullptr : &it->second;
}

namespace {

/// The end of the bracketed part of `path` opening at `open` (one past its
/// closing bracket), skipping quoted text: a key's str arguments are reprs.
size_t bracket_end(const std::string& path, size_t open) {
  size_t close = bracket_scan::closing(path, open);
  return close == std::string::npos ? path.size() : close + 1;
}

} // namespace

std::string canonical_path(const std::string& path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '[' && path[i] != '(') {
      out += path[i];
      continue;
    }
    size_t j = bracket_end(path, i);
    if (path[i] == '(') {
      // A stand-in's call keyed by its arguments (`load(1)`) is `load()`.
      out += "()";
    } else {
      std::string inner = path.substr(i + 1, j - i - 2);
      bool quoted = inner.size() >= 2 && inner.front() == '\'' && inner.back() == '\'' &&
                    inner.find('\'', 1) == inner.size() - 1;
      // `[#N]`, a position in an unpacking, is the analysis's own: kept.
      bool position = !inner.empty() && inner.front() == '#';
      out += quoted || position ? "[" + inner + "]" : "[]";
    }
    i = j - 1;
  }
  return out;
}

} // namespace hyexec::oracle
