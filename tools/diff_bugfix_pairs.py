#!/usr/bin/env python3
"""Measures `hyexec diff` on corpus/diff/bugfix: pairs of a buggy and a fixed
version, written for hyexec in the style of the public bug benchmarks
(classic algorithms with one-line bugs, competitive-programming stdin
programs and their fixes, functions with an off-by-one, a wrong operator, a
missing edge case, a wrong default, a changed exception type, a mutated
argument). Each folder holds buggy.py, fixed.py and pair.json (`entry`: the
function compared, absent for a stdin program; `bug`: what was fixed).

A pair counts as found when `diff` reports a difference AND CPython, running
both versions on the reported input, shows one too (tools/diff_cpython.py).
Prints the share found and the misses by cause; exits 1 below --min-share.

    python3 tools/diff_bugfix_pairs.py --hyexec build/hyexec \
        --dir corpus/diff/bugfix [--timeout 6] [--min-share 0.9]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diff_cpython  # noqa: E402


def check(hyexec, folder, timeout):
    """(None, report) when the difference is found and confirmed, else (cause, report)."""
    meta = json.load(open(os.path.join(folder, "pair.json")))
    entry = meta.get("entry")
    old, new = os.path.join(folder, "buggy.py"), os.path.join(folder, "fixed.py")
    cmd = [hyexec, "diff", old, new, "--json", "--timeout", str(timeout)]
    if entry:
        cmd += ["--entry", entry]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout * 4 + 30)
    except subprocess.TimeoutExpired:
        return "hyexec timed out", None
    if p.returncode not in (0, 3):
        return "hyexec failed: " + (p.stderr.strip().splitlines() or ["?"])[-1][:100], None
    report = json.loads(p.stdout)
    if report["verdict"] != "different":
        return diff_cpython.miss_cause(report), report
    d = report["differences"][0]
    if d["stand_ins"]:
        return "rests on stand-ins", report
    if not diff_cpython.confirmed(old, new, entry, d):
        return "not confirmed in CPython", report
    return None, report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--timeout", type=float, default=6)
    ap.add_argument("--min-share", type=float, default=0)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    folders = sorted(os.path.join(a.dir, n) for n in os.listdir(a.dir)
                     if os.path.exists(os.path.join(a.dir, n, "pair.json")))
    misses = collections.defaultdict(list)
    for folder in folders:
        cause, report = check(os.path.abspath(a.hyexec), folder, a.timeout)
        name = os.path.basename(folder)
        if cause:
            misses[cause].append(name)
        if a.verbose:
            d = report["differences"][0] if report and report["differences"] else None
            shown = json.dumps(d["inputs"]) if d else ""
            print(f"{name}: {cause or 'found'} {shown}"[:300])
    n, missed = len(folders), sum(len(v) for v in misses.values())
    share = (n - missed) / max(n, 1)
    print(f"pairs: {n}; difference found and confirmed in CPython: {n - missed} "
          f"({100 * share:.1f}%)")
    for cause, names in sorted(misses.items(), key=lambda kv: -len(kv[1])):
        print(f"  missed {len(names)}: {cause}: {', '.join(names)}")
    if n < 40 or share < a.min_share:
        print(f"FAIL: below the floor ({n} pairs, need 40 and a share of {a.min_share})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
