# _pandas_frame: the small pandas' DataFrame (columns of Python lists over
# shared row labels), its groupby, merge, concat and read_csv. See _pandas.
import _pandas as _pd
from _hyexec import unsupported as _unsupported
from _pandas_format import format_frame as _format_frame


class DataFrame(_pd._Missing):
    _what = 'DataFrame'

    def __init__(self, data=None, columns=None, index=None):
        cols = {}
        if isinstance(data, DataFrame):
            cols = {c: list(v) for c, v in data._cols.items()}
            index = index if index is not None else list(data._index)
        elif isinstance(data, dict):
            n = max((len(v) for v in data.values() if isinstance(v, (list, tuple, range, _pd.Series))),
                    default=1)
            for c, v in data.items():
                if isinstance(v, _pd.Series):
                    if index is None and v._index != list(range(len(v))):
                        index = list(v._index)
                    v = v._values
                cols[c] = list(v) if isinstance(v, (list, tuple, range)) else [v] * n
            if any(len(v) != n for v in cols.values()):
                raise ValueError('All arrays must be of the same length')
        elif isinstance(data, (list, tuple)):
            rows = list(data)
            if rows and isinstance(rows[0], dict):
                names = []
                for r in rows:
                    names += [k for k in r if k not in names]
                cols = {c: [r.get(c, _pd.nan) for r in rows] for c in names}
            else:
                width = max((len(r) for r in rows), default=0)
                names = list(columns) if columns is not None else list(range(width))
                if rows and not isinstance(rows[0], (list, tuple)):
                    rows, names = [[r] for r in rows], names[:1] if columns is not None else [0]
                if any(len(r) != len(names) for r in rows):
                    raise ValueError('%d columns passed, passed data had %d columns'
                                     % (len(names), width))
                cols = {c: [r[i] for r in rows] for i, c in enumerate(names)}
                columns = None
        elif data is not None:
            _unsupported('pandas: DataFrame(%s)' % type(data).__name__)
        if columns is not None:
            cols = {c: cols.get(c, [_pd.nan] * _length(cols)) for c in columns}
        self._cols = {c: _pd._normalise(v) for c, v in cols.items()}
        n = _length(self._cols)
        self._index = list(index) if index is not None else list(range(n))
        if self._cols and len(self._index) != n:
            raise ValueError('Length of values (%d) does not match length of index (%d)'
                             % (n, len(self._index)))
        self._index_name = None

    def _new(self, cols, index=None):
        f = DataFrame(cols, index=self._index if index is None else index)
        f._index_name = self._index_name
        return f

    def _column(self, c):
        s = _pd.Series(self._cols[c], index=self._index, name=c)
        s._index_name = self._index_name
        return s

    def _rows(self, positions):
        return self._new({c: [v[i] for i in positions] for c, v in self._cols.items()},
                         [self._index[i] for i in positions])

    # -- what it is
    @property
    def columns(self):
        return _pd.Index(list(self._cols))

    @columns.setter
    def columns(self, names):
        names = list(names)
        if len(names) != len(self._cols):
            raise ValueError('Length mismatch: Expected axis has %d elements, new values have %d '
                             'elements' % (len(self._cols), len(names)))
        self._cols = dict(zip(names, self._cols.values()))

    @property
    def index(self):
        return _pd.Index(self._index, self._index_name)

    @property
    def shape(self):
        return (len(self._index), len(self._cols))

    @property
    def empty(self):
        return not self._index or not self._cols

    @property
    def dtypes(self):
        return _pd.Series([_pd._Dtype(_pd._dtype(v)) for v in self._cols.values()],
                          index=list(self._cols))

    @property
    def T(self):
        _unsupported('pandas: DataFrame.T')

    def __len__(self):
        return len(self._index)

    def __iter__(self):
        return iter(list(self._cols))

    def __contains__(self, c):
        return c in self._cols

    def __bool__(self):
        raise ValueError('The truth value of a DataFrame is ambiguous. '
                         'Use a.empty, a.bool(), a.item(), a.any() or a.all().')

    def __repr__(self):
        return _format_frame(self)

    __str__ = __repr__

    # -- selection
    def __getitem__(self, key):
        if isinstance(key, _pd.Series) or (isinstance(key, list) and key and
                                           all(isinstance(k, bool) for k in key)):
            flags = key._values if isinstance(key, _pd.Series) else key
            if len(flags) != len(self._index):
                raise ValueError('Item wrong length %d instead of %d.' % (len(flags), len(self._index)))
            return self._rows([i for i, f in enumerate(flags) if f])
        if isinstance(key, slice):
            return self._rows(list(range(len(self._index)))[key])
        if isinstance(key, list):
            missing = [k for k in key if k not in self._cols]
            if missing:
                raise KeyError("%s not in index" % missing)
            return self._new({c: list(self._cols[c]) for c in key})
        if key not in self._cols:
            raise KeyError(key)
        return self._column(key)

    def __setitem__(self, key, value):
        n = len(self._index)
        if isinstance(value, _pd.Series):
            value = value._values
        elif not isinstance(value, (list, tuple, range)):
            value = [value] * n
        if not self._cols and not self._index:
            self._index = list(range(len(value)))
            n = len(value)
        if len(value) != n:
            raise ValueError('Length of values (%d) does not match length of index (%d)'
                             % (len(value), n))
        self._cols[key] = _pd._normalise(list(value))

    def __delitem__(self, key):
        del self._cols[key]

    def __getattr__(self, name):
        if not name.startswith('_') and name in self.__dict__.get('_cols', {}):
            return self._column(name)
        return _pd._Missing.__getattr__(self, name)

    def get(self, key, default=None):
        return self[key] if key in self._cols else default

    @property
    def loc(self):
        return _FrameLoc(self, False)

    @property
    def iloc(self):
        return _FrameLoc(self, True)

    def head(self, n=5):
        return self._rows(list(range(min(n, len(self._index)))))

    def tail(self, n=5):
        return self._rows(list(range(max(len(self._index) - n, 0), len(self._index))))

    def _binary(self, other, op, name):
        if isinstance(other, (DataFrame, _pd.Series)):
            _unsupported('pandas: DataFrame %s with a frame or series' % name)
        return self._new({c: [op(v, other) for v in vals] for c, vals in self._cols.items()})

    # -- rows
    def iterrows(self):
        for i, label in enumerate(self._index):
            yield label, self._row(i)

    def _row(self, i):
        return _pd.Series([v[i] for v in self._cols.values()], index=list(self._cols),
                          name=self._index[i])

    def itertuples(self, index=True):
        _unsupported('pandas: DataFrame.itertuples')

    def apply(self, func, axis=0):
        if axis in (1, 'columns'):
            out = [func(self._row(i)) for i in range(len(self._index))]
            if out and isinstance(out[0], _pd.Series):
                _unsupported('pandas: apply returning rows')
            return _pd.Series(out, index=self._index)
        out = {c: func(self._column(c)) for c in self._cols}
        return _pd.Series(list(out.values()), index=list(out))

    def sort_values(self, by, ascending=True):
        keys = [by] if not isinstance(by, list) else by
        order = list(range(len(self._index)))
        flags = ascending if isinstance(ascending, list) else [ascending] * len(keys)
        for key, up in reversed(list(zip(keys, flags))):
            vals = self._cols[key]
            order = [order[i] for i in _pd._sorted_positions([vals[j] for j in order], up)]
        return self._rows(order)

    def sort_index(self, ascending=True):
        return self._rows(_pd._sorted_positions(self._index, ascending))

    def reset_index(self, drop=False):
        cols = {} if drop else {self._index_name or 'index': list(self._index)}
        cols.update(self._cols)
        return DataFrame(cols)

    def set_index(self, column):
        cols = {c: v for c, v in self._cols.items() if c != column}
        f = DataFrame(cols, index=self._cols[column])
        f._index_name = column
        return f

    def drop(self, labels=None, axis=0, columns=None):
        if columns is not None or axis in (1, 'columns'):
            gone = columns if columns is not None else labels
            gone = gone if isinstance(gone, list) else [gone]
            for c in gone:
                if c not in self._cols:
                    raise KeyError("%s not found in axis" % [c])
            return self._new({c: v for c, v in self._cols.items() if c not in gone})
        gone = labels if isinstance(labels, list) else [labels]
        return self._rows([i for i, l in enumerate(self._index) if l not in gone])

    def rename(self, columns=None):
        return self._new({(columns or {}).get(c, c): v for c, v in self._cols.items()})

    def dropna(self):
        return self._rows([i for i in range(len(self._index))
                           if not any(_pd._isna(v[i]) for v in self._cols.values())])

    def fillna(self, value):
        return self._new({c: [value if _pd._isna(x) else x for x in v] for c, v in self._cols.items()})

    def copy(self):
        return self._new({c: list(v) for c, v in self._cols.items()})

    def isna(self):
        return self._new({c: [_pd._isna(x) for x in v] for c, v in self._cols.items()})

    isnull = isna

    def notna(self):
        return self._new({c: [not _pd._isna(x) for x in v] for c, v in self._cols.items()})

    def groupby(self, by, sort=True):
        return GroupBy(self, by if isinstance(by, list) else [by], None, sort)

    def merge(self, right, on=None, how='inner'):
        return merge(self, right, on=on, how=how)

    def to_dict(self, orient='dict'):
        if orient == 'dict':
            return {c: dict(zip(self._index, v)) for c, v in self._cols.items()}
        if orient == 'list':
            return {c: list(v) for c, v in self._cols.items()}
        if orient == 'records':
            return [{c: v[i] for c, v in self._cols.items()} for i in range(len(self._index))]
        if orient == 'index':
            return {l: {c: v[i] for c, v in self._cols.items()} for i, l in enumerate(self._index)}
        _unsupported("pandas: to_dict(orient=%r)" % orient)

    def _reduce(self, name):
        cols = [c for c in self._cols if _pd._dtype(self._cols[c]) in ('int64', 'float64', 'bool')
                or name in ('count', 'sum', 'min', 'max', 'nunique')]
        return _pd.Series([getattr(self._column(c), name)() for c in cols], index=cols)

    def sum(self):
        return self._reduce('sum')

    def mean(self):
        return self._reduce('mean')

    def median(self):
        return self._reduce('median')

    def min(self):
        return self._reduce('min')

    def max(self):
        return self._reduce('max')

    def count(self):
        return self._reduce('count')

    def std(self):
        return self._reduce('std')

    def nunique(self):
        return self._reduce('nunique')

    def describe(self):
        cols = [c for c in self._cols if _pd._dtype(self._cols[c]) in ('int64', 'float64')]
        if not cols:
            _unsupported('pandas: describe() of text columns')
        stats = {c: _pd._describe([v for v in self._cols[c] if not _pd._isna(v)], c)._values
                 for c in cols}
        return DataFrame(stats, index=['count', 'mean', 'std', 'min', '25%', '50%', '75%', 'max'])

    def info(self):
        _unsupported('pandas: DataFrame.info')

    def to_csv(self, path=None, index=True):
        import csv
        import io
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator='\n')
        w.writerow(([''] if index else []) + list(self._cols))
        for i, label in enumerate(self._index):
            w.writerow(([label] if index else []) + [v[i] for v in self._cols.values()])
        if path is None:
            return buf.getvalue()
        with open(path, 'w') as f:
            f.write(buf.getvalue())


