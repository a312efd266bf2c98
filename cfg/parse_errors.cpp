#include "cfg/parse_errors.h"
#include "cfg/fstring_check.h"
#include "cfg/literals.h"

#include <cctype>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>
#include <vector>

namespace hyexec {

namespace {

struct Token {
  uint32_t line, col; ///< 1-based line, 0-based column
  std::string text;
  int depth; ///< brackets open before it
};

struct Scan {
  std::vector<Token> tokens;
  /// The first malformed number or identifier, as CPython's tokenizer says.
  std::optional<SyntaxErrorInfo> token_error;
  std::optional<SyntaxErrorInfo> bracket_error; ///< the first unmatched or mismatched closer
  std::vector<Token> open;                      ///< brackets still open at the end
};

bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80);
}

/// The column CPython reports for byte `at` of the line starting at
/// `line_start`: 1-based, in characters.
uint32_t char_col(const std::string& s, size_t line_start, size_t at) {
  uint32_t col = 1;
  for (size_t i = line_start; i < at && i < s.size(); ++i) col += (s[i] & 0xC0) != 0x80;
  return col;
}

/// CPython's tokenizer errors in the name-like token s[b, e): a malformed
/// number, an identifier with a character no identifier may hold.
std::optional<SyntaxErrorInfo> token_error(const std::string& s, size_t b, size_t e,
                                           size_t line_start, uint32_t line) {
  if (std::isdigit(static_cast<unsigned char>(s[b]))) {
    size_t eol = s.find('\n', b);
    std::string_view rest = std::string_view(s).substr(b, eol == std::string::npos ? eol : eol - b);
    size_t cur = 0;
    if (auto message = literals::number_token_error(rest, &cur))
      return SyntaxErrorInfo{"SyntaxError", *message, line, char_col(s, line_start, b + cur) - 1};
    // A non-ASCII character right after a number starts the next token.
    size_t digits = b;
    while (digits < e && !(s[digits] & 0x80)) ++digits;
    if (digits == e) return std::nullopt;
    b = digits;
  }
  uint32_t cp = 0;
  size_t bad = literals::invalid_identifier_char(std::string_view(s).substr(b, e - b), &cp);
  if (bad == std::string_view::npos) return std::nullopt;
  char hex[16];
  std::snprintf(hex, sizeof hex, "%04X", cp);
  std::string message;
  if (literals::is_printable(cp)) {
    message = "invalid character '";
    literals::append_utf8(&message, cp);
    message += "' (U+" + std::string(hex) + ")";
  } else {
    message = "invalid non-printable character U+" + std::string(hex);
  }
  return SyntaxErrorInfo{"SyntaxError", message, line, char_col(s, line_start, b + bad)};
}

