#pragma once
/// \file
/// The constants a program writes, as seeds for the inputs of its entry
/// (Pynguin's constant seeding): a parameter's value is often one of the
/// literals the code compares it with, returns or builds, or a simple
/// transformation of one (the same text in another case, reversed, a list
/// sorted, a dict's keys). Each seed is a Python expression CPython
/// evaluates to a real value, so a run resting on it is reproducible.

#include "cfg/ast.h"

#include <string>
#include <vector>

namespace hyexec::oracle {

struct Seed {
  enum class Kind : uint8_t { Str, Int, Float, Bool, None, List, Dict, Set };
  std::string expr;
  Kind kind;
};

/// The literals of `m` (constants, and lists, tuples, dicts and sets of
/// them), shallowest first, each followed by its transformations; no two
/// alike, at most `limit`.
std::vector<Seed> program_constants(const ast::Module& m, size_t limit = 64);

} // namespace hyexec::oracle
