"""Do `hyexec cover --emit-python` programs run in CPython as they ran in
hyexec? For each program: `cover --json --emit-python`, then each emitted
run-N.py under python3 (tools/cpython_lines.py, stdin run-N.in, a fresh
empty directory as cwd, PYTHONHASHSEED=0), compared with the report's run:
stdout, status, error class and line, the line SystemExit ended it on,
covered lines (shifted back by the prefix) and, with an entry, the repr it
returned.

  python3 tools/emitted_runs.py --hyexec build/hyexec --dir DIR [--stdlib-only]
                                [--timeout S] [--show N] [--jobs N]

prints runs, realizable runs and how many of each reproduce, and the first
disagreements; --stdlib-only keeps the programs whose imports all exist in
this python3 (with no third-party package: the snippets CPython can run)."""
import argparse
import ast
import concurrent.futures
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MARKER = "# --- the snippet"
ADDRESS = re.compile(r"0x[0-9a-fA-F]+")  # object addresses differ run to run


def stdlib_only(path):
    """Every module the program imports exists here (relative imports: no)."""
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
        for name in names:
            try:
                if importlib.util.find_spec(name.split(".")[0]) is None:
                    return False
            except (ImportError, ValueError):
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
    stdin = program[:-3] + ".in"
    with tempfile.TemporaryDirectory() as work:
        lines_file = os.path.join(work, "..lines.json")
        out_file = os.path.join(work, "..out.json")
        # The entry call after the snippet starts statements too: the last
        # statement of the snippet completes when it begins.
        after = range(offset + max(statement_lines, default=0) + 1, len(text) + 1)
        json.dump([n + offset for n in statement_lines] + list(after), open(lines_file, "w"))
        env = {"PATH": os.environ.get("PATH", ""), "PYTHONHASHSEED": "0", "LC_ALL": "C.UTF-8"}
        try:
            r = subprocess.run([sys.executable, "-s", "-E", os.path.join(HERE, "cpython_lines.py"),
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
            rec[key] -= offset
    return rec, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def disagreement(run, rec, stdout, stderr):
    """Why CPython's run differs from hyexec's, or None when it agrees."""
    if rec is None:
        return "no record: " + stderr.strip()[-300:]
    if run["status"] not in ("ok", "error"):
        return "hyexec's run ended " + run["status"]
    err = run["error"] or {}
    if rec["status"] != run["status"]:
        return "status %s, CPython %s (%s): %s" % (run["status"], rec["status"], rec["error_type"],
                                                  stderr.strip().splitlines()[-1:] or "")
    if run["status"] == "error" and (rec["error_type"], rec["error_line"]) != (err.get("type"), err.get("line")):
        return "error %s line %s, CPython %s line %s" % (err.get("type"), err.get("line"),
                                                        rec["error_type"], rec["error_line"])
    if "exit_line" in run and rec.get("exit_line") != run["exit_line"]:
        return "exit line %s, CPython %s" % (run["exit_line"], rec.get("exit_line"))
    if ADDRESS.sub("0x?", stdout) != ADDRESS.sub("0x?", run.get("stdout", stdout)):
        return "stdout differs"
    if sorted(rec["lines"]) != sorted(run["lines"]):
        return "lines %s, CPython %s" % (sorted(set(run["lines"]) - set(rec["lines"])),
                                         sorted(set(rec["lines"]) - set(run["lines"])))
    if run["inputs"].get("entry") and run["status"] == "ok":
        got = [l[len("hyexec-return: "):] for l in stderr.splitlines() if l.startswith("hyexec-return: ")]
        if [ADDRESS.sub("0x?", g) for g in got] != [ADDRESS.sub("0x?", run["return"] or "")]:
            return "returns %s, CPython %s" % (run["return"], got)
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
    ap.add_argument("--dir", required=True, action="append")
    ap.add_argument("--stdlib-only", action="store_true")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--jobs", type=int, default=1, help="programs checked at once")
    a = ap.parse_args()
    files = []
    for d in a.dir:
        for root, _, names in os.walk(d):
            files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".py")]
    if a.stdlib_only:
        files = [f for f in files if stdlib_only(f)]
    runs = real = real_ok = all_ok = 0
    shown = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        checked = list(pool.map(lambda p: (p, list(check_program(a.hyexec, p, a.timeout))), files))
    for path, results in checked:
        for run, why in results:
            runs += 1
            all_ok += why is None
            if run.get("realizable"):
                real += 1
                real_ok += why is None
                if why and shown < a.show:
                    shown += 1
                    print("%s: %s" % (path, why))
    print("programs %d, runs %d, realizable %d (%.1f%%); realizable runs CPython reproduces: %d/%d; "
          "all runs: %d/%d" % (len(files), runs, real, 100.0 * real / max(runs, 1), real_ok, real,
                               all_ok, runs))


if __name__ == "__main__":
    main()
