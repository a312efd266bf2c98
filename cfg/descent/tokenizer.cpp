// The descent parser's tokenizer (see tokenizer.h).
#include "cfg/descent/tokenizer.h"

#include "cfg/literals.h"

#include <cstring>

namespace hyexec::descent {

namespace {

/// Python's keywords (soft keywords such as `match` are names).
Tok keyword(const char* p, size_t n) {
  auto is = [&](const char* k) { return std::memcmp(p, k, n) == 0; };
  switch (n) {
  case 2:
    if (is("if")) return Tok::If;
    if (is("in")) return Tok::In;
    if (is("is")) return Tok::Is;
    if (is("or")) return Tok::Or;
    if (is("as")) return Tok::As;
    break;
  case 3:
    if (is("def")) return Tok::Def;
    if (is("for")) return Tok::For;
    if (is("and")) return Tok::And;
    if (is("not")) return Tok::Not;
    if (is("del")) return Tok::Del;
    if (is("try")) return Tok::Try;
    break;
  case 4:
    if (is("None")) return Tok::None;
    if (is("True")) return Tok::True;
    if (is("else")) return Tok::Else;
    if (is("elif")) return Tok::Elif;
    if (is("from")) return Tok::From;
    if (is("pass")) return Tok::Pass;
    if (is("with")) return Tok::With;
    break;
  case 5:
    if (is("False")) return Tok::False;
    if (is("class")) return Tok::Class;
    if (is("while")) return Tok::While;
    if (is("yield")) return Tok::Yield;
    if (is("break")) return Tok::Break;
    if (is("raise")) return Tok::Raise;
    if (is("async")) return Tok::Async;
    if (is("await")) return Tok::Await;
    break;
  case 6:
    if (is("return")) return Tok::Return;
    if (is("import")) return Tok::Import;
    if (is("assert")) return Tok::Assert;
    if (is("lambda")) return Tok::Lambda;
    if (is("except")) return Tok::Except;
    if (is("global")) return Tok::Global;
    break;
  case 7:
    if (is("finally")) return Tok::Finally;
    break;
  case 8:
    if (is("continue")) return Tok::Continue;
    if (is("nonlocal")) return Tok::Nonlocal;
    break;
  }
  return Tok::Name;
}

bool is_ident_byte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c >= 0x80;
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

/// A string prefix CPython 3.11 accepts: r, u, b, f, and rb or rf in either
/// order, any case.
bool valid_prefix(const char* p, size_t n) {
  auto low = [](char c) { return static_cast<char>(c | 0x20); };
  if (n == 1) {
    char c = low(p[0]);
    return c == 'r' || c == 'u' || c == 'b' || c == 'f';
  }
  if (n != 2) return false;
  char a = low(p[0]), b = low(p[1]);
  return (a == 'r' && (b == 'b' || b == 'f')) || (b == 'r' && (a == 'b' || a == 'f'));
}

class Lexer {
public:
  Lexer(std::string_view text, const TokenizeRange& r, std::vector<Token>* out)
      : s_(text.data()), i_(r.begin), end_(r.end), line_(r.line), line_start_(r.line_start),
        sub_(r.in_brackets), out_(*out) {}

  const char* why = nullptr;

  bool run() {
    bool at_line_start = !sub_;
    bool line_has_tokens = false;
    bool continued = false;
    for (;;) {
      if (at_line_start) {
        // CPython's two measures of indentation, tabs to multiples of 8 and
        // tabs as one column: they must agree on every comparison (TabError).
        uint32_t p = i_, width = 0, alt = 0;
        for (; p < end_ && (s_[p] == ' ' || s_[p] == '\t'); ++p) {
          width = s_[p] == ' ' ? width + 1 : (width / 8 + 1) * 8;
          ++alt;
        }
        if (p >= end_) {
          i_ = p;
          break;
        }
        char c = s_[p];
        if (c == '\f') return fail("form feed in indentation");
        if (c == '#' || c == '\n') { // a blank line: no tokens
          while (p < end_ && s_[p] != '\n') ++p;
          if (p >= end_) {
            i_ = p;
            break;
          }
          i_ = p + 1;
          ++line_;
          line_start_ = i_;
          continue;
        }
        if (c == '\\' || c == '\r') return fail("backslash or CR at a line's start");
        if (width > indents_.back()) {
          if (alt <= alts_.back()) return fail("inconsistent tabs and spaces");
          if (indents_.size() >= 90) return fail("too deep indentation");
          indents_.push_back(width);
          alts_.push_back(alt);
          push(Tok::Indent, p, p);
        } else {
          while (width < indents_.back()) {
            indents_.pop_back();
            alts_.pop_back();
            push(Tok::Dedent, p, p);
          }
          if (width != indents_.back()) return fail("dedent to an unknown level");
          if (alt != alts_.back()) return fail("inconsistent tabs and spaces");
        }
        i_ = p;
        at_line_start = false;
      }
      if (i_ >= end_) break;
      unsigned char c = s_[i_];
      if (c == ' ' || c == '\t' || c == '\f') {
        ++i_;
        continue;
      }
      if (c == '\n') {
        if (!sub_ && depth_ == 0) {
          if (line_has_tokens) push(Tok::Newline, i_, i_ + 1);
          line_has_tokens = false;
          at_line_start = true;
        }
        ++i_;
        ++line_;
        line_start_ = i_;
        continue;
      }
      if (c == '#') {
        while (i_ < end_ && s_[i_] != '\n') ++i_;
        continue;
      }
      if (c == '\\') {
        if (i_ + 1 >= end_ || s_[i_ + 1] != '\n') return fail("stray backslash");
        i_ += 2;
        ++line_;
        line_start_ = i_;
        continued = true;
        continue;
      }
      continued = false;
      line_has_tokens = true;
      if (!token(c)) return false;
    }
    if (continued) return fail("backslash at the end of the file");
    if (!sub_) {
      if (depth_ > 0) return fail("open bracket at the end of the file");
      if (line_has_tokens) push(Tok::Newline, i_, i_);
      while (indents_.size() > 1) {
        indents_.pop_back();
        push(Tok::Dedent, i_, i_);
      }
    } else if (depth_ > 0) {
      return fail("open bracket in a replacement field");
    }
    push(Tok::End, i_, i_);
    return true;
  }

private:
  bool fail(const char* w) {
    why = w;
    return false;
  }

