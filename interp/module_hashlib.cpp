// _hashlib over Debian's OpenSSL, as CPython's Modules/_hashopenssl.c:
// HASH objects (update, digest, hexdigest, copy, name, digest_size,
// block_size) and HASHXOF (the SHAKEs: digest(length)), new() and the
// openssl_<name> constructors, pbkdf2_hmac, scrypt, HMAC (hmac_new,
// hmac_digest), compare_digest, with CPython's names and messages.
// CPython's own hashlib.py and hmac.py run over it. libcrypto is opened when
// first used (cfg/shared_library.h), not at every hyexec start.
#include "cfg/shared_library.h"
#include "interp/builtins_util.h"
#include "interp/errors.h"
#include "interp/hex_digits.h"
#include "interp/memoryview.h"
#include "interp/native_type.h"
#include "interp/protocol.h"

// CPython 3.11 keeps OpenSSL's HMAC_CTX, deprecated since OpenSSL 3.0.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <cctype>
#include <climits>
#include <cstdio>

namespace hyexec::interp {

namespace {

/// The libcrypto functions _hashlib calls, bound when first needed.
struct Crypto {
  SharedLibrary lib{"libcrypto.so.3"};
  HYEXEC_LIBRARY_FUNCTION(CRYPTO_memcmp);
  HYEXEC_LIBRARY_FUNCTION(EVP_DigestFinalXOF);
  HYEXEC_LIBRARY_FUNCTION(EVP_DigestFinal_ex);
  HYEXEC_LIBRARY_FUNCTION(EVP_DigestInit_ex);
  HYEXEC_LIBRARY_FUNCTION(EVP_DigestUpdate);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_CTX_copy_ex);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_CTX_free);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_CTX_get0_md);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_CTX_new);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_get_block_size);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_get_flags);
  HYEXEC_LIBRARY_FUNCTION(EVP_MD_get_size);
  HYEXEC_LIBRARY_FUNCTION(EVP_PBE_scrypt);
  HYEXEC_LIBRARY_FUNCTION(EVP_get_digestbyname);
  HYEXEC_LIBRARY_FUNCTION(HMAC);
  HYEXEC_LIBRARY_FUNCTION(HMAC_CTX_copy);
  HYEXEC_LIBRARY_FUNCTION(HMAC_CTX_free);
  HYEXEC_LIBRARY_FUNCTION(HMAC_CTX_get_md);
  HYEXEC_LIBRARY_FUNCTION(HMAC_CTX_new);
  HYEXEC_LIBRARY_FUNCTION(HMAC_Final);
  HYEXEC_LIBRARY_FUNCTION(HMAC_Init_ex);
  HYEXEC_LIBRARY_FUNCTION(HMAC_Update);
  HYEXEC_LIBRARY_FUNCTION(PKCS5_PBKDF2_HMAC);
};

/// libcrypto, loaded once; hashing without it is unsupported (named).
const Crypto& crypto() {
  try {
    static const Crypto c;
    return c;
  } catch (const SharedLibraryError& e) {
    throw Unsupported{std::string("_hashlib without OpenSSL's libcrypto: ") + e.what()};
  }
}

/// Python's names of the digests and OpenSSL's (CPython's py_hashes table).
struct DigestName {
  const char* py;
  const char* ossl;
};
constexpr DigestName kDigests[] = {{"md5", "MD5"},
                                   {"sha1", "SHA1"},
                                   {"sha224", "SHA224"},
                                   {"sha256", "SHA256"},
                                   {"sha384", "SHA384"},
                                   {"sha512", "SHA512"},
                                   {"sha512_224", "SHA512-224"},
                                   {"sha512_256", "SHA512-256"},
                                   {"sha3_224", "SHA3-224"},
                                   {"sha3_256", "SHA3-256"},
                                   {"sha3_384", "SHA3-384"},
                                   {"sha3_512", "SHA3-512"},
                                   {"shake_128", "SHAKE128"},
                                   {"shake_256", "SHAKE256"},
                                   {"blake2b", "BLAKE2B512"},
                                   {"blake2s", "BLAKE2S256"},
                                   {"md5-sha1", "MD5-SHA1"},
                                   {"sm3", "SM3"},
                                   {"ripemd160", "RIPEMD160"}};

