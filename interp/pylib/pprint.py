"""pprint for hyexec: CPython's PrettyPrinter layout for lists, tuples,
dicts and sets (one item per line when the repr does not fit, dict keys
sorted by default); long strings are not split into chunks."""

import sys as _sys


def _key(x):
    return x


class _Unorderable:
    """Sort key for values that cannot be compared: by type name, then repr."""

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return (str(type(self.obj)), repr(self.obj)) < (str(type(other.obj)), repr(other.obj))


def _sorted(items, key=_key):
    try:
        return sorted(items, key=key)
    except TypeError:
        return sorted(items, key=lambda x: _Unorderable(key(x)))


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._sort_dicts = sort_dicts

    def pprint(self, object):
        stream = self._stream if self._stream is not None else _sys.stdout
        stream.write(self.pformat(object) + '\n')

    def pformat(self, object):
        out = []
        self._format(object, out, 0, 0)
        return ''.join(out)

    def _repr(self, object):
        if type(object) is dict:
            items = _sorted(object.items(), key=lambda kv: kv[0]) if self._sort_dicts else object.items()
            return '{' + ', '.join(self._repr(k) + ': ' + self._repr(v) for k, v in items) + '}'
        if type(object) is list:
            return '[' + ', '.join(self._repr(x) for x in object) + ']'
        if type(object) is tuple:
            if len(object) == 1:
                return '(' + self._repr(object[0]) + ',)'
            return '(' + ', '.join(self._repr(x) for x in object) + ')'
        return repr(object)

    def _format(self, object, out, indent, allowance):
        rep = self._repr(object)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            t = type(object)
            if t is list:
                out.append('[')
                self._format_items(object, out, indent, allowance + 1)
                out.append(']')
                return
            if t is tuple:
                endchar = ',)' if len(object) == 1 else ')'
                out.append('(')
                self._format_items(object, out, indent, allowance + len(endchar))
                out.append(endchar)
                return
            if t is dict and object:
                items = _sorted(object.items(), key=lambda kv: kv[0]) if self._sort_dicts else list(object.items())
                out.append('{')
                self._format_dict_items(items, out, indent, allowance + 1)
                out.append('}')
                return
            if (t is set or t is frozenset) and object:
                if t is set:
                    out.append('{')
                    endchar = '}'
                else:
                    out.append(t.__name__ + '({')
                    endchar = '})'
                    indent += len(t.__name__) + 1
                self._format_items(_sorted(object), out, indent, allowance + len(endchar))
                out.append(endchar)
                return
        out.append(rep)

    def _format_items(self, items, out, indent, allowance):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * ' ')
        delimnl = ',\n' + ' ' * indent
        delim = ''
        items = list(items)
        for i, ent in enumerate(items):
            last = i == len(items) - 1
            out.append(delim)
            delim = delimnl
            self._format(ent, out, indent, allowance if last else 1)

    def _format_dict_items(self, items, out, indent, allowance):
        indent += self._indent_per_level
        delimnl = ',\n' + ' ' * indent
        for i, (key, ent) in enumerate(items):
            last = i == len(items) - 1
            rep = self._repr(key)
            out.append(rep)
            out.append(': ')
            self._format(ent, out, indent + len(rep) + 2, allowance if last else 1)
            if not last:
                out.append(delimnl)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, sort_dicts=sort_dicts).pformat(object)


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    PrettyPrinter(indent=indent, width=width, stream=stream, sort_dicts=sort_dicts).pprint(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)
