#pragma once
/// \file
/// The concolic tracker of one run: implements the interpreter's
/// SymbolicTracker over an ExprPool. It gives inputs their variables (with
/// this run's values taken from an assignment, or defaults), builds the
/// expressions of what the program computes from them, and records the path
/// condition: one oriented constraint per decision that depended on them.
///
/// Variable names: `arg:NAME` (an entry argument), `in:lines` (how many
/// lines stdin has), `in:K` (line K as a string), `in:K:int` (line K read as
/// an int), `in:K:n` (its whitespace token count), `in:K:J` / `in:K:J:int`
/// (token J of line K as a string / an int), `arg:NAME[i]` / `arg:NAME(i)`
/// (item i of a list / tuple argument), `arg:NAME[len]` / `arg:NAME(len)`
/// (its length).

#include "interp/symbolic.h"
#include "solver/expr.h"
#include "solver/z3_bridge.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hyexec::solver {

/// One constraint of a path condition, oriented the way the run went.
struct PathStep {
  enum class Kind : uint8_t {
    Branch, ///< a decision of the program's CFG (`decision` >= 0)
    Hidden, ///< a check the interpreter makes (bounds, zero divisor, element compare)
    /// A decision of library code the program called (posixpath's `if`s in
    /// `open(path)`): flipped after the program's own, and no check whose
    /// settling "everything reached" waits for.
    Library,
    Pin,    ///< an unmodelled use fixed the value
    Input,  ///< the shape of stdin (its length)
  };
  ExprId cond;
  Kind kind;
  int decision = -1;
  bool outcome = true; ///< which way a Branch went
  uint32_t line = 0;   ///< where (a site, for the search's rationing)
};

struct TrackerOptions {
  /// Lines a program may read before stdin ends, when the assignment does
  /// not say (a program that reads until EOF meets it here).
  size_t max_lines = 200;
  /// The largest token count a line may be given.
  int64_t max_tokens = 200;
  /// The longest a list or tuple input may be made: loops over its length
  /// are bounded by it.
  int64_t max_sequence = 24;
};

/// Whether input `name` is the length of a sequence input (`arg:xs[len]`).
bool is_length_input(const std::string& name);

class ConcolicTracker : public interp::SymbolicTracker {
public:
  ConcolicTracker(ExprPool& pool, const Model& assignment, const TrackerOptions& options);

  // interp::SymbolicTracker
  interp::SymId input(const std::string& name, const interp::Concrete& value) override;
  interp::SymId apply(interp::SymOp op, const std::vector<interp::SymId>& syms,
                      const std::vector<interp::Concrete>& values) override;
  void branch(int decision, interp::SymId cond, bool outcome) override;
  void pin(interp::SymId sym, const interp::Concrete& value) override;
  void at_line(uint32_t line) override { line_ = line; }
  bool concrete_int(interp::SymId sym, int64_t* out) const override;
  bool stdin_line(size_t index, std::string* text) override;
  interp::SymId stdin_line_sym(size_t index, const std::string& text) override;
  void stdin_end(size_t index) override;
  std::vector<interp::SymId> split(interp::SymId s, const std::vector<std::string>& tokens,
                                   interp::SymId* length) override;
  interp::SymId strip(interp::SymId s, const std::string& result) override;

  const std::vector<PathStep>& path() const { return path_; }
  /// Every variable the run met, with the value it had (the run's inputs).
  const Model& used() const { return used_; }
  /// Each variable's domain (printable strings, counts >= 0), by name.
  const std::map<std::string, ExprId>& domains() const { return domains_; }
  /// The stdin the run read, as a file (what `hyexec run --stdin` replays).
  std::string stdin_text() const;
  bool read_stdin() const { return lines_read_ > 0 || stdin_ended_; }

private:
  ExprId operand(interp::SymId sym, const interp::Concrete& c);
  ExprId concat(ExprId x, ExprId y);
  /// `x == y` of strs, split per part when a concatenation meets a literal.
  ExprId str_equality(ExprId x, ExprId y);
  /// `mapped == lit` of a CaseMap and a literal, as equalities of the
  /// character before the mapping.
  ExprId case_preimage(ExprId mapped, ExprId lit);
  /// The length of a part whose length does not depend on the inputs, or -1.
  int64_t fixed_length(ExprId e) const;
  ExprId variable(const std::string& name, Sort sort, const std::string& value);
  /// The value of an int (or bool, as 0/1) expression of lengths under this
  /// run's inputs; false for what it does not evaluate.
  bool evaluate(ExprId e, int64_t* out) const;
  /// `evaluate` with the values of the subexpressions met so far: a length
  /// sliced again and again (`a[1:]` of `a[1:]`...) is a DAG whose shared
  /// parts a plain walk would visit exponentially often.
  bool evaluate(ExprId e, int64_t* out, std::map<ExprId, std::optional<int64_t>>& memo) const;
  /// One node of `evaluate`, its kids through `memo`.
  bool evaluate_once(ExprId e, int64_t* out, std::map<ExprId, std::optional<int64_t>>& memo) const;
  /// The value of a str expression under this run's inputs (Z3's meaning
  /// of its operations), for the lengths that rest on searches in strs (a
  /// split's token count); false for what it does not evaluate.
  bool evaluate_text(ExprId e, std::string* out,
                     std::map<ExprId, std::optional<int64_t>>& memo) const;
  /// The stdin line a shadow reads (line var, or line + "\n"), or -1.
  int64_t line_of(ExprId e) const;
  std::string line_text(size_t index) const;
  void add(ExprId cond, PathStep::Kind kind, int decision, bool outcome);

  ExprPool& pool_;
  Model assignment_;
  TrackerOptions options_;
  std::vector<PathStep> path_;
  Model used_;
  std::map<std::string, ExprId> domains_;
  std::vector<std::string> lines_; ///< the lines given so far
  size_t lines_read_ = 0;
  bool stdin_ended_ = false;
  uint32_t line_ = 0;
};

} // namespace hyexec::solver
