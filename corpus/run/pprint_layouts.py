# pprint: CPython's layouts (dicts, sequences, sets, strings split in chunks, bytes,
# collections types, namespaces), depth, compact, recursion, saferepr.
import pprint, collections, types
data = {'b': [1, 2, 3] * 10, 'a': ('x' * 30, 'y' * 30, 'z'), 'c': {'nested': {'deep': list(range(30))}}, 1: {3, 1, 2}}
pprint.pprint(data)
pprint.pprint(data, width=40, indent=2)
pprint.pprint(data, depth=2)
pprint.pprint(list(range(50)), compact=True)
s = 'The quick brown fox jumps over the lazy dog. ' * 5
pprint.pprint(s)
pprint.pprint([s])
pprint.pprint(b'abcdefgh' * 20)
l = [1, 2]; l.append(l)
print(pprint.pformat(l).split("<")[0])
print(pprint.saferepr(l) == pprint.saferepr(l), pprint.isrecursive(l), pprint.isreadable([1, 'a']), pprint.isreadable(object()))
print(pprint.pformat({'z': 1, 'a': 2}, sort_dicts=False), pprint.pformat(10**12, underscore_numbers=True))
pprint.pprint(collections.OrderedDict((str(i), i) for i in range(15)))
pprint.pprint(collections.Counter('abracadabra' * 10))
pprint.pprint(collections.defaultdict(list, {i: [i] * 10 for i in range(5)}))
pprint.pprint(collections.deque(range(40), maxlen=50))
pprint.pprint(types.SimpleNamespace(alpha=list(range(20)), beta='b' * 40))
pprint.pprint(frozenset(range(30)))
p = pprint.PrettyPrinter()
print(p._safe_repr([('string', (1, 2), [3, 4], {5: 6, 7: 8})] * 3, {}, None, 0))
pprint.pp({'b': 1, 'a': 2})
