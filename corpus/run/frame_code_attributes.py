# A frame's code attributes: names, qualified names, locals, first line, file, the caller's.
import sys
def f(a, b=1, *c, d, **e):
    x = 1
    def g(): return x
    fr = sys._getframe()
    co = fr.f_code
    return co.co_name, co.co_qualname, co.co_varnames, co.co_firstlineno, co.co_filename.endswith("frame_code_attributes.py"), fr.f_back.f_code.co_name
print(f(1, d=2))
class K:
    def m(self): return sys._getframe().f_code.co_qualname, sys._getframe(1).f_code.co_name
print(K().m())
print((lambda: sys._getframe().f_code.co_name)())
