# inspect: predicates, getmembers, cleandoc, Signature/Parameter text, bind, errors.
import inspect, functools
class A:
    """Doc A.

       More.
    """
    x = 1
    def m(self): pass
    @staticmethod
    def s(): pass
def f(a, b=1): pass
def g(): yield 1
print(inspect.isfunction(f), inspect.isclass(A), inspect.ismethod(A().m), inspect.ismodule(inspect), inspect.isbuiltin(len), inspect.isroutine(len), inspect.isgenerator(g()))
print([n for n, v in inspect.getmembers(A) if not n.startswith('__')], [n for n, v in inspect.getmembers(A(), inspect.ismethod) if not n.startswith('__')])
print(inspect.getmro(A) == A.__mro__, repr(inspect.cleandoc('''  Doc A.

       More.
    ''')))
P = inspect.Parameter
sig = inspect.Signature([P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_OR_KEYWORD, default=2), P('args', P.VAR_POSITIONAL), P('c', P.KEYWORD_ONLY, annotation=int), P('kw', P.VAR_KEYWORD)], return_annotation=str)
print(sig, repr(sig.parameters['c']), P.KEYWORD_ONLY, P.KEYWORD_ONLY.description)
ba = sig.bind(1, 2, 3, c=4, z=5)
print(ba, ba.args, ba.kwargs)
ba = sig.bind_partial(1)
ba.apply_defaults(); print(ba.arguments)
for bad in [lambda: sig.bind(), lambda: sig.bind(a=1, c=1), lambda: inspect.Signature([P('a', P.POSITIONAL_OR_KEYWORD, default=1), P('b', P.POSITIONAL_OR_KEYWORD)])]:
    try: bad()
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
print(sig.replace(return_annotation=inspect.Signature.empty), sig == sig.replace())
print(inspect.getattr_static(A, 'x'), inspect.unwrap(functools.wraps(f)(lambda: 0)) is f, inspect.isabstract(A))
