# re: \u and \U escapes, \B (never in an empty string) outside and inside
# character classes, re.escape of every ASCII character in str and bytes.
import re
for c in map(chr, range(128)):
    if not re.match(re.escape(c), c): print('escape fails', repr(c))
    if not re.match('[' + re.escape(c) + ']', c): print('class escape fails', repr(c))
for c in map(chr, range(128)):
    b = c.encode()
    if not re.match(re.escape(b), b): print('bescape fails', repr(c))
print(re.match(r'\u0041\U00000042[\u0043]', 'ABC'), re.match(r'\x41\101\0', 'AA\0'))
print(re.search(r'\B', ''), re.search(r'\b', ''), re.findall(r'\B', 'a'))
print(re.findall(r'[\[]\B', '[[a'), re.findall(r'[]a]\B', ']]a'), re.findall(r'[^]]\B.', 'xy]z'), re.sub(r'\B', '-', 'abc'))
print(re.match(r'[\u00e9-\u00ea]+', 'éê'), re.compile(r'\Bx').search('ax'))
