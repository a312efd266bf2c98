#pragma once
/// \file
/// Symbolic expressions over the program's inputs, owned by an ExprPool and
/// named by 32-bit ids (the interpreter's shadows). Hash-consed, so the same
/// expression built twice is the same id, and independent of Z3 (only
/// z3_bridge.cpp translates them).

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace hyexec::solver {

using ExprId = uint32_t; ///< 0: none

enum class Sort : uint8_t { Int, Bool, Str };

enum class Op : uint8_t {
  Var,     ///< text: the input's name
  IntLit,  ///< text: decimal digits
  BoolLit, ///< text: "1" or "0"
  StrLit,  ///< text: the characters
  // Int
  Add,
  Sub,
  Mul,
  FloorDiv, ///< Python's //, rounding toward negative infinity
  Mod,      ///< Python's %, the sign of the divisor
  Neg,
  Abs,
  BitAnd, ///< on the 64-bit two's complement of its operands
  BitOr,
  BitXor,
  Ite, ///< kids: Bool, then, else
  Len,
  IndexOf,     ///< str.find: -1 when absent
  LastIndexOf, ///< str.rfind of a non-empty needle: -1 when absent
  StrToInt,
  // Bool
  Lt,
  Le,
  Eq,
  Not,
  And,
  Or,
  Contains,  ///< kids: haystack, needle
  PrefixOf,  ///< kids: prefix, s
  SuffixOf,  ///< kids: suffix, s
  Printable, ///< every character of the str is printable ASCII (no newline)
  Token,     ///< a non-empty str of printable ASCII without spaces
  Text,      ///< printable ASCII, tabs and newlines: an argument's str (lines of text)
  CharsIn,   ///< kids: s, a two-character literal "az": s is non-empty, of chars in that range
  CharClass, ///< text: digit, alpha, alnum, space, upper, lower: Python's str.isX() of ASCII
  // Str
  Concat,
  At,     ///< kids: s, index (in range)
  Substr, ///< kids: s, start, length
  IntToStr,
  CaseMap, ///< text: upper, lower, swap: one character (a str of length 1) mapped
};

struct Expr {
  Op op;
  Sort sort;
  std::vector<ExprId> kids;
  std::string text; ///< a literal's value or a variable's name
};

class ExprPool {
public:
  ExprPool();
  const Expr& operator[](ExprId id) const { return nodes_[id]; }
  size_t size() const { return nodes_.size(); }

  ExprId var(const std::string& name, Sort sort);
  /// The sort of variable `name`, if some expression made it.
  bool var_sort(const std::string& name, Sort* sort) const;
  ExprId int_lit(const std::string& decimal);
  ExprId int_lit(int64_t v) { return int_lit(std::to_string(v)); }
  ExprId bool_lit(bool b);
  ExprId str_lit(const std::string& s);
  ExprId make(Op op, Sort sort, std::vector<ExprId> kids);
  /// A node whose op takes a text besides its kids (CharClass, CaseMap).
  ExprId make_named(Op op, Sort sort, std::vector<ExprId> kids, const std::string& text);

  // Builders with Python's meaning of truth and the usual simplifications.
  ExprId truth(ExprId e);  ///< Bool: int != 0, str non-empty
  ExprId as_int(ExprId e); ///< an Int (a Bool as 0/1)
  ExprId negate(ExprId b); ///< Not(b), folding literals and double negation
  ExprId eq(ExprId a, ExprId b);
  ExprId lt(ExprId a, ExprId b) { return make(Op::Lt, Sort::Bool, {a, b}); }
  ExprId le(ExprId a, ExprId b) { return make(Op::Le, Sort::Bool, {a, b}); }
  ExprId conj(ExprId a, ExprId b) { return make(Op::And, Sort::Bool, {a, b}); }
  ExprId disj(ExprId a, ExprId b) { return make(Op::Or, Sort::Bool, {a, b}); }

  /// The names of the variables `e` depends on (sorted, unique).
  const std::vector<std::string>& vars_of(ExprId e) const;
  /// A readable rendering (tests, --explain).
  std::string show(ExprId e) const;

private:
  /// Whether `e` is an int literal within 18 digits (its value in `*v`).
  bool small_literal(ExprId e, int64_t* v) const;
  /// The node (op, sort, kids, text), made once: the same expression is the same id.
  ExprId intern(Op op, Sort sort, std::vector<ExprId> kids, std::string text);

  std::vector<Expr> nodes_;
  std::unordered_map<std::string, ExprId> interned_;
  mutable std::unordered_map<ExprId, std::vector<std::string>> vars_cache_;
};

} // namespace hyexec::solver
