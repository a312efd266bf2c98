# json: the native scanner and encoder against CPython (formats, hooks, subclasses, errors).
import json
for s in ['[1,]','{"a":1,}','"\\ud800"','-','1e','"abc','"a\\x"','"\\u12"','"\\u12zz"', '[1 2]', '{"a" 1}', '{1:2}', 'nul', '\ufeff1', '  ', '"\x01"', '{"é": x}', '[-Infinity, NaN]', '[1.5e3, -0, 0.1, 12345678901234567890123, "\\u00e9\\ud83d\\ude00"]', '{"a": [1, {"b": null}], "c": true}']:
  try: print(repr(s), repr(json.loads(s)))
  except Exception as e: print(repr(s), type(e).__name__, e)
d = {"b": [1, 2.5, None, True, "x\u00e9\n\x7f"], "a": {"z": (1, 2)}, 3: 4, 1.5: 2, None: 1, False: 0}
print(json.dumps(d))
print(json.dumps(d, ensure_ascii=False))
print(json.dumps({"b": 1, "a": [1, [2, {}], []]}, indent=2, sort_keys=True))
print(json.dumps([1, {"a": 2}], indent="\t", separators=(",", "=")))
print(json.dumps([1, 2], indent=0))
print(json.dumps(float("nan")), json.dumps("\U0001F600"))
try: json.dumps(float("inf"), allow_nan=False)
except ValueError as e: print(e)
try: json.dumps({(1,2): 3})
except TypeError as e: print(e)
print(json.dumps({(1,2): 3, "a": 1}, skipkeys=True))
try: json.dumps(object())
except TypeError as e: print(e)
l = []; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
print(json.dumps(set([1]), default=list))
class E(json.JSONEncoder):
    def default(self, o):
        return sorted(o)
print(E().encode({"s": {3, 1}}), json.dumps({"s": {2}}, cls=E))
print(json.loads('{"a": 1.25, "b": 2}', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[{"a": 1}]', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads(b'[1, "x"]'), json.JSONDecoder().raw_decode('[1] x'))
try: json.loads('{"a": 1}\n  [x', )
except json.JSONDecodeError as e: print(e.msg, e.pos, e.lineno, e.colno)
try: json.loads(5)
except TypeError as e: print(e)
print(json.loads('"a\tb"', strict=False))
import io
f = io.StringIO(); json.dump({"k": [1]}, f); print(f.getvalue(), json.load(io.StringIO('[2]')))
class L(list): pass
class D(dict): pass
class S(str): pass
print(json.dumps([L([1]), D(a=1), S("s")]))
print(json.dumps(12345678901234567890123), json.dumps(-1.0e-7), json.dumps(1e16))
