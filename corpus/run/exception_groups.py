# ExceptionGroup / BaseExceptionGroup and except* (PEP 654).
import sys


def show(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


show('too many', lambda: ExceptionGroup('a', [ValueError(1)], 3))
show('bad message', lambda: ExceptionGroup(1, [ValueError(1)]))
show('not a sequence', lambda: ExceptionGroup('a', ValueError(1)))
show('empty', lambda: ExceptionGroup('a', []))
show('not an exception', lambda: ExceptionGroup('a', [ValueError(), 1]))
show('base in EG', lambda: ExceptionGroup('a', [KeyboardInterrupt()]))
show('keywords', lambda: ExceptionGroup('a', [ValueError()], x=1))
show('BEG of Exceptions', lambda: type(BaseExceptionGroup('a', [ValueError()])))
show('BEG of base', lambda: type(BaseExceptionGroup('a', (KeyboardInterrupt(),))))


class MyEG(ExceptionGroup):
    pass


show('subclass of Exception', lambda: MyEG('a', [KeyboardInterrupt()]))

eg = ExceptionGroup('msg', [ValueError(1), TypeError(2), ExceptionGroup('inner', [ValueError(3), OSError(4)])])
print(str(eg), '|', repr(eg))
print(eg.message, eg.exceptions, eg.args)
show('readonly', lambda: setattr(eg, 'message', 'x'))
show('bad matcher', lambda: eg.split(1))
match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
print(match.__suppress_context__, match.__cause__, match.__context__)
print(repr(eg.subgroup(lambda e: isinstance(e, OSError))))
print(eg.subgroup(BaseException) is eg, eg.split(KeyError))
print(repr(eg.derive([KeyboardInterrupt()])))
print(ExceptionGroup[int], ExceptionGroup.__mro__)
eg.add_note('a note')
m, r = eg.split(TypeError)
print(m.__notes__, r.__notes__, m.__notes__ is eg.__notes__)


class CodedGroup(ExceptionGroup):
    def __new__(cls, message, excs, code):
        obj = super().__new__(cls, message, excs)
        obj.code = code
        return obj

    def derive(self, excs):
        return CodedGroup(self.message, excs, self.code)


cg = CodedGroup('coded', [ValueError(1), TypeError(2)], 42)
m, r = cg.split(ValueError)
print(type(m).__name__, m.code, repr(r), r.code, cg.args)

# except*
def handle(exc):
    try:
        raise exc
    except* ValueError as e:
        print('  ValueError clause', repr(e), sys.exc_info()[1] is e)
    except* (TypeError, KeyError) as e:
        print('  Type/KeyError clause', repr(e))


for exc in [ValueError(1), ExceptionGroup('g', [ValueError(1), TypeError(2)]),
            ExceptionGroup('g', [KeyError('k'), ExceptionGroup('h', [ValueError(5)])])]:
    print('handle', repr(exc))
    handle(exc)

for exc in [OSError(1), ExceptionGroup('g', [ValueError(1), OSError(2)])]:
    try:
        handle(exc)
    except BaseException as e:
        print('left', repr(e))


def raise_in_clause():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError('from clause')
    except* TypeError as e:
        raise


try:
    raise_in_clause()
except ExceptionGroup as e:
    print('raised', repr(e), repr(e.exceptions[0].__context__))


def reraise_naked():
    try:
        raise ValueError('naked')
    except* ValueError:
        raise


try:
    reraise_naked()
except BaseException as e:
    print('naked re-raised as', repr(e))

try:
    try:
        raise ValueError(1)
    except* ExceptionGroup:
        pass
except TypeError as e:
    print('TypeError', e)

try:
    try:
        raise ValueError(1)
    except* 42:
        pass
except TypeError as e:
    print('TypeError', e)

for src in ['for x in y:\n    try:\n        pass\n    except* E:\n        break\n',
            'def f():\n    try:\n        pass\n    except* E:\n        return 1\n',
            'try:\n    pass\nexcept* E:\n    for x in y:\n        break\n']:
    try:
        compile(src, '<s>', 'exec')
        print('compiles')
    except SyntaxError as e:
        print('SyntaxError', e.msg, e.lineno)

try:
    raise ExceptionGroup('g', [ValueError(1)])
except* ValueError:
    print('handled')
else:
    print('else')
finally:
    print('finally')
