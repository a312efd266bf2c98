n = int(input())
numbers = []
for _ in range(n):
    numbers.append(int(input()))
print(sum(numbers), max(numbers))
