#pragma once
/// \file
/// hyexec's own typed AST for Python 3.11. Node kinds and fields mirror
/// CPython's `Parser/Python.asdl` one to one, so that the interpreter can
/// follow CPython's semantics node by node and tests can compare our tree with
/// `ast.parse`. Nodes live in an Arena owned by the Module and are referenced
/// by plain pointers; nothing outside `parse_lower.cpp` knows tree-sitter.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace hyexec::ast {

/// Source span: 1-based lines, 0-based UTF-8 byte columns (as CPython's ast).
struct Span {
  uint32_t line = 0, col = 0, end_line = 0, end_col = 0;
};

struct Node {
  Span span;
  virtual ~Node() = default;
};

/// Owns every node of one parsed module: nodes are bump-allocated in large
/// chunks (one malloc per chunk, not per node) and destroyed with the arena.
class Arena {
public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  ~Arena() {
    for (auto it = nodes_.rbegin(); it != nodes_.rend(); ++it) (*it)->~Node();
  }
  template <class T, class... A> T* make(A&&... args) {
    static_assert(alignof(T) <= alignof(std::max_align_t));
    T* node = new (allocate(sizeof(T))) T(std::forward<A>(args)...);
    nodes_.push_back(node);
    return node;
  }
  size_t size() const { return nodes_.size(); }

private:
  void* allocate(size_t n) {
    n = (n + alignof(std::max_align_t) - 1) & ~(alignof(std::max_align_t) - 1);
    if (chunks_.empty() || used_ + n > chunk_size_) {
      // Chunks double from a small first one (most snippets need a few KB)
      // and are left uninitialised: clearing 64 KB per module was a twentieth
      // of the front end's time.
      if (!chunks_.empty() && chunk_size_ < kMaxChunk) chunk_size_ *= 2;
      chunk_size_ = std::max(chunk_size_, n);
      chunks_.push_back(std::make_unique_for_overwrite<std::max_align_t[]>(
          chunk_size_ / sizeof(std::max_align_t)));
      used_ = 0;
    }
    void* p = reinterpret_cast<char*>(chunks_.back().get()) + used_;
    used_ += n;
    return p;
  }
  static constexpr size_t kFirstChunk = 4 * 1024, kMaxChunk = 64 * 1024;
  std::vector<std::unique_ptr<std::max_align_t[]>> chunks_;
  size_t used_ = 0, chunk_size_ = kFirstChunk;
  std::vector<Node*> nodes_;
};

// ---------------------------------------------------------------- operators

enum class BoolOpKind : uint8_t { And, Or };
enum class BinOpKind : uint8_t {
  Add,
  Sub,
  Mult,
  MatMult,
  Div,
  Mod,
  Pow,
  LShift,
  RShift,
  BitOr,
  BitXor,
  BitAnd,
  FloorDiv
};
enum class UnaryOpKind : uint8_t { Invert, Not, UAdd, USub };
enum class CmpOpKind : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };
enum class Ctx : uint8_t { Load, Store, Del };

const char* name(BoolOpKind k);
const char* name(BinOpKind k);
const char* name(UnaryOpKind k);
const char* name(CmpOpKind k);
/// The operator as written in Python source ("+", "not in", ...).
const char* symbol(BinOpKind k);
const char* symbol(UnaryOpKind k);
const char* symbol(CmpOpKind k);

/// How a name is reached (CPython's LOAD_FAST, LOAD_DEREF, LOAD_GLOBAL,
/// LOAD_NAME, LOAD_CLASSDEREF).
enum class NameScope : uint8_t {
  Unresolved,
  Local,     ///< a function's own variable, in a frame slot
  Cell,      ///< a function's own variable that inner functions capture: a cell in a slot
  Free,      ///< an enclosing function's variable: a cell in a slot
  Global,    ///< module globals, then builtins (in functions)
  Name,      ///< the namespace, then globals, then builtins (module and class bodies)
  ClassFree, ///< a class body's free variable: the class namespace, then the cell
};

// -------------------------------------------------------------- expressions

enum class ExprKind : uint8_t {
  BoolOp,
  NamedExpr,
  BinOp,
  UnaryOp,
  Lambda,
  IfExp,
  Dict,
  Set,
  ListComp,
  SetComp,
  DictComp,
  GeneratorExp,
  Await,
  Yield,
  YieldFrom,
  Compare,
  Call,
  FormattedValue,
  JoinedStr,
  Constant,
  Attribute,
  Subscript,
  Starred,
  Name,
  List,
  Tuple,
  Slice
};
const char* name(ExprKind k);

struct Expr : Node {
  explicit Expr(ExprKind k) : kind(k) {}
  const ExprKind kind;
};

