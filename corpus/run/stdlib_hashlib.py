import hashlib
for data in (b"", b"abc", b"The quick brown fox jumps over the lazy dog", b"x" * 1000):
    print(hashlib.md5(data).hexdigest(), hashlib.sha1(data).hexdigest())
    print(hashlib.sha256(data).hexdigest(), hashlib.sha224(data).hexdigest()[:16])
h = hashlib.sha256()
h.update(b"hello ")
h.update("world".encode())
print(h.hexdigest(), h.digest_size, h.name, hashlib.new("MD5", b"a").hexdigest())
try:
    hashlib.md5("text")
except TypeError as e:
    print(e)
