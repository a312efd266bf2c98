# Container reprs write their common items (int, bool, None, str) in place:
# the results must equal repr() of each item, and subclasses keep their own repr.
class S(str):
    def __repr__(self):
        return "S<" + str.__repr__(self) + ">"


class I(int):
    def __repr__(self):
        return "I(%d)" % int(self)


texts = ["plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "tab\there",
         "new\nline", "bell\x07", "\x7f", "caf\u00e9", "\u2028sep", "\U0001f600", "",
         "\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "replace")]
print([True, False, None, 0, -5, 2**70, 1.5, -0.0])
print(texts)
print(tuple(texts))
print({t: i for i, t in enumerate(texts)})
print({S("k"): S("v"), "k2": I(3), I(4): None})
print([S("x"), I(7), True, None])
print(sorted({"b", "a'", 'c"'}))
print({"nested": [{"a": (1, "b", None)}, {True: False}]})
loop = [1, "x"]
loop.append(loop)
print(loop)
d = {"self": None}
d["self"] = d
print(d)
print(repr(frozenset({"q"})), repr({None}), repr((None,)), repr(("it's",)))
