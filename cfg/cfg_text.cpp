// The block listing in the style of the ORCA paper (its Fig. 5).
#include "cfg/cfg_describe.h"
#include "cfg/cfg_render.h"

#include <sstream>

namespace hyexec::cfg {

namespace {

std::string target(const CodeUnit& u, BlockId b) {
  if (is_end(u, b)) return "<END>";
  return "Go to Block " + std::to_string(u.block(b).number);
}

void render_unit(const Program& p, const CodeUnit& u, std::ostringstream& out) {
  for (BlockId id = 0; id < u.num_blocks(); ++id) {
    const Block& b = u.block(id);
    if (b.is_exit) continue;
    out << "\nBlock " << b.number << ":";
    if (!b.reachable) out << " (unreachable)";
    out << "\nStatement:\n";
    for (const StatementText& s : describe(*p.module, b)) {
      size_t pos = 0;
      while (pos <= s.text.size()) {
        size_t nl = s.text.find('\n', pos);
        out << "    " << s.text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos)
            << "\n";
        if (nl == std::string::npos) break;
        pos = nl + 1;
      }
    }
    out << "Next:\n";
    const Terminator& t = b.term;
    switch (t.kind) {
    case Terminator::Kind::Jump:
    case Terminator::Kind::StarReraise:
      out << "    "
          << (is_end(u, t.succ[0]) ? "<END>"
                                   : "Go to Block: " + std::to_string(u.block(t.succ[0]).number))
          << "\n";
      break;
    case Terminator::Kind::Branch:
    case Terminator::Kind::ForNext:
    case Terminator::Kind::ExceptMatch:
    case Terminator::Kind::MatchCase:
    case Terminator::Kind::WithExitExc:
      out << "    If True: " << target(u, t.succ[0]) << "\n";
      if (t.succ[1] != kNoBlock) out << "    If False: " << target(u, t.succ[1]) << "\n";
      break;
    case Terminator::Kind::Raise:
    case Terminator::Kind::Reraise:
    case Terminator::Kind::AssertFail:
      out << "    " << (is_end(u, b.exc) ? "<END>" : "Raise: " + target(u, b.exc)) << "\n";
      break;
    case Terminator::Kind::Return:
    case Terminator::Kind::Exit: out << "    <END>\n"; break;
    }
    bool raises_to_block =
        b.exc != kNoBlock && !is_end(u, b.exc) && t.kind != Terminator::Kind::Raise &&
        t.kind != Terminator::Kind::Reraise && t.kind != Terminator::Kind::AssertFail;
    if (raises_to_block) out << "    On Exception: " << target(u, b.exc) << "\n";
  }
}

} // namespace

std::string unit_title(const Program& p, const CodeUnit& u) {
  switch (u.kind) {
  case CodeUnit::Kind::Module: return "module";
  case CodeUnit::Kind::Class: return "class " + u.name + " (line " + std::to_string(u.line) + ")";
  case CodeUnit::Kind::Lambda: return "lambda " + u.name + " (line " + std::to_string(u.line) + ")";
  case CodeUnit::Kind::Function:
    return "function " + u.name + " (line " + std::to_string(u.line) + ")";
  }
  return u.name;
}

std::string render_text(const Program& p, const CodeUnit* only) {
  std::ostringstream out;
  if (only) {
    render_unit(p, *only, out);
    return out.str();
  }
  bool several = p.units.size() > 1;
  for (const auto& u : p.units) {
    if (several)
      out << (u.get() == p.units.front().get() ? "" : "\n") << "# " << unit_title(p, *u) << "\n";
    render_unit(p, *u, out);
  }
  return out.str();
}

} // namespace hyexec::cfg
