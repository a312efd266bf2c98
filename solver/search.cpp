#include "solver/search.h"

#include <algorithm>
#include <chrono>

namespace hyexec::solver {

namespace {

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

uint64_t hash_prefix(const std::vector<PathStep>& path, size_t n, ExprId last) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; ++i) h = mix(h, path[i].cond);
  return mix(h, last);
}

/// The most flips one run may offer: a long loop's steps beyond it wait
/// for a run that reaches them with fewer.
constexpr size_t kMaxFlipsPerRun = 200;
constexpr size_t kMaxPending = 20000;
/// Other values tried for one pinned expression.
constexpr int kMaxPinFlips = 3;

} // namespace

ConcolicSearch::ConcolicSearch(ExprPool& pool, Z3Bridge& z3, std::vector<ExprId> assumptions)
    : pool_(pool), z3_(z3), assumptions_(std::move(assumptions)) {}

bool ConcolicSearch::add_run(const std::vector<PathStep>& path, const Model& used,
                             const std::map<std::string, ExprId>& domains) {
  for (const auto& [name, d] : domains) domains_.emplace(name, d);
  size_t first = 0;
  if (expecting_) {
    // Inputs solved for a flip follow the path up to it, unless the model
    // of the program is not exact (an unmodelled operation, a shadow lost).
    bool follows = path.size() >= expected_.size();
    for (size_t i = 0; follows && i < expected_.size(); ++i) follows = path[i].cond == expected_[i];
    // A run that followed its path expands only past the flipped step (its
    // parent offered the earlier ones); a divergent run offers all of them.
    if (follows)
      first = expected_.size();
    else
      ++stats_.divergences;
    expecting_ = false;
  }
  uint64_t h = hash_prefix(path, path.size(), 0);
  if (!seen_paths_.insert(h).second) {
    probing_ = false;
    return false;
  }
  runs_.push_back({path, used, first});
  size_t r = runs_.size() - 1;
  if (probing_) probe_runs_.insert(r);
  probing_ = false;
  for (size_t i = first; i < path.size() && i < first + kMaxFlipsPerRun; ++i)
    if (work_.size() < kMaxPending) work_.push_back({r, i});
  return true;
}

bool ConcolicSearch::text_domain(ExprId d) const {
  return pool_[d].op == Op::Printable || pool_[d].op == Op::Token || pool_[d].op == Op::Text;
}

bool ConcolicSearch::within_domains(const Model& m) const {
  for (const auto& [name, value] : m) {
    auto it = domains_.find(name);
    if (it == domains_.end() || !text_domain(it->second)) continue;
    // Z3 writes a character outside printable ASCII as an escape.
    bool token = pool_[it->second].op == Op::Token;
    if (value.find("\\u{") != std::string::npos || value.find("\\x") != std::string::npos ||
        (token && value.empty()))
      return false;
    bool lines = pool_[it->second].op == Op::Text;
    for (char c : value)
      if ((c < (token ? '!' : ' ') || c > '~') && !(lines && (c == '\t' || c == '\n')))
        return false;
  }
  return true;
}

std::vector<ExprId> ConcolicSearch::with_text_domains(std::vector<ExprId> query) const {
  std::set<std::string> vars;
  for (ExprId c : query)
    for (const std::string& v : pool_.vars_of(c)) vars.insert(v);
  for (const std::string& v : vars)
    if (auto it = domains_.find(v); it != domains_.end() && text_domain(it->second))
      query.push_back(it->second);
  std::sort(query.begin(), query.end());
  query.erase(std::unique(query.begin(), query.end()), query.end());
  return query;
}

uint64_t ConcolicSearch::site(const PathStep& s) {
  return (static_cast<uint64_t>(s.line) << 8) | (static_cast<uint64_t>(s.kind) << 1) |
         (s.outcome ? 1 : 0);
}

bool ConcolicSearch::unsettled_checks() const {
  for (const Flip& f : work_) {
    const PathStep& s = runs_[f.run].path[f.step];
    if (s.kind == PathStep::Kind::Hidden && !solved_sites_.count(site(s))) return true;
  }
  return false;
}

