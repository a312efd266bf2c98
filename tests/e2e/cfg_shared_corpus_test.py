"""Every program of ../shared/corpus yields a CFG (`hyexec cfg` exits 0),
except those CPython itself rejects with a SyntaxError, which must exit 1
with python3's report of it. Skips (exit 77) without ../shared."""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--corpus", required=True)
    a = ap.parse_args()
    if not os.path.isdir(a.corpus):
        print("skipped: %s not found (the shared corpus is not beside this checkout)" % a.corpus)
        return 77
    programs = []
    for d, _, files in os.walk(a.corpus):
        for f in sorted(files):
            if f.endswith(".py"):
                programs.append(os.path.join(d, f))

    def one(path):
        exp = path[:-3] + ".expected.json"
        syntax = False
        if os.path.exists(exp):
            with open(exp) as f:
                e = json.load(f)
            syntax = e.get("status") == "error" and e.get("error_type") in ("SyntaxError", "IndentationError", "TabError")
        r = subprocess.run([a.hyexec, "cfg", path], capture_output=True, text=True, timeout=60)
        if syntax:
            # python3's report: the file and line, ..., the class and message.
            lines = r.stderr.rstrip().splitlines() or [""]
            ok = r.returncode == 1 and lines[0].startswith('  File "') and re.match(r"\w+Error: ", lines[-1])
        else:
            ok = r.returncode == 0
        return path, ok, syntax, r.stderr.strip()[:200]

    failed = 0
    rejected = 0
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for path, ok, syntax, err in pool.map(one, programs):
            rejected += syntax
            if not ok:
                failed += 1
                print("FAIL %s (CPython %s): %s" % (path, "rejects it" if syntax else "accepts it", err))
    print("cfg on the shared corpus: %d programs, %d rejected as CPython rejects them" % (len(programs), rejected))
    print("%d passed, %d failed" % (len(programs) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
