#pragma once
/// \file
/// Renderings of a program's CFGs: the ORCA-style block listing given to an
/// LLM, Graphviz DOT, and JSON (documented in the README).

#include "cfg/cfg.h"

#include <string>

namespace hyexec::cfg {

/// `only`: render this unit alone; null: every unit, the module first.
std::string render_text(const Program& p, const CodeUnit* only = nullptr);
std::string render_dot(const Program& p, const CodeUnit* only = nullptr);
std::string render_json(const Program& p, const CodeUnit* only = nullptr);

/// A unit's title line: `module`, `function f(a, b) (line 3)`, ...
std::string unit_title(const Program& p, const CodeUnit& u);

} // namespace hyexec::cfg
