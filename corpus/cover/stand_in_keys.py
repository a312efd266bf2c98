# Lifted from a project: a stand-in (`node`, an object: its attributes are
# read) looked up among the keys of real sets and dicts. CPython finds a
# key by hash and `==`; a stand-in with no value hashes by identity, so no
# lookup would ever match it and the first branches could not be entered.
# The lookup asks `node == key` of the keys in turn instead, as the
# program's own `==` would.
node = leaf.parent
LABELS = {tree.left: "left", tree.right: "right"}
if node in {tree.left, tree.right}:
    print("child", node.value)
if node in LABELS:
    print(LABELS[node], LABELS.get(node))
if node not in LABELS.keys():
    print("other", node.value)
