// JSON rendering of the CFGs; the schema is documented in the README.
#include "cfg/cfg_describe.h"
#include "cfg/cfg_render.h"

#include <nlohmann/json.hpp>

namespace hyexec::cfg {

namespace {

const char* unit_kind(CodeUnit::Kind k) {
  switch (k) {
  case CodeUnit::Kind::Module: return "module";
  case CodeUnit::Kind::Function: return "function";
  case CodeUnit::Kind::Lambda: return "lambda";
  case CodeUnit::Kind::Class: return "class";
  }
  return "";
}

const char* term_kind(Terminator::Kind k) {
  static const char* const kNames[] = {"jump",      "branch",       "for_next",    "except_match",
                                       "with_exit", "match_case",   "return",      "raise",
                                       "reraise",   "star_reraise", "assert_fail", "exit"};
  return kNames[static_cast<int>(k)];
}

nlohmann::ordered_json unit_json(const Program& p, const CodeUnit& u) {
  nlohmann::ordered_json j;
  j["name"] = u.name;
  j["kind"] = unit_kind(u.kind);
  j["line"] = u.line;
  j["entry"] = u.block(u.entry).number;
  j["exit"] = u.block(u.exit).number;
  j["raise_exit"] = u.block(u.raise_exit).number;
  nlohmann::ordered_json blocks = nlohmann::ordered_json::array();
  for (BlockId id = 0; id < u.num_blocks(); ++id) {
    const Block& b = u.block(id);
    nlohmann::ordered_json jb;
    jb["id"] = b.number;
    jb["kind"] = b.is_exit ? (id == u.exit ? "exit" : "raise_exit") : "block";
    jb["reachable"] = b.reachable;
    nlohmann::ordered_json stmts = nlohmann::ordered_json::array();
    for (const StatementText& s : describe(*p.module, b))
      stmts.push_back({{"line", s.line ? nlohmann::ordered_json(s.line) : nlohmann::ordered_json()},
                       {"kind", s.kind},
                       {"text", s.text}});
    jb["statements"] = stmts;
    jb["terminator"] = term_kind(b.term.kind);
    jb["decision"] =
        b.term.decision >= 0 ? nlohmann::ordered_json(b.term.decision) : nlohmann::ordered_json();
    jb["handler_depth"] = b.handler_depth;
    blocks.push_back(jb);
  }
  j["blocks"] = blocks;
  nlohmann::ordered_json edges = nlohmann::ordered_json::array();
  for (auto [e, end] = boost::edges(u.graph); e != end; ++e)
    edges.push_back({{"from", u.block(boost::source(*e, u.graph)).number},
                     {"to", u.block(boost::target(*e, u.graph)).number},
                     {"kind", name(u.graph[*e].kind)}});
  j["edges"] = edges;
  return j;
}

} // namespace

std::string render_json(const Program& p, const CodeUnit* only) {
  nlohmann::ordered_json j;
  j["file"] = p.module->filename;
  nlohmann::ordered_json units = nlohmann::ordered_json::array();
  for (const auto& u : p.units)
    if (!only || u.get() == only) units.push_back(unit_json(p, *u));
  j["units"] = units;
  nlohmann::ordered_json decisions = nlohmann::ordered_json::array();
  for (size_t i = 0; i < p.decisions.size(); ++i)
    decisions.push_back(
        {{"id", i}, {"kind", name(p.decisions[i].kind)}, {"line", p.decisions[i].line}});
  j["decisions"] = decisions;
  j["statement_lines"] = p.statement_lines;
  return j.dump(2) + "\n";
}

} // namespace hyexec::cfg
