#pragma once
/**
 * \file
 * The visible children of a tree-sitter node with their field ids, read in
 * one pass over tree-sitter's subtrees. A tree cursor gives the same (the
 * lowering's child lists were made with one), but its goto_next_sibling
 * rebuilds its child iterator from the parent at every step and
 * current_field_id walks the stack and the field map again for each child:
 * together an eighth of the front end's instructions. Plain C, compiled with
 * tree-sitter's own sources (their internal headers: the version is pinned by
 * tools/setup.sh).
 */
#include <tree_sitter/api.h>

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TSNode node;
  TSFieldId field; ///< 0: none
} HyexecTsChild;

/// The children of `n` that a tree cursor reset to `n` visits with
/// goto_first_child and goto_next_sibling, in that order, each with what
/// ts_tree_cursor_current_field_id says there. Writes at most `cap` of them
/// to `out` and returns how many there are.
uint32_t hyexec_ts_children(TSNode n, HyexecTsChild* out, uint32_t cap);

#ifdef __cplusplus
}
#endif