def _length(cols):
    return len(next(iter(cols.values()))) if cols else 0


class _FrameLoc:
    """df.loc[rows] / df.loc[rows, cols] by labels (iloc: by positions)."""

    def __init__(self, frame, positional):
        self._f = frame
        self._positional = positional

    def _positions(self, key):
        f = self._f
        n = len(f._index)
        if isinstance(key, slice):
            if self._positional or key == slice(None):
                return list(range(n))[key]
            start = f._index.index(key.start) if key.start is not None else 0
            stop = f._index.index(key.stop) + 1 if key.stop is not None else n  # inclusive
            return list(range(start, stop))
        if isinstance(key, _pd.Series) or (isinstance(key, list) and key and
                                           all(isinstance(k, bool) for k in key)):
            flags = key._values if isinstance(key, _pd.Series) else key
            return [i for i, x in enumerate(flags) if x]
        if isinstance(key, list):
            return [self._position(k) for k in key]
        return self._position(key)

    def _position(self, key):
        f = self._f
        if self._positional:
            if not -len(f._index) <= key < len(f._index):
                raise IndexError('single positional indexer is out-of-bounds')
            return key % len(f._index)
        if key not in f._index:
            raise KeyError(key)
        return f._index.index(key)

    def _columns(self, key):
        names = list(self._f._cols)
        if isinstance(key, slice):
            if self._positional:
                return names[key]
            start = names.index(key.start) if key.start is not None else 0
            stop = names.index(key.stop) + 1 if key.stop is not None else len(names)
            return names[start:stop]
        if isinstance(key, list):
            return [names[k] if self._positional else k for k in key]
        name = names[key] if self._positional else key
        if name not in self._f._cols:
            raise KeyError(name)
        return name

    def __getitem__(self, key):
        rows, cols = key if isinstance(key, tuple) else (key, slice(None))
        f = self._f
        pos = self._positions(rows)
        col = self._columns(cols)
        if isinstance(pos, int):
            row = f._row(pos)
            return row[col] if not isinstance(col, list) else row[col]
        picked = f._rows(pos)
        return picked[col]

    def __setitem__(self, key, value):
        rows, col = key if isinstance(key, tuple) else (key, None)
        f = self._f
        if col is None:
            _unsupported('pandas: setting whole rows through loc')
        col = self._columns(col) if self._positional else col
        pos = self._positions(rows)
        pos = [pos] if isinstance(pos, int) else pos
        if col not in f._cols:
            f._cols[col] = [_pd.nan] * len(f._index)
        vals = value._values if isinstance(value, _pd.Series) else None
        for k, i in enumerate(pos):
            f._cols[col][i] = vals[k] if vals is not None else value
        f._cols[col] = _pd._normalise(f._cols[col])


