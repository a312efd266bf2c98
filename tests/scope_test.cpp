// Name resolution checked against CPython's `symtable` module on the same
// programs (local / cell / free / global), and its compile-time errors.
#include "cfg/parse.h"
#include "cfg/scope.h"

#include <gtest/gtest.h>

using namespace hyexec;
using cfg::Scope;

namespace {

const char* kind(ast::NameScope s) {
  switch (s) {
  case ast::NameScope::Local: return "local";
  case ast::NameScope::Cell: return "cell";
  case ast::NameScope::Free: return "free";
  case ast::NameScope::Global: return "global";
  case ast::NameScope::Name: return "name";
  case ast::NameScope::ClassFree: return "classfree";
  case ast::NameScope::Unresolved: return "?";
  }
  return "?";
}

struct Analyzed {
  std::unique_ptr<ast::Module> module;
  std::unique_ptr<cfg::ScopeTable> table;
  std::string error;
};

Analyzed analyze(const std::string& src) {
  Analyzed a;
  ParseResult r = parse_python("t.py", src);
  if (r.error) {
    a.error = r.error->message;
    return a;
  }
  a.module = std::move(r.module);
  cfg::ScopeError e;
  a.table = cfg::analyze_scopes(*a.module, &e);
  if (!a.table) a.error = e.message + " @" + std::to_string(e.line);
  return a;
}

/// "name:kind ..." of the scope called `scope`, in name order.
std::string names(const std::string& src, const std::string& scope) {
  Analyzed a = analyze(src);
  if (!a.table) return "!! " + a.error;
  for (const auto& s : a.table->scopes) {
    if (s->name != scope) continue;
    std::string out;
    for (const auto& [name, ns] : s->names) out += (out.empty() ? "" : " ") + name + ":" + kind(ns);
    return out;
  }
  return "!! no scope " + scope;
}

} // namespace

TEST(Scope, ModuleNamesAreNamespaceLookups) {
  EXPECT_EQ(names("x = 1\nprint(x)\n", "<module>"), "print:name x:name");
}

TEST(Scope, FunctionLocalsAndGlobals) {
  EXPECT_EQ(names("def f(a):\n    b = a + c\n    return len(b)\n", "f"),
            "a:local b:local c:global len:global");
}

TEST(Scope, ClosuresMakeCellsAndFrees) {
  const char* src =
      "def outer(a):\n    b = 1\n    def inner():\n        return a + b + g\n    return inner\n";
  EXPECT_EQ(names(src, "outer"), "a:cell b:cell inner:local");
  EXPECT_EQ(names(src, "inner"), "a:free b:free g:global");
}

TEST(Scope, FreeVariablesPassThroughMiddleFunctions) {
  const char* src = "def f():\n    x = 1\n    def g():\n        def h():\n            return x\n   "
                    "     return h\n";
  EXPECT_EQ(names(src, "f"), "g:local x:cell");
  EXPECT_EQ(names(src, "g"), "h:local x:free");
  EXPECT_EQ(names(src, "h"), "x:free");
}

TEST(Scope, GlobalAndNonlocalDeclarations) {
  const char* src = "def f():\n    global g\n    g = 1\n    n = 0\n    def inc():\n        "
                    "nonlocal n\n        n += 1\n";
  EXPECT_EQ(names(src, "f"), "g:global inc:local n:cell");
  EXPECT_EQ(names(src, "inc"), "n:free");
}

TEST(Scope, ClassBodiesAndMethods) {
  const char* src = "def f(v):\n    class C:\n        y = v\n        def m(self):\n            "
                    "return super().m(), y\n    return C\n";
  EXPECT_EQ(names(src, "C"), "__class__:cell m:name v:classfree y:name");
  EXPECT_EQ(names(src, "m"), "__class__:free self:local super:global y:global");
}

TEST(Scope, ComprehensionsHaveTheirOwnScope) {
  const char* src = "def f(xs, k):\n    return [x * k for x in xs if x]\n";
  EXPECT_EQ(names(src, "f"), "k:cell xs:local");
  EXPECT_EQ(names(src, "<listcomp>"), ".0:local k:free x:local");
}

TEST(Scope, WalrusInComprehensionBindsOutside) {
  EXPECT_EQ(names("def f(xs):\n    [y := x for x in xs]\n    return y\n", "f"), "xs:local y:cell");
  EXPECT_EQ(names("def f(xs):\n    [y := x for x in xs]\n    return y\n", "<listcomp>"),
            ".0:local x:local y:free");
  EXPECT_EQ(names("[y := x for x in xs]\n", "<listcomp>"), ".0:local x:local y:global");
  EXPECT_EQ(names("def f():\n    global v\n    [v := i for i in r]\n", "<listcomp>"),
            ".0:local i:local v:global");
}

TEST(Scope, ParametersComeFirstInSlots) {
  Analyzed a = analyze("def f(a, b, *c, d, **e):\n    z = 1\n    y = 2\n");
  ASSERT_TRUE(a.table) << a.error;
  const Scope* f = a.table->scopes[1].get();
  EXPECT_EQ(f->num_params, 5);
  EXPECT_EQ(f->slots, (std::vector<std::string>{"a", "b", "d", "c", "e", "z", "y"}));
}

TEST(Scope, NameNodesAreAnnotated) {
  Analyzed a = analyze("def f(a):\n    return a + b\n");
  ASSERT_TRUE(a.table) << a.error;
  auto* f = static_cast<const ast::FunctionDef*>(a.module->body[0]);
  auto* ret = static_cast<const ast::Return*>(f->body[0]);
  auto* add = static_cast<const ast::BinOp*>(ret->value);
  auto* left = static_cast<const ast::Name*>(add->left);
  auto* right = static_cast<const ast::Name*>(add->right);
  EXPECT_EQ(left->scope, ast::NameScope::Local);
  EXPECT_EQ(left->slot, 0);
  EXPECT_EQ(right->scope, ast::NameScope::Global);
  EXPECT_EQ(right->slot, -1);
}

TEST(Scope, CompileErrorsMatchCPython) {
  EXPECT_EQ(names("def f():\n    nonlocal x\n", "f"), "!! no binding for nonlocal 'x' found @2");
  EXPECT_EQ(names("x = 1\ndef f():\n    def g():\n        nonlocal x\n", "f"),
            "!! no binding for nonlocal 'x' found @4");
  EXPECT_EQ(names("def f(a):\n    global a\n", "f"), "!! name 'a' is parameter and global @2");
  EXPECT_EQ(names("def f():\n    x = 1\n    global x\n", "f"),
            "!! name 'x' is assigned to before global declaration @3");
  EXPECT_EQ(names("def f():\n    print(x)\n    global x\n", "f"),
            "!! name 'x' is used prior to global declaration @3");
  EXPECT_EQ(names("def f(a, a):\n    pass\n", "f"),
            "!! duplicate argument 'a' in function definition @1");
  EXPECT_EQ(names("def f():\n    from m import *\n", "f"),
            "!! import * only allowed at module level @2");
  EXPECT_EQ(names("class C:\n    [y := 1 for i in r]\n", "C"),
            "!! assignment expression within a comprehension cannot be used in a class body @2");
  EXPECT_EQ(names("def f():\n    [i := 0 for i in r]\n", "f"),
            "!! assignment expression cannot rebind comprehension iteration variable 'i' @2");
  EXPECT_EQ(names("def f():\n    [[(j := i) for i in r] for j in r]\n", "f"),
            "!! assignment expression cannot rebind comprehension iteration variable 'j' @2");
}
