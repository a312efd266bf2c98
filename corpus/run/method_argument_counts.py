# Builtin methods given too few or too many positional arguments: CPython's
# TypeError and message (set.discard()/remove() read past their arguments).
import sys
cases = {
 'dict.keys': lambda: {}.keys(1), 'dict.values': lambda: {}.values(1), 'dict.items': lambda: {}.items(1),
 'dict.copy': lambda: {}.copy(1), 'dict.clear': lambda: {}.clear(1), 'dict.popitem': lambda: {1:2}.popitem(1),
 'list.copy': lambda: [].copy(1), 'list.clear': lambda: [].clear(1), 'list.reverse': lambda: [].reverse(1),
 'list.append': lambda: [].append(), 'list.pop': lambda: [1].pop(0, 1), 'set.copy': lambda: set().copy(1),
 'set.clear': lambda: set().clear(1), 'set.add': lambda: set().add(), 'set.pop': lambda: {1}.pop(1),
 'str.upper': lambda: 'a'.upper(1), 'str.lower': lambda: 'a'.lower(1), 'tuple.count': lambda: ().count(),
 'tuple.index': lambda: ().index(), 'list.count': lambda: [].count(), 'dict.get': lambda: {}.get(),
 'dict.setdefault': lambda: {}.setdefault(), 'dict.pop': lambda: {}.pop(),
 'int.bit_length': lambda: (1).bit_length(1), 'float.is_integer': lambda: (1.0).is_integer(1),
 'str.isdigit': lambda: 'a'.isdigit(1), 'str.title': lambda: 'a'.title(1), 'list.index': lambda: [].index(),
 'list.remove': lambda: [].remove(), 'list.insert': lambda: [].insert(1), 'dict.update': lambda: {}.update(1, 2),
 'set.discard': lambda: set().discard(), 'set.remove': lambda: set().remove(), 'frozenset.copy': lambda: frozenset().copy(1),
 'str.join': lambda: ''.join(), 'str.strip': lambda: 'a'.strip(1, 2), 'bytes.upper': lambda: b'a'.upper(1),
 'sys.maxunicode': lambda: sys.maxunicode,
}
for k, f in cases.items():
    try:
        f()
        print(k, 'ok')
    except TypeError:
        print(k, 'TypeError', sys.exc_info()[1])
    except Exception as e:
        print(k, type(e).__name__)
for f in [lambda: dict.keys(), lambda: list.append()]:
    try:
        f()
    except TypeError as e:
        print(e)