class GroupBy:
    """df.groupby(keys)[column]: rows grouped by the keys' values (sorted)."""

    def __init__(self, frame, keys, column, sort):
        self._f = frame
        self._keys = keys
        self._column = column
        for k in keys:
            if k not in frame._cols:
                raise KeyError(k)
        groups = {}
        for i in range(len(frame._index)):
            label = tuple(frame._cols[k][i] for k in keys)
            if any(_pd._isna(x) for x in label):
                continue
            groups.setdefault(label, []).append(i)
        self._labels = sorted(groups) if sort else list(groups)
        self._groups = groups

    def __getitem__(self, column):
        if isinstance(column, list):
            return _GroupCols(self, column)
        if column not in self._f._cols:
            raise KeyError('Column not found: %s' % column)
        return GroupBy(self._f, self._keys, column, True)

    def __getattr__(self, name):
        if name.startswith('_'):
            raise AttributeError(name)
        _unsupported('pandas: GroupBy.' + name)

    def __iter__(self):
        for label in self._labels:
            key = label[0] if len(label) == 1 else label
            yield key, self._f._rows(self._groups[label])

    def _index(self):
        return [l[0] if len(self._keys) == 1 else l for l in self._labels]

    def _result(self, name, columns=None):
        f = self._f
        index = self._index()
        if self._column is not None:
            vals = f._cols[self._column]
            out = [_reduce_values([vals[i] for i in self._groups[l]], name) for l in self._labels]
            s = _pd.Series(out, index=index, name=self._column)
            s._index_name = self._keys[0] if len(self._keys) == 1 else None
            return s
        cols = columns or [c for c in f._cols if c not in self._keys]
        if name == 'mean':
            cols = [c for c in cols if _pd._dtype(f._cols[c]) in ('int64', 'float64', 'bool')] \
                if columns is None else cols
        out = DataFrame({c: [_reduce_values([f._cols[c][i] for i in self._groups[l]], name)
                             for l in self._labels] for c in cols}, index=index)
        out._index_name = self._keys[0] if len(self._keys) == 1 else None
        return out

    def sum(self):
        return self._result('sum')

    def mean(self):
        return self._result('mean')

    def count(self):
        return self._result('count')

    def min(self):
        return self._result('min')

    def max(self):
        return self._result('max')

    def median(self):
        return self._result('median')

    def nunique(self):
        return self._result('nunique')

    def size(self):
        s = _pd.Series([len(self._groups[l]) for l in self._labels], index=self._index())
        s._index_name = self._keys[0] if len(self._keys) == 1 else None
        if self._column is not None:
            s.name = self._column
        return s

    def agg(self, func):
        if isinstance(func, str):
            return self._result(func)
        if isinstance(func, dict) and self._column is None:
            parts = {c: GroupBy(self._f, self._keys, c, True)._result(f)._values
                     for c, f in func.items() if isinstance(f, str)}
            if len(parts) != len(func):
                _unsupported('pandas: agg with lists of functions')
            out = DataFrame(parts, index=self._index())
            out._index_name = self._keys[0] if len(self._keys) == 1 else None
            return out
        if callable(func) and self._column is not None:
            vals = self._f._cols[self._column]
            s = _pd.Series([func(_pd.Series([vals[i] for i in self._groups[l]]))
                            for l in self._labels], index=self._index(), name=self._column)
            s._index_name = self._keys[0] if len(self._keys) == 1 else None
            return s
        _unsupported('pandas: GroupBy.agg(%r)' % (func,))

    aggregate = agg


