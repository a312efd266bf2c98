// Builds the CFG of each code unit from the AST.
//
// Blocks are first built in a plain vector with successor ids; a final pass
// threads empty jump blocks, marks unreachable ones, numbers blocks by source
// position and moves them into the unit's Boost graph.
#include "cfg/ast_pack.h"
#include "cfg/ast_walk.h"
#include "cfg/cfg.h"
#include "cfg/deferred_bodies.h"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <optional>
#include <set>

namespace hyexec::cfg {

using namespace ast;

namespace {

struct BuildFailure {
  BuildError error;
};

[[noreturn]] void fail(const Node* where, std::string message) {
  throw BuildFailure{{std::move(message), where ? where->span.line : 0}};
}

/// A block's count limit: `finally` copies can multiply with nesting depth.
constexpr size_t kMaxBlocks = 200000;

/// What a jump out of nested statements must pass through.
struct Context {
  enum class Kind { Loop, Finally, With, Handler } kind;
  // Loop
  BlockId continue_target = kNoBlock, break_target = kNoBlock;
  // Finally
  const Body* finalbody = nullptr;
  // With
  int slot = -1;
  const With* with = nullptr;
  // Handler
  const ExceptHandler* handler = nullptr;
  bool star = false; ///< an except* clause: no break, continue or return leaves it
  // The exception target and handler depth outside this context.
  BlockId outer_exc = kNoBlock;
  uint16_t outer_depth = 0;
};

/// The program each deferred unit belongs to (cfg/deferred_bodies.h), by
/// unit: what complete() builds it in. Looked up only for units without a
/// graph, and set again for each new deferred unit, so an entry left by a
/// freed program is never read.
std::map<const CodeUnit*, Program*>& deferred_programs() {
  static std::map<const CodeUnit*, Program*> programs;
  return programs;
}
std::mutex deferred_mutex;

/// A block's position in the numbering by source position.
struct BlockKey {
  uint8_t group; ///< 0 the entry, 1 code, 2 the exits
  uint32_t line;
  bool bookkeeping; ///< at the same line, code before bookkeeping
  BlockId id;
  bool operator<(const BlockKey& o) const {
    if (group != o.group) return group < o.group;
    if (group == 1) {
      if (line != o.line) return line < o.line;
      if (bookkeeping != o.bookkeeping) return !bookkeeping;
    }
    return id < o.id;
  }
};

/// The working arrays of UnitBuilder::finalize, kept for the next unit of
/// the program (finalize never nests), so a unit costs no allocation for them.
struct FinalizeScratch {
  std::vector<uint8_t> reach, kept;
  std::vector<BlockId> work, new_id;
  std::vector<BlockKey> keys;
  struct Edge {
    BlockId from, to;
    EdgeKind kind;
  };
  std::vector<Edge> edges;
};

constexpr const char* kStarJump =
    "'break', 'continue' and 'return' cannot appear in an except* block";

class UnitBuilder {
public:
  /// `defer`: the function and lambda units this one holds are left for
  /// cfg::complete (cfg/deferred_bodies.h).
  UnitBuilder(Program& prog, CodeUnit& unit, bool defer, FinalizeScratch& scratch)
      : prog_(prog), unit_(unit), defer_(defer), scratch_(scratch) {}

  /// Builds the unit's graph from its node (a function, lambda or class).
  void build_nested() {
    if (unit_.kind == CodeUnit::Kind::Lambda)
      build_lambda(static_cast<const Lambda*>(unit_.node));
    else if (unit_.kind == CodeUnit::Kind::Class)
      build_body(static_cast<const ClassDef*>(unit_.node)->body);
    else
      build_body(static_cast<const FunctionDef*>(unit_.node)->body);
  }

  void build_body(const Body& body) {
    start();
    if (!body.empty() && body[0]->kind == StmtKind::Expr) {
      auto* c = as<Constant>(static_cast<const ExprStmt*>(body[0])->value);
      if (c && c->type == Constant::Type::Str) docstring_ = body[0];
    }
    stmts(body);
    finish_fallthrough();
    finalize();
  }

  void build_lambda(const Lambda* l) {
    start();
    walk(l->body);
    Terminator t;
    t.kind = Terminator::Kind::Return;
    t.expr = l->body;
    t.line = l->span.line;
    terminate(t, {unit_.exit, kNoBlock}, {EdgeKind::Return, EdgeKind::Return});
    finalize();
  }

private:
  Program& prog_;
  CodeUnit& unit_;
  bool defer_;
  FinalizeScratch& scratch_;
  std::vector<Block> blocks_;
  BlockId cur_ = kNoBlock;
  BlockId exc_ = kNoBlock;
  uint16_t depth_ = 0;
  std::vector<Context> ctx_;
  const Stmt* docstring_ = nullptr; ///< executed, but not a line (CLI.md)
  /// The comprehension scopes the expression walked is inside, innermost
  /// last: whether each is a generator expression.
  std::vector<bool> comprehensions_;

  /// Whether an asynchronous list, set or dict comprehension (or an `await`
  /// in one) may be here, as CPython's symtable decides: in an async
  /// function, or where an enclosing chain of them is in a generator
  /// expression (an async generator anywhere).
  bool async_comprehension_allowed() const {
    for (auto it = comprehensions_.rbegin(); it != comprehensions_.rend(); ++it)
      if (*it) return true;
    return in_async_function();
  }

  bool is_function() const {
    return unit_.kind == CodeUnit::Kind::Function || unit_.kind == CodeUnit::Kind::Lambda;
  }

  BlockId new_block() {
    if (blocks_.size() >= kMaxBlocks)
      fail(nullptr, "control-flow graph too large (try/finally nesting)");
    Block b;
    b.id = static_cast<BlockId>(blocks_.size());
    b.exc = exc_;
    b.handler_depth = depth_;
    blocks_.push_back(std::move(b));
    return blocks_.back().id;
  }

