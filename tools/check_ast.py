"""Compares hyexec's AST with CPython's `ast.parse` on many files.

For every file, `hyexec ast FILE` and tools/ast_dump.py must print the same
structural dump (statement kinds, nesting, lineno, end_lineno, expression
kinds in field order). Files that CPython itself cannot parse are listed as
excluded, with CPython's reason; hyexec must reject them too.

Usage: python3 tools/check_ast.py --hyexec build/hyexec [--stdlib] [DIR_OR_FILE...]
Exits 1 if any file differs.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import sysconfig

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ast_dump  # noqa: E402


# Files whose `ast.parse` result cannot be reproduced, with the reason. Each
# is still rejected by hyexec with exit status 1, as CPython's compiler does.
KNOWN_EXCLUSIONS = {
    "test_future_stmt/badsyntax_future8.py":
        "`from __future__ import *`: ast.parse accepts it, CPython's compiler rejects it "
        "(future feature * is not defined); tree-sitter-python has no parse for it, so "
        "hyexec reports the SyntaxError at parse time",
}


def known_exclusion(path):
    for suffix, reason in KNOWN_EXCLUSIONS.items():
        if path.endswith("/" + suffix):
            return reason
    return None


def python_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for d, dirs, files in os.walk(root):
            dirs[:] = sorted(x for x in dirs if x not in ("site-packages", "__pycache__"))
            for f in sorted(files):
                if f.endswith(".py"):
                    yield os.path.join(d, f)


def reference(path):
    import io
    import contextlib

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        ast_dump.main([path])
    return buf.getvalue()


def ours(hyexec, paths):
    r = subprocess.run([hyexec, "ast", *paths], capture_output=True, text=True, errors="replace", timeout=600)
    if r.returncode not in (0, 1):
        raise RuntimeError("hyexec ast crashed (%d) on %s: %s" % (r.returncode, paths, r.stderr[-500:]))
    chunks = {}
    cur = None
    for line in r.stdout.splitlines(keepends=True):
        if line.startswith("== "):
            cur = line[3:].rstrip("\n")
            chunks[cur] = line
        elif cur is not None:
            chunks[cur] += line
    return chunks


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d:\n  cpython: %s\n  hyexec:  %s" % (i + 1, x, y)
    return "length differs: cpython %d lines, hyexec %d" % (len(la), len(lb))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--stdlib", action="store_true", help="add CPython's standard library")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--verbose", action="store_true", help="list the excluded files and why")
    ap.add_argument("--skip-missing", action="store_true",
                    help="exit 77 (skipped) when a named directory does not exist")
    ap.add_argument("roots", nargs="*")
    args = ap.parse_args()
    roots = list(args.roots)
    missing = [r for r in roots if not os.path.exists(r)]
    if missing and args.skip_missing:
        print("skipped: %s not found (the shared corpus is not beside this checkout)" % ", ".join(missing))
        return 77
    if args.stdlib:
        roots.append(sysconfig.get_paths()["stdlib"])
    files = list(python_files(roots))
    batches = [files[i : i + 50] for i in range(0, len(files), 50)]
    same, differ, excluded = 0, [], []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for batch, got in zip(batches, pool.map(lambda b: ours(args.hyexec, b), batches)):
            for path in batch:
                want = reference(path)
                mine = got.get(path, "")
                reason = known_exclusion(path)
                if reason and mine.splitlines()[1:2] and mine.splitlines()[1].startswith("!! "):
                    excluded.append((path, reason))
                    continue
                if want.splitlines()[1:2] and want.splitlines()[1].startswith("!! "):
                    reason = want.splitlines()[1][3:]
                    if mine.splitlines()[1:2] and mine.splitlines()[1].startswith("!! "):
                        excluded.append((path, "CPython cannot parse it either: " + reason))
                    else:
                        differ.append((path, "CPython rejects it (%s), hyexec accepts it" % reason))
                elif want == mine:
                    same += 1
                else:
                    differ.append((path, first_difference(want, mine)))
    for path, reason in excluded:
        if args.verbose:
            print("excluded: %s: %s" % (path, reason))
    for path, why in differ:
        print("DIFF %s\n%s" % (path, why))
    total = same + len(differ)
    print("ast-compare: %d/%d files identical (%.2f%%), %d excluded (listed with --verbose)"
          % (same, total, 100.0 * same / max(total, 1), len(excluded)))
    print("%d passed, %d failed" % (same, len(differ)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
