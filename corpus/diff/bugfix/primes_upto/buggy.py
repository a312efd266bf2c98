def primes_upto(n):
    primes = []
    for k in range(2, n):
        if all(k % p != 0 for p in primes):
            primes.append(k)
    return primes
