# Pattern.match/search/fullmatch's pos and endpos (positional or keywords):
# `^` does not match at pos > 0, `$` matches at endpos, out-of-range bounds
# are clamped; _pydecimal rounds with `_exact_half(digits, prec)`.
import re

p = re.compile('50*$')
print(p.match('25', 1), p.match('25', pos=1), p.match('2500', 1, 3), p.fullmatch('x50', 1))
print(p.search('a5b5', 2), p.search('a5b5', 2, 3), p.match('25', 5), p.match('25', -3))
print(re.compile('^a').match('ba', 1), re.compile('^a').search('ba', 1), re.compile('a').match('ba', 1))
print(re.compile('é+').match('aéé', 1), re.compile('.$').search('aéz', endpos=2))
print(re.compile(b'x').match(b'yx', 1), p.match('25', 2, 1))
