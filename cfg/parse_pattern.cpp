// Lowering of `match` patterns: tree-sitter CST → ast::Pattern.
#include "cfg/parse_lower.h"

namespace hyexec::lower {

using namespace ast;
using cst::Child;
using cst::F;
using cst::K;

namespace {

cst::Kids kids_of(TSNode n) {
  return cst::Kids(n);
}

bool is_pattern_node(const Child& c) {
  return c.named && c.field != F::guard && c.field != F::consequence;
}

} // namespace

Pattern* Lowerer::pattern_from(const cst::Kids& kids, TSNode where) {
  std::vector<TSNode> items;
  bool comma = false;
  TSNode last{}; // the last item or comma: where CPython's open sequence ends
  for (const Child& c : kids) {
    if (c.field == F::guard || c.field == F::consequence) continue;
    if (c.kind == K::case_pattern)
      items.push_back(c.node), last = c.node;
    else if (!c.named && text(c.node) == ",")
      comma = true, last = c.node;
  }
  if (items.empty()) fail(where, "invalid syntax");
  if (items.size() == 1 && !comma) return pattern(items[0]);
  auto* seq = make<Pattern>(items.front(), PatternKind::MatchSequence);
  seq->span.end_line = span(last).end_line;
  seq->span.end_col = span(last).end_col;
  for (TSNode i : items) seq->patterns.push_back(pattern(i));
  return seq;
}

Expr* Lowerer::pattern_value(TSNode n) {
  switch (cst::kind(n)) {
  case K::dotted_name: {
    Expr* e = nullptr;
    for (const Child& c : kids_of(n)) {
      if (!c.named) continue;
      if (!e) {
        auto* name = make<Name>(c.node);
        name->id = name_of(c.node);
        e = name;
      } else {
        auto* a = make<Attribute>(n); // `a.b` of `a.b.c`: up to this part
        a->value = e;
        a->attr = name_of(c.node);
        a->span.end_line = span(c.node).end_line;
        a->span.end_col = span(c.node).end_col;
        e = a;
      }
    }
    return e;
  }
  case K::complex_pattern: {
    // [-] real (+|-) imag, or a negative number alone.
    std::vector<Expr*> nums;
    TSNode neg_first{};
    BinOpKind op = BinOpKind::Add;
    for (const Child& c : kids_of(n)) {
      if (c.named)
        nums.push_back(expr(c.node));
      else if (text(c.node) == "-" && nums.empty())
        neg_first = c.node;
      else if (text(c.node) == "-")
        op = BinOpKind::Sub;
    }
    if (!ts_node_is_null(neg_first)) { // `-1`, spanning the sign and the number
      auto* u = make<UnaryOp>(neg_first);
      u->op = UnaryOpKind::USub;
      u->operand = nums.at(0);
      u->span.end_line = u->operand->span.end_line;
      u->span.end_col = u->operand->span.end_col;
      nums[0] = u;
    }
    if (nums.size() == 1) return nums[0];
    auto* b = make<BinOp>(n);
    b->left = nums.at(0);
    b->op = op;
    b->right = nums.at(1);
    return b;
  }
  default: return expr(n);
  }
}

Pattern* Lowerer::pattern(TSNode n) {
  DepthGuard guard(*this, n);
  cst::Kids kids = kids_of(n);
  switch (cst::kind(n)) {
  case K::case_pattern: {
    std::vector<const Child*> named;
    bool minus = false;
    for (const Child& c : kids) {
      if (c.named)
        named.push_back(&c);
      else if (text(c.node) == "-")
        minus = true;
    }
    if (named.empty()) return make<Pattern>(n, PatternKind::MatchAs); // `_`
    if (minus) {                                                      // `-1`: a negative literal
      auto* p = make<Pattern>(n, PatternKind::MatchValue);
      auto* u = make<UnaryOp>(n);
      u->op = UnaryOpKind::USub;
      u->operand = expr(named[0]->node);
      p->value = u;
      return p;
    }
    return pattern(named[0]->node);
  }
  case K::identifier: {
    auto* p = make<Pattern>(n, PatternKind::MatchAs);
    p->name = name_of(n);
    return p;
  }
  case K::dotted_name: {
    int parts = 0;
    for (const Child& c : kids) parts += c.named;
    if (parts == 1) {
      auto* p = make<Pattern>(n, PatternKind::MatchAs);
      p->name = name_of(n);
      if (p->name == "_") p->name.clear();
      return p;
    }
    auto* p = make<Pattern>(n, PatternKind::MatchValue);
    p->value = pattern_value(n);
    return p;
  }
  case K::integer:
  case K::float_:
  case K::string:
  case K::concatenated_string:
  case K::complex_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchValue);
    p->value = pattern_value(n);
    if (p->value->kind == ExprKind::JoinedStr)
      fail(n, "patterns may only match literals and attribute lookups");
    return p;
  }
  case K::none:
  case K::true_:
  case K::false_: {
    auto* p = make<Pattern>(n, PatternKind::MatchSingleton);
    p->value = expr(n);
    return p;
  }
  case K::list_pattern:
  case K::tuple_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchSequence);
    bool comma = false;
    for (const Child& c : kids) {
      if (is_pattern_node(c))
        p->patterns.push_back(pattern(c.node));
      else if (!c.named)
        comma |= text(c.node) == ",";
    }
    // `(p)` is a group, not a one-item sequence.
    if (cst::kind(n) == K::tuple_pattern && p->patterns.size() == 1 && !comma)
      return p->patterns[0];
    int stars = 0;
    for (Pattern* x : p->patterns) stars += x->kind == PatternKind::MatchStar;
    if (stars > 1) fail(n, "multiple starred names in sequence pattern");
    return p;
  }
  case K::splat_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchStar);
    for (const Child& c : kids)
      if (c.named) p->name = name_of(c.node);
    if (p->name == "_") p->name.clear();
    return p;
  }
  case K::dict_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchMapping);
    bool negate_next = false;
    for (const Child& c : kids) {
      if (c.field == F::key) {
        if (!p->name.empty()) fail(c.node, "invalid syntax"); // a key after `**rest`
        if (!c.named) {
          if (text(c.node) == "-")
            negate_next = true;
          else if (text(c.node) == "_")
            fail(c.node, "invalid syntax");
          continue;
        }
        Expr* key = pattern_value(c.node);
        if (negate_next) {
          auto* u = make<UnaryOp>(c.node);
          u->op = UnaryOpKind::USub;
          u->operand = key;
          key = u;
          negate_next = false;
        }
        p->keys.push_back(key);
      } else if (c.field == F::value) {
        p->patterns.push_back(pattern(c.node));
      } else if (c.kind == K::splat_pattern) {
        // `**rest` comes last and names something (`**_` is not allowed).
        if (!p->name.empty()) fail(c.node, "invalid syntax");
        for (const Child& s : kids_of(c.node))
          if (s.named) p->name = name_of(s.node);
        if (p->name.empty() || p->name == "_") fail(c.node, "invalid syntax");
      }
    }
    return p;
  }
  case K::class_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchClass);
    for (const Child& c : kids) {
      if (c.kind == K::dotted_name && !p->cls) {
        p->cls = pattern_value(c.node);
      } else if (c.kind == K::case_pattern) {
        cst::Kids ck = kids_of(c.node);
        TSNode kw{};
        for (const Child& x : ck)
          if (x.kind == K::keyword_pattern) kw = x.node;
        if (ts_node_is_null(kw)) {
          if (!p->kwd_attrs.empty()) fail(c.node, "positional patterns follow keyword patterns");
          p->patterns.push_back(pattern(c.node));
          continue;
        }
        // keyword_pattern: name '=' pattern
        cst::Kids kk = kids_of(kw);
        bool have_name = false;
        Pattern* value = nullptr;
        bool minus = false;
        for (const Child& x : kk) {
          if (x.named && !have_name) {
            p->kwd_attrs.emplace_back(ident(x.node));
            have_name = true;
          } else if (x.named) {
            value = pattern(x.node);
          } else if (text(x.node) == "_") {
            value = make<Pattern>(x.node, PatternKind::MatchAs);
          } else if (text(x.node) == "-") {
            minus = true;
          }
        }
        if (minus && value && value->kind == PatternKind::MatchValue) {
          auto* u = make<UnaryOp>(kw);
          u->op = UnaryOpKind::USub;
          u->operand = value->value;
          value->value = u;
        }
        if (!value) fail(kw, "invalid syntax");
        p->kwd_patterns.push_back(value);
      }
    }
    return p;
  }
  case K::union_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchOr);
    TSNode minus{}; // a `-` before the next alternative: it starts there
    for (const Child& c : kids) {
      if (!c.named) {
        minus = text(c.node) == "-" ? c.node : TSNode{};
        if (text(c.node) == "_") p->patterns.push_back(make<Pattern>(c.node, PatternKind::MatchAs));
        continue;
      }
      Pattern* x = pattern(c.node);
      if (!ts_node_is_null(minus) && x->kind == PatternKind::MatchValue) {
        auto* u = make<UnaryOp>(c.node);
        u->op = UnaryOpKind::USub;
        u->operand = x->value;
        u->span.line = x->span.line = span(minus).line;
        u->span.col = x->span.col = span(minus).col;
        x->value = u;
      }
      minus = TSNode{};
      // tree-sitter nests `a | b | c`; CPython keeps only a parenthesized
      // group `(a | b) | c` nested.
      if (x->kind == PatternKind::MatchOr && c.kind == K::union_pattern)
        p->patterns.insert(p->patterns.end(), x->patterns.begin(), x->patterns.end());
      else
        p->patterns.push_back(x);
    }
    return p;
  }
  case K::as_pattern: {
    auto* p = make<Pattern>(n, PatternKind::MatchAs);
    for (const Child& c : kids) {
      if (c.kind == K::case_pattern)
        p->pattern = pattern(c.node);
      else if (c.kind == K::identifier)
        p->name = name_of(c.node);
    }
    if (p->name == "_") fail(n, "cannot use '_' as a target");
    return p;
  }
  default: fail(n, "invalid syntax");
  }
}

} // namespace hyexec::lower
