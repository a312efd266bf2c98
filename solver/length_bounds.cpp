#include "solver/length_bounds.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <string>

namespace hyexec::solver {

namespace {

constexpr int64_t kNoBound = std::numeric_limits<int64_t>::max() / 4;

struct Interval {
  int64_t lo = 0, hi = kNoBound;
};

/// The value of an int literal, when `e` is one that fits.
bool literal(const ExprPool& pool, ExprId e, int64_t* v) {
  const Expr& x = pool[e];
  if (x.op != Op::IntLit || x.text.size() > 15) return false;
  *v = std::stoll(x.text);
  return true;
}

/// The variable whose length `e` is (`len(v)`), or "".
const std::string* length_of_var(const ExprPool& pool, ExprId e) {
  const Expr& x = pool[e];
  if (x.op != Op::Len || pool[x.kids[0]].op != Op::Var) return nullptr;
  return &pool[x.kids[0]].text;
}

class Bounds {
public:
  explicit Bounds(const ExprPool& pool) : pool_(pool) {}

  /// Narrows the variables' length bounds by constraint `c` (an atom `a < b`
  /// or `a <= b` or `a == b` between a length and a literal, or its negation).
  void learn(ExprId c) {
    const Expr& x = pool_[c];
    bool negated = x.op == Op::Not;
    const Expr& atom = negated ? pool_[x.kids[0]] : x;
    if (atom.op == Op::And && !negated) {
      for (ExprId k : atom.kids) learn(k);
      return;
    }
    if (atom.op != Op::Lt && atom.op != Op::Le && atom.op != Op::Eq) return;
    if (atom.op == Op::Eq && negated) return;
    ExprId a = atom.kids[0], b = atom.kids[1];
    // a < b, a <= b (negated: b <= a, b < a), as `len(v) OP k` or `k OP len(v)`.
    bool strict = atom.op == Op::Lt;
    if (negated) {
      std::swap(a, b);
      strict = !strict;
    }
    int64_t k = 0;
    if (const std::string* v = length_of_var(pool_, a); v && literal(pool_, b, &k)) {
      Interval& i = vars_[*v];
      i.hi = std::min(i.hi, strict ? k - 1 : k);
      if (atom.op == Op::Eq) i.lo = std::max(i.lo, k);
    } else if (const std::string* v = length_of_var(pool_, b); v && literal(pool_, a, &k)) {
      Interval& i = vars_[*v];
      i.lo = std::max(i.lo, strict ? k + 1 : k);
      if (atom.op == Op::Eq) i.hi = std::min(i.hi, k);
    }
  }

  /// Whether some variable has no length left, or constraint `c` equates
  /// two strs whose length intervals do not meet.
  bool contradicts(ExprId c) {
    for (const auto& [name, i] : vars_)
      if (i.lo > i.hi) return true;
    const Expr& x = pool_[c];
    if (x.op == Op::And) {
      for (ExprId k : x.kids)
        if (contradicts(k)) return true;
      return false;
    }
    if (x.op != Op::Eq || pool_[x.kids[0]].sort != Sort::Str) return false;
    Interval a = length(x.kids[0]), b = length(x.kids[1]);
    return a.hi < b.lo || b.hi < a.lo;
  }

private:
  Interval length(ExprId e) {
    if (auto it = memo_.find(e); it != memo_.end()) return it->second;
    const Expr& x = pool_[e];
    Interval r;
    switch (x.op) {
    case Op::StrLit:
      r = {static_cast<int64_t>(x.text.size()), static_cast<int64_t>(x.text.size())};
      break;
    case Op::Var:
      if (auto it = vars_.find(x.text); it != vars_.end()) r = it->second;
      break;
    case Op::At: r = {0, 1}; break;
    case Op::CaseMap: r = length(x.kids[0]); break;
    case Op::Concat: {
      Interval a = length(x.kids[0]), b = length(x.kids[1]);
      r = {a.lo + b.lo, std::min(kNoBound, a.hi + b.hi)};
      break;
    }
    case Op::Ite: {
      Interval a = length(x.kids[1]), b = length(x.kids[2]);
      r = {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
      break;
    }
    case Op::Substr: r = {0, length(x.kids[0]).hi}; break;
    default: break;
    }
    return memo_[e] = r;
  }

  const ExprPool& pool_;
  std::map<std::string, Interval> vars_;
  std::map<ExprId, Interval> memo_;
};

} // namespace

bool refuted_by_lengths(const ExprPool& pool, const std::vector<ExprId>& constraints) {
  Bounds b(pool);
  for (ExprId c : constraints) b.learn(c);
  for (ExprId c : constraints)
    if (b.contradicts(c)) return true;
  return false;
}

} // namespace hyexec::solver
