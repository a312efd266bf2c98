# Calls of a stand-in told apart by the lists they are given: the two
# calls below differ only in a list, and each gets an answer of its own
# (a list used to key as `...`, so both calls shared one answer and the
# `elif` could never be true).
if prev_siblings_are(leaf.parent, [None, token.NEWLINE]):
    print("first")
elif prev_siblings_are(leaf.parent, [syms.parameters, token.COLON]):
    print("second")
else:
    print("neither")
