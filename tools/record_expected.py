"""Records CPython's behaviour for the programs in corpus/run/: for each
NAME.py (stdin from NAME.in when present) writes NAME.expected.json with the
status, stdout, error type and line (last traceback entry in the file) and
exit code, in the format of ../shared/corpus. Run it when a program changes;
the end-to-end test compares `hyexec run --json` with these files.

Usage: python3 tools/record_expected.py [corpus/run]"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def record(path):
    stdin = path[:-3] + ".in"
    data = open(stdin, "rb").read() if os.path.exists(stdin) else b""
    env = {"PYTHONHASHSEED": "0", "PATH": os.environ.get("PATH", ""), "LC_ALL": "C.UTF-8"}
    # In an empty directory of its own, as hyexec's virtual file system starts
    # empty: a program that writes files finds none there from before.
    with tempfile.TemporaryDirectory() as work:
        shutil.copy(path, work)
        r = subprocess.run([sys.executable, "-I", os.path.basename(path)], input=data,
                           capture_output=True, cwd=work, env=env, timeout=60)
    out = {"status": "ok", "stdout": r.stdout.decode("utf-8", "replace"), "exit_code": r.returncode,
           "error_type": None, "error_message": None, "error_line": None}
    err = r.stderr.decode("utf-8", "replace")
    if "Traceback (most recent call last):" in err:
        out["status"] = "error"
        last = err.strip().splitlines()[-1]
        etype, _, msg = last.partition(": ")
        out["error_type"] = etype.split(".")[-1]
        out["error_message"] = msg
        lines = re.findall(r'File "([^"]*)", line (\d+)', err)
        mine = [int(n) for f, n in lines if os.path.basename(f) == os.path.basename(path)]
        out["error_line"] = mine[-1] if mine else None
    return out


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "corpus", "run")
    for name in sorted(os.listdir(root)):
        if not name.endswith(".py"):
            continue
        path = os.path.join(root, name)
        with open(path[:-3] + ".expected.json", "w") as f:
            json.dump(record(path), f, indent=1, sort_keys=True)
            f.write("\n")
        print("recorded", name)


if __name__ == "__main__":
    main()
