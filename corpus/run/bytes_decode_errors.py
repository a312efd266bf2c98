# bytes.decode's error handlers (strict, replace, ignore, backslashreplace)
# over invalid UTF-8 and ASCII, with CPython's messages and positions; the
# hash of frozensets (CPython's, so sets of them print in its order).
for b in [b'\xff', b'a\xe2\x82', b'\xe2\x28\xa1', b'\xc0\xaf', b'\xed\xa0\x80x', b'\xf0\x9f\x98\x80',
          b'ok\xe2\x82\xac', b'\xf4\x90\x80\x80']:
    for err in ['strict', 'replace', 'ignore', 'backslashreplace']:
        try:
            print(repr(b.decode('utf-8', err)))
        except UnicodeDecodeError as e:
            print(e)
print(b'x\xffy'.decode(errors='replace'), b'A\xffB'.decode('ascii', 'ignore'), b'A\xffB'.decode('ascii', 'replace'))
try:
    b'A\xffB'.decode('ascii')
except UnicodeDecodeError as e:
    print(e)
print(hash(frozenset()), hash(frozenset({1, 2})), hash(frozenset({frozenset({1})})))
print({frozenset({1}), frozenset({2, 3}), frozenset(), frozenset({7, 8, 9})})
