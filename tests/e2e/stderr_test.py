"""End-to-end: what `hyexec run` writes to stderr is what python3 writes,
byte for byte: the program's own writes to sys.stderr (print, warnings,
logging, a SystemExit message) in order and before a traceback, the
SyntaxWarnings CPython's compiler gives before the program runs (repeats
included), and SyntaxErrors of compile()/exec(). Each program of
stderr_programs/ runs under both from the same absolute path; `run --json`
carries the same text as "stderr"."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from checks import check, finish

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stderr_programs")


def run(cmd, cwd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=cwd,
                          env={"PATH": os.environ.get("PATH", ""), "LC_ALL": "C.UTF-8"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    h = ap.parse_args().hyexec
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".py"):
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, name)
            shutil.copy(os.path.join(HERE, name), path)
            want = run([sys.executable, "-I", path], tmp)
            got = run([h, "run", path], tmp)
            check(name + ": stdout", got.stdout == want.stdout, got.stdout + "\n---\n" + want.stdout)
            check(name + ": stderr", got.stderr == want.stderr, got.stderr + "\n--- python3:\n" + want.stderr)
            check(name + ": exit status", got.returncode == want.returncode, (got.returncode, want.returncode))
            j = json.loads(run([h, "run", path, "--json"], tmp).stdout)
            check(name + ": --json stderr", j.get("stderr") is not None and j["stderr"] in want.stderr,
                  j.get("stderr"))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