/// A digest by Python's name or OpenSSL's (any case); null when unknown.
const EVP_MD* digest_by_name(const std::string& name, std::string* py_name) {
  std::string lower;
  for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const auto& d : kDigests) {
    std::string ossl;
    for (const char* c = d.ossl; *c; ++c)
      ossl += static_cast<char>(std::tolower(static_cast<unsigned char>(*c)));
    if (lower == d.py || lower == ossl) {
      *py_name = d.py;
      return crypto().EVP_get_digestbyname(d.ossl);
    }
  }
  return nullptr;
}

struct HashObject : Object {
  using Object::Object;
  ~HashObject() override { crypto().EVP_MD_CTX_free(ctx); }
  EVP_MD_CTX* ctx = nullptr;
  std::string name;
};

struct HmacObject : Object {
  using Object::Object;
  ~HmacObject() override { crypto().HMAC_CTX_free(ctx); }
  HMAC_CTX* ctx = nullptr;
  std::string name;
};

TypeObject* hash_type();
TypeObject* hashxof_type();
TypeObject* hmac_type();

TypeObject* unsupported_digestmod_error() {
  static TypeObject* t = [] {
    TypeObject* e = new_exception_type("UnsupportedDigestmodError", exc_ValueError);
    e->dict->set_str("__module__", py_str("_hashlib"));
    return e;
  }();
  return t;
}

[[noreturn]] void openssl_fail() {
  raise(exc_ValueError, "OpenSSL failure");
}

/// The bytes of data to hash: CPython refuses str ("Strings must be encoded").
std::string hash_data(const Value& v) {
  if (isinstance(v, type_str)) raise(exc_TypeError, "Strings must be encoded before hashing");
  std::string out;
  if (!buffer_bytes(v, &out)) raise(exc_TypeError, "object supporting the buffer API required");
  return out;
}

template <class T> T* self_as(const CallArgs& a, TypeObject* t, const char* name) {
  if (a.args.empty() || !isinstance(a.args[0], t))
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' requires a '_hashlib." + t->name + "' object");
  return a.args[0].as<T>();
}

bool is_xof(const EVP_MD* md) {
  return (crypto().EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) != 0;
}

Value new_hash(const EVP_MD* md, const std::string& name, const Value& data) {
  auto h = make<HashObject>(is_xof(md) ? hashxof_type() : hash_type());
  h->name = name;
  h->ctx = crypto().EVP_MD_CTX_new();
  if (!h->ctx || !crypto().EVP_DigestInit_ex(h->ctx, md, nullptr)) openssl_fail();
  if (data) {
    std::string bytes = hash_data(data);
    if (!crypto().EVP_DigestUpdate(h->ctx, bytes.data(), bytes.size())) openssl_fail();
  }
  return h;
}

/// The data argument of new() / openssl_<name>(): positional, or `string`
/// by keyword; `usedforsecurity` is accepted and ignored (no FIPS mode).
Value data_arg(const CallArgs& a, size_t pos, const std::string& fname) {
  Value data = a.args.size() > pos ? a.args[pos] : Value();
  if (a.args.size() > pos + 1)
    raise(exc_TypeError, fname + "() takes at most " + std::to_string(pos + 1) +
                             " positional argument" + (pos ? "s" : "") + " (" +
                             std::to_string(a.args.size()) + " given)");
  for (const auto& [k, v] : a.kwargs) {
    if (k == "string") {
      if (data)
        raise(exc_TypeError, "argument for " + fname +
                                 "() given by name ('string') and position (" +
                                 std::to_string(pos + 1) + ")");
      data = v;
    } else if (k != "usedforsecurity") {
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for " + fname + "()");
    }
  }
  return data;
}

