// The Z3 module (libhyexec_z3.so): the translation of ExprPool expressions
// into Z3 and the checks, behind the entry points of z3_session.h. It is the
// only code that links Z3; z3_bridge.cpp loads it at the first check.
#include "solver/z3_session.h"

#include <z3++.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <unordered_map>

namespace hyexec::solver {

namespace {

/// Interrupts a check of `ctx` that runs past `ms` milliseconds. Z3's own
/// `timeout` parameter is not used: its timer (scoped_timer's thread pool,
/// Z3 4.8.10 to 4.8.12, bookworm's) can deadlock once a timer has fired,
/// and a later check then never returns (Z3Prover/z3#5371, #5990).
class Watchdog {
public:
  Watchdog(z3::context& ctx, int64_t ms)
      : thread_([this, &ctx, ms] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (!done_cv_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return done_; }))
            ctx.interrupt();
        }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_one();
    thread_.join();
  }

private:
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  std::thread thread_; ///< last: started once the members it uses exist
};

} // namespace

struct Z3Session {
  Z3Session(const ExprPool& p, unsigned limit) : pool(p), resource_limit(limit) {}

  const ExprPool& pool;
  unsigned resource_limit;
  z3::context ctx;
  /// Translations by id: the pool only grows, so they stay valid.
  std::unordered_map<ExprId, z3::expr> done;
  std::map<std::string, z3::expr> vars;
  std::optional<z3::func_decl> to_code, from_code;
  /// Side definitions of fresh terms, by the id of the node they stand for.
  std::unordered_map<ExprId, z3::expr> defs;

  z3::expr floor_div(const z3::expr& a, const z3::expr& b) {
    // Z3's div is Euclidean; with a positive divisor that is Python's floor.
    return z3::ite(b > 0, a / b, (-a) / (-b));
  }

  /// The characters from..to (a regular language; `+` is its union).
  z3::expr chars(const char* from, const char* to) {
    return z3::range(ctx.string_val(from), ctx.string_val(to));
  }

  /// Python's str.isX() over ASCII as a regular language.
  z3::expr char_class(const std::string& name, const z3::expr& s) {
    z3::expr lower = chars("a", "z"), upper = chars("A", "Z"), digit = chars("0", "9");
    z3::expr space = chars("\t", "\r") + z3::to_re(ctx.string_val(" "));
    if (name == "digit") return z3::in_re(s, z3::plus(digit));
    if (name == "alpha") return z3::in_re(s, z3::plus(lower + upper));
    if (name == "alnum") return z3::in_re(s, z3::plus(lower + upper + digit));
    if (name == "space") return z3::in_re(s, z3::plus(space));
    // isupper: some cased character and no lowercase one (islower the converse).
    bool up = name == "upper";
    z3::expr no_opposite = up ? (chars(" ", "`") + chars("{", "~") + chars("\t", "\r"))
                              : (chars(" ", "@") + chars("[", "~") + chars("\t", "\r"));
    z3::expr cased = up ? upper : lower;
    return z3::in_re(s,
                     z3::concat(z3::star(no_opposite), z3::concat(cased, z3::star(no_opposite))));
  }

  /// str.to_code and str.from_code, which Z3's C++ API of this version
  /// does not name: taken from a parsed SMT-LIB term.
  z3::func_decl code_fn(const char* term) {
    std::string text = std::string("(declare-const c!x String)(declare-const c!n Int)(assert (= ") +
                       term + " " + term + "))";
    return ctx.parse_string(text.c_str())[0].arg(0).decl();
  }