class _GroupCols:
    def __init__(self, groupby, columns):
        self._g = groupby
        self._columns = columns

    def __getattr__(self, name):
        if name in ('sum', 'mean', 'count', 'min', 'max', 'median', 'nunique'):
            return lambda: self._g._result(name, self._columns)
        if name.startswith('_'):
            raise AttributeError(name)
        _unsupported('pandas: GroupBy[[...]].' + name)


def _reduce_values(values, name):
    return getattr(_pd.Series(values), name)()


def merge(left, right, on=None, how='inner'):
    if how not in ('inner', 'left'):
        _unsupported("pandas: merge(how=%r)" % how)
    keys = [on] if not isinstance(on, list) else on
    if on is None:
        keys = [c for c in left._cols if c in right._cols]
    for k in keys:
        if k not in left._cols:
            raise KeyError(k)
        if k not in right._cols:
            raise KeyError(k)
    both = [c for c in left._cols if c in right._cols and c not in keys]
    names = [(c + '_x' if c in both else c) for c in left._cols]
    names += [(c + '_y' if c in both else c) for c in right._cols if c not in keys]
    rows = []
    nright = len(right._index)
    for i in range(len(left._index)):
        key = [left._cols[k][i] for k in keys]
        matched = [j for j in range(nright) if [right._cols[k][j] for k in keys] == key]
        for j in matched:
            rows.append([left._cols[c][i] for c in left._cols] +
                        [right._cols[c][j] for c in right._cols if c not in keys])
        if not matched and how == 'left':
            rows.append([left._cols[c][i] for c in left._cols] +
                        [_pd.nan for c in right._cols if c not in keys])
    return DataFrame({n: [r[k] for r in rows] for k, n in enumerate(names)})


