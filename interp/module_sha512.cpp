// _sha512: CPython's own SHA-384 and SHA-512 (Modules/sha512module.c; FIPS
// 180-4), which a CPython built with them has beside OpenSSL's. random
// imports it to seed from str and bytes; without it random falls back to
// hashlib, whose import opens OpenSSL's libcrypto (3.4 MB of the resident
// set) in every program that imports random.
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

constexpr uint64_t kRound[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL};

/// The two variants: name, digest size and initial hash value.
struct Variant {
  const char* name;
  const char* qualified;
  size_t digest_size;
  uint64_t initial[8];
};
constexpr Variant kSha512 = {"sha512",
                             "_sha512.sha512",
                             64,
                             {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                              0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                              0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL}};
constexpr Variant kSha384 = {"sha384",
                             "_sha512.sha384",
                             48,
                             {0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL,
                              0x152fecd8f70e5939ULL, 0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
                              0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL}};
constexpr size_t kBlock = 128;

uint64_t rotr(uint64_t x, int n) {
  return (x >> n) | (x << (64 - n));
}

/// The running state of one hash: the chaining value, the bytes not yet
/// compressed and the message length (under 2**64 bytes, so the high half
/// of the 128-bit bit count is the top bits of `length`).
struct Sha512State {
  std::array<uint64_t, 8> h{};
  std::array<uint8_t, kBlock> buf{};
  size_t buflen = 0;
  uint64_t length = 0;

