"""copy for hyexec: shallow and deep copies of the builtin containers and of
instances (their attribute dicts)."""


class Error(Exception):
    pass


def copy(x):
    # A class is copied as itself; __copy__ is looked up on the type, as
    # CPython's copy does (a class defining it is not copied by it).
    if isinstance(x, type):
        return x
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return dict(x)
    if isinstance(x, set):
        return set(x)
    copier = getattr(type(x), "__copy__", None)
    if copier is not None:
        return copier(x)
    if hasattr(x, "copy") and not isinstance(x, type):
        return x.copy()
    if hasattr(x, "__dict__") and not isinstance(x, type) and not callable(x):
        y = object.__new__(type(x))
        y.__dict__.update(x.__dict__)
        return y
    return x


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    i = id(x)
    if i in memo:
        return memo[i]
    if isinstance(x, type):
        return x
    if isinstance(x, list):
        y = []
        memo[i] = y
        for v in x:
            y.append(deepcopy(v, memo))
        return y
    if isinstance(x, tuple):
        return tuple(deepcopy(v, memo) for v in x)
    if isinstance(x, dict):
        y = {}
        memo[i] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if isinstance(x, set):
        return set(deepcopy(v, memo) for v in x)
    copier = getattr(type(x), "__deepcopy__", None)
    if copier is not None:
        return copier(x, memo)
    if hasattr(x, "__dict__") and not isinstance(x, type) and not callable(x):
        y = object.__new__(type(x))
        memo[i] = y
        for k, v in x.__dict__.items():
            y.__dict__[k] = deepcopy(v, memo)
        return y
    return x
