// Times hyexec's whole front end (decode, descent or tree-sitter parse, lowering, scope
// analysis, CFG construction) over files already read into memory, best of
// N rounds. Used by tools/bench_frontend.py, which times CPython's
// ast.parse on the same files in the same run.
#include "cfg/cfg.h"
#include "cfg/descent/descent.h"
#include "cfg/parse.h"

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  int rounds = 3;
  // --tree-sitter: the tree-sitter path alone (the front end before the descent parser).
  hyexec::Frontend frontend = hyexec::Frontend::Auto;
  std::vector<std::pair<std::string, std::string>> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--rounds" && i + 1 < argc) {
      rounds = std::stoi(argv[++i]);
      continue;
    }
    if (a == "--tree-sitter") {
      frontend = hyexec::Frontend::TreeSitter;
      continue;
    }
    std::ifstream in(a, std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    files.emplace_back(a, buf.str());
  }
  double best = 1e100;
  size_t ok = 0, blocks = 0;
  for (int r = 0; r < rounds; ++r) {
    ok = blocks = 0;
    auto start = std::chrono::steady_clock::now();
    for (const auto& [name, text] : files) {
      hyexec::ParseResult p = hyexec::parse_with(name, text, true, frontend);
      if (!p.module) continue;
      hyexec::cfg::BuildError error;
      auto program = hyexec::cfg::build(*p.module, &error);
      if (!program) continue;
      ++ok;
      for (const auto& u : program->units) blocks += u->num_blocks();
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best = std::min(best, s);
  }
  std::cout << "files " << files.size() << " built " << ok << " blocks " << blocks << " seconds "
            << best << "\n";
}
