from __future__ import annotations, division
import __future__


def f(x: Undefined) -> AlsoUndefined:
    return x


print(f(3), __future__.annotations, __future__.division.compiler_flag)
