"""Do `hyexec cover --emit-python` programs run in CPython as they ran in
hyexec? For each program: `cover --json --emit-python`, then each emitted
run-N.py under python3 -s -P (tools/cpython_lines.py: only the stdlib
importable, stdin run-N.in, a fresh empty directory as cwd, the reference
runs' environment: PATH, HOME=/nonexistent, LANG and LC_ALL C.UTF-8,
PYTHONHASHSEED=0), compared with the report's run: status, error class,
message and line, the line SystemExit ended it on, stdout, covered lines
(shifted back by the prefix) and, with an entry, the repr it returned.

  python3 tools/emitted_runs.py --hyexec build/hyexec --dir DIR... [--stdlib-only]
                                [--timeout S] [--show N] [--jobs N] [--save OUT.json]

prints, per DIR, runs, realizable runs and how many of each reproduce, then
the disagreements of realizable runs by cause (the first --show of each).
--stdlib-only keeps the programs CPython can run without a third-party
package: every `import` and `from` statement of the file (anywhere in it,
run or not) names an absolute module whose top-level package is one of
CPython's (sys.stdlib_module_names); files with a relative import or that
do not parse are left out. --save writes every run's outcome (program, run,
realizable, cause, detail) as JSON, to compare two builds."""
import argparse
import ast
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MARKER = "# --- the snippet"
ENTRY_MARKER = "# --- the entry call"  # after the snippet (explore/emit_python.cpp)
ADDRESS = re.compile(r"0x[0-9a-fA-F]+")  # object addresses differ run to run


def stdlib_only(path):
    """Every module the file imports is CPython's own (see the docstring)."""
    try:
        tree = ast.parse(open(path, encoding="utf-8").read())
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return False
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                return False
            names = [node.module]
        if any(name.split(".")[0] not in sys.stdlib_module_names for name in names):
            return False
    return True


def hyexec_json(hyexec, args, timeout):
    try:
        r = subprocess.run([hyexec] + args, capture_output=True, text=True, timeout=timeout)
        return json.loads(r.stdout)
    except (subprocess.TimeoutExpired, json.JSONDecodeError):
        return None


