#pragma once
/// \file
/// The offline oracle (the default: no network, no model). It answers from
/// the usage analysis (oracle/usage.h): a value consistent with how the
/// snippet uses the unknown (a str when it is split, a list when it is
/// appended to, an int in arithmetic, a dict with the keys it is indexed
/// by, an exception class in `except`), a domain-shaped value where the
/// name says what it holds (`path`, `url`, `email`, `n`), and a stand-in
/// (`Mock`) whose later uses are asked again when nothing decides. Each key
/// has a list of candidates, best first; select() picks another, so the
/// cover loop can re-run to take another branch or avoid an error. Deterministic:
/// the same snippet gets the same answers.

#include "oracle/constants.h"
#include "oracle/oracle.h"
#include "oracle/usage.h"

#include <map>
#include <vector>

namespace hyexec::oracle {

class OfflineOracle : public Oracle {
public:
  enum class Scope {
    /// The default of `run`: stripped imports of modules hyexec implements,
    /// in a file with no import statement at all (certain), and imports of
    /// known packages that are not installed (`numpy`, `sympy`: stand-ins,
    /// uncertain). Everything else keeps CPython's error.
    Imports,
    Everything, ///< every query (`cover`, and `run --oracle offline`)
  };

  OfflineOracle(const ast::Module& module, Scope scope);

  Answer answer(const Query& q) override;
  size_t variants(const std::string& key) const override;
  void select(const std::string& key, size_t index) override { choice_[key] = index; }
  size_t selected(const std::string& key) const override;

  /// The candidates for a query, best first (for tests).
  std::vector<Answer> candidates(const Query& q) const;

private:
  /// An entry parameter's candidates: `typed` (the usage analysis's, for a
  /// value of `kind`) merged with the program's constants (oracle/constants.h).
  std::vector<std::string> with_seeds(std::vector<std::string> typed, int kind) const;

  UsageMap usage_;
  Scope scope_;
  std::vector<Seed> seeds_;
  const ast::Module* module_;            ///< the snippet (its DataFrame's columns, its classes)
  std::map<std::string, size_t> choice_; ///< candidate index by key, when not the first
  std::map<std::string, size_t> counts_; ///< candidates by key, as last answered
};

} // namespace hyexec::oracle
