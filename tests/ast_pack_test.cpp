// The packed AST (cfg/ast_pack.h) reads back as the tree the parser made,
// for every node kind, and a damaged packing is refused, never a crash.
#include "cfg/ast_dump.h"
#include "cfg/ast_pack.h"
#include "cfg/parse.h"

#include <gtest/gtest.h>

using namespace hyexec;

namespace {

/// A program with every statement, expression and pattern kind, and the
/// fields that are easy to forget (u-prefix, big ints, conversions, levels).
const char* kEveryKind = R"PY(
"""doc"""
from __future__ import annotations
import os.path as p, sys
from .. import x as y
from a.b import (c, d)
@dec(1, *a, k=2, **kw)
async def f(a, /, b: int = 1, *args, c, d=2, **kwargs) -> 'r':
    global g
    nonlocal_ = lambda q, *r, s=3, **t: q
    async with m() as (u, v), n():
        await z
    async for i in w:
        yield i
    yield
    z = [e async for e in aiter() if e if not e]
def g():
    x = yield from gen()
    return x
class C(B, metaclass=M):
    def m(self):
        def inner():
            nonlocal self
        return super().m()
x: int = 1
y: 'list[int]'
a = b = c, *d = 1, 2
a[1:2:3] += 4 ** -5 // 6 @ m
del a[0], b.c
v = {1: 2, **m}, {1, 2}, {k: v for k, v in d}, {s for s in t}, (g for g in h)
v = a if b else c, not a, ~b, +c, a < b <= c != d is e is not f in g not in h
v = f"{x!r:>{w}} {y=} {z!a}", u"u", b"\0b", 123456789012345678901234567890, 0x1F, 1.5e300, 2j, ...
v = a and b or c, (n := 10), None, True, False
while x:
    break
else:
    continue
for i in range(3):
    pass
else:
    pass
if a:
    pass
elif b:
    pass
else:
    pass
with open(f) as g:
    pass
try:
    raise E("m") from cause
except (E, F) as e:
    pass
except G:
    pass
else:
    pass
finally:
    pass
try:
    pass
except* ValueError as eg:
    pass
assert x, "msg"
match command:
    case [1, 2, *rest]:
        pass
    case {"k": v, **others}:
        pass
    case Point(x=0, y=yy) | Point(1, yy):
        pass
    case None | True:
        pass
    case str() as s if s:
        pass
    case -1 | 1 + 2j | "s" | a.b:
        pass
    case _:
        pass
)PY";

std::unique_ptr<ast::Module> parse(const std::string& source) {
  ParseResult parsed = parse_python("t.py", source);
  EXPECT_TRUE(parsed.module) << (parsed.error ? parsed.error->message : "");
  return std::move(parsed.module);
}

} // namespace

TEST(AstPack, EveryKindReadsBackAsParsed) {
  auto module = parse(kEveryKind);
  ASSERT_TRUE(module);
  std::string packed = ast::pack(*module);
  auto back = ast::unpack(packed, "t.py", module->source);
  ASSERT_TRUE(back);
  ASSERT_TRUE(ast::unpack_bodies(*back));
  EXPECT_EQ(ast::dump_structure(*back), ast::dump_structure(*module));
  // Everything written is read: packing the tree read back gives the same bytes.
  EXPECT_EQ(ast::pack(*back), packed);
  EXPECT_EQ(back->line_starts, module->line_starts);
  EXPECT_EQ(back->filename, "t.py");
}

TEST(AstPack, FieldsTheDumpDoesNotShowSurvive) {
  auto module = parse("x = u'a'\ny = 123456789012345678901234567890\nz = 0o17\n");
  ASSERT_TRUE(module);
  std::string packed = ast::pack(*module);
  auto back = ast::unpack(packed, "t.py", module->source);
  ASSERT_TRUE(back);
  auto constant = [](const ast::Module& m, size_t i) {
    return ast::as<ast::Constant>(ast::as<ast::Assign>(m.body[i])->value);
  };
  EXPECT_TRUE(constant(*back, 0)->u_prefix);
  EXPECT_EQ(constant(*back, 1)->type, ast::Constant::Type::BigInt);
  EXPECT_EQ(constant(*back, 1)->s, constant(*module, 1)->s);
  EXPECT_EQ(constant(*back, 1)->base, constant(*module, 1)->base);
  EXPECT_EQ(constant(*back, 2)->i, 15);
  const ast::Span& s = back->body[1]->span;
  EXPECT_EQ(s.line, 2u);
  EXPECT_EQ(s.end_col, module->body[1]->span.end_col);
}

TEST(AstPack, DamagedPackingsAreRefused) {
  auto module = parse(kEveryKind);
  ASSERT_TRUE(module);
  std::string packed = ast::pack(*module);
  EXPECT_FALSE(ast::unpack("", "t.py", ""));
  EXPECT_FALSE(ast::unpack("not a packing", "t.py", ""));
  // Every truncation and a sweep of flipped bytes: refused or a tree, never a crash.
  int refused = 0;
  for (size_t n = 0; n < packed.size(); n += 7)
    refused += !ast::unpack(std::string_view(packed).substr(0, n), "t.py", "");
  EXPECT_EQ(refused, static_cast<int>((packed.size() + 6) / 7));
  for (size_t i = 12; i < packed.size(); i += 13) {
    std::string bad = packed;
    bad[i] = static_cast<char>(bad[i] ^ 0x5a);
    if (auto m = ast::unpack(bad, "t.py", "")) (void)ast::unpack_bodies(*m);
  }
  std::string longer = packed + "x";
  EXPECT_FALSE(ast::unpack(longer, "t.py", ""));
}

TEST(AstPack, BodiesNothingOutsideNeedsStayPackedUntilRead) {
  auto module = parse(R"PY(
def plain(a):
    """The doc."""
    def inner():
        return a
    return inner
class C(B):
    def method(self):
        return [x for x in self]
    def calls_super(self):
        return super().f()
    def gen(self):
        yield 1
def declares():
    global g
    g = 1
)PY");
  ASSERT_TRUE(module);
  std::string packed = ast::pack(*module);
  auto back = ast::unpack(packed, "t.py", module->source);
  ASSERT_TRUE(back);
  auto def = [](const ast::Stmt* s) { return static_cast<const ast::FunctionDef*>(s); };
  const auto* plain = def(back->body[0]);
  const auto& methods = ast::as<ast::ClassDef>(back->body[1])->body;
  // Deferred: only the docstring is read; the rest waits for the first call.
  EXPECT_FALSE(plain->packed_body.empty());
  ASSERT_EQ(plain->body.size(), 1u);
  EXPECT_FALSE(def(methods[0])->packed_body.empty());
  EXPECT_TRUE(def(methods[0])->body.empty());
  // What the scopes around need to see is read at once.
  EXPECT_TRUE(def(methods[1])->packed_body.empty());
  EXPECT_TRUE(def(methods[2])->packed_body.empty());
  EXPECT_TRUE(def(back->body[2])->packed_body.empty());
  ASSERT_TRUE(ast::unpack_body(*plain, back->arena));
  EXPECT_TRUE(plain->packed_body.empty());
  EXPECT_EQ(plain->body.size(), 3u);
  // The function nested in a deferred body came with it, inline.
  EXPECT_TRUE(def(plain->body[1])->packed_body.empty());
  EXPECT_EQ(plain->body[2]->span.line, 6u);
  ASSERT_TRUE(ast::unpack_bodies(*back));
  EXPECT_EQ(ast::dump_structure(*back), ast::dump_structure(*module));
}
