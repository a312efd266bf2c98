#include "cfg_test_util.h"

#include <sstream>

using namespace hyexec;

BuiltCfg build_cfg(const std::string& source) {
  BuiltCfg b;
  ParseResult r = parse_python("t.py", source);
  if (r.error) {
    b.error = r.error->type + ": " + r.error->message;
    return b;
  }
  b.module = std::move(r.module);
  cfg::BuildError error;
  b.program = cfg::build(*b.module, &error);
  if (!b.program) b.error = "SyntaxError: " + error.message + " @" + std::to_string(error.line);
  return b;
}

std::string summarize(const cfg::CodeUnit& u) {
  std::ostringstream out;
  auto name = [&](cfg::BlockId b) -> std::string {
    if (b == u.exit) return "END";
    if (b == u.raise_exit) return "RAISE";
    return std::to_string(u.block(b).number);
  };
  for (cfg::BlockId id = 0; id < u.num_blocks(); ++id) {
    const cfg::Block& b = u.block(id);
    if (b.is_exit) continue;
    out << b.number << (b.reachable ? "" : "!") << " L";
    bool first = true;
    auto line = [&](uint32_t l) {
      if (!l) return;
      out << (first ? "" : ",") << l;
      first = false;
    };
    for (const cfg::Op& op : b.ops) line(op.line);
    line(b.term.line);
    out << " |";
    for (int k = 0; k < 2; ++k) {
      if (b.term.succ[k] == cfg::kNoBlock) continue;
      if (k == 1 && b.term.succ[1] == b.term.succ[0] && b.succ_kind[0] == b.succ_kind[1]) continue;
      out << " " << cfg::name(b.succ_kind[k]) << "->" << name(b.term.succ[k]);
    }
    if (b.exc != cfg::kNoBlock && b.exc != u.raise_exit) out << " exception->" << name(b.exc);
    out << "\n";
  }
  return out.str();
}

std::string summary(const std::string& source, const std::string& name) {
  BuiltCfg b = build_cfg(source);
  if (!b.program) return "!! " + b.error;
  const cfg::CodeUnit* u = b.program->find(name);
  return u ? summarize(*u) : "!! no unit " + name;
}
