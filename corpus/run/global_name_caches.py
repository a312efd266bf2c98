# Global names read after stores to globals (this one and others), deletions,
# shadowed and removed builtins, and exec with builtins of its own.
import builtins
COUNT = 0
def bump():
    global COUNT, OTHER
    COUNT += 1
    OTHER = COUNT * 2
def read():
    return COUNT, len("ab")
for i in range(3):
    bump(); print(read())
def shadow():
    global len
    len = lambda s: 99
shadow(); print(read())
del len
print(read())
del COUNT
try: read()
except NameError as e: print(e)
globals()['COUNT'] = 7; print(read()); bump(); print(read())
builtins.len = lambda s: -1
print(read())
del builtins.len
try: print(read())
except NameError as e: print(e)
g = {'__builtins__': {'len': lambda s: 5}, 'X': 1}
exec("def f():\n  return X, len('a')\nr1 = f()\nX = 2\nr2 = f()\n", g); print(g['r1'], g['r2'])
for k in list(globals()):
    if k.startswith('_tmp'): pass
for j in range(40): globals()['_tmp%d' % j] = j
bump(); print(read(), OTHER)
