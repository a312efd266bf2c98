# The items of list(x), tuple(x), sorted(x) and reversed(x) are those of x:
# a name holding `list(registry.entries())`, iterated with each item used as
# an object, makes the entries objects (stand-ins here), not numbers.
rules = list(registry.entries())
if not rules:
    print("no rules")
names = []
for rule in reversed(rules):
    names.append(rule.endpoint.upper())
print(", ".join(names))