/// The digest of a copy of the running context (digest() leaves the object usable).
std::string final_digest(const HashObject* h, size_t xof_length) {
  EVP_MD_CTX* copy = crypto().EVP_MD_CTX_new();
  if (!copy || !crypto().EVP_MD_CTX_copy_ex(copy, h->ctx)) {
    crypto().EVP_MD_CTX_free(copy);
    openssl_fail();
  }
  std::string out;
  bool ok;
  if (xof_length != SIZE_MAX) {
    out.resize(xof_length);
    ok = xof_length == 0 || crypto().EVP_DigestFinalXOF(
                                copy, reinterpret_cast<unsigned char*>(out.data()), xof_length);
  } else {
    unsigned char buf[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    ok = crypto().EVP_DigestFinal_ex(copy, buf, &n);
    out.assign(reinterpret_cast<char*>(buf), n);
  }
  crypto().EVP_MD_CTX_free(copy);
  if (!ok) openssl_fail();
  return out;
}

/// The length argument of HASHXOF.digest / hexdigest.
size_t xof_length(const CallArgs& a, const char* fname) {
  Value v = a.args.size() > 1 ? a.args[1] : Value();
  for (const auto& [k, val] : a.kwargs)
    if (k == "length") v = val;
  if (!v)
    raise(exc_TypeError, std::string(fname) + "() missing required argument 'length' (pos 1)");
  int64_t n = index_value(v, "length");
  if (n < 0) raise(exc_ValueError, "length must be non-negative"); // CPython: a MemoryError
  return static_cast<size_t>(n);
}

void add_method(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

void refuse_instances(TypeObject* t) {
  t->construct = [](TypeObject* cls, CallArgs&) -> Value {
    raise(exc_TypeError, "cannot create '_hashlib." + cls->name + "' instances");
  };
}

/// repr() reads a builtin type's own __repr__: both types have it.
void add_repr(TypeObject* t) {
  add_method(t, "__repr__", [](CallArgs& a) -> Value {
    auto* h = self_as<HashObject>(a, hash_type(), "__repr__");
    char addr[32];
    std::snprintf(addr, sizeof addr, "%p", static_cast<void*>(h));
    return py_str("<" + h->name + " _hashlib." + h->type->name + " object @ " + addr + ">");
  });
}

void add_hash_members(TypeObject* t) {
  add_method(t, "update", [](CallArgs& a) -> Value {
    auto* h = self_as<HashObject>(a, hash_type(), "update");
    if (a.args.size() != 2)
      raise(exc_TypeError, "update() takes exactly one argument (" +
                               std::to_string(a.args.size() - 1) + " given)");
    std::string bytes = hash_data(a.args[1]);
    if (!crypto().EVP_DigestUpdate(h->ctx, bytes.data(), bytes.size())) openssl_fail();
    return none();
  });
  add_method(t, "copy", [](CallArgs& a) -> Value {
    auto* h = self_as<HashObject>(a, hash_type(), "copy");
    auto c = make<HashObject>(h->type);
    c->name = h->name;
    c->ctx = crypto().EVP_MD_CTX_new();
    if (!c->ctx || !crypto().EVP_MD_CTX_copy_ex(c->ctx, h->ctx)) openssl_fail();
    return c;
  });
  native_member(t, "name", [](CallArgs& a) { return py_str(a.args.at(0).as<HashObject>()->name); });
  native_member(t, "digest_size", [](CallArgs& a) {
    const auto* h = a.args.at(0).as<HashObject>();
    const EVP_MD* md = crypto().EVP_MD_CTX_get0_md(h->ctx);
    return py_int(is_xof(md) ? 0 : crypto().EVP_MD_get_size(md));
  });
  native_member(t, "block_size", [](CallArgs& a) {
    return py_int(crypto().EVP_MD_get_block_size(
        crypto().EVP_MD_CTX_get0_md(a.args.at(0).as<HashObject>()->ctx)));
  });
}

TypeObject* hash_type() {
  static TypeObject* t = [] {
    TypeObject* h = new_native_type("_hashlib.HASH");
    refuse_instances(h);
    add_hash_members(h);
    add_repr(h);
    add_method(h, "digest", [](CallArgs& a) -> Value {
      auto* self = self_as<HashObject>(a, hash_type(), "digest");
      return make<BytesObject>(final_digest(self, SIZE_MAX));
    });
    add_method(h, "hexdigest", [](CallArgs& a) -> Value {
      std::string d = final_digest(self_as<HashObject>(a, hash_type(), "hexdigest"), SIZE_MAX);
      return py_str(hex_of(d));
    });
    return h;
  }();
  return t;
}

TypeObject* hashxof_type() {
  static TypeObject* t = [] {
    TypeObject* h = new_native_type("_hashlib.HASHXOF", hash_type());
    refuse_instances(h);
    add_repr(h);
    add_method(h, "digest", [](CallArgs& a) -> Value {
      auto* self = self_as<HashObject>(a, hashxof_type(), "digest");
      return make<BytesObject>(final_digest(self, xof_length(a, "digest")));
    });
    add_method(h, "hexdigest", [](CallArgs& a) -> Value {
      auto* self = self_as<HashObject>(a, hashxof_type(), "hexdigest");
      std::string d = final_digest(self, xof_length(a, "hexdigest"));
      return py_str(hex_of(d));
    });
    return h;
  }();
  return t;
}

Value hash_new(CallArgs& a) {
  Value name_v = a.args.empty() ? Value() : a.args[0];
  CallArgs rest;
  for (size_t i = 1; i < a.args.size(); ++i) rest.args.push_back(a.args[i]);
  for (const auto& [k, v] : a.kwargs) {
    if (k == "name")
      name_v = v;
    else
      rest.kwargs.emplace_back(k, v);
  }
  if (!name_v) raise(exc_TypeError, "new() missing required argument 'name' (pos 1)");
  std::string name = expect_str(name_v, "new() argument 'name' must be str, not ");
  Value data = data_arg(rest, 0, "new");
  std::string py_name;
  const EVP_MD* md = digest_by_name(name, &py_name);
  if (!md) raise(unsupported_digestmod_error(), "unsupported hash type " + name);
  return new_hash(md, py_name, data);
}

/// The digest hmac and pbkdf2 name: a str, or a constructor of _hashlib
/// (openssl_sha256); UnsupportedDigestmodError otherwise.
const EVP_MD* digestmod(const Value& v, std::string* py_name) {
  std::string name;
  if (is_type(v, type_str)) {
    name = v.as<StrObject>()->value;
  } else if (is_type(v, type_builtin_function)) {
    name = v.as<BuiltinFunctionObject>()->name;
    if (name.rfind("openssl_", 0) == 0) name = name.substr(8);
  } else {
    raise(unsupported_digestmod_error(), "Unsupported digestmod " + repr(v));
  }
  const EVP_MD* md = digest_by_name(name, py_name);
  if (!md) raise(unsupported_digestmod_error(), "unsupported hash type " + name);
  return md;
}

Value pbkdf2_hmac(CallArgs& a) {
  static const char* names[] = {"hash_name", "password", "salt", "iterations", "dklen"};
  Value args[5];
  for (size_t i = 0; i < a.args.size() && i < 5; ++i) args[i] = a.args[i];
  for (const auto& [k, v] : a.kwargs)
    for (size_t i = 0; i < 5; ++i)
      if (k == names[i]) args[i] = v;
  for (size_t i = 0; i < 4; ++i)
    if (!args[i])
      raise(exc_TypeError, std::string("pbkdf2_hmac() missing required argument '") + names[i] +
                               "' (pos " + std::to_string(i + 1) + ")");
  std::string name = expect_str(args[0], "pbkdf2_hmac() argument 'hash_name' must be str, not ");
  std::string password, salt;
  if (!buffer_bytes(args[1], &password))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(args[1]) + "'");
  if (!buffer_bytes(args[2], &salt))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(args[2]) + "'");
  int64_t iterations = index_value(args[3], "iterations");
  if (iterations < 1) raise(exc_ValueError, "iteration value must be greater than 0.");
  if (iterations > INT32_MAX) raise(exc_OverflowError, "iteration value is too great.");
  std::string py_name;
  const EVP_MD* md = digest_by_name(name, &py_name);
  if (!md) raise(unsupported_digestmod_error(), "unsupported hash type " + name);
  int64_t dklen = crypto().EVP_MD_get_size(md);
  if (args[4] && !is_none(args[4])) {
    dklen = index_value(args[4], "dklen");
    if (dklen < 1) raise(exc_ValueError, "key length must be greater than 0.");
    if (dklen > INT32_MAX) raise(exc_OverflowError, "key length is too great.");
  }
  std::string out(static_cast<size_t>(dklen), '\0');
  if (!crypto().PKCS5_PBKDF2_HMAC(password.data(), static_cast<int>(password.size()),
                                  reinterpret_cast<const unsigned char*>(salt.data()),
                                  static_cast<int>(salt.size()), static_cast<int>(iterations), md,
                                  static_cast<int>(dklen),
                                  reinterpret_cast<unsigned char*>(out.data())))
    openssl_fail();
  return make<BytesObject>(std::move(out));
}

