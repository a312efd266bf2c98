# Other output, the same ending: --compare status looks at how each run
# ended (status, exit code) only.
n = int(input())
if n < 0:
    raise ValueError("negative count")
print(n * 2)
