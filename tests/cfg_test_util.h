#pragma once
// Helpers for the CFG tests: build a program's CFGs from source and write a
// unit as one line per block, compact enough to spell out in a test:
//   "3 L4 | true->4 false->5 exception->7"
// block number (with ! when unreachable), the lines it covers, then its
// successors; END and RAISE are the unit's exits; exception edges are listed
// only when they lead to a block (every block may raise to RAISE).
#include "cfg/cfg.h"
#include "cfg/parse.h"

#include <memory>
#include <string>

struct BuiltCfg {
  std::unique_ptr<hyexec::ast::Module> module;
  std::unique_ptr<hyexec::cfg::Program> program;
  std::string error;
};

BuiltCfg build_cfg(const std::string& source);
std::string summarize(const hyexec::cfg::CodeUnit& unit);
/// summarize() of the unit named `name` ("<module>" for the module).
std::string summary(const std::string& source, const std::string& name = "<module>");
