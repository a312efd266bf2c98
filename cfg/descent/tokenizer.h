#pragma once
/// \file
/// The descent parser's tokenizer: one pass over decoded source text, tokens
/// as offsets into it (no per-token strings), positions as CPython's ast
/// gives them (1-based lines, 0-based byte columns). It only has to read
/// valid programs: anything doubtful (inconsistent tabs, form feeds in indentation, a
/// carriage return, an unterminated string, a bad dedent, deep nesting...)
/// makes it decline, and the tree-sitter front end reports the error.

#include <cstdint>
#include <string_view>
#include <vector>

namespace hyexec::descent {

enum class Tok : uint8_t {
  End,
  Newline,
  Indent,
  Dedent,
  Name,
  Number,
  String,
  // keywords
  False,
  None,
  True,
  And,
  As,
  Assert,
  Async,
  Await,
  Break,
  Class,
  Continue,
  Def,
  Del,
  Elif,
  Else,
  Except,
  Finally,
  For,
  From,
  Global,
  If,
  Import,
  In,
  Is,
  Lambda,
  Nonlocal,
  Not,
  Or,
  Pass,
  Raise,
  Return,
  Try,
  While,
  With,
  Yield,
  // operators and delimiters
  LPar,
  RPar,
  LSqb,
  RSqb,
  LBrace,
  RBrace,
  Colon,
  Comma,
  Semi,
  Plus,
  Minus,
  Star,
  Slash,
  VBar,
  Amper,
  Less,
  Greater,
  Equal,
  Dot,
  Percent,
  EqEqual,
  NotEqual,
  LessEqual,
  GreaterEqual,
  Tilde,
  Circumflex,
  LeftShift,
  RightShift,
  DoubleStar,
  PlusEqual,
  MinEqual,
  StarEqual,
  SlashEqual,
  PercentEqual,
  AmperEqual,
  VBarEqual,
  CircumflexEqual,
  LeftShiftEqual,
  RightShiftEqual,
  DoubleStarEqual,
  DoubleSlash,
  DoubleSlashEqual,
  At,
  AtEqual,
  RArrow,
  Ellipsis,
  ColonEqual,
};

struct Token {
  Tok type = Tok::End;
  uint32_t begin = 0, end = 0; ///< byte offsets into the text
  uint32_t line = 0, col = 0, end_line = 0, end_col = 0;
  /// Name: holds a non-ASCII character (to be NFKC-normalized).
  bool non_ascii = false;
};

/// Where a tokenization starts: a whole module, or an f-string's
/// replacement field (inside brackets: newlines and indentation ignored).
struct TokenizeRange {
  uint32_t begin = 0, end = 0;
  uint32_t line = 1, line_start = 0; ///< the line of `begin`, and that line's first byte
  bool in_brackets = false;
};

/// Tokenizes text[range.begin, range.end) into `out` (ending with End).
/// Returns false, with a short reason, when it declines.
bool tokenize(std::string_view text, const TokenizeRange& range, std::vector<Token>* out,
              const char** why);

} // namespace hyexec::descent
