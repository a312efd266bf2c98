#include "oracle/constants.h"

#include "cfg/ast_walk.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace hyexec::oracle {

namespace {

using namespace ast;

/// Whether `e` is a literal CPython can evaluate without names.
bool is_literal(const Expr* e) {
  if (!e) return false;
  switch (e->kind) {
  case ExprKind::Constant: return static_cast<const Constant*>(e)->type != Constant::Type::Ellipsis;
  case ExprKind::UnaryOp: {
    auto* u = static_cast<const UnaryOp*>(e);
    auto* c = u->operand && u->operand->kind == ExprKind::Constant
                  ? static_cast<const Constant*>(u->operand)
                  : nullptr;
    return u->op == UnaryOpKind::USub && c &&
           (c->type == Constant::Type::Int || c->type == Constant::Type::Float);
  }
  case ExprKind::List:
  case ExprKind::Tuple:
  case ExprKind::Set: {
    const auto& elts = display_elements(e);
    return std::all_of(elts.begin(), elts.end(), is_literal);
  }
  case ExprKind::Dict: {
    auto* d = static_cast<const Dict*>(e);
    return std::all_of(d->keys.begin(), d->keys.end(), is_literal) &&
           std::all_of(d->values.begin(), d->values.end(), is_literal);
  }
  default: return false;
  }
}

Seed::Kind kind_of(const Expr* e) {
  switch (e->kind) {
  case ExprKind::List:
  case ExprKind::Tuple: return Seed::Kind::List;
  case ExprKind::Dict: return Seed::Kind::Dict;
  case ExprKind::Set: return Seed::Kind::Set;
  case ExprKind::UnaryOp: return kind_of(static_cast<const UnaryOp*>(e)->operand);
  default: break;
  }
  switch (static_cast<const Constant*>(e)->type) {
  case Constant::Type::Str: return Seed::Kind::Str;
  case Constant::Type::Int:
  case Constant::Type::BigInt: return Seed::Kind::Int;
  case Constant::Type::Float: return Seed::Kind::Float;
  case Constant::Type::True:
  case Constant::Type::False: return Seed::Kind::Bool;
  default: return Seed::Kind::None;
  }
}

/// `s` as a Python str literal (ASCII text only reaches here).
std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (c == '\t') {
      out += "\\t";
      continue;
    }
    out += c;
  }
  return out + "'";
}

bool printable_ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f); });
}

