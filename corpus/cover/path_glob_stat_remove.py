# Path.stat and Path.glob/rglob over the virtual file system (they were
# unsupported): a folder nobody made gets entries from the oracle, as for
# os.listdir; a file the snippet removes but nobody wrote exists by the
# oracle's decision, as for os.path.exists (both outcomes tried).
import os
from contextlib import suppress
from pathlib import Path

for path in Path("reports").rglob("*"):
    print(path.name, path.stat().st_size >= 0)
for path in Path("reports").glob("*.txt"):
    print(path.suffix)
with suppress(OSError):
    os.remove("old.log")
    print("removed")
