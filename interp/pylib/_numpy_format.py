# _numpy_format: how hyexec's small numpy prints arrays, as numpy does:
# elements padded to one width, floats to one number of decimals (`[1.  2.5]`)
# or in scientific notation when their magnitudes call for it
# (`[5.e-01 1.e+03]`), rows nested and indented (`[[5 0 0]\n [5 7 8]]`).
from math import prod as _size

inf = float('inf')


def _float_text(x):
    """x as numpy prints it in an array (positionally): its shortest repr,
    rounded to 8 decimals when longer, trailing zeros dropped (`1.`)."""
    if x != x:
        return 'nan'
    if x in (inf, -inf):
        return 'inf' if x > 0 else '-inf'
    r = repr(float(x))
    if 'e' in r or len(r.split('.')[1]) > 8:
        r = ('%.8f' % x).rstrip('0')
        return r
    whole, frac = r.split('.')
    return whole + '.' + ('' if frac == '0' else frac)


def _exp_texts(values):
    """Finite floats as numpy prints them when their magnitudes call for
    scientific notation: one number of mantissa digits (the most any needs,
    at most 8) and exponents of one width (`[5.e-01 1.e+03]`)."""
    digits = 0
    for x in values:
        if x == x and x not in (inf, -inf):
            for p in range(9):
                if float('%.*e' % (p, x)) == x or p == 8:
                    digits = max(digits, p)
                    break
    texts = []
    for x in values:
        if x != x or x in (inf, -inf):
            texts.append(_float_text(x))
            continue
        mant, ex = ('%.*e' % (digits, x)).split('e')
        texts.append(mant + ('.' if digits == 0 else '') + 'e' + ex)
    width = max([len(t.split('e')[1]) for t in texts if 'e' in t] or [0])
    return [t.split('e')[0] + 'e' + t.split('e')[1][0] + t.split('e')[1][1:].rjust(width - 1, '0')
            if 'e' in t else t for t in texts]


def _wants_exp(values):
    # numpy's rule: a magnitude of 1e8 or more, or under 1e-4, or a ratio
    # of the largest to the smallest over 1000, among the finite non-zeros.
    mags = [x if x >= 0 else -x for x in values if x == x and x not in (inf, -inf) and x != 0]
    if not mags:
        return False
    hi, lo = max(mags), min(mags)
    return hi >= 1e8 or lo < 0.0001 or hi / lo > 1000.0


def _format_values(a):
    """Each element's text, padded as numpy pads them to one width (floats
    to one number of decimals: `[1.  2.5]`)."""
    kind = a.dtype.kind
    if kind == 'f' and _wants_exp(a._data):
        texts = _exp_texts(a._data)
    elif kind == 'f':
        texts = [_float_text(x) for x in a._data]
        positional = [t for t in texts if '.' in t and 'e' not in t]
        frac = max([len(t.split('.')[1]) for t in positional] or [0])
        texts = [t + ' ' * (frac - len(t.split('.')[1])) if t in positional else t for t in texts]
    elif kind == 'U':
        texts = [repr(x) for x in a._data]
    else:
        texts = [str(x) for x in a._data]
    width = max([len(t) for t in texts] or [0])
    return [t.ljust(width) if kind == 'U' else t.rjust(width) for t in texts]


def format_array(a, as_repr):
    if not a._shape:
        return repr(a._data[0]) if as_repr else str(a._data[0])
    texts = _format_values(a)
    sep = ', ' if as_repr else ' '
    prefix = 'array(' if as_repr else ''
    indent = ' ' * len(prefix)

    def block(start, shape, depth):
        if len(shape) == 1:
            return '[' + sep.join(texts[start:start + shape[0]]) + ']'
        step = _size(shape[1:])
        rows = [block(start + i * step, shape[1:], depth + 1) for i in range(shape[0])]
        joiner = (',' if as_repr else '') + '\n' * (len(shape) - 1) + indent + ' ' * (depth + 1)
        return '[' + joiner.join(rows) + ']'

    body = block(0, a._shape, 0) if a._data or len(a._shape) == 1 else '[]'
    if not as_repr:
        return body
    suffix = ''
    if not a._data:
        suffix = ', dtype=' + a.dtype.name
    elif a.dtype.kind == 'U':
        suffix = ", dtype='" + a.dtype.name + "'"
    return prefix + body + suffix + ')'
