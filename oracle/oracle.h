#pragma once
/// \file
/// The oracle interface: what the interpreter asks when a snippet uses
/// something it never defines (an undefined name, a module hyexec does not
/// implement, an attribute, call or concrete use of a stand-in), and the form
/// of an answer. The interpreter sees only this header; the offline, LLM and
/// replay oracles implement it (oracle/), so each can be tested and replaced
/// alone.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hyexec::oracle {

/// Why the interpreter asks.
enum class Ask : uint8_t {
  Name,      ///< an undefined name (`df`, `self`, `sqrt`)
  Module,    ///< an import of a module hyexec does not implement
  Attribute, ///< an attribute of a stand-in, or one a module lacks (`np.array`)
  Call,      ///< the result of calling a stand-in (`np.array()`)
  Item,      ///< an item of a stand-in (`row['name']`)
  Value,     ///< a concrete value for a stand-in that a use needs (`iter(x)`, `x + 1`)
  Argument,  ///< a parameter of the entry function (`--entry`), by name
};

struct Query {
  Ask ask = Ask::Name;
  /// The expression as written, keying the answer in the run's record and in
  /// `runs[].inputs.values` (`np.array()`, `len(rows)`, `self.email`).
  std::string key;
  /// The unknown the query is about, as written (`rows` for `len(rows)`).
  std::string path;
  /// What the use needs. Value: the conversion (`int`, `float`, `str`, `bool`,
  /// `iter`, `len`, `index`) or `op:T` for an operator whose other operand has
  /// type T, or `file` for the contents of a file nobody wrote; Module: the
  /// module's dotted name; Attribute: `module` for a name a real module
  /// lacks, `M.name` for `from M import name`; Call: `super` for super()
  /// outside a class. Empty for a stand-in's own attributes and calls.
  std::string hint;
  uint32_t line = 0; ///< the line of the program being executed
};

struct Answer {
  /// A Python expression for the value, evaluated by the interpreter in the
  /// namespace of its `_mock` module (builtins, `Mock`, `mock_class`,
  /// `mock_exception`, `mock_function`); empty: no answer, the error CPython
  /// raises stands.
  std::string expr;
  /// The value is known, not guessed (a stripped import of a module hyexec
  /// implements): errors that follow still count as certain.
  bool certain = false;
  /// The answer decides a branch (a call inside `try` that may raise what
  /// the handlers catch): the cover search varies it early.
  bool decision = false;
};

/// What a run showed, for an oracle that can learn from it (the LLM's
/// Treefix prompts 2 and 3).
struct Feedback {
  std::string error; ///< "Type: message" of an error that depends on the answers, or empty
  uint32_t error_line = 0;
  std::vector<uint32_t> uncovered; ///< statement lines no run reached
};

/// What an LLM-backed oracle spent.
struct LlmUsage {
  int calls = 0;            ///< chat completions asked for (cache hits included)
  int network_requests = 0; ///< requests that reached the server
  int prompt_tokens = 0, completion_tokens = 0;
};

class Oracle {
public:
  virtual ~Oracle() = default;
  virtual Answer answer(const Query& q) = 0;
  /// How many answers the oracle has for `key` (known once it was asked);
  /// the cover loop tries the others to reach more lines or avoid an error.
  virtual size_t variants(const std::string& key) const { return 1; }
  /// Answer `key` with its `index`-th answer (best first) from now on.
  virtual void select(const std::string& key, size_t index) {}
  virtual size_t selected(const std::string& key) const { return 0; }
  /// Learns from a run; true when later runs will get new answers.
  virtual bool refine(const Feedback& f) { return false; }
  /// The LLM's calls and tokens, for an oracle that uses one.
  virtual std::optional<LlmUsage> llm_usage() const { return std::nullopt; }
};

} // namespace hyexec::oracle