  /// One character's case changed, by its code point: a fresh str `r` (so
  /// that the term is not unfolded into every concatenation that holds it)
  /// defined in `defs[id]`.
  z3::expr case_map(ExprId id, const std::string& how, const z3::expr& c) {
    if (!to_code) {
      to_code = code_fn("(str.to_code c!x)");
      from_code = code_fn("(str.from_code c!n)");
    }
    z3::expr r = ctx.string_const(("case!" + std::to_string(id)).c_str());
    z3::expr code = (*to_code)(c);
    z3::expr lower = code >= 'a' && code <= 'z', upper = code >= 'A' && code <= 'Z';
    z3::expr up = (*from_code)(code - 32), down = (*from_code)(code + 32);
    z3::expr mapped = how == "upper"   ? z3::ite(lower, up, c)
                      : how == "lower" ? z3::ite(upper, down, c)
                                       : z3::ite(lower, up, z3::ite(upper, down, c));
    defs.emplace(id, r == mapped);
    return r;
  }

  /// The definitions (case_map's) the constraint `id` rests on, once each.
  void definitions(ExprId id, std::set<ExprId>* seen, z3::solver* s) {
    if (!seen->insert(id).second) return;
    if (auto it = defs.find(id); it != defs.end()) s->add(it->second);
    for (ExprId k : pool[id].kids) definitions(k, seen, s);
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
    case Op::IndexOf: // from a start offset when it has a third kid
      r = z3::indexof(k(0), k(1), x.kids.size() > 2 ? k(2) : ctx.int_val(0));
      break;
    case Op::LastIndexOf: r = z3::last_indexof(k(0), k(1)); break;
    case Op::CharClass: r = char_class(x.text, k(0)); break;
    case Op::CaseMap: r = case_map(id, x.text, k(0)); break;
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
    case Op::Text:
      r = z3::in_re(k(0), z3::star(z3::range(ctx.string_val(" "), ctx.string_val("~")) +
                                   z3::range(ctx.string_val("\t"), ctx.string_val("\n"))));
      break;
    case Op::CharsIn: {
      const std::string& range = pool[x.kids[1]].text;
      r = z3::in_re(k(0), z3::plus(z3::range(ctx.string_val(range.substr(0, 1)),
                                             ctx.string_val(range.substr(1, 1)))));
      break;
    }
    case Op::Concat: r = z3::concat(k(0), k(1)); break;
    case Op::At:
      r = k(0).at(k(1));
      // Said outright, a character's length (1 within the str, else 0) spares
      // Z3 guessing the lengths of the parts of a concatenation.
      defs.emplace(id, r.length() == z3::ite(k(1) >= 0 && k(1) < k(0).length(), ctx.int_val(1),
                                             ctx.int_val(0)));
      break;
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

extern "C" {

HYEXEC_Z3_ENTRY Z3Session* hyexec_z3_open(const ExprPool* pool, unsigned resource_limit) {
  return new Z3Session(*pool, resource_limit);
}

HYEXEC_Z3_ENTRY void hyexec_z3_close(Z3Session* session) {
  delete session;
}

HYEXEC_Z3_ENTRY Verdict hyexec_z3_check(Z3Session* session, const std::vector<ExprId>* constraints,
                                        Model* model, int64_t timeout_ms) {
  try {
    z3::solver s(session->ctx);
    z3::params p(session->ctx);
    p.set("random_seed", 0u);
    p.set("rlimit", session->resource_limit);
    s.set(p);
    std::set<std::string> names;
    std::set<ExprId> seen;
    for (ExprId c : *constraints) {
      s.add(session->translate(c));
      session->definitions(c, &seen, &s);
      for (const std::string& n : session->pool.vars_of(c)) names.insert(n);
    }
    std::optional<Watchdog> watchdog;
    if (timeout_ms >= 0) watchdog.emplace(session->ctx, timeout_ms);
    z3::check_result r = s.check();
    watchdog.reset();
    if (r == z3::unsat) return Verdict::Unsat;
    if (r == z3::unknown) return Verdict::Unknown;
    z3::model m = s.get_model();
    for (const std::string& n : names) {
      z3::expr v = m.eval(session->vars.at(n), true);
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

} // extern "C"

} // namespace hyexec::solver
