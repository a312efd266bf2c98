"""`hyexec cover --timeout S` keeps its promise on programs whose search cannot
end: a step that is long by itself (a sort with a key function, a count over
megabytes, a power of millions of digits), an infinite loop under an entry, a
search with no end of paths. Each answers a whole JSON report (the runs made
so far, partial) within S seconds of its own clock and S + a margin of the
wall clock (process start and exit on a loaded machine)."""
import argparse
import json
import subprocess
import sys
import tempfile
import time
import os

PROGRAMS = {
    # Each iteration is one step that takes long: the clock read every
    # 1,024 steps came too late.
    "sorted_key.py": ("n = int(input())\nwhile True:\n"
                      "    x = sorted(range(300000), key=lambda v: -v) if n > 3 else "
                      "sorted(range(300000))\n", []),
    "count_megabytes.py": ("s = input()\nwhile True:\n    t = (s + 'a') * 3000000\n"
                           "    k = t.count('b')\n", []),
    # One native operation of seconds: the run is abandoned.
    "huge_power.py": ("n = int(input())\nx = 7 ** (10 ** 8 + n)\nprint(x % 10)\n", []),
    "spin_entry.py": ("def f(a, b):\n    x = 0\n    while a != b:\n        x += 1\n"
                      "        if x % 7 == 3:\n            a += 1\n    return x\n",
                      ["--entry", "f"]),
    "endless_paths.py": ("def walk(n, s):\n    t = 0\n    for i in range(n):\n"
                         "        if s[i % len(s)] == 'x':\n            t += i\n"
                         "        else:\n            t -= 1\n    return t\n"
                         "print(walk(int(input()), input() or 'ab'))\n", []),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--timeout", type=float, default=3)
    ap.add_argument("--margin", type=float, default=1.0)
    o = ap.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as d:
        for name, (text, extra) in PROGRAMS.items():
            path = os.path.join(d, name)
            with open(path, "w") as f:
                f.write(text)
            start = time.monotonic()
            r = subprocess.run([o.hyexec, "cover", path, "--json", "--timeout", str(o.timeout),
                                *extra], capture_output=True, text=True, timeout=120)
            wall = time.monotonic() - start
            try:
                rep = json.loads(r.stdout)
            except ValueError:
                failures.append(f"{name}: no JSON (exit {r.returncode}): {r.stderr[-200:]}")
                continue
            if r.returncode != 0:
                failures.append(f"{name}: exit {r.returncode}")
            if rep["seconds"] > o.timeout:
                failures.append(f"{name}: {rep['seconds']:.2f} s by its own clock")
            if wall > o.timeout + o.margin:
                failures.append(f"{name}: {wall:.2f} s of wall clock")
            if not rep["runs"]:
                failures.append(f"{name}: no run reported")
            print(f"{name}: {wall:.2f} s wall, {rep['seconds']:.2f} s, "
                  f"{rep['paths']['runs']} runs, statuses "
                  f"{sorted({r['status'] for r in rep['runs']})}")
    for f in failures:
        print("FAIL", f)
    print(f"{len(PROGRAMS) - len({f.split(':')[0] for f in failures})}/{len(PROGRAMS)} kept "
          f"the timeout")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