  void start() {
    unit_.exit = new_block();
    blocks_[unit_.exit].is_exit = true;
    blocks_[unit_.exit].term.kind = Terminator::Kind::Exit;
    unit_.raise_exit = new_block();
    blocks_[unit_.raise_exit].is_exit = true;
    blocks_[unit_.raise_exit].term.kind = Terminator::Kind::Exit;
    exc_ = unit_.raise_exit;
    unit_.entry = cur_ = new_block();
  }

  /// The block statements are appended to; code after a jump gets a fresh
  /// (unreachable) block so that it is kept.
  Block& current() {
    if (cur_ == kNoBlock) cur_ = new_block();
    return blocks_[cur_];
  }

  int new_slot() { return unit_.num_slots++; }

  void add(Op op) { current().ops.push_back(op); }

  /// Ends the current block with `t` and leaves no current block.
  void terminate(Terminator t, std::array<BlockId, 2> succ, std::array<EdgeKind, 2> kinds) {
    Block& b = current();
    b.term = t;
    b.term.succ[0] = succ[0];
    b.term.succ[1] = succ[1];
    b.succ_kind[0] = kinds[0];
    b.succ_kind[1] = kinds[1];
    cur_ = kNoBlock;
  }

  void jump(BlockId to, EdgeKind kind) {
    Terminator t;
    t.kind = Terminator::Kind::Jump;
    terminate(t, {to, kNoBlock}, {kind, kind});
  }

  /// Starts `b` as the current block, jumping to it from the current one.
  void enter(BlockId b, EdgeKind kind = EdgeKind::Fallthrough) {
    if (cur_ != kNoBlock) jump(b, kind);
    cur_ = b;
  }

  void finish_fallthrough() {
    if (cur_ == kNoBlock) return;
    Terminator t;
    t.kind = Terminator::Kind::Return; // falls off the end: returns None
    terminate(t, {unit_.exit, kNoBlock}, {EdgeKind::Exit, EdgeKind::Exit});
  }

  // ------------------------------------------------------------ expressions

  int new_decision(Decision::Kind kind, const Node* node) {
    prog_.decisions.push_back({kind, node->span.line, node});
    return static_cast<int>(prog_.decisions.size() - 1);
  }

  /// Registers the decisions and lambdas inside `e` and checks the uses of
  /// `yield` and `await` that CPython's compiler rejects.
  void walk(const Expr* e) {
    switch (e->kind) {
    case ExprKind::BoolOp: {
      auto* b = static_cast<const BoolOp*>(e);
      if (b->decision < 0) {
        b->decision = static_cast<int>(prog_.decisions.size());
        for (size_t i = 0; i + 1 < b->values.size(); ++i)
          new_decision(Decision::Kind::BoolOperand, b->values[i]);
      }
      break;
    }
    case ExprKind::IfExp: {
      auto* x = static_cast<const IfExp*>(e);
      if (x->decision < 0) x->decision = new_decision(Decision::Kind::IfExp, x->test);
      break;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      const std::vector<Comprehension*>& gens =
          e->kind == ExprKind::ListComp   ? static_cast<const ListComp*>(e)->generators
          : e->kind == ExprKind::SetComp  ? static_cast<const SetComp*>(e)->generators
          : e->kind == ExprKind::DictComp ? static_cast<const DictComp*>(e)->generators
                                          : static_cast<const GeneratorExp*>(e)->generators;
      for (const Comprehension* g : gens) {
        // An asynchronous generator expression is an async generator anywhere.
        if (g->is_async && e->kind != ExprKind::GeneratorExp && !async_comprehension_allowed())
          fail(e, "asynchronous comprehension outside of an asynchronous function");
        if (g->first_if_decision >= 0 || g->ifs.empty()) continue;
        g->first_if_decision = static_cast<int>(prog_.decisions.size());
        for (const Expr* i : g->ifs) new_decision(Decision::Kind::ComprehensionIf, i);
      }
      // All but the outermost iterable are the comprehension's own scope.
      for_each_child(
          e,
          [&](const Expr* c) {
            bool inside = c != gens[0]->iter;
            if (inside) comprehensions_.push_back(e->kind == ExprKind::GeneratorExp);
            walk(c);
            if (inside) comprehensions_.pop_back();
          },
          [&](const Lambda* l) { nested(CodeUnit::Kind::Lambda, l, "<lambda>", l->span.line); });
      return;
    }
    case ExprKind::Yield:
    case ExprKind::YieldFrom:
      if (!is_function()) fail(e, "'yield' outside function");
      if (e->kind == ExprKind::YieldFrom && in_async_function())
        fail(e, "'yield from' inside async function");
      break;
    case ExprKind::Await:
      if (!comprehensions_.empty()) {
        if (!async_comprehension_allowed())
          fail(e, "asynchronous comprehension outside of an asynchronous function");
        if (std::find(comprehensions_.begin(), comprehensions_.end(), true) !=
            comprehensions_.end())
          break; // in an asynchronous generator expression, legal anywhere
      }
      if (!is_function()) fail(e, "'await' outside function");
      if (unit_.kind != CodeUnit::Kind::Function ||
          !static_cast<const FunctionDef*>(unit_.node)->is_async())
        fail(e, "'await' outside async function");
      break;
    default: break;
    }
    for_each_child(
        e, [&](const Expr* c) { walk(c); },
        [&](const Lambda* l) { nested(CodeUnit::Kind::Lambda, l, "<lambda>", l->span.line); });
  }

  void walk_stmt_exprs(const Stmt* s) {
    for_each_expr(s, [&](const Expr* e) { walk(e); });
  }

  void nested(CodeUnit::Kind kind, const Node* node, const std::string& name, uint32_t line);

  // ------------------------------------------------------------- statements

  void stmts(const Body& body) {
    for (const Stmt* s : body) stmt(s);
  }

  void simple(const Stmt* s) {
    walk_stmt_exprs(s);
    add({Op::Kind::Stmt, s, nullptr, -1, 0, s == docstring_ ? 0 : s->span.line});
  }

