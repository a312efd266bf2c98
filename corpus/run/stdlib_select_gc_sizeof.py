# select's constants and error (waiting on descriptors is unsupported: a
# run has none); gc.is_tracked as CPython's collector tracks objects; sys.getsizeof.
import gc
import select


class A:
    pass


print([gc.is_tracked(x) for x in (1, 'a', None, 1.5, b'', [], {}, {'a': 1}, {'a': []}, {'a': ()},
                                  {'a': {}}, (), (1,), ([],), A(), A, len, set(), frozenset(),
                                  lambda: 0, range(3), 1j, True, bytearray())])
print(select.error is OSError, select.POLLIN, select.POLLOUT, select.EPOLLET, select.PIPE_BUF,
      hasattr(select, 'select'), callable(select.poll))

# sys.getsizeof of the atoms and tuples (their sizes follow from their values).
import sys

print([sys.getsizeof(x) for x in (0, 1, 2**30, 2**60, -5, -2**100, True, False, 1.5, None, '', 'a',
                                  'é', 'ÿz', 'Ā', '\u1234', '\U0001f600', 'a\U0001f600é', b'',
                                  b'ab', (), (1, 2), 1j)])
print(sys.exception(), sys.getdefaultencoding(), sys.getfilesystemencoding(),
      sys.getfilesystemencodeerrors())
try:
    raise ValueError('x')
except ValueError:
    print(repr(sys.exception()))
