# Sieve of Eratosthenes over a list of booleans.
n = 1000000
sieve = [True] * (n + 1)
sieve[0] = sieve[1] = False
i = 2
while i * i <= n:
    if sieve[i]:
        for j in range(i * i, n + 1, i):
            sieve[j] = False
    i += 1
print(sum(sieve))
