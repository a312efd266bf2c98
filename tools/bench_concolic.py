"""Concolic benchmark (issue 5): time per explored path and the share of it
spent in the solver, on the PyExZ3 programs (../shared/corpus/concolic/pyexz3,
skipped with a note when absent) and on corpus/concolic. Each program is
covered as concolic.py does (`cover --entry F --all-paths --json`, cwd and
PYTHONPATH the PyExZ3 root); its wall time divided by the distinct paths it
explored is its time per path.

Targets: median <= 50 ms per path over the PyExZ3 programs, and the whole
public PyExZ3 set under 10 s. Last, corpus/concolic covered as a user runs
it: runs and seconds to full coverage (issue 15).

Usage: python3 tools/bench_concolic.py [--hyexec build/hyexec] [--shared ../shared]"""
import argparse
import json
import os
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cover(hyexec, path, extra, cwd=None, env=None):
    start = time.perf_counter()
    r = subprocess.run([hyexec, "cover", path, "--all-paths", "--json"] + extra, cwd=cwd, env=env,
                       capture_output=True, text=True, timeout=300)
    wall = time.perf_counter() - start
    j = json.loads(r.stdout)
    return wall, j["paths"]["explored"], j["solver_seconds"], j["branches_covered"], j["branches_total"]


def report(title, rows):
    print("%s\n%-34s %6s %8s %9s %8s %s" % (title, "program", "paths", "wall s", "ms/path",
                                           "solver", "branches"))
    for name, (wall, paths, solver, bc, bt) in rows:
        print("%-34s %6d %8.2f %9.1f %7.0f%% %d/%d" % (name, paths, wall, 1000 * wall / max(paths, 1),
                                                   100 * solver / wall, bc, bt))
    per_path = [1000 * w / max(p, 1) for _, (w, p, _, _, _) in rows]
    total = sum(w for _, (w, _, _, _, _) in rows)
    solver = sum(s for _, (_, _, s, _, _) in rows)
    print("median %.1f ms/path, total %.2f s, solver %.0f%% of it\n" % (
        statistics.median(per_path), total, 100 * solver / total))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", default=os.path.join(ROOT, "build", "hyexec"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    a = ap.parse_args()
    hyexec = os.path.abspath(a.hyexec)
    pyexz3 = os.path.join(a.shared, "corpus", "concolic", "pyexz3")
    if os.path.exists(os.path.join(pyexz3, "manifest.json")):
        env = dict(os.environ, PYTHONPATH=pyexz3)
        rows = []
        for e in json.load(open(os.path.join(pyexz3, "manifest.json"))):
            rows.append((e["file"], cover(hyexec, os.path.join(pyexz3, e["file"]),
                                          ["--entry", e["entry"]], cwd=pyexz3, env=env)))
        report("PyExZ3 (public)", rows)
    else:
        print("PyExZ3 set not found at %s: skipped\n" % pyexz3)
    rows = []
    d = os.path.join(ROOT, "corpus", "concolic")
    for name in sorted(n for n in os.listdir(d) if n.endswith(".py")):
        exp = json.load(open(os.path.join(d, name[:-3] + ".expected.json")))
        extra = ["--entry", exp["entry"]] if exp.get("entry") else []
        rows.append((name, cover(hyexec, os.path.join(d, name), extra)))
    report("corpus/concolic", rows)
    full_coverage(hyexec, d)


def full_coverage(hyexec, d):
    """Issue 15: cover as a user runs it (no --all-paths): the runs and seconds
    until every line, branch outcome and hidden check was reached (the
    report's full_coverage; '-' where the plateau rule stopped it), beside
    the runs and seconds of the whole search."""
    print("%-28s %6s %8s %10s %8s %s" % ("corpus/concolic (cover)", "runs", "wall s", "full runs",
                                         "full s", "lines"))
    for name in sorted(n for n in os.listdir(d) if n.endswith(".py")):
        exp = json.load(open(os.path.join(d, name[:-3] + ".expected.json")))
        extra = ["--entry", exp["entry"]] if exp.get("entry") else []
        start = time.perf_counter()
        r = subprocess.run([hyexec, "cover", os.path.join(d, name), "--json"] + extra,
                           capture_output=True, text=True, timeout=300)
        wall = time.perf_counter() - start
        j = json.loads(r.stdout)
        full = j.get("full_coverage") or {}
        print("%-28s %6d %8.2f %10s %8s %d/%d" % (
            name, j["paths"]["runs"], wall, full.get("runs", "-"),
            "%.2f" % full["seconds"] if full else "-", j["lines_covered"], j["lines_total"]))


if __name__ == "__main__":
    main()