  void push(Tok t, uint32_t b, uint32_t e) {
    Token tok;
    tok.type = t;
    tok.begin = b;
    tok.end = e;
    tok.line = tok.end_line = line_;
    tok.col = b - line_start_;
    tok.end_col = e - line_start_;
    out_.push_back(tok);
  }

  bool token(unsigned char c) {
    uint32_t b = i_;
    if (is_ident_byte(c) && !is_digit(c)) {
      bool non_ascii = false;
      while (i_ < end_ && is_ident_byte(s_[i_]))
        non_ascii |= static_cast<unsigned char>(s_[i_++]) >= 0x80;
      if (i_ < end_ && (s_[i_] == '\'' || s_[i_] == '"') && valid_prefix(s_ + b, i_ - b))
        return string(b);
      if (non_ascii) {
        uint32_t cp;
        if (literals::invalid_identifier_char(std::string_view(s_ + b, i_ - b), &cp) !=
            std::string_view::npos)
          return fail("invalid character in an identifier");
        push(Tok::Name, b, i_);
        out_.back().non_ascii = true;
        return true;
      }
      push(keyword(s_ + b, i_ - b), b, i_);
      return true;
    }
    if (is_digit(c) || (c == '.' && i_ + 1 < end_ && is_digit(s_[i_ + 1]))) return number(b);
    if (c == '\'' || c == '"') return string(b);
    auto at = [&](uint32_t k) { return i_ + k < end_ ? s_[i_ + k] : '\0'; };
    auto op = [&](Tok t, uint32_t n) {
      push(t, b, b + n);
      i_ += n;
      return true;
    };
    char c1 = at(1), c2 = at(2);
    switch (c) {
    case '(':
    case '[':
    case '{':
      if (++depth_ >= 190) return fail("too many nested brackets");
      opened_.push_back(static_cast<char>(c));
      return op(c == '(' ? Tok::LPar : c == '[' ? Tok::LSqb : Tok::LBrace, 1);
    case ')':
    case ']':
    case '}': {
      char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (opened_.empty() || opened_.back() != open) return fail("unmatched bracket");
      opened_.pop_back();
      --depth_;
      return op(c == ')' ? Tok::RPar : c == ']' ? Tok::RSqb : Tok::RBrace, 1);
    }
    case ':': return c1 == '=' ? op(Tok::ColonEqual, 2) : op(Tok::Colon, 1);
    case ',': return op(Tok::Comma, 1);
    case ';': return op(Tok::Semi, 1);
    case '+': return c1 == '=' ? op(Tok::PlusEqual, 2) : op(Tok::Plus, 1);
    case '-':
      return c1 == '=' ? op(Tok::MinEqual, 2) : c1 == '>' ? op(Tok::RArrow, 2) : op(Tok::Minus, 1);
    case '*':
      if (c1 == '*') return c2 == '=' ? op(Tok::DoubleStarEqual, 3) : op(Tok::DoubleStar, 2);
      return c1 == '=' ? op(Tok::StarEqual, 2) : op(Tok::Star, 1);
    case '/':
      if (c1 == '/') return c2 == '=' ? op(Tok::DoubleSlashEqual, 3) : op(Tok::DoubleSlash, 2);
      return c1 == '=' ? op(Tok::SlashEqual, 2) : op(Tok::Slash, 1);
    case '|': return c1 == '=' ? op(Tok::VBarEqual, 2) : op(Tok::VBar, 1);
    case '&': return c1 == '=' ? op(Tok::AmperEqual, 2) : op(Tok::Amper, 1);
    case '^': return c1 == '=' ? op(Tok::CircumflexEqual, 2) : op(Tok::Circumflex, 1);
    case '%': return c1 == '=' ? op(Tok::PercentEqual, 2) : op(Tok::Percent, 1);
    case '@': return c1 == '=' ? op(Tok::AtEqual, 2) : op(Tok::At, 1);
    case '~': return op(Tok::Tilde, 1);
    case '=': return c1 == '=' ? op(Tok::EqEqual, 2) : op(Tok::Equal, 1);
    case '!': return c1 == '=' ? op(Tok::NotEqual, 2) : fail("'!' alone");
    case '<':
      if (c1 == '<') return c2 == '=' ? op(Tok::LeftShiftEqual, 3) : op(Tok::LeftShift, 2);
      if (c1 == '>') return fail("'<>'");
      return c1 == '=' ? op(Tok::LessEqual, 2) : op(Tok::Less, 1);
    case '>':
      if (c1 == '>') return c2 == '=' ? op(Tok::RightShiftEqual, 3) : op(Tok::RightShift, 2);
      return c1 == '=' ? op(Tok::GreaterEqual, 2) : op(Tok::Greater, 1);
    case '.': return c1 == '.' && c2 == '.' ? op(Tok::Ellipsis, 3) : op(Tok::Dot, 1);
    default: return fail("unexpected character");
    }
  }