std::tuple<int, int, int, int> ConcolicSearch::priority(const Flip& f,
                                                        const std::set<uint32_t>& covered) const {
  const PathStep& s = runs_[f.run].path[f.step];
  int uncovered = 1;
  if (s.kind == PathStep::Kind::Branch) {
    uint32_t other = 2 * static_cast<uint32_t>(s.decision) + (s.outcome ? 1 : 0);
    if (!covered.count(other)) uncovered = 0;
  }
  auto it = site_flips_.find(site(s));
  int flips = it == site_flips_.end() ? 0 : it->second;
  // Hidden checks (runtime errors) before covered branches, library code's
  // decisions, pins, stdin's length.
  int kind = s.kind == PathStep::Kind::Hidden    ? 0
             : s.kind == PathStep::Kind::Branch  ? 1
             : s.kind == PathStep::Kind::Library ? 2
             : s.kind == PathStep::Kind::Pin     ? 3
                                                 : 4;
  // The target's line: a step that went the unwanted way flips first, one
  // that went the wanted way last.
  int aim = 1;
  if (probe_runs_.count(f.run) && f.step + 1 == runs_[f.run].path.size())
    aim = -1;
  else if (target_line_ && s.line == target_line_ && s.kind != PathStep::Kind::Pin &&
           s.kind != PathStep::Kind::Input)
    aim = target_outcome_ < 0 || s.outcome != (target_outcome_ == 1) ? 0 : 2;
  return {aim, uncovered, flips, kind};
}

bool ConcolicSearch::on_lengths(ExprId e) const {
  const auto& vs = pool_.vars_of(e);
  return std::any_of(vs.begin(), vs.end(), is_length_input);
}