  void compress(const uint8_t* block) {
    uint64_t w[80];
    for (int i = 0; i < 16; ++i) {
      w[i] = 0;
      for (int j = 0; j < 8; ++j) w[i] = (w[i] << 8) | block[i * 8 + j];
    }
    for (int i = 16; i < 80; ++i) {
      uint64_t s0 = rotr(w[i - 15], 1) ^ rotr(w[i - 15], 8) ^ (w[i - 15] >> 7);
      uint64_t s1 = rotr(w[i - 2], 19) ^ rotr(w[i - 2], 61) ^ (w[i - 2] >> 6);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint64_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (int i = 0; i < 80; ++i) {
      uint64_t t1 =
          k + (rotr(e, 14) ^ rotr(e, 18) ^ rotr(e, 41)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
      uint64_t t2 = (rotr(a, 28) ^ rotr(a, 34) ^ rotr(a, 39)) + ((a & b) ^ (a & c) ^ (b & c));
      k = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
  }

  void update(const uint8_t* p, size_t n) {
    length += n;
    while (n > 0) {
      size_t take = std::min(n, kBlock - buflen);
      std::memcpy(buf.data() + buflen, p, take);
      buflen += take, p += take, n -= take;
      if (buflen == kBlock) {
        compress(buf.data());
        buflen = 0;
      }
    }
  }

  std::string digest(size_t size) const {
    Sha512State s = *this;
    uint64_t bits = length << 3;
    uint8_t pad[kBlock + 16] = {0x80};
    size_t fill = (buflen < 112 ? 112 : 240) - buflen;
    s.update(pad, fill);
    uint8_t count[16] = {};
    for (int i = 0; i < 8; ++i) count[15 - i] = static_cast<uint8_t>(bits >> (8 * i));
    count[7] = static_cast<uint8_t>(length >> 61);
    s.update(count, 16);
    std::string out;
    for (size_t i = 0; i < size; ++i) out += static_cast<char>(s.h[i / 8] >> (56 - 8 * (i % 8)));
    return out;
  }
};

struct Sha512Object : Object {
  using Object::Object;
  const Variant* variant = nullptr;
  Sha512State state;
};

/// CPython's GET_BUFFER_VIEW_OR_ERROUT: str refused by name, any other
/// object without the buffer protocol by the protocol.
std::string hash_bytes(const Value& v) {
  if (isinstance(v, type_str)) raise(exc_TypeError, "Strings must be encoded before hashing");
  std::string out;
  if (!buffer_bytes(v, &out)) raise(exc_TypeError, "object supporting the buffer API required");
  return out;
}

void feed(Sha512Object* o, const Value& data) {
  std::string bytes = hash_bytes(data);
  o->state.update(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

TypeObject* sha_type(const Variant& v);

/// sha512(string=b'', *, usedforsecurity=True), sha384 alike.
Value new_hash(const Variant& v, CallArgs& a) {
  const std::string fname = v.name;
  if (a.args.size() > 1)
    raise(exc_TypeError, fname + "() takes at most 1 positional argument (" +
                             std::to_string(a.args.size()) + " given)");
  Value data = a.args.empty() ? Value() : a.args[0];
  for (const auto& [k, val] : a.kwargs) {
    if (k == "string" && !data)
      data = val;
    else if (k == "string")
      raise(exc_TypeError,
            "argument for " + fname + "() given by name ('string') and position (1)");
    else if (k != "usedforsecurity")
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + fname + "()");
  }
  auto obj = make<Sha512Object>(sha_type(v));
  obj->variant = &v;
  std::copy(std::begin(v.initial), std::end(v.initial), obj->state.h.begin());
  if (data) feed(obj.get(), data);
  return obj;
}

TypeObject* make_sha_type(const Variant& v) {
  TypeObject* t = new_native_type(v.qualified);
  const Variant* var = &v;
  t->construct = [](TypeObject* cls, CallArgs&) -> Value {
    raise(exc_TypeError, "cannot create '_sha512." + cls->name + "' instances");
  };
  auto self = [var, t](const CallArgs& a, const char* method) {
    if (a.args.empty() || !isinstance(a.args[0], t))
      raise(exc_TypeError, std::string("descriptor '") + method + "' for '_sha512." + var->name +
                               "' objects doesn't apply to a '" +
                               (a.args.empty() ? std::string("nothing") : type_name(a.args[0])) +
                               "' object");
    return a.args[0].as<Sha512Object>();
  };
  auto method = [t](const char* name, NativeFn f) {
    t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  method("update", [self, var](CallArgs& a) -> Value {
    auto* o = self(a, "update");
    if (a.args.size() != 2)
      raise(exc_TypeError, std::string(var->name) + ".update() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    feed(o, a.args[1]);
    return none();
  });
  method("digest", [self](CallArgs& a) -> Value {
    auto* o = self(a, "digest");
    return make<BytesObject>(o->state.digest(o->variant->digest_size));
  });
  method("hexdigest", [self](CallArgs& a) -> Value {
    auto* o = self(a, "hexdigest");
    return py_str(hex_of(o->state.digest(o->variant->digest_size)));
  });
  method("copy", [self](CallArgs& a) -> Value {
    auto* o = self(a, "copy");
    auto c = make<Sha512Object>(o->type);
    c->variant = o->variant;
    c->state = o->state;
    return c;
  });
  native_member(t, "name", [var](CallArgs&) { return py_str(var->name); });
  native_member(t, "digest_size",
                [var](CallArgs&) { return py_int(static_cast<int64_t>(var->digest_size)); });
  native_member(t, "block_size", [](CallArgs&) { return py_int(static_cast<int64_t>(kBlock)); });
  return t;
}

TypeObject* sha_type(const Variant& v) {
  static TypeObject* t512 = make_sha_type(kSha512);
  static TypeObject* t384 = make_sha_type(kSha384);
  return &v == &kSha512 ? t512 : t384;
}

} // namespace

Value sha512_module() {
  auto mod = make<ModuleObject>("_sha512");
  ModuleObject* m = mod.get();
  add_function(m, "sha512", [](CallArgs& a) { return new_hash(kSha512, a); });
  add_function(m, "sha384", [](CallArgs& a) { return new_hash(kSha384, a); });
  // CPython 3.11 adds both types under this one name, the second (sha512)
  // replacing the first.
  m->dict->set_str("SHA384Type", Value(sha_type(kSha512)));
  return mod;
}

} // namespace hyexec::interp
