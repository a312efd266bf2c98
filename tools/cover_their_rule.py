#!/usr/bin/env python3
"""The snippet measurement of README's "Concolic search (`cover`)": runs
`hyexec cover --json` on every NAME.py of the snippet corpus through
`hyexec batch`, saves each report as OUT/reports/SET/NAME.json (the layout
../shared/eval/coverage_under_their_rule.py reads), then prints that
script's figures (LExecutor's/Treefix's line rule) and, per set, the runs
that are realizable.

  python3 tools/cover_their_rule.py --hyexec build/hyexec \\
      --snippets ../shared/corpus/snippets --out /tmp/cover_measure [--timeout 4] [--jobs 2]
      [--every N]

--every N keeps every N-th snippet of each set (sorted; a sample for a
quick comparison of two builds run side by side, OUT/snippets holding it).
A batch killed midway resumes from OUT/results.jsonl (batch's own rule)."""
import argparse
import json
import os
import subprocess
import sys
from collections import Counter


def snippets(root):
    for dirpath, _dirs, files in os.walk(root):
        for f in sorted(files):
            if f.endswith(".py"):
                yield os.path.join(dirpath, f)


def sample(root, out, every):
    """Every `every`-th snippet of each folder of `root`, linked into `out`
    with its expected.json."""
    by_dir = {}
    for path in snippets(root):
        by_dir.setdefault(os.path.dirname(path), []).append(path)
    for folder, paths in by_dir.items():
        dest = os.path.join(out, os.path.relpath(folder, root))
        os.makedirs(dest, exist_ok=True)
        for path in sorted(paths)[::every]:
            for f in (path, path[:-3] + ".expected.json"):
                link = os.path.join(dest, os.path.basename(f))
                if os.path.exists(f) and not os.path.lexists(link):
                    os.symlink(f, link)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--snippets", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--timeout", default="4")
    ap.add_argument("--jobs", default="2")
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--eval", default=None, help="coverage_under_their_rule.py (default: "
                    "../shared/eval/ beside the snippets' corpus)")
    a = ap.parse_args()
    root = os.path.abspath(a.snippets)
    os.makedirs(a.out, exist_ok=True)
    script = a.eval or os.path.join(os.path.dirname(os.path.dirname(root)), "eval",
                                    "coverage_under_their_rule.py")
    if a.every > 1:
        root = sample(root, os.path.join(os.path.abspath(a.out), "snippets"), a.every)
    jobs = os.path.join(a.out, "jobs.jsonl")
    with open(jobs, "w") as f:
        for path in sorted(snippets(root)):
            rel = os.path.relpath(path, root)[:-3]
            f.write(json.dumps({"id": rel, "file": path, "command": "cover"}) + "\n")
    results = os.path.join(a.out, "results.jsonl")
    subprocess.run([a.hyexec, "batch", jobs, "--out", results, "--jobs", a.jobs,
                    "--timeout", a.timeout], check=False)
    realizable = {}
    for line in open(results):
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if not isinstance(r.get("result"), dict):
            continue
        path = os.path.join(a.out, "reports", r["id"] + ".json")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(r["result"], f)
        c = realizable.setdefault(os.path.dirname(r["id"]) or ".", Counter())
        for run in r["result"].get("runs", []):
            c["runs"] += 1
            c["realizable"] += bool(run.get("realizable"))
    for s, c in sorted(realizable.items()):
        print(f"realizable runs {s}: {c['realizable']} of {c['runs']} "
              f"({100 * c['realizable'] / max(1, c['runs']):.1f}%)")
    sys.stdout.flush()
    subprocess.run([sys.executable, script, "--snippets", root, "--reports",
                    os.path.join(a.out, "reports")], check=False)


if __name__ == "__main__":
    main()
