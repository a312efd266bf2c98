# hashlib (CPython's own, over OpenSSL's _hashlib and the _blake2 module) and
# hmac: every guaranteed algorithm, copies, XOFs, BLAKE2 parameters, PBKDF2,
# scrypt, HMAC and compare_digest.
import hashlib
import hmac

for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name, b"abc")
    c = h.copy()
    c.update(b"def")
    xof = name.startswith("shake")
    digest = h.hexdigest(16) if xof else h.hexdigest()
    print(name, h.name, h.digest_size, h.block_size, digest[:32],
          c.digest(4) if xof else c.digest()[:4])
print(hashlib.sha256(b"x").hexdigest() == hashlib.new("SHA256", b"x").hexdigest())
print(hashlib.blake2b(b"abc", digest_size=20, key=b"k", salt=b"s", person=b"p", fanout=2,
                      depth=3, leaf_size=5, node_offset=7, node_depth=1, inner_size=9,
                      last_node=True).hexdigest())
print(hashlib.blake2s(b"", digest_size=16, key=b"key").hexdigest(), hashlib.blake2b.MAX_KEY_SIZE)
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000, 20).hex())
print(hashlib.scrypt(b"password", salt=b"NaCl", n=16, r=8, p=1, dklen=16).hex())
m = hmac.new(b"key", b"The quick brown fox", "sha1")
m.update(b" jumps")
print(m.name, m.digest_size, m.hexdigest(), hmac.digest(b"k", b"m", "md5").hex())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest("abc", "abd"))
for bad in (lambda: hashlib.new("nope"), lambda: hashlib.sha256("text"),
            lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.shake_128(b"").digest(),
            lambda: hashlib.pbkdf2_hmac("sha1", b"p", b"s", 0)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
