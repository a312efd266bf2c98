# types' names and operator's dunder aliases; the builtins module.
import types
class A:
    def m(self): pass
print(types.MethodType, isinstance(A().m, types.MethodType), types.ModuleType, types.CoroutineType)
print(types.new_class("X", (object,), None, lambda ns: ns.update(a=1)).a)
import operator
print(operator.__lt__(1,2), operator.__not__(0), operator.__and__(6,3), operator.__inv__(1))
import builtins
print(builtins.len([1]), builtins.int)
builtins.foo = 3
print(foo)