  void stmt(const Stmt* s) {
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto* f = static_cast<const FunctionDef*>(s);
      simple(s);
      nested(CodeUnit::Kind::Function, f, f->name, f->span.line);
      break;
    }
    case StmtKind::ClassDef: {
      auto* c = static_cast<const ClassDef*>(s);
      simple(s);
      nested(CodeUnit::Kind::Class, c, c->name, c->span.line);
      break;
    }
    case StmtKind::Return: return_stmt(static_cast<const Return*>(s)); break;
    case StmtKind::Raise: {
      walk_stmt_exprs(s);
      Terminator t; // covers no line: a raise never completes
      t.kind = Terminator::Kind::Raise;
      t.stmt = s;
      terminate(t, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
      break;
    }
    case StmtKind::Break:
    case StmtKind::Continue: loop_jump(s); break;
    case StmtKind::If: if_stmt(static_cast<const If*>(s)); break;
    case StmtKind::While: while_stmt(static_cast<const While*>(s)); break;
    case StmtKind::For:
    case StmtKind::AsyncFor: for_stmt(static_cast<const For*>(s)); break;
    case StmtKind::Try:
    case StmtKind::TryStar: try_stmt(static_cast<const Try*>(s)); break;
    case StmtKind::With:
    case StmtKind::AsyncWith: with_stmt(static_cast<const With*>(s), 0); break;
    case StmtKind::Match: match_stmt(static_cast<const Match*>(s)); break;
    case StmtKind::Assert: assert_stmt(static_cast<const Assert*>(s)); break;
    case StmtKind::AnnAssign:
      unit_.sets_up_annotations = true;
      simple(s);
      break;
    case StmtKind::Nonlocal:
      if (unit_.kind == CodeUnit::Kind::Module)
        fail(s, "nonlocal declaration not allowed at module level");
      simple(s);
      break;
    default: simple(s);
    }
  }

  void branch(const Expr* test, int decision, uint32_t line, BlockId t, BlockId f,
              bool assert_test = false) {
    Terminator term;
    term.kind = Terminator::Kind::Branch;
    term.expr = test;
    term.decision = decision;
    term.line = line;
    term.assert_test = assert_test;
    terminate(term, {t, f}, {EdgeKind::True, EdgeKind::False});
  }

  void if_stmt(const If* s) {
    walk(s->test);
    BlockId after = new_block();
    BlockId then_b = new_block();
    BlockId else_b = s->orelse.empty() ? after : new_block();
    current();
    branch(s->test, new_decision(Decision::Kind::If, s->test), s->span.line, then_b, else_b);
    cur_ = then_b;
    stmts(s->body);
    if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
    if (!s->orelse.empty()) {
      cur_ = else_b;
      stmts(s->orelse);
      if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
    }
    cur_ = after;
  }

  void while_stmt(const While* s) {
    walk(s->test);
    BlockId head = new_block();
    enter(head);
    BlockId body = new_block(), after = new_block();
    BlockId else_b = s->orelse.empty() ? after : new_block();
    branch(s->test, new_decision(Decision::Kind::While, s->test), s->span.line, body, else_b);
    loop_body(s->body, head, after, body);
    if (!s->orelse.empty()) {
      cur_ = else_b;
      stmts(s->orelse);
      if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
    }
    cur_ = after;
  }

  void loop_body(const Body& body, BlockId head, BlockId after, BlockId first) {
    Context c{Context::Kind::Loop};
    c.continue_target = head;
    c.break_target = after;
    c.outer_exc = exc_;
    c.outer_depth = depth_;
    ctx_.push_back(c);
    cur_ = first;
    stmts(body);
    if (cur_ != kNoBlock) jump(head, EdgeKind::LoopBack);
    ctx_.pop_back();
  }

  bool in_async_function() const {
    return unit_.kind == CodeUnit::Kind::Function &&
           static_cast<const FunctionDef*>(unit_.node)->is_async();
  }

  void for_stmt(const For* s) {
    if (s->kind == StmtKind::AsyncFor && !in_async_function())
      fail(s, "'async for' outside async function");
    walk_stmt_exprs(s);
    int slot = new_slot();
    add({Op::Kind::ForIter, s, nullptr, slot, 0, s->span.line});
    BlockId head = new_block();
    enter(head);
    BlockId body = new_block(), after = new_block();
    BlockId else_b = s->orelse.empty() ? after : new_block();
    Terminator t;
    t.kind = Terminator::Kind::ForNext;
    t.stmt = s;
    t.slot = slot;
    t.line = s->span.line;
    t.decision = new_decision(Decision::Kind::For, s);
    terminate(t, {body, else_b}, {EdgeKind::NextItem, EdgeKind::Exhausted});
    blocks_[body].ops.push_back({Op::Kind::ForBind, s, nullptr, slot, 0, 0});
    loop_body(s->body, head, after, body);
    if (!s->orelse.empty()) {
      cur_ = else_b;
      stmts(s->orelse);
      if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
    }
    cur_ = after;
  }

