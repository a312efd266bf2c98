# A file opened with mode 'rb' is a BufferedReader: peek() gives the bytes
# ahead in its buffer (the rest of the file system's block) without moving,
# as a loop `while f.peek(): line = f.readline()` reads them.
with open("data.bin", "wb") as f:
    f.write(b"first\nsecond\n" + b"x" * 5000)

with open("data.bin", "rb") as f:
    print(f.peek()[:6], len(f.peek()), f.peek(1)[:3])
    print(f.readline(), len(f.peek()))
    f.read(4083)
    print(len(f.peek()), f.peek(100)[:2])
    lines = 0
    while f.peek():
        f.readline()
        lines += 1
    print(lines, f.peek())
try:
    f.peek()
except ValueError as e:
    print("ValueError:", e)