/// Python's tokens, coarsely: names, numbers, strings, operators, brackets;
/// comments and line breaks skipped. Enough for the checks below.
Scan scan(const std::string& s) {
  Scan out;
  uint32_t line = 1;
  size_t line_start = 0;
  auto col = [&](size_t i) { return static_cast<uint32_t>(i - line_start); };
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == '\n') {
      ++line;
      line_start = ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\\') {
      ++i;
      continue;
    }
    if (c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      continue;
    }
    size_t b = i;
    uint32_t tline = line, tcol = col(i);
    // String literals, with their prefixes.
    size_t q = i;
    while (q < s.size() && q - i < 2 && std::strchr("rRbBuUfF", s[q]) && s[q]) ++q;
    if (q < s.size() && (s[q] == '\'' || s[q] == '"')) {
      char quote = s[q];
      bool triple = s.compare(q, 3, std::string(3, quote)) == 0;
      i = q + (triple ? 3 : 1);
      size_t body = i;
      while (i < s.size()) {
        if (s[i] == '\\') {
          i += 2;
          continue;
        }
        if (s[i] == '\n') {
          if (!triple) break;
          ++line;
          line_start = i + 1;
        }
        if (s[i] == quote && (!triple || s.compare(i, 3, std::string(3, quote)) == 0)) {
          std::string_view prefix = std::string_view(s).substr(b, q - b);
          if (!out.token_error && prefix.find_first_of("fF") != std::string_view::npos) {
            bool raw = prefix.find_first_of("rR") != std::string_view::npos;
            std::string_view text = std::string_view(s).substr(body, i - body);
            auto check = [&](size_t from, size_t to) {
              return fstring_expression_error(text.substr(from, to - from));
            };
            if (auto message = fstring_error(text, raw, check))
              out.token_error = line == tline
                                    ? SyntaxErrorInfo{"SyntaxError", *message, line,
                                                      char_col(s, line_start, i + (triple ? 3 : 1))}
                                    : SyntaxErrorInfo{"SyntaxError", *message, tline, tcol + 1};
          }
          i += triple ? 3 : 1;
          break;
        }
        ++i;
      }
      out.tokens.push_back({tline, tcol, "\"", static_cast<int>(out.open.size())});
      continue;
    }
    if (name_char(c)) {
      while (i < s.size() &&
             (name_char(s[i]) || (s[i] == '.' && std::isdigit(static_cast<unsigned char>(s[b])))))
        ++i;
      if (!out.token_error) out.token_error = token_error(s, b, i, line_start, tline);
      out.tokens.push_back({tline, tcol, s.substr(b, i - b), static_cast<int>(out.open.size())});
      continue;
    }
    ++i;
    std::string text(1, c);
    if (c == '(' || c == '[' || c == '{') {
      out.tokens.push_back({tline, tcol, text, static_cast<int>(out.open.size())});
      out.open.push_back(out.tokens.back());
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      out.tokens.push_back({tline, tcol, text, static_cast<int>(out.open.size())});
      if (out.bracket_error) continue;
      SyntaxErrorInfo e{"SyntaxError", "", tline, tcol + 1};
      if (out.open.empty()) {
        e.message = "unmatched '" + text + "'";
        out.bracket_error = e;
        continue;
      }
      char opener = out.open.back().text[0];
      if ((opener == '(' && c != ')') || (opener == '[' && c != ']') ||
          (opener == '{' && c != '}')) {
        e.message = "closing parenthesis '" + text + "' does not match opening parenthesis '" +
                    std::string(1, opener) + "'";
        if (out.open.back().line != tline)
          e.message += " on line " + std::to_string(out.open.back().line);
        out.bracket_error = e;
        continue;
      }
      out.open.pop_back();
      continue;
    }
    out.tokens.push_back({tline, tcol, text, static_cast<int>(out.open.size())});
  }
  return out;
}

bool starts_expression(const Token& t) {
  // The keywords that may not start an expression, and those that do start
  // one but are no NAME to CPython's "Perhaps you forgot a comma?" rule.
  static const char* const kKeywords[] = {
      "and",      "or",     "not",   "in",   "is",    "if",       "else",    "for",
      "lambda",   "async",  "await", "from", "as",    "yield",    "import",  "def",
      "class",    "return", "del",   "pass", "break", "continue", "raise",   "global",
      "nonlocal", "assert", "while", "with", "try",   "except",   "finally", "elif"};
  if (t.text == "\"") return true;
  if (!name_char(t.text[0])) return false;
  for (const char* k : kKeywords)
    if (t.text == k) return false;
  return true;
}

bool ends_expression(const Token& t) {
  return starts_expression(t) || t.text == ")" || t.text == "]" || t.text == "}";
}

/// `if x` / `def f()` / `else` ... without its colon: the header's line.
std::optional<SyntaxErrorInfo> missing_colon(const Scan& sc, uint32_t line) {
  static const char* const kHeaders[] = {"if",    "elif", "else",   "while",   "for", "def",
                                         "class", "try",  "except", "finally", "with"};
  const Token* first = nullptr;
  const Token* last = nullptr;
  for (const Token& t : sc.tokens) {
    if (t.line < line) continue;
    if (!first) {
      if (t.line != line) return std::nullopt;
      first = &t;
    }
    if (t.depth == 0 && t.line != first->line && t.text != ")" && t.text != "]" && t.text != "}")
      break;
    last = &t;
  }
  if (!first || !last) return std::nullopt;
  bool header = false;
  for (const char* k : kHeaders) header = header || first->text == k;
  if (!header || last->text == ":") return std::nullopt;
  for (const Token& t : sc.tokens)
    if (&t >= first && &t <= last && t.depth == 0 && t.text == ":") return std::nullopt;
  uint32_t end_col = last->col + static_cast<uint32_t>(last->text == "\"" ? 1 : last->text.size());
  if (last->text == "\"") return std::nullopt; // where a string ends is not known here
  return SyntaxErrorInfo{"SyntaxError", "expected ':'", last->line, end_col + 1};
}

