"""copy for hyexec: shallow and deep copies of the builtin containers and of
instances (their attribute dicts)."""


class Error(Exception):
    pass


def copy(x):
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return dict(x)
    if isinstance(x, set):
        return set(x)
    if hasattr(x, "__copy__"):
        return x.__copy__()
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
    if hasattr(x, "__deepcopy__"):
        return x.__deepcopy__(memo)
    if hasattr(x, "__dict__") and not isinstance(x, type) and not callable(x):
        y = object.__new__(type(x))
        memo[i] = y
        for k, v in x.__dict__.items():
            y.__dict__[k] = deepcopy(v, memo)
        return y
    return x
