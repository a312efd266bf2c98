#include "cfg/ast_pack.h"
#include "cfg/executable_data.h"

#include <cstring>
#include <type_traits>
#include <unordered_map>

namespace hyexec::ast {
namespace {

// The layout: a magic word, then the body as a node list. A node reference
// is a tag (0 null, 1 a node written here, 2 one written before: its index
// follows), then for a new node its kind (expressions, statements,
// patterns), its span and its fields in the order `fields` lists them.
// After the body, the line table. Integers are LEB128 (signed ones zigzagged), floats their 8
// bytes, a string its length and bytes the first time, its index after.
constexpr std::string_view kMagic = "hyexec-ast-1";

/// Which class a node index holds, so that a back-reference is checked
/// against the type the field wants.
enum class Family : uint8_t {
  Expr,
  Stmt,
  Pattern,
  Comprehension,
  Keyword,
  Arg,
  Arguments,
  WithItem,
  MatchCase,
  ExceptHandler,
  Alias
};

template <class T> constexpr Family family_of() {
  if constexpr (std::is_base_of_v<Expr, T>)
    return Family::Expr;
  else if constexpr (std::is_base_of_v<Stmt, T>)
    return Family::Stmt;
  else if constexpr (std::is_same_v<T, Pattern>)
    return Family::Pattern;
  else if constexpr (std::is_same_v<T, Comprehension>)
    return Family::Comprehension;
  else if constexpr (std::is_same_v<T, Keyword>)
    return Family::Keyword;
  else if constexpr (std::is_same_v<T, Arg>)
    return Family::Arg;
  else if constexpr (std::is_same_v<T, Arguments>)
    return Family::Arguments;
  else if constexpr (std::is_same_v<T, WithItem>)
    return Family::WithItem;
  else if constexpr (std::is_same_v<T, MatchCase>)
    return Family::MatchCase;
  else if constexpr (std::is_same_v<T, ExceptHandler>)
    return Family::ExceptHandler;
  else {
    static_assert(std::is_same_v<T, Alias>);
    return Family::Alias;
  }
}

// ------------------------------------------------------------ field lists
// One list per node class, read by both directions, so that what is written
// is what is read. Every field the front end sets is here.

template <class IO> void fields(IO& io, Comprehension& n) {
  io(n.target), io(n.iter), io(n.ifs), io(n.is_async);
}
template <class IO> void fields(IO& io, Keyword& n) {
  io(n.arg), io(n.value);
}
template <class IO> void fields(IO& io, Arg& n) {
  io(n.name), io(n.annotation);
}
template <class IO> void fields(IO& io, Arguments& n) {
  io(n.posonlyargs), io(n.args), io(n.vararg), io(n.kwonlyargs), io(n.kw_defaults), io(n.kwarg),
      io(n.defaults);
}
template <class IO> void fields(IO& io, Pattern& n) {
  io(n.value), io(n.patterns), io(n.keys), io(n.name), io(n.cls), io(n.kwd_attrs),
      io(n.kwd_patterns), io(n.pattern);
}
template <class IO> void fields(IO& io, WithItem& n) {
  io(n.context_expr), io(n.optional_vars);
}
template <class IO> void fields(IO& io, MatchCase& n) {
  io(n.pattern), io(n.guard), io(n.body);
}
template <class IO> void fields(IO& io, ExceptHandler& n) {
  io(n.type), io(n.name), io(n.body);
}
template <class IO> void fields(IO& io, Alias& n) {
  io(n.name), io(n.asname);
}

template <class IO> void fields(IO& io, BoolOp& n) {
  io(n.op), io(n.values);
}
template <class IO> void fields(IO& io, NamedExpr& n) {
  io(n.target), io(n.value);
}
template <class IO> void fields(IO& io, BinOp& n) {
  io(n.left), io(n.op), io(n.right);
}
template <class IO> void fields(IO& io, UnaryOp& n) {
  io(n.op), io(n.operand);
}
template <class IO> void fields(IO& io, Lambda& n) {
  io(n.args), io(n.body);
}
template <class IO> void fields(IO& io, IfExp& n) {
  io(n.test), io(n.body), io(n.orelse);
}
template <class IO> void fields(IO& io, Dict& n) {
  io(n.keys), io(n.values);
}
template <class IO> void fields(IO& io, Set& n) {
  io(n.elts);
}
template <class IO> void fields(IO& io, ListComp& n) {
  io(n.elt), io(n.generators);
}
template <class IO> void fields(IO& io, SetComp& n) {
  io(n.elt), io(n.generators);
}
template <class IO> void fields(IO& io, DictComp& n) {
  io(n.key), io(n.value), io(n.generators);
}
template <class IO> void fields(IO& io, GeneratorExp& n) {
  io(n.elt), io(n.generators);
}
template <class IO> void fields(IO& io, Await& n) {
  io(n.value);
}
template <class IO> void fields(IO& io, Yield& n) {
  io(n.value);
}
template <class IO> void fields(IO& io, YieldFrom& n) {
  io(n.value);
}
template <class IO> void fields(IO& io, Compare& n) {
  io(n.left), io(n.ops), io(n.comparators);
}
template <class IO> void fields(IO& io, Call& n) {
  io(n.func), io(n.args), io(n.keywords);
}
template <class IO> void fields(IO& io, FormattedValue& n) {
  io(n.value), io(n.conversion), io(n.format_spec);
}
template <class IO> void fields(IO& io, JoinedStr& n) {
  io(n.values);
}
template <class IO> void fields(IO& io, Constant& n) {
  io(n.type), io(n.i), io(n.f), io(n.s), io(n.base), io(n.u_prefix);
}
template <class IO> void fields(IO& io, Attribute& n) {
  io(n.value), io(n.attr), io(n.ctx);
}
template <class IO> void fields(IO& io, Subscript& n) {
  io(n.value), io(n.slice), io(n.ctx);
}
template <class IO> void fields(IO& io, Starred& n) {
  io(n.value), io(n.ctx);
}
template <class IO> void fields(IO& io, Name& n) {
  io(n.id), io(n.ctx);
}
template <class IO> void fields(IO& io, List& n) {
  io(n.elts), io(n.ctx);
}
template <class IO> void fields(IO& io, Tuple& n) {
  io(n.elts), io(n.ctx);
}
template <class IO> void fields(IO& io, Slice& n) {
  io(n.lower), io(n.upper), io(n.step);
}

template <class IO> void fields(IO& io, FunctionDef& n) {
  io(n.name), io(n.args), io.function_body(n), io(n.decorator_list), io(n.returns);
}
template <class IO> void fields(IO& io, ClassDef& n) {
  io(n.name), io(n.bases), io(n.keywords), io(n.body), io(n.decorator_list);
}
template <class IO> void fields(IO& io, Return& n) {
  io(n.value);
}
template <class IO> void fields(IO& io, Delete& n) {
  io(n.targets);
}
template <class IO> void fields(IO& io, Assign& n) {
  io(n.targets), io(n.value);
}
template <class IO> void fields(IO& io, AugAssign& n) {
  io(n.target), io(n.op), io(n.value);
}
template <class IO> void fields(IO& io, AnnAssign& n) {
  io(n.target), io(n.annotation), io(n.value), io(n.simple);
}
template <class IO> void fields(IO& io, For& n) {
  io(n.target), io(n.iter), io(n.body), io(n.orelse);
}
template <class IO> void fields(IO& io, While& n) {
  io(n.test), io(n.body), io(n.orelse);
}
template <class IO> void fields(IO& io, If& n) {
  io(n.test), io(n.body), io(n.orelse);
}
template <class IO> void fields(IO& io, With& n) {
  io(n.items), io(n.body);
}
template <class IO> void fields(IO& io, Match& n) {
  io(n.subject), io(n.cases);
}
template <class IO> void fields(IO& io, Raise& n) {
  io(n.exc), io(n.cause);
}
template <class IO> void fields(IO& io, Try& n) {
  io(n.body), io(n.handlers), io(n.orelse), io(n.finalbody);
}
template <class IO> void fields(IO& io, Assert& n) {
  io(n.test), io(n.msg);
}
template <class IO> void fields(IO& io, Import& n) {
  io(n.names);
}
template <class IO> void fields(IO& io, ImportFrom& n) {
  io(n.module), io(n.names), io(n.level);
}
template <class IO> void fields(IO& io, Global& n) {
  io(n.names);
}
template <class IO> void fields(IO& io, Nonlocal& n) {
  io(n.names);
}
template <class IO> void fields(IO& io, ExprStmt& n) {
  io(n.value);
}
template <class IO> void fields(IO&, Pass&) {}
template <class IO> void fields(IO&, Break&) {}
template <class IO> void fields(IO&, Continue&) {}

// ------------------------------------------------------------ kind to class

template <class T> struct Tag { using type = T; };

/// Calls `f(Tag<T>{})` with the class of expression kind `k`.
template <class F> decltype(auto) with_expr_class(ExprKind k, F&& f) {
  switch (k) {
  case ExprKind::BoolOp: return f(Tag<BoolOp>{});
  case ExprKind::NamedExpr: return f(Tag<NamedExpr>{});
  case ExprKind::BinOp: return f(Tag<BinOp>{});
  case ExprKind::UnaryOp: return f(Tag<UnaryOp>{});
  case ExprKind::Lambda: return f(Tag<Lambda>{});
  case ExprKind::IfExp: return f(Tag<IfExp>{});
  case ExprKind::Dict: return f(Tag<Dict>{});
  case ExprKind::Set: return f(Tag<Set>{});
  case ExprKind::ListComp: return f(Tag<ListComp>{});
  case ExprKind::SetComp: return f(Tag<SetComp>{});
  case ExprKind::DictComp: return f(Tag<DictComp>{});
  case ExprKind::GeneratorExp: return f(Tag<GeneratorExp>{});
  case ExprKind::Await: return f(Tag<Await>{});
  case ExprKind::Yield: return f(Tag<Yield>{});
  case ExprKind::YieldFrom: return f(Tag<YieldFrom>{});
  case ExprKind::Compare: return f(Tag<Compare>{});
  case ExprKind::Call: return f(Tag<Call>{});
  case ExprKind::FormattedValue: return f(Tag<FormattedValue>{});
  case ExprKind::JoinedStr: return f(Tag<JoinedStr>{});
  case ExprKind::Constant: return f(Tag<Constant>{});
  case ExprKind::Attribute: return f(Tag<Attribute>{});
  case ExprKind::Subscript: return f(Tag<Subscript>{});
  case ExprKind::Starred: return f(Tag<Starred>{});
  case ExprKind::Name: return f(Tag<Name>{});
  case ExprKind::List: return f(Tag<List>{});
  case ExprKind::Tuple: return f(Tag<Tuple>{});
  case ExprKind::Slice: return f(Tag<Slice>{});
  }
  throw std::out_of_range("expression kind");
}
constexpr unsigned kExprKinds = unsigned(ExprKind::Slice) + 1;

/// Calls `f(Tag<T>{})` with the class of statement kind `k`.
template <class F> decltype(auto) with_stmt_class(StmtKind k, F&& f) {
  switch (k) {
  case StmtKind::FunctionDef:
  case StmtKind::AsyncFunctionDef: return f(Tag<FunctionDef>{});
  case StmtKind::ClassDef: return f(Tag<ClassDef>{});
  case StmtKind::Return: return f(Tag<Return>{});
  case StmtKind::Delete: return f(Tag<Delete>{});
  case StmtKind::Assign: return f(Tag<Assign>{});
  case StmtKind::AugAssign: return f(Tag<AugAssign>{});
  case StmtKind::AnnAssign: return f(Tag<AnnAssign>{});
  case StmtKind::For:
  case StmtKind::AsyncFor: return f(Tag<For>{});
  case StmtKind::While: return f(Tag<While>{});
  case StmtKind::If: return f(Tag<If>{});
  case StmtKind::With:
  case StmtKind::AsyncWith: return f(Tag<With>{});
  case StmtKind::Match: return f(Tag<Match>{});
  case StmtKind::Raise: return f(Tag<Raise>{});
  case StmtKind::Try:
  case StmtKind::TryStar: return f(Tag<Try>{});
  case StmtKind::Assert: return f(Tag<Assert>{});
  case StmtKind::Import: return f(Tag<Import>{});
  case StmtKind::ImportFrom: return f(Tag<ImportFrom>{});
  case StmtKind::Global: return f(Tag<Global>{});
  case StmtKind::Nonlocal: return f(Tag<Nonlocal>{});
  case StmtKind::Expr: return f(Tag<ExprStmt>{});
  case StmtKind::Pass: return f(Tag<Pass>{});
  case StmtKind::Break: return f(Tag<Break>{});
  case StmtKind::Continue: return f(Tag<Continue>{});
  }
  throw std::out_of_range("statement kind");
}
constexpr unsigned kStmtKinds = unsigned(StmtKind::Continue) + 1;
constexpr unsigned kPatternKinds = unsigned(PatternKind::MatchOr) + 1;

/// The largest value of each one-byte enumeration a field holds.
constexpr unsigned enum_limit(BoolOpKind) {
  return unsigned(BoolOpKind::Or);
}
constexpr unsigned enum_limit(BinOpKind) {
  return unsigned(BinOpKind::FloorDiv);
}
constexpr unsigned enum_limit(UnaryOpKind) {
  return unsigned(UnaryOpKind::USub);
}
constexpr unsigned enum_limit(CmpOpKind) {
  return unsigned(CmpOpKind::NotIn);
}
constexpr unsigned enum_limit(Ctx) {
  return unsigned(Ctx::Del);
}
constexpr unsigned enum_limit(Constant::Type) {
  return unsigned(Constant::Type::Bytes);
}

// ------------------------------------------------------------------ writing

class Packer {
public:
  std::string out;

