#pragma once
/// \file
/// Recovery for two gaps of tree-sitter-python 0.23.6, by edits of the text
/// it parses that keep every offset, line and column (the lowering reads the
/// edited nodes back as written):
/// - a starred parenthesized target (`*(a, b), c = 1, 2, 3`, `for *(x, y),
///   z in ...`), which CPython accepts and tree-sitter rejects: the star is
///   swapped with its parenthesis (`(*a, b), c = ...`, a tuple whose first
///   item is starred), read back as `Starred(Tuple(a, b))`;
/// - a `match` whose subject is a list display and whose only case has a
///   sequence pattern and a one-line body, which tree-sitter reads as an
///   annotated assignment `match[...]: case[...]: body`: the subject's
///   brackets become parentheses, read back as a list.

#include <cstdint>
#include <string>
#include <unordered_map>

namespace hyexec {

/// An edit of the text tree-sitter parses, keyed by the offset of the node
/// it makes start there.
struct TextSwap {
  enum class Kind : uint8_t {
    StarParen,   ///< `*` at the key, `(` at `other`: swapped
    ListSubject, ///< `[` at the key, `]` at `other`: now `(` and `)`
  } kind;
  uint32_t other;
};
using TextSwaps = std::unordered_map<uint32_t, TextSwap>;

/// Swaps each `*` followed by `(` that starts an item (after `,`, `(`, `[`,
/// `=`, `;`, `for` or at a statement's start; outside strings and comments)
/// and lies within [from, to) of `text`, the source as tree-sitter reads it.
/// Records the swaps in `swaps`; returns how many it made.
size_t swap_star_parens(std::string* text, size_t from, size_t to, TextSwaps* swaps);

/// Makes the brackets at `open` and `close` of `text` parentheses.
void swap_list_subject(std::string* text, uint32_t open, uint32_t close, TextSwaps* swaps);

} // namespace hyexec
