#include "interp/stdlib_attrs.h"

#include "interp/errors.h"

#include <algorithm>
#include <iterator>
#include <string>

namespace hyexec::interp {

namespace {

/// "module.name", sorted (the generator sorts them).
constexpr std::string_view kNames[] = {
#include "stdlib_attrs.inc"
};

} // namespace

bool cpython_module_has(std::string_view module, std::string_view name) {
  std::string key = std::string(module) + "." + std::string(name);
  return std::binary_search(std::begin(kNames), std::end(kNames), std::string_view(key));
}

void unsupported_if_cpython_has(std::string_view module, std::string_view name) {
  if (cpython_module_has(module, name))
    throw Unsupported{std::string(module) + "." + std::string(name) + " (CPython's " +
                      std::string(module) + " has it; hyexec's does not)"};
}

} // namespace hyexec::interp
