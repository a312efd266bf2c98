// PEP 657's carets, as CPython 3.11's Python/traceback.c draws them under
// an uncaught exception's source lines (tb_displayline): the positions come
// from the AST node an exception passed through, the anchors of a BinOp or
// a Subscript from its operands' spans (CPython re-parses the segment and
// finds the same nodes).
#include "interp/traceback_carets.h"

#include "cfg/ast.h"
#include "interp/machine.h"
#include <algorithm>

namespace hyexec::interp {

namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\f';
}

/// The character offset of UTF-8 byte offset `bytes` in `line`.
int64_t char_offset(std::string_view line, size_t bytes) {
  bytes = std::min(bytes, line.size());
  int64_t n = 0;
  for (size_t i = 0; i < bytes; ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++n;
  return n;
}

/// CPython's extract_anchors_from_expr over the line's bytes: the byte
/// range of the operator (BinOp) or of the brackets (Subscript); false
/// when there is none.
bool anchors(std::string_view line, const SourcePosition& p, size_t* left, size_t* right) {
  size_t end = std::min<size_t>(p.end_col, line.size());
  if (p.anchor == SourcePosition::Anchor::BinOp) {
    bool found = false;
    for (size_t i = p.anchor_left; i < p.anchor_right && i < end; ++i) {
      if (is_blank(line[i])) continue;
      *left = i;
      *right = i + 1;
      found = true;
      // A two-character operator (`//`, `**`, `<<`...).
      if (i + 1 < p.anchor_right && !is_blank(line[i + 1])) ++*right;
      // The left operand's closing parentheses come before the operator.
      if (i + 1 < p.anchor_right && line[i] == ')') continue;
      break;
    }
    return found;
  }
  if (p.anchor == SourcePosition::Anchor::Subscript) {
    size_t l = p.anchor_left, r = p.anchor_right + 1;
    while (l < end && line[l] != '[') ++l;
    while (r < end && line[r] != ']') ++r;
    if (r < end) ++r;
    *left = l;
    *right = r;
    return true;
  }
  return false;
}

/// An attribute spanning lines is located at its name, as CPython 3.11's
/// compiler puts it (update_start_location_to_match_attr): `x\n  .foo` fails
/// on the line of `.foo`, the carets under `foo`. The start moves; the end
/// stays the node's.
void start_at_attribute_name(const ast::Attribute* a, SourcePosition* p) {
  if (a->span.line == a->span.end_line) return;
  p->line = a->span.end_line;
  p->col = a->attr.size() <= a->span.end_col ? a->span.end_col - a->attr.size() : 0;
  p->end_line = std::max(p->line, p->end_line);
}

/// The calls CPython 3.11 compiles as a method call (LOAD_METHOD and CALL,
/// maybe_optimize_method_call): `obj.m(...)` with no `*args` or `**kwargs`
/// and fewer than 30 arguments; the call is located at the method's name.
const ast::Attribute* method_of_call(const ast::Call* c) {
  auto* a = ast::as<ast::Attribute>(c->func);
  if (!a || a->ctx != ast::Ctx::Load || c->args.size() + c->keywords.size() >= 30) return nullptr;
  for (const ast::Expr* x : c->args)
    if (x->kind == ast::ExprKind::Starred) return nullptr;
  for (const ast::Keyword* k : c->keywords)
    if (k->arg.empty()) return nullptr;
  return a;
}

} // namespace

SourcePosition position_of(const ast::Node* n) {
  SourcePosition p{n->span.line, n->span.end_line, n->span.col, n->span.end_col};
  auto* e = dynamic_cast<const ast::Expr*>(n);
  if (e) {
    if (auto* a = ast::as<ast::Attribute>(e))
      start_at_attribute_name(a, &p);
    else if (auto* c = ast::as<ast::Call>(e))
      if (const ast::Attribute* m = method_of_call(c)) start_at_attribute_name(m, &p);
  }
  if (!e || p.line != p.end_line) return p;
  if (auto* b = ast::as<ast::BinOp>(e)) {
    if (b->left->span.end_line == p.line && b->right->span.line == p.line) {
      p.anchor = SourcePosition::Anchor::BinOp;
      p.anchor_left = b->left->span.end_col;
      p.anchor_right = b->right->span.col;
    }
  } else if (auto* s = ast::as<ast::Subscript>(e)) {
    if (s->value->span.end_line == p.line && s->slice->span.end_line == p.line) {
      p.anchor = SourcePosition::Anchor::Subscript;
      p.anchor_left = s->value->span.end_col;
      p.anchor_right = s->slice->span.end_col;
    }
  }
  return p;
}

void note_position(ExceptionObject* e, const Frame& f, const ast::Node* at) {
  if (e->position_frame == f.id) return;
  e->position_frame = f.id;
  e->position = position_of(at);
}

std::string caret_line(std::string_view line, const SourcePosition& pos) {
  if (pos.line == 0 || pos.end_line < pos.line || pos.col > line.size()) return "";
  int64_t start = char_offset(line, pos.col);
  int64_t end = char_offset(line, pos.end_col);
  int64_t left = -1, right = -1;
  bool special = false;
  if (pos.line == pos.end_line) {
    size_t l = 0, r = 0;
    if (anchors(line, pos, &l, &r)) {
      left = char_offset(line, l);
      right = char_offset(line, r);
      special = true;
    }
  } else {
    // A span over several lines: carets to the line's last non-blank character.
    size_t last = line.size();
    while (last > 0 && is_blank(line[last - 1])) --last;
    end = char_offset(line, last);
  }
  size_t leading_bytes = 0;
  while (leading_bytes < line.size() && is_blank(line[leading_bytes])) ++leading_bytes;
  int64_t leading = char_offset(line, leading_bytes);
  int64_t stripped = char_offset(line, line.size()) - leading;
  if (end - start == stripped && !special) return "";
  std::string out = "    ";
  for (int64_t offset = leading + 1; offset <= end; ++offset)
    out += offset <= start                               ? ' '
           : special && left < offset && offset <= right ? '^'
           : special                                     ? '~'
                                                         : '^';
  return out + "\n";
}

} // namespace hyexec::interp
