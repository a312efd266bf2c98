# Augmented assignment: the number fast paths, and str += in place only when
# nothing else sees the string.
def build(n):
    s = ''
    for i in range(n):
        s += str(i % 10)
    return s

def aliases():
    s = 'ab' + str(1)
    t = s
    s += 'c'
    u = [s]
    s += 'd'
    s += s
    d = {s: 1}
    s += 'é'
    s += (s := 'x' + str(2))
    return s, t, u, d, len(s)

def nums():
    i = 5; i += 2; i -= 10; i *= -3
    x = 1.5; x += 2; x *= 2; x -= 0.25; x /= 2
    b = 2 ** 62; b += b; b *= 4
    l = [1, 2.0]; l[0] += 2**63; l[1] *= 3
    class P: pass
    p = P(); p.v = 3; p.v += 0.5
    return i, x, b, l, p.v

def errors():
    s = 'a'
    try:
        s += 1
    except TypeError as e:
        print(e)
    n = 1
    try:
        n /= 0
    except ZeroDivisionError as e:
        print(e)
    return s, n

print(build(25), len(build(1000)))
print(aliases())
print(nums())
print(errors())
