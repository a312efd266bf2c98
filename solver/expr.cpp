#include "solver/expr.h"

#include <algorithm>
#include <set>

namespace hyexec::solver {

namespace {

/// The key under which a node is interned: its op, sort, kids and text.
std::string key_of(Op op, Sort sort, const std::vector<ExprId>& kids, const std::string& text) {
  std::string k;
  k += static_cast<char>(op);
  k += static_cast<char>(sort);
  for (ExprId id : kids) {
    k += std::to_string(id);
    k += ',';
  }
  k += '|';
  k += text;
  return k;
}

const char* op_name(Op op) {
  switch (op) {
  case Op::Add: return "+";
  case Op::Sub: return "-";
  case Op::Mul: return "*";
  case Op::FloorDiv: return "//";
  case Op::Mod: return "%";
  case Op::Neg: return "neg";
  case Op::Abs: return "abs";
  case Op::BitAnd: return "&";
  case Op::BitOr: return "|";
  case Op::BitXor: return "^";
  case Op::Ite: return "ite";
  case Op::Len: return "len";
  case Op::IndexOf: return "find";
  case Op::LastIndexOf: return "rfind";
  case Op::StrToInt: return "int";
  case Op::Lt: return "<";
  case Op::Le: return "<=";
  case Op::Eq: return "==";
  case Op::Not: return "not";
  case Op::And: return "and";
  case Op::Or: return "or";
  case Op::Contains: return "contains";
  case Op::PrefixOf: return "prefixof";
  case Op::SuffixOf: return "suffixof";
  case Op::Printable: return "printable";
  case Op::Token: return "token";
  case Op::Text: return "text";
  case Op::CharsIn: return "chars";
  case Op::CharClass: return "is";
  case Op::CaseMap: return "case";
  case Op::Concat: return "++";
  case Op::At: return "at";
  case Op::Substr: return "substr";
  case Op::IntToStr: return "str";
  default: return "?";
  }
}

} // namespace

ExprPool::ExprPool() {
  nodes_.push_back({Op::BoolLit, Sort::Bool, {}, "0"}); // id 0: no expression
}

ExprId ExprPool::intern(Op op, Sort sort, std::vector<ExprId> kids, std::string text) {
  std::string k = key_of(op, sort, kids, text);
  if (auto it = interned_.find(k); it != interned_.end()) return it->second;
  nodes_.push_back({op, sort, std::move(kids), std::move(text)});
  ExprId id = static_cast<ExprId>(nodes_.size() - 1);
  interned_.emplace(std::move(k), id);
  return id;
}

bool ExprPool::small_literal(ExprId e, int64_t* v) const {
  const Expr& x = nodes_[e];
  if (x.op != Op::IntLit || x.text.empty() || x.text.size() > 18) return false;
  *v = std::stoll(x.text);
  return true;
}

ExprId ExprPool::make(Op op, Sort sort, std::vector<ExprId> kids) {
  // `((n + 1) + 1) + 1`, the length after a loop of appends, as `n + 3`:
  // Z3 gets a term of constant size however long the loop.
  int64_t a = 0, b = 0;
  if ((op == Op::Add || op == Op::Sub) && kids.size() == 2 && small_literal(kids[1], &b)) {
    if (op == Op::Sub) b = -b;
    if (small_literal(kids[0], &a)) return int_lit(a + b);
    if (b == 0) return kids[0];
    const Expr& inner = nodes_[kids[0]];
    if (inner.op == Op::Add && small_literal(inner.kids[1], &a)) {
      ExprId x = inner.kids[0];
      return a + b == 0 ? x : intern(Op::Add, Sort::Int, {x, int_lit(a + b)}, "");
    }
    if (op == Op::Sub) return intern(Op::Add, Sort::Int, {kids[0], int_lit(b)}, "");
  }
  return intern(op, sort, std::move(kids), "");
}

ExprId ExprPool::make_named(Op op, Sort sort, std::vector<ExprId> kids, const std::string& text) {
  return intern(op, sort, std::move(kids), text);
}

ExprId ExprPool::var(const std::string& name, Sort sort) {
  return intern(Op::Var, sort, {}, name);
}

bool ExprPool::var_sort(const std::string& name, Sort* sort) const {
  for (Sort s : {Sort::Int, Sort::Str, Sort::Bool})
    if (interned_.count(key_of(Op::Var, s, {}, name))) {
      *sort = s;
      return true;
    }
  return false;
}

ExprId ExprPool::int_lit(const std::string& decimal) {
  return intern(Op::IntLit, Sort::Int, {}, decimal);
}

ExprId ExprPool::bool_lit(bool b) {
  return intern(Op::BoolLit, Sort::Bool, {}, b ? "1" : "0");
}

ExprId ExprPool::str_lit(const std::string& s) {
  return intern(Op::StrLit, Sort::Str, {}, s);
}

ExprId ExprPool::truth(ExprId e) {
  switch (nodes_[e].sort) {
  case Sort::Bool: return e;
  case Sort::Int: return negate(eq(e, int_lit(0)));
  case Sort::Str: return lt(int_lit(0), make(Op::Len, Sort::Int, {e}));
  }
  return e;
}

ExprId ExprPool::as_int(ExprId e) {
  if (nodes_[e].sort != Sort::Bool) return e;
  return make(Op::Ite, Sort::Int, {e, int_lit(1), int_lit(0)});
}

ExprId ExprPool::negate(ExprId b) {
  const Expr& x = nodes_[b];
  if (x.op == Op::BoolLit) return bool_lit(x.text != "1");
  if (x.op == Op::Not) return x.kids[0];
  return make(Op::Not, Sort::Bool, {b});
}

ExprId ExprPool::eq(ExprId a, ExprId b) {
  if (nodes_[a].sort != nodes_[b].sort) {
    a = as_int(a);
    b = as_int(b);
  }
  return make(Op::Eq, Sort::Bool, {a, b});
}

const std::vector<std::string>& ExprPool::vars_of(ExprId e) const {
  if (auto it = vars_cache_.find(e); it != vars_cache_.end()) return it->second;
  std::set<std::string> names;
  const Expr& x = nodes_[e];
  if (x.op == Op::Var) names.insert(x.text);
  for (ExprId k : x.kids)
    for (const std::string& n : vars_of(k)) names.insert(n);
  return vars_cache_[e] = std::vector<std::string>(names.begin(), names.end());
}

std::string ExprPool::show(ExprId e) const {
  const Expr& x = nodes_[e];
  switch (x.op) {
  case Op::Var: return x.text;
  case Op::IntLit: return x.text;
  case Op::BoolLit: return x.text == "1" ? "True" : "False";
  case Op::StrLit: return "'" + x.text + "'";
  default: break;
  }
  std::string out = "(";
  out += op_name(x.op);
  if (!x.text.empty()) out += ":" + x.text;
  for (ExprId k : x.kids) out += " " + show(k);
  return out + ")";
}

} // namespace hyexec::solver