Value scrypt(CallArgs& a) {
  if (a.args.size() > 1)
    raise(exc_TypeError, "scrypt() takes exactly 1 positional argument (" +
                             std::to_string(a.args.size()) + " given)");
  Value password = a.args.empty() ? Value() : a.args[0], salt, n, r, p, maxmem, dklen;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "password")
      password = v;
    else if (k == "salt")
      salt = v;
    else if (k == "n")
      n = v;
    else if (k == "r")
      r = v;
    else if (k == "p")
      p = v;
    else if (k == "maxmem")
      maxmem = v;
    else if (k == "dklen")
      dklen = v;
    else
      raise(exc_TypeError, "'" + k + "' is an invalid keyword argument for scrypt()");
  }
  if (!password) raise(exc_TypeError, "scrypt() missing required argument 'password' (pos 1)");
  if (!salt) raise(exc_TypeError, "salt is required");
  if (!n || is_none(n)) raise(exc_TypeError, "n is required and must be an unsigned int");
  if (!r || is_none(r)) raise(exc_TypeError, "r is required and must be an unsigned int");
  if (!p || is_none(p)) raise(exc_TypeError, "p is required and must be an unsigned int");
  std::string pw, sa;
  if (!buffer_bytes(password, &pw))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(password) + "'");
  if (!buffer_bytes(salt, &sa))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(salt) + "'");
  int64_t nv = index_value(n, "n"), rv = index_value(r, "r"), pv = index_value(p, "p");
  int64_t mem = maxmem ? index_value(maxmem, "maxmem") : 0;
  int64_t len = dklen ? index_value(dklen, "dklen") : 64;
  if (nv < 2 || (nv & (nv - 1))) raise(exc_ValueError, "n must be a power of 2.");
  if (mem < 0 || mem > INT32_MAX)
    raise(exc_ValueError, "maxmem must be positive and smaller than " + std::to_string(INT32_MAX));
  if (len < 1 || len > INT32_MAX)
    raise(exc_ValueError,
          "dklen must be greater than 0 and smaller than " + std::to_string(INT32_MAX));
  std::string out(static_cast<size_t>(len), '\0');
  if (!crypto().EVP_PBE_scrypt(
          pw.data(), pw.size(), reinterpret_cast<const unsigned char*>(sa.data()), sa.size(),
          static_cast<uint64_t>(nv), static_cast<uint64_t>(rv), static_cast<uint64_t>(pv),
          static_cast<uint64_t>(mem), reinterpret_cast<unsigned char*>(out.data()), out.size()))
    raise(exc_ValueError, "Invalid parameter combination for n, r, p, maxmem.");
  return make<BytesObject>(std::move(out));
}

