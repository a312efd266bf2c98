"""End-to-end tests of the command line as a user meets it (issue 20): stdin
from a pipe or `--stdin -`, python3's exit statuses under `run` and `trace`,
`--help` for every command, unknown words named, `--version`, `--args` as
JSON values and `--args-py` as Python expressions, what `run --entry` says on
stderr, and the NameError hint. python3 is the reference wherever it has an
answer."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from checks import check, finish


def run(cmd, stdin=""):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, input=stdin)


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    h = ap.parse_args().hyexec
    tmp = tempfile.mkdtemp()

    # stdin: a pipe is the program's stdin, as python3 reads it; --stdin - too.
    reader = write(tmp, "reader.py", "n = int(input())\nprint(sum(int(input()) for _ in range(n)))\n")
    for cmd in (["run", reader], ["run", reader, "--stdin", "-"]):
        r = run([h] + cmd, "2\n3\n9\n")
        want = run([sys.executable, reader], "2\n3\n9\n")
        check("stdin piped: " + " ".join(cmd[2:]), r.stdout == want.stdout == "12\n" and r.returncode == 0,
              r.stdout + r.stderr)
    r = run([h, "trace", reader], "1\n5\n")
    check("trace reads the pipe", "-- output --\n5\n" in r.stdout and r.returncode == 0, r.stdout[-300:] + r.stderr)
    infile = write(tmp, "in.txt", "1\n7\n")
    r = run([h, "run", reader, "--stdin", infile], "this pipe is not read\n")
    check("--stdin PATH wins over the pipe", r.stdout == "7\n", r.stdout + r.stderr)
    r = run([h, "run", reader], "")
    check("empty stdin: EOFError as python3", r.returncode == 1 and "EOFError: EOF when reading a line" in r.stderr,
          r.stderr)

    # stdin is read as the program asks for it: a pipe that never closes
    # (`sleep 100 | hyexec run prog.py`) holds neither a program that does
    # not read nor one that reads a line already there.
    quiet = write(tmp, "quiet.py", "print('no input needed')\n")
    one_line = write(tmp, "one_line.py", "print(input().upper())\n")
    for cmd, want in ((["run", quiet], "no input needed\n"), (["run", one_line], "HI\n"),
                      (["trace", quiet], "no input needed\n"), (["run", one_line, "--stdin", "-"], "HI\n")):
        p = subprocess.Popen([h] + cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
        p.stdin.write("hi\n")
        p.stdin.flush()  # and the pipe stays open
        try:
            p.wait(timeout=30)
            out = p.stdout.read()
            ok = p.returncode == 0 and want in out
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            ok, out = False, "still waiting for stdin to close"
        p.stdin.close()
        check("an open pipe does not hold " + " ".join(cmd[:1] + cmd[2:]) + " " + os.path.basename(cmd[1]), ok, out)

    # Exit statuses: python3's under run and trace without --json.
    cases = {"ok.py": "print('x')\n", "raises.py": "print(1)\n{}['k']\n", "exit4.py": "import sys\nsys.exit(4)\n",
             "exitmsg.py": "import sys\nsys.exit('bye')\n", "exitnone.py": "raise SystemExit\n"}
    for name, src in cases.items():
        path = write(tmp, name, src)
        want = run([sys.executable, path])
        for cmd in ("run", "trace"):
            r = run([h, cmd, path])
            check("%s %s exits %d as python3" % (cmd, name, want.returncode), r.returncode == want.returncode,
                  (r.returncode, r.stderr))
        r = run([h, "run", path, "--json"])
        check("run --json %s exits 0" % name, r.returncode == 0 and json.loads(r.stdout)["status"] == "ok"
              if name != "raises.py" else r.returncode == 0 and json.loads(r.stdout)["status"] == "error", r.stdout)
    r = run([h, "run", os.path.join(tmp, "exitmsg.py")])
    check("sys.exit('bye') prints bye", r.stderr.strip() == "bye", r.stderr)
    r = run([h, "run", os.path.join(tmp, "missing.py")])
    check("run: hyexec's own failure exits 2 with one line",
          r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "cannot read" in r.stderr, r.stderr)
    r = run([h, "run", os.path.join(tmp, "missing.py"), "--json"])
    check("run --json: own failure exits 1", r.returncode == 1, r.returncode)
    loop = write(tmp, "loop.py", "while True:\n    pass\n")
    r = run([h, "run", loop, "--max-steps", "1000"])
    check("run: step limit is hyexec's failure, 2", r.returncode == 2 and "step_limit" in r.stderr, r.stderr)
    bad = write(tmp, "bad.py", "x = 1\nif x\n    pass\n")
    r = run([h, "run", bad])
    want = run([sys.executable, bad])
    check("run: syntax error exits 1 with python3's report", r.returncode == 1 and
          r.stderr.startswith('  File "') and ", line 2\n    if x\n" in r.stderr and "^" in r.stderr
          and r.stderr.splitlines()[-1].startswith("SyntaxError: "), r.stderr)
    check("python3 agrees on the syntax error's exit status", want.returncode == 1)

    # Syntax errors: python3's report (the file and line, the line, the caret,
    # the message) and its status 1 under every command; with --json one line.
    broken = {"noblock.py": "x = 1\nif x:\n\n# note\nprint(x)\n",
              "nestedblock.py": "def f():\n    for i in x:\n    return 1\n",
              "eofblock.py": "while True:\n",
              "eofcomment.py": "while True:\n# c\n",
              "colon.py": "x = 1\nif x\n    pass\n",
              "unindent.py": "if x:\n  y = 1\n z = 2\n",
              "unclosed.py": "x = (1 +\n"}
    for name, src in broken.items():
        path = write(tmp, name, src)
        want = run([sys.executable, path])
        for cmd in ("run", "trace", "cover", "cfg"):
            r = run([h, cmd, path])
            check("%s %s: python3's syntax error report" % (cmd, name), r.returncode == want.returncode == 1 and
                  r.stderr == want.stderr, (r.stderr, want.stderr))
        r = run([h, "cover", path, "--json"])
        check("cover --json %s: one line" % name, r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1 and
              want.stderr.strip().splitlines()[-1] in r.stderr, r.stderr)
    comma = write(tmp, "comma.py", "xs = [1, 2\n      3]\nprint(xs)\n")
    want = run([sys.executable, comma]).stderr.splitlines()
    r = run([h, "run", comma])
    got = r.stderr.splitlines()
    check("forgot a comma: python3's message, file line and text", got[-1:] == want[-1:] ==
          ["SyntaxError: invalid syntax. Perhaps you forgot a comma?"] and got[:2] == want[:2], (got, want))

    # --help for every command lists every option it takes; --help lists the commands.
    r = run([h, "--help"])
    commands = ["run", "cover", "trace", "cfg", "orca", "debug", "diff", "batch"]
    check("--help lists the commands", r.returncode == 0 and all("\n  %s " % c in r.stdout for c in commands),
          r.stdout)
    expected = {"run": ["--stdin", "--json", "--entry", "--args", "--args-py", "--values", "--max-steps",
                        "--timeout", "--max-memory", "--trace", "--oracle"],
                "cover": ["--entry", "--args", "--values", "--stdin-spec", "--emit-inputs", "--all-paths",
                          "--oracle", "--timeout"],
                "trace": ["--stdin", "--html", "--json"], "cfg": ["--format", "--function"],
                "orca": ["--answer", "--print-prompt", "--llm-url", "--llm-model"],
                "debug": ["--test", "--entry", "--answer"],
                "batch": ["--out", "--jobs", "--shard", "--timeout", "--max-memory"]}
    for c in commands:
        r = run([h, c, "--help"])
        lefts = [re.split(r"\s{2,}", l.strip())[0] for l in r.stdout.splitlines() if l.startswith("  --")]
        listed = [left.split()[0] for left in lefts]
        check("%s --help" % c, r.returncode == 0 and r.stdout.startswith("usage: hyexec " + c)
              and set(expected.get(c, [])) <= set(listed), r.stdout + r.stderr)
        options = r.stdout.split("\noptions:\n", 1)[-1].splitlines()
        check("%s --help: one line per option" % c, options and all(l.startswith("  --") for l in options),
              r.stdout)
        # Every option listed is accepted by the command (the table is the parser's).
        for left in lefts:
            r = run([h, c] + left.split()[:1] + (["1"] if " " in left else []) + ["--help"])
            check("%s accepts %s" % (c, left), r.returncode == 0, r.stderr)
    r = run([h, "frobnicate", "x.py"])
    check("unknown command named", r.returncode == 1 and "unknown command 'frobnicate'" in r.stderr
          and len(r.stderr.strip().splitlines()) == 1, r.stderr)
    r = run([h, "cover", reader, "--frob"])
    check("unknown option named", r.returncode == 1 and "--frob" in r.stderr and "cover --help" in r.stderr, r.stderr)
    r = run([h, "cfg", reader, "--stdin", infile])
    check("option of another command named", r.returncode == 1 and "--stdin does not apply to cfg" in r.stderr,
          r.stderr)
    r = run([h, "--version"])
    check("--version", r.returncode == 0 and r.stdout.startswith("hyexec "), r.stdout)

    # --args: JSON values (a JSON string is a str); --args-py: Python expressions.
    grade = write(tmp, "grade.py", "def grade(score, name, tags=()):\n    print('grading', name)\n"
                  "    return (name.upper(), score >= 50, tags)\n")
    r = run([h, "run", grade, "--entry", "grade", "--args", '{"score": 80, "name": "bo", "tags": ["a", null]}'])
    check("--args JSON values", r.returncode == 0 and r.stdout == "grading bo\n", r.stdout + r.stderr)
    check("run --entry says what F returned, after the output",
          r.stderr.strip().splitlines()[-1] ==
          "grade(score=80, name='bo', tags=['a', None]) returned ('BO', True, ['a', None])", r.stderr)
    r = run([h, "run", grade, "--entry", "grade", "--args-py", '{"score": "79", "name": "\'x\'", "tags": "(1, 2)"}'])
    check("--args-py Python expressions", r.stderr.strip().endswith("returned ('X', True, (1, 2))"), r.stderr)
    r = run([h, "run", grade, "--entry", "grade", "--args-py", '{"score": 3}'])
    check("--args-py wants strings", r.returncode == 2 and "--args-py" in r.stderr, r.stderr)
    r = run([h, "run", grade, "--entry", "grade", "--args", '{"name": "bo"}'])
    check("a supplied argument is said", "argument score was not given; the oracle supplied score = " in r.stderr,
          r.stderr)
    # `hyexec FILE --cover` is `hyexec cover FILE`; cover reads all of --stdin - first.
    decide = write(tmp, "decide.py", "n = int(input())\nif n > 3:\n    print('big')\n")
    a_ = run([h, "cover", decide, "--json", "--timeout", "10"])
    b_ = run([h, decide, "--cover", "--json", "--timeout", "10"])
    ja, jb = (json.loads(x.stdout) if x.returncode == 0 else {} for x in (a_, b_))
    check("FILE --cover is cover FILE", ja.get("lines_covered") == jb.get("lines_covered") == 3 and
          ja.get("branches_covered") == jb.get("branches_covered") == 2, (a_.stdout[:200], b_.stdout[:200]))
    r = run([h, "cover", decide, "--stdin", "-", "--json", "--timeout", "10"], "5\n")
    j = json.loads(r.stdout) if r.returncode == 0 else {}
    check("cover --stdin -: the first run takes it", [x["inputs"]["stdin"] for x in j.get("runs", [])][:1] == ["5\n"],
          r.stdout[:300] + r.stderr)

    # cover's reported args replay through --args-py.
    r = run([h, "cover", grade, "--entry", "grade", "--json", "--timeout", "10"])
    runs = json.loads(r.stdout)["runs"] if r.returncode == 0 else []
    check("cover reports args", runs and runs[0]["inputs"]["args"], r.stdout[:300] + r.stderr)
    for cr in runs:
        rr = run([h, "run", grade, "--json", "--entry", "grade", "--args-py", json.dumps(cr["inputs"]["args"]),
                  "--values", json.dumps(cr["inputs"]["values"])])
        check("cover run replays with --args-py", json.loads(rr.stdout)["return"] == cr["return"], rr.stdout)

    # cover: a run stopped by the step limit is shown and kept; reasons with
    # their code in both reports, the legend for the counters.
    loops = write(tmp, "loops.py", "n = int(input())\nif n < 0:\n    while n != 0:\n        n -= 1\n"
                  "    print('negative')\nprint('done')\n")
    r = run([h, "cover", loops, "--timeout", "10", "--max-steps", "20000"])
    check("cover shows a run that did not finish, with its stdin",
          re.search(r"run \d+: did not finish in 20000 steps: possible infinite loop\n  stdin: \"-\d+\\n\"",
                    r.stdout), r.stdout)
    check("cover: the reason, code and words", "uncovered line 5 (unfinished): a run that went this way did not "
          "finish in 20000 steps (possible infinite loop before this line)" in r.stdout, r.stdout)
    check("cover: the legend of the counters", "(runs: executions made; paths: " in r.stdout, r.stdout)
    r = run([h, "cover", loops, "--timeout", "10", "--max-steps", "20000", "--json"])
    j = json.loads(r.stdout) if r.returncode == 0 else {}
    check("cover --json keeps the unfinished run", "step_limit" in [x["status"] for x in j.get("runs", [])], j)
    check("cover --json: reason, detail, explanation", j.get("uncovered") == [
        {"line": 5, "reason": "unfinished", "detail": "20000 steps",
         "explanation": "a run that went this way did not finish in 20000 steps (possible infinite loop before "
                        "this line)"}], j.get("uncovered"))
    uncalled = write(tmp, "uncalled.py", "def f(x):\n    return x / 0\nprint(1)\n")
    r = run([h, "cover", uncalled, "--json", "--oracle", "none", "--timeout", "4"])
    j = json.loads(r.stdout) if r.returncode == 0 else {}
    check("cover --json: a function no run called", [(u["reason"], u["detail"]) for u in j.get("uncovered", [])] ==
          [("not_called", "f")], j.get("uncovered"))
    r = run([h, "cover", uncalled, "--json", "--timeout", "4"])
    j = json.loads(r.stdout) if r.returncode == 0 else {}
    check("cover --json: a body the entry runs call raises", [(u["reason"], u["detail"]) for u in
                                                              j.get("uncovered", [])] ==
          [("raises", "ZeroDivisionError")], j.get("uncovered"))

    # The NameError hint, and its promise kept by --oracle offline.
    snippet = write(tmp, "snippet.py", "print(df.head())\n")
    r = run([h, "run", snippet])
    check("NameError hint", r.returncode == 1 and r.stderr.strip().splitlines()[-1] ==
          "hyexec: 'df' is never defined here; --oracle offline supplies a stand-in", r.stderr)
    r = run([h, "run", snippet, "--oracle", "offline"])
    check("--oracle offline supplies it", "NameError" not in r.stderr and r.returncode == 0, r.stderr)
    late = write(tmp, "late.py", "print(x)\nx = 1\n")
    r = run([h, "run", late])
    check("no hint for a name the program defines later", "never defined" not in r.stderr and
          "NameError" in r.stderr, r.stderr)

    return finish()


if __name__ == "__main__":
    sys.exit(main())
