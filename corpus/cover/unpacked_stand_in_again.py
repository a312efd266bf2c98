# A library call is answered alike where it is called again (its key drops
# the arguments): `subplots()` unpacked into two names, then into a name and
# a pair. The pair is the first call's stand-in, now iterated: its items come
# from the uses of their own positions, never that stand-in itself, whose
# iteration would ask the same again without end (a RecursionError).
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot([1, 2, 3])
fig, (left, right) = plt.subplots(1, 2)
left.plot([1, 2])
right.plot([3, 4])
fig.savefig("two.png")
print("saved")
