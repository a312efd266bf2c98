"""Issue 20's acceptance of `hyexec batch` at scale, run by hand (it takes
minutes; `tests/e2e/batch_test.py` checks the same properties on a few
hundred jobs under ctest):

    python3 tools/batch_acceptance.py --hyexec build/hyexec [--count 10000]
        [--corpus ../shared/corpus] [--jobs N]

It builds COUNT jobs from the public corpora's programs, repeated under new
ids until there are enough, plus three that misbehave: one whose worker
crashes (this script sends it SIGSEGV as soon as it starts, as a crash of the
interpreter would end it), one that hangs (its file is a FIFO nobody writes:
no interpreter limit can stop it, only the batch's kill) and one that blows
its memory (/dev/zero). Then:

1. one uninterrupted run: every job has exactly one result line;
2. a run killed with `kill -9` halfway, then rerun with the same --out: the
   same final set as (1);
3. four `--shard K/4` runs: no job in two, their union is (1).

Runs are capped by --max-steps (deterministic) rather than by time, so the
three runs of a program agree. It prints the throughput of run (1)."""
import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

# Reading and comparing result files, finding a job's worker: batch_test's.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e"))
from batch_test import comparable, read_results, worker_of  # noqa: E402

CORPORA = ["conformance", "snippets", "cruxeval", "errors", "concolic"]


def corpus_programs(root):
    found = []
    for name in CORPORA:
        for d, _, files in os.walk(os.path.join(root, name)):
            found += [os.path.join(d, f) for f in files if f.endswith(".py")]
    return sorted(found)


