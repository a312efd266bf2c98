"""An error inside a generator expression, a comprehension, a lambda or a
nested function is reported as CPython does (`hyexec run`): the same
traceback entries (file, line, frame name: `<genexpr>`, `<listcomp>`,
`<lambda>` included) and exception line, and `run --json`'s error line is the
innermost entry's, on programs checked against python3 itself."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

PROGRAMS = {
    # The case: the genexpr on a continuation line.
    "genexpr_continuation.py": "nums = [1, 2, 3]\ntotal = sum(\n    nums[i] for i in range(4))\nprint(total)\n",
    "genexpr_nested_scope.py": (
        "def outer(xs):\n    def inner(k):\n        return sum(xs[j]\n                   for j in range(k))\n"
        "    return inner(len(xs) + 1)\n\n\nprint(max(x for x in [1, 2]))\nouter([1, 2])\n"),
    "listcomp_in_function.py": (
        "def double(nums):\n    return [nums[i] * 2\n            for i in range(len(nums) + 1)]\n\n\n"
        "try:\n    double([1])\nexcept IndexError as e:\n    print('caught', e)\ndouble([1, 2])\n"),
    "dictcomp_key_error.py": "d = {'a': 1}\nkeys = ['a', 'b']\nout = {k: d[k]\n       for k in keys}\n",
    "lambda_in_map.py": "f = lambda x: 10 // x\nprint(list(map(f, [1, 2])))\nprint(list(map(f, [1, 0])))\n",
    "nested_genexpr.py": "rows = [[1, 2], [3]]\nprint(sum(sum(r[i] for i in range(2)) for r in rows))\n",
    "setcomp_in_method.py": (
        "class Bag:\n    def __init__(self, items):\n        self.items = items\n\n    def inverses(self):\n"
        "        return {1 / x for x in self.items}\n\n\nprint(Bag([1, 2]).inverses())\nBag([1, 0]).inverses()\n"),
}

ENTRY = re.compile(r'^  File "(?:.*/)?([^/"]+)", line (\d+), in (.+)$')


def entries(stderr):
    return [ENTRY.match(l).groups() for l in stderr.splitlines() if ENTRY.match(l)]


def last_line(stderr):
    lines = stderr.strip().splitlines()
    return lines[-1] if lines else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    a = ap.parse_args()
    passed, failed = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in sorted(PROGRAMS.items()):
            path = os.path.join(tmp, name)
            with open(path, "w") as f:
                f.write(text)
            py = subprocess.run([sys.executable, path], capture_output=True, text=True, timeout=30)
            hy = subprocess.run([a.hyexec, "run", path], capture_output=True, text=True, timeout=30)
            js = json.loads(subprocess.run([a.hyexec, "run", path, "--json"], capture_output=True, text=True,
                                           timeout=30).stdout)
            want = entries(py.stderr)
            checks = [
                ("stdout", hy.stdout == py.stdout, (hy.stdout, py.stdout)),
                ("traceback entries", entries(hy.stderr) == want, (entries(hy.stderr), want)),
                ("exception line", last_line(hy.stderr) == last_line(py.stderr),
                 (last_line(hy.stderr), last_line(py.stderr))),
                ("run --json error line", (js.get("error") or {}).get("line") == int(want[-1][1]),
                 ((js.get("error") or {}).get("line"), want[-1])),
            ]
            for what, ok, detail in checks:
                if ok:
                    passed += 1
                else:
                    failed += 1
                    print("FAIL: %s: %s: %s" % (name, what, detail))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
