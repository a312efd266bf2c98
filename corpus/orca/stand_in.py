# `np` is never imported (the snippet was cut out of a larger file): the
# oracle supplies a stand-in for np.load(...), and the index past its end
# raises only under that stand-in's value.
vals = np.load('scores.npy')
print(vals[10])
