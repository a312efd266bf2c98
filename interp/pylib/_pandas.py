# _pandas: a small pandas (2.x) for snippets that import pandas where it is
# not installed, or use a DataFrame they never define. The offline oracle
# answers `pd` / `pandas` with this module and an undefined `df` with a small
# DataFrame whose columns are the ones the snippet names (uncertain answers:
# errors after them are oracle-dependent). Series and DataFrame hold Python
# lists (a column's values, the row labels); arithmetic and comparisons
# broadcast over rows; boolean masks, loc/iloc basics, groupby with
# sum/mean/count/size/agg, sort_values, head/tail, apply/map, merge on a key
# (inner/left), value_counts, describe, to_dict, iterrows, read_csv over the
# virtual file system, and pandas' printing of small frames. What it does not
# model ends the run `unsupported` (never a guess).
import math as _math
from _hyexec import unsupported as _unsupported
from _pandas_format import format_series as _format_series, format_frame as _format_frame

nan = float('nan')


def _isna(v):
    return v is None or (isinstance(v, float) and v != v)


def _dtype(values):
    kinds = set(type(v) for v in values if not _isna(v))
    if any(isinstance(v, float) and v != v for v in values):
        kinds.add(float)
    if kinds == {bool}:
        return 'bool'
    if kinds and kinds <= {int}:
        return 'int64'
    if kinds and kinds <= {int, float}:
        return 'float64'
    if not kinds:
        return 'float64' if values else 'object'
    return 'object'


def _normalise(values):
    """Ints become floats in a column that holds floats or missing values."""
    if _dtype(values) == 'float64':
        return [nan if _isna(v) else float(v) for v in values]
    return list(values)


class _Missing:
    # What the small pandas lacks ends the run `unsupported`; dunders that
    # Python's machinery probes are plainly absent.
    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        _unsupported('pandas: ' + self._what + '.' + name)