  void assert_stmt(const Assert* s) {
    walk_stmt_exprs(s);
    BlockId ok = new_block(), failed = new_block();
    Block& test = current();
    branch(s->test, -1, s->span.line, ok, failed, true);
    test.term.stmt = s;
    cur_ = failed;
    Terminator t;
    t.kind = Terminator::Kind::AssertFail;
    t.stmt = s;
    terminate(t, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
    cur_ = ok;
  }

  // --------------------------------------------------------------- jumps

  /// Emits what leaving contexts ctx_[from..] requires (innermost first):
  /// `finally` copies, `__exit__` calls, handler cleanup.
  void unwind(size_t from) {
    for (size_t i = ctx_.size(); i-- > from;) {
      Context c = ctx_[i];
      if (c.kind == Context::Kind::Loop) continue;
      // Leaving a finally body run for an exception: that exception is no
      // longer handled. Bookkeeping only, in the current block (no new one,
      // so the CFG's shape is that of the finally copy).
      if (c.kind == Context::Kind::Handler && !c.handler) {
        add({Op::Kind::ExceptEnd, nullptr, nullptr, -1, 0, 0});
        continue;
      }
      // The cleanup runs outside the context it leaves.
      std::vector<Context> saved(ctx_.begin() + i, ctx_.end());
      ctx_.resize(i);
      BlockId saved_exc = exc_;
      uint16_t saved_depth = depth_;
      exc_ = c.outer_exc;
      depth_ = c.kind == Context::Kind::Handler ? c.outer_depth + 1 : c.outer_depth;
      BlockId b = new_block();
      enter(b);
      switch (c.kind) {
      case Context::Kind::Finally: stmts(*c.finalbody); break;
      case Context::Kind::With: add({Op::Kind::WithExit, c.with, nullptr, c.slot, 0, 0}); break;
      case Context::Kind::Handler: add({Op::Kind::ExceptEnd, nullptr, c.handler, -1, 0, 0}); break;
      case Context::Kind::Loop: break;
      }
      exc_ = saved_exc;
      depth_ = saved_depth;
      ctx_.insert(ctx_.end(), saved.begin(), saved.end());
      if (cur_ == kNoBlock) return; // the finally body itself jumped away
    }
  }

  bool needs_unwind(size_t from) const {
    for (size_t i = from; i < ctx_.size(); ++i)
      if (ctx_[i].kind != Context::Kind::Loop) return true;
    return false;
  }

  void return_stmt(const Return* s) {
    if (!is_function()) fail(s, "'return' outside function");
    if (s->value && in_async_function() && unit_.scope && unit_.scope->is_generator)
      fail(s, "'return' with value in async generator");
    for (const Context& c : ctx_)
      if (c.star) fail(s, kStarJump);
    walk_stmt_exprs(s);
    Terminator t;
    t.kind = Terminator::Kind::Return;
    t.stmt = s;
    t.line = s->span.line;
    if (needs_unwind(0)) {
      int slot = new_slot();
      add({Op::Kind::SaveReturn, s, nullptr, slot, 0, s->span.line});
      t.slot = slot;
      t.line = 0; // the line was covered by SaveReturn
      unwind(0);
      if (cur_ == kNoBlock) return; // a finally body returned or raised instead
    } else {
      t.expr = s->value;
    }
    terminate(t, {unit_.exit, kNoBlock}, {EdgeKind::Return, EdgeKind::Return});
  }

  void loop_jump(const Stmt* s) {
    bool is_break = s->kind == StmtKind::Break;
    size_t loop = ctx_.size();
    while (loop > 0 && ctx_[loop - 1].kind != Context::Kind::Loop) --loop;
    if (loop == 0) fail(s, is_break ? "'break' outside loop" : "'continue' not properly in loop");
    for (size_t i = loop; i < ctx_.size(); ++i)
      if (ctx_[i].star) fail(s, kStarJump);
    Context target = ctx_[loop - 1];
    add({Op::Kind::Stmt, s, nullptr, -1, 0, s->span.line});
    unwind(loop);
    if (cur_ == kNoBlock) return;
    jump(is_break ? target.break_target : target.continue_target,
         is_break ? EdgeKind::Break : EdgeKind::Continue);
  }

  // ---------------------------------------------------------- try / with

  void try_stmt(const Try* s) {
    for (size_t i = 0; i + 1 < s->handlers.size(); ++i)
      if (!s->handlers[i]->type) fail(s->handlers[i], "default 'except:' must be last");
    walk_stmt_exprs(s);
    add({Op::Kind::TryEnter, s, nullptr, -1, 0, s->span.line});
    BlockId after = new_block();
    if (s->finalbody.empty()) {
      try_except(s, after);
      cur_ = after;
      return;
    }
    // Exceptional path: a copy of the finally body that re-raises.
    BlockId outer_exc = exc_;
    BlockId fin_exc = new_block();
    Context c{Context::Kind::Finally};
    c.finalbody = &s->finalbody;
    c.outer_exc = outer_exc;
    c.outer_depth = depth_;
    ctx_.push_back(c);
    exc_ = fin_exc;
    try_except(s, kNoBlock);
    exc_ = outer_exc;
    ctx_.pop_back();
    // Normal path: the finally body inline.
    if (cur_ != kNoBlock) {
      BlockId fin = new_block();
      enter(fin);
      stmts(s->finalbody);
      if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
    }
    // It runs with the exception as the one being handled (CPython's
    // PUSH_EXC_INFO): sys.exc_info() sees it and an exception raised in the
    // body gets it as __context__. A nameless handler entry does that.
    cur_ = fin_exc;
    int slot = new_slot();
    add({Op::Kind::SaveExc, s, nullptr, slot, 0, 0});
    add({Op::Kind::ExceptBind, s, nullptr, slot, 0, 0});
    ++depth_;
    blocks_[fin_exc].handler_depth = depth_;
    Context h{Context::Kind::Handler};
    h.outer_exc = outer_exc;
    h.outer_depth = static_cast<uint16_t>(depth_ - 1);
    ctx_.push_back(h);
    stmts(s->finalbody);
    ctx_.pop_back();
    --depth_;
    if (cur_ != kNoBlock) {
      Terminator t;
      t.kind = Terminator::Kind::Reraise;
      t.slot = slot;
      t.stmt = s;
      terminate(t, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
    }
    cur_ = after;
  }

  /// The try body, its handlers and else; ends with control at the join
  /// (`after`, or left current when `after` is kNoBlock).
  void try_except(const Try* s, BlockId after) {
    BlockId join = after == kNoBlock ? new_block() : after;
    if (s->handlers.empty()) {
      BlockId body = new_block(); // raises to the finally copy
      enter(body);
      stmts(s->body);
      stmts(s->orelse);
      if (cur_ != kNoBlock) jump(join, EdgeKind::Fallthrough);
      cur_ = join;
      return;
    }
    BlockId outer_exc = exc_;
    BlockId dispatch = new_block();
    exc_ = dispatch;
    BlockId body = new_block();
    enter(body);
    stmts(s->body);
    exc_ = outer_exc;
    if (!s->orelse.empty() && cur_ != kNoBlock) { // not protected by the handlers
      BlockId else_b = new_block();
      enter(else_b);
    }
    stmts(s->orelse);
    if (cur_ != kNoBlock) jump(join, EdgeKind::Fallthrough);

    cur_ = dispatch;
    if (s->kind == StmtKind::TryStar) {
      star_handlers(s, join);
      cur_ = join;
      return;
    }
    int exc_slot = new_slot();
    add({Op::Kind::SaveExc, s, nullptr, exc_slot, 0, 0});
    bool bare = false;
    for (const ExceptHandler* h : s->handlers) {
      BlockId handler = new_block(), next = new_block();
      Terminator t = except_match(s, h, exc_slot);
      if (h->type)
        terminate(t, {handler, next}, {EdgeKind::Matched, EdgeKind::NotMatched});
      else
        terminate(t, {handler, kNoBlock}, {EdgeKind::Matched, EdgeKind::Matched});
      handler_body(h, exc_slot, handler, join);
      cur_ = next;
      if (!h->type) {
        bare = true; // CPython requires it last
        break;
      }
    }
    if (!bare) { // no handler matched
      Terminator t;
      t.kind = Terminator::Kind::Reraise;
      t.slot = exc_slot;
      t.stmt = s;
      terminate(t, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
    }
    cur_ = join;
  }

  /// The test of handler `h` of `s` on the exception saved in `slot`
  /// (except and except* alike).
  static Terminator except_match(const Try* s, const ExceptHandler* h, int slot) {
    Terminator t;
    t.kind = Terminator::Kind::ExceptMatch;
    t.expr = h->type;
    t.node = h;
    t.stmt = s;
    t.slot = slot;
    t.line = h->span.line;
    return t;
  }

  /// except* (PEP 654), from the dispatch block: each clause in turn takes
  /// the part of the exception (group) its types match and runs; what the
  /// clauses raise and what none matched are raised together at the end
  /// (CPython's PREP_RERAISE_STAR). Slots: the exception, its unmatched
  /// part, the raised list, the current clause's match.
  void star_handlers(const Try* s, BlockId join) {
    int base = new_slot();
    for (int i = 0; i < 3; ++i) new_slot();
    add({Op::Kind::SaveExc, s, nullptr, base, 0, 0});
    add({Op::Kind::StarStart, s, nullptr, base, 0, 0});
    for (const ExceptHandler* h : s->handlers) {
      BlockId handler = new_block(), next = new_block();
      Terminator t = except_match(s, h, base);
      terminate(t, {handler, next}, {EdgeKind::Matched, EdgeKind::NotMatched});
      star_handler_body(s, h, base, handler, next);
      cur_ = next;
    }
    Terminator t;
    t.kind = Terminator::Kind::StarReraise;
    t.slot = base;
    t.stmt = s;
    terminate(t, {join, kNoBlock}, {EdgeKind::Fallthrough, EdgeKind::Fallthrough});
  }

  /// One except* clause: its body runs with the match as the exception
  /// handled; an exception it raises is collected, and the next clause follows.
  void star_handler_body(const Try* s, const ExceptHandler* h, int base, BlockId handler,
                         BlockId next) {
    BlockId outer_exc = exc_;
    BlockId collect = new_block(); // outside the handler: its depth and target
    ++depth_;
    blocks_[handler].handler_depth = depth_;
    blocks_[handler].exc = collect;
    exc_ = collect;
    cur_ = handler;
    add({Op::Kind::ExceptBind, nullptr, h, base + 3, 0, 0});
    Context c{Context::Kind::Handler};
    c.handler = h;
    c.star = true;
    c.outer_exc = outer_exc;
    c.outer_depth = static_cast<uint16_t>(depth_ - 1);
    ctx_.push_back(c);
    stmts(h->body);
    ctx_.pop_back();
    exc_ = outer_exc;
    --depth_;
    if (cur_ != kNoBlock) {
      add({Op::Kind::ExceptEnd, nullptr, h, -1, 0, 0});
      jump(next, EdgeKind::Fallthrough);
    }
    cur_ = collect;
    add({Op::Kind::StarCollect, s, h, base, 0, 0});
    jump(next, EdgeKind::Fallthrough);
  }

  void handler_body(const ExceptHandler* h, int exc_slot, BlockId handler, BlockId join) {
    ++depth_;
    blocks_[handler].handler_depth = depth_;
    BlockId outer_exc = exc_;
    BlockId cleanup = kNoBlock;
    if (!h->name.empty()) {
      // CPython wraps a named handler in `try: ... finally: del name`.
      cleanup = new_block();
      blocks_[cleanup].exc = outer_exc;
      exc_ = cleanup;
    }
    blocks_[handler].exc = exc_;
    cur_ = handler;
    add({Op::Kind::ExceptBind, nullptr, h, exc_slot, 0, 0});
    Context c{Context::Kind::Handler};
    c.handler = h;
    c.outer_exc = outer_exc;
    c.outer_depth = static_cast<uint16_t>(depth_ - 1);
    ctx_.push_back(c);
    stmts(h->body);
    ctx_.pop_back();
    exc_ = outer_exc;
    if (cur_ != kNoBlock) {
      add({Op::Kind::ExceptEnd, nullptr, h, -1, 0, 0});
      jump(join, EdgeKind::Fallthrough);
    }
    if (cleanup != kNoBlock) {
      cur_ = cleanup;
      int slot = new_slot();
      add({Op::Kind::SaveExc, nullptr, h, slot, 0, 0});
      add({Op::Kind::ExceptEnd, nullptr, h, -1, 0, 0});
      Terminator t;
      t.kind = Terminator::Kind::Reraise;
      t.slot = slot;
      terminate(t, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
    }
    --depth_;
  }

  void with_stmt(const With* s, size_t item) {
    if (s->kind == StmtKind::AsyncWith && !in_async_function())
      fail(s, "'async with' outside async function");
    if (item == 0) walk_stmt_exprs(s);
    int slot = new_slot();
    add({Op::Kind::WithEnter, s, nullptr, slot, static_cast<int>(item),
         item == 0 ? s->span.line : 0});
    BlockId outer_exc = exc_;
    BlockId exc_exit = new_block(), after = new_block();
    Context c{Context::Kind::With};
    c.slot = slot;
    c.with = s;
    c.outer_exc = outer_exc;
    c.outer_depth = depth_;
    ctx_.push_back(c);
    exc_ = exc_exit;
    BlockId body = new_block();
    enter(body);
    if (item + 1 < s->items.size())
      with_stmt(s, item + 1);
    else
      stmts(s->body);
    exc_ = outer_exc;
    ctx_.pop_back();
    if (cur_ != kNoBlock) {
      BlockId exit = new_block();
      enter(exit);
      add({Op::Kind::WithExit, s, nullptr, slot, static_cast<int>(item), 0});
      jump(after, EdgeKind::Fallthrough);
    }
    // Exceptional exit: __exit__(type, value, tb) may suppress the exception.
    cur_ = exc_exit;
    int exc_slot = new_slot();
    add({Op::Kind::SaveExc, s, nullptr, exc_slot, 0, 0});
    BlockId reraise = new_block();
    Terminator t;
    t.kind = Terminator::Kind::WithExitExc;
    t.stmt = s;
    t.slot = slot;
    t.slot2 = exc_slot;
    t.line = 0;
    terminate(t, {after, reraise}, {EdgeKind::Suppressed, EdgeKind::Raise});
    cur_ = reraise;
    Terminator r;
    r.kind = Terminator::Kind::Reraise;
    r.slot = exc_slot;
    r.stmt = s;
    terminate(r, {kNoBlock, kNoBlock}, {EdgeKind::Raise, EdgeKind::Raise});
    cur_ = after;
  }

  void match_stmt(const Match* s) {
    walk_stmt_exprs(s);
    int slot = new_slot();
    add({Op::Kind::MatchSubject, s, nullptr, slot, 0, s->span.line});
    BlockId after = new_block();
    for (const MatchCase* c : s->cases) {
      BlockId body = new_block(), next = new_block();
      BlockId on_match = c->guard ? new_block() : body;
      Terminator t;
      t.kind = Terminator::Kind::MatchCase;
      t.node = c;
      t.stmt = s;
      t.slot = slot;
      t.line = c->pattern->span.line;
      current();
      terminate(t, {on_match, next}, {EdgeKind::Matched, EdgeKind::NotMatched});
      if (c->guard) {
        cur_ = on_match;
        branch(c->guard, -1, 0, body, next);
      }
      cur_ = body;
      stmts(c->body);
      if (cur_ != kNoBlock) jump(after, EdgeKind::Fallthrough);
      cur_ = next;
    }
    jump(after, EdgeKind::NotMatched);
    cur_ = after;
  }

  // --------------------------------------------------------------- finalize

  void finalize();
};

} // namespace

uint32_t Block::first_line() const {
  uint32_t line = UINT32_MAX;
  for (const Op& op : ops)
    if (op.line) line = std::min(line, op.line);
  if (term.line) line = std::min(line, term.line);
  if (line != UINT32_MAX) return line;
  // Only bookkeeping here (an exit call, a re-raise, a raise): placed at the
  // end of the construct it belongs to, after that construct's code.
  line = 0;
  for (const Op& op : ops) {
    if (op.stmt) line = std::max(line, op.stmt->span.end_line);
    if (op.node) line = std::max(line, op.node->span.end_line);
  }
  if (term.stmt)
    line = std::max(line, term.kind == Terminator::Kind::Raise ? term.stmt->span.line
                                                               : term.stmt->span.end_line);
  if (term.node) line = std::max(line, term.node->span.end_line);
  return line;
}

bool Block::has_source_line() const {
  if (term.line) return true;
  for (const Op& op : ops)
    if (op.line) return true;
  return false;
}

namespace {

void UnitBuilder::nested(CodeUnit::Kind kind, const Node* node, const std::string& name,
                         uint32_t line) {
  if (prog_.unit_of.count(node)) return; // a finally copy meets it again
  auto unit = std::make_unique<CodeUnit>();
  unit->kind = kind;
  unit->node = node;
  unit->line = line;
  if (unit_.kind == CodeUnit::Kind::Module)
    unit->name = name;
  else if (unit_.kind == CodeUnit::Kind::Class)
    unit->name = unit_.name + "." + name;
  else
    unit->name = unit_.name + ".<locals>." + name;
  unit->scope = prog_.scopes->scope_of.at(node);
  unit->lazy_annotations = unit_.lazy_annotations;
  CodeUnit* raw = unit.get();
  prog_.units.push_back(std::move(unit));
  prog_.unit_of[node] = raw;
  unit_.children.push_back(raw);
  if (defer_ && kind != CodeUnit::Kind::Class) {
    std::lock_guard lock(deferred_mutex);
    deferred_programs()[raw] = &prog_;
  } else
    UnitBuilder(prog_, *raw, defer_, scratch_).build_nested();
}

void UnitBuilder::finalize() {
  // Thread jumps through empty blocks (join points), except the entry.
  // An empty block that only falls off the end of the unit is the exit. A
  // threaded edge keeps its own kind, unless it was a plain fall-through:
  // then the kind of the hop that reaches the target says more (loop, exit).
  // `seen` null: gives up (nullopt) after more hops than the unit has
  // blocks, a cycle; the walk is then redone keeping the blocks seen, to
  // stop at the first one seen again (most chains are a hop or two: no set).
  auto walk = [&](BlockId b, EdgeKind* kind, std::set<BlockId>* seen) -> std::optional<BlockId> {
    size_t hops = 0;
    while (b != kNoBlock && b != unit_.entry && !blocks_[b].is_exit && blocks_[b].ops.empty()) {
      if (seen ? !seen->insert(b).second : ++hops > blocks_.size()) {
        if (!seen) return std::nullopt;
        break;
      }
      const Terminator& t = blocks_[b].term;
      if (t.kind == Terminator::Kind::Return && !t.expr && !t.stmt && t.slot < 0) {
        if (*kind == EdgeKind::Fallthrough) *kind = EdgeKind::Exit;
        return unit_.exit;
      }
      if (t.kind != Terminator::Kind::Jump) break;
      if (*kind == EdgeKind::Fallthrough) *kind = blocks_[b].succ_kind[0];
      b = t.succ[0];
    }
    return b;
  };
  auto target = [&](BlockId b, EdgeKind* kind) {
    EdgeKind given = *kind;
    if (std::optional<BlockId> to = walk(b, kind, nullptr)) return *to;
    *kind = given;
    std::set<BlockId> seen;
    return *walk(b, kind, &seen);
  };
  for (Block& b : blocks_)
    for (int k = 0; k < 2; ++k) b.term.succ[k] = target(b.term.succ[k], &b.succ_kind[k]);
  // An empty entry (a unit that starts with a loop) is its jump target.
  {
    const Block& e = blocks_[unit_.entry];
    if (e.ops.empty() && e.term.kind == Terminator::Kind::Jump && e.term.succ[0] != kNoBlock &&
        !blocks_[e.term.succ[0]].is_exit)
      unit_.entry = e.term.succ[0];
  }

  // Reachability from the entry over normal and exception edges (a
  // worklist: only the sets matter, not the visiting order).
  std::vector<uint8_t>& reach = scratch_.reach;
  reach.assign(blocks_.size(), 0);
  std::vector<BlockId>& work = scratch_.work;
  work.clear();
  work.push_back(unit_.entry);
  reach[unit_.entry] = 1;
  while (!work.empty()) {
    BlockId b = work.back();
    work.pop_back();
    auto visit = [&](BlockId s) {
      if (s != kNoBlock && !reach[s]) reach[s] = 1, work.push_back(s);
    };
    for (BlockId s : blocks_[b].term.succ) visit(s);
    visit(blocks_[b].exc);
  }
  // Drop unreachable blocks without code (threaded joins); keep unreachable
  // code, and whatever it leads to.
  std::vector<uint8_t>& kept = scratch_.kept;
  kept.assign(blocks_.size(), 0);
  for (const Block& b : blocks_) {
    bool has_code = !b.ops.empty() || b.term.line != 0 || b.term.kind == Terminator::Kind::Raise ||
                    b.term.kind == Terminator::Kind::AssertFail;
    if (b.is_exit || reach[b.id] || has_code) kept[b.id] = 1, work.push_back(b.id);
  }
  while (!work.empty()) {
    BlockId b = work.back();
    work.pop_back();
    auto visit = [&](BlockId s) {
      if (s != kNoBlock && !kept[s]) kept[s] = 1, work.push_back(s);
    };
    for (BlockId s : blocks_[b].term.succ) visit(s);
    visit(blocks_[b].exc);
  }
  // Number by source position; the exits go last. Each block's sort key is
  // worked out once; ties keep the id order (a stable sort's).
  std::vector<BlockKey>& keys = scratch_.keys;
  keys.clear();
  for (const Block& b : blocks_) {
    if (!kept[b.id]) continue;
    uint8_t group = b.is_exit ? 2 : b.id == unit_.entry ? 0 : 1;
    if (group == 1)
      keys.push_back({group, b.first_line(), !b.has_source_line(), b.id});
    else
      keys.push_back({group, 0, false, b.id});
  }
  std::sort(keys.begin(), keys.end());
  std::vector<BlockId>& new_id = scratch_.new_id;
  new_id.assign(blocks_.size(), kNoBlock);
  for (size_t i = 0; i < keys.size(); ++i) new_id[keys[i].id] = static_cast<BlockId>(i);
  auto remap = [&](BlockId b) { return b == kNoBlock ? kNoBlock : new_id[b]; };

  // Every block's lines in one allocation that they share (each block's
  // pointer aliases its own vector in it).
  auto all_lines = std::make_shared<std::vector<std::vector<uint32_t>>>(keys.size());
  Graph& g = unit_.graph;
  // Boost's adjacency_list has no reserve; its vertex vector is a public
  // member. One allocation instead of a reallocation (moving every block
  // and its in-place edge lists) per doubling.
  g.m_vertices.reserve(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    Block b = std::move(blocks_[keys[i].id]);
    b.reachable = reach[b.id];
    b.id = static_cast<BlockId>(i);
    b.number = static_cast<uint32_t>(i + 1); // the exits come last
    std::vector<uint32_t>& lines = (*all_lines)[i];
    size_t count = b.term.line != 0;
    for (const Op& op : b.ops) count += op.line != 0;
    lines.reserve(count); // one allocation, not one per doubling
    for (const Op& op : b.ops)
      if (op.line) lines.push_back(op.line);
    if (b.term.line) lines.push_back(b.term.line);
    b.lines = std::shared_ptr<const std::vector<uint32_t>>(all_lines, &lines);
    for (BlockId& s : b.term.succ) s = remap(s);
    b.exc = remap(b.exc);
    // add_vertex(property, g) copies the block (its ops): move it into a new vertex.
    g[boost::add_vertex(g)] = std::move(b);
  }
  // The edges, listed first so that the graph's edge vector (public, as
  // the vertex vector) is allocated once.
  std::vector<FinalizeScratch::Edge>& edges = scratch_.edges;
  edges.clear();
  for (size_t i = 0; i < keys.size(); ++i) {
    const Block& b = g[i];
    auto from = static_cast<BlockId>(i);
    for (int k = 0; k < 2; ++k)
      if (b.term.succ[k] != kNoBlock &&
          (k == 0 || b.term.succ[1] != b.term.succ[0] || b.succ_kind[0] != b.succ_kind[1]))
        edges.push_back({from, b.term.succ[k], b.succ_kind[k]});
    bool may_raise = !b.ops.empty() || (b.term.kind != Terminator::Kind::Jump &&
                                        b.term.kind != Terminator::Kind::Exit);
    if (!b.is_exit && may_raise && b.exc != kNoBlock)
      edges.push_back({from, b.exc, EdgeKind::Exception});
  }
  g.m_edges.reserve(edges.size());
  for (const FinalizeScratch::Edge& e : edges) boost::add_edge(e.from, e.to, EdgeProps{e.kind}, g);
  unit_.entry = remap(unit_.entry);
  unit_.exit = remap(unit_.exit);
  unit_.raise_exit = remap(unit_.raise_exit);
}

/// CLI.md's statement lines: every statement but docstrings, `except` and
/// `case` headers; a decorated definition counts on its def/class line.
void collect_lines(const Body& body, bool docstring_scope, std::vector<uint32_t>* lines) {
  for (size_t i = 0; i < body.size(); ++i) {
    const Stmt* s = body[i];
    if (i == 0 && docstring_scope && s->kind == StmtKind::Expr) {
      auto* c = as<Constant>(static_cast<const ExprStmt*>(s)->value);
      if (c && c->type == Constant::Type::Str) continue;
    }
    lines->push_back(s->span.line);
    switch (s->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef:
      collect_lines(static_cast<const FunctionDef*>(s)->body, true, lines);
      break;
    case StmtKind::ClassDef:
      collect_lines(static_cast<const ClassDef*>(s)->body, true, lines);
      break;
    case StmtKind::For:
    case StmtKind::AsyncFor:
      collect_lines(static_cast<const For*>(s)->body, false, lines);
      collect_lines(static_cast<const For*>(s)->orelse, false, lines);
      break;
    case StmtKind::While:
      collect_lines(static_cast<const While*>(s)->body, false, lines);
      collect_lines(static_cast<const While*>(s)->orelse, false, lines);
      break;
    case StmtKind::If:
      collect_lines(static_cast<const If*>(s)->body, false, lines);
      collect_lines(static_cast<const If*>(s)->orelse, false, lines);
      break;
    case StmtKind::With:
    case StmtKind::AsyncWith: collect_lines(static_cast<const With*>(s)->body, false, lines); break;
    case StmtKind::Match:
      for (const MatchCase* c : static_cast<const Match*>(s)->cases) {
        lines->push_back(c->pattern->span.line);
        collect_lines(c->body, false, lines);
      }
      break;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto* t = static_cast<const Try*>(s);
      collect_lines(t->body, false, lines);
      for (const ExceptHandler* h : t->handlers) {
        lines->push_back(h->span.line);
        collect_lines(h->body, false, lines);
      }
      collect_lines(t->orelse, false, lines);
      collect_lines(t->finalbody, false, lines);
      break;
    }
    default: break;
    }
  }
}

} // namespace

const char* name(EdgeKind k) {
  static const char* const kNames[] = {"fallthrough", "true",       "false", "next",
                                       "exhausted",   "loop",       "break", "continue",
                                       "return",      "exception",  "raise", "matched",
                                       "not_matched", "suppressed", "exit"};
  return kNames[static_cast<int>(k)];
}

const char* name(Decision::Kind k) {
  static const char* const kNames[] = {"if",           "while",         "for",
                                       "bool_operand", "if_expression", "comprehension_if"};
  return kNames[static_cast<int>(k)];
}

const CodeUnit* Program::find(const std::string& name) const {
  for (const auto& u : units)
    if (u->name == name) return u.get();
  return nullptr;
}

namespace {

std::unique_ptr<Program> build_program(const ast::Module& m, BuildError* error, bool defer) {
  auto prog = std::make_unique<Program>();
  prog->module = &m;
  ScopeError scope_error;
  prog->scopes = analyze_scopes(m, &scope_error);
  if (!prog->scopes) {
    *error = {scope_error.message, scope_error.line};
    return nullptr;
  }
  auto unit = std::make_unique<CodeUnit>();
  unit->kind = CodeUnit::Kind::Module;
  unit->name = "<module>";
  unit->node = nullptr;
  unit->line = 1;
  unit->scope = &prog->scopes->module_scope();
  // Every unit inherits it from the module's (UnitBuilder::nested).
  for (const ast::Stmt* s : m.body)
    if (auto* imp = ast::as<ast::ImportFrom>(s); imp && imp->module == "__future__")
      for (const ast::Alias* a : imp->names)
        if (a->name == "annotations") unit->lazy_annotations = true;
  CodeUnit* raw = unit.get();
  prog->units.push_back(std::move(unit));
  try {
    FinalizeScratch scratch;
    UnitBuilder(*prog, *raw, defer, scratch).build_body(m.body);
  } catch (const BuildFailure& f) {
    *error = f.error;
    return nullptr;
  }
  std::vector<uint32_t>& lines = prog->statement_lines;
  collect_lines(m.body, true, &lines);
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  return prog;
}

} // namespace

std::unique_ptr<Program> build(const ast::Module& m, BuildError* error) {
  return build_program(m, error, false);
}

std::unique_ptr<Program> build_deferred(const ast::Module& m, BuildError* error) {
  return build_program(m, error, true);
}

bool complete(const CodeUnit& deferred, BuildError* error) {
  if (!is_deferred(deferred)) return true;
  Program* prog;
  {
    std::lock_guard lock(deferred_mutex);
    prog = deferred_programs().at(&deferred);
  }
  // The unit was made non-const (UnitBuilder::nested); what building it
  // now sets, nobody has read yet.
  auto& unit = const_cast<CodeUnit&>(deferred);
  // A library function whose body is still packed: read it, and its scopes.
  if (auto* def = dynamic_cast<const ast::FunctionDef*>(unit.node);
      def && !def->packed_body.empty()) {
    if (!ast::unpack_body(*def, const_cast<ast::Module*>(prog->module)->arena)) {
      *error = {"the packed body of " + def->name + " does not read", def->span.line};
      return false;
    }
    ScopeError scope_error;
    if (!analyze_function_again(*prog->scopes, const_cast<Scope&>(*unit.scope), &scope_error)) {
      *error = {scope_error.message, scope_error.line};
      return false;
    }
  }
  unit.num_slots = 0;
  unit.children.clear();
  try {
    FinalizeScratch scratch;
    UnitBuilder(*prog, unit, true, scratch).build_nested();
  } catch (const BuildFailure& f) {
    *error = f.error;
    unit.graph.clear(); // still deferred: each call meets the error again
    return false;
  }
  std::lock_guard lock(deferred_mutex);
  deferred_programs().erase(&deferred);
  return true;
}

} // namespace hyexec::cfg
