#include "explore/trace_divergence.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace hyexec::cli {

namespace {

std::vector<std::string> source_lines(const std::string& src) {
  std::vector<std::string> lines{""}; // lines count from 1
  size_t pos = 0;
  while (pos <= src.size()) {
    size_t nl = src.find('\n', pos);
    if (nl == std::string::npos) nl = src.size();
    std::string l = src.substr(pos, nl - pos);
    size_t a = l.find_first_not_of(" \t\r"), b = l.find_last_not_of(" \t\r");
    lines.push_back(a == std::string::npos ? "" : l.substr(a, b - a + 1));
    pos = nl + 1;
  }
  return lines;
}

/// A value that names an object by its address says nothing comparable.
bool comparable(const std::string& repr) {
  return repr.find(" at 0x") == std::string::npos;
}

std::vector<const interp::BlockTrace*> blocks(const interp::RunResult& r) {
  std::vector<const interp::BlockTrace*> out;
  for (const interp::BlockTrace& t : r.trace)
    if (t.event == interp::BlockTrace::Event::Block && t.lines && !t.lines->empty())
      out.push_back(&t);
  return out;
}

} // namespace

std::vector<uint32_t> matched_lines(const std::string& old_src, const std::string& new_src) {
  std::vector<std::string> a = source_lines(old_src), b = source_lines(new_src);
  size_t n = a.size(), m = b.size();
  std::vector<uint32_t> map(n, 0);
  if (n * m > 16'000'000) return map; // too big to match: every line counts as changed
  std::vector<std::vector<uint16_t>> lcs(n + 1, std::vector<uint16_t>(m + 1, 0));
  for (size_t i = n; i-- > 1;)
    for (size_t j = m; j-- > 1;)
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  for (size_t i = 1, j = 1; i < n && j < m;) {
    if (a[i] == b[j]) {
      map[i++] = static_cast<uint32_t>(j++);
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      ++i;
    } else {
      ++j;
    }
  }
  return map;
}

Divergence first_divergence(const std::string& old_src, const std::string& new_src,
                            const interp::RunResult& old_run, const interp::RunResult& new_run) {
  std::vector<uint32_t> map = matched_lines(old_src, new_src);
  std::set<uint32_t> kept; // new lines the old version has too
  for (uint32_t to : map)
    if (to) kept.insert(to);
  auto old_kept = [&](uint32_t l) { return l < map.size() && map[l] != 0; };
  std::vector<const interp::BlockTrace*> a = blocks(old_run), b = blocks(new_run);
  Divergence d;
  // The first block of a pair that runs a changed line, for when the states
  // never differ (the edit changed only what is printed or returned).
  std::optional<Divergence> first_change;
  for (size_t i = 0; i < a.size() || i < b.size(); ++i) {
    if (i >= a.size() || i >= b.size()) {
      // One run went on where the other stopped (after the edit, if one ran).
      if (first_change) return *first_change;
      d.found = true;
      d.old_line = i < a.size() ? a[i]->lines->front() : (a.empty() ? 0 : a.back()->lines->back());
      d.new_line = i < b.size() ? b[i]->lines->front() : (b.empty() ? 0 : b.back()->lines->back());
      return d;
    }
    const std::vector<uint32_t>& la = *a[i]->lines;
    const std::vector<uint32_t>& lb = *b[i]->lines;
    // The shared lines of the two blocks, in the new version's numbers.
    std::vector<uint32_t> ma, mb;
    for (uint32_t l : la)
      if (old_kept(l)) ma.push_back(map[l]);
    for (uint32_t l : lb)
      if (kept.count(l)) mb.push_back(l);
    for (const auto& [name, value] : b[i]->state)
      for (const auto& [old_name, old_value] : a[i]->state)
        if (old_name == name && old_value != value && comparable(value) && comparable(old_value))
          d.variables.emplace_back(name, old_value, value);
    uint32_t old_changed = 0, new_changed = 0;
    for (uint32_t l : la)
      if (!old_changed && !old_kept(l)) old_changed = l;
    for (uint32_t l : lb)
      if (!new_changed && !kept.count(l)) new_changed = l;
    if (ma == mb && d.variables.empty()) {
      if (!first_change && (old_changed || new_changed))
        first_change = Divergence{true,
                                  old_changed ? old_changed : la.front(),
                                  new_changed ? new_changed : lb.front(),
                                  {}};
      continue;
    }
    d.found = true;
    size_t k = 0;
    while (k < ma.size() && k < mb.size() && ma[k] == mb[k]) ++k;
    // Where the blocks part: a changed line, else the first shared line they disagree on.
    d.old_line = old_changed ? old_changed : la.front();
    d.new_line = new_changed ? new_changed : (k < mb.size() ? mb[k] : lb.front());
    return d;
  }
  return first_change ? *first_change : d;
}

} // namespace hyexec::cli
