#include "explore/raise_lines.h"

#include <algorithm>

namespace hyexec::cli {

namespace {

/// The line a block's last op or terminator covers, 0 when none does.
uint32_t last_line(const cfg::Block& b) {
  return b.lines && !b.lines->empty() ? b.lines->back() : 0;
}

/// The class a `raise` names: `E` or `E(...)`, else empty.
std::string raised_name(const ast::Stmt* s) {
  const ast::Expr* e = static_cast<const ast::Raise*>(s)->exc;
  if (e && e->kind == ast::ExprKind::Call) e = static_cast<const ast::Call*>(e)->func;
  return e && e->kind == ast::ExprKind::Name ? static_cast<const ast::Name*>(e)->id : "";
}

} // namespace

std::vector<RaiseLine> raise_lines(const cfg::Program& program) {
  // A line some op or completing terminator covers is an ordinary line
  // (`if x: raise E` covers the `if`): only the others need evidence.
  std::set<uint32_t> covered_somewhere;
  for (const auto& unit : program.units)
    for (cfg::BlockId id = 0; id < unit->num_blocks(); ++id)
      if (const auto& lines = unit->block(id).lines)
        covered_somewhere.insert(lines->begin(), lines->end());
  std::vector<RaiseLine> out;
  for (const auto& unit : program.units) {
    const cfg::Graph& g = unit->graph;
    for (cfg::BlockId id = 0; id < unit->num_blocks(); ++id) {
      const cfg::Block& b = g[id];
      if (b.term.kind != cfg::Terminator::Kind::Raise || !b.term.stmt) continue;
      RaiseLine r;
      r.line = b.term.stmt->span.line;
      if (covered_somewhere.count(r.line) ||
          !std::binary_search(program.statement_lines.begin(), program.statement_lines.end(),
                              r.line))
        continue;
      r.what = raised_name(b.term.stmt);
      r.before = last_line(b);
      if (!r.before)
        for (auto [e, end] = boost::in_edges(id, g); e != end; ++e) {
          const cfg::Block& p = g[boost::source(*e, g)];
          cfg::EdgeKind kind = g[*e].kind;
          if (p.term.kind == cfg::Terminator::Kind::Branch && p.term.decision >= 0 &&
              (kind == cfg::EdgeKind::True || kind == cfg::EdgeKind::False))
            r.outcomes.push_back(2 * static_cast<uint32_t>(p.term.decision) +
                                 (kind == cfg::EdgeKind::False ? 1 : 0));
          else if (p.term.kind == cfg::Terminator::Kind::Jump && last_line(p))
            r.pred_lines.push_back(last_line(p));
        }
      out.push_back(r);
    }
  }
  return out;
}

bool reached(const RaiseLine& r, const std::set<uint32_t>& lines,
             const std::set<uint32_t>& branches, const std::set<uint32_t>& raised) {
  if (raised.count(r.line)) return true;
  if (r.before) return lines.count(r.before) > 0;
  for (uint32_t o : r.outcomes)
    if (branches.count(o)) return true;
  for (uint32_t l : r.pred_lines)
    if (lines.count(l)) return true;
  return false;
}

size_t lines_reached(const std::vector<RaiseLine>& raises, const std::set<uint32_t>& covered,
                     const std::set<uint32_t>& branches, const std::set<uint32_t>& raised) {
  return covered.size() + std::count_if(raises.begin(), raises.end(), [&](const RaiseLine& r) {
           return reached(r, covered, branches, raised);
         });
}

} // namespace hyexec::cli
