# Starred parenthesized targets, a match on a list display with one case,
# the tokenizer's messages for malformed numbers and characters, and Python 2
# statements.
*(a, b), c = 1, 2, 3
print(a, b, c)
[*(x, y), z] = 4, 5, 6
print(x, y, z)
for *(m, n), o in [(1, 2, 3), (4, 5, 6)]:
    print(m, n, o)
*(a), c = 1, 2, 3
print(a, c)
print(*(1, 2), *(3,))


def first(items):
    match [*items]:
        case [head, *_]:
            return head
    return None


print(first((7, 8, 9)), first(()))
match [1, 2]:
    case (p, q): print(q, p)

for source in ["x = 0b12", "x = 0o18", "x = 0x", "x = 1__0", "x = 1_", "x = 1.e+",
               "x = 0or 1", "x = 1spam", "x = 1\u20442", "x\u00a0= 1", "x = 09",
               "x = 0b1_", "x = 1_000j_", "raise E, 'msg'", "exec {1: foo}",
               "if 1: print 'x'"]:
    try:
        compile(source, "<test>", "exec")
        print(repr(source), "compiles")
    except SyntaxError as e:
        print(repr(source), e.msg, e.lineno, e.offset)