/// The transformations of a str a function most often undoes: case
/// changes (str.title's rule: a letter after a letter is lower), the
/// reverse, the text stripped, its words.
std::vector<std::string> string_variants(const std::string& s) {
  std::vector<std::string> out;
  auto map = [&](auto f) {
    std::string t = s;
    for (char& c : t) c = static_cast<char>(f(static_cast<unsigned char>(c)));
    return t;
  };
  out.push_back(map(::tolower));
  out.push_back(map(::toupper));
  out.push_back(map([](int c) { return std::islower(c) ? std::toupper(c) : std::tolower(c); }));
  std::string title = s, capital = s;
  bool after_letter = false;
  for (char& c : title) {
    auto u = static_cast<unsigned char>(c);
    c = static_cast<char>(after_letter ? std::tolower(u) : std::toupper(u));
    after_letter = std::isalpha(u);
  }
  out.push_back(title);
  for (size_t i = 0; i < capital.size(); ++i)
    capital[i] = static_cast<char>(i ? std::tolower(static_cast<unsigned char>(capital[i]))
                                     : std::toupper(static_cast<unsigned char>(capital[i])));
  out.push_back(capital);
  out.push_back(std::string(s.rbegin(), s.rend()));
  size_t a = s.find_first_not_of(" \t\n"), b = s.find_last_not_of(" \t\n");
  out.push_back(a == std::string::npos ? "" : s.substr(a, b - a + 1));
  for (size_t i = 0; i < s.size();) {
    size_t j = s.find_first_of(" \t\n", i);
    if (j == std::string::npos) j = s.size();
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

/// Whether every element of a list or tuple literal is a constant of one
/// kind that orders (ints, or strs): sorted() of it is defined.
bool sortable(const std::vector<Expr*>& elts) {
  if (elts.empty()) return false;
  Seed::Kind first = kind_of(elts[0]);
  return std::all_of(elts.begin(), elts.end(), [&](const Expr* e) {
    return (e->kind == ExprKind::Constant || e->kind == ExprKind::UnaryOp) && kind_of(e) == first &&
           (first == Seed::Kind::Int || first == Seed::Kind::Str);
  });
}

/// A tuple or list literal of two elements, the first hashable (a
/// constant): dict() of a list of them is defined.
bool is_pair(const Expr* e) {
  const std::vector<Expr*>* elts = e->kind == ExprKind::Tuple  ? &static_cast<const Tuple*>(e)->elts
                                   : e->kind == ExprKind::List ? &static_cast<const List*>(e)->elts
                                                               : nullptr;
  return elts && elts->size() == 2 &&
         ((*elts)[0]->kind == ExprKind::Constant || (*elts)[0]->kind == ExprKind::UnaryOp);
}

class Collector {
public:
  explicit Collector(const Module& m) : module_(m) {}

  void body(const Body& b, int depth) {
    for (const Stmt* s : b) stmt(s, depth);
  }

  /// The seeds, shallowest literal first, each followed by its variants.
  std::vector<Seed> seeds(size_t limit) {
    std::stable_sort(found_.begin(), found_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Seed> out;
    std::set<std::string> seen;
    auto add = [&](std::string expr, Seed::Kind kind) {
      if (out.size() < limit && seen.insert(expr).second) out.push_back({std::move(expr), kind});
    };
    for (const auto& [depth, e] : found_) {
      std::string text = source(e);
      Seed::Kind kind = kind_of(e);
      add(text, kind);
      if (e->kind == ExprKind::Constant && kind == Seed::Kind::Str) {
        const std::string& s = static_cast<const Constant*>(e)->s;
        if (printable_ascii(s))
          for (const std::string& v : string_variants(s)) add(quote(v), kind);
      } else if (e->kind == ExprKind::List || e->kind == ExprKind::Tuple) {
        const auto& elts = e->kind == ExprKind::List ? static_cast<const List*>(e)->elts
                                                     : static_cast<const Tuple*>(e)->elts;
        if (e->kind == ExprKind::Tuple) add("list(" + text + ")", kind);
        add(text + "[::-1]", kind);
        if (sortable(elts)) add("sorted(" + text + ")", kind);
        // One element fewer at either end (the one a function appends).
        if (!elts.empty()) {
          add(text + "[:-1]", kind);
          add(text + "[1:]", kind);
        }
        if (!elts.empty() && std::all_of(elts.begin(), elts.end(), is_pair))
          add("dict(" + text + ")", Seed::Kind::Dict);
        // The items as a mapping's values (`d.values() == [..]`) or as pairs.
        if (!elts.empty()) {
          add("dict(enumerate(" + text + "))", Seed::Kind::Dict);
          add("list(enumerate(" + text + "))", kind);
        }
        if (!elts.empty() && std::all_of(elts.begin(), elts.end(), [](const Expr* x) {
              return x->kind == ExprKind::Constant && kind_of(x) == Seed::Kind::Str;
            })) {
          add("''.join(" + text + ")", Seed::Kind::Str);
          add("' '.join(" + text + ")", Seed::Kind::Str);
        }
      } else if (e->kind == ExprKind::Dict) {
        auto* d = static_cast<const Dict*>(e);
        add("list(" + text + ")", Seed::Kind::List);
        add("list(" + text + ".values())", Seed::Kind::List);
        add("list(" + text + ".items())", Seed::Kind::List);
        auto str_constant = [](const Expr* x) {
          return x && x->kind == ExprKind::Constant && kind_of(x) == Seed::Kind::Str;
        };
        // Counted characters (`{'h': 1, 'i': 1}` of 'hi'): the keys as a text.
        if (!d->keys.empty() && std::all_of(d->keys.begin(), d->keys.end(), str_constant))
          add("''.join(" + text + ")", Seed::Kind::Str);
        // The mapping inverted, when its values are hashable constants.
        if (!d->keys.empty() && std::all_of(d->values.begin(), d->values.end(), [](const Expr* x) {
              return x && (x->kind == ExprKind::Constant || x->kind == ExprKind::UnaryOp);
            }))
          add("{v: k for k, v in " + text + ".items()}", Seed::Kind::Dict);
      }
    }
    return out;
  }

private:
  void stmt(const Stmt* s, int depth) {
    for_each_expr(s, [&](const Expr* e) { expr(e, depth + 1); });
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef:
      body(static_cast<const FunctionDef*>(s)->body, depth + 1);
      break;
    case StmtKind::ClassDef: body(static_cast<const ClassDef*>(s)->body, depth + 1); break;
    case StmtKind::For:
    case StmtKind::AsyncFor:
      body(static_cast<const For*>(s)->body, depth + 1);
      body(static_cast<const For*>(s)->orelse, depth + 1);
      break;
    case StmtKind::While:
      body(static_cast<const While*>(s)->body, depth + 1);
      body(static_cast<const While*>(s)->orelse, depth + 1);
      break;
    case StmtKind::If:
      body(static_cast<const If*>(s)->body, depth + 1);
      body(static_cast<const If*>(s)->orelse, depth + 1);
      break;
    case StmtKind::With:
    case StmtKind::AsyncWith: body(static_cast<const With*>(s)->body, depth + 1); break;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(s);
      body(t->body, depth + 1);
      for (const ExceptHandler* h : t->handlers) body(h->body, depth + 1);
      body(t->orelse, depth + 1);
      body(t->finalbody, depth + 1);
      break;
    }
    case StmtKind::Match:
      for (const MatchCase* c : static_cast<const Match*>(s)->cases) body(c->body, depth + 1);
      break;
    default: break;
    }
  }

  void expr(const Expr* e, int depth) {
    // The parts of an f-string are no literals of their own.
    if (!e || e->kind == ExprKind::JoinedStr) return;
    if (is_literal(e) && e->span.line > 0 && e->span.end_line <= module_.line_starts.size())
      found_.push_back({depth, e});
    for_each_child(
        e, [&](const Expr* c) { expr(c, depth + 1); },
        [&](const Lambda* l) { expr(l->body, depth + 1); });
  }

  std::string source(const Expr* e) const {
    const Span& s = e->span;
    size_t from = module_.line_starts[s.line - 1] + s.col;
    size_t to = module_.line_starts[s.end_line - 1] + s.end_col;
    std::string text(module_.source.substr(from, to - from));
    // A literal over several lines is evaluated alone: parenthesised.
    return text.find('\n') == std::string::npos ? text : "(" + text + ")";
  }

  const Module& module_;
  std::vector<std::pair<int, const Expr*>> found_;
};

} // namespace

std::vector<Seed> program_constants(const ast::Module& m, size_t limit) {
  Collector c(m);
  c.body(m.body, 0);
  return c.seeds(limit);
}

} // namespace hyexec::oracle