  /// A numeric literal's extent as CPython's tokenizer reads it; its
  /// validity is literals::number_token_error's to judge.
  bool number(uint32_t b) {
    uint32_t p = b;
    auto digits = [&] {
      while (p < end_ && (is_digit(s_[p]) || s_[p] == '_')) ++p;
    };
    char c1 = p + 1 < end_ ? s_[p + 1] | 0x20 : 0;
    if (s_[p] == '0' && (c1 == 'x' || c1 == 'o' || c1 == 'b')) {
      p += 2;
      while (p < end_ && (is_ident_byte(s_[p]) && static_cast<unsigned char>(s_[p]) < 0x80)) ++p;
    } else {
      digits();
      if (p < end_ && s_[p] == '.') ++p, digits();
      if (p < end_ && (s_[p] | 0x20) == 'e') {
        uint32_t q = p + 1;
        if (q < end_ && (s_[q] == '+' || s_[q] == '-')) ++q;
        if (q < end_ && is_digit(s_[q])) p = q, digits();
      }
      if (p < end_ && (s_[p] | 0x20) == 'j') ++p;
    }
    uint32_t line_end = b;
    while (line_end < end_ && s_[line_end] != '\n') ++line_end;
    size_t cur = 0;
    if (literals::number_token_error(std::string_view(s_ + b, line_end - b), &cur))
      return fail("invalid number");
    if (p < end_ && is_ident_byte(s_[p]) && is_digit(s_[p])) return fail("digits after a number");
    i_ = p;
    push(Tok::Number, b, p);
    return true;
  }

  /// A string literal from its prefix at `b` to past its closing quote.
  bool string(uint32_t b) {
    uint32_t line = line_, col = b - line_start_;
    char q = s_[i_];
    bool triple = i_ + 2 < end_ && s_[i_ + 1] == q && s_[i_ + 2] == q;
    uint32_t p = i_ + (triple ? 3 : 1);
    for (;;) {
      if (p >= end_) return fail("unterminated string");
      char c = s_[p];
      if (c == '\\') {
        if (++p >= end_) return fail("unterminated string");
        if (s_[p] == '\n') ++line_, line_start_ = p + 1;
        if (s_[p] == '\r') return fail("CR in a string");
        ++p;
      } else if (c == '\n') {
        if (!triple) return fail("unterminated string");
        ++p;
        ++line_;
        line_start_ = p;
      } else if (c == '\r') {
        return fail("CR in a string");
      } else if (c == q) {
        ++p;
        if (!triple) break;
        if (p + 1 < end_ && s_[p] == q && s_[p + 1] == q) {
          p += 2;
          break;
        }
      } else {
        ++p;
      }
    }
    Token tok;
    tok.type = Tok::String;
    tok.begin = b;
    tok.end = p;
    tok.line = line;
    tok.col = col;
    tok.end_line = line_;
    tok.end_col = p - line_start_;
    out_.push_back(tok);
    i_ = p;
    return true;
  }

  const char* s_;
  uint32_t i_, end_, line_, line_start_;
  bool sub_;
  std::vector<Token>& out_;
  std::vector<uint32_t> indents_{0}, alts_{0};
  std::vector<char> opened_;
  int depth_ = 0;
};

} // namespace

bool tokenize(std::string_view text, const TokenizeRange& range, std::vector<Token>* out,
              const char** why) {
  Lexer lexer(text, range, out);
  if (lexer.run()) return true;
  *why = lexer.why;
  return false;
}

} // namespace hyexec::descent