class Series(_Missing):
    _what = 'Series'

    def __init__(self, data=None, index=None, name=None, dtype=None):
        if isinstance(data, Series):
            values, index0 = list(data._values), list(data._index)
        elif isinstance(data, dict):
            values, index0 = list(data.values()), list(data.keys())
        elif data is None:
            values, index0 = [], []
        elif isinstance(data, (list, tuple, range)):
            values, index0 = list(data), list(range(len(data)))
        else:
            values = [data] * (len(index) if index is not None else 1)
            index0 = list(range(len(values)))
        if dtype is not None:
            values = [_cast(v, dtype) for v in values]
        self._values = _normalise(values)
        self._index = list(index) if index is not None else index0
        if len(self._index) != len(self._values):
            raise ValueError('Length of values (%d) does not match length of index (%d)'
                             % (len(self._values), len(self._index)))
        self.name = name
        self._index_name = None

    def _new(self, values, index=None, name=None):
        s = Series(values, index=self._index if index is None else index,
                   name=self.name if name is None else name)
        s._index_name = self._index_name
        return s

    # -- what it is
    @property
    def dtype(self):
        return _Dtype(_dtype(self._values))

    @property
    def index(self):
        return Index(self._index, self._index_name)

    @property
    def values(self):
        return list(self._values)

    @property
    def size(self):
        return len(self._values)

    @property
    def shape(self):
        return (len(self._values),)

    @property
    def empty(self):
        return not self._values

    def __len__(self):
        return len(self._values)

    def __iter__(self):
        return iter(self._values)

    def __contains__(self, label):
        return label in self._index

    def __bool__(self):
        raise ValueError('The truth value of a Series is ambiguous. '
                         'Use a.empty, a.bool(), a.item(), a.any() or a.all().')

    def __repr__(self):
        return _format_series(self)

    __str__ = __repr__

    def tolist(self):
        return list(self._values)

    to_list = tolist

    def to_dict(self):
        return dict(zip(self._index, self._values))

    def items(self):
        return iter(list(zip(self._index, self._values)))

    def keys(self):
        return self.index

    # -- selection
    def _position(self, label):
        try:
            return self._index.index(label)
        except ValueError:
            raise KeyError(label) from None

    def __getitem__(self, key):
        if isinstance(key, Series) or (isinstance(key, list) and key and
                                       all(isinstance(k, bool) for k in key)):
            return self._mask(key)
        if isinstance(key, slice):
            return self._new(self._values[key], self._index[key])
        if isinstance(key, list):
            pos = [self._position(k) for k in key]
            return self._new([self._values[p] for p in pos], [self._index[p] for p in pos])
        return self._values[self._position(key)]

    def __setitem__(self, key, value):
        if key in self._index:
            self._values[self._index.index(key)] = value
        else:
            self._index.append(key)
            self._values.append(value)
        self._values = _normalise(self._values)

    def _mask(self, mask):
        flags = mask._values if isinstance(mask, Series) else list(mask)
        if len(flags) != len(self._values):
            raise IndexError('Boolean index has wrong length: %d instead of %d'
                             % (len(flags), len(self._values)))
        keep = [i for i, f in enumerate(flags) if f]
        return self._new([self._values[i] for i in keep], [self._index[i] for i in keep])

    @property
    def iloc(self):
        return _SeriesIloc(self)

    @property
    def loc(self):
        return _SeriesLoc(self)

    def head(self, n=5):
        return self.iloc[:n]

    def tail(self, n=5):
        return self.iloc[max(len(self) - n, 0):] if n else self.iloc[0:0]

    # -- elementwise
    def _binary(self, other, op, name):
        if isinstance(other, DataFrame):
            _unsupported('pandas: Series %s DataFrame' % name)
        if isinstance(other, Series):
            if other._index != self._index:
                _unsupported('pandas: aligning Series with other labels')
            pairs = zip(self._values, other._values)
        elif isinstance(other, (list, tuple)):
            if len(other) != len(self._values):
                raise ValueError('Lengths must match to compare')
            pairs = zip(self._values, other)
        else:
            pairs = ((v, other) for v in self._values)
        return self._new([op(a, b) for a, b in pairs])

    def apply(self, func, *args, **kwargs):
        return self._new([func(v, *args, **kwargs) for v in self._values])

    def map(self, arg, na_action=None):
        if isinstance(arg, dict):
            return self._new([arg.get(v, nan) for v in self._values])
        if isinstance(arg, Series):
            lookup = arg.to_dict()
            return self._new([lookup.get(v, nan) for v in self._values])
        return self._new([v if na_action == 'ignore' and _isna(v) else arg(v)
                          for v in self._values])

    def astype(self, dtype):
        return self._new([_cast(v, dtype) for v in self._values])

    def isin(self, values):
        values = list(values)
        return self._new([v in values for v in self._values])

    def isna(self):
        return self._new([_isna(v) for v in self._values])

    isnull = isna

    def notna(self):
        return self._new([not _isna(v) for v in self._values])

    notnull = notna

    def fillna(self, value):
        return self._new([value if _isna(v) else v for v in self._values])

    def between(self, left, right):
        return self._new([left <= v <= right for v in self._values])

    @property
    def str(self):
        return _StrAccessor(self)

    # -- reductions
    def _present(self):
        return [v for v in self._values if not _isna(v)]

    def sum(self):
        vals = self._present()
        if not vals:
            return 0
        total = vals[0]
        for v in vals[1:]:
            total = total + v
        return total

    def mean(self):
        vals = self._present()
        if any(isinstance(v, str) for v in vals):
            raise TypeError('Could not convert %s to numeric' % ''.join(vals))
        return sum(vals) / len(vals) if vals else nan

    def median(self):
        vals = sorted(self._present())
        if not vals:
            return nan
        mid = len(vals) // 2
        return float(vals[mid]) if len(vals) % 2 else (vals[mid - 1] + vals[mid]) / 2

    def std(self, ddof=1):
        vals = self._present()
        if len(vals) <= ddof:
            return nan
        m = sum(vals) / len(vals)
        return _math.sqrt(sum((v - m) ** 2 for v in vals) / (len(vals) - ddof))

    def var(self, ddof=1):
        s = self.std(ddof)
        return s * s

    def min(self):
        vals = self._present()
        return min(vals) if vals else nan

    def max(self):
        vals = self._present()
        return max(vals) if vals else nan

    def count(self):
        return len(self._present())

    def nunique(self):
        return len(set(self._present()))

    def unique(self):
        seen = []
        for v in self._values:
            if v not in seen:
                seen.append(v)
        return seen

    def idxmax(self):
        return self._index[self._values.index(self.max())]

    def idxmin(self):
        return self._index[self._values.index(self.min())]

    def any(self):
        return any(self._values)

    def all(self):
        return all(self._values)

    def cumsum(self):
        out, total = [], 0
        for v in self._values:
            total = total + v
            out.append(total)
        return self._new(out)

    def value_counts(self, ascending=False):
        counts = {}
        for v in self._present():
            counts[v] = counts.get(v, 0) + 1
        order = sorted(counts, key=lambda k: counts[k], reverse=not ascending)
        s = Series([counts[k] for k in order], index=order, name='count')
        s._index_name = self.name
        return s

    def sort_values(self, ascending=True):
        order = _sorted_positions(self._values, ascending)
        return self._new([self._values[i] for i in order], [self._index[i] for i in order])

    def sort_index(self, ascending=True):
        order = _sorted_positions(self._index, ascending)
        return self._new([self._values[i] for i in order], [self._index[i] for i in order])

    def reset_index(self, drop=False):
        if drop:
            return self._new(self._values, list(range(len(self))))
        return DataFrame({self._index_name or 'index': self._index,
                          self.name if self.name is not None else 0: self._values})

    def describe(self):
        return _describe(self._present(), self.name)

    def agg(self, func):
        if isinstance(func, str):
            return getattr(self, func)()
        if isinstance(func, list):
            return Series([getattr(self, f)() if isinstance(f, str) else f(self) for f in func],
                          index=[f if isinstance(f, str) else f.__name__ for f in func],
                          name=self.name)
        return func(self)

    aggregate = agg

    def to_frame(self, name=None):
        return DataFrame({name if name is not None else self.name: self._values}, index=self._index)


