// Semantics the protocol layer owns, checked against values CPython 3.11
// prints for the same expressions.
#include "interp_test_util.h"

#include <gtest/gtest.h>

namespace {

std::string output_of(const std::string& source) {
  auto r = run_source(source);
  EXPECT_EQ(r.status, "ok") << source << (r.error ? r.error->message : "");
  return r.stdout_text;
}

} // namespace

TEST(InterpSemantics, StringHashesAreCPythonsWithZeroSeed) {
  // python3 with PYTHONHASHSEED=0 prints these (set order depends on them).
  EXPECT_EQ(output_of("print(hash('a'), hash(''), hash((1, 2)))\n"),
            "4644417185603328019 0 -3550055125485641917\n");
  EXPECT_EQ(output_of("print({'pear', 'apple', 'fig'})\n"), "{'pear', 'apple', 'fig'}\n");
}

TEST(InterpSemantics, FloatReprIsShortestRoundTrip) {
  EXPECT_EQ(output_of("print(0.1 + 0.2, 1e16, 1.5e-7, -0.0, 2.0 ** 0.5)\n"),
            "0.30000000000000004 1e+16 1.5e-07 -0.0 1.4142135623730951\n");
}

TEST(InterpSemantics, FloorDivisionAndModuloFollowTheDivisor) {
  EXPECT_EQ(output_of("print(-7 // 2, -7 % 2, 7 % -2, -7.5 // 2, divmod(-7, 2))\n"),
            "-4 1 -1 -4.0 (-4, 1)\n");
}

TEST(InterpSemantics, BigIntegersAreExact) {
  EXPECT_EQ(output_of("print(2 ** 100, (2 ** 100) // 3, -(2 ** 70) % 7)\n"),
            "1267650600228229401496703205376 422550200076076467165567735125 5\n");
}

TEST(InterpSemantics, BankersRounding) {
  EXPECT_EQ(output_of("print(round(0.5), round(1.5), round(2.675, 2), round(-2.5))\n"),
            "0 2 2.67 -2\n");
}

TEST(InterpSemantics, FormatMiniLanguage) {
  EXPECT_EQ(output_of("print(f'{3.14159:.2f}|{42:>5}|{255:#x}|{1234567:,}|{0.5:.0%}')\n"),
            "3.14|   42|0xff|1,234,567|50%\n");
}

TEST(InterpSemantics, SubclassedBuiltinsKeepTheirBehaviourAndOverrides) {
  EXPECT_EQ(output_of("class L(list):\n    def __len__(self):\n        return 7\n"
                      "x = L([1, 2])\nx.append(3)\nprint(x, len(x), x[2], sum(x))\n"),
            "[1, 2, 3] 7 3 6\n");
  EXPECT_EQ(output_of("class D(dict):\n    def __missing__(self, k):\n        return k * 2\n"
                      "d = D(a=1)\nprint(d['a'], d['zz'], isinstance(d, dict))\n"),
            "1 zzzz True\n");
}

TEST(InterpSemantics, ComplexArithmeticMatchesCPython) {
  EXPECT_EQ(output_of("print((1+2j)/(3-4j), (1j)**0.5, (-8)**(1/3), hash(2+3j))\n"),
            "(-0.2+0.4j) (0.7071067811865476+0.7071067811865475j) "
            "(1.0000000000000002+1.7320508075688772j) 3000011\n");
}

TEST(InterpSemantics, ExceptionMessagesAreCPythons) {
  EXPECT_EQ(output_of("for f in (lambda: 1/0, lambda: None[0], lambda: 1 + 'a', "
                      "lambda: int('x'), lambda: undefined_name):\n"
                      "    try:\n        f()\n    except Exception as e:\n"
                      "        print(type(e).__name__, e)\n"),
            "ZeroDivisionError division by zero\n"
            "TypeError 'NoneType' object is not subscriptable\n"
            "TypeError unsupported operand type(s) for +: 'int' and 'str'\n"
            "ValueError invalid literal for int() with base 10: 'x'\n"
            "NameError name 'undefined_name' is not defined\n");
}

TEST(InterpSemantics, SeededRandomDrawsCPythonsNumbers) {
  EXPECT_EQ(output_of("import random\nrandom.seed(42)\n"
                      "print(random.random(), random.randint(1, 100))\n"),
            "0.6394267984578837 4\n");
}
