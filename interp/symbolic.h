#pragma once
/// \file
/// The interpreter's side of concolic execution. A value derived from an
/// input carries a shadow id (Value::sym); the interpreter tells a
/// SymbolicTracker what it computes from such values and which way each
/// decision on them went. The tracker (solver/, which owns the expressions
/// and Z3) is opaque here: the interpreter never sees an expression, only
/// ids, and concrete operands described as Concrete.

#include <cstdint>
#include <string>
#include <vector>

namespace hyexec::interp {

/// An id of the tracker's expression; 0: no expression (a concrete value).
using SymId = uint32_t;

/// The operations the tracker may model. Each takes the operands' shadows
/// and concrete values; Python semantics (floor division, negative indices)
/// are the tracker's to encode.
enum class SymOp : uint8_t {
  // int × int → int
  Add,
  Sub,
  Mul,
  FloorDiv,
  Mod,
  Pow,
  BitAnd, ///< &, |, ^ of ints within 64 bits (two's complement, as Python's)
  BitOr,
  BitXor,
  Neg,
  Abs,
  // comparisons → bool (ints, or strs for Eq/NotEq/ordering)
  Lt,
  Le,
  Eq,
  Ne,
  Gt,
  Ge,
  Not, ///< `not x` of any modelled value (its truth negated)
  And, ///< both truths (the interpreter's own checks, not Python's `and`)
  Or,  ///< either truth
  // strings
  Len,        ///< len(str)
  Concat,     ///< str + str
  CharAt,     ///< s[i] with 0 <= i < len(s) (the caller checked bounds)
  Substr,     ///< s[a:b] with normalised 0 <= a <= b <= len(s)
  Contains,   ///< a in b (strs)
  StartsWith, ///< a.startswith(b)
  EndsWith,   ///< a.endswith(b)
  Find,       ///< a.find(b), or a.find(b, start) of a start in range
  RFind,      ///< a.rfind(b) of a non-empty b
  Count,      ///< a.count(b) of a one-character b
  Upper,      ///< a.upper() (ASCII letters)
  Lower,      ///< a.lower()
  SwapCase,   ///< a.swapcase()
  Capitalize, ///< a.capitalize() (ASCII)
  Title,      ///< a.title() (ASCII)
  Replace,    ///< a.replace(b, c) of a one-character b
  IsDigit,    ///< a.isdigit() (and the other classes, over ASCII)
  IsAlpha,
  IsAlnum,
  IsSpace,
  IsUpper,
  IsLower,
  StrToInt, ///< int(s) of a decimal str
  IntToStr, ///< str(i)
  Ord,      ///< ord(c) of a one-character str (ASCII)
  Chr,      ///< chr(i) of an int in the ASCII range
  // sequences
  SliceCount, ///< the length of xs[a:b] (step 1) for len(xs), a, b: Python's clamping
};

/// A concrete operand or result as the tracker needs it.
struct Concrete {
  enum class Kind : uint8_t { Int, Bool, Str, Other };
  Kind kind = Kind::Other;
  std::string text; ///< decimal digits of an Int, the characters of a Str
  bool truth = false;
};

/// What the interpreter reports while it runs with a tracker (RunOptions::symbolic).
class SymbolicTracker {
public:
  virtual ~SymbolicTracker() = default;

  /// A shadow for input `name` (`arg:P` an entry argument, `value:KEY` an
  /// oracle's answer) whose value in this run is `value`; 0 if the tracker
  /// does not model its kind.
  virtual SymId input(const std::string& name, const Concrete& value) = 0;
  /// `op` over the operands, or 0 when the tracker does not model it for
  /// these kinds (the interpreter then pins the symbolic operands).
  virtual SymId apply(SymOp op, const std::vector<SymId>& syms,
                      const std::vector<Concrete>& values) = 0;
  /// Control flow went `outcome` on the truth of `cond`: decision `decision`
  /// of the program's CFG, -1 for a check the interpreter makes itself
  /// (an index bound, a zero divisor, an element comparison), or
  /// kForeignDecision for a decision of code that is not the program's (a
  /// library module's `if`).
  virtual void branch(int decision, SymId cond, bool outcome) = 0;
  static constexpr int kForeignDecision = -2;
  /// The line the next branch() or pin() is made on (where a search may
  /// count how often it flipped each site).
  virtual void at_line(uint32_t line) = 0;
  /// A symbolic value was used where it is not modelled: the run depends on
  /// its being `value` (a path constraint the search may negate).
  virtual void pin(SymId sym, const Concrete& value) = 0;
  /// The value in this run of an int shadow (a length: an input, or one
  /// that modelled mutations made from it); false when it does not depend
  /// on this run's inputs alone. A sequence's length shadow is trusted only
  /// while it still equals the sequence's length (an unmodelled mutation
  /// loses it).
  virtual bool concrete_int(SymId sym, int64_t* out) const = 0;

  // Standard input, read line by line.
  /// Line `index` (0-based) of the stdin the tracker writes for this run:
  /// its text without the newline; false at the end of the input. Past the
  /// lines it planned, the tracker may give a default line (a program
  /// reading a count, then that many lines).
  virtual bool stdin_line(size_t index, std::string* text) = 0;
  /// The shadow of line `index` as read: `text` without its newline
  /// (`input()`) or with it (`sys.stdin.readline()`).
  virtual SymId stdin_line_sym(size_t index, const std::string& text) = 0;
  /// The end of input was met reading line `index` (a hidden decision).
  virtual void stdin_end(size_t index) = 0;
  /// `s.split()` (whitespace) of a symbolic str: the tokens' shadows, and in
  /// `*length` a shadow for their count; empty when not modelled.
  virtual std::vector<SymId> split(SymId s, const std::vector<std::string>& tokens,
                                   SymId* length) = 0;
  /// `s.strip()` of a symbolic str: its shadow, or 0.
  virtual SymId strip(SymId s, const std::string& result) = 0;
};

/// The tracker of the running machine, or null (set for the run's duration).
SymbolicTracker* symbolic_tracker();

} // namespace hyexec::interp
