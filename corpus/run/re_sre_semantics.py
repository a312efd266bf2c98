# re's patterns as sre reads them (PCRE2 syntax written from CPython's parse tree):
# scoped ASCII/IGNORECASE flags, sre's case equivalents, classes, repeats over 65535.
import re
def t(p, s, f=0): print(repr(p), repr(s), bool(re.match(p, s, f)))
for p, s in [(r'[9-a]', '_'), (r'[9-A]', '_'), (br'[9-a]', b'_'), (br'[9-A]', b'_'), (r'[\xc0-\xde]', '\xd7'), (r'[\xc0-\xde]', '\xf7'), (r'[\xe0-\xfe]', '\xf7'), (r'[\xe0-\xfe]', '\xd7'), (r'[\u0430-\u045f]', '\u0450'), (r'[\u0430-\u045f]', '\u0400'), (r'[\u0400-\u042f]', '\u0450'), (r'[\U00010428-\U0001044f]', '\U00010400'), (r'[\U00010400-\U00010427]', '\U00010428'), (r'[J-M]', '\u212a'), (r'[j-m]', '\u212a'), (r'[\u2129-\u212b]', 'K'), (r'[\u2129-\u212b]', 'k'), (r'[R-T]', '\u017f'), (r'[r-t]', '\u017f'), (r'[\u017e-\u0180]', 'S'), (r'[\u017e-\u0180]', 's'), (r'[\u0411-\u0413]', '\u1c80'), (r'[\u0431-\u0433]', '\u1c80'), (r'[\u1c80-\u1c82]', '\u0412'), (r'[\u1c80-\u1c82]', '\u0432'), (r'[\ufb04-\ufb05]', '\ufb06'), (r'[\ufb06-\ufb07]', '\ufb05')]:
    t(p, s, re.I)
for p, s, f in [(r'(?i:a)b', 'Ab', 0), (r'(?i:a)b', 'aB', 0), (r'(?-i:a)b', 'Ab', re.I), (r'(?-i:a)b', 'aB', re.I), (r'(?i:(?-i:a)b)', 'Ab', 0), (r'(?i:(?-i:a)b)', 'aB', 0), (r'\w(?a:\W)\w', '\xe0\xe0\xe0', 0), (r'(?a:\W(?u:\w)\W)', '\xe0\xe0\xe0', 0), (r'\W(?u:\w)\W', '\xe0\xe0\xe0', re.ASCII)]:
    t(p, s, f)
print(re.findall(r'(?P<word>\w+)\s*(?P=word)', 'the the cat cat dog'))
print(re.match(r'(?a:\w+)', 'héllo'), re.match(r'\w+', 'héllo'), re.match(r'(?i)straße', 'STRASSE'))
print(re.match(r'(?i:K)', '\u212a'), re.match(r'(?ai:K)', '\u212a'), re.match(rb'(?i)k', b'K'))
print(re.sub(r'(\d+)-(\d+)', r'\2-\1', '12-34 5-6'), re.split(r'[,;]\s*', 'a, b;c'))
print(re.match(r'.{65536}', 'x'*70000).span(), re.match(r'.{,65536}', 'x'*70000).span(), re.match(r'.{65536,}?', 'x'*70000).span())
print(re.search(r'^b', 'a\nb', re.M), re.search(r'a$', 'a\n'), re.search(r'\Ba\B', 'bab'), re.search(r'\B', ''))
print(re.match(r'(?x) a b # c', 'ab'), re.fullmatch(r'[^\W\d]+', 'abc'), re.fullmatch(r'[\s\S]+', 'a \x1c'), re.match(r'\s', '\x1c'))
print(re.match(r'(?P<né>a)', 'a').groupdict(), re.compile('(?P<a>x)(?P<b>y)').groupindex)
print(re.match(r'(a)?(?(1)b|c)', 'c'), re.match(r'(?<=ab)c', 'abc'), re.search(r'(?<!a)c', 'bc'))
print(re.findall(r'[a-c]', 'ABCabc', re.I|re.A), re.findall(rb'[^a-c]', b'ABCabcd', re.I))
print(re.match(r'(?i)[^\W]', 'Ä'), re.match(r'(?a)[\W]', 'Ä'), re.match(r'(?a)[^\W]', 'Ä'), re.match(r'(?a)[\Wa]', 'Ä'))
print(re.search(r'\u00e9', 'caf\u00e9'), re.search('[\U0001F600-\U0001F64F]', 'hi 😀'), re.escape('a.b*c'))
print(re.match(r'\bfoo\b', 'foo bar'), re.match(r'(?a)\bé', 'é'), re.match(r'(?:ab)++', 'ababc'), re.match(r'(?>a+)b', 'aab'))
print(re.match('a|b|', 'c'), re.sub('x*', '-', 'abc'), re.match(r'(?s).', '\n'), re.match(r'.', '\n'))
print(re.compile(r'(?i)abc').pattern, re.compile(r'(?i)abc').flags, re.match(r'(?-i:a)b', 'aB', re.I))
for p, s in [('K','\u212a'),('k','\u212a'),('\u212a','K'),('\u212a','k'),('S','\u017f'),('s','\u017f'),('\u017f','S'),('\u017f','s'),('\u0412','\u0432'),('\u0412','\u1c80'),('\u0432','\u0412'),('\u0432','\u1c80'),('\u1c80','\u0412'),('\u1c80','\u0432'),('\ufb05','\ufb06'),('\ufb06','\ufb05')]:
    for pat in (p, '[19' + p + ']'):
        print(repr(pat), repr(s), bool(re.match(pat, s, re.I)))
print(re.match(r'(?a:\W(?u:\w)\W)', '\xe0\xe0\xe0'))
