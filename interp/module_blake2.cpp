// _blake2: BLAKE2b and BLAKE2s (RFC 7693) with every parameter of CPython's
// Modules/_blake2 (digest_size, key, salt, person and the tree hashing ones:
// fanout, depth, leaf_size, node_offset, node_depth, inner_size, last_node),
// which OpenSSL's fixed-size BLAKE2 digests do not take. hashlib.blake2b and
// blake2s are these types, as in CPython.
#include "interp/builtins_util.h"
#include "interp/errors.h"
#include "interp/hex_digits.h"
#include "interp/memoryview.h"
#include "interp/native_type.h"
#include "interp/protocol.h"

#include <array>
#include <cstring>

namespace hyexec::interp {

namespace {

/// The two variants: word type, sizes, rotations and initialization vector.
template <class Word> struct Blake2Traits;

template <> struct Blake2Traits<uint64_t> {
  static constexpr size_t kBlock = 128, kMaxDigest = 64, kMaxKey = 64, kSalt = 16, kRounds = 12;
  static constexpr int kRot[4] = {32, 24, 16, 63};
  static constexpr uint64_t kIv[8] = {
      0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
      0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
  static constexpr const char* kName = "blake2b";
  static constexpr uint64_t kMaxNodeOffset = ~0ULL;
};

template <> struct Blake2Traits<uint32_t> {
  static constexpr size_t kBlock = 64, kMaxDigest = 32, kMaxKey = 32, kSalt = 8, kRounds = 10;
  static constexpr int kRot[4] = {16, 12, 8, 7};
  static constexpr uint32_t kIv[8] = {0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
                                      0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19};
  static constexpr const char* kName = "blake2s";
  static constexpr uint64_t kMaxNodeOffset = (1ULL << 48) - 1;
};

constexpr uint8_t kSigma[12][16] = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
                                    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
                                    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
                                    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
                                    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
                                    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
                                    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
                                    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
                                    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
                                    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
                                    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
                                    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}};

template <class Word> Word load(const uint8_t* p) {
  Word w = 0;
  for (size_t i = 0; i < sizeof(Word); ++i) w |= static_cast<Word>(p[i]) << (8 * i);
  return w;
}

template <class Word> Word rotr(Word x, int n) {
  return static_cast<Word>((x >> n) | (x << (sizeof(Word) * 8 - n)));
}

/// The running state of one hash.
template <class Word> struct Blake2State {
  using T = Blake2Traits<Word>;
  std::array<Word, 8> h{};
  Word t[2] = {0, 0};
  std::array<uint8_t, T::kBlock> buf{};
  size_t buflen = 0;
  size_t digest_size = T::kMaxDigest;
  bool last_node = false;

  void compress(const uint8_t* block, bool last) {
    Word m[16], v[16];
    for (int i = 0; i < 16; ++i) m[i] = load<Word>(block + i * sizeof(Word));
    for (int i = 0; i < 8; ++i) v[i] = h[i], v[i + 8] = T::kIv[i];
    v[12] ^= t[0];
    v[13] ^= t[1];
    if (last) {
      v[14] = ~v[14];
      if (last_node) v[15] = ~v[15];
    }
    auto g = [&](int a, int b, int c, int d, Word x, Word y) {
      v[a] = v[a] + v[b] + x;
      v[d] = rotr<Word>(v[d] ^ v[a], T::kRot[0]);
      v[c] = v[c] + v[d];
      v[b] = rotr<Word>(v[b] ^ v[c], T::kRot[1]);
      v[a] = v[a] + v[b] + y;
      v[d] = rotr<Word>(v[d] ^ v[a], T::kRot[2]);
      v[c] = v[c] + v[d];
      v[b] = rotr<Word>(v[b] ^ v[c], T::kRot[3]);
    };
    for (size_t r = 0; r < T::kRounds; ++r) {
      const uint8_t* s = kSigma[r];
      g(0, 4, 8, 12, m[s[0]], m[s[1]]);
      g(1, 5, 9, 13, m[s[2]], m[s[3]]);
      g(2, 6, 10, 14, m[s[4]], m[s[5]]);
      g(3, 7, 11, 15, m[s[6]], m[s[7]]);
      g(0, 5, 10, 15, m[s[8]], m[s[9]]);
      g(1, 6, 11, 12, m[s[10]], m[s[11]]);
      g(2, 7, 8, 13, m[s[12]], m[s[13]]);
      g(3, 4, 9, 14, m[s[14]], m[s[15]]);
    }
    for (int i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  }

  void count(size_t n) {
    t[0] += static_cast<Word>(n);
    if (t[0] < static_cast<Word>(n)) ++t[1];
  }

  /// Buffers the last block: it is compressed with the final flag.
  void update(const uint8_t* p, size_t n) {
    while (n > 0) {
      if (buflen == T::kBlock) {
        count(T::kBlock);
        compress(buf.data(), false);
        buflen = 0;
      }
      size_t take = std::min(n, T::kBlock - buflen);
      std::memcpy(buf.data() + buflen, p, take);
      buflen += take;
      p += take;
      n -= take;
    }
  }

  std::string digest() const {
    Blake2State copy = *this;
    copy.count(copy.buflen);
    std::memset(copy.buf.data() + copy.buflen, 0, T::kBlock - copy.buflen);
    copy.compress(copy.buf.data(), true);
    std::string out;
    for (size_t i = 0; i < digest_size; ++i)
      out += static_cast<char>((copy.h[i / sizeof(Word)] >> (8 * (i % sizeof(Word)))) & 0xFF);
    return out;
  }
};

template <class Word> struct Blake2Object : Object {
  using Object::Object;
  Blake2State<Word> state;
};

std::string bytes_arg(const Value& v) {
  if (isinstance(v, type_str)) raise(exc_TypeError, "Strings must be encoded before hashing");
  std::string out;
  if (!buffer_bytes(v, &out))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
  return out;
}

/// A non-negative int parameter; CPython's "value must be positive".
uint64_t unsigned_arg(const Value& v) {
  mpz_class z = as_mpz(v);
  if (z < 0) raise(exc_ValueError, "value must be positive");
  if (z > mpz_class("18446744073709551615")) raise(exc_OverflowError, "int too big to convert");
  return z.get_ui();
}

template <class Word> Value construct(TypeObject* cls, CallArgs& a) {
  using T = Blake2Traits<Word>;
  const std::string fname = T::kName;
  if (a.args.size() > 1)
    raise(exc_TypeError, fname + "() takes at most 1 positional argument (" +
                             std::to_string(a.args.size()) + " given)");
  Value data = a.args.empty() ? Value() : a.args[0];
  int64_t digest_size = T::kMaxDigest, fanout = 1, depth = 1, node_depth = 0, inner_size = 0;
  uint64_t leaf_size = 0, node_offset = 0;
  std::string key, salt, person;
  bool last_node = false;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "digest_size")
      digest_size = index_value(v, "digest_size");
    else if (k == "key")
      key = bytes_arg(v);
    else if (k == "salt")
      salt = bytes_arg(v);
    else if (k == "person")
      person = bytes_arg(v);
    else if (k == "fanout")
      fanout = index_value(v, "fanout");
    else if (k == "depth")
      depth = index_value(v, "depth");
    else if (k == "leaf_size")
      leaf_size = unsigned_arg(v);
    else if (k == "node_offset")
      node_offset = unsigned_arg(v);
    else if (k == "node_depth")
      node_depth = index_value(v, "node_depth");
    else if (k == "inner_size")
      inner_size = index_value(v, "inner_size");
    else if (k == "last_node")
      last_node = truthy(v);
    else if (k != "usedforsecurity")
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + fname + "()");
  }
  std::string max = std::to_string(T::kMaxDigest);
  if (digest_size < 1 || digest_size > static_cast<int64_t>(T::kMaxDigest))
    raise(exc_ValueError, "digest_size must be between 1 and " + max + " bytes");
  if (salt.size() > T::kSalt)
    raise(exc_ValueError, "maximum salt length is " + std::to_string(T::kSalt) + " bytes");
  if (person.size() > T::kSalt)
    raise(exc_ValueError, "maximum person length is " + std::to_string(T::kSalt) + " bytes");
  if (fanout < 0 || fanout > 255) raise(exc_ValueError, "fanout must be between 0 and 255");
  if (depth <= 0 || depth > 255) raise(exc_ValueError, "depth must be between 1 and 255");
  if (leaf_size > 0xFFFFFFFFULL) raise(exc_OverflowError, "leaf_size is too large");
  if (node_offset > T::kMaxNodeOffset) raise(exc_OverflowError, "node_offset is too large");
  if (node_depth < 0 || node_depth > 255)
    raise(exc_ValueError, "node_depth must be between 0 and 255");
  if (inner_size < 0 || inner_size > static_cast<int64_t>(T::kMaxDigest))
    raise(exc_ValueError, "inner_size must be between 0 and is " + max);
  if (key.size() > T::kMaxKey)
    raise(exc_ValueError, "maximum key length is " + std::to_string(T::kMaxKey) + " bytes");

  // The parameter block (RFC 7693 section 2.5 and the BLAKE2 paper's tree
  // parameters), little-endian, XORed into the initialization vector.
  uint8_t param[8 * sizeof(Word)] = {};
  param[0] = static_cast<uint8_t>(digest_size);
  param[1] = static_cast<uint8_t>(key.size());
  param[2] = static_cast<uint8_t>(fanout);
  param[3] = static_cast<uint8_t>(depth);
  for (int i = 0; i < 4; ++i) param[4 + i] = static_cast<uint8_t>(leaf_size >> (8 * i));
  size_t offset_bytes = sizeof(Word) == 8 ? 8 : 6;
  for (size_t i = 0; i < offset_bytes; ++i)
    param[8 + i] = static_cast<uint8_t>(node_offset >> (8 * i));
  param[8 + offset_bytes] = static_cast<uint8_t>(node_depth);
  param[9 + offset_bytes] = static_cast<uint8_t>(inner_size);
  size_t salt_at = sizeof(Word) == 8 ? 32 : 16;
  std::memcpy(param + salt_at, salt.data(), salt.size());
  std::memcpy(param + salt_at + T::kSalt, person.data(), person.size());

  auto obj = make<Blake2Object<Word>>(cls);
  Blake2State<Word>& s = obj->state;
  for (int i = 0; i < 8; ++i) s.h[i] = T::kIv[i] ^ load<Word>(param + i * sizeof(Word));
  s.digest_size = static_cast<size_t>(digest_size);
  s.last_node = last_node;
  if (!key.empty()) {
    uint8_t block[T::kBlock] = {};
    std::memcpy(block, key.data(), key.size());
    s.update(block, T::kBlock);
  }
  if (data) {
    std::string bytes = bytes_arg(data);
    s.update(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  return obj;
}

template <class Word> TypeObject* blake2_type() {
  using T = Blake2Traits<Word>;
  static TypeObject* t = [] {
    static const std::string qualified = std::string("_blake2.") + T::kName;
    TypeObject* b = new_native_type(qualified.c_str());
    b->construct = construct<Word>;
    auto self = [](const CallArgs& a, const char* name) {
      if (a.args.empty() || !isinstance(a.args[0], blake2_type<Word>()))
        raise(exc_TypeError, std::string("descriptor '") + name + "' requires a '_blake2." +
                                 T::kName + "' object");
      return a.args[0].as<Blake2Object<Word>>();
    };
    auto method = [b](const char* name, NativeFn f) {
      b->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
    };
    method("update", [self](CallArgs& a) -> Value {
      auto* o = self(a, "update");
      if (a.args.size() != 2)
        raise(exc_TypeError, "update() takes exactly one argument (" +
                                 std::to_string(a.args.size() - 1) + " given)");
      std::string bytes = bytes_arg(a.args[1]);
      o->state.update(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
      return none();
    });
    method("digest", [self](CallArgs& a) -> Value {
      return make<BytesObject>(self(a, "digest")->state.digest());
    });
    method("hexdigest", [self](CallArgs& a) -> Value {
      return py_str(hex_of(self(a, "hexdigest")->state.digest()));
    });
    method("copy", [self](CallArgs& a) -> Value {
      auto* o = self(a, "copy");
      auto c = make<Blake2Object<Word>>(o->type);
      c->state = o->state;
      return c;
    });
    native_member(b, "name", [](CallArgs&) { return py_str(T::kName); });
    native_member(b, "digest_size", [](CallArgs& a) {
      return py_int(static_cast<int64_t>(a.args.at(0).as<Blake2Object<Word>>()->state.digest_size));
    });
    native_member(b, "block_size",
                  [](CallArgs&) { return py_int(static_cast<int64_t>(T::kBlock)); });
    b->dict->set_str("SALT_SIZE", py_int(static_cast<int64_t>(T::kSalt)));
    b->dict->set_str("PERSON_SIZE", py_int(static_cast<int64_t>(T::kSalt)));
    b->dict->set_str("MAX_KEY_SIZE", py_int(static_cast<int64_t>(T::kMaxKey)));
    b->dict->set_str("MAX_DIGEST_SIZE", py_int(static_cast<int64_t>(T::kMaxDigest)));
    return b;
  }();
  return t;
}

} // namespace

Value blake2_module() {
  auto mod = make<ModuleObject>("_blake2");
  ModuleObject* m = mod.get();
  m->dict->set_str("blake2b", Value(blake2_type<uint64_t>()));
  m->dict->set_str("blake2s", Value(blake2_type<uint32_t>()));
  for (auto [prefix, salt, key, digest] :
       {std::tuple{"BLAKE2B_", 16, 64, 64}, std::tuple{"BLAKE2S_", 8, 32, 32}}) {
    std::string p = prefix;
    m->dict->set_str(p + "SALT_SIZE", py_int(salt));
    m->dict->set_str(p + "PERSON_SIZE", py_int(salt));
    m->dict->set_str(p + "MAX_KEY_SIZE", py_int(key));
    m->dict->set_str(p + "MAX_DIGEST_SIZE", py_int(digest));
  }
  m->dict->set_str("_GIL_MINSIZE", py_int(2048));
  return mod;
}

} // namespace hyexec::interp
