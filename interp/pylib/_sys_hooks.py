"""The hooks sys calls from Python code: sys.excepthook (the report of an
exception, with CPython 3.11's "Did you mean" suggestions for NameError and
AttributeError) and sys.breakpointhook ($PYTHONBREAKPOINT, read from
os.environ, or pdb.set_trace)."""

import sys

# CPython 3.11's Python/suggestions.c: the limits and costs of its
# Levenshtein distance (a case change is cheaper than another letter).
_MAX_CANDIDATE_ITEMS = 750
_MAX_STRING_SIZE = 40
_MOVE_COST = 2
_CASE_COST = 1


def _lower(c):
    return c.lower() if 'A' <= c <= 'Z' else c


def _substitution_cost(a, b):
    if a == b:
        return 0
    if _lower(a) == _lower(b):
        return _CASE_COST
    return _MOVE_COST


def _distance(a, b, max_cost):
    if a == b:
        return 0
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    a, b = a[start:], b[start:]
    end = 0
    while end < len(a) and end < len(b) and a[-1 - end] == b[-1 - end]:
        end += 1
    if end:
        a, b = a[:-end], b[:-end]
    if not a or not b:
        return (len(a) + len(b)) * _MOVE_COST
    if len(a) > _MAX_STRING_SIZE or len(b) > _MAX_STRING_SIZE:
        return max_cost + 1
    if len(b) < len(a):
        a, b = b, a
    if (len(b) - len(a)) * _MOVE_COST > max_cost:
        return max_cost + 1
    # One row of the matrix, updated in place: row[i] is the cost from
    # b[:j] to a[:i + 1].
    row = [(i + 1) * _MOVE_COST for i in range(len(a))]
    result = 0
    for j, code in enumerate(b):
        distance = result = j * _MOVE_COST
        minimum = None
        for i, c in enumerate(a):
            substitute = distance + _substitution_cost(code, c)
            distance = row[i]
            result = min(min(result, distance) + _MOVE_COST, substitute)
            row[i] = result
            if minimum is None or result < minimum:
                minimum = result
        if minimum > max_cost:
            return max_cost + 1
    return result


def _best_match(candidates, name):
    if len(candidates) >= _MAX_CANDIDATE_ITEMS:
        return None
    best = None
    best_distance = None
    for item in candidates:
        if not isinstance(item, str) or item == name:
            continue
        # No more than a third of the characters involved may change, and
        # a match must beat the best so far.
        max_distance = (len(name) + len(item) + 3) * _MOVE_COST // 6
        if best_distance is not None:
            max_distance = min(max_distance, best_distance - 1)
        d = _distance(name, item, max_distance)
        if d > max_distance:
            continue
        if best is None or d < best_distance:
            best, best_distance = item, d
    return best


def _name_error_candidates(value):
    tb = value.__traceback__
    if tb is None:
        return []
    while tb.tb_next is not None:
        tb = tb.tb_next
    frame = tb.tb_frame
    import builtins
    return [list(getattr(frame.f_code, 'co_varnames', ())),
            list(getattr(frame, 'f_globals', {})), list(vars(builtins))]


def suggestion(value):
    """CPython's suggestion for a NameError or AttributeError, or None."""
    name = getattr(value, 'name', None)
    if not isinstance(name, str):
        return None
    if isinstance(value, AttributeError):
        try:
            candidates = [sorted(dir(value.obj))]
        except Exception:
            return None
    elif isinstance(value, NameError):
        candidates = _name_error_candidates(value)
    else:
        return None
    for names in candidates:
        found = _best_match(names, name)
        if found is not None:
            return found
    return None


def excepthook(exc_type, value, tb, /):
    import traceback
    lines = traceback.format_exception(exc_type, value, tb)
    if isinstance(value, (NameError, AttributeError)) and lines:
        found = suggestion(value)
        if found is not None:
            lines[-1] = lines[-1].rstrip('\n') + ". Did you mean: '%s'?\n" % found
    sys.stderr.write(''.join(lines))


def breakpointhook(*args, **kws):
    import os
    hookname = os.environ.get('PYTHONBREAKPOINT')
    if not hookname:
        hookname = 'pdb.set_trace'
    elif hookname == '0':
        return None
    modulepath, dot, funcname = hookname.rpartition('.')
    if not dot:
        modulepath = 'builtins'
    try:
        if not modulepath or not funcname or not modulepath.replace('.', 'x').isidentifier():
            raise ImportError
        module = __import__(modulepath)
        for part in modulepath.split('.')[1:]:
            module = getattr(module, part)
        hook = getattr(module, funcname)
    except (ImportError, AttributeError):
        import warnings
        warnings.warn('Ignoring unimportable $PYTHONBREAKPOINT: "{}"'.format(hookname),
                      RuntimeWarning)
        return None
    return hook(*args, **kws)