std::string hmac_digest_of(const HmacObject* h) {
  HMAC_CTX* copy = crypto().HMAC_CTX_new();
  unsigned char buf[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  bool ok = copy && crypto().HMAC_CTX_copy(copy, h->ctx) && crypto().HMAC_Final(copy, buf, &n);
  crypto().HMAC_CTX_free(copy);
  if (!ok) openssl_fail();
  return std::string(reinterpret_cast<char*>(buf), n);
}

TypeObject* hmac_type() {
  static TypeObject* t = [] {
    TypeObject* h = new_native_type("_hashlib.HMAC");
    refuse_instances(h);
    add_method(h, "update", [](CallArgs& a) -> Value {
      auto* self = self_as<HmacObject>(a, hmac_type(), "update");
      Value msg = a.args.size() > 1 ? a.args[1] : Value();
      for (const auto& [k, v] : a.kwargs)
        if (k == "msg") msg = v;
      if (!msg) raise(exc_TypeError, "update() missing required argument 'msg' (pos 1)");
      std::string bytes = hash_data(msg);
      if (!crypto().HMAC_Update(self->ctx, reinterpret_cast<const unsigned char*>(bytes.data()),
                                bytes.size()))
        openssl_fail();
      return none();
    });
    add_method(h, "copy", [](CallArgs& a) -> Value {
      auto* self = self_as<HmacObject>(a, hmac_type(), "copy");
      auto c = make<HmacObject>(hmac_type());
      c->name = self->name;
      c->ctx = crypto().HMAC_CTX_new();
      if (!c->ctx || !crypto().HMAC_CTX_copy(c->ctx, self->ctx)) openssl_fail();
      return c;
    });
    add_method(h, "digest", [](CallArgs& a) -> Value {
      return make<BytesObject>(hmac_digest_of(self_as<HmacObject>(a, hmac_type(), "digest")));
    });
    add_method(h, "hexdigest", [](CallArgs& a) -> Value {
      std::string d = hmac_digest_of(self_as<HmacObject>(a, hmac_type(), "hexdigest"));
      return py_str(hex_of(d));
    });
    add_method(h, "__repr__", [](CallArgs& a) -> Value {
      auto* self = self_as<HmacObject>(a, hmac_type(), "__repr__");
      char addr[32];
      std::snprintf(addr, sizeof addr, "%p", static_cast<void*>(self));
      return py_str("<" + self->name + " HMAC object @ " + addr + ">");
    });
    native_member(h, "name", [](CallArgs& a) {
      return py_str("hmac-" + a.args.at(0).as<HmacObject>()->name);
    });
    native_member(h, "digest_size", [](CallArgs& a) {
      return py_int(
          crypto().EVP_MD_get_size(crypto().HMAC_CTX_get_md(a.args.at(0).as<HmacObject>()->ctx)));
    });
    native_member(h, "block_size", [](CallArgs& a) {
      return py_int(crypto().EVP_MD_get_block_size(
          crypto().HMAC_CTX_get_md(a.args.at(0).as<HmacObject>()->ctx)));
    });
    return h;
  }();
  return t;
}

/// The key, msg and digestmod of hmac_new / hmac_digest.
void hmac_args(const CallArgs& a, const char* fname, std::string* key, Value* msg,
               Value* digestmod_v) {
  Value k = a.args.size() > 0 ? a.args[0] : Value();
  *msg = a.args.size() > 1 ? a.args[1] : Value();
  *digestmod_v = a.args.size() > 2 ? a.args[2] : Value();
  for (const auto& [name, v] : a.kwargs) {
    if (name == "key")
      k = v;
    else if (name == "msg")
      *msg = v;
    else if (name == "digestmod" || name == "digest")
      *digestmod_v = v;
    else
      raise(exc_TypeError, "'" + name + "' is an invalid keyword argument for " + fname + "()");
  }
  if (!k) raise(exc_TypeError, std::string(fname) + "() missing required argument 'key' (pos 1)");
  if (!buffer_bytes(k, key))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(k) + "'");
  if (!*digestmod_v || is_none(*digestmod_v))
    raise(exc_TypeError, "Missing required parameter 'digestmod'.");
}

