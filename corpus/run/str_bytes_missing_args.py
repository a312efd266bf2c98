# str, bytes and bytearray methods called without their argument: TypeError
# (removeprefix/removesuffix read past their arguments and crashed).
for name in ['find', 'rfind', 'index', 'rindex', 'replace', 'count', 'center', 'ljust', 'rjust',
             'partition', 'rpartition', 'removeprefix', 'removesuffix', 'startswith', 'endswith',
             'split', 'join', 'zfill', 'expandtabs', 'strip', 'splitlines', 'isdigit']:
    for obj in ['hello', b'hello', bytearray(b'hello')]:
        try:
            getattr(obj, name)()
            r = 'ok'
        except TypeError:
            r = 'TypeError'
        print(name, type(obj).__name__, r)
