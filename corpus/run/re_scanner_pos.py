# re: Scanner (a lexicon's phrases as one pattern), Pattern.scanner's match/search
# going on from the last match, pos/endpos windows, re.error's attributes.
import re
from re import Scanner
def s_ident(scanner, token): return token
def s_operator(scanner, token): return "op%s" % token
def s_float(scanner, token): return float(token)
def s_int(scanner, token): return int(token)
scanner = Scanner([
    (r"[a-zA-Z_]\w*", s_ident),
    (r"\d+\.\d*", s_float),
    (r"\d+", s_int),
    (r"=|\+|-|\*|/", s_operator),
    (r"\s+", None),
    ])
print(bool(scanner.scanner.scanner("").pattern))
print(scanner.scan("sum = 3*foo + 312.50 + bar"))
print(scanner.scan("a ?"))
s = re.compile(r'a*').scanner('baac')
print([ (m.span() if m else None) for m in [s.search(), s.search(), s.search(), s.search(), s.search()]])
s = re.compile(r'a*').scanner('aab'); print([ (m.span() if m else None) for m in [s.match(), s.match(), s.match()]])
print(re.compile('a').scanner(string='abracadabra', pos=3, endpos=10).search().span())
for bad in ['a(b', '(?P<1>x)', 'a\n(b', b'[a']:
    try: re.compile(bad)
    except re.error as e: print(type(e).__name__, e.pattern == bad, isinstance(e, Exception))
print(re.error('x', 'ab\ncd', 4), re.error('m'))
p = re.compile(r'\w+')
m = p.search('héllo world', 3)
print(m, m.pos, m.endpos, m.span())
print(p.match('héllo world', 6, 9), p.match('abc', 1, 0), p.fullmatch('abcd', 1, 3))
print(p.findall('ab cd ef', 2, 6), [m.span() for m in p.finditer('ab cd ef', pos=1, endpos=7)])
print(re.compile('$').search('abc', 0, 2).span(), p.search('abc', -5, 100))
print(re.compile(b'b+').search(b'abbb', 2).span())
print(re.findall('|a','a'), re.sub('x*','-','abxd'), re.split('x*','axbc'), [m.span() for m in re.finditer(r'\b|a','a')])
