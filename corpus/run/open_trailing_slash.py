# A path ending in '/' names a directory, and a directory is not opened:
# what open() says for files, directories and names that do not exist.
import os

with open("data.txt", "w") as f:
    f.write("x")
os.mkdir("made")
with open("made/inner.txt", "w") as f:
    f.write("y")
for name, mode in [("/dev/null//", "r"), ("/dev/null/", "w"), ("data.txt/", "r"),
                   ("data.txt/", "w"), ("data.txt/", "r+"), ("nope/", "r"),
                   ("nope/", "w"), ("nope/", "a"), ("nope/", "x"), ("/", "r"),
                   ("made", "r"), ("made/", "w"), ("made/inner.txt/", "r"), ("", "r"), ("", "w")]:
    try:
        open(name, mode)
        print(name, mode, "opened")
    except OSError as e:
        print(name, mode, type(e).__name__, e.errno, e)
