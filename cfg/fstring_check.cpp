#include "cfg/fstring_check.h"
#include "cfg/parse.h"

namespace hyexec {

namespace {

/// Thrown with CPython's message; caught by fstring_error().
struct FstringFailure {
  std::string message;
};

class FstringScanner {
public:
  FstringScanner(std::string_view body, bool raw, const FstringExprCheck& check)
      : s_(body), raw_(raw), check_(check) {}

  /// _PyPegen_FstringParser_ConcatFstring: literals and replacement fields
  /// up to the end (level 0) or to the `}` that ends a format spec.
  void parse(size_t& i, int level) {
    for (;;) {
      if (literal(i, level)) continue; // a doubled brace
      if (i >= s_.size() || s_[i] == '}') break;
      expression(i, level);
    }
    if (level != 0 && (i >= s_.size() || s_[i] != '}')) fail("f-string: expecting '}'");
  }

private:
  [[noreturn]] static void fail(std::string message) { throw FstringFailure{std::move(message)}; }

  /// fstring_find_literal: true after a doubled brace (level 0), else stops
  /// at a `{`, a `}` or the end.
  bool literal(size_t& i, int level) {
    while (i < s_.size()) {
      char ch = s_[i++];
      if (!raw_ && ch == '\\' && i < s_.size()) {
        ch = s_[i++];
        if (ch == 'N') { // `\N{NAME}`: its braces are no field
          if (i < s_.size() && s_[i++] == '{')
            while (i < s_.size() && s_[i++] != '}') {
            }
          continue;
        }
      }
      if (ch == '{' || ch == '}') {
        if (level == 0) {
          if (i < s_.size() && s_[i] == ch) {
            ++i;
            return true;
          }
          if (ch == '}') fail("f-string: single '}' is not allowed");
        }
        --i;
        break;
      }
    }
    return false;
  }

  /// fstring_find_expr, from the `{` at i to past its `}`.
  void expression(size_t& i, int level) {
    if (level >= 2) fail("f-string: expressions nested too deeply");
    ++i;
    size_t begin = i;
    char quote = 0;
    int string_type = 0;
    std::string parens;
    for (; i < s_.size(); ++i) {
      char ch = s_[i];
      if (ch == '\\') fail("f-string expression part cannot include a backslash");
      if (quote) {
        if (ch == quote) {
          if (string_type == 3) {
            if (i + 2 < s_.size() && s_[i + 1] == ch && s_[i + 2] == ch) {
              i += 2;
              quote = 0;
            }
          } else {
            quote = 0;
          }
        }
        continue;
      }
      if (ch == '\'' || ch == '"') {
        string_type = i + 2 < s_.size() && s_[i + 1] == ch && s_[i + 2] == ch ? 3 : 1;
        if (string_type == 3) i += 2;
        quote = ch;
      } else if (ch == '[' || ch == '{' || ch == '(') {
        if (parens.size() >= 200) fail("f-string: too many nested parenthesis");
        parens.push_back(ch);
      } else if (ch == '#') {
        fail("f-string expression part cannot include '#'");
      } else if (parens.empty() &&
                 (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
        if (i + 1 < s_.size() && s_[i + 1] == '=' && ch != ':' && ch != '}') {
          ++i; // `!=`, `==`, `<=`, `>=`
          continue;
        }
        if (ch == '>' || ch == '<') continue;
        break;
      } else if (ch == ']' || ch == '}' || ch == ')') {
        if (parens.empty()) fail(std::string("f-string: unmatched '") + ch + "'");
        char opening = parens.back();
        parens.pop_back();
        if (!((opening == '(' && ch == ')') || (opening == '[' && ch == ']') ||
              (opening == '{' && ch == '}')))
          fail(std::string("f-string: closing parenthesis '") + ch +
               "' does not match opening parenthesis '" + opening + "'");
      }
    }
    size_t end = i;
    if (quote) fail("f-string: unterminated string");
    if (!parens.empty()) fail(std::string("f-string: unmatched '") + parens.back() + "'");
    if (i >= s_.size()) fail("f-string: expecting '}'");
    // fstring_compile_expr: an expression of blanks only is no expression.
    size_t k = begin;
    while (k < end && (s_[k] == ' ' || s_[k] == '\t' || s_[k] == '\n' || s_[k] == '\f' ||
                       s_[k] == '\r')) // CPython reads `\r` as a newline
      ++k;
    if (k == end) {
      if (s_[end] == '!' || s_[end] == ':' || s_[end] == '=')
        fail(std::string("f-string: expression required before '") + s_[end] + "'");
      fail("f-string: empty expression not allowed");
    }
    if (auto message = check_(begin, end)) fail(*message);
    if (s_[i] == '=') { // `{x=}`: blanks may follow
      ++i;
      while (i < s_.size() && (s_[i] == ' ' || (s_[i] >= '\t' && s_[i] <= '\r'))) ++i;
      if (i >= s_.size()) fail("f-string: expecting '}'");
    }
    if (s_[i] == '!') {
      if (++i >= s_.size()) fail("f-string: expecting '}'");
      char conversion = s_[i++];
      if (conversion != 's' && conversion != 'r' && conversion != 'a')
        fail("f-string: invalid conversion character: expected 's', 'r', or 'a'");
      if (i >= s_.size()) fail("f-string: expecting '}'");
    }
    if (s_[i] == ':') {
      if (++i >= s_.size()) fail("f-string: expecting '}'");
      parse(i, level + 1);
    }
    if (i >= s_.size() || s_[i] != '}') fail("f-string: expecting '}'");
    ++i;
  }

  std::string_view s_;
  bool raw_;
  const FstringExprCheck& check_;
};

} // namespace

std::optional<std::string> fstring_expression_error(std::string_view text) {
  ParseResult parsed = parse_python("<fstring>", "(" + std::string(text) + ")");
  if (!parsed.error) return std::nullopt;
  return "f-string: " + parsed.error->message;
}

std::optional<std::string> fstring_error(std::string_view body, bool raw,
                                         const FstringExprCheck& check) {
  try {
    size_t i = 0;
    FstringScanner(body, raw, check).parse(i, 0);
  } catch (const FstringFailure& f) {
    return f.message;
  }
  return std::nullopt;
}

} // namespace hyexec
