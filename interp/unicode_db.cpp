// The Unicode character database over the tables tools/gen_unicode_db.py
// generates from the reference CPython: property lookup through a two-stage
// table, CPython's case conversions (unicodeobject.c: do_lower, do_title, ...)
// and the normalization forms (decomposition, canonical ordering, canonical
// composition with the algorithmic Hangul syllables).
#include "interp/unicode_db.h"

#include "interp/strings.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <unordered_map>

namespace hyexec::interp {

namespace {

#include "unicode_db.inc"

static_assert(kFlag_alpha == kUcdAlpha && kFlag_alnum == kUcdAlnum &&
                  kFlag_case_ignorable == kUcdCaseIgnorable && kFlag_linebreak == kUcdLinebreak,
              "unicode_db.h's flags follow tools/gen_unicode_db.py's order");

constexpr uint32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr uint32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount,
                   kSCount = kLCount * kNCount;

int32_t mapping_of(const UcdRecord& r, CaseMap which) {
  switch (which) {
  case CaseMap::Lower: return r.lower;
  case CaseMap::Upper: return r.upper;
  case CaseMap::Title: return r.title;
  case CaseMap::Fold: return r.fold;
  }
  return 0;
}

/// CPython's handle_capital_sigma: 'ς' at the end of a word (a cased letter
/// before, none after, case-ignorable characters skipped both ways), else 'σ'.
uint32_t lower_sigma(const std::vector<uint32_t>& cps, size_t i) {
  size_t j = i;
  while (j > 0 && ucd_is(cps[j - 1], kUcdCaseIgnorable)) --j;
  bool final_sigma = j > 0 && ucd_is(cps[j - 1], kUcdCased);
  if (final_sigma) {
    size_t k = i + 1;
    while (k < cps.size() && ucd_is(cps[k], kUcdCaseIgnorable)) ++k;
    final_sigma = k == cps.size() || !ucd_is(cps[k], kUcdCased);
  }
  return final_sigma ? 0x3C2 : 0x3C3;
}

/// lower_ucs4: the full lower-case mapping, the sigma by its context.
void append_lower_at(std::string* out, const std::vector<uint32_t>& cps, size_t i) {
  if (cps[i] == 0x3A3)
    append_utf8(out, lower_sigma(cps, i));
  else
    append_case(out, cps[i], CaseMap::Lower);
}

/// The decomposition fields of `cp` ("<tag> hex hex" or "hex hex").
std::string_view decomposition_line(uint32_t cp) {
  static const auto* table = [] {
    auto* t = new std::unordered_map<uint32_t, std::string_view>;
    std::string_view all(kDecomposition, sizeof(kDecomposition) - 1);
    for (size_t at = 0; at < all.size();) {
      size_t tab = all.find('\t', at), end = all.find('\n', tab);
      (*t)[static_cast<uint32_t>(std::strtoul(std::string(all.substr(at, tab - at)).c_str(),
                                              nullptr, 16))] = all.substr(tab + 1, end - tab - 1);
      at = end + 1;
    }
    return t;
  }();
  auto it = table->find(cp);
  return it == table->end() ? std::string_view() : it->second;
}

void decompose(uint32_t cp, bool compat, std::vector<uint32_t>* out) {
  if (cp >= kSBase && cp < kSBase + kSCount) {
    uint32_t s = cp - kSBase;
    out->push_back(kLBase + s / kNCount);
    out->push_back(kVBase + s % kNCount / kTCount);
    if (s % kTCount) out->push_back(kTBase + s % kTCount);
    return;
  }
  std::string_view d = decomposition_line(cp);
  if (d.empty() || (d[0] == '<' && !compat)) {
    out->push_back(cp);
    return;
  }
  if (d[0] == '<') d = d.substr(d.find('>') + 1);
  std::string fields(d);
  const char* p = fields.c_str();
  char* end;
  for (unsigned long part = std::strtoul(p, &end, 16); end != p;
       p = end, part = std::strtoul(p, &end, 16))
    decompose(static_cast<uint32_t>(part), compat, out);
}

/// The primary composite of `a` and `b`, or 0.
uint32_t compose_pair(uint32_t a, uint32_t b) {
  if (a >= kLBase && a < kLBase + kLCount && b >= kVBase && b < kVBase + kVCount)
    return kSBase + ((a - kLBase) * kVCount + (b - kVBase)) * kTCount;
  if (a >= kSBase && a < kSBase + kSCount && (a - kSBase) % kTCount == 0 && b > kTBase &&
      b < kTBase + kTCount)
    return a + (b - kTBase);
  const auto* end = kComposition + sizeof(kComposition) / sizeof(kComposition[0]);
  const auto* it = std::lower_bound(kComposition, end, std::pair{a, b},
                                    [](const uint32_t* e, const std::pair<uint32_t, uint32_t>& k) {
                                      return e[0] < k.first || (e[0] == k.first && e[1] < k.second);
                                    });
  return it != end && (*it)[0] == a && (*it)[1] == b ? (*it)[2] : 0;
}

/// Canonical composition (UAX #15) of a decomposed, canonically ordered text.
std::vector<uint32_t> compose(const std::vector<uint32_t>& in) {
  std::vector<uint32_t> out;
  if (in.empty()) return out;
  out.push_back(in[0]);
  size_t starter = 0;
  int last_class = ucd(in[0]).combining ? 256 : 0;
  for (size_t i = 1; i < in.size(); ++i) {
    uint32_t c = in[i];
    int cc = ucd(c).combining;
    uint32_t composite = compose_pair(out[starter], c);
    if (composite && (last_class < cc || last_class == 0)) {
      out[starter] = composite;
      continue;
    }
    if (cc == 0) starter = out.size();
    last_class = cc;
    out.push_back(c);
  }
  return out;
}

} // namespace

const UcdRecord& ucd(uint32_t cp) {
  if (cp >= 0x110000) cp = 0x10FFFF; // a noncharacter: no properties
  size_t block = kIndex1[cp >> kShift];
  return kRecords[kIndex2[(block << kShift) + (cp & ((1u << kShift) - 1))]];
}

void append_case(std::string* out, uint32_t cp, CaseMap which) {
  int32_t m = mapping_of(ucd(cp), which);
  if (m >= kSpecial) // deltas are within ±0x110000
    *out += kSpecialCase[m - kSpecial];
  else
    append_utf8(out, static_cast<uint32_t>(static_cast<int32_t>(cp) + m));
}

uint32_t simple_case(uint32_t cp, CaseMap which) {
  int32_t m = mapping_of(ucd(cp), which);
  return m >= kSpecial ? cp : static_cast<uint32_t>(static_cast<int32_t>(cp) + m);
}

std::string str_lower(const std::vector<uint32_t>& cps) {
  std::string out;
  for (size_t i = 0; i < cps.size(); ++i) append_lower_at(&out, cps, i);
  return out;
}

std::string str_upper(const std::vector<uint32_t>& cps) {
  std::string out;
  for (uint32_t c : cps) append_case(&out, c, CaseMap::Upper);
  return out;
}

std::string str_casefold(const std::vector<uint32_t>& cps) {
  std::string out;
  for (uint32_t c : cps) append_case(&out, c, CaseMap::Fold);
  return out;
}

std::string str_swapcase(const std::vector<uint32_t>& cps) {
  std::string out;
  for (size_t i = 0; i < cps.size(); ++i) {
    if (ucd_is(cps[i], kUcdUpper))
      append_lower_at(&out, cps, i);
    else if (ucd_is(cps[i], kUcdLower))
      append_case(&out, cps[i], CaseMap::Upper);
    else
      append_utf8(&out, cps[i]);
  }
  return out;
}

std::string str_title(const std::vector<uint32_t>& cps) {
  std::string out;
  bool previous_cased = false;
  for (size_t i = 0; i < cps.size(); ++i) {
    if (previous_cased)
      append_lower_at(&out, cps, i);
    else
      append_case(&out, cps[i], CaseMap::Title);
    previous_cased = ucd_is(cps[i], kUcdCased);
  }
  return out;
}

std::string str_capitalize(const std::vector<uint32_t>& cps) {
  std::string out;
  for (size_t i = 0; i < cps.size(); ++i) {
    if (i == 0)
      append_case(&out, cps[0], CaseMap::Title);
    else
      append_lower_at(&out, cps, i);
  }
  return out;
}

const char* ucd_category(uint32_t cp) {
  return kCategories[ucd(cp).category];
}

const char* ucd_bidirectional(uint32_t cp) {
  return kBidirectional[ucd(cp).bidirectional];
}

const char* ucd_east_asian_width(uint32_t cp) {
  return kEastAsianWidth[ucd(cp).east_asian_width];
}

std::optional<double> ucd_numeric(uint32_t cp) {
  int16_t i = ucd(cp).numeric;
  if (i < 0) return std::nullopt;
  return kNumeric[i];
}

std::string_view ucd_decomposition(uint32_t cp) {
  return decomposition_line(cp);
}

std::vector<uint32_t> ucd_normalize(std::string_view form, const std::vector<uint32_t>& cps) {
  bool compat = form == "NFKC" || form == "NFKD";
  std::vector<uint32_t> out;
  for (uint32_t c : cps) decompose(c, compat, &out);
  // Canonical ordering: a stable sort of each run of non-starters by class.
  for (size_t i = 0; i < out.size();) {
    if (ucd(out[i]).combining == 0) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < out.size() && ucd(out[j]).combining != 0) ++j;
    std::stable_sort(out.begin() + static_cast<long>(i), out.begin() + static_cast<long>(j),
                     [](uint32_t a, uint32_t b) { return ucd(a).combining < ucd(b).combining; });
    i = j;
  }
  if (form == "NFC" || form == "NFKC") return compose(out);
  return out;
}

const char* ucd_version() {
  return kUnidataVersion;
}

} // namespace hyexec::interp