template <ExprKind K> struct ExprOf : Expr {
  static constexpr ExprKind kKind = K;
  ExprOf() : Expr(K) {}
};

/// Downcast with a kind check; nullptr when the kind differs.
template <class T> T* as(Expr* e) {
  return e && e->kind == T::kKind ? static_cast<T*>(e) : nullptr;
}
template <class T> const T* as(const Expr* e) {
  return e && e->kind == T::kKind ? static_cast<const T*>(e) : nullptr;
}

struct Stmt;
struct Arguments;

struct Comprehension : Node {
  Expr* target = nullptr;
  Expr* iter = nullptr;
  std::vector<Expr*> ifs;
  bool is_async = false;
  /// Coverage decision of ifs[0] (ifs[i] is first_if_decision + i); set by the CFG builder.
  mutable int first_if_decision = -1;
};

struct Keyword : Node {
  std::string arg; ///< empty for `**value`
  Expr* value = nullptr;
};

struct BoolOp : ExprOf<ExprKind::BoolOp> {
  BoolOpKind op{};
  std::vector<Expr*> values;
  /// Coverage decision of values[0]'s truth test (values[i] is decision + i;
  /// the last operand is not tested by the BoolOp); set by the CFG builder.
  mutable int decision = -1;
};
struct NamedExpr : ExprOf<ExprKind::NamedExpr> {
  Expr* target = nullptr;
  Expr* value = nullptr;
};
struct BinOp : ExprOf<ExprKind::BinOp> {
  Expr* left = nullptr;
  BinOpKind op{};
  Expr* right = nullptr;
};
struct UnaryOp : ExprOf<ExprKind::UnaryOp> {
  UnaryOpKind op{};
  Expr* operand = nullptr;
};
struct Lambda : ExprOf<ExprKind::Lambda> {
  Arguments* args = nullptr;
  Expr* body = nullptr;
};
struct IfExp : ExprOf<ExprKind::IfExp> {
  Expr* test = nullptr;
  Expr* body = nullptr;
  Expr* orelse = nullptr;
  mutable int decision = -1; ///< coverage decision of `test`; set by the CFG builder
};
struct Dict : ExprOf<ExprKind::Dict> {
  std::vector<Expr*> keys; ///< nullptr key: `**values[i]`
  std::vector<Expr*> values;
};
struct Set : ExprOf<ExprKind::Set> {
  std::vector<Expr*> elts;
};
struct ListComp : ExprOf<ExprKind::ListComp> {
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct SetComp : ExprOf<ExprKind::SetComp> {
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct DictComp : ExprOf<ExprKind::DictComp> {
  Expr* key = nullptr;
  Expr* value = nullptr;
  std::vector<Comprehension*> generators;
};
struct GeneratorExp : ExprOf<ExprKind::GeneratorExp> {
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct Await : ExprOf<ExprKind::Await> {
  Expr* value = nullptr;
};
struct Yield : ExprOf<ExprKind::Yield> {
  Expr* value = nullptr; ///< may be nullptr
};
struct YieldFrom : ExprOf<ExprKind::YieldFrom> {
  Expr* value = nullptr;
};
struct Compare : ExprOf<ExprKind::Compare> {
  Expr* left = nullptr;
  std::vector<CmpOpKind> ops;
  std::vector<Expr*> comparators;
};
struct Call : ExprOf<ExprKind::Call> {
  Expr* func = nullptr;
  std::vector<Expr*> args; ///< may contain Starred
  std::vector<Keyword*> keywords;
};
struct FormattedValue : ExprOf<ExprKind::FormattedValue> {
  Expr* value = nullptr;
  int conversion = -1;         ///< -1, 's', 'r' or 'a'
  Expr* format_spec = nullptr; ///< a JoinedStr or nullptr
};
struct JoinedStr : ExprOf<ExprKind::JoinedStr> {
  std::vector<Expr*> values; ///< Constant(str) and FormattedValue
};

/// A literal. Integers keep their decimal digits when they do not fit 64 bits.
struct Constant : ExprOf<ExprKind::Constant> {
  enum class Type : uint8_t {
    None,
    True,
    False,
    Ellipsis,
    Int,
    BigInt,
    Float,
    Complex,
    Str,
    Bytes
  };
  Type type = Type::None;
  int64_t i = 0; ///< Int
  double f = 0;  ///< Float, and the imaginary part of Complex
  std::string s; ///< Str (UTF-8), Bytes (raw bytes), BigInt (digits in `base`)
  /// The interpreter's object for this literal, made once (an opaque owned pointer).
  mutable void* interp_cache = nullptr;
  int base = 10;         ///< BigInt: 2, 8, 10 or 16
  bool u_prefix = false; ///< `u"..."`, CPython's `kind='u'`
};
const char* name(Constant::Type t);

struct Attribute : ExprOf<ExprKind::Attribute> {
  Expr* value = nullptr;
  std::string attr;
  Ctx ctx = Ctx::Load;
  /// The interpreter's inline cache for this site (an opaque owned pointer).
  mutable void* interp_cache = nullptr;
};
struct Subscript : ExprOf<ExprKind::Subscript> {
  Expr* value = nullptr;
  Expr* slice = nullptr;
  Ctx ctx = Ctx::Load;
};
struct Starred : ExprOf<ExprKind::Starred> {
  Expr* value = nullptr;
  Ctx ctx = Ctx::Load;
};
struct Name : ExprOf<ExprKind::Name> {
  std::string id;
  Ctx ctx = Ctx::Load;
  mutable NameScope scope = NameScope::Unresolved; ///< set by cfg::analyze_scopes
  mutable int slot = -1;                           ///< frame slot for Local, Cell, Free, ClassFree
  /// The interpreter's dict key for the name, made once (an opaque owned pointer).
  mutable void* interp_cache = nullptr;
};
struct List : ExprOf<ExprKind::List> {
  std::vector<Expr*> elts;
  Ctx ctx = Ctx::Load;
};
struct Tuple : ExprOf<ExprKind::Tuple> {
  std::vector<Expr*> elts;
  Ctx ctx = Ctx::Load;
};
struct Slice : ExprOf<ExprKind::Slice> {
  Expr* lower = nullptr;
  Expr* upper = nullptr;
  Expr* step = nullptr;
};

// ---------------------------------------------------------------- arguments

struct Arg : Node {
  std::string name;
  Expr* annotation = nullptr;
};

struct Arguments : Node {
  std::vector<Arg*> posonlyargs;
  std::vector<Arg*> args;
  Arg* vararg = nullptr;
  std::vector<Arg*> kwonlyargs;
  std::vector<Expr*> kw_defaults; ///< one per kwonlyarg; nullptr when none
  Arg* kwarg = nullptr;
  std::vector<Expr*> defaults; ///< for the last len(defaults) of posonlyargs+args
};

// ----------------------------------------------------------------- patterns

enum class PatternKind : uint8_t {
  MatchValue,
  MatchSingleton,
  MatchSequence,
  MatchMapping,
  MatchClass,
  MatchStar,
  MatchAs,
  MatchOr
};
const char* name(PatternKind k);

struct Pattern : Node {
  explicit Pattern(PatternKind k) : kind(k) {}
  const PatternKind kind;
  Expr* value = nullptr;              ///< MatchValue; MatchSingleton (a Constant)
  std::vector<Pattern*> patterns;     ///< Sequence, Mapping, Class (positional), Or
  std::vector<Expr*> keys;            ///< MatchMapping
  std::string name;                   ///< MatchMapping rest, MatchStar, MatchAs (empty: none / `_`)
  Expr* cls = nullptr;                ///< MatchClass
  std::vector<std::string> kwd_attrs; ///< MatchClass
  std::vector<Pattern*> kwd_patterns; ///< MatchClass
  Pattern* pattern = nullptr;         ///< MatchAs
};

// --------------------------------------------------------------- statements

enum class StmtKind : uint8_t {
  FunctionDef,
  AsyncFunctionDef,
  ClassDef,
  Return,
  Delete,
  Assign,
  AugAssign,
  AnnAssign,
  For,
  AsyncFor,
  While,
  If,
  With,
  AsyncWith,
  Match,
  Raise,
  Try,
  TryStar,
  Assert,
  Import,
  ImportFrom,
  Global,
  Nonlocal,
  Expr,
  Pass,
  Break,
  Continue
};
const char* name(StmtKind k);

struct Stmt : Node {
  explicit Stmt(StmtKind k) : kind(k) {}
  const StmtKind kind;
};

template <StmtKind K> struct StmtOf : Stmt {
  static constexpr StmtKind kKind = K;
  StmtOf() : Stmt(K) {}
};

template <class T> T* as(Stmt* s) {
  return s && s->kind == T::kKind ? static_cast<T*>(s) : nullptr;
}
template <class T> const T* as(const Stmt* s) {
  return s && s->kind == T::kKind ? static_cast<const T*>(s) : nullptr;
}

using Body = std::vector<Stmt*>;

/// FunctionDef and AsyncFunctionDef share this layout.
struct FunctionDef : Stmt {
  explicit FunctionDef(bool async)
      : Stmt(async ? StmtKind::AsyncFunctionDef : StmtKind::FunctionDef) {}
  std::string name;
  Arguments* args = nullptr;
  Body body;
  std::vector<Expr*> decorator_list;
  Expr* returns = nullptr;
  /// An embedded library function's body past its docstring, still packed
  /// (cfg/ast_pack.h): read into `body` when the function is first called.
  /// Empty for every other function.
  mutable std::string_view packed_body;
  bool is_async() const { return kind == StmtKind::AsyncFunctionDef; }
};
struct ClassDef : StmtOf<StmtKind::ClassDef> {
  std::string name;
  std::vector<Expr*> bases;
  std::vector<Keyword*> keywords;
  Body body;
  std::vector<Expr*> decorator_list;
};
struct Return : StmtOf<StmtKind::Return> {
  Expr* value = nullptr;
};
struct Delete : StmtOf<StmtKind::Delete> {
  std::vector<Expr*> targets;
};
struct Assign : StmtOf<StmtKind::Assign> {
  std::vector<Expr*> targets; ///< `a = b = v` has two
  Expr* value = nullptr;
};
struct AugAssign : StmtOf<StmtKind::AugAssign> {
  Expr* target = nullptr;
  BinOpKind op{};
  Expr* value = nullptr;
};
struct AnnAssign : StmtOf<StmtKind::AnnAssign> {
  Expr* target = nullptr;
  Expr* annotation = nullptr;
  Expr* value = nullptr;
  bool simple = false;
};
/// For and AsyncFor.
struct For : Stmt {
  explicit For(bool async) : Stmt(async ? StmtKind::AsyncFor : StmtKind::For) {}
  Expr* target = nullptr;
  Expr* iter = nullptr;
  Body body;
  Body orelse;
};
struct While : StmtOf<StmtKind::While> {
  Expr* test = nullptr;
  Body body;
  Body orelse;
};
struct If : StmtOf<StmtKind::If> {
  Expr* test = nullptr;
  Body body;
  Body orelse; ///< an `elif` is a single nested If here, as in CPython
};
struct WithItem : Node {
  Expr* context_expr = nullptr;
  Expr* optional_vars = nullptr;
};
/// With and AsyncWith.
struct With : Stmt {
  explicit With(bool async) : Stmt(async ? StmtKind::AsyncWith : StmtKind::With) {}
  std::vector<WithItem*> items;
  Body body;
};
struct MatchCase : Node {
  Pattern* pattern = nullptr;
  Expr* guard = nullptr;
  Body body;
};
struct Match : StmtOf<StmtKind::Match> {
  Expr* subject = nullptr;
  std::vector<MatchCase*> cases;
};
struct Raise : StmtOf<StmtKind::Raise> {
  Expr* exc = nullptr;
  Expr* cause = nullptr;
};
struct ExceptHandler : Node {
  Expr* type = nullptr;
  std::string name;
  Body body;
};
/// Try and TryStar.
struct Try : Stmt {
  explicit Try(bool star) : Stmt(star ? StmtKind::TryStar : StmtKind::Try) {}
  Body body;
  std::vector<ExceptHandler*> handlers;
  Body orelse;
  Body finalbody;
};
struct Assert : StmtOf<StmtKind::Assert> {
  Expr* test = nullptr;
  Expr* msg = nullptr;
};
struct Alias : Node {
  std::string name; ///< dotted
  std::string asname;
};
struct Import : StmtOf<StmtKind::Import> {
  std::vector<Alias*> names;
};
struct ImportFrom : StmtOf<StmtKind::ImportFrom> {
  std::string module; ///< empty for `from . import x`
  std::vector<Alias*> names;
  int level = 0;
};
struct Global : StmtOf<StmtKind::Global> {
  std::vector<std::string> names;
};
struct Nonlocal : StmtOf<StmtKind::Nonlocal> {
  std::vector<std::string> names;
};
struct ExprStmt : StmtOf<StmtKind::Expr> {
  Expr* value = nullptr;
};
struct Pass : StmtOf<StmtKind::Pass> {};
struct Break : StmtOf<StmtKind::Break> {};
struct Continue : StmtOf<StmtKind::Continue> {};

/// A parsed file: its statements, the source they came from, and their nodes.
struct Module {
  std::string filename;
  /// The text the module was parsed from: `own_source`, or an embedded
  /// library module's text in the binary (ast::unpack), which outlives it.
  std::string_view source;
  std::string own_source;
  Body body;
  Arena arena;
  /// Line offsets into `source` (index 0 is line 1), for quoting source lines.
  std::vector<uint32_t> line_starts;
  std::string_view line_text(uint32_t line) const;
};

} // namespace hyexec::ast
