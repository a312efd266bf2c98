# Exception attributes: NameError/AttributeError name and obj (set when raised,
# keywords accepted), ImportError name/path/msg, SyntaxError's fields, add_note.
e = OSError(2, 'No such file', 'x.txt')
print(e.errno, e.strerror, e.filename, str(e))
e = UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'invalid start byte')
print(e.start, e.reason)
try:
    undefined_name
except NameError as e:
    print(repr(getattr(e, 'name', 'MISSING')))
try:
    (1).foo
except AttributeError as e:
    print(repr(getattr(e, 'name', 'MISSING')), repr(getattr(e, 'obj', 'MISSING')))
e = ValueError(1)
e.add_note('hello') if hasattr(e, 'add_note') else print('no add_note')
print(getattr(e, '__notes__', 'MISSING'))
print(ImportError('m', name='x', path='p').name)
s = SyntaxError('msg', ('f.py', 1, 2, 'text', 1, 3))
print(s.filename, s.lineno, s.offset, s.text, s.end_lineno, s.end_offset, s.msg)
print(StopIteration(5).value, SystemExit(3).code, KeyError('k').args)
import math
try:
    math.nope
except AttributeError as e:
    print(e.name, e.obj is math)
try:
    int.nope
except AttributeError as e:
    print(e.name, e.obj is int)
for bad in [lambda: ValueError(x=1), lambda: NameError(obj=1), lambda: ValueError().add_note(3)]:
    try:
        bad()
    except TypeError as t:
        print(t)
print(AttributeError('m', name='n', obj=5).obj, NameError('m', name='q').name, ImportError('m').path, ImportError('mm').msg)
s = SyntaxError('bare')
print(s.msg, s.filename, s.lineno, str(s))
try:
    compile('x = (', 'prog.py', 'exec')
except SyntaxError as e:
    print(e.filename, e.lineno, e.msg)
