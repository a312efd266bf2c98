# _sha512: the SHA-384/512 module random seeds from str and bytes with (without
# loading hashlib): digests at every padding boundary, copies, arguments refused.
import _sha512, random
print(_sha512.SHA384Type, _sha512.sha512.__module__)
h=_sha512.sha384(b'abc'); print(type(h), h.name, h.digest_size, h.block_size, h.hexdigest())
for n in (0, 1, 111, 112, 113, 127, 128, 129, 239, 240, 1000):
    print(n, _sha512.sha512(b'a'*n).hexdigest()[:32], _sha512.sha384(bytes(range(256))*3 + b'x'*n).hexdigest()[-16:])
h=_sha512.sha512(b'ab'); h2=h.copy(); h2.update(b'c'); print(h2.hexdigest()[:10], h.hexdigest()[:10], h.digest()[:4])
for bad in [lambda: _sha512.sha512('x'), lambda: _sha512.sha512(data=b''), lambda: _sha512.sha512(b'a', b'b'),
            lambda: h.update(), lambda: h.update(1), lambda: type(h)(), lambda: _sha512.sha512(1),
            lambda: _sha512.sha512(b'a', string=b'b')]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(_sha512.sha512(string=b'x').hexdigest()[:8], _sha512.sha512(memoryview(b'ab')).hexdigest()[:8], _sha512.sha512(bytearray(b'ab'), usedforsecurity=False).hexdigest()[:8])
random.seed("hello"); print(random.random()); random.seed(b"hello"); print(random.randint(1, 10**9))
import sys; print('hashlib' in sys.modules)
