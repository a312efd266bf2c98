#pragma once
/// \file
/// Internal to the front end: the tree-sitter CST → ast lowering, split over
/// parse_stmt.cpp (statements), parse_expr.cpp (expressions, literals) and
/// parse_pattern.cpp (match patterns).

#include "cfg/ast.h"
#include "cfg/cst.h"
#include "cfg/literals.h"
#include "cfg/mangle.h"
#include "cfg/parse.h"
#include "cfg/text_swaps.h"

#include <string>
#include <string_view>
#include <unordered_map>

namespace hyexec::lower {

/// Thrown inside the lowering; parse_python turns it into a SyntaxErrorInfo.
struct Failure {
  SyntaxErrorInfo info;
};

class Lowerer {
public:
  /// `text` is what tree-sitter parsed: the module's source with the
  /// indentation of some continuation lines padded by `pads[line]` spaces.
  /// `swaps`: the edits of `text` that tree-sitter was given (text_swaps.h).
  /// `mangle`: store private names mangled, as CPython's compiler sees them
  /// (false: as written, as `ast.parse` gives them).
  Lowerer(ast::Module& m, std::string_view text, const std::unordered_map<uint32_t, uint32_t>& pads,
          const TextSwaps& swaps, bool mangle)
      : m_(m), a_(m.arena), src_(text), pads_(pads), swaps_(swaps), mangle_(mangle) {}

  void module(TSNode root);

private:
  // parse_stmt.cpp
  /// The statements of block `n`; `header` is the statement or clause it belongs to.
  void block(TSNode n, ast::Body* out, TSNode header);
  void statement(const cst::Child& c, ast::Body* out);
  ast::Stmt* expression_statement(TSNode n);
  ast::Stmt* print_chevron(TSNode n);
  ast::Stmt* type_statement(TSNode n);
  ast::Expr* retyped(TSNode n, TSNode stmt);
  ast::Expr* unstarred_type(TSNode n);
  ast::Stmt* assignment(TSNode n);
  ast::Stmt* if_statement(TSNode n);
  ast::Stmt* for_statement(TSNode n);
  ast::Stmt* while_statement(TSNode n);
  ast::Stmt* try_statement(TSNode n);
  ast::Stmt* with_statement(TSNode n);
  ast::Stmt* function_definition(TSNode n, std::vector<ast::Expr*> decorators);
  ast::Stmt* class_definition(TSNode n, std::vector<ast::Expr*> decorators);
  ast::Stmt* decorated_definition(TSNode n);
  ast::Stmt* match_statement(TSNode n);
  ast::Stmt* import_statement(TSNode n);
  ast::Stmt* import_from_statement(TSNode n, bool future);
  ast::Arguments* parameters(TSNode n);
  void else_body(TSNode else_clause, ast::Body* out);
  /// An assigned value or a default may not be an unparenthesized `:=`
  /// (nor hold one as a bare tuple item): CPython's "invalid syntax".
  void no_bare_walrus(TSNode n);
  std::string dotted(TSNode n);

  // parse_expr.cpp
public:
  ast::Expr* expr(TSNode n);

private:
  ast::Expr* expr_inner(TSNode n);
  /// A node that starts at an edit of the text (text_swaps.h), read as written.
  ast::Expr* swapped(TSNode n, const TextSwap& swap);
  ast::Expr* expr_or_tuple(TSNode n);        ///< expression_list / pattern_list become a Tuple
  ast::Expr* target(TSNode n, ast::Ctx ctx); ///< an assignment, for or del target
  ast::Expr* annotation(TSNode n);           ///< a `type` node
  ast::Expr* sequence(TSNode n, ast::ExprKind kind);
  ast::Expr* dictionary(TSNode n);
  ast::Expr* comprehension(TSNode n, ast::ExprKind kind);
  ast::Expr* call(TSNode n);
  void arguments(TSNode n, std::vector<ast::Expr*>* args, std::vector<ast::Keyword*>* keywords);
  ast::Expr* subscript(TSNode n);
  ast::Expr* slice(TSNode n);
  ast::Expr* binary(TSNode n);
  ast::Expr* boolean(TSNode n);
  ast::Expr* comparison(TSNode n);
  ast::Expr* lambda(TSNode n);
  ast::Expr* yield(TSNode n);
  ast::Expr* number(TSNode n);
  ast::Expr* unstar(ast::Expr* base, ast::Starred** star);
  ast::Expr* restar(ast::Expr* primary, ast::Starred* star, TSNode n);
  ast::Expr* strings(TSNode n); ///< string or concatenated_string
  void fstring_parts(TSNode str, size_t body_begin, size_t body_end,
                     const literals::StringPrefix& p, std::vector<ast::Expr*>* parts,
                     std::string* pending);
  /// An interpolation `{...}`; a `=` debug specifier appends its text to `pending`.
  ast::Expr* interpolation(TSNode n, const literals::StringPrefix& p, std::string* pending);
  ast::Expr* format_spec(TSNode n, const literals::StringPrefix& p);
  void set_ctx(ast::Expr* e, ast::Ctx ctx, TSNode where);

  // parse_pattern.cpp
  ast::Pattern* pattern(TSNode n);
  ast::Pattern* pattern_from(const cst::Kids& kids, TSNode where);
  ast::Expr* pattern_value(TSNode n);

  // shared helpers
public:
  [[noreturn]] void fail(TSNode n, std::string message, std::string type = "SyntaxError");
  std::string_view text(TSNode n) const;
  /// An identifier's text, NFKC-normalized as CPython stores names.
  std::string ident(TSNode n) const { return literals::normalize_identifier(text(n)); }
  /// An identifier that names a variable or an attribute: ident(), mangled
  /// inside a class (cfg/mangle.h). Keyword-argument names and a def's or
  /// class's own name are not mangled.
  std::string name_of(TSNode n) const { return cfg::mangle(class_name_, ident(n)); }
  /// The private-name context of a class body named `name`.
  std::string class_context(const std::string& name) const { return mangle_ ? name : ""; }
  ast::Span span(TSNode n) const;
  template <class T> T* make(TSNode n) {
    T* node = a_.make<T>();
    node->span = span(n);
    return node;
  }
  template <class T, class Arg> T* make(TSNode n, Arg&& arg) {
    T* node = a_.make<T>(std::forward<Arg>(arg));
    node->span = span(n);
    return node;
  }

private:
  /// Guards the C++ stack; CPython gives up at a similar depth.
  struct DepthGuard {
    explicit DepthGuard(Lowerer& l, TSNode n);
    ~DepthGuard() { --l.depth_; }
    Lowerer& l;
  };
  static constexpr int kMaxDepth = 2990; // CPython 3.11 compiles ~2990 levels

  ast::Module& m_;
  ast::Arena& a_;
  std::string_view src_;
  const std::unordered_map<uint32_t, uint32_t>& pads_;
  const TextSwaps& swaps_;
  int depth_ = 0;
  bool mangle_;
  /// The innermost class whose body is being lowered ("" outside classes).
  std::string class_name_;
};

} // namespace hyexec::lower
