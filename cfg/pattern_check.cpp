// The compile-time checks CPython makes of a `match` statement's patterns
// (Python/compile.c's compiler_pattern_* and the parser's complex-literal
// rules): unreachable cases, names bound twice or by only some
// alternatives, repeated class keywords, mapping keys. Each raises the
// SyntaxError CPython raises, at the offending pattern.
#include "cfg/pattern_check.h"

#include "cfg/parse_lower.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace hyexec::lower {

using namespace ast;

namespace {

[[noreturn]] void fail_at(const Node* n, std::string message) {
  Failure f;
  f.info.type = "SyntaxError";
  f.info.message = std::move(message);
  f.info.line = n->span.line;
  f.info.col = n->span.col + 1;
  throw f;
}

/// A numeric literal's value as a complex number (bool, int, float, j).
struct Number {
  double re = 0, im = 0;
  bool integral = false; ///< an int (or a negated one): repr without a point
};

std::optional<Number> number_of(const Expr* e) {
  if (e->kind == ExprKind::UnaryOp) {
    const auto* u = static_cast<const UnaryOp*>(e);
    if (u->op != UnaryOpKind::USub) return std::nullopt;
    auto n = number_of(u->operand);
    if (n) n->re = -n->re + 0.0, n->im = -n->im + 0.0; // -0 is 0 for an int
    return n;
  }
  if (e->kind == ExprKind::BinOp) {
    const auto* b = static_cast<const BinOp*>(e);
    auto l = number_of(b->left), r = number_of(b->right);
    if (!l || !r) return std::nullopt;
    double sign = b->op == BinOpKind::Sub ? -1 : 1;
    return Number{l->re + sign * r->re, l->im + sign * r->im};
  }
  if (e->kind != ExprKind::Constant) return std::nullopt;
  const auto* c = static_cast<const Constant*>(e);
  switch (c->type) {
  case Constant::Type::True: return Number{1, 0};
  case Constant::Type::False: return Number{0, 0};
  case Constant::Type::Int: return Number{static_cast<double>(c->i), 0, true};
  case Constant::Type::Float: return Number{c->f, 0};
  case Constant::Type::Complex: return Number{0, c->f};
  default: return std::nullopt;
  }
}

bool is_imaginary(const Expr* e) {
  return e->kind == ExprKind::Constant &&
         static_cast<const Constant*>(e)->type == Constant::Type::Complex;
}

/// `real ± imag` in a pattern: the left a real number, the right imaginary.
void check_complex_literal(const Expr* e) {
  if (e->kind != ExprKind::BinOp) return;
  const auto* b = static_cast<const BinOp*>(e);
  const Expr* left = b->left;
  if (left->kind == ExprKind::UnaryOp) left = static_cast<const UnaryOp*>(left)->operand;
  if (is_imaginary(left)) fail_at(b->left, "real number required in complex literal");
  if (!is_imaginary(b->right)) fail_at(b->right, "imaginary number required in complex literal");
}

/// repr() of a literal mapping key, for the duplicate-key message.
std::string key_repr(const Expr* e) {
  if (e->kind == ExprKind::Constant) {
    const auto* c = static_cast<const Constant*>(e);
    switch (c->type) {
    case Constant::Type::None: return "None";
    case Constant::Type::True: return "True";
    case Constant::Type::False: return "False";
    case Constant::Type::Int: return std::to_string(c->i);
    case Constant::Type::Str: {
      char q =
          c->s.find('\'') != std::string::npos && c->s.find('"') == std::string::npos ? '"' : '\'';
      std::string out(1, q);
      for (char ch : c->s) {
        if (ch == q || ch == '\\') out += '\\';
        out += ch;
      }
      return out + q;
    }
    default: break;
    }
  }
  auto n = number_of(e);
  if (!n) return "...";
  auto real = [](double d) {
    char buf[32];
    for (int p = 1; p <= 17; ++p) {
      std::snprintf(buf, sizeof buf, "%.*g", p, d);
      if (std::strtod(buf, nullptr) == d) break;
    }
    std::string s = buf;
    return s;
  };
  if (n->integral) return std::to_string(static_cast<long long>(n->re));
  if (n->im == 0 && !is_imaginary(e) && e->kind != ExprKind::BinOp) {
    std::string s = real(n->re);
    if (s.find_first_of(".en") == std::string::npos) s += ".0";
    return s;
  }
  if (n->re == 0 && !std::signbit(n->re)) return real(n->im) + "j";
  std::string im = real(n->im);
  return "(" + real(n->re) + (im[0] == '-' ? "" : "+") + im + "j)";
}

/// Two literal keys CPython's dict would take for one (0 == False == 0.0 == 0j).
bool same_key(const Expr* a, const Expr* b) {
  if (a->kind == ExprKind::Constant && b->kind == ExprKind::Constant) {
    const auto *x = static_cast<const Constant*>(a), *y = static_cast<const Constant*>(b);
    bool xs = x->type == Constant::Type::Str || x->type == Constant::Type::Bytes;
    bool ys = y->type == Constant::Type::Str || y->type == Constant::Type::Bytes;
    if (xs || ys) return x->type == y->type && x->s == y->s;
    if (x->type == Constant::Type::None || y->type == Constant::Type::None)
      return x->type == y->type;
  }
  auto x = number_of(a), y = number_of(b);
  return x && y && x->re == y->re && x->im == y->im;
}

/// One case's pattern walk: the names it binds so far and whether an
/// irrefutable pattern may stand here (CPython's pattern_context).
struct Walk {
  std::vector<std::string> stores;
  bool allow_irrefutable = false;

