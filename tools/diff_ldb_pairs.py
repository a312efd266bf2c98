#!/usr/bin/env python3
"""Measures `hyexec diff --entry` on LDB's pairs of solutions (issue 17).

../shared/corpus/conformance/ldb holds solutions of HumanEval/MBPP/TransCoder
tasks, each file one solution with one of the task's asserts; its
NAME.expected.json says whether CPython passed the assert and names the task.
For every task with a solution that passes and one that fails, the pair (the
first of each, by name, for the same assert where there is one) is compared with the asserts removed, so hyexec must
find a distinguishing input by itself. A difference counts as found when
hyexec reports one; it is also checked in CPython (the two functions called
on the reported arguments must differ there) and the report gives both
figures and the misses by cause.

    python3 tools/diff_ldb_pairs.py --hyexec build/hyexec \
        --dir ../shared/corpus/conformance/ldb [--timeout 8] [--limit N]
"""
import argparse
import ast
import collections
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diff_cpython  # noqa: E402


def pairs(directory):
    """(task, passing file, failing file): for the same assert where the task has both."""
    tasks = collections.defaultdict(lambda: collections.defaultdict(lambda: {"pass": [], "fail": []}))
    for f in sorted(glob.glob(os.path.join(directory, "*.expected.json"))):
        e = json.load(open(f))
        ldb = e.get("ldb") or {}
        if ldb.get("task_id"):
            side = tasks[ldb["task_id"]][ldb.get("assert_index")]
            side["pass" if e["status"] == "ok" else "fail"].append(f[: -len(".expected.json")] + ".py")
    out = []
    for task, by_assert in sorted(tasks.items()):
        good = [f for s in by_assert.values() for f in s["pass"]]
        bad = [f for s in by_assert.values() for f in s["fail"]]
        if not good or not bad:
            continue
        same = [s for s in by_assert.values() if s["pass"] and s["fail"]]
        out.append((task, same[0]["pass"][0], same[0]["fail"][0]) if same else (task, good[0], bad[0]))
    return out


def known_different(good, bad):
    """The passing solution passes the assert the failing one fails: the two
    functions differ on that assert's input (else they may be equivalent)."""
    asserts = [l for l in open(bad).read().splitlines() if l.startswith("assert ")]
    source, _ = strip_asserts(open(good).read())
    try:
        p = subprocess.run([sys.executable, "-c", source + "\n" + "\n".join(asserts)],
                           capture_output=True, timeout=10)
        return p.returncode == 0
    except subprocess.TimeoutExpired:
        return False


def strip_asserts(source):
    """The source without its top-level asserts, and the function they call."""
    tree = ast.parse(source)
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    lines = source.splitlines(keepends=True)
    entry = None
    drop = set()
    for node in tree.body:
        if isinstance(node, ast.Assert):
            drop.update(range(node.lineno - 1, node.end_lineno))
            for sub in ast.walk(node.test):
                if entry is None and isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) \
                        and sub.func.id in defined:
                    entry = sub.func.id
    return "".join(l for i, l in enumerate(lines) if i not in drop), entry


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--timeout", type=float, default=8)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    if not os.path.isdir(a.dir):
        print(f"no {a.dir}: skipped")
        return 77
    todo = pairs(a.dir)
    if a.limit:
        todo = todo[: a.limit]
    found = confirmed = known = found_known = stand_in_only = 0
    misses = collections.Counter()
    examples = {}
    with tempfile.TemporaryDirectory() as tmp:
        for task, good, bad in todo:
            good_src, entry = strip_asserts(open(good).read())
            bad_src, bad_entry = strip_asserts(open(bad).read())
            entry = entry or bad_entry
            old, new = os.path.join(tmp, "passes.py"), os.path.join(tmp, "fails.py")
            open(old, "w").write(good_src)
            open(new, "w").write(bad_src)
            cause = None
            is_known = known_different(good, bad)
            known += is_known
            if not entry:
                cause = "no function called by the assert"
            else:
                try:
                    p = subprocess.run([a.hyexec, "diff", old, new, "--entry", entry, "--json",
                                        "--timeout", str(a.timeout)],
                                       capture_output=True, text=True, timeout=a.timeout * 4 + 30)
                    report = json.loads(p.stdout) if p.returncode in (0, 3) else None
                    if report is None:
                        cause = "hyexec failed: " + (p.stderr.strip().splitlines() or ["?"])[-1][:80]
                    elif report["verdict"] != "different":
                        cause = diff_cpython.miss_cause(report)
                except subprocess.TimeoutExpired:
                    cause = "hyexec timed out"
                except json.JSONDecodeError:
                    cause = "hyexec printed no JSON"
            if cause is None:
                found += 1
                found_known += is_known
                d = report["differences"][0]
                args = d["inputs"]["args"]
                if "step_limit" in (d["old"]["status"], d["new"]["status"]):
                    confirmed += 1  # one side does not finish: CPython would time out
                elif d["stand_ins"]:
                    stand_in_only += 1
                    if a.verbose:
                        print(f"{task}: rests on stand-ins {d['stand_ins']}: {args}", file=sys.stderr)
                elif all(isinstance(v, str) for v in args.values()) and \
                        diff_cpython.confirmed(old, new, entry, d):
                    confirmed += 1
                elif a.verbose:
                    print(f"{task}: unconfirmed in CPython: {args}", file=sys.stderr)
            else:
                key = cause.split(":")[0] if cause.startswith("hyexec failed") else cause
                if not is_known:
                    key += " [the pair may be equivalent: the passing one fails the other's assert too]"
                misses[key] += 1
                examples.setdefault(key, []).append(f"{task} ({os.path.basename(good)} vs {os.path.basename(bad)})")
                if a.verbose:
                    print(f"{task}: {cause}", file=sys.stderr)
    n = len(todo)
    print(f"pairs: {n}")
    print(f"difference found: {found} ({100 * found / max(n, 1):.1f}%)")
    print(f"confirmed in CPython: {confirmed} ({100 * confirmed / max(n, 1):.1f}%); "
          f"resting on stand-ins (not replayable): {stand_in_only}")
    print(f"pairs known to differ (the passing solution passes the failing one's assert): {known}; "
          f"difference found for {found_known} ({100 * found_known / max(known, 1):.1f}%)")
    print("misses by cause:")
    for cause, count in misses.most_common():
        print(f"  {count:4d}  {cause}: e.g. {', '.join(examples[cause][:3])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