def run_emitted(program, statement_lines, timeout):
    """Runs one emitted program in CPython; its record, stdout and stderr."""
    text = open(program, encoding="utf-8").read().splitlines()
    offset = next(i + 1 for i, line in enumerate(text) if line.startswith(MARKER))
    snippet_end = next((i for i, line in enumerate(text) if line.startswith(ENTRY_MARKER)), len(text))
    stdin = program[:-3] + ".in"
    with tempfile.TemporaryDirectory() as work:
        lines_file = os.path.join(work, "..lines.json")
        out_file = os.path.join(work, "..out.json")
        # The entry call after the snippet starts statements too: the last
        # statement of the snippet completes when it begins.
        after = range(offset + max(statement_lines, default=0) + 1, len(text) + 1)
        json.dump([n + offset for n in statement_lines] + list(after), open(lines_file, "w"))
        # The reference runs' environment, which hyexec's os.environ models.
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/nonexistent", "LANG": "C.UTF-8",
               "LC_ALL": "C.UTF-8", "PYTHONHASHSEED": "0"}
        try:
            r = subprocess.run([sys.executable, "-s", "-P", os.path.join(HERE, "cpython_lines.py"),
                                program, lines_file, out_file], stdin=open(stdin, "rb"),
                               capture_output=True, cwd=work, env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "", "timeout"
        if not os.path.exists(out_file):
            return None, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
        rec = json.load(open(out_file))
    rec["lines"] = [n - offset for n in rec["lines"] if n - offset in statement_lines]
    for key in ("error_line", "exit_line"):
        if rec.get(key) is not None:
            # A line of the prefix or of the entry call after the snippet is
            # no line of FILE: as hyexec says, null.
            rec[key] = rec[key] - offset if offset < rec[key] <= snippet_end else None
    return rec, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def disagreement(run, rec, stdout, stderr):
    """(cause, detail) when CPython's run differs from hyexec's, else None;
    the cause is the first thing compared that differs."""
    if run["status"] not in ("ok", "error"):
        return "hyexec's run ended " + run["status"], ""
    if rec is None:
        return "no CPython record", stderr.strip()[-300:]
    err = run["error"] or {}
    if rec["status"] != run["status"]:
        return ("status %s, CPython %s" % (run["status"], rec["status"]),
                "%s: %s" % (rec["error_type"] or err.get("type"), stderr.strip().splitlines()[-1:]
                            or err.get("message")))
    if run["status"] == "error":
        if rec["error_type"] != err.get("type"):
            return "error type", "%s, CPython %s" % (err.get("type"), rec["error_type"])
        if rec["error_line"] != err.get("line"):
            return "error line", "%s, CPython %s" % (err.get("line"), rec["error_line"])
        mine, theirs = ADDRESS.sub("0x?", err.get("message") or ""), ADDRESS.sub(
            "0x?", rec.get("error_message") or "")
        if mine != theirs:
            return "error message", "%r, CPython %r" % (mine[:150], theirs[:150])
    if "exit_line" in run and rec.get("exit_line") != run["exit_line"]:
        return "exit line", "%s, CPython %s" % (run["exit_line"], rec.get("exit_line"))
    mine, theirs = ADDRESS.sub("0x?", run.get("stdout", stdout)), ADDRESS.sub("0x?", stdout)
    if mine != theirs:
        at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
        return "stdout", "%r, CPython %r" % (mine[max(0, at - 40):at + 60], theirs[max(0, at - 40):at + 60])
    if sorted(rec["lines"]) != sorted(run["lines"]):
        return "covered lines", "only hyexec %s, only CPython %s" % (
            sorted(set(run["lines"]) - set(rec["lines"])), sorted(set(rec["lines"]) - set(run["lines"])))
    if run["inputs"].get("entry") and run["status"] == "ok":
        got = [l[len("hyexec-return: "):] for l in stderr.splitlines() if l.startswith("hyexec-return: ")]
        if [ADDRESS.sub("0x?", g) for g in got] != [ADDRESS.sub("0x?", run["return"] or "")]:
            return "entry return", "%s, CPython %s" % (run["return"], got)
    return None


def check_program(hyexec, path, timeout, extra=()):
    """Yields (run, disagreement or None) for each run of `cover` on path."""
    statement_lines = hyexec_json(hyexec, ["cfg", path, "--format", "json"], timeout)
    if statement_lines is None:
        return
    statement_lines = set(statement_lines["statement_lines"])
    with tempfile.TemporaryDirectory() as out:
        report = hyexec_json(hyexec, ["cover", path, "--json", "--timeout", str(timeout),
                                      "--emit-python", out] + list(extra), timeout * 2 + 10)
        if report is None:
            return
        for i, run in enumerate(report["runs"]):
            program = os.path.join(out, "run-%d.py" % (i + 1))
            replay = hyexec_json(hyexec, ["run", path, "--json", "--timeout", str(timeout),
                                          "--stdin", program[:-3] + ".in",
                                          "--values", json.dumps(run["inputs"]["values"])] +
                                 (["--entry", run["inputs"]["entry"], "--args-py",
                                   json.dumps(run["inputs"]["args"])] if run["inputs"].get("entry") else []),
                                 timeout + 10)
            run = dict(run, stdout=(replay or {}).get("stdout", ""))
            rec, stdout, stderr = run_emitted(program, statement_lines, timeout + 10)
            yield run, disagreement(run, rec, stdout, stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True, action="append", help="a folder of programs, or one")
    ap.add_argument("--stdlib-only", action="store_true")
    ap.add_argument("--timeout", type=float, default=10, help="cover's --timeout, per program")
    ap.add_argument("--show", type=int, default=5, help="disagreements shown per cause")
    ap.add_argument("--jobs", type=int, default=1, help="programs checked at once")
    ap.add_argument("--save", help="every run's outcome as JSON")
    a = ap.parse_args()
    files = []  # (set name, path)
    for d in a.dir:
        if os.path.isfile(d):  # one program
            files.append((os.path.basename(os.path.dirname(os.path.abspath(d))), d))
        for root, _, names in os.walk(d):
            files += [(os.path.basename(os.path.normpath(d)), os.path.join(root, n))
                      for n in sorted(names) if n.endswith(".py")]
    if a.stdlib_only:
        files = [(s, f) for s, f in files if stdlib_only(f)]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        checked = list(pool.map(lambda sf: (sf, list(check_program(a.hyexec, sf[1], a.timeout))), files))
    saved, causes = [], collections.defaultdict(list)
    totals = collections.defaultdict(collections.Counter)
    for (name, path), results in checked:
        t = totals[name]
        t["programs"] += 1
        for i, (run, why) in enumerate(results):
            real = bool(run.get("realizable"))
            comparable = run["status"] in ("ok", "error")
            t["runs"] += 1
            t["real"] += real
            t["real comparable"] += real and comparable
            t["real ok"] += real and why is None
            t["ok"] += why is None
            if real and why:
                causes[why[0]].append("%s run %d: %s" % (path, i + 1, why[1] or why[0]))
            saved.append({"program": path, "run": i + 1, "realizable": real, "status": run["status"],
                          "cause": why and why[0], "detail": why and why[1]})
    for name, t in totals.items():
        print("%s: programs %d, runs %d, realizable %d (%.1f%%); realizable runs CPython reproduces: "
              "%d/%d (%.1f%%; %d of them ended unsupported or out of time in hyexec); all runs: %d/%d"
              % (name, t["programs"], t["runs"], t["real"], 100.0 * t["real"] / max(t["runs"], 1),
                 t["real ok"], t["real comparable"], 100.0 * t["real ok"] / max(t["real comparable"], 1),
                 t["real"] - t["real comparable"], t["ok"], t["runs"]))
    for cause, where in sorted(causes.items(), key=lambda kv: -len(kv[1])):
        print("%4d  %s" % (len(where), cause))
        for w in where[:a.show]:
            print("        " + w)
    if a.save:
        json.dump(saved, open(a.save, "w"), indent=0)


if __name__ == "__main__":
    main()
