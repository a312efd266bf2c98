# re: Pattern and Match attributes, flags, bytes patterns and their TypeErrors.
import re
p = re.compile(r'(?P<a>\w+)-(?P<b>\d+)', re.I)
print(p.pattern, p.flags, p.groups, p.groupindex, p)
m = p.search("xx foo-12 bar")
print(m.string, m.re is p, m.lastindex, m.lastgroup, m.expand(r'\2:\1'), m.pos, m.endpos)
print(re.findall(b'a[bc]', b'xabacad'), re.sub(b'a', b'X', b'banana'), re.split(b',', b'a,b'))
print(re.search(b'(n)a', b'banana'), re.compile(b'x+'))
print(re.compile('a', re.UNICODE).flags, re.compile('a', re.A).flags, re.compile('a').flags)
print(re.escape('a-b.c d_é!@%'), re.escape(b'a.b'))
for bad in [lambda: re.search(b'a', 'a'), lambda: re.search('a', b'a'), lambda: re.compile(b'a', re.U)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(re.sub('(a)', lambda m: m.group(1).upper(), 'banana'))
print(re.match(r'\w+', 'héllo wörld').group(), re.match(r'\w+', 'héllo', re.A))
