// Literal decoding against CPython's tokenizer rules (values checked with python3).
#include "cfg/literals.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace hyexec::literals;

namespace {

Number number(const char* text) {
  std::string error;
  auto n = parse_number(text, &error);
  EXPECT_TRUE(n.has_value()) << text << ": " << error;
  return n.value_or(Number{});
}

std::string number_error(const char* text) {
  std::string error;
  EXPECT_FALSE(parse_number(text, &error).has_value()) << text;
  return error;
}

std::string decode(std::string_view literal, bool* ok = nullptr) {
  StringPrefix p;
  size_t prefix_len, quote_len;
  EXPECT_TRUE(parse_prefix(literal, &p, &prefix_len, &quote_len));
  std::string_view body =
      literal.substr(prefix_len + quote_len, literal.size() - prefix_len - 2 * quote_len);
  std::string out, error;
  bool good = decode_body(body, p, p.fstring, &out, &error);
  if (ok) *ok = good;
  return good ? out : error;
}

} // namespace

TEST(Literals, Integers) {
  EXPECT_EQ(number("0").i, 0);
  EXPECT_EQ(number("00").i, 0);
  EXPECT_EQ(number("1_000_000").i, 1000000);
  EXPECT_EQ(number("0x_1F").i, 31);
  EXPECT_EQ(number("0o17").i, 15);
  EXPECT_EQ(number("0B101").i, 5);
  EXPECT_EQ(number("9223372036854775807").i, INT64_MAX);
  Number big = number("9223372036854775808");
  EXPECT_EQ(big.type, Number::Type::BigInt);
  EXPECT_EQ(big.digits, "9223372036854775808");
  Number big_hex = number("0xFFFF_FFFF_FFFF_FFFF_FF");
  EXPECT_EQ(big_hex.type, Number::Type::BigInt);
  EXPECT_EQ(big_hex.base, 16);
  EXPECT_EQ(big_hex.digits, "FFFFFFFFFFFFFFFFFF");
}

TEST(Literals, FloatsAndImaginary) {
  EXPECT_DOUBLE_EQ(number("1.5").f, 1.5);
  EXPECT_DOUBLE_EQ(number(".5").f, 0.5);
  EXPECT_DOUBLE_EQ(number("1.").f, 1.0);
  EXPECT_DOUBLE_EQ(number("1_0.5e1_0").f, 10.5e10);
  EXPECT_EQ(number("1e400").f, HUGE_VAL); // CPython: inf
  Number j = number("2j");
  EXPECT_EQ(j.type, Number::Type::Complex);
  EXPECT_DOUBLE_EQ(j.f, 2.0);
  EXPECT_EQ(number("1.5J").type, Number::Type::Complex);
}

TEST(Literals, InvalidNumbersGiveCPythonMessages) {
  EXPECT_EQ(number_error("07"),
            "leading zeros in decimal integer literals are not permitted; use an 0o "
            "prefix for octal integers");
  EXPECT_EQ(number_error("1__0"), "invalid decimal literal");
  EXPECT_EQ(number_error("1_"), "invalid decimal literal");
  EXPECT_EQ(number_error("0x"), "invalid hexadecimal literal");
  EXPECT_EQ(number_error("0b102"), "invalid binary literal");
  EXPECT_EQ(number_error("0o8"), "invalid octal literal");
}

