"""End-to-end: `hyexec run --json` on the programs of corpus/run/ must give
CPython's recorded behaviour (NAME.expected.json, made by
tools/record_expected.py): the same status, stdout, error class and line."""
import argparse
import json
import os
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    passed = failed = 0
    for name in sorted(os.listdir(a.dir)):
        if not name.endswith(".py"):
            continue
        path = os.path.join(a.dir, name)
        exp = json.load(open(path[:-3] + ".expected.json"))
        cmd = [a.hyexec, "run", path, "--json", "--timeout", "20"]
        if os.path.exists(path[:-3] + ".in"):
            cmd += ["--stdin", path[:-3] + ".in"]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        problems = []
        if r.returncode != 0:
            problems.append("exit %d: %s" % (r.returncode, r.stderr.strip()[:300]))
        else:
            got = json.loads(r.stdout)
            if got["status"] != exp["status"]:
                problems.append("status %s, expected %s (%s)" % (got["status"], exp["status"], got.get("error")))
            if got["stdout"] != exp["stdout"]:
                g, e = got["stdout"].splitlines(), exp["stdout"].splitlines()
                diff = next((i for i in range(min(len(g), len(e))) if g[i] != e[i]), min(len(g), len(e)))
                problems.append("stdout differs at line %d:\n  got:      %r\n  expected: %r" % (
                    diff + 1, g[diff] if diff < len(g) else None, e[diff] if diff < len(e) else None))
            if exp["status"] == "error" and got.get("error"):
                if got["error"]["type"] != exp["error_type"]:
                    problems.append("error type %s, expected %s" % (got["error"]["type"], exp["error_type"]))
                if got["error"]["line"] != exp["error_line"]:
                    problems.append("error line %s, expected %s" % (got["error"]["line"], exp["error_line"]))
                if got["error"]["message"] != exp["error_message"]:
                    problems.append("error message %r, expected %r" % (got["error"]["message"], exp["error_message"]))
        if problems:
            failed += 1
            print("FAIL %s\n  %s" % (name, "\n  ".join(problems)))
        else:
            passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
