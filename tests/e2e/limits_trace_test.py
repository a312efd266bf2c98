"""End-to-end tests of `hyexec run`'s limits (memory cap, timeout, steps,
recursion) and of `hyexec trace` (text, JSON, HTML), on programs written here."""
import argparse
import json
import os
import subprocess
import sys
import tempfile

failures = []
passed = 0


def check(name, cond, detail=""):
    global passed
    if cond:
        passed += 1
    else:
        failures.append(name)
        print("FAIL %s %s" % (name, detail))


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def run_json(hyexec, path, *args):
    r = subprocess.run([hyexec, "run", path, "--json", *args], capture_output=True, text=True,
                       timeout=300)
    try:
        return r.returncode, json.loads(r.stdout)
    except ValueError:
        return r.returncode, {"status": "unparsable", "raw": r.stdout + r.stderr}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    h = ap.parse_args().hyexec
    tmp = tempfile.mkdtemp()

    grow = write(tmp, "grow.py", "l = []\ntry:\n    while True:\n        l.append([0] * 1000)\n"
                 "except MemoryError:\n    l = None\n    print('caught')\nx = [0] * 10**6\n"
                 "y = [1] * 10**9\n")
    code, j = run_json(h, grow, "--max-memory", "200")
    check("memory cap: caught in the program", j.get("stdout") == "caught\n", j)
    check("memory cap: MemoryError at the line", j.get("status") == "error" and
          (j.get("error") or {}).get("type") == "MemoryError" and j["error"]["line"] == 9, j)
    check("memory cap: exit 0", code == 0)

    big = write(tmp, "bigint.py", "x = 3\nfor i in range(40):\n    x = x * x\n")
    code, j = run_json(h, big, "--max-memory", "100")
    check("memory cap: big integers", (j.get("error") or {}).get("type") == "MemoryError", j)

    loop = write(tmp, "loop.py", "print('start')\nwhile True:\n    pass\n")
    code, j = run_json(h, loop, "--timeout", "1")
    check("timeout status", j.get("status") == "timeout" and j.get("stdout") == "start\n", j)
    code, j = run_json(h, loop, "--max-steps", "1000")
    check("step limit status", j.get("status") == "step_limit", j)

    rec = write(tmp, "rec.py", "def f(n):\n    return f(n + 1)\nf(0)\n")
    code, j = run_json(h, rec)
    check("recursion error", (j.get("error") or {}).get("type") == "RecursionError" and
          j["error"]["message"] == "maximum recursion depth exceeded" and j["error"]["line"] == 2, j)
    deep = write(tmp, "deep.py", "import sys\nsys.setrecursionlimit(200000)\n"
                 "def depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(150000))\n")
    code, j = run_json(h, deep)
    check("deep recursion within the raised limit", j.get("stdout") == "150000\n", j)

    prog = write(tmp, "prog.py", "def fact(n):\n    if n <= 1:\n        return 1\n"
                 "    return n * fact(n - 1)\n\nx = fact(3)\nd = {}\nprint(x)\nprint(d['k'])\n")
    r = subprocess.run([h, "trace", prog], capture_output=True, text=True, timeout=60)
    check("trace exits as python3 (KeyError: 1)", r.returncode == 1, r.stderr)
    out = r.stdout
    check("trace shows each line", "[1] <module> 1 | def fact(n):\n[2] <module> 6 | x = fact(3)\n" in out, out)
    check("trace shows a call's variables", "[2] <module> 6 | x = fact(3)\n      fact: n = 3\n[3] fact 2 | if n <= 1:\n" in out, out)
    check("trace shows returns", "fact returns 6" in out, out)
    check("trace shows the exception", "<module> 9 raises KeyError: 'k'" in out, out)
    check("trace ties output to its step", "print(x)\n      <module>: d = {}\n" not in out and
          "print(x)\n      printed: \"6\\n\"" in out, out)
    check("trace shows output and result", "-- output --\n6\n-- result: error KeyError: 'k' (line 9) after 16 steps"
          in out, out)

    r = subprocess.run([h, "trace", prog, "--json"], capture_output=True, text=True, timeout=60)
    j = json.loads(r.stdout)
    events = [s["event"] for s in j["steps"]]
    check("trace json events", {"line", "return", "exception"} == set(events), events)
    fact_lines = [s for s in j["steps"] if s["function"] == "fact" and s["event"] == "line"]
    check("trace json frames", fact_lines and [f["function"] for f in fact_lines[0]["frames"]] == ["<module>", "fact"]
          and fact_lines[0]["frames"][1]["locals"] == {"n": {"repr": "3"}}, fact_lines[:1])
    check("trace json step count", j["total_steps"] == len(j["steps"]) == 16, j["total_steps"])

    page = os.path.join(tmp, "trace.html")
    r = subprocess.run([h, "trace", prog, "--html", page], capture_output=True, text=True, timeout=60)
    html = open(page).read() if os.path.exists(page) else ""
    check("trace html written", r.returncode == 1 and html.startswith("<!DOCTYPE html>"), r.stderr)
    check("trace html self-contained", "src=" not in html and "href=" not in html and "@import" not in html)
    check("trace html escapes source", "d[&#39;k&#39;]" in html or "d['k']" in html)

    bad = write(tmp, "bad.py", "if x:\n  y = 1\n z = 2\n")
    r = subprocess.run([h, "trace", bad], capture_output=True, text=True, timeout=60)
    check("trace syntax error: python3's report, exit 1", r.returncode == 1 and
          r.stderr.startswith('  File "') and r.stderr.strip().splitlines()[-1] ==
          "IndentationError: unindent does not match any outer indentation level", r.stderr)

    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
