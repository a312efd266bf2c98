# N, then N integers on one line: is their sum even, odd or zero?
n = int(input())
a = list(map(int, input().split()))
total = 0
for x in a:
    if x < 0:
        total -= x
    else:
        total += x
if total == 0:
    print("zero")
elif total % 2 == 0:
    print("even")
else:
    print("odd")
