# Dicts grown past several rebuilds, with deletions between (compacted) and without,
# and an instance dict made from the compact layout, then changed.
d = {}
for i in range(100): d[i] = i * i
for i in range(0, 100, 3): del d[i]
for i in range(200, 260): d[str(i)] = i
print(len(d), list(d)[:5], list(d)[-3:], sum(v for v in d.values() if isinstance(v, int)))
for k in list(d):
    if isinstance(k, int) and k % 2: d.pop(k)
d.update({j: -j for j in range(1000, 1040)})
print(len(d), list(d.items())[:4], d.get(1039), d.get(3), 5 in d)
class R:
    def __init__(self):
        for n in "abcdefghijklmnopqrstuvwxyz": setattr(self, n, ord(n))
r = R(); print(list(r.__dict__.items())[:3], len(r.__dict__), "%(a)s-%(z)s" % r.__dict__)
r.zz = 1; del r.a; print(list(vars(r))[-2:], 'a' in r.__dict__)
