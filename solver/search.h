#pragma once
/// \file
/// The concolic search: a worklist over the tree of path conditions. Each
/// run's path offers one flip per constraint (generational search, as SAGE:
/// a run expands only the constraints after the one that produced it); the
/// flip whose negated branch is still uncovered goes first, then hidden
/// checks (they find runtime errors), then covered branches, pins and the
/// length of stdin. A flip is solved on its independent slice of the path
/// (the constraints sharing variables with it, transitively: KLEE's
/// constraint independence), through a cache of queries; the variables
/// outside the slice keep the run's values, which satisfy the rest.

#include "solver/tracker.h"
#include "solver/z3_bridge.h"

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

namespace hyexec::solver {

struct SearchStats {
  int solver_calls = 0;
  int cache_hits = 0;
  int unsat = 0;
  int unknown = 0;
  int divergences = 0; ///< runs that did not follow the path their inputs were solved for
  double solver_seconds = 0;
};

class ConcolicSearch {
public:
  ConcolicSearch(ExprPool& pool, Z3Bridge& z3, std::vector<ExprId> assumptions = {});

  /// Records a finished run: its path, the inputs it used, their domains.
  /// Returns false when its path repeats one seen before.
  bool add_run(const std::vector<PathStep>& path, const Model& used,
               const std::map<std::string, ExprId>& domains);
  /// Inputs for the most promising flip not yet tried, given the branch
  /// outcomes covered so far (2*decision, 2*decision+1 for false); none when
  /// the worklist is empty.
  /// Gives up (none) at `deadline`, or once the solver was called
  /// `set_max_solver_calls` times.
  std::optional<Model> next(const std::set<uint32_t>& covered,
                            std::chrono::steady_clock::time_point deadline);

  /// Values for the variables a flip's model and its run leave open (a
  /// model of the --stdin-spec, so that lines no run read yet are valid).
  void set_defaults(Model defaults) { defaults_ = std::move(defaults); }

  /// A counted bound on Z3 calls (0: none), so that where the search stops
  /// does not depend on the machine's load (`diff`'s budgets).
  void set_max_solver_calls(int n) { max_solver_calls_ = n; }
  /// A counted bound on the calls Z3 leaves unknown (0: none): each takes
  /// Z3's whole resource limit (strings compared as sets or sorted), so a
  /// search on constraints Z3 cannot settle stops after `n` of them
  /// rather than spend its calls, a tenth of a second each, on more.
  void set_max_unknown(int n) { max_unknown_ = n; }
  bool out_of_solver_calls() const {
    return (max_solver_calls_ > 0 && stats_.solver_calls >= max_solver_calls_) ||
           (max_unknown_ > 0 && stats_.unknown >= max_unknown_);
  }

  /// Aims the search at `line` (`cover --target`): flips of the decisions
  /// and checks made on it go first, those that went the other way than
  /// `outcome` (1 true, 0 false; -1 either) before all.
  void set_target(uint32_t line, int outcome) {
    target_line_ = line;
    target_outcome_ = outcome;
  }

  /// The search starts again from new inputs (explore/concolic_cover.h's
  /// multi-start): its sites count as not flipped yet.
  void new_start() { site_flips_.clear(); }

  /// Whether some hidden check met on a path (a zero divisor, an index
  /// bound) waits for a flip while none of its site was solved yet: the
  /// search has an error left to look for.
  bool unsettled_checks() const;

  const SearchStats& stats() const { return stats_; }
  size_t pending() const { return work_.size(); }

private:
  struct Run {
    std::vector<PathStep> path;
    Model used;
    size_t first_flip; ///< steps before it were flipped by an ancestor run
  };
  struct Flip {
    size_t run;
    size_t step;
  };
  /// Lower is better: (a step on the target line, a still uncovered branch
  /// first, the site flipped least often, the kind of step).
  std::tuple<int, int, int, int> priority(const Flip& f, const std::set<uint32_t>& covered) const;
  static uint64_t site(const PathStep& s);
  /// The path before `step` that shares variables with `negated`, and
  /// `negated`; without the constraints on sequence lengths when
  /// `free_lengths`.
  std::vector<ExprId> slice(const Run& r, size_t step, ExprId negated, bool free_lengths) const;
  /// Whether `e` depends on the length of a sequence input.
  bool on_lengths(ExprId e) const;
  std::optional<Model> solve(const std::vector<ExprId>& query);
  /// Whether domain `d` is one of a str's characters (Printable, Token).
  bool text_domain(ExprId d) const;
  /// Whether the strs of `m` keep to their text domains.
  bool within_domains(const Model& m) const;
  /// `query` with the text domains of its variables.
  std::vector<ExprId> with_text_domains(std::vector<ExprId> query) const;

  /// After a flip on a sequence's length that the path's loop bounds made
  /// unsat: runs with each length that input may have (a loop that grows
  /// the list as it walks it, `f(xs) == LIT` with len(LIT) = 2 * len(xs),
  /// where one run tells only `n + k` for the k of its own loop), once per
  /// length input, in the order 0, 1, 2... up to TrackerOptions' bound.
  /// After any flip that stays unsat (not unknown): runs with the sizes its
  /// literals name (a str literal's length, a small int) for the sequences
  /// whose items it names and the str arguments whose characters it takes
  /// by index.
  void probe_lengths(const Run& r, ExprId negated, const Model& inputs);
  /// Whether `e` takes a character of str input `var` by its index.
  bool indexes_characters(ExprId e, const std::string& var) const;
  /// The lengths of the str literals in `e` and the small non-negative ints
  /// it compares with, in the order met (each once).
  void literal_sizes(ExprId e, std::vector<int64_t>* out) const;

  ExprPool& pool_;
  Z3Bridge& z3_;
  std::set<std::string> probed_; ///< length inputs already probed
  std::vector<Model> probes_;    ///< their runs to make, next first (a stack)
  /// Probe runs: the last step of each (the comparison that wanted
  /// another length) flips before anything else, and before the next
  /// probe: the length is right now, the items are left to solve.
  std::set<size_t> probe_runs_;
  bool probing_ = false;            ///< the last model given was a probe's
  std::vector<ExprId> assumptions_; ///< always hold (a --stdin-spec)
  std::map<std::string, ExprId> domains_;
  std::vector<Run> runs_;
  std::vector<Flip> work_;
  std::set<uint64_t> seen_paths_, tried_; ///< hashes of paths and of flipped prefixes
  std::set<uint64_t> solved_sites_;       ///< sites of hidden checks whose flip was solved
  /// Flips made of pins, by pinned expression: each flip of a pin gives the
  /// value one more alternative, so they are rationed.
  std::map<ExprId, int> pin_flips_;
  /// Flips tried at each site (line, kind, direction): the rarest goes first,
  /// so one loop's checks do not starve the others.
  std::map<uint64_t, int> site_flips_;
  std::map<std::vector<ExprId>, std::optional<Model>> cache_;
  /// The queries Z3 left unknown, and whether the last solve() was one
  /// (no model, yet not shown unsat: no reason to probe other lengths).
  std::set<std::vector<ExprId>> unknown_queries_;
  bool last_unknown_ = false;
  /// The path prefix the last solved inputs should follow (divergence check).
  std::vector<ExprId> expected_;
  bool expecting_ = false;
  SearchStats stats_;
  int max_solver_calls_ = 0;
  int max_unknown_ = 0;
  Model defaults_;
  int64_t max_sequence_ = TrackerOptions{}.max_sequence; ///< the lengths probed
  uint32_t target_line_ = 0;
  int target_outcome_ = -1;
};

} // namespace hyexec::solver