  void operator()(bool b) { byte(b); }
  void operator()(int v) { signed_number(v); }
  void operator()(int64_t v) { signed_number(v); }
  void operator()(double d) {
    char raw[sizeof d];
    std::memcpy(raw, &d, sizeof d);
    out.append(raw, sizeof d);
  }
  template <class E>
  requires std::is_enum_v<E>
  void operator()(E e) { byte(static_cast<uint8_t>(e)); }
  /// A string the module wrote before is its index (plus one) in the order
  /// of first writing: names repeat (`self` thousands of times in a module).
  void operator()(const std::string& s) {
    auto [it, fresh] = strings_.emplace(s, strings_.size());
    if (!fresh) {
      number(it->second + 1);
      return;
    }
    number(0);
    number(s.size());
    out += s;
  }
  template <class T> void operator()(const std::vector<T>& items) {
    number(items.size());
    for (const T& item : items) (*this)(item);
  }
  template <class T>
  requires std::is_base_of_v<Node, T>
  void operator()(T* node) {
    if (!begin(node)) return;
    if constexpr (std::is_same_v<T, Expr>) {
      if (node->kind == ExprKind::Yield || node->kind == ExprKind::YieldFrom) reaches_out_ = true;
      if (const Name* n = as<Name>(node); n && (n->id == "super" || n->id == "__class__"))
        reaches_out_ = true;
      byte(static_cast<uint8_t>(node->kind));
      span(node->span);
      with_expr_class(node->kind, [&](auto tag) {
        fields(*this, *static_cast<typename decltype(tag)::type*>(node));
      });
    } else if constexpr (std::is_same_v<T, Stmt>) {
      if (node->kind == StmtKind::Global || node->kind == StmtKind::Nonlocal) reaches_out_ = true;
      byte(static_cast<uint8_t>(node->kind));
      span(node->span);
      with_stmt_class(node->kind, [&](auto tag) {
        fields(*this, *static_cast<typename decltype(tag)::type*>(node));
      });
    } else {
      if constexpr (std::is_same_v<T, Pattern>) byte(static_cast<uint8_t>(node->kind));
      span(node->span);
      fields(*this, *node);
    }
  }

