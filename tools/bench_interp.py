"""Interpreter benchmark: times (CPU seconds) `hyexec run` and `python3` on the CPU-bound
programs of bench/programs in the same session and prints the ratios; then the
same with tracing on both sides (hyexec's per-block trace, `--trace full`,
against CPython under a sys.settrace tracer recording the same per-block
states, tools/settrace_blocks.py); and the peak memory (max RSS) of each.

Targets (issue 3): median untraced ratio <= 1.5, traced hyexec >= 5x faster
than the settrace tracer, peak memory <= 2x CPython's.

The traced runs use each program with its literals >= 1000 divided by
--trace-scale (100): a symbol table per block makes the full workloads
quadratic in output on both sides.

Usage: python3 tools/bench_interp.py [--hyexec build/hyexec] [--repeat 3] [--no-traced]
                                     [--trace-scale 100] [PROGRAM...]"""
import argparse
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def limit_memory():
    """Each measured process gets at most 8 GiB of address space: a traced run
    of a long loop (either side) must not take the machine down."""
    import resource
    cap = 8 << 30
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def measure(cmd, repeat):
    """Best CPU time (user + sys of the process) over `repeat` runs, and the
    largest max RSS (MB). CPU time, not wall time: on a machine shared with
    other work the wall time measures the load as much as the program."""
    best, rss = float("inf"), 0
    for _ in range(repeat):
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                preexec_fn=limit_memory)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = usage.ru_utime + usage.ru_stime
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read().decode()
        proc.stderr.close()
        if proc.returncode != 0:
            raise SystemExit("%s failed: %s" % (" ".join(cmd), err))
        best = min(best, elapsed)
        rss = max(rss, usage.ru_maxrss / 1024.0)
    return best, rss


def scaled_copy(program, factor, tmp):
    """The program with every integer literal of 1000 or more divided by
    `factor` (at least 10): the traced runs record the symbol table at every
    block on both sides, so they use smaller workloads."""
    with open(program) as f:
        text = f.read()
    text = re.sub(r"\b\d{4,}\b", lambda m: str(max(10, int(m.group()) // factor)), text)
    path = os.path.join(tmp, os.path.basename(program))
    with open(path, "w") as f:
        f.write(text)
    return path


def block_leaders(hyexec, program):
    cfg = json.loads(subprocess.run([hyexec, "cfg", program, "--format", "json"], check=True,
                                    capture_output=True, text=True).stdout)
    lines = set()
    for unit in cfg["units"]:
        for block in unit["blocks"]:
            if block.get("statements"):
                lines.add(block["statements"][0]["line"])
    return sorted(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", default=os.path.join(ROOT, "build", "hyexec"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-traced", action="store_true")
    ap.add_argument("--trace-scale", type=int, default=100,
                    help="divide the traced workloads' large literals by this")
    ap.add_argument("programs", nargs="*")
    a = ap.parse_args()
    programs = a.programs or sorted(glob.glob(os.path.join(ROOT, "bench", "programs", "*.py")))
    tracer = os.path.join(ROOT, "tools", "settrace_blocks.py")
    tmp = tempfile.mkdtemp()
    rows = []
    head = "%-22s %8s %8s %6s  %8s %8s %7s  %7s %7s %5s" % (
        "program", "python3", "hyexec", "ratio", "py+trace", "hy+trace", "speedup", "py MB",
        "hy MB", "mem")
    print(head)
    print("-" * len(head))
    for p in programs:
        name = os.path.basename(p)[:-3]
        py_t, py_m = measure([sys.executable, p], a.repeat)
        hy_t, hy_m = measure([a.hyexec, "run", p], a.repeat)
        row = {"name": name, "py": py_t, "hy": hy_t, "py_mb": py_m, "hy_mb": hy_m}
        if not a.no_traced:
            small = scaled_copy(p, a.trace_scale, tmp)
            leaders = os.path.join(tmp, name + ".json")
            with open(leaders, "w") as f:
                json.dump(block_leaders(a.hyexec, small), f)
            row["py_tr"], _ = measure([sys.executable, tracer, leaders, small], a.repeat)
            row["hy_tr"], _ = measure([a.hyexec, "run", small, "--trace", "full", "--json"],
                                      a.repeat)
        rows.append(row)
        print("%-22s %8.3f %8.3f %6.2f  %8s %8s %7s  %7.1f %7.1f %5.2f" % (
            name, py_t, hy_t, hy_t / py_t,
            "%.3f" % row["py_tr"] if "py_tr" in row else "-",
            "%.3f" % row["hy_tr"] if "hy_tr" in row else "-",
            "%.1fx" % (row["py_tr"] / row["hy_tr"]) if "py_tr" in row else "-",
            py_m, hy_m, hy_m / py_m), flush=True)
    print("-" * len(head))
    print("median untraced ratio hyexec/python3: %.2f (target <= 1.5)" %
          statistics.median(r["hy"] / r["py"] for r in rows))
    if not a.no_traced:
        print("median traced speedup hyexec vs settrace: %.1fx (target >= 5x)" %
              statistics.median(r["py_tr"] / r["hy_tr"] for r in rows))
    print("median peak memory ratio hyexec/python3: %.2f (target <= 2)" %
          statistics.median(r["hy_mb"] / r["py_mb"] for r in rows))
    print("max peak memory ratio: %.2f" % max(r["hy_mb"] / r["py_mb"] for r in rows))


if __name__ == "__main__":
    main()
