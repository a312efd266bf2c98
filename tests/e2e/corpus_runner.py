"""What the end-to-end tests over a corpus directory share: calling
`hyexec ... --json`, and checking each NAME.py of a directory with a
function that returns its problems (the exit status says whether any)."""
import argparse
import json
import os
import subprocess


def hyexec_json(hyexec, args, timeout=180):
    r = subprocess.run([hyexec] + args, capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        raise RuntimeError("exit %d: %s" % (r.returncode, r.stderr.strip()[:300]))
    return json.loads(r.stdout)


def run_corpus(check):
    """Parses --hyexec and --dir, runs check(hyexec, path) on every .py of
    the directory, prints each verdict; returns the exit status."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    failed = 0
    names = sorted(n for n in os.listdir(a.dir) if n.endswith(".py"))
    for name in names:
        try:
            problems = check(a.hyexec, os.path.join(a.dir, name))
        except (RuntimeError, ValueError, KeyError, subprocess.TimeoutExpired) as e:
            problems = [str(e)]
        if problems:
            failed += 1
            print("FAIL %s\n  %s" % (name, "\n  ".join(problems)))
        else:
            print("ok   %s" % name)
    print("%d passed, %d failed" % (len(names) - failed, failed))
    return 1 if failed or not names else 0
