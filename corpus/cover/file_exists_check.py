# A file the snippet tests for but does not ship: whether it exists is the
# oracle's decision, both outcomes tried; one that exists holds what a file
# nobody wrote holds. (hyexec's own library's checks see only what exists.)
import os

if os.path.exists("config.ini"):
    with open("config.ini") as f:
        print(f.readline())
else:
    print("no config")
if os.path.isfile("notes.txt"):
    print("notes")