Value hmac_new(CallArgs& a) {
  std::string key, py_name;
  Value msg, dm;
  hmac_args(a, "hmac_new", &key, &msg, &dm);
  const EVP_MD* md = digestmod(dm, &py_name);
  auto h = make<HmacObject>(hmac_type());
  h->name = py_name;
  h->ctx = crypto().HMAC_CTX_new();
  if (!h->ctx ||
      !crypto().HMAC_Init_ex(h->ctx, key.data(), static_cast<int>(key.size()), md, nullptr))
    openssl_fail();
  if (msg && !is_none(msg)) {
    std::string bytes = hash_data(msg);
    if (!crypto().HMAC_Update(h->ctx, reinterpret_cast<const unsigned char*>(bytes.data()),
                              bytes.size()))
      openssl_fail();
  }
  return h;
}

Value hmac_digest(CallArgs& a) {
  std::string key, py_name;
  Value msg, dm;
  hmac_args(a, "hmac_digest", &key, &msg, &dm);
  const EVP_MD* md = digestmod(dm, &py_name);
  std::string bytes = msg ? hash_data(msg) : std::string();
  unsigned char buf[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  if (!crypto().HMAC(md, key.data(), static_cast<int>(key.size()),
                     reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), buf, &n))
    openssl_fail();
  return make<BytesObject>(std::string(reinterpret_cast<char*>(buf), n));
}