def write_jobs(tmp, programs, count, max_steps):
    """COUNT job lines; returns the JSONL's path and the special jobs' ids."""
    loop = os.path.join(tmp, "crash_victim.py")
    with open(loop, "w") as f:
        f.write("while True:\n    pass\n")
    fifo = os.path.join(tmp, "never_written.py")
    os.mkfifo(fifo)
    special = [{"id": "crash", "file": loop}, {"id": "hang", "file": fifo}, {"id": "memory", "file": "/dev/zero"}]
    jobs = []
    rep = 0
    while len(jobs) < count - len(special):
        for p in programs:
            if len(jobs) == count - len(special):
                break
            jobs.append({"id": "%d:%s" % (rep, p), "file": p, "args": ["--max-steps", str(max_steps)]})
        rep += 1
    # The misbehaving jobs spread through the list (so each shard and each
    # half of the killed run meet some of them).
    for k, job in enumerate(special):
        jobs.insert((k + 1) * len(jobs) // (len(special) + 1), job)
    path = os.path.join(tmp, "jobs.jsonl")
    with open(path, "w") as f:
        for j in jobs:
            f.write(json.dumps(j) + "\n")
    return path, [j["id"] for j in jobs], jobs.index(special[0])


class Crasher(threading.Thread):
    """Sends SIGSEGV to the worker of job INDEX of the batch process PID
    (workers are named `hyexec#INDEX`), as soon as it appears."""

    def __init__(self, batch_pid, index):
        super().__init__(daemon=True)
        self.batch_pid, self.index, self.stop = batch_pid, index, False

    def run(self):
        while not self.stop:
            pid = worker_of(self.batch_pid, self.index)
            if pid:
                try:
                    os.kill(pid, signal.SIGSEGV)
                except OSError:
                    pass
            time.sleep(0.2)


def batch(hyexec, jobs, out, opts, crash_index, kill_at=None):
    """One `hyexec batch` with the crasher watching it; with kill_at, killed
    with SIGKILL once OUT holds that many lines. Returns (seconds, stderr)."""
    start = time.time()
    err = open(out + ".stderr", "w")
    p = subprocess.Popen([hyexec, "batch", jobs, "--out", out, *opts], stdout=subprocess.DEVNULL, stderr=err)
    crasher = Crasher(p.pid, crash_index)
    crasher.start()
    if kill_at is not None:
        while p.poll() is None and len(read_results(out)) < kill_at:
            time.sleep(0.5)
        p.send_signal(signal.SIGKILL)
    p.wait()
    crasher.stop = True
    err.close()
    with open(out + ".stderr") as f:
        return time.time() - start, f.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--corpus", default=os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                                      "..", "..", "shared", "corpus")))
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--max-steps", type=int, default=2000000)
    # Generous: the memory blow-up reads /dev/zero up to its cap, which takes
    # seconds on a busy machine, and must end as `memory`, not `timeout`.
    ap.add_argument("--timeout", default="20")
    a = ap.parse_args()
    programs = corpus_programs(a.corpus)
    if not programs:
        print("no corpus at %s" % a.corpus)
        return 0
    tmp = tempfile.mkdtemp(prefix="batch_acceptance.")
    jobs, ids, crash_index = write_jobs(tmp, programs, a.count, a.max_steps)
    opts = ["--jobs", str(a.jobs), "--timeout", a.timeout, "--max-memory", "64"]
    print("%d jobs (%d corpus programs, repeated; a crash, a hang, a memory blow-up) in %s, --jobs %d" %
          (len(ids), len(programs), tmp, a.jobs), flush=True)
    failures = []

    def check(name, ok, detail=""):
        print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok else ": " + str(detail)[:600]), flush=True)
        if not ok:
            failures.append(name)

    whole_path = os.path.join(tmp, "whole.jsonl")
    seconds, err = batch(a.hyexec, jobs, whole_path, opts, crash_index)
    whole_lines = read_results(whole_path)
    whole = comparable(whole_lines)
    check("uninterrupted: one result line per job", len(whole_lines) == len(ids) and set(whole) == set(ids),
          (len(whole_lines), len(ids)))
    status = {j["id"]: j["status"] for j in whole_lines}
    check("the crashing job is `crashed`", status.get("crash") == "crashed", status.get("crash"))
    check("the hanging job is `timeout`", status.get("hang") == "timeout", status.get("hang"))
    check("the memory blow-up is `memory`", status.get("memory") == "memory", status.get("memory"))
    counts = {}
    for j in whole_lines:
        key = j["status"] if j["status"] != "done" else "done: " + ((j["result"] or {}).get("status") or "no result")
        counts[key] = counts.get(key, 0) + 1
    print("  outcomes: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())))
    print("  summary: " + " | ".join(err.strip().splitlines()[-7:]))

    cut_path = os.path.join(tmp, "killed.jsonl")
    batch(a.hyexec, jobs, cut_path, opts, crash_index, kill_at=len(ids) // 2)
    halfway = len(read_results(cut_path))
    check("killed with -9 halfway", 0 < halfway < len(ids), halfway)
    _, err = batch(a.hyexec, jobs, cut_path, opts, crash_index)
    after = read_results(cut_path)
    check("rerun: no job twice, none missing", len(after) == len({j["id"] for j in after}) == len(ids), len(after))
    check("kill -9 + rerun equals the uninterrupted run", comparable(after) == whole,
          sorted(set(comparable(after).items()) ^ set(whole.items()))[:4])

    union, count = {}, 0
    for k in range(4):
        part_path = os.path.join(tmp, "shard%d.jsonl" % k)
        batch(a.hyexec, jobs, part_path, opts + ["--shard", "%d/4" % k], crash_index)
        part = comparable(read_results(part_path))
        count += len(part)
        union.update(part)
    check("four shards: no job in two", count == len(ids), count)
    check("four shards: the union equals the uninterrupted run", union == whole,
          sorted(set(union.items()) ^ set(whole.items()))[:4])

    rate = len(ids) / seconds
    print("throughput of the uninterrupted run: %d jobs in %.1f s, %.1f jobs/s, %.1f jobs/s/core (--jobs %d)" %
          (len(ids), seconds, rate, rate / a.jobs, a.jobs))
    print("%d checks failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
