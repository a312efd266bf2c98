import os.path
print(os.path.basename("/a/b.txt"))
import math.pi