Value compare_digest(CallArgs& a) {
  arity(a, "compare_digest", 2, 2);
  const Value &x = a.args[0], &y = a.args[1];
  std::string bx, by;
  if (isinstance(x, type_str) && isinstance(y, type_str)) {
    if (!x.as<StrObject>()->ascii || !y.as<StrObject>()->ascii)
      raise(exc_TypeError, "comparing strings with non-ASCII characters is not supported");
    bx = x.as<StrObject>()->value;
    by = y.as<StrObject>()->value;
  } else if (isinstance(x, type_str) || isinstance(y, type_str) || !buffer_bytes(x, &bx) ||
             !buffer_bytes(y, &by)) {
    raise(exc_TypeError, "unsupported operand types(s) or combination of types: '" + type_name(x) +
                             "' and '" + type_name(y) + "'");
  }
  return py_bool(bx.size() == by.size() &&
                 crypto().CRYPTO_memcmp(bx.data(), by.data(), bx.size()) == 0);
}

} // namespace

Value hashlib_module() {
  auto mod = make<ModuleObject>("_hashlib");
  ModuleObject* m = mod.get();
  m->dict->set_str("HASH", Value(hash_type()));
  m->dict->set_str("HASHXOF", Value(hashxof_type()));
  m->dict->set_str("HMAC", Value(hmac_type()));
  m->dict->set_str("UnsupportedDigestmodError", Value(unsupported_digestmod_error()));
  add_function(m, "new", hash_new);
  auto names = make<SetObject>(type_frozenset);
  auto constructors = make<DictObject>();
  for (const auto& d : kDigests) {
    if (!crypto().EVP_get_digestbyname(d.ossl)) continue;
    names->table.set(py_str(d.py));
    std::string py = d.py;
    if (py == "md5-sha1" || py == "sm3" || py == "ripemd160" || py == "blake2b" ||
        py == "blake2s" || py == "sha512_224" || py == "sha512_256")
      continue; // no openssl_<name> constructor in CPython
    std::string fname = "openssl_" + py;
    Value f = make<BuiltinFunctionObject>(fname, [py, fname](CallArgs& a) -> Value {
      std::string unused;
      return new_hash(digest_by_name(py, &unused), py, data_arg(a, 0, fname));
    });
    m->dict->set_str(fname, f);
    constructors->set(f, py_str(py));
  }
  m->dict->set_str("openssl_md_meth_names", Value(names));
  m->dict->set_str("_constructors", Value(constructors));
  add_function(m, "pbkdf2_hmac", pbkdf2_hmac);
  add_function(m, "scrypt", scrypt);
  add_function(m, "hmac_new", hmac_new);
  add_function(m, "hmac_digest", hmac_digest);
  add_function(m, "compare_digest", compare_digest);
  add_function(m, "get_fips_mode", [](CallArgs& a) -> Value {
    arity(a, "get_fips_mode", 0, 0);
    return py_int(0);
  });
  return mod;
}

} // namespace hyexec::interp
