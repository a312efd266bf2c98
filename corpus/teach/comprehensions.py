nums = [3, 1, 4, 1, 5]
squares = [n * n for n in nums]
odd = [n for n in nums if n % 2]
unique = {n for n in nums}
index = {n: i for i, n in enumerate(nums)}
total = sum(n for n in nums)
print(squares, odd, unique, index, total)
