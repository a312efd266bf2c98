#pragma once
/// \file
/// The control-flow graph of a Python program: one CodeUnit per module,
/// function, lambda and class body, each a Boost.Graph of basic blocks. The
/// interpreter executes these blocks (no second tree walk), so every
/// construct's control flow is explicit here: loops, exception dispatch,
/// `finally` bodies copied onto each path that leaves them (as CPython's
/// compiler does), `with` exits on normal, jump and exceptional paths.

#include "cfg/ast.h"
#include "cfg/graph_storage.h"
#include "cfg/scope.h"

#include <boost/graph/adjacency_list.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace hyexec::cfg {

using BlockId = uint32_t;
constexpr BlockId kNoBlock = UINT32_MAX;

/// One step inside a block, executed in order.
struct Op {
  enum class Kind : uint8_t {
    Stmt,         ///< a simple statement, or a def/class definition (`stmt`)
    ForIter,      ///< `slot = iter(For::iter)`; covers the `for` line
    ForBind,      ///< assign the current item (`slot`) to For::target
    WithEnter,    ///< item `index` of With `stmt`: enter, bind, keep the manager in `slot`
    WithExit,     ///< `__exit__(None, None, None)` of the manager in `slot`
    SaveExc,      ///< store the in-flight exception in `slot` (handler or finally entry)
    ExceptBind,   ///< handler entry: exception `slot` is handled; bind ExceptHandler `node`'s
                  ///< name (no node: a `finally` body run for an exception)
    ExceptEnd,    ///< handler exit: unbind the name of ExceptHandler `node` (if any)
    MatchSubject, ///< `slot = Match::subject`
    SaveReturn,   ///< `slot = Return::value` before `finally` copies run
    TryEnter,     ///< entering a `try` (covers its line; no effect)
    /// except* dispatch: the in-flight exception `slot` is also the part no
    /// clause matched yet (`slot + 1`); `slot + 2` collects what clauses raise
    StarStart,
    /// an except* clause (ExceptHandler `node`) raised: the exception joins
    /// the collection of StarStart `slot`; the clause's name is unbound
    StarCollect,
  };
  Kind kind;
  const ast::Stmt* stmt = nullptr; ///< the statement the op belongs to
  const ast::Node* node = nullptr; ///< ExceptHandler for ExceptBind/ExceptEnd
  int slot = -1;                   ///< hidden frame slot
  int index = 0;                   ///< With item index
  uint32_t line = 0;               ///< the line it covers (0: none)
};

/// How control leaves a block.
struct Terminator {
  enum class Kind : uint8_t {
    Jump,        ///< succ[0]
    Branch,      ///< `expr` true → succ[0], false → succ[1]; also assert's test
    ForNext,     ///< next item of iterator `slot` → succ[0], exhausted → succ[1]
    ExceptMatch, ///< exception `slot` matches `expr` (null: bare except) → succ[0], else succ[1];
                 ///< in a TryStar `stmt`, the unmatched part of StarStart `slot` is split, its
                 ///< match kept in `slot + 3`
    WithExitExc, ///< `__exit__(exc)` of manager `slot` with exception `slot2`: suppressed →
                 ///< succ[0], else re-raise
    MatchCase,   ///< MatchCase `node` matches subject `slot` (binds) → succ[0], else succ[1]
    Return,      ///< return `expr` (or `slot` when saved; None when both absent)
    Raise,       ///< Raise statement `stmt`
    Reraise,     ///< re-raise the exception held in `slot`
    /// after the except* clauses of StarStart `slot`: raise what they raised
    /// and what none matched, together; nothing left → succ[0]
    StarReraise,
    AssertFail, ///< raise AssertionError(Assert::msg) of `stmt`
    Exit,       ///< the unit's normal end (module / class body end, `return None`)
  };
  Kind kind = Kind::Exit;
  const ast::Expr* expr = nullptr;
  const ast::Stmt* stmt = nullptr;
  const ast::Node* node = nullptr;
  int slot = -1, slot2 = -1;
  int decision = -1;        ///< coverage decision id (If/While/For), or -1
  bool assert_test = false; ///< Branch of an `assert`: its line counts only when true
  /// The line it covers when it completes (0 for raising terminators, which never do).
  uint32_t line = 0;
  BlockId succ[2] = {kNoBlock, kNoBlock};
};

