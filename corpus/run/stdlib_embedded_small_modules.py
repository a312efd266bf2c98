# CPython's own getopt, glob, secrets, sched, token, tokenize, graphlib,
# html and html.parser, embedded: their results as CPython gives them.
import getopt
import glob
import graphlib
import html
import io
import os
import sched
import secrets
import time
import token
import tokenize
from html.parser import HTMLParser

print(getopt.getopt(['-a', '-b', 'val', '--long=x', 'rest'], 'ab:', ['long=']))
print(getopt.gnu_getopt(['x', '-a', 'y'], 'a'))
try:
    getopt.getopt(['-z'], 'a')
except getopt.GetoptError as e:
    print('GetoptError', e, e.opt)

os.makedirs('globdir/sub', exist_ok=True)
for name in ['a.txt', 'b.txt', 'c.py', 'sub/d.txt']:
    open('globdir/' + name, 'w').close()
print(sorted(glob.glob('globdir/*.txt')))
print(sorted(glob.glob('globdir/**/*.txt', recursive=True)))
print(sorted(glob.glob('*.py', root_dir='globdir')), glob.escape('a[b]*?'))
print(sorted((e.name, e.is_dir(), e.is_file()) for e in os.scandir('globdir')))

print(len(secrets.token_hex(8)), len(secrets.token_bytes(5)), secrets.randbelow(10) < 10)

s = sched.scheduler(time.monotonic, time.sleep)
s.enter(0.02, 1, print, ('second',))
s.enter(0.01, 1, print, ('first',))
s.run()
print(s.empty())

print(token.tok_name[token.NUMBER], token.EXACT_TOKEN_TYPES['+'], token.ISTERMINAL(token.NAME))
for t in tokenize.generate_tokens(io.StringIO('x = 1 + f(y)  # c\n').readline):
    print(tokenize.tok_name[t.type], repr(t.string), t.start, t.end)

ts = graphlib.TopologicalSorter({'d': {'b'}, 'b': {'a'}, 'c': {'a'}})
print(list(ts.static_order()))
try:
    list(graphlib.TopologicalSorter({'a': {'b'}, 'b': {'a'}}).static_order())
except graphlib.CycleError as e:
    print('CycleError', e.args[0])

print(html.escape('<a href="x">&\'</a>'), html.unescape('&lt;&amp;&#39;&#x41;&eacute;x'))


class P(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print('start', tag, attrs)

    def handle_endtag(self, tag):
        print('end', tag)

    def handle_data(self, data):
        print('data', repr(data))


P().feed('<p class="c">hi <b>there</b></p>')
