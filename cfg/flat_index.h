#pragma once
/// \file
/// Open-addressing hash tables for the front end's analyses: a map from
/// 64-bit keys to 32-bit values and a string interner, each in flat arrays
/// with no node per entry, so analysing a module allocates a handful of
/// times instead of once per name. Sizes are powers of two (a mask, not a
/// division), starting small: most modules are small.

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace hyexec::cfg {

class FlatIndex {
public:
  /// The value stored under `key`, inserting `value` when there is none;
  /// true when it was inserted. The pointer is valid until the next insert.
  std::pair<uint32_t*, bool> try_emplace(uint64_t key, uint32_t value) {
    if (2 * (size_ + 1) > keys_.size()) grow();
    size_t i = home(key);
    while (keys_[i] != kEmpty) {
      if (keys_[i] == key) return {&values_[i], false};
      i = (i + 1) & (keys_.size() - 1);
    }
    keys_[i] = key;
    values_[i] = value;
    ++size_;
    return {&values_[i], true};
  }

  /// The value stored under `key`, or null.
  const uint32_t* find(uint64_t key) const {
    if (keys_.empty()) return nullptr;
    for (size_t i = home(key); keys_[i] != kEmpty; i = (i + 1) & (keys_.size() - 1))
      if (keys_[i] == key) return &values_[i];
    return nullptr;
  }

private:
  /// Never a key: callers build keys from two 32-bit indexes below UINT32_MAX.
  static constexpr uint64_t kEmpty = ~uint64_t{0};

  size_t home(uint64_t key) const {
    key *= 0x9e3779b97f4a7c15ull; // Fibonacci hashing: the high bits mix every key bit
    return static_cast<size_t>(key >> 32) & (keys_.size() - 1);
  }

  void grow() {
    std::vector<uint64_t> keys = std::move(keys_);
    std::vector<uint32_t> values = std::move(values_);
    size_t n = keys.empty() ? 32 : 2 * keys.size();
    keys_.assign(n, kEmpty);
    values_.assign(n, 0);
    size_ = 0;
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] != kEmpty) try_emplace(keys[i], values[i]);
  }

  std::vector<uint64_t> keys_;
  std::vector<uint32_t> values_;
  size_t size_ = 0;
};

/// Interns strings as dense ids 0, 1, 2... in first-seen order. Keeps views:
/// the strings must outlive it.
class FlatInterner {
public:
  /// The id of `s`, new ids being given in order.
  uint32_t intern(std::string_view s) {
    if (2 * (names_.size() + 1) > slots_.size()) grow();
    size_t h = hash(s);
    for (size_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      uint32_t id = slots_[i];
      if (id == kEmpty) {
        slots_[i] = static_cast<uint32_t>(names_.size());
        names_.push_back(s);
        hashes_.push_back(h);
        return slots_[i];
      }
      if (hashes_[id] == h && names_[id] == s) return id;
    }
  }

  /// The id of `s`, or -1 when it was never interned.
  int64_t find(std::string_view s) const {
    if (slots_.empty()) return -1;
    size_t h = hash(s);
    for (size_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      uint32_t id = slots_[i];
      if (id == kEmpty) return -1;
      if (hashes_[id] == h && names_[id] == s) return id;
    }
  }

  std::string_view name(uint32_t id) const { return names_[id]; }
  size_t size() const { return names_.size(); }

private:
  static constexpr uint32_t kEmpty = UINT32_MAX;

  static size_t hash(std::string_view s) { // FNV-1a: identifiers are short
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
    return static_cast<size_t>(h ^ (h >> 29));
  }

  void grow() {
    size_t n = slots_.empty() ? 64 : 2 * slots_.size();
    slots_.assign(n, kEmpty);
    names_.reserve(n / 2); // as many as the table takes before it grows
    hashes_.reserve(n / 2);
    for (uint32_t id = 0; id < names_.size(); ++id) {
      size_t i = hashes_[id] & (n - 1);
      while (slots_[i] != kEmpty) i = (i + 1) & (n - 1);
      slots_[i] = id;
    }
  }

  std::vector<uint32_t> slots_; ///< ids, kEmpty where free
  std::vector<std::string_view> names_;
  std::vector<size_t> hashes_;
};

} // namespace hyexec::cfg
