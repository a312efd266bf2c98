# Other output, the same ending: --compare status looks at how each run
# ended (status, exit code) only.
n = int(input())
if n < 0:
    raise ValueError("count below zero")
print(n * 3)
