"""functools for hyexec: reduce, partial, lru_cache, cache, cmp_to_key, wraps."""

_missing = object()


def reduce(function, iterable, initial=_missing):
    it = iter(iterable)
    if initial is _missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


class partial:
    def __init__(self, func, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)


def lru_cache(maxsize=128, typed=False):
    def decorating(user_function):
        cache = {}

        def wrapper(*args, **kwargs):
            key = args
            if kwargs:
                key = args + tuple(sorted(kwargs.items()))
            if key in cache:
                return cache[key]
            result = user_function(*args, **kwargs)
            cache[key] = result
            return result

        wrapper.cache_clear = cache.clear
        wrapper.__wrapped__ = user_function
        return wrapper

    if callable(maxsize) and not isinstance(maxsize, int):
        return decorating(maxsize)
    return decorating


def cache(user_function):
    return lru_cache(None)(user_function)


def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

    return K


def wraps(wrapped, assigned=None, updated=None):
    def decorator(wrapper):
        return wrapper
    return decorator


def total_ordering(cls):
    return cls
