import os
print(os.path.join("a", "b", "c.txt"), os.path.join("/x", "/y"), os.path.splitext("dir/f.tar.gz"), os.path.split("a/b/c"))
print(os.path.basename("/a/b.py"), os.path.dirname("/a/b.py"), os.path.normpath("a/./b/../c"), os.sep, os.getenv("NOPE", "dflt"))
print(os.path.exists("nothere.txt"), os.path.isfile("nothere.txt"))
with open("f.txt", "w") as f:
    f.write("hello")
print(os.path.exists("f.txt"), os.path.getsize("f.txt"), "f.txt" in os.listdir("."))
os.remove("f.txt")
print(os.path.exists("f.txt"))
try:
    os.remove("f.txt")
except FileNotFoundError as e:
    print(e)