def _sorted_positions(values, ascending):
    present = [i for i, v in enumerate(values) if not _isna(v)]
    missing = [i for i, v in enumerate(values) if _isna(v)]
    present.sort(key=lambda i: values[i], reverse=not ascending)
    return present + missing


def _cast(v, dtype):
    name = dtype if isinstance(dtype, str) else getattr(dtype, '__name__', str(dtype))
    if name in ('int', 'int64', 'int32'):
        return int(v)
    if name in ('float', 'float64', 'float32'):
        return float(v)
    if name in ('str', 'object'):
        return str(v) if name == 'str' else v
    if name == 'bool':
        return bool(v)
    _unsupported('pandas: astype(%s)' % name)


def _quantile(vals, q):
    vals = sorted(vals)
    pos = (len(vals) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(vals) - 1)
    return vals[lo] + (vals[hi] - vals[lo]) * (pos - lo)


def _describe(vals, name):
    if any(isinstance(v, str) for v in vals):
        _unsupported('pandas: describe() of text')
    n = len(vals)
    m = sum(vals) / n if n else nan
    std = _math.sqrt(sum((v - m) ** 2 for v in vals) / (n - 1)) if n > 1 else nan
    stats = [float(n), m, std] + ([float(min(vals)), _quantile(vals, .25), _quantile(vals, .5),
                                   _quantile(vals, .75), float(max(vals))] if n else [nan] * 5)
    return Series(stats, index=['count', 'mean', 'std', 'min', '25%', '50%', '75%', 'max'],
                  name=name)


def _ops():
    import operator as o
    table = {'add': o.add, 'sub': o.sub, 'mul': o.mul, 'truediv': o.truediv,
             'floordiv': o.floordiv, 'mod': o.mod, 'pow': o.pow,
             'eq': o.eq, 'ne': o.ne, 'lt': o.lt, 'le': o.le, 'gt': o.gt, 'ge': o.ge,
             'and': o.and_, 'or': o.or_, 'xor': o.xor}
    for short, op in table.items():
        def forward(self, other, op=op, short=short):
            return self._binary(other, op, short)

        def backward(self, other, op=op, short=short):
            return self._binary(other, lambda a, b: op(b, a), short)
        for cls in (Series, DataFrame):
            setattr(cls, '__%s__' % short, forward)
            if short not in ('eq', 'ne', 'lt', 'le', 'gt', 'ge'):
                setattr(cls, '__r%s__' % short, backward)
    for cls in (Series, DataFrame):
        cls.__neg__ = lambda self: self._binary(0, lambda a, b: -a, 'neg')
        cls.__invert__ = lambda self: self._binary(0, lambda a, b: not a if isinstance(a, bool)
                                                   else ~a, 'invert')
        cls.__abs__ = lambda self: self._binary(0, lambda a, b: abs(a), 'abs')
        cls.__hash__ = None