  /// The module's line starts, as the lengths of its lines: reading them
  /// back needs no pass over the source text.
  void line_table(const std::vector<uint32_t>& starts) {
    number(starts.size());
    for (size_t i = 0; i < starts.size(); ++i) number(starts[i] - (i ? starts[i - 1] : 0));
  }

  /// A function's body: inline (0, then the statements), or, for a function
  /// no other function encloses, whose body nothing outside it needs to see
  /// (see reaches_out_), deferred (1, its docstring statement or none, then
  /// the rest as a packing of its own: length, bytes), to be read at its
  /// first call (unpack_body). Its own packing has its own string and node
  /// tables, so that what follows it reads without it.
  void function_body(const FunctionDef& n) {
    if (!function_depth_ && !n.body.empty()) {
      // A docstring (a string constant first) is read with the def: __doc__.
      const auto* doc = as<ExprStmt>(n.body[0]);
      const Constant* text = doc ? as<Constant>(doc->value) : nullptr;
      size_t first = text && text->type == Constant::Type::Str ? 1 : 0;
      Packer rest;
      rest.function_depth_ = 1;
      rest.last_line_ = n.span.line;
      rest(Body(n.body.begin() + static_cast<ptrdiff_t>(first), n.body.end()));
      if (!rest.reaches_out_) {
        byte(1);
        (*this)(first ? n.body[0] : static_cast<Stmt*>(nullptr));
        number(rest.out.size());
        out += rest.out;
        return;
      }
    }
    byte(0);
    ++function_depth_;
    (*this)(n.body);
    --function_depth_;
  }

private:
  /// Writes the reference's tag; true when the node's own content follows.
  bool begin(const Node* node) {
    if (!node) {
      byte(0);
      return false;
    }
    auto [it, fresh] = index_.emplace(node, index_.size());
    if (!fresh) {
      byte(2);
      number(it->second);
      return false;
    }
    byte(1);
    return true;
  }
  /// Lines as differences (from the previous node's line, and the end from
  /// the start): most are a byte then.
  void span(const Span& s) {
    signed_number(int64_t(s.line) - int64_t(last_line_));
    number(s.col);
    signed_number(int64_t(s.end_line) - int64_t(s.line));
    number(s.end_col);
    last_line_ = s.line;
  }
  void byte(uint8_t b) { out.push_back(static_cast<char>(b)); }
  void number(uint64_t v) {
    while (v >= 0x80) {
      byte(static_cast<uint8_t>(v | 0x80));
      v >>= 7;
    }
    byte(static_cast<uint8_t>(v));
  }
  void signed_number(int64_t v) {
    number((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  std::unordered_map<const Node*, size_t> index_;
  std::unordered_map<std::string, size_t> strings_;
  uint32_t last_line_ = 0;
  /// How many function bodies enclose what is being written.
  int function_depth_ = 0;
  /// Whether what was written holds what makes a function body matter to the
  /// scopes around it: `super`/`__class__` (the class's cell), `yield` (a
  /// generator, known at the def), `global`/`nonlocal`.
  bool reaches_out_ = false;
};

// ------------------------------------------------------------------ reading

/// A packing that does not read back (never one the build wrote, unless the
/// format changed without its magic).
struct Malformed {};

class Unpacker {
public:
  /// `home`: where `in`'s bytes lie for good, when `in` is a copy of them
  /// (deferred bodies point there); empty when `in` itself stays.
  Unpacker(std::string_view in, Arena& arena, uint32_t line = 0, std::string_view home = {})
      : in_(in), home_(home.empty() ? in : home), arena_(arena), last_line_(line) {}

  bool at_end() const { return pos_ == in_.size(); }
  bool expect(std::string_view word) {
    if (in_.substr(0, word.size()) != word) return false;
    pos_ = word.size();
    return true;
  }

  void operator()(bool& b) { b = byte() != 0; }
  void operator()(int& v) { v = static_cast<int>(signed_number()); }
  void operator()(int64_t& v) { v = signed_number(); }
  void operator()(double& d) {
    need(sizeof d);
    std::memcpy(&d, in_.data() + pos_, sizeof d);
    pos_ += sizeof d;
  }
  template <class E>
  requires std::is_enum_v<E>
  void operator()(E& e) {
    uint8_t b = byte();
    if (b > enum_limit(E{})) throw Malformed{};
    e = static_cast<E>(b);
  }
  void operator()(std::string& s) {
    if (uint64_t seen = number()) {
      if (seen > strings_.size()) throw Malformed{};
      s = strings_[seen - 1];
      return;
    }
    uint64_t n = number();
    need(n);
    strings_.emplace_back(in_.data() + pos_, n);
    s = strings_.back();
    pos_ += n;
  }
  template <class T> void operator()(std::vector<T>& items) {
    uint64_t n = number();
    // Each item takes at least a byte: a count past the input is malformed.
    if (n > in_.size() - pos_) throw Malformed{};
    items.resize(n);
    for (T& item : items) (*this)(item);
  }
  template <class T>
  requires std::is_base_of_v<Node, T>
  void operator()(T*& node) {
    node = nullptr;
    uint8_t tag = byte();
    if (tag == 0) return;
    if (tag == 2) {
      uint64_t i = number();
      if (i >= nodes_.size() || nodes_[i].second != family_of<T>()) throw Malformed{};
      node = static_cast<T*>(nodes_[i].first);
      return;
    }
    if (tag != 1) throw Malformed{};
    if constexpr (std::is_same_v<T, Expr>) {
      uint8_t kind = byte();
      if (kind >= kExprKinds) throw Malformed{};
      node = with_expr_class(static_cast<ExprKind>(kind), [&](auto tag) -> Expr* {
        return fill(arena_.make<typename decltype(tag)::type>());
      });
    } else if constexpr (std::is_same_v<T, Stmt>) {
      uint8_t kind = byte();
      if (kind >= kStmtKinds) throw Malformed{};
      auto k = static_cast<StmtKind>(kind);
      node = with_stmt_class(k, [&](auto tag) -> Stmt* {
        using C = typename decltype(tag)::type;
        // The classes two kinds share take which one as a flag.
        if constexpr (std::is_same_v<C, FunctionDef>)
          return fill(arena_.make<C>(k == StmtKind::AsyncFunctionDef));
        else if constexpr (std::is_same_v<C, For>)
          return fill(arena_.make<C>(k == StmtKind::AsyncFor));
        else if constexpr (std::is_same_v<C, With>)
          return fill(arena_.make<C>(k == StmtKind::AsyncWith));
        else if constexpr (std::is_same_v<C, Try>)
          return fill(arena_.make<C>(k == StmtKind::TryStar));
        else
          return fill(arena_.make<C>());
      });
    } else if constexpr (std::is_same_v<T, Pattern>) {
      uint8_t kind = byte();
      if (kind >= kPatternKinds) throw Malformed{};
      node = fill(arena_.make<Pattern>(static_cast<PatternKind>(kind)));
    } else {
      node = fill(arena_.make<T>());
    }
  }

  void line_table(std::vector<uint32_t>& starts) {
    uint64_t n = number();
    if (n > in_.size() - pos_) throw Malformed{};
    starts.resize(n);
    uint64_t at = 0;
    for (uint32_t& start : starts) {
      at += number();
      if (at > UINT32_MAX) throw Malformed{};
      start = static_cast<uint32_t>(at);
    }
  }

  void function_body(FunctionDef& n) {
    uint8_t deferred = byte();
    if (!deferred) return (*this)(n.body);
    if (deferred != 1) throw Malformed{};
    Stmt* doc;
    (*this)(doc);
    if (doc) n.body.push_back(doc);
    uint64_t size = number();
    need(size);
    n.packed_body = home_.substr(pos_, size);
    pos_ += size;
  }

private:
  /// Registers a new node (before its fields: they may refer back to it)
  /// and reads its span and fields.
  template <class C> C* fill(C* n) {
    nodes_.emplace_back(n, family_of<C>());
    Span& s = n->span;
    s.line = line_from(last_line_);
    s.col = column();
    s.end_line = line_from(s.line);
    s.end_col = column();
    last_line_ = s.line;
    fields(*this, *n);
    return n;
  }
  /// A line, written as its difference from `base`.
  uint32_t line_from(uint32_t base) {
    int64_t v = int64_t(base) + signed_number();
    if (v < 0 || v > UINT32_MAX) throw Malformed{};
    return static_cast<uint32_t>(v);
  }
  uint32_t column() {
    uint64_t v = number();
    if (v > UINT32_MAX) throw Malformed{};
    return static_cast<uint32_t>(v);
  }
  void need(uint64_t n) const {
    if (n > in_.size() - pos_) throw Malformed{};
  }
  uint8_t byte() {
    need(1);
    return static_cast<uint8_t>(in_[pos_++]);
  }
  uint64_t number() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      uint8_t b = byte();
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    throw Malformed{};
  }
  int64_t signed_number() {
    uint64_t v = number();
    return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
  }

  std::string_view in_, home_;
  size_t pos_ = 0;
  Arena& arena_;
  std::vector<std::pair<Node*, Family>> nodes_;
  std::vector<std::string_view> strings_;
  uint32_t last_line_;
};

/// Reads the packed bodies of the functions among `body`'s statements and
/// the statements they nest (not inside functions: those are read with them).
bool unpack_bodies_in(const Body& body, Arena& arena) {
  for (const Stmt* x : body) {
    bool ok = true;
    auto all = [&](const Body& b) { ok = ok && unpack_bodies_in(b, arena); };
    switch (x->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef:
      ok = unpack_body(*static_cast<const FunctionDef*>(x), arena);
      break;
    case StmtKind::ClassDef: all(static_cast<const ClassDef*>(x)->body); break;
    case StmtKind::For:
    case StmtKind::AsyncFor:
      all(static_cast<const For*>(x)->body), all(static_cast<const For*>(x)->orelse);
      break;
    case StmtKind::While:
      all(static_cast<const While*>(x)->body), all(static_cast<const While*>(x)->orelse);
      break;
    case StmtKind::If:
      all(static_cast<const If*>(x)->body), all(static_cast<const If*>(x)->orelse);
      break;
    case StmtKind::With:
    case StmtKind::AsyncWith: all(static_cast<const With*>(x)->body); break;
    case StmtKind::Match:
      for (const MatchCase* c : static_cast<const Match*>(x)->cases) all(c->body);
      break;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(x);
      all(t->body);
      for (const ExceptHandler* h : t->handlers) all(h->body);
      all(t->orelse), all(t->finalbody);
      break;
    }
    default: break;
    }
    if (!ok) return false;
  }
  return true;
}

} // namespace

std::string pack(const Module& m) {
  Packer p;
  p.out = kMagic;
  p(m.body);
  p.line_table(m.line_starts);
  return std::move(p.out);
}

bool unpack_body(const FunctionDef& def, Arena& arena) {
  if (def.packed_body.empty()) return true;
  Body rest;
  // Read through a copy: an embedded module's body lies in the executable,
  // whose pages a direct read would map (read_executable_data).
  std::string bytes = read_executable_data(def.packed_body);
  Unpacker u(bytes, arena, def.span.line);
  try {
    u(rest);
  } catch (const Malformed&) {
    return false;
  } catch (const std::out_of_range&) {
    return false;
  }
  if (!u.at_end()) return false;
  // Logically the body was there all along: nobody has read past its docstring.
  auto& body = const_cast<FunctionDef&>(def).body;
  body.insert(body.end(), rest.begin(), rest.end());
  def.packed_body = {};
  return true;
}

bool unpack_bodies(Module& m) {
  return unpack_bodies_in(m.body, m.arena);
}

std::unique_ptr<Module> unpack(std::string_view packed, std::string filename,
                               std::string_view source, std::string_view home) {
  auto m = std::make_unique<Module>();
  m->filename = std::move(filename);
  m->source = source;
  if (!home.empty() && home.size() != packed.size()) return nullptr;
  Unpacker u(packed, m->arena, 0, home);
  if (!u.expect(kMagic)) return nullptr;
  try {
    u(m->body);
    u.line_table(m->line_starts);
  } catch (const Malformed&) {
    return nullptr;
  } catch (const std::out_of_range&) {
    return nullptr;
  }
  if (!u.at_end() || m->line_starts.empty() || m->line_starts.back() > source.size())
    return nullptr;
  return m;
}

} // namespace hyexec::ast
