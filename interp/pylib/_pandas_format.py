# _pandas_format: how the small pandas prints, as pandas 2.x's formatters do
# (pandas/io/formats/format.py): each value with a leading space, floats as
# '% .6f' with the trailing zeros every value of the column shares trimmed
# (one kept after the point), scientific when a value would print as 0 or
# when long values pass 1e6; missing values NaN; values right-justified; a
# Series' index and values three spaces apart, a frame's columns one; more
# than 60 rows show the first and last 5.
import re as _re
from _hyexec import unsupported as _unsupported

_MAX_ROWS = 60
_DIGITS = 6
_NUMBER = _re.compile(r'^\s*[\+-]?[0-9]+\.[0-9]*$')


def _isna(v):
    return v is None or (isinstance(v, float) and v != v)


def _trim_zeros(strings):
    def numbers():
        return [x for x in strings if _NUMBER.match(x)]
    while numbers() and all(x.endswith('0') for x in numbers()):
        strings = [x[:-1] if _NUMBER.match(x) else x for x in strings]
    return [x + '0' if _NUMBER.match(x) and x.endswith('.') else x for x in strings]


def format_column(values, dtype):
    """The strings of one column's values, before justification."""
    if dtype == 'float64':
        present = [abs(v) for v in values if not _isna(v)]
        fixed = [' %.*f' % (_DIGITS, v) for v in values if not _isna(v)]
        too_long = bool(fixed) and max(len(x) for x in fixed) > _DIGITS + 6
        small = any(0 < v < 10 ** -_DIGITS for v in present)
        if small or (too_long and any(v > 1e6 for v in present)):
            _unsupported('pandas: printing floats in scientific notation')
        out = [('NaN' if _isna(v) else ' %.*f' % (_DIGITS, v)) for v in values]
        return _trim_zeros(out)
    if dtype == 'int64':
        return [' %d' % v for v in values]
    return [' NaN' if _isna(v) else ' ' + str(v) for v in values]


def _rows(n):
    """The row positions shown, None marking the '..' gap."""
    if n <= _MAX_ROWS:
        return list(range(n))
    return list(range(5)) + [None] + list(range(n - 5, n))


def _label(v):
    if isinstance(v, tuple):
        _unsupported('pandas: printing a MultiIndex')
    return str(v)


def format_series(s):
    import _pandas as pd
    dtype = pd._dtype(s._values)
    footer = []
    if s.name is not None:
        footer.append('Name: %s' % s.name)
    if len(s._values) > _MAX_ROWS:
        footer.append('Length: %d' % len(s._values))
    footer.append('dtype: %s' % dtype)
    if not s._values:
        return 'Series([], %s)' % ', '.join(footer)
    shown = _rows(len(s._values))
    values = format_column([s._values[i] for i in shown if i is not None], dtype)
    labels = [_label(s._index[i]) for i in shown if i is not None]
    if None in shown:
        values.insert(5, '..')
        labels.insert(5, '..')
    wl = max(len(x) for x in labels)
    wv = max(len(x) for x in values)
    lines = [] if s._index_name is None else [str(s._index_name)]
    lines += [l.ljust(wl) + '   ' + v.rjust(wv) for l, v in zip(labels, values)]
    return '\n'.join(lines + [', '.join(footer)])


def format_frame(f):
    import _pandas as pd
    names = list(f._cols)
    if not f._index or not names:
        return 'Empty DataFrame\nColumns: [%s]\nIndex: [%s]' % (
            ', '.join(str(c) for c in names), ', '.join(_label(i) for i in f._index))
    shown = _rows(len(f._index))
    labels = [_label(f._index[i]) if i is not None else '..' for i in shown]
    index_name = '' if f._index_name is None else str(f._index_name)
    wl = max([len(x) for x in labels] + [len(index_name)])
    columns = []
    for c in names:
        vals = f._cols[c]
        dtype = pd._dtype(vals)
        cells = format_column([vals[i] for i in shown if i is not None], dtype)
        if None in shown:
            cells.insert(5, '..')
        # A numeric column's name takes the leading space its values have.
        title = (' ' if dtype in ('int64', 'float64', 'bool') else '') + str(c)
        w = max([len(x) for x in cells] + [len(title)])
        columns.append([title.rjust(w)] + [x.rjust(w) for x in cells])
    header = [' ' * wl + ''.join(' ' + col[0] for col in columns)]
    if index_name:
        header.append(index_name.ljust(wl) + ''.join(' ' + ' ' * len(col[0]) for col in columns))
    body = [labels[k].ljust(wl) + ''.join(' ' + col[k + 1] for col in columns)
            for k in range(len(labels))]
    footer = ['', '[%d rows x %d columns]' % (len(f._index), len(names))] \
        if len(f._index) > _MAX_ROWS else []
    return '\n'.join(header + body + footer)