/// `print x` / `exec {...}` on the error's line: CPython's
/// invalid_legacy_expression, a Python 2 statement with an expression after
/// it (no bracket, no operator: those make valid Python 3).
std::optional<SyntaxErrorInfo> legacy_statement(const Scan& sc, uint32_t line) {
  for (size_t i = 0; i + 1 < sc.tokens.size(); ++i) {
    const Token& t = sc.tokens[i];
    if (t.line != line || t.depth != 0) continue;
    if (t.text != "print" && t.text != "exec") continue;
    const Token& next = sc.tokens[i + 1];
    if (next.line != line || (i > 0 && sc.tokens[i - 1].line == line &&
                              sc.tokens[i - 1].text != ":" && sc.tokens[i - 1].text != ";"))
      continue;
    if (next.text == "{" || starts_expression(next))
      return SyntaxErrorInfo{"SyntaxError",
                             "Missing parentheses in call to '" + t.text + "'. Did you mean " +
                                 t.text + "(...)?",
                             t.line, t.col + 1};
  }
  return std::nullopt;
}

/// Whether token i is inside the parameter list of a `def` (parameters are
/// not expressions: CPython says only "invalid syntax" there).
bool in_parameters(const Scan& sc, size_t i) {
  int depth = sc.tokens[i].depth;
  for (size_t j = i; j-- > 0;) {
    const Token& t = sc.tokens[j];
    if (t.depth == depth - 1 && t.text == "(")
      return j >= 2 && sc.tokens[j - 2].text == "def" && sc.tokens[j - 2].depth == t.depth;
    if (t.depth < depth - 1) return false;
  }
  return false;
}

/// Two expressions side by side inside brackets (two strings side by side
/// are one string), the first such pair whose first is at or before the
/// error: tree-sitter may notice it later, on another line of the brackets.
/// CPython reports it at the first of the two.
std::optional<SyntaxErrorInfo> missing_comma(const Scan& sc, uint32_t line, uint32_t col) {
  for (size_t i = 1; i < sc.tokens.size(); ++i) {
    const Token& t = sc.tokens[i];
    const Token& before = sc.tokens[i - 1];
    if (before.line > line || (before.line == line && before.col + 1 > col)) break;
    if (t.depth > 0 && before.depth == t.depth && ends_expression(before) && starts_expression(t) &&
        before.text != ")" && before.text != "]" && before.text != "}" &&
        !(before.text == "\"" && t.text == "\"") && !in_parameters(sc, i))
      return SyntaxErrorInfo{"SyntaxError", "invalid syntax. Perhaps you forgot a comma?",
                             before.line, before.col + 1};
  }
  return std::nullopt;
}

} // namespace

SyntaxErrorInfo refine_syntax_error(const std::string& source, const SyntaxErrorInfo& generic) {
  if (generic.type != "SyntaxError" && generic.message != "unexpected indent") return generic;
  if (generic.message.rfind("unterminated", 0) == 0) return generic;
  Scan sc = scan(source);
  if (sc.token_error && sc.token_error->line <= generic.line) return *sc.token_error;
  // The tokenizer's errors: CPython reads the whole file after a parse error.
  if (sc.bracket_error) return *sc.bracket_error;
  if (!sc.open.empty()) {
    const Token& b = sc.open.back();
    return SyntaxErrorInfo{"SyntaxError", "'" + b.text + "' was never closed", b.line, b.col + 1};
  }
  // A header without its colon; tree-sitter may see its body's indent first.
  for (uint32_t line : {generic.line, generic.line ? generic.line - 1 : 0})
    if (line)
      if (auto e = missing_colon(sc, line)) return *e;
  if (generic.type == "SyntaxError")
    if (auto e = legacy_statement(sc, generic.line)) return *e;
  if (generic.type == "SyntaxError")
    if (auto e = missing_comma(sc, generic.line, generic.col)) return *e;
  return generic;
}

} // namespace hyexec
