// The descent parser's entry point.
#include "cfg/descent/descent.h"
#include "cfg/descent/parser.h"

namespace hyexec::descent {

bool parse_module(ast::Module& m, bool mangle, const char** why) {
  try {
    Parser(m, mangle).module();
    return true;
  } catch (const Decline& d) {
    m.body.clear();
    *why = d.why;
    return false;
  }
}

} // namespace hyexec::descent
