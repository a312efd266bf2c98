#pragma once
/// \file
/// Internal to the descent parser: a recursive-descent parser for valid
/// Python 3.11 that builds hyexec's AST directly, the tree the tree-sitter
/// lowering builds. It never reports errors: on anything it does not accept
/// it throws Decline, and parse() falls back to the tree-sitter front end.
/// Split over expressions.cpp, targets.cpp, strings.cpp, statements.cpp and
/// patterns.cpp.

#include "cfg/ast.h"
#include "cfg/descent/tokenizer.h"
#include "cfg/literals.h"

#include <string>
#include <string_view>
#include <vector>

namespace hyexec::descent {

/// Thrown when the parser gives the module to the tree-sitter front end.
struct Decline {
  const char* why;
};

class Parser {
public:
  /// `mangle`: store private names mangled, as CPython's compiler sees them.
  Parser(ast::Module& m, bool mangle) : m_(m), a_(m.arena), src_(m.source), mangle_(mangle) {}

  /// Parses the whole module into m.body; throws Decline.
  void module();

  // statements.cpp
private:
  void statement(ast::Body* out);
  void simple_statements(ast::Body* out);
  ast::Stmt* simple_statement();
  ast::Stmt* expression_statement();
  void block(ast::Body* out);
  ast::Stmt* if_statement();
  ast::Stmt* while_statement();
  ast::Stmt* for_statement(uint32_t start, bool async);
  ast::Stmt* with_statement(uint32_t start, bool async);
  bool with_items_parenthesized(ast::With* w);
  ast::WithItem* with_item();
  ast::Stmt* try_statement();
  ast::Stmt* function_def(uint32_t start, bool async, std::vector<ast::Expr*> decorators);
  ast::Stmt* class_def(std::vector<ast::Expr*> decorators);
  ast::Stmt* decorated();
  ast::Stmt* import_name();
  ast::Stmt* import_from();
  ast::Alias* alias(bool dotted);
  /// Parameters up to `close` (RPar for a def, Colon for a lambda).
  ast::Arguments* parameters(Tok close, bool annotations);
  void else_block(ast::Body* out);

  // patterns.cpp
  ast::Stmt* match_statement();
  ast::Pattern* patterns(); ///< a case's patterns: one, or an open sequence
  ast::Pattern* maybe_star_pattern();
  ast::Pattern* pattern();
  ast::Pattern* closed_pattern();
  ast::Pattern* class_pattern(uint32_t start, ast::Expr* cls);
  /// A literal or value pattern's expression: signed number, complex
  /// number, string, singleton, or a dotted name.
  ast::Expr* value_literal();
  ast::Expr* signed_number();

  // expressions.cpp
  ast::Expr* star_expressions();
  ast::Expr* star_expression();
  ast::Expr* star_named_expression();
  ast::Expr* named_expression();
  ast::Expr* expression();
  ast::Expr* disjunction();
  ast::Expr* conjunction();
  ast::Expr* inversion();
  ast::Expr* comparison();
  ast::Expr* binary(int level);
  ast::Expr* factor();
  ast::Expr* power();
  ast::Expr* primary();
  ast::Expr* atom();
  ast::Expr* parenthesized(uint32_t start);
  template <class Seq, class Comp> ast::Expr* display(ast::Expr* first, Tok close, uint32_t start);
  ast::Expr* bracketed(uint32_t start);
  ast::Expr* braced(uint32_t start);
  ast::Expr* lambda();
  ast::Expr* yield_expression();
  ast::Expr* number();
  ast::Expr* call(uint32_t start, ast::Expr* func);
  ast::Expr* subscript(uint32_t start, ast::Expr* value);
  ast::Expr* slice_item();
  /// A call's or class's arguments from `(` to past `)`; `generator`: a
  /// lone generator expression may be the argument (a call's, not a class's).
  void arguments(bool generator, std::vector<ast::Expr*>* args,
                 std::vector<ast::Keyword*>* keywords);
  std::vector<ast::Comprehension*> comprehensions();
  ast::Expr* name_expr(const Token& t);
  /// Whether the current token may begin an expression.
  bool starts_expression() const;

