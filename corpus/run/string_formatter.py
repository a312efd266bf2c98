# _string's parsers (formatter_parser, formatter_field_name_split) and
# string.Formatter, overridable, against CPython.
import _string
import string
for s in ['a{{b', 'a}}b', '{0}', 'x{0!r:>{1}}y', '{}', '{a.b[c]}', '{:}', '{!s}', 'plain', '', '{0:{{}}}', '{0[}]}', 'a{0}b{1:x}c']:
    print(repr(s), list(_string.formatter_parser(s)))
for s in ['{', '}', 'a{b', '{0!}', '{0!rr}', '{0!r', '{0:', '{0[}', 'x}y', '{a{b}']:
    try:
        print(list(_string.formatter_parser(s)))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
for name in ['a.b[0][x]', '0.b[0]', '', 'x', '12', 'a[1]b']:
    try:
        first, rest = _string.formatter_field_name_split(name)
        print(repr(first), list(rest))
    except ValueError as e:
        print(repr(name), 'ValueError', e)
f = string.Formatter()
print(f.format('{0}-{1!r:>6}-{name}', 1, 'x', name=[3]))
print(f.format('{}{}', 'a', 'b'), f.format('{0:{1}}', 3.14159, '.2f'), f.format('{a[0]}{b.real}', a='xy', b=2))
for bad in ['{}{0}', '{0}{}', '{!x}']:
    try:
        f.format(bad, 1, 2)
    except ValueError as e:
        print(e)
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        return kwargs.get(key, '?') if isinstance(key, str) else args[key]
print(Upper().format('{x}/{y}/{0:x}', 255, x='ab'))
print(list(f.parse('a{b}c')))
try:
    f.format('{0:{0:{0}}}', 1)
except ValueError as e:
    print(e)
