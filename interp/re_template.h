#pragma once
/// \file
/// re's replacement templates (`\1`, `\g<name>`, escapes) compiled as
/// CPython's re._parser.parse_template: into literal text and group
/// references, with its re.error messages and positions, before any match.

#include "interp/machine.h"

#include <functional>
#include <string>
#include <vector>

namespace hyexec::interp {

struct TemplatePart {
  std::string literal; ///< UTF-8 (str) or bytes text, when group < 0
  int64_t group = -1;
};

/// What the template compiler needs of the pattern.
struct TemplateContext {
  bool bytes;
  int64_t groups;                                         ///< capturing groups
  std::function<int64_t(const std::string&)> group_named; ///< -1 when none
  /// Raises re.error(msg, template, pos).
  std::function<void(const std::string&, int64_t)> fail;
};

std::vector<TemplatePart> compile_template(const std::string& text, const TemplateContext& c);

} // namespace hyexec::interp