TEST(Literals, TokenizerReadsNumbersAsCPythonDoes) {
  auto error = [](std::string_view text, size_t want_cur) {
    size_t cur = 0;
    auto message = number_token_error(text, &cur);
    EXPECT_EQ(cur, want_cur) << text;
    return message.value_or("");
  };
  EXPECT_EQ(error("0b12", 4), "invalid digit '2' in binary literal");
  EXPECT_EQ(error("0o1_8 ", 5), "invalid digit '8' in octal literal");
  EXPECT_EQ(error("0x", 2), "invalid hexadecimal literal");
  EXPECT_EQ(error("1__0", 2), "invalid decimal literal");
  EXPECT_EQ(error("1.e+", 4), "invalid decimal literal");
  EXPECT_EQ(error("0or 1", 2), "invalid octal literal");
  EXPECT_EQ(error("1spam", 1), "invalid decimal literal");
  EXPECT_EQ(error("1_000j_", 6), "invalid imaginary literal");
  size_t cur;
  for (std::string_view ok : {"1if x", "0x1for", "1.5j", "1e-3,", "0.0)", "00", ".5]", "1 else"})
    EXPECT_FALSE(number_token_error(ok, &cur)) << ok;
  uint32_t cp = 0;
  EXPECT_EQ(invalid_identifier_char("x\u2044", &cp), 1u);
  EXPECT_EQ(cp, 0x2044u);
  EXPECT_EQ(invalid_identifier_char("\u00e9t\u00e9", &cp), std::string_view::npos);
}

TEST(Literals, Prefixes) {
  StringPrefix p;
  size_t plen, qlen;
  ASSERT_TRUE(parse_prefix("Rb'''x'''", &p, &plen, &qlen));
  EXPECT_TRUE(p.raw);
  EXPECT_TRUE(p.bytes);
  EXPECT_EQ(plen, 2u);
  EXPECT_EQ(qlen, 3u);
  ASSERT_TRUE(parse_prefix("f\"a\"", &p, &plen, &qlen));
  EXPECT_TRUE(p.fstring);
  EXPECT_EQ(qlen, 1u);
  EXPECT_FALSE(parse_prefix("x'a'", &p, &plen, &qlen));
}

TEST(Literals, Escapes) {
  EXPECT_EQ(decode(R"('a\tb\n')"), "a\tb\n");
  EXPECT_EQ(decode(R"('\x41\101\u00e9\U0001F600')"), "AA\xC3\xA9\xF0\x9F\x98\x80");
  EXPECT_EQ(decode(R"('\N{LATIN SMALL LETTER E WITH ACUTE}')"), "\xC3\xA9");
  EXPECT_EQ(decode(R"('\N{latin small letter e with acute}')"), "\xC3\xA9"); // any case
  EXPECT_EQ(decode(R"('\N{HANGUL SYLLABLE GAG}')"), "\xEA\xB0\x81");         // U+AC01
  EXPECT_EQ(decode(R"('\N{CJK UNIFIED IDEOGRAPH-4E00}')"), "\xE4\xB8\x80");
  EXPECT_EQ(decode(R"('\d')"), "\\d"); // unknown escapes stay
  EXPECT_EQ(decode(R"(r'\n')"), "\\n");
  EXPECT_EQ(decode("'a\\\nb'"), "ab"); // backslash-newline continues
  EXPECT_EQ(decode(R"(b'\xff\u1234')"), std::string("\xff\\u1234"));
  EXPECT_EQ(decode(R"(f'{{x}}')"), "{x}");
}

TEST(Literals, BadEscapes) {
  bool ok = true;
  EXPECT_NE(decode(R"('\x4')", &ok).find("truncated \\xXX escape"), std::string::npos);
  EXPECT_FALSE(ok);
  EXPECT_NE(decode(R"('\N{NO SUCH NAME}')", &ok).find("unknown Unicode character name"),
            std::string::npos);
  EXPECT_FALSE(ok);
  // CPython matches the algorithmic names in upper case only.
  ok = true;
  EXPECT_NE(decode(R"('\N{hangul syllable gag}')", &ok).find("unknown Unicode character name"),
            std::string::npos);
  EXPECT_FALSE(ok);
  EXPECT_EQ(decode("b'\xc3\xa9'", &ok), "bytes can only contain ASCII literal characters");
  EXPECT_FALSE(ok);
}

TEST(Literals, IdentifiersAreNfkcNormalized) {
  EXPECT_EQ(normalize_identifier("width"), "width");
  EXPECT_EQ(normalize_identifier("\xEF\xBD\x97idth"), "width"); // fullwidth w
  EXPECT_EQ(normalize_identifier("\xC2\xB5"), "\xCE\xBC");      // micro sign → mu
}
