"""End-to-end: `hyexec cover --emit-python` on our corpus programs. Each
emitted run-N.py runs under python3 (tools/emitted_runs.py) and must agree
with hyexec's run (stdout, status, error class and line, exit line, covered
lines, the entry's return) whenever the run is realizable; runs resting on stand-ins
are replayed too (through hyexec's own _mock in CPython), and their
agreement is counted, not required."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from emitted_runs import check_program  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True, action="append")
    a = ap.parse_args()
    failed = real = other = other_ok = 0
    for d in a.dir:
        for name in sorted(n for n in os.listdir(d) if n.endswith(".py")):
            path = os.path.join(d, name)
            for i, (run, why) in enumerate(check_program(a.hyexec, path, 10)):
                if run["status"] not in ("ok", "error"):
                    continue  # unsupported or out of time: nothing CPython could match
                if run["realizable"]:
                    real += 1
                    if why:
                        failed += 1
                        print("FAIL %s run %d: %s: %s" % (path, i + 1, why[0], why[1]))
                else:
                    other += 1
                    other_ok += why is None
    print("realizable runs: %d, %d disagree with CPython; runs on stand-ins: %d, %d agree"
          % (real, failed, other, other_ok))
    return 1 if failed or not real else 0


if __name__ == "__main__":
    sys.exit(main())
