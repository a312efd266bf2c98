def hanoi(n, src=1, dst=3):
    if n == 0:
        return []
    spare = 6 - src - dst
    return hanoi(n - 1, src, spare) + [(src, dst)] + hanoi(n - 1, spare, dst)
