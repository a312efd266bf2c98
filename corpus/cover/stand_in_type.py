# `type(x)` and `callable(x)` of a stand-in answer as only a stand-in does
# (its class is _mock's; it is always callable), asking nothing: a run that
# uses them is not realizable, so CPython is not held to reproduce it.
size = config.size + 1
print(type(config).__name__, size)
if callable(config):
    print("callable")
