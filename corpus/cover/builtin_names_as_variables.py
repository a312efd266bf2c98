# Forum code that names its own values after builtin types: `list` is a list
# the author had, `dict` a dict. CPython finds the types and raises a
# TypeError ("unbound method list.sort() needs an argument"); cover binds
# values of those types before the module runs (what a prefix `list = [...]`
# does in CPython), while `set`, called here, stays the builtin.
list.sort()
print(", ".join(str(x) for x in list))
for key in dict.keys():
    print(key, dict[key])
print(sorted(set([3, 1, 3])))
