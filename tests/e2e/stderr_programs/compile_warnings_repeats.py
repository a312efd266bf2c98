x = 1
while x is 2:
    pass
try:
    pass
finally:
    x is 3
def f():
    for i in []:
        try:
            if i: break
            if i: continue
            return x
        finally:
            x is 4
assert (1, 2)
if x is 5 and x is 6: pass
y = x is 7 or 8
[i is 9 for i in [] if i is 10]
class C(object if x is 11 else object):
    z = x is 12
@(lambda f: f) if x is 13 else (lambda f: f)
def g(a=x is 14) -> (x is 15): return a is 16
x is 17 is 18
