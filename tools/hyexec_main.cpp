#include "cfg/ast_dump.h"
#include "cfg/parse.h"

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    auto r = hyexec::parse_python(argv[i], ss.str());
    std::cout << "== " << argv[i] << "\n";
    if (r.error) std::cout << "!! " << r.error->type << ": " << r.error->message << " line " << r.error->line << "\n";
    else std::cout << hyexec::ast::dump_structure(*r.module);
  }
}