enum class EdgeKind : uint8_t {
  Fallthrough,
  True,
  False,
  NextItem,
  Exhausted,
  LoopBack,
  Break,
  Continue,
  Return,
  Exception,
  Raise,
  Matched,
  NotMatched,
  Suppressed,
  Exit
};
const char* name(EdgeKind k);

struct Block {
  BlockId id = 0;      ///< vertex index
  uint32_t number = 0; ///< 1..N by source position (the exits last), as renderings show it
  std::vector<Op> ops;
  Terminator term;
  EdgeKind succ_kind[2] = {EdgeKind::Fallthrough, EdgeKind::Fallthrough};
  BlockId exc = kNoBlock;     ///< where an exception raised here goes
  uint16_t handler_depth = 0; ///< enclosing `except` bodies: the handled-exception stack depth
  bool reachable = true;
  bool is_exit = false; ///< the unit's <END> or <raise> pseudo block
  /// The lines of its ops and terminator in execution order (shared, so each
  /// trace entry of the block holds it without a copy).
  std::shared_ptr<const std::vector<uint32_t>> lines;
  /// The first line this block covers, for numbering by source position.
  uint32_t first_line() const;
  /// Whether any op or the terminator covers a line (not only bookkeeping).
  bool has_source_line() const;
};

struct EdgeProps {
  EdgeKind kind;
};

/// Edges in one vector per graph (not a list node each), each block's in
/// and out edges in place (cfg/graph_storage.h).
using Graph = boost::adjacency_list<SmallVecS, boost::vecS, boost::bidirectionalS, Block, EdgeProps,
                                    boost::no_property, boost::vecS>;

/// A decision counted by branch coverage (CLI.md): its true and false outcomes.
struct Decision {
  enum class Kind : uint8_t { If, While, For, BoolOperand, IfExp, ComprehensionIf };
  Kind kind;
  uint32_t line;
  const ast::Node* node; ///< the tested expression, or the For statement
};
const char* name(Decision::Kind k);

/// The CFG of one module, function, lambda or class body.
struct CodeUnit {
  enum class Kind : uint8_t { Module, Function, Lambda, Class };
  Kind kind;
  std::string name;      ///< qualified: `f`, `C.m`, `f.<locals>.g`, `<lambda>`
  const ast::Node* node; ///< FunctionDef, Lambda, ClassDef; null for the module
  uint32_t line = 0;
  Graph graph;
  BlockId entry = 0, exit = 0, raise_exit = 0;
  int num_slots = 0; ///< hidden slots the frame needs (after the scope's name slots)
  const Scope* scope = nullptr;
  std::vector<CodeUnit*> children;
  /// The module has `from __future__ import annotations` (PEP 563): a def
  /// does not evaluate its annotations.
  bool lazy_annotations = false;
  /// A module or class body that holds an annotated assignment (anywhere,
  /// run or not): CPython's SETUP_ANNOTATIONS gives it `__annotations__` as
  /// it starts.
  bool sets_up_annotations = false;

  const Block& block(BlockId id) const { return graph[id]; }
  size_t num_blocks() const { return boost::num_vertices(graph); }
};

/// Every CFG of a program, with its decisions and statement lines.
struct Program {
  const ast::Module* module = nullptr;
  std::unique_ptr<ScopeTable> scopes;
  std::vector<std::unique_ptr<CodeUnit>> units;  ///< units[0] is the module
  std::map<const ast::Node*, CodeUnit*> unit_of; ///< FunctionDef/Lambda/ClassDef → unit
  std::vector<Decision> decisions;
  std::vector<uint32_t> statement_lines; ///< sorted, CLI.md's definition

  const CodeUnit& module_unit() const { return *units.front(); }
  const CodeUnit* find(const std::string& name) const;
};

/// A compile-time error found while building (CPython's compiler errors:
/// `'return' outside function`, `'break' outside loop`, ...).
struct BuildError {
  std::string message;
  uint32_t line = 0;
};

/// Builds every CFG of `m`. Returns null and fills `error` on a compile error.
std::unique_ptr<Program> build(const ast::Module& m, BuildError* error);

} // namespace hyexec::cfg