  // targets.cpp
  /// One `for` / `as` target: a primary or a parenthesized target list,
  /// parsed as an expression and turned to Store.
  ast::Expr* star_targets();
  ast::Expr* star_target();
  /// Sets `ctx` on a target, declining unless CPython accepts it as one
  /// (a starred target only inside a tuple or list).
  void to_target(ast::Expr* e, ast::Ctx ctx, bool in_sequence = false);

  // strings.cpp
  ast::Expr* strings();
  void fstring(const Token& piece, uint32_t body_begin, uint32_t body_end,
               const literals::StringPrefix& p, std::vector<ast::Expr*>* parts,
               std::string* pending);
  /// Replacement fields and literal text of body[i..] up to the end or the
  /// `}` that closes a format spec (level > 0); literal parts span `where`.
  void fstring_level(const Token& piece, uint32_t& i, uint32_t end, int level,
                     const literals::StringPrefix& p, std::vector<ast::Expr*>* parts,
                     std::string* pending, const ast::Span& where);
  ast::Expr* replacement_field(const Token& piece, uint32_t& i, uint32_t end, int level,
                               const literals::StringPrefix& p, std::string* pending);
  /// Parses source text [b, e) (a replacement field's expression) as CPython
  /// compiles it: `(text)`.
  ast::Expr* field_expression(const Token& piece, uint32_t b, uint32_t e);

  // shared helpers
  const Token& cur() const { return toks_[pos_]; }
  Tok peek(size_t k = 0) const {
    size_t i = pos_ + k;
    return i < toks_.size() ? toks_[i].type : Tok::End;
  }
  bool at(Tok t) const { return toks_[pos_].type == t; }
  const Token& next() { return toks_[pos_++]; }
  bool accept(Tok t) {
    if (toks_[pos_].type != t) return false;
    ++pos_;
    return true;
  }
  const Token& expect(Tok t) {
    if (toks_[pos_].type != t) decline("unexpected token");
    return toks_[pos_++];
  }
  [[noreturn]] static void decline(const char* why) { throw Decline{why}; }
  std::string_view text(const Token& t) const { return src_.substr(t.begin, t.end - t.begin); }
  /// An identifier's text, NFKC-normalized as CPython stores names.
  std::string ident(const Token& t) const;
  /// ident(), mangled inside a class body (cfg/mangle.h).
  std::string name_of(const Token& t) const;
  /// From token `start` to the last token consumed.
  ast::Span span_from(uint32_t start) const {
    const Token& s = toks_[start];
    const Token& e = toks_[pos_ - 1];
    return {s.line, s.col, e.end_line, e.end_col};
  }
  template <class T, class... A> T* make(uint32_t start, A&&... args) {
    T* node = a_.make<T>(std::forward<A>(args)...);
    node->span = span_from(start);
    return node;
  }
  template <class T> T* finish(T* node, uint32_t start) {
    node->span = span_from(start);
    return node;
  }
  /// Guards the C++ stack; the tree-sitter front end reports deep nesting.
  struct DepthGuard {
    explicit DepthGuard(Parser& p) : p(p) {
      if (++p.depth_ > kMaxDepth) decline("nested too deeply");
    }
    ~DepthGuard() { --p.depth_; }
    Parser& p;
  };
  static constexpr int kMaxDepth = 400;

  ast::Module& m_;
  ast::Arena& a_;
  std::string_view src_;
  bool mangle_;
  std::vector<Token> toks_;
  uint32_t pos_ = 0;
  int depth_ = 0;
  /// The innermost class whose body is being parsed ("" outside classes).
  std::string class_name_;
};

} // namespace hyexec::descent
