import io, sys
with open("out.txt", "w") as f:
    f.write("line1\nline2\n")
    print("via print", file=f)
with open("out.txt") as f:
    print(f.read().splitlines())
with open("out.txt", "a") as f:
    f.write("more\n")
print(open("out.txt").readlines())
with open("data.bin", "wb") as f:
    f.write(b"\x00\x01abc")
print(open("data.bin", "rb").read(), open("data.bin").read()[2:])
for bad in (lambda: open("missing.txt"), lambda: open("out.txt", "x"), lambda: open("out.txt", "rw"),
            lambda: open("out.txt").write("x")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
old = sys.stdout
sys.stdout = io.StringIO()
print("captured", 42)
text = sys.stdout.getvalue()
sys.stdout = old
print(repr(text))
sys.stdout = None
print("silenced")
sys.stdout = old
print(str(OSError(2, "No such file or directory", "a.txt")), OSError(1, "x").errno)
