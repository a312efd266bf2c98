# string.Template: substitute, safe_substitute, identifiers, errors, subclasses.
from string import Template
t = Template('$who likes ${what} $$ and $x')
print(t.substitute(who='tim', what='kung pao', x=1), t.safe_substitute({'who': 'a'}), t.get_identifiers(), t.is_valid())
try:
    Template('$who $').substitute(who=1)
except ValueError as e:
    print(e)
try:
    t.substitute(who=1)
except KeyError as e:
    print('KeyError', e)
class P(Template):
    delimiter = '%'
print(P('%a and %{b}').substitute(a=1, b=2))
