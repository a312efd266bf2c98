// `hyexec cfg FILE [--format text|dot|json] [--function NAME]` and the
// developer command `hyexec ast FILE...` (the structural AST dump that
// tools/check_ast.py compares with CPython's).
#include "cfg/ast_dump.h"
#include "cfg/cfg_render.h"
#include "tools/cli.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace hyexec::cli {

int cmd_cfg(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{"usage: hyexec cfg FILE [--format text|dot|json] [--function NAME]"};
  LoadedProgram lp = load(o.files[0]);
  const cfg::CodeUnit* only = nullptr;
  if (o.values.count("function")) {
    only = lp.program->find(o.value("function"));
    if (!only)
      throw CommandError{"no function or class named " + o.value("function") + " in " + o.files[0]};
  }
  std::string format = o.value("format", o.flag("json") ? "json" : "text");
  if (format == "text")
    std::cout << cfg::render_text(*lp.program, only);
  else if (format == "dot")
    std::cout << cfg::render_dot(*lp.program, only);
  else if (format == "json")
    std::cout << cfg::render_json(*lp.program, only);
  else
    throw CommandError{"unknown --format " + format + " (text, dot or json)"};
  return 0;
}

int cmd_ast(const Options& o) {
  if (o.files.empty()) throw CommandError{"usage: hyexec ast FILE..."};
  int status = 0;
  for (const std::string& path : o.files) {
    std::cout << "== " << path << "\n";
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cout << "!! OSError: cannot read " << path << "\n";
      status = 1;
      continue;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    ParseResult r = parse_as_written(path, buf.str());
    if (r.error)
      std::cout << "!! " << r.error->type << ": " << r.error->message << " (line " << r.error->line
                << ")\n";
    else
      std::cout << ast::dump_structure(*r.module);
  }
  return status;
}

} // namespace hyexec::cli