class _Dtype:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "dtype('%s')" % ('O' if self.name == 'object' else self.name)

    def __str__(self):
        return self.name

    def __eq__(self, other):
        return str(other) in (self.name, 'O' if self.name == 'object' else self.name) or \
            (other is int and self.name == 'int64') or (other is float and self.name == 'float64') \
            or (other is object and self.name == 'object')

    def __hash__(self):
        return hash(self.name)


class Index(_Missing):
    _what = 'Index'

    def __init__(self, labels, name=None):
        self._labels = list(labels)
        self.name = name

    def __iter__(self):
        return iter(self._labels)

    def __len__(self):
        return len(self._labels)

    def __getitem__(self, i):
        return self._labels[i]

    def __contains__(self, x):
        return x in self._labels

    def __eq__(self, other):
        return [a == b for a, b in zip(self._labels, other)] if isinstance(other, (list, Index)) \
            else [a == other for a in self._labels]

    def tolist(self):
        return list(self._labels)

    to_list = tolist

    @property
    def values(self):
        return list(self._labels)

    def __repr__(self):
        kind = _dtype(self._labels)
        inner = ', '.join(repr(v) for v in self._labels)
        return "Index([%s], dtype='%s')" % (inner, kind)


class _SeriesIloc:
    def __init__(self, s):
        self._s = s

    def __getitem__(self, key):
        s = self._s
        if isinstance(key, slice):
            return s._new(s._values[key], s._index[key])
        if isinstance(key, list):
            return s._new([s._values[i] for i in key], [s._index[i] for i in key])
        if not -len(s) <= key < len(s):
            raise IndexError('single positional indexer is out-of-bounds')
        return s._values[key]


class _SeriesLoc:
    def __init__(self, s):
        self._s = s

    def __getitem__(self, key):
        return self._s[key]

    def __setitem__(self, key, value):
        self._s[key] = value


class _StrAccessor:
    def __init__(self, s):
        self._s = s

    def _map(self, f):
        return self._s._new([nan if _isna(v) else f(v) for v in self._s._values])

    def lower(self):
        return self._map(str.lower)

    def upper(self):
        return self._map(str.upper)

    def strip(self, chars=None):
        return self._map(lambda v: v.strip(chars))

    def len(self):
        return self._map(len)

    def contains(self, pat, case=True, regex=True):
        import re
        flags = 0 if case else re.IGNORECASE
        return self._map(lambda v: (re.search(pat, v, flags) is not None) if regex else
                         (pat in v if case else pat.lower() in v.lower()))

    def startswith(self, prefix):
        return self._map(lambda v: v.startswith(prefix))

    def endswith(self, suffix):
        return self._map(lambda v: v.endswith(suffix))

    def replace(self, old, new, regex=False):
        import re
        return self._map(lambda v: re.sub(old, new, v) if regex else v.replace(old, new))

    def split(self, sep=None):
        return self._map(lambda v: v.split(sep))

    def __getattr__(self, name):
        _unsupported('pandas: Series.str.' + name)


from _pandas_frame import DataFrame, read_csv, merge, concat, EmptyDataError  # noqa: E402


class errors:
    """pandas.errors: the exceptions read_csv raises."""
    EmptyDataError = EmptyDataError

_ops()


def isna(v):
    return v.isna() if isinstance(v, (Series, DataFrame)) else _isna(v)


isnull = isna


def notna(v):
    return v.notna() if isinstance(v, (Series, DataFrame)) else not _isna(v)


notnull = notna

NA = NaN = nan


def to_numeric(v, errors='raise'):
    def conv(x):
        try:
            return int(x) if isinstance(x, str) and x.strip().lstrip('-').isdigit() else float(x)
        except (TypeError, ValueError):
            if errors == 'coerce':
                return nan
            raise ValueError('Unable to parse string "%s"' % x) from None
    return v._new([conv(x) for x in v._values]) if isinstance(v, Series) else conv(v)


def __getattr__(name):
    if name.startswith('__'):
        raise AttributeError("module 'pandas' has no attribute %r" % name)
    _unsupported('pandas.' + name)
