#include "cfg/cfg_describe.h"

#include <algorithm>

namespace hyexec::cfg {

using namespace ast;

std::string source_of(const Module& m, const Span& span) {
  if (span.line == 0 || span.line > m.line_starts.size()) return "";
  size_t begin = m.line_starts[span.line - 1] + span.col;
  size_t end = span.end_line <= m.line_starts.size()
                   ? m.line_starts[span.end_line - 1] + span.end_col
                   : m.source.size();
  if (begin > m.source.size() || end > m.source.size() || end < begin) return "";
  std::string text(m.source.substr(begin, end - begin));
  // Continuation lines keep their indentation relative to the first line.
  std::string out;
  size_t indent = span.col;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line =
        std::string_view(text).substr(pos, nl == std::string::npos ? text.npos : nl - pos);
    if (pos > 0) {
      out += '\n';
      size_t lead = std::min(line.find_first_not_of(" \t"), std::min(indent, line.size()));
      line.remove_prefix(lead == std::string_view::npos ? line.size() : lead);
    }
    out += line;
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  return out;
}

namespace {

/// A compound statement's header: from its start to the start of its body.
std::string header_of(const Module& m, const Stmt* s, const Body& body) {
  if (body.empty()) return source_of(m, s->span);
  Span h = s->span;
  h.end_line = body.front()->span.line;
  h.end_col = body.front()->span.col;
  std::string text = source_of(m, h);
  size_t colon = text.rfind(':');
  if (colon != std::string::npos) text.resize(colon + 1);
  return text;
}

std::string stmt_text(const Module& m, const Stmt* s) {
  switch (s->kind) {
  case StmtKind::FunctionDef:
  case StmtKind::AsyncFunctionDef: {
    auto* f = static_cast<const FunctionDef*>(s);
    std::string deco;
    for (const Expr* d : f->decorator_list) deco += "@" + source_of(m, d->span) + "\n";
    return deco + header_of(m, s, f->body);
  }
  case StmtKind::ClassDef: {
    auto* c = static_cast<const ClassDef*>(s);
    std::string deco;
    for (const Expr* d : c->decorator_list) deco += "@" + source_of(m, d->span) + "\n";
    return deco + header_of(m, s, c->body);
  }
  default: return source_of(m, s->span);
  }
}

} // namespace

std::vector<StatementText> describe(const Module& m, const Block& b) {
  std::vector<StatementText> out;
  for (const Op& op : b.ops) {
    switch (op.kind) {
    case Op::Kind::Stmt: out.push_back({op.line, stmt_text(m, op.stmt), "stmt"}); break;
    case Op::Kind::WithEnter: {
      auto* w = static_cast<const With*>(op.stmt);
      const WithItem* item = w->items[op.index];
      std::string text = "with " + source_of(m, item->context_expr->span);
      if (item->optional_vars) text += " as " + source_of(m, item->optional_vars->span);
      out.push_back({item->context_expr->span.line, text + ":", "with"});
      break;
    }
    case Op::Kind::WithExit: {
      auto* w = static_cast<const With*>(op.stmt);
      out.push_back(
          {0, "exit context " + source_of(m, w->items[op.index]->context_expr->span), "with_exit"});
      break;
    }
    case Op::Kind::MatchSubject:
      out.push_back(
          {op.line,
           "match " + source_of(m, static_cast<const Match*>(op.stmt)->subject->span) + ":",
           "match"});
      break;
    case Op::Kind::SaveReturn:
      out.push_back({op.line, source_of(m, op.stmt->span), "return"});
      break;
    case Op::Kind::TryEnter: out.push_back({op.line, "try:", "try"}); break;
    case Op::Kind::ForIter:
    case Op::Kind::ForBind:
    case Op::Kind::SaveExc:
    case Op::Kind::ExceptBind:
    case Op::Kind::ExceptEnd:
    case Op::Kind::StarStart:
    case Op::Kind::StarCollect: break; // bookkeeping, shown through the terminators
    }
  }
  const Terminator& t = b.term;
  switch (t.kind) {
  case Terminator::Kind::Branch:
    if (t.assert_test)
      out.push_back({t.line, source_of(m, t.stmt->span), "assert"});
    else
      out.push_back({t.line, "(" + source_of(m, t.expr->span) + ")", "condition"});
    break;
  case Terminator::Kind::ForNext: {
    auto* f = static_cast<const For*>(t.stmt);
    out.push_back({t.line,
                   "iterator -> " + source_of(m, f->target->span) + ", Iterate Over -> " +
                       source_of(m, f->iter->span),
                   "for"});
    break;
  }
  case Terminator::Kind::ExceptMatch: {
    auto* h = static_cast<const ExceptHandler*>(t.node);
    std::string text = t.stmt && t.stmt->kind == StmtKind::TryStar ? "except*" : "except";
    if (h->type) text += " " + source_of(m, h->type->span);
    if (!h->name.empty()) text += " as " + h->name;
    out.push_back({t.line, text + ":", "except"});
    break;
  }
  case Terminator::Kind::MatchCase: {
    auto* c = static_cast<const MatchCase*>(t.node);
    out.push_back({t.line, "case " + source_of(m, c->pattern->span) + ":", "case"});
    break;
  }
  case Terminator::Kind::WithExitExc: {
    auto* w = static_cast<const With*>(t.stmt);
    out.push_back(
        {0, "exit context " + source_of(m, w->items[0]->context_expr->span) + " with the exception",
         "with_exit"});
    break;
  }
  case Terminator::Kind::Return:
    if (t.stmt && t.slot < 0)
      out.push_back({t.line, source_of(m, t.stmt->span), "return"});
    else if (!t.stmt && t.expr)
      out.push_back({t.line, "return " + source_of(m, t.expr->span), "return"});
    break;
  case Terminator::Kind::Raise:
    out.push_back({t.stmt->span.line, source_of(m, t.stmt->span), "raise"});
    break;
  case Terminator::Kind::Reraise: out.push_back({0, "re-raise the exception", "reraise"}); break;
  case Terminator::Kind::StarReraise:
    out.push_back({0, "re-raise what the except* clauses raised or left", "reraise"});
    break;
  case Terminator::Kind::AssertFail: {
    auto* a = static_cast<const Assert*>(t.stmt);
    std::string text = "raise AssertionError";
    if (a->msg) text += "(" + source_of(m, a->msg->span) + ")";
    out.push_back({0, text, "raise"});
    break;
  }
  case Terminator::Kind::Jump:
  case Terminator::Kind::Exit: break;
  }
  return out;
}

bool is_end(const CodeUnit& u, BlockId b) {
  return b == u.exit || b == u.raise_exit;
}

} // namespace hyexec::cfg
