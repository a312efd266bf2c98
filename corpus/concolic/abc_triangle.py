# A B C on one line: the kind of triangle with those sides.
a, b, c = map(int, input().split())
if a <= 0 or b <= 0 or c <= 0:
    print("invalid")
elif a + b <= c or b + c <= a or a + c <= b:
    print("not a triangle")
elif a == b and b == c:
    print("equilateral")
elif a == b or b == c or a == c:
    print("isosceles")
else:
    print("scalene")
