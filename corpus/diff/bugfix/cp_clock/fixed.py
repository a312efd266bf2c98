m = int(input())
h, mm = divmod(m, 60)
print(f"{h:02d}:{mm:02d}")
