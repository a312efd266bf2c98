#pragma once
/// \file
/// The Unicode character database of the reference CPython (its tables are
/// generated at build time by tools/gen_unicode_db.py): the properties str's
/// methods and the unicodedata module read, the case mappings (full ones:
/// 'ß'.upper() is 'SS') and the normalization forms.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hyexec::interp {

/// One code point's properties. A case mapping is a code point delta, or
/// kSpecial + an index into the table of mappings to several characters.
struct UcdRecord {
  uint8_t category, bidirectional, combining, east_asian_width;
  uint32_t flags;
  int8_t decimal, digit;
  int16_t numeric; ///< index into the numeric values, -1 for none
  int32_t lower, upper, title, fold;
};

/// The boolean properties (the order tools/gen_unicode_db.py writes them in).
enum UcdFlag : uint32_t {
  kUcdAlpha = 1u << 0,
  kUcdDecimal = 1u << 1,
  kUcdDigit = 1u << 2,
  kUcdNumeric = 1u << 3,
  kUcdSpace = 1u << 4,
  kUcdLower = 1u << 5,
  kUcdUpper = 1u << 6,
  kUcdTitle = 1u << 7,
  kUcdCased = 1u << 8,
  kUcdCaseIgnorable = 1u << 9,
  kUcdPrintable = 1u << 10,
  kUcdXidStart = 1u << 11,
  kUcdXidContinue = 1u << 12,
  kUcdMirrored = 1u << 13,
  kUcdLinebreak = 1u << 14,
  kUcdAlnum = 1u << 15,
};

/// Which case mapping.
enum class CaseMap { Lower, Upper, Title, Fold };

/// The record of code point `cp` (< 0x110000).
const UcdRecord& ucd(uint32_t cp);
/// Whether `cp` has property `flag`.
inline bool ucd_is(uint32_t cp, UcdFlag flag) {
  return cp < 0x110000 && (ucd(cp).flags & flag) != 0;
}
/// Appends `cp`'s full case mapping `which` (UTF-8) to `out`.
void append_case(std::string* out, uint32_t cp, CaseMap which);
/// `cp`'s simple (one character) mapping, `cp` itself when the full mapping
/// has several characters.
uint32_t simple_case(uint32_t cp, CaseMap which);

/// str.lower() / upper() / casefold() / swapcase() / title() / capitalize()
/// of code points, with the final-sigma rule of lower().
std::string str_lower(const std::vector<uint32_t>& cps);
std::string str_upper(const std::vector<uint32_t>& cps);
std::string str_casefold(const std::vector<uint32_t>& cps);
std::string str_swapcase(const std::vector<uint32_t>& cps);
std::string str_title(const std::vector<uint32_t>& cps);
std::string str_capitalize(const std::vector<uint32_t>& cps);

/// unicodedata's value names: category ("Lu"), bidirectional ("L", or ""),
/// east_asian_width ("N").
const char* ucd_category(uint32_t cp);
const char* ucd_bidirectional(uint32_t cp);
const char* ucd_east_asian_width(uint32_t cp);
/// unicodedata.numeric's value, nullopt for none.
std::optional<double> ucd_numeric(uint32_t cp);
/// unicodedata.decomposition ("<compat> 0020 0301"), empty for none.
std::string_view ucd_decomposition(uint32_t cp);
/// unicodedata.normalize(form, ...) with form "NFC", "NFD", "NFKC" or "NFKD".
std::vector<uint32_t> ucd_normalize(std::string_view form, const std::vector<uint32_t>& cps);
/// unicodedata.unidata_version ("14.0.0").
const char* ucd_version();

} // namespace hyexec::interp
