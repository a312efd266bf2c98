# str.maketrans (static: a dict, or from/to/delete strings), str.translate, str.istitle.
t = str.maketrans('abc', 'xyz', 'd')
print(sorted(t.items()), 'abcdd e'.translate(t))
print('hello'.maketrans({'h': 'J', 'l': None, 111: 48}) == {104: 'J', 108: None, 111: 48})
print('hello'.translate({ord('h'): 'J', ord('l'): None, 111: 48}))
print([s.istitle() for s in ['Hello World', 'hello', 'Hello world', 'A1 B', '', '1', 'ÀB', 'Àb Ça']])
print('abc'.translate(['x', 'y', 'z', None] * 30))
for bad in [lambda: str.maketrans('ab', 'c'), lambda: str.maketrans([1]), lambda: 'a'.translate({97: 1.5}), lambda: str.maketrans({'ab': 1})]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
