#pragma once
/// \file
/// A value of a class the snippet defines, for an unknown (an entry's
/// parameter) whose uses are that class's: `inv.count(name)`, `inv.items`
/// on a file that defines `Inventory` with `count` and `self.items`. The
/// answer makes the instance through the class's own constructor
/// (`Inventory({'a': 1})`), so the run rests on a real object, not on a
/// stand-in whose methods answer anything.

#include "cfg/ast.h"
#include "oracle/usage.h"

#include <functional>
#include <string>

namespace hyexec::oracle {

/// `C(args)` for the top-level class C whose methods and `self.` attributes
/// include every attribute `u` reads (the first that does), each argument of `__init__` without a
/// default given by `argument(name)`; empty when no class fits.
std::string own_class_instance(const ast::Module& module, const Usage& u,
                               const std::function<std::string(const std::string&)>& argument);

} // namespace hyexec::oracle
