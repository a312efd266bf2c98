"""End-to-end tests of `hyexec batch` (CLI.md, issue 20): every job gets a
result line even when one hangs, crashes or blows its memory; `kill -9`
halfway plus a rerun gives the same results as one uninterrupted run; four
shards' union is the whole, with no job twice; a progress bar on a terminal,
a summary at the end. The jobs are programs the test writes (prints, errors,
stdin readers, loops), so it needs nothing outside the project."""
import argparse
import json
import os
import pty
import re
import signal
import subprocess
import sys
import tempfile
import time

from checks import check, finish


def read_results(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f]


def comparable(lines):
    """id -> what must not depend on how the batch was run: not the timings,
    nor how many steps a run stopped by its --timeout had made, nor the
    addresses in default reprs (`<A object at 0x55...>`), which differ from
    one process to the next under python3 too. (tools/batch_acceptance.py
    uses it too.)"""
    out = {}
    for j in lines:
        result = dict(j["result"] or {})
        if result.get("status") == "timeout":
            result.pop("steps", None)
        text = re.sub(r" at 0x[0-9a-f]+", " at 0x", json.dumps(result, sort_keys=True))
        out[j["id"]] = (j["command"], j["status"], j.get("error"), text)
    return out


def worker_of(batch_pid, index):
    """The pid of the worker process of job INDEX of the batch BATCH_PID (it
    is named `hyexec#INDEX`), or None. (tools/batch_acceptance.py uses it too.)"""
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/comm" % pid) as f:
                comm = f.read().strip()
            with open("/proc/%s/stat" % pid) as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if comm == "hyexec#%d" % index and ppid == batch_pid:
            return int(pid)
    return None


def make_programs(tmp, n):
    """n small programs of several kinds, and a JSONL of jobs over some of them."""
    progs = os.path.join(tmp, "progs")
    os.makedirs(progs)
    kinds = [
        "print(sum(range({i})))\n",
        "xs = [{i}, 2, 3]\nprint(xs[5])\n",  # IndexError
        "def f(n):\n    return n * f(n - 1) if n else 1\nprint(f({i} % 20))\n",
        "import sys\nsys.exit({i} % 3)\n",
        "d = {{'a': {i}}}\nprint(d['b'])\n",  # KeyError
        "s = 'x' * ({i} % 7)\nprint(s.upper(), len(s))\n",
        "if True\n    print({i})\n",  # SyntaxError: the command fails, the job is done
    ]
    for i in range(n):
        with open(os.path.join(progs, "p%04d.py" % i), "w") as f:
            f.write(kinds[i % len(kinds)].format(i=i))
    reader = os.path.join(tmp, "reader.py")
    with open(reader, "w") as f:
        f.write("n = int(input())\nprint(n * 2)\n")
    jobs = os.path.join(tmp, "jobs.jsonl")
    with open(jobs, "w") as f:
        for i in range(5):
            f.write(json.dumps({"id": "stdin-%d" % i, "file": reader, "stdin": "%d\n" % i}) + "\n")
    return progs, reader, jobs


