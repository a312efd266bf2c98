#pragma once
/// \file
/// The only door to Z3: translates ExprPool expressions (Python's integer
/// and string semantics encoded exactly) and checks conjunctions of them.
/// Deterministic: a fixed random seed and a resource limit rather than a
/// wall-clock timeout decide when Z3 gives up, except at the caller's
/// deadline (set_deadline): a user's time budget is kept.

#include "solver/expr.h"

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace hyexec::solver {

/// Values for variables: an Int's decimal digits, a Str's characters, a Bool's "1"/"0".
using Model = std::map<std::string, std::string>;

enum class Verdict : uint8_t { Sat, Unsat, Unknown };

class Z3Bridge {
public:
  explicit Z3Bridge(const ExprPool& pool, unsigned resource_limit = 300'000);
  ~Z3Bridge();
  Z3Bridge(const Z3Bridge&) = delete;
  Z3Bridge& operator=(const Z3Bridge&) = delete;

  /// Whether the conjunction of `constraints` (Bool expressions) has a
  /// model; when it has, the values of their variables go to `*model`.
  Verdict check(const std::vector<ExprId>& constraints, Model* model);

  /// Past `at`, checks answer Unknown; before it, Z3 stops there.
  void set_deadline(std::chrono::steady_clock::time_point at);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace hyexec::solver
