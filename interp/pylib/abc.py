"""abc for hyexec: ABC and abstractmethod (instantiating a class with
abstract methods left raises CPython's TypeError). hyexec has no
metaclasses, so ABCMeta is the ABC base's marker and register() is a no-op."""


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


def _abstract_names(cls):
    names = []
    for klass in reversed(cls.__mro__):
        for name, value in klass.__dict__.items():
            if getattr(value, '__isabstractmethod__', False):
                if name not in names:
                    names.append(name)
            elif name in names:
                names.remove(name)
    return sorted(names)


class ABC:
    def __new__(cls, *args, **kwargs):
        missing = _abstract_names(cls)
        if missing:
            plural = 's' if len(missing) > 1 else ''
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, plural, ', '.join(missing)))
        return object.__new__(cls)

    @classmethod
    def register(cls, subclass):
        return subclass


ABCMeta = type
