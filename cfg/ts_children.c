// Mirrors lib/src/tree_cursor.c of tree-sitter 0.20.6: its child iterator
// (positions, aliases, extras), the descent into hidden nodes that have
// visible children, and current_field_id's walk up through hidden
// ancestors, which stops at an extra node.
#include "cfg/ts_children.h"

#include "language.h"
#include "length.h"
#include "subtree.h"
#include "tree.h"

typedef struct {
  const TSTree* tree;
  HyexecTsChild* out;
  uint32_t cap;
  uint32_t count;
} Walk;

/// The visible nodes under `parent` (at `position`); `outer` is the field a
/// child without one of its own has: that of the hidden node `parent`.
static void walk(Walk* w, const Subtree* parent, Length position, TSFieldId outer) {
  uint32_t n = ts_subtree_child_count(*parent);
  if (n == 0) return;
  const TSLanguage* lang = w->tree->language;
  uint32_t production = parent->ptr->production_id;
  const TSSymbol* aliases = ts_language_alias_sequence(lang, production);
  const TSFieldMapEntry *fields, *fields_end;
  ts_language_field_map(lang, production, &fields, &fields_end);
  const Subtree* children = ts_subtree_children(*parent);
  uint32_t structural = 0;
  for (uint32_t i = 0; i < n; ++i) {
    const Subtree* child = &children[i];
    bool extra = ts_subtree_extra(*child);
    TSSymbol alias = 0;
    TSFieldId field = 0;
    if (!extra) {
      if (aliases) alias = aliases[structural];
      field = outer;
      for (const TSFieldMapEntry* f = fields; f < fields_end; ++f)
        if (!f->inherited && f->child_index == structural) {
          field = f->field_id;
          break;
        }
    }
    if (ts_subtree_visible(*child) || alias) {
      if (w->count < w->cap) {
        w->out[w->count].node = ts_node_new(w->tree, child, position, alias);
        w->out[w->count].field = field;
      }
      ++w->count;
    } else if (ts_subtree_visible_child_count(*child) > 0) {
      walk(w, child, position, field);
    }
    position = length_add(position, ts_subtree_size(*child));
    if (i + 1 < n) position = length_add(position, ts_subtree_padding(children[i + 1]));
    if (!extra) ++structural;
  }
}

uint32_t hyexec_ts_children(TSNode n, HyexecTsChild* out, uint32_t cap) {
  if (ts_node_is_null(n)) return 0;
  Walk w = {n.tree, out, cap, 0};
  Length position = {ts_node_start_byte(n), ts_node_start_point(n)};
  walk(&w, (const Subtree*)n.id, position, 0);
  return w.count;
}