def concat(frames, ignore_index=False):
    frames = list(frames)
    if all(isinstance(f, _pd.Series) for f in frames):
        values, index = [], []
        for s in frames:
            values += s._values
            index += s._index
        return _pd.Series(values, index=None if ignore_index else index)
    names = []
    for f in frames:
        names += [c for c in f._cols if c not in names]
    cols = {c: [] for c in names}
    index = []
    for f in frames:
        for c in names:
            cols[c] += f._cols.get(c, [_pd.nan] * len(f._index))
        index += f._index
    return DataFrame(cols, index=None if ignore_index else index)


def _parse(text):
    if text == '':
        return _pd.nan
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


class EmptyDataError(ValueError):
    """pandas.errors.EmptyDataError: read_csv of a file with no columns."""


EmptyDataError.__module__ = 'pandas.errors'


def read_csv(path, sep=',', header='infer', names=None, encoding=None, delimiter=None,
             **options):
    import csv
    import io
    # pandas takes some fifty options: one this reader does not model is
    # said, not refused with a TypeError pandas would not raise.
    if options:
        _unsupported('pandas: read_csv(' + ', '.join(k + '=' for k in options) + ')')
    if hasattr(path, 'read'):
        text = path.read()
    else:
        with open(path, encoding=encoding) as f:
            text = f.read()
    rows = list(csv.reader(io.StringIO(text), delimiter=sep if delimiter is None else delimiter))
    rows = [r for r in rows if r]
    if not rows and names is None:
        raise EmptyDataError('No columns to parse from file')
    if names is None and header is not None:
        names, rows = rows[0], rows[1:]
    elif names is None:
        names = list(range(len(rows[0]) if rows else 0))
    columns = {}
    for i, n in enumerate(names):
        raw = [r[i] if i < len(r) else '' for r in rows]
        vals = [_parse(x) for x in raw]
        # A column that mixes numbers and text is text, as pandas reads it.
        if any(isinstance(v, str) for v in vals):
            vals = [x if x != '' else _pd.nan for x in raw]
        columns[n] = vals
    return DataFrame(columns)
