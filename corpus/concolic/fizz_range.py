# L R on one line: FizzBuzz words for the numbers from L to R.
l, r = map(int, input().split())
if l > r:
    print("empty")
for i in range(l, r + 1):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
