# tempfile and shutil over the virtual file system: names differ from
# CPython's random ones, so only their shape is printed.
import os
import shutil
import tempfile

print(tempfile.gettempdir())
with tempfile.TemporaryDirectory() as d:
    print(os.path.isdir(d), d.startswith(tempfile.gettempdir()))
    path = os.path.join(d, "a.txt")
    with open(path, "w") as f:
        f.write("hello\n")
    os.mkdir(os.path.join(d, "sub"))
    shutil.copy(path, os.path.join(d, "sub"))
    print(sorted(os.listdir(d)), os.listdir(os.path.join(d, "sub")))
    shutil.copytree(os.path.join(d, "sub"), os.path.join(d, "copy"))
    shutil.move(os.path.join(d, "copy", "a.txt"), os.path.join(d, "b.txt"))
    print(sorted(os.listdir(d)), open(os.path.join(d, "b.txt")).read().strip())
print(os.path.exists(d))
with tempfile.NamedTemporaryFile("w+", suffix=".csv") as f:
    f.write("x,y\n1,2\n")
    f.seek(0)
    print(f.read().split(), f.name.endswith(".csv"), os.path.exists(f.name))
    name = f.name
print(os.path.exists(name))
fd, name = tempfile.mkstemp(prefix="pre")
print(os.path.basename(name).startswith("pre"), os.path.isfile(name))
d = tempfile.mkdtemp()
try:
    os.mkdir(d)
except FileExistsError:
    print("FileExistsError")
shutil.rmtree(d)
print(os.path.isdir(d))
try:
    shutil.rmtree(d)
except FileNotFoundError:
    print("FileNotFoundError")