  void store(const Pattern* p, const std::string& name) {
    if (name.empty()) return;
    if (std::find(stores.begin(), stores.end(), name) != stores.end())
      fail_at(p, "multiple assignments to name '" + name + "' in pattern");
    stores.push_back(name);
  }

  void subpattern(const Pattern* p) {
    bool saved = allow_irrefutable;
    allow_irrefutable = true;
    pattern(p);
    allow_irrefutable = saved;
  }

  void pattern(const Pattern* p) {
    switch (p->kind) {
    case PatternKind::MatchValue: check_complex_literal(p->value); break;
    case PatternKind::MatchSingleton: break;
    case PatternKind::MatchSequence: {
      int stars = 0;
      for (const Pattern* x : p->patterns) stars += x->kind == PatternKind::MatchStar;
      if (stars > 1) fail_at(p, "multiple starred names in sequence pattern");
      for (const Pattern* x : p->patterns) subpattern(x);
      break;
    }
    case PatternKind::MatchStar: store(p, p->name); break;
    case PatternKind::MatchMapping: {
      for (size_t i = 0; i < p->keys.size(); ++i) {
        const Expr* k = p->keys[i];
        if (k->kind == ExprKind::Attribute) continue;
        check_complex_literal(k);
        if (k->kind != ExprKind::Constant && !number_of(k))
          fail_at(k, "mapping pattern keys may only match literals and attribute lookups");
        for (size_t j = 0; j < i; ++j)
          if (p->keys[j]->kind != ExprKind::Attribute && same_key(p->keys[j], k))
            fail_at(p, "mapping pattern checks duplicate key (" + key_repr(k) + ")");
      }
      for (const Pattern* x : p->patterns) subpattern(x);
      store(p, p->name);
      break;
    }
    case PatternKind::MatchClass: {
      for (size_t i = 0; i < p->kwd_attrs.size(); ++i)
        for (size_t j = i + 1; j < p->kwd_attrs.size(); ++j)
          if (p->kwd_attrs[i] == p->kwd_attrs[j])
            fail_at(p->kwd_patterns[j],
                    "attribute name repeated in class pattern: " + p->kwd_attrs[j]);
      for (const Pattern* x : p->patterns) subpattern(x);
      for (const Pattern* x : p->kwd_patterns) subpattern(x);
      break;
    }
    case PatternKind::MatchAs:
      if (!p->pattern) {
        if (!allow_irrefutable)
          fail_at(p, p->name.empty()
                         ? "wildcard makes remaining patterns unreachable"
                         : "name capture '" + p->name + "' makes remaining patterns unreachable");
      } else {
        pattern(p->pattern);
      }
      store(p, p->name);
      break;
    case PatternKind::MatchOr: {
      std::vector<std::string> outer = std::move(stores), control;
      bool allowed = allow_irrefutable;
      for (size_t i = 0; i < p->patterns.size(); ++i) {
        stores.clear();
        allow_irrefutable = i + 1 == p->patterns.size() && allowed;
        pattern(p->patterns[i]);
        if (i == 0) {
          control = stores;
          continue;
        }
        bool same = stores.size() == control.size() &&
                    std::all_of(control.begin(), control.end(), [&](const std::string& n) {
                      return std::find(stores.begin(), stores.end(), n) != stores.end();
                    });
        if (!same) fail_at(p->patterns[i], "alternative patterns bind different names");
      }
      allow_irrefutable = allowed;
      stores = std::move(outer);
      for (const std::string& n : control) store(p, n);
      break;
    }
    }
  }
};

bool is_wildcard(const Pattern* p) {
  return p->kind == PatternKind::MatchAs && !p->pattern && p->name.empty();
}

} // namespace

void check_match_patterns(const Match* m) {
  size_t n = m->cases.size();
  // A last `case _:` (not the only case) is the default, compiled apart.
  bool has_default = n > 1 && is_wildcard(m->cases.back()->pattern) && !m->cases.back()->guard;
  for (size_t i = 0; i < n - has_default; ++i) {
    Walk w;
    w.allow_irrefutable = m->cases[i]->guard != nullptr || i + 1 == n;
    w.pattern(m->cases[i]->pattern);
  }
}

} // namespace hyexec::lower
