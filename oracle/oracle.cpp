#include "oracle/oracle.h"

namespace hyexec::oracle {

const char* name(Ask a) {
  switch (a) {
  case Ask::Name: return "name";
  case Ask::Module: return "module";
  case Ask::Attribute: return "attr";
  case Ask::Call: return "call";
  case Ask::Item: return "item";
  case Ask::Value: return "value";
  case Ask::Argument: return "argument";
  }
  return "?";
}

} // namespace hyexec::oracle
