// Graphviz rendering: one cluster per code unit, statements in the boxes,
// labelled edges, exception edges dashed.
#include "cfg/cfg_describe.h"
#include "cfg/cfg_render.h"

#include <sstream>

namespace hyexec::cfg {

namespace {

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\' || c == '{' || c == '}' || c == '<' || c == '>' || c == '|')
      out += '\\';
    if (c == '\n') {
      out += "\\l";
      continue;
    }
    out += c;
  }
  return out;
}

} // namespace

std::string render_dot(const Program& p, const CodeUnit* only) {
  std::ostringstream out;
  out << "digraph cfg {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
         "  edge [fontname=\"sans\", fontsize=9];\n  compound=true;\n";
  for (size_t ui = 0; ui < p.units.size(); ++ui) {
    const CodeUnit& u = *p.units[ui];
    if (only && &u != only) continue;
    std::string prefix = "u" + std::to_string(ui) + "_";
    out << "  subgraph cluster_" << ui << " {\n    label=\"" << escape(unit_title(p, u)) << "\";\n";
    for (BlockId id = 0; id < u.num_blocks(); ++id) {
      const Block& b = u.block(id);
      out << "    " << prefix << id << " [";
      if (b.is_exit) {
        out << "shape=ellipse, label=\"" << (id == u.exit ? "<END>" : "<raise>") << "\"";
      } else {
        std::string label =
            "Block " + std::to_string(b.number) + (b.reachable ? "" : " (unreachable)") + "\\l";
        for (const StatementText& s : describe(*p.module, b))
          label += (s.line ? std::to_string(s.line) + ": " : "    ") + escape(s.text) + "\\l";
        out << "label=\"" << label << "\"";
        if (!b.reachable) out << ", style=dashed, color=gray";
      }
      out << "];\n";
    }
    for (auto [e, end] = boost::edges(u.graph); e != end; ++e) {
      EdgeKind k = u.graph[*e].kind;
      // Every statement can raise to <raise>; drawing those edges hides the
      // rest. Exception edges to handlers and explicit raises stay.
      bool raising_block =
          u.block(boost::source(*e, u.graph)).term.kind == Terminator::Kind::Raise ||
          u.block(boost::source(*e, u.graph)).term.kind == Terminator::Kind::Reraise ||
          u.block(boost::source(*e, u.graph)).term.kind == Terminator::Kind::AssertFail;
      if (k == EdgeKind::Exception && boost::target(*e, u.graph) == u.raise_exit && !raising_block)
        continue;
      out << "    " << prefix << boost::source(*e, u.graph) << " -> " << prefix
          << boost::target(*e, u.graph) << " [label=\"" << name(k) << "\"";
      if (k == EdgeKind::Exception || k == EdgeKind::Raise) out << ", style=dashed, color=red";
      if (k == EdgeKind::True || k == EdgeKind::NextItem || k == EdgeKind::Matched)
        out << ", color=darkgreen";
      if (k == EdgeKind::False || k == EdgeKind::Exhausted || k == EdgeKind::NotMatched)
        out << ", color=blue";
      out << "];\n";
    }
    out << "  }\n";
  }
  out << "}\n";
  return out.str();
}

} // namespace hyexec::cfg
