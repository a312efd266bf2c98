"""hyexec loads Z3 only through its module libhyexec_z3.so (solver/z3_bridge.cpp),
so that `run` starts without mapping libz3: the executable itself must
not list libz3 among its NEEDED libraries, or the dynamic loader maps it at
every start again."""
import argparse
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    args = ap.parse_args()
    dyn = subprocess.run(["readelf", "-d", args.hyexec], capture_output=True, text=True,
                         check=True).stdout
    needed = [line for line in dyn.splitlines() if "(NEEDED)" in line]
    if not needed:
        print("readelf lists no NEEDED entry: not a dynamic executable?", file=sys.stderr)
        return 1
    z3 = [line for line in needed if "libz3" in line]
    if z3:
        print("hyexec links libz3 directly:\n" + "\n".join(z3), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
