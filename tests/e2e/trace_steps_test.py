"""`hyexec trace --json` against CPython's own sys.settrace
(tools/settrace_steps.py) on every program of corpus/teach (NAME.stdin its
input): for each step the event, line, function, every frame's name and each
local's repr, the heap objects with their ids, the exception, the returned
value and the output printed; the step counts; and the cap (--max-steps)."""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
failures = []
passed = 0


def check(ok, what):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(what)
        print("FAIL:", what)


def hyexec_trace(h, path, *extra):
    r = subprocess.run([h, "trace", path, "--json", *extra], capture_output=True, text=True, timeout=60)
    return json.loads(r.stdout)


def cpython_trace(path, *extra):
    tracer = os.path.join(ROOT, "tools", "settrace_steps.py")
    r = subprocess.run([sys.executable, tracer, path, *extra], capture_output=True, text=True, timeout=60)
    return json.loads(r.stdout)


def comparable(step):
    """What both traces show of a step (hyexec adds the CFG unit and block)."""
    return {k: step.get(k) for k in ("event", "line", "function", "frames", "heap", "printed", "exception",
                                     "return")}


def compare(name, h, c):
    check(len(h["steps"]) == len(c["steps"]), "%s: %d steps, CPython %d" % (name, len(h["steps"]), len(c["steps"])))
    check(h["total_steps"] == c["total_steps"], "%s: total %d, CPython %d" % (name, h["total_steps"], c["total_steps"]))
    for i, (a, b) in enumerate(zip(h["steps"], c["steps"])):
        if comparable(a) != comparable(b):
            check(False, "%s step %d:\n  hyexec  %s\n  CPython %s" % (name, i + 1, comparable(a), comparable(b)))
            return
    check(True, name)
    check("".join(s["printed"] for s in h["steps"]) == h["stdout"] or h["truncated"],
          "%s: the steps' output adds up to stdout" % name)
    check(all(isinstance(s["block"], int) and (s["block"] > 0 or s["unit"] == "" or s["event"] != "line")
              for s in h["steps"]), "%s: each line step names its CFG block" % name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    a = ap.parse_args()
    programs = sorted(glob.glob(os.path.join(ROOT, "corpus", "teach", "*.py")))
    check(len(programs) >= 25, "the teaching corpus has %d programs" % len(programs))
    for path in programs:
        stdin = path[:-3] + ".stdin"
        extra = ["--stdin", stdin] if os.path.exists(stdin) else []
        compare(os.path.basename(path), hyexec_trace(a.hyexec, path, *extra), cpython_trace(path, *extra))

    # The cap: the steps stop at it, the run and its output do not.
    loop = os.path.join(ROOT, "corpus", "teach", "nested_loops.py")
    h, c = hyexec_trace(a.hyexec, loop, "--max-steps", "7"), cpython_trace(loop, "--max-steps", "7")
    check(len(h["steps"]) == 7 and h["truncated"] and h["total_steps"] == 34 and h["stdout"].startswith("[[0, 0, 0]"),
          "--max-steps 7: %d steps of %d" % (len(h["steps"]), h["total_steps"]))
    check([comparable(s) for s in h["steps"]] == [comparable(s) for s in c["steps"]], "capped steps as CPython's")

    # Aliasing: two names, one list (one heap id); a copy is another object.
    alias = hyexec_trace(a.hyexec, os.path.join(ROOT, "corpus", "teach", "list_aliasing.py"))
    top = alias["steps"][3]["frames"][0]["locals"]
    check(top["a"]["ref"] == top["b"]["ref"] != top["c"]["ref"], "a and b share a heap id, c does not: %s" % top)
    check(alias["steps"][3]["heap"][top["a"]["ref"]]["items"][-1]["repr"] == "4", "b.append(4) shows in a's list")

    # The lines after a raise do not run, and the exception is at its line.
    un = hyexec_trace(a.hyexec, os.path.join(ROOT, "corpus", "teach", "exception_uncaught.py"))
    check(9 not in [s["line"] for s in un["steps"]], "line 9 after the uncaught error never runs")
    raised = [s for s in un["steps"] if s["event"] == "exception"]
    check(raised and raised[0]["line"] == 2 and raised[0]["exception"] == "ZeroDivisionError: division by zero",
          "the ZeroDivisionError at line 2: %s" % raised[:1])
    # --run REPORT:N steps through run N of cover's report, with its inputs.
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "size.py")
        with open(prog, "w") as f:
            f.write("n = int(input())\nif n > 3:\n    print('big')\nelse:\n    print('small')\n")
        report = os.path.join(tmp, "cover.json")
        with open(report, "w") as f:
            f.write(subprocess.run([a.hyexec, "cover", prog, "--json"], capture_output=True, text=True,
                                   timeout=120).stdout)
        runs = json.load(open(report))["runs"]
        for n, run in enumerate(runs, 1):
            h = hyexec_trace(a.hyexec, prog, "--run", "%s:%d" % (report, n))
            with open(os.path.join(tmp, "in.txt"), "w") as f:
                f.write(run["inputs"]["stdin"])
            c = cpython_trace(prog, "--stdin", os.path.join(tmp, "in.txt"))
            check([comparable(s) for s in h["steps"]] == [comparable(s) for s in c["steps"]] and h["status"] == run["status"],
                  "--run %d: cover's run %s stepped as CPython with its stdin" % (n, run["inputs"]))
        r = subprocess.run([a.hyexec, "trace", prog, "--run", report + ":%d" % (len(runs) + 1)], capture_output=True,
                           text=True, timeout=60)
        check(r.returncode == 2 and "runs" in r.stderr and not r.stdout, "a run the report lacks: %r" % r.stderr)
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
