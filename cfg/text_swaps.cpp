#include "cfg/text_swaps.h"

#include <cctype>
#include <cstring>

namespace hyexec {

namespace {

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80);
}

} // namespace

size_t swap_star_parens(std::string* text, size_t from, size_t to, TextSwaps* swaps) {
  std::string& s = *text;
  size_t made = 0;
  char quote = 0;
  bool triple = false;
  int depth = 0;
  // What precedes the current token: '\n' at a statement's start, 'w' after
  // a word (`word` holds it), '"' after a string, else the last operator.
  char last = '\n';
  std::string word;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == '\\') {
        ++i;
      } else if (c == quote && (!triple || s.compare(i, 3, std::string(3, quote)) == 0)) {
        if (triple) i += 2;
        quote = 0;
        last = '"';
      } else if (c == '\n' && !triple) {
        quote = 0; // unterminated: not ours to report
        last = depth ? ',' : '\n';
      }
      continue;
    }
    if (c == '#') {
      while (i + 1 < s.size() && s[i + 1] != '\n') ++i;
      continue;
    }
    if (c == '\\' && i + 1 < s.size() && s[i + 1] == '\n') { // a continued line
      ++i;
      continue;
    }
    if (c == '\n') {
      if (depth == 0) last = '\n';
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f') continue;
    if (c == '\'' || c == '"') {
      quote = c;
      triple = s.compare(i, 3, std::string(3, c)) == 0;
      if (triple) i += 2;
      continue;
    }
    if (word_char(c)) {
      size_t b = i;
      while (i + 1 < s.size() && word_char(s[i + 1])) ++i;
      word.assign(s, b, i + 1 - b);
      last = 'w';
      continue;
    }
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    bool item_start = std::strchr(",([=;\n", last) || (last == 'w' && word == "for");
    if (c == '*' && item_start && i >= from && i < to && (i + 1 >= s.size() || s[i + 1] != '*')) {
      size_t j = i + 1;
      while (j < s.size() && (s[j] == ' ' || s[j] == '\t')) ++j;
      if (j < s.size() && s[j] == '(') {
        s[i] = '(';
        s[j] = '*';
        (*swaps)[static_cast<uint32_t>(i)] = {TextSwap::Kind::StarParen, static_cast<uint32_t>(j)};
        ++made;
        ++depth;
        i = j;
        last = '(';
        continue;
      }
    }
    last = c;
  }
  return made;
}

void swap_list_subject(std::string* text, uint32_t open, uint32_t close, TextSwaps* swaps) {
  (*text)[open] = '(';
  (*text)[close] = ')';
  (*swaps)[open] = {TextSwap::Kind::ListSubject, close};
}

} // namespace hyexec
