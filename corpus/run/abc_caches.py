# ABCMeta's caches (abc.py, as CPython's _abc): answers are remembered per
# ABC (a __subclasshook__ is asked once per class), a negative one
# forgotten when any ABC registers a class.
import abc
import collections.abc


class Base(abc.ABC):
    pass


class Child(Base):
    pass


class Other:
    pass


print(isinstance(Child(), Base), isinstance(Other(), Base))
print(issubclass(Other, Base), issubclass(Other, Base))

token = abc.get_cache_token()
Base.register(Other)  # a negative answer given before is stale now
print(abc.get_cache_token() != token, isinstance(Other(), Base), issubclass(Other, Base))


class Late:
    pass


print(issubclass(Late, Base))


class LateChild(Late, Base):
    pass


print(issubclass(LateChild, Base), issubclass(Late, Base))


class Hooked(abc.ABC):
    calls = 0

    @classmethod
    def __subclasshook__(cls, other):
        cls.calls += 1
        return hasattr(other, "quack") or NotImplemented


class Duck:
    def quack(self):
        pass


print(isinstance(Duck(), Hooked), isinstance(Duck(), Hooked), issubclass(int, Hooked))
print("hook calls", Hooked.calls)  # each class asked once
Hooked._abc_caches_clear()
print(isinstance(Duck(), Hooked), "hook calls", Hooked.calls)

# A class whose __class__ differs from its type: both are asked.
class Proxy:
    @property
    def __class__(self):
        return Child


print(isinstance(Proxy(), Base), isinstance(Proxy(), Hooked))


def make():
    class Temp:
        pass
    return Temp


# Classes made in turn, each cached while it lives.
print([isinstance(make()(), Base) or issubclass(make(), collections.abc.Mapping)
       for _ in range(3)])

print(isinstance({}, collections.abc.Mapping), isinstance([], collections.abc.Mapping),
      isinstance({}, collections.abc.MutableMapping), isinstance((), collections.abc.Sequence))


class MyMapping(collections.abc.Mapping):
    def __getitem__(self, k):
        raise KeyError(k)

    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


print(isinstance(MyMapping(), collections.abc.Mapping), isinstance(MyMapping(), collections.abc.Sequence))
collections.abc.Sequence.register(MyMapping)
print(isinstance(MyMapping(), collections.abc.Sequence))
print('_abc_impl' in Base.__dict__)
