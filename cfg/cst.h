#pragma once
/// \file
/// A thin view of tree-sitter's concrete syntax tree for the lowering code:
/// node kinds as an enum, children with their field names. Only the lowering
/// (parse_*.cpp) includes this header; it is the one place that knows
/// tree-sitter.

#include <tree_sitter/api.h>

#include <string_view>
#include <vector>

namespace hyexec::cst {

/// The tree-sitter-python node kinds the lowering distinguishes.
enum class K : uint8_t {
#define HYEXEC_CST_KIND(name) name,
#include "cfg/cst_kinds.def"
#undef HYEXEC_CST_KIND
  Other
};

/// The fields the lowering reads.
enum class F : uint8_t {
  None,
  alias,
  alternative,
  argument,
  arguments,
  attribute,
  body,
  cause,
  code,
  condition,
  consequence,
  definition,
  expression,
  format_specifier,
  function,
  guard,
  key,
  left,
  module_name,
  name,
  object,
  operator_,
  operators,
  parameters,
  return_type,
  right,
  subject,
  subscript,
  superclasses,
  type,
  type_conversion,
  type_parameters,
  value
};

const TSLanguage* language();
K kind(TSNode n);

struct Child {
  TSNode node;
  F field;
  K kind;
  bool named;
};

/// All children of `n` in order, anonymous tokens included, comments and
/// line continuations left out. Read in one pass (cfg/ts_children.h):
/// `ts_node_child(i)` is linear, a cursor slow.
void children(TSNode n, std::vector<Child>* out);

/// children() into a buffer borrowed from a per-thread pool and given back on
/// destruction, so lowering a node allocates nothing for its child list.
class Kids {
public:
  explicit Kids(TSNode n);
  ~Kids();
  Kids(const Kids&) = delete;
  Kids& operator=(const Kids&) = delete;
  const Child* begin() const { return v_->data(); }
  const Child* end() const { return v_->data() + v_->size(); }
  size_t size() const { return v_->size(); }
  bool empty() const { return v_->empty(); }
  const Child& operator[](size_t i) const { return (*v_)[i]; }

private:
  std::vector<Child>* v_;
};

} // namespace hyexec::cst
