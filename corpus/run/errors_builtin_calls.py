# Missing arguments to library functions and subscripted builtin types
import re
for call in (lambda: re.findall("a"), lambda: re.sub("a", "b"), lambda: re.compile("x").search(),
             lambda: str[:5], lambda: int[0]):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
print(re.findall(pattern="a", string="banana"))
from collections import deque, defaultdict
print(deque, defaultdict, deque[int] is not None)
