// cfg/ts_children.h reads tree-sitter's subtrees itself; a tree cursor is
// the reference it must agree with, node for node and field for field.
#include "cfg/ts_children.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

extern "C" const TSLanguage* tree_sitter_python(void);

namespace {

struct Counts {
  size_t nodes = 0, mismatches = 0, with_field = 0;
};

void compare(TSNode n, Counts* counts) {
  std::vector<std::pair<TSNode, TSFieldId>> want;
  TSTreeCursor c = ts_tree_cursor_new(n);
  if (ts_tree_cursor_goto_first_child(&c)) {
    do want.emplace_back(ts_tree_cursor_current_node(&c), ts_tree_cursor_current_field_id(&c));
    while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
  // One slot short: the count must still be the whole number of children.
  std::vector<HyexecTsChild> got(want.empty() ? 0 : want.size() - 1);
  uint32_t count = hyexec_ts_children(n, got.data(), static_cast<uint32_t>(got.size()));
  got.resize(count);
  if (count > 0) hyexec_ts_children(n, got.data(), count);
  ++counts->nodes;
  bool same = count == want.size();
  for (size_t i = 0; same && i < want.size(); ++i) {
    const TSNode &a = want[i].first, &b = got[i].node;
    same = ts_node_eq(a, b) && a.context[3] == b.context[3] && want[i].second == got[i].field &&
           ts_node_start_byte(a) == ts_node_start_byte(b) &&
           ts_node_start_point(a).column == ts_node_start_point(b).column;
    counts->with_field += want[i].second != 0;
  }
  counts->mismatches += !same;
  for (const auto& [child, field] : want) compare(child, counts);
}

Counts compare_all(const std::string& src) {
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, tree_sitter_python());
  TSTree* tree = ts_parser_parse_string(parser, nullptr, src.data(), src.size());
  Counts counts;
  compare(ts_tree_root_node(tree), &counts);
  ts_tree_delete(tree);
  ts_parser_delete(parser);
  return counts;
}

} // namespace

TEST(TsChildren, SameNodesAndFieldsAsACursor) {
  // Hidden wrappers (expression supertypes), aliases (a dotted module name),
  // extras (comments, a line continuation), fields through hidden nodes.
  Counts c = compare_all("import os.path as p  # comment\n"
                         "from . import (a, b)\n"
                         "@dec(1)\n"
                         "async def f(x: int = 1, *a, k=2, **kw) -> 'r':\n"
                         "    y = [i ** 2 for i in x if i] \\\n"
                         "        + {k: v for k, v in kw.items()}\n"
                         "    match y:\n"
                         "        case [1, *rest] if rest: return f'{y!r:>{w}}'\n"
                         "        case {'a': A(b=c)} | None: pass\n"
                         "    return (yield from g()), lambda q=3: q[1:2, ...]\n"
                         "class C(B, metaclass=M):\n"
                         "    x: 'T' = not a < b <= c is not d\n");
  EXPECT_GT(c.nodes, 200u);
  EXPECT_GT(c.with_field, 50u);
  EXPECT_EQ(c.mismatches, 0u);
}

TEST(TsChildren, SameOnTreesWithErrors) {
  Counts c = compare_all("def f(:\n    x = (1,\n  y = ]\nclass\nprint 'a'\n");
  EXPECT_GT(c.nodes, 10u);
  EXPECT_EQ(c.mismatches, 0u);
}
