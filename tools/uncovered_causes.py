#!/usr/bin/env python3
"""Why lines stay uncovered under `hyexec cover`: runs cover on every NAME.py
of the given directories and sorts each statement line no run reached into
  raises       the line is exit(...) or raise: a line that raises is never
               covered (CLI.md), whatever the inputs
  unsupported  a run stopped at a construct hyexec does not implement
  real error   the best run stopped at an error that does not depend on the
               oracle (CPython raises it too: Python 2 code, a real bug)
  wrong value  the best run stopped at an error that depends on the oracle's
               answers (no answer tried avoided it)
  not reached  the runs ended normally but no answer took this branch (or it
               follows an early exit)
Prints the mean share of lines per cause, per directory.
Usage: python3 tools/uncovered_causes.py --hyexec build/hyexec DIR... [--jobs 2]"""
import argparse
import json
import os
import subprocess
from collections import Counter
from concurrent.futures import ThreadPoolExecutor


def causes(hyexec, path):
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    try:
        cfg = json.loads(subprocess.run([hyexec, "cfg", path, "--format", "json"], capture_output=True,
                                        text=True, timeout=60).stdout)
        j = json.loads(subprocess.run([hyexec, "cover", path, "--json", "--timeout", "20"],
                                      capture_output=True, text=True, timeout=60).stdout)
    except (ValueError, subprocess.TimeoutExpired):
        return None
    statements = cfg["statement_lines"]
    if not statements or not j["runs"]:
        return None
    covered = set(l for r in j["runs"] for l in r["lines"])
    best = max(j["runs"], key=lambda r: len(r["lines"]))
    unsupported = any(r["status"] == "unsupported" for r in j["runs"])
    err = best["error"] if best["status"] == "error" else None
    out = Counter()
    for l in statements:
        if l in covered:
            continue
        text = lines[l - 1].strip()
        if text.startswith(("exit(", "raise ", "raise\n", "sys.exit(")) or text == "raise":
            out["raises"] += 1
        elif unsupported:
            out["unsupported"] += 1
        elif err and err["certain"]:
            out["real error"] += 1
        elif err:
            out["wrong value"] += 1
        else:
            out["not reached"] += 1
    return {k: v / len(statements) for k, v in out.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    for d in a.dirs:
        files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".py"))
        with ThreadPoolExecutor(a.jobs) as ex:
            results = [r for r in ex.map(lambda p: causes(a.hyexec, p), files) if r is not None]
        total = Counter()
        for r in results:
            total.update(r)
        n = len(results)
        parts = ", ".join("%s %.1f%%" % (k, 100 * v / n) for k, v in total.most_common())
        print("%s (%d files): uncovered %s" % (d, n, parts))


if __name__ == "__main__":
    main()
