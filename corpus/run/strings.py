# str methods, formatting and reprs.
s = "Hello, World"
print(s.lower(), s.upper(), s.split(","), s.split(), s.find("o"), s.rfind("o"), s.count("l"))
print(s.replace("l", "L", 2), s.startswith("He"), s.endswith(("x", "ld")), s[::-1], s[2:8:2], s[-3:])
print("  pad  ".strip(), "xxhixx".strip("x"), "a,b,,c".split(","), "a b  c".split(" "), "1 2 3".split(maxsplit=1))
print("-".join(["a", "b", "c"]), "abc".center(9, "*"), "7".zfill(3), "-7".zfill(4), "ab".ljust(4) + "|")
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("tab\tnew\nline"), repr("é\x00"))
print("%d items at %.2f each, %s" % (3, 2.5, "ok"), "%5s|%-5s|%05d|%x|%r" % ("a", "b", 42, 255, "q"))
print("{} {} {}".format(1, "two", 3.0), "{0}{1}{0}".format("a", "b"), "{name}!".format(name="x"))
print(f"{3.14159:.2f} {42:>6} {'left':<6}| {1234567:,} {0.5:%} {255:#x} {7:08b} {-3:+d}")
print(f"{'nested':{'>'}{10}}", f"{1 + 1 = }", f"{[1, 2]!r:>10}", "abc" * 3, "a" in "cat", len("héllo"))
print("Title Case here".title(), "hello".capitalize(), "MiXeD".swapcase(), "12".isdigit(), "ab1".isalnum())
print(str(1.0), str(True), str(None), str([1, "a"]), repr(1.0), "x".join("abc"), "a\nb\r\nc".splitlines())