std::vector<ExprId> ConcolicSearch::slice(const Run& r, size_t step, ExprId negated,
                                          bool free_lengths) const {
  std::set<std::string> vars(pool_.vars_of(negated).begin(), pool_.vars_of(negated).end());
  std::vector<ExprId> candidates;
  for (size_t i = 0; i < step; ++i)
    if (!free_lengths || !on_lengths(r.path[i].cond)) candidates.push_back(r.path[i].cond);
  candidates.insert(candidates.end(), assumptions_.begin(), assumptions_.end());
  std::vector<bool> taken(candidates.size(), false);
  std::vector<ExprId> out{negated};
  // The closure of constraints sharing a variable with what is taken.
  for (bool grew = true; grew;) {
    grew = false;
    for (size_t i = 0; i < candidates.size(); ++i) {
      if (taken[i]) continue;
      const auto& vs = pool_.vars_of(candidates[i]);
      if (std::none_of(vs.begin(), vs.end(), [&](const std::string& v) { return vars.count(v); }))
        continue;
      taken[i] = true;
      grew = true;
      out.push_back(candidates[i]);
      vars.insert(vs.begin(), vs.end());
    }
  }
  // The domains of strs (printable characters) are costly to Z3: they are
  // added only when a model breaks them (ConcolicSearch::next).
  for (const std::string& v : vars)
    if (auto it = domains_.find(v); it != domains_.end() && !text_domain(it->second))
      out.push_back(it->second);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::optional<Model> ConcolicSearch::solve(const std::vector<ExprId>& query) {
  if (auto it = cache_.find(query); it != cache_.end()) {
    ++stats_.cache_hits;
    last_unknown_ = unknown_queries_.count(query) > 0;
    return it->second;
  }
  auto start = std::chrono::steady_clock::now();
  Model m;
  Verdict v = z3_.check(query, &m);
  ++stats_.solver_calls;
  stats_.solver_seconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::optional<Model> result;
  if (v == Verdict::Sat)
    result = std::move(m);
  else if (v == Verdict::Unsat)
    ++stats_.unsat;
  else
    ++stats_.unknown;
  last_unknown_ = v == Verdict::Unknown;
  if (last_unknown_) unknown_queries_.insert(query);
  cache_.emplace(query, result);
  return result;
}

namespace {

/// The length input of the sequence whose item `name` is (`arg:xs[2]` ->
/// `arg:xs[len]`), or "" when `name` is no item of an entry argument.
std::string sequence_of_item(const std::string& name) {
  if (name.rfind("arg:", 0) != 0 || name.size() < 4) return "";
  char close = name.back();
  if (close != ']' && close != ')') return "";
  size_t open = name.find_last_of(close == ']' ? '[' : '(');
  if (open == std::string::npos || open + 2 > name.size() - 1) return "";
  std::string index = name.substr(open + 1, name.size() - open - 2);
  if (index.find_first_not_of("0123456789") != std::string::npos) return "";
  return name.substr(0, open + 1) + "len" + close;
}

/// The characters of UTF-8 text `s` (Z3's model of a str, a literal).
size_t characters(const std::string& s) {
  return static_cast<size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// The largest a str input is made by a probe.
constexpr int64_t kMaxProbedText = 200;

} // namespace

void ConcolicSearch::literal_sizes(ExprId e, std::vector<int64_t>* out) const {
  const Expr& x = pool_[e];
  auto add = [&](int64_t n) {
    if (std::find(out->begin(), out->end(), n) == out->end()) out->push_back(n);
  };
  if (x.op == Op::StrLit) add(static_cast<int64_t>(characters(x.text)));
  bool compares = x.op == Op::Eq || x.op == Op::Lt || x.op == Op::Le;
  for (ExprId k : x.kids) {
    // An int compared with (`s.count(c) == 5`), not an index or a bound.
    const Expr& kid = pool_[k];
    if (compares && kid.op == Op::IntLit && kid.text.size() < 4 && kid.text[0] != '-')
      add(std::stoll(kid.text));
    if (x.op != Op::At && x.op != Op::Substr) literal_sizes(k, out);
  }
}

bool ConcolicSearch::indexes_characters(ExprId e, const std::string& var) const {
  std::set<ExprId> seen;
  std::vector<ExprId> todo{e};
  while (!todo.empty()) {
    ExprId x = todo.back();
    todo.pop_back();
    if (!seen.insert(x).second) continue;
    const Expr& n = pool_[x];
    if (n.op == Op::At && pool_[n.kids[0]].op == Op::Var && pool_[n.kids[0]].text == var)
      return true;
    todo.insert(todo.end(), n.kids.begin(), n.kids.end());
  }
  return false;
}

void ConcolicSearch::probe_lengths(const Run& r, ExprId negated, const Model& inputs) {
  // The sizes the constraint names (`f(s) == 'abc'`: a str of 3;
  // `s.count(c) == 5`: 5 items at least), first; every other length only for
  // a length the constraint names itself.
  std::vector<int64_t> sizes;
  literal_sizes(negated, &sizes);
  auto named = [&](int64_t n) { return std::find(sizes.begin(), sizes.end(), n) != sizes.end(); };
  auto push = [&](const std::string& v, int64_t n, bool text) {
    auto now = r.used.find(v);
    Model m = inputs;
    if (text) {
      if (now == r.used.end() || characters(now->second) == static_cast<size_t>(n)) return;
      // The run's characters, cut or padded with its last one: the probe's
      // own flip then solves the characters for the new length.
      std::string s = now->second;
      while (characters(s) > static_cast<size_t>(n)) {
        while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();
        s.pop_back();
      }
      char pad = s.empty() ? 'a' : s.back();
      if (static_cast<unsigned char>(pad) >= 0x80) pad = 'a';
      s.resize(s.size() + static_cast<size_t>(n) - characters(s), pad);
      m[v] = s;
    } else {
      if (now != r.used.end() && now->second == std::to_string(n)) return;
      m[v] = std::to_string(n);
    }
    probes_.push_back(std::move(m));
  };
  for (const std::string& name : pool_.vars_of(negated)) {
    // The length to vary: a sequence's length input (itself, or the one of
    // the sequence an item belongs to), or a str argument's own length
    // (its characters are fixed by a loop over it: `for c in s`).
    std::string v = is_length_input(name) ? name : sequence_of_item(name);
    Sort sort;
    // A str's length matters where its characters are taken one by one (a
    // loop over it): elsewhere Z3 chose the length freely already.
    bool text = v.empty() && name.rfind("arg:", 0) == 0 && pool_.var_sort(name, &sort) &&
                sort == Sort::Str && indexes_characters(negated, name);
    if (text) v = name;
    if (v.empty() || (!text && !r.used.count(v)) || !probed_.insert(v).second) continue;
    int64_t most = text ? kMaxProbedText : max_sequence_;
    if (v == name && !text)
      for (int64_t n = max_sequence_; n >= 0; --n)
        if (!named(n)) push(v, n, text);
    // A stack: the size named first is tried first.
    for (auto it = sizes.rbegin(); it != sizes.rend(); ++it)
      if (*it <= most) push(v, *it, text);
  }
}

std::optional<Model> ConcolicSearch::next(const std::set<uint32_t>& covered,
                                          std::chrono::steady_clock::time_point deadline) {
  // A probe run's last step flips before the next probe: each length is
  // tried for the items it needs, shortest first.
  bool probe_flip_waits = std::any_of(work_.begin(), work_.end(), [&](const Flip& f) {
    return probe_runs_.count(f.run) && f.step + 1 == runs_[f.run].path.size();
  });
  if (!probes_.empty() && !probe_flip_waits) {
    Model m = std::move(probes_.back());
    probes_.pop_back();
    probing_ = true;
    expecting_ = false;
    return m;
  }
  while (!work_.empty() && !out_of_solver_calls() && std::chrono::steady_clock::now() < deadline) {
    // The best flip; among equals the one of the newest run (depth first:
    // a run that got further offers the flips that go further still), its
    // earliest step first. Deterministic: no randomness, no clock.
    size_t best = 0;
    auto best_p = priority(work_[0], covered);
    for (size_t i = 1; i < work_.size(); ++i) {
      auto p = priority(work_[i], covered);
      if (p < best_p || (p == best_p && work_[i].run > work_[best].run)) {
        best = i;
        best_p = p;
      }
    }
    Flip f = work_[best];
    work_.erase(work_.begin() + static_cast<std::ptrdiff_t>(best));
    const Run& r = runs_[f.run];
    const PathStep& step = r.path[f.step];
    ExprId negated = pool_.negate(step.cond);
    if (!tried_.insert(hash_prefix(r.path, f.step, negated)).second) continue;
    if (step.kind == PathStep::Kind::Pin && ++pin_flips_[pool_[step.cond].kids[0]] > kMaxPinFlips)
      continue;
    ++site_flips_[site(step)];
    std::vector<ExprId> query = slice(r, f.step, negated, false);
    std::optional<Model> m = solve(query);
    if (m && !within_domains(*m)) m = solve(with_text_domains(query));
    // Unsat on this run's lengths (`f(xs) == [1, 2, 3]` after a loop over
    // two items): the lengths are freed from the path's loop bounds, and
    // the run with the lengths solved for takes another path to the step.
    bool freed = false;
    if (!m && on_lengths(negated)) {
      query = slice(r, f.step, negated, true);
      m = solve(query);
      if (m && !within_domains(*m)) m = solve(with_text_domains(query));
      freed = true;
    }
    // Still unsat: the flip may need inputs of another size than a loop
    // over them fixed (`f(s) == 'abcd'` after a loop over 11 characters).
    if (freed || (!m && !last_unknown_)) probe_lengths(r, negated, r.used);
    if (!m && !probes_.empty()) return next(covered, deadline);
    if (!m) continue;
    if (step.kind == PathStep::Kind::Hidden) solved_sites_.insert(site(step));
    // Defaults only for the stdin lines this run did not read: a line it read
    // keeps the form it was read in (a whole int, tokens, text).
    auto line_of = [](const std::string& name) {
      return name.rfind("in:", 0) == 0 ? name.substr(0, name.find(':', 3)) : std::string();
    };
    std::set<std::string> read;
    for (const auto& [name, value] : r.used) read.insert(line_of(name));
    Model inputs;
    for (const auto& [name, value] : defaults_)
      if (std::string l = line_of(name); l.empty() || !read.count(l)) inputs[name] = value;
    for (const auto& [name, value] : r.used) inputs[name] = value;
    for (const auto& [name, value] : *m) inputs[name] = value;
    expected_.clear();
    for (size_t i = 0; i < f.step; ++i) expected_.push_back(r.path[i].cond);
    expected_.push_back(negated);
    expecting_ = true;
    return inputs;
  }
  return std::nullopt;
}

} // namespace hyexec::solver
