"""Front-end speed: hyexec (parse, lower, scopes, CFGs) against CPython's
ast.parse alone, on the same files, in the same run; best of 3 rounds each,
files read into memory first. Target: ratio <= 1.0.

Usage: python3 tools/bench_frontend.py --bench build/frontend_bench [DIR...]
(default dirs: corpus/, and ../shared/corpus when present)."""
import argparse
import os
import re
import subprocess
import sys
import time


def files_under(roots):
    out = []
    for root in roots:
        for d, dirs, fs in os.walk(root):
            dirs.sort()
            out += [os.path.join(d, f) for f in sorted(fs) if f.endswith(".py")]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("roots", nargs="*")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    roots = a.roots or [os.path.join(here, "..", "corpus")] + [
        d for d in [os.path.join(here, "..", "..", "shared", "corpus")] if os.path.isdir(d)]
    files = files_under(roots)
    sources = [open(f, "rb").read() for f in files]
    best = float("inf")
    for _ in range(a.rounds):
        t = time.perf_counter()
        for f, s in zip(files, sources):
            try:
                compile(s, f, "exec", flags=0x400, dont_inherit=True)  # ast.PyCF_ONLY_AST
            except (SyntaxError, ValueError):
                pass
        best = min(best, time.perf_counter() - t)
    out = subprocess.run([a.bench, "--rounds", str(a.rounds), *files], capture_output=True, text=True, check=True).stdout
    ours = float(re.search(r"seconds (\S+)", out).group(1))
    size = sum(len(s) for s in sources)
    print("files: %d (%.1f MB)" % (len(files), size / 1e6))
    print("cpython ast.parse: %.3f s" % best)
    print("hyexec front end:  %.3f s  (%s)" % (ours, out.strip()))
    print("ratio hyexec / ast.parse: %.2f (target <= 1.0)" % (ours / best))


if __name__ == "__main__":
    main()
