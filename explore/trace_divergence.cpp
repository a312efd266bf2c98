#include "explore/trace_divergence.h"

#include <algorithm>
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
  // A def, class or import line that changed says where code was moved or
  // renamed, not where the two executions part.
  std::vector<std::string> old_text = source_lines(old_src), new_text = source_lines(new_src);
  auto structural = [](const std::vector<std::string>& text, uint32_t l) {
    if (l >= text.size()) return false;
    for (const char* head : {"def ", "async def ", "class ", "@", "import ", "from "})
      if (text[l].rfind(head, 0) == 0) return true;
    return false;
  };
  auto old_changed = [&](uint32_t l) {
    return (l >= map.size() || !map[l]) && !structural(old_text, l);
  };
  auto new_changed = [&](uint32_t l) { return !kept.count(l) && !structural(new_text, l); };
  std::vector<const interp::BlockTrace*> a = blocks(old_run), b = blocks(new_run);
  // Two blocks run the same code when every line is shared and matched.
  auto same_code = [&](const interp::BlockTrace* x, const interp::BlockTrace* y) {
    const std::vector<uint32_t>&la = *x->lines, &lb = *y->lines;
    if (la.size() != lb.size()) return false;
    for (size_t k = 0; k < la.size(); ++k)
      if (la[k] >= map.size() || map[la[k]] != lb[k]) return false;
    return true;
  };
  auto differing = [&](const interp::BlockTrace* x, const interp::BlockTrace* y) {
    std::vector<std::tuple<std::string, std::string, std::string>> out;
    for (const auto& [name, value] : y->state)
      for (const auto& [old_name, old_value] : x->state)
        if (old_name == name && old_value != value && comparable(value) && comparable(old_value))
          out.emplace_back(name, old_value, value);
    return out;
  };
  /// The first changed line run from block `from` on, else `from`'s first line.
  auto first_changed = [](const std::vector<const interp::BlockTrace*>& t, size_t from,
                          const auto& changed, const interp::BlockTrace** where) -> uint32_t {
    for (size_t i = from; i < t.size(); ++i)
      for (uint32_t l : *t[i]->lines)
        if (changed(l)) {
          *where = t[i];
          return l;
        }
    *where = from < t.size() ? t[from] : nullptr;
    return from < t.size() ? t[from]->lines->front() : 0;
  };
  Divergence d;
  size_t i = 0;
  for (; i < a.size() && i < b.size() && same_code(a[i], b[i]); ++i) {
    d.variables = differing(a[i], b[i]);
    if (!d.variables.empty()) {
      // The same code left different values: the data parted before.
      d.found = true;
      d.old_line = a[i]->lines->front();
      d.new_line = b[i]->lines->front();
      return d;
    }
  }
  if (i >= a.size() && i >= b.size()) return d; // the runs did the same
  // The code parts here: the first changed line each side runs from here on.
  d.found = true;
  const interp::BlockTrace *at_old = nullptr, *at_new = nullptr;
  d.old_line = first_changed(a, i, old_changed, &at_old);
  d.new_line = first_changed(b, i, new_changed, &at_new);
  if (!d.old_line && !a.empty()) d.old_line = a.back()->lines->back();
  if (!d.new_line && !b.empty()) d.new_line = b.back()->lines->back();
  if (at_old && at_new) d.variables = differing(at_old, at_new);
  return d;
}

} // namespace hyexec::cli
