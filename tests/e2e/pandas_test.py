"""End-to-end: hyexec's small pandas (interp/pylib/_pandas*.py) on
corpus/pandas. NAME.expected.txt holds what pandas 2.x prints (the outputs
of pandas' own documentation examples); a program without one must end
`unsupported`, naming what the small pandas lacks, never a guess."""
import json
import os
import subprocess
import sys

from corpus_runner import run_corpus


def check(hyexec, path):
    expected = path[:-3] + ".expected.txt"
    r = subprocess.run([hyexec, "run", path, "--json"], capture_output=True, text=True, timeout=60)
    j = json.loads(r.stdout)
    if not os.path.exists(expected):
        if j["status"] != "unsupported" or "pandas" not in j["error"]["message"]:
            return ["expected unsupported (pandas ...), got %s %s" % (j["status"], j["error"])]
        return []
    want = open(expected).read()
    if j["status"] != "ok":
        return ["status %s: %s" % (j["status"], j["error"])]
    if j["stdout"] != want:
        got, exp = j["stdout"].splitlines(), want.splitlines()
        first = next((i for i in range(max(len(got), len(exp)))
                      if i >= len(got) or i >= len(exp) or got[i] != exp[i]), 0)
        return ["stdout differs at line %d: %r, expected %r" % (
            first + 1, got[first] if first < len(got) else None, exp[first] if first < len(exp) else None)]
    return []


if __name__ == "__main__":
    sys.exit(run_corpus(check))
