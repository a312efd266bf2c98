#include "solver/z3_bridge.h"

#include <z3++.h>

#include <set>
#include <unordered_map>

namespace hyexec::solver {

struct Z3Bridge::Impl {
  Impl(const ExprPool& p, unsigned limit) : pool(p), resource_limit(limit) {}

  const ExprPool& pool;
  unsigned resource_limit;
  z3::context ctx;
  /// Translations by id: the pool only grows, so they stay valid.
  std::unordered_map<ExprId, z3::expr> done;
  std::map<std::string, z3::expr> vars;

  z3::expr floor_div(const z3::expr& a, const z3::expr& b) {
    // Z3's div is Euclidean; with a positive divisor that is Python's floor.
    return z3::ite(b > 0, a / b, (-a) / (-b));
  }

  z3::expr translate(ExprId id) {
    if (auto it = done.find(id); it != done.end()) return it->second;
    const Expr& x = pool[id];
    auto k = [&](size_t i) { return translate(x.kids[i]); };
    z3::expr r = ctx.bool_val(false);
    switch (x.op) {
    case Op::Var:
      r = x.sort == Sort::Int    ? ctx.int_const(x.text.c_str())
          : x.sort == Sort::Bool ? ctx.bool_const(x.text.c_str())
                                 : ctx.string_const(x.text.c_str());
      vars.emplace(x.text, r);
      break;
    case Op::IntLit: r = ctx.int_val(x.text.c_str()); break;
    case Op::BoolLit: r = ctx.bool_val(x.text == "1"); break;
    case Op::StrLit: r = ctx.string_val(x.text.data(), static_cast<unsigned>(x.text.size())); break;
    case Op::Add: r = k(0) + k(1); break;
    case Op::Sub: r = k(0) - k(1); break;
    case Op::Mul: r = k(0) * k(1); break;
    case Op::FloorDiv: r = floor_div(k(0), k(1)); break;
    case Op::Mod: {
      z3::expr a = k(0), b = k(1);
      r = a - b * floor_div(a, b);
      break;
    }
    case Op::Neg: r = -k(0); break;
    case Op::Abs: {
      z3::expr a = k(0);
      r = z3::ite(a >= 0, a, -a);
      break;
    }
    case Op::BitAnd:
    case Op::BitOr:
    case Op::BitXor: {
      // Through 64-bit vectors: exact while the ints fit (tracker.cpp bounds them).
      z3::expr a = z3::int2bv(64, k(0)), b = z3::int2bv(64, k(1));
      z3::expr v = x.op == Op::BitAnd ? (a & b) : x.op == Op::BitOr ? (a | b) : (a ^ b);
      r = z3::bv2int(v, true);
      break;
    }
    case Op::Ite: r = z3::ite(k(0), k(1), k(2)); break;
    case Op::Len: r = k(0).length(); break;
    case Op::IndexOf: r = z3::indexof(k(0), k(1), ctx.int_val(0)); break;
    case Op::StrToInt: r = k(0).stoi(); break;
    case Op::Lt: r = k(0) < k(1); break;
    case Op::Le: r = k(0) <= k(1); break;
    case Op::Eq: r = k(0) == k(1); break;
    case Op::Not: r = !k(0); break;
    case Op::And: r = k(0) && k(1); break;
    case Op::Or: r = k(0) || k(1); break;
    case Op::Contains: r = k(0).contains(k(1)); break;
    case Op::PrefixOf: r = z3::prefixof(k(0), k(1)); break;
    case Op::SuffixOf: r = z3::suffixof(k(0), k(1)); break;
    case Op::Printable:
      r = z3::in_re(k(0), z3::star(z3::range(ctx.string_val(" "), ctx.string_val("~"))));
      break;
    case Op::Token:
      r = z3::in_re(k(0), z3::plus(z3::range(ctx.string_val("!"), ctx.string_val("~"))));
      break;
    case Op::CharsIn: {
      const std::string& range = pool[x.kids[1]].text;
      r = z3::in_re(k(0), z3::plus(z3::range(ctx.string_val(range.substr(0, 1)),
                                             ctx.string_val(range.substr(1, 1)))));
      break;
    }
    case Op::Concat: r = z3::concat(k(0), k(1)); break;
    case Op::At: r = k(0).at(k(1)); break;
    case Op::Substr: r = k(0).extract(k(1), k(2)); break;
    case Op::IntToStr: {
      // Z3's itos is "" below zero; Python writes the sign.
      z3::expr i = k(0);
      r = z3::ite(i >= 0, i.itos(), z3::concat(ctx.string_val("-"), (-i).itos()));
      break;
    }
    }
    done.emplace(id, r);
    return r;
  }
};

Z3Bridge::Z3Bridge(const ExprPool& pool, unsigned resource_limit)
    : impl_(std::make_unique<Impl>(pool, resource_limit)) {}

Z3Bridge::~Z3Bridge() = default;

Verdict Z3Bridge::check(const std::vector<ExprId>& constraints, Model* model) {
  try {
    z3::solver s(impl_->ctx);
    z3::params p(impl_->ctx);
    p.set("random_seed", 0u);
    p.set("rlimit", impl_->resource_limit);
    s.set(p);
    std::set<std::string> names;
    for (ExprId c : constraints) {
      s.add(impl_->translate(c));
      for (const std::string& n : impl_->pool.vars_of(c)) names.insert(n);
    }
    z3::check_result r = s.check();
    if (r == z3::unsat) return Verdict::Unsat;
    if (r == z3::unknown) return Verdict::Unknown;
    z3::model m = s.get_model();
    for (const std::string& n : names) {
      z3::expr v = m.eval(impl_->vars.at(n), true);
      if (v.is_int())
        (*model)[n] = v.get_decimal_string(0);
      else if (v.is_bool())
        (*model)[n] = v.is_true() ? "1" : "0";
      else if (v.is_string_value())
        (*model)[n] = v.get_string();
    }
    return Verdict::Sat;
  } catch (const z3::exception&) {
    return Verdict::Unknown; // an encoding Z3 rejects: the branch stays unexplored
  }
}

} // namespace hyexec::solver
