# A folder the snippet walks or enters but does not ship: the oracle gives
# it files (.csv ones where the snippet names CSV), each holding what a file
# nobody wrote holds, so the loops over its files run.
import os

for root, dirs, files in os.walk("reports"):
    for name in files:
        with open(os.path.join(root, name)) as f:
            print(name, f.readline().strip())
os.chdir("archive")
print(os.getcwd(), sorted(os.listdir(".")))