def batch(h, *args, **kw):
    return subprocess.run([h, "batch", *args], capture_output=True, text=True, timeout=600, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--programs", type=int, default=240)
    a = ap.parse_args()
    h = a.hyexec
    tmp = tempfile.mkdtemp()
    progs, reader, jobs = make_programs(tmp, a.programs)

    # Misbehaving jobs among the many: a file that never opens (a FIFO with no
    # writer: a hang no interpreter limit catches), a file that never ends
    # (/dev/zero: memory), and a program that loops.
    fifo = os.path.join(tmp, "never.py")
    os.mkfifo(fifo)
    bad = os.path.join(tmp, "bad.jsonl")
    with open(bad, "w") as f:
        f.write(json.dumps({"id": "hang", "file": fifo}) + "\n")
        f.write(json.dumps({"id": "memory", "file": "/dev/zero"}) + "\n")
        f.write(json.dumps({"id": "loop", "file": os.path.join(tmp, "loop.py")}) + "\n")
    with open(os.path.join(tmp, "loop.py"), "w") as f:
        f.write("while True:\n    pass\n")
    inputs = [progs, jobs, bad]
    total = a.programs + 5 + 3
    # A generous --timeout: reading /dev/zero up to the memory cap takes seconds on a busy machine
    # (more than 10 s at a load of 20 on 2 cores).
    opts = ["--timeout", "15", "--max-memory", "64", "--jobs", "2"]

    whole = os.path.join(tmp, "whole.jsonl")
    r = batch(h, *inputs, "--out", whole, *opts)
    lines = read_results(whole)
    by_id = {j["id"]: j for j in lines}
    check("batch exits 0", r.returncode == 0, r.stderr)
    check("every job has one result line", len(lines) == total and len(by_id) == total, (len(lines), total))
    check("hang ends as timeout", by_id.get("hang", {}).get("status") == "timeout", by_id.get("hang"))
    check("memory blow-up ends as memory", by_id.get("memory", {}).get("status") == "memory", by_id.get("memory"))
    loop = by_id.get("loop", {})
    check("a loop stops at the command's --timeout", loop.get("status") == "done" and
          (loop.get("result") or {}).get("status") == "timeout", loop)
    check("result lines have CLI.md's fields", all(list(j)[:6] == ["id", "command", "status", "seconds", "peak_mb",
                                                                  "result"] for j in lines), lines[:1])
    p0 = by_id.get(os.path.join(progs, "p0000.py"), {})
    check("a file is a run job named by its path", p0.get("command") == "run" and
          p0.get("result", {}).get("stdout") == "0\n", p0)
    p1 = by_id.get(os.path.join(progs, "p0001.py"), {})
    check("a raising program is a done job with the error", p1.get("status") == "done" and
          p1["result"]["error"]["type"] == "IndexError", p1)
    p6 = by_id.get(os.path.join(progs, "p0006.py"), {})
    check("a syntax error is done, result null, the error said", p6.get("status") == "done" and
          p6.get("result") is None and "SyntaxError" in (p6.get("error") or ""), p6)
    check("stdin of a JSONL job", by_id.get("stdin-3", {}).get("result", {}).get("stdout") == "6\n",
          by_id.get("stdin-3"))
    check("summary at the end", "hyexec batch: %d jobs in" % total in r.stderr and "slowest:" in r.stderr,
          r.stderr[-400:])

    # Rerun: nothing left to do.
    r = batch(h, *inputs, "--out", whole, *opts)
    check("rerun skips the done ids", len(read_results(whole)) == total and "%d already in" % total in r.stderr,
          r.stderr[-300:])

    # kill -9 halfway, then rerun: the same final set.
    cut = os.path.join(tmp, "cut.jsonl")
    p = subprocess.Popen([h, "batch", *inputs, "--out", cut, *opts], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    deadline = time.time() + 300
    while time.time() < deadline and p.poll() is None and len(read_results(cut)) < total // 2:
        time.sleep(0.05)
    p.send_signal(signal.SIGKILL)
    p.wait()
    time.sleep(0.5)  # the workers die with the batch (PDEATHSIG)
    halfway = len(read_results(cut))
    check("killed halfway", 0 < halfway < total, halfway)
    r = batch(h, *inputs, "--out", cut, *opts)
    after = read_results(cut)
    check("kill -9 + rerun: no job twice", len(after) == len({j["id"] for j in after}) == total, len(after))
    check("kill -9 + rerun equals one uninterrupted run", comparable(after) == comparable(lines),
          set(comparable(after).items()) ^ set(comparable(lines).items()))

    # Four shards: disjoint, and together the whole.
    union = {}
    count = 0
    for k in range(4):
        part = os.path.join(tmp, "shard%d.jsonl" % k)
        batch(h, *inputs, "--out", part, "--shard", "%d/4" % k, *opts)
        got = comparable(read_results(part))
        count += len(got)
        union.update(got)
    check("4 shards: no job in two", count == total, count)
    check("4 shards: the union equals the whole", union == comparable(lines),
          set(union.items()) ^ set(comparable(lines).items()))

    # A crash of one job's process ends that job alone: `crashed`.
    crash_jobs = os.path.join(tmp, "crash.jsonl")
    with open(crash_jobs, "w") as f:
        f.write(json.dumps({"id": "victim", "file": os.path.join(tmp, "loop.py")}) + "\n")
        for i in range(4):
            f.write(json.dumps({"id": "ok-%d" % i, "file": reader, "stdin": "1\n"}) + "\n")
    crash_out = os.path.join(tmp, "crash_out.jsonl")
    p = subprocess.Popen([h, "batch", crash_jobs, "--out", crash_out, "--jobs", "2"], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
    victim = None
    deadline = time.time() + 60
    while victim is None and time.time() < deadline:
        victim = worker_of(p.pid, 0)
        time.sleep(0.05)
    check("the worker names its job", victim is not None)
    if victim:
        time.sleep(0.3)
        os.kill(victim, signal.SIGSEGV)
    _, err = p.communicate(timeout=120)
    got = {j["id"]: j for j in read_results(crash_out)}
    check("a crashed job is `crashed`", got.get("victim", {}).get("status") == "crashed" and
          "signal" in (got["victim"].get("error") or ""), got.get("victim"))
    check("the other jobs are done", all(got.get("ok-%d" % i, {}).get("status") == "done" for i in range(4)), got)

    # On a terminal: a progress bar.
    master, slave = pty.openpty()
    p = subprocess.Popen([h, "batch", jobs, "--out", os.path.join(tmp, "tty.jsonl")], stdout=subprocess.DEVNULL,
                         stderr=slave)
    os.close(slave)
    screen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
    p.wait()
    text = screen.decode(errors="replace")
    check("progress bar on a terminal", "\r[" in text and "5/5 jobs" in text and "ETA" in text, text[-300:])

    # Bad usage: one line, exit 1.
    for args, words in [(["--out"], "needs a value"), ([jobs], "usage"), ([jobs, "--out", whole, "--shard", "4/4"],
                                                                          "--shard"),
                        ([os.path.join(tmp, "nope"), "--out", whole], "cannot read")]:
        r = batch(h, *args)
        check("batch " + " ".join(args[-2:]), r.returncode == 1 and words in r.stderr and
              len(r.stderr.strip().splitlines()) == 1, r.stderr)

    return finish()


if __name__ == "__main__":
    sys.exit(main())
