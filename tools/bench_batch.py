"""Throughput of `hyexec batch run` against a shell loop of `hyexec run`:
programs per second per core over a corpus (default: the public conformance
corpus), and the projection for 2.4M programs (Bieber et al.'s CodeNet
submissions) on 32 cores.

    python3 tools/bench_batch.py --hyexec build/hyexec [--dir ../shared/corpus/conformance]
        [--jobs N] [--timeout S] [--limit N]

Both sides run each program with the same --timeout (the corpus has programs
that loop forever), stdin empty, JSON output kept."""
import argparse
import os
import subprocess
import sys
import tempfile
import time


def programs(directory, limit):
    found = []
    for root, _, files in os.walk(directory):
        found += [os.path.join(root, f) for f in files if f.endswith(".py")]
    found.sort()
    return found[:limit] if limit else found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus",
                                                  "conformance"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", default="5")
    ap.add_argument("--limit", type=int, default=0, help="only the first N programs")
    a = ap.parse_args()
    if not os.path.isdir(a.dir):
        print("no corpus at %s" % a.dir)
        return 0
    progs = programs(a.dir, a.limit)
    tmp = tempfile.mkdtemp()

    # The shell loop a user writes: one process per program, one at a time.
    start = time.time()
    with open(os.path.join(tmp, "loop.jsonl"), "w") as out:
        for p in progs:
            subprocess.run([a.hyexec, "run", p, "--json", "--timeout", a.timeout], stdout=out,
                           stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    loop_s = time.time() - start

    listing = os.path.join(tmp, "files.jsonl")
    with open(listing, "w") as f:
        for p in progs:
            f.write('{"id": "%s", "file": "%s"}\n' % (p, p))
    start = time.time()
    subprocess.run([a.hyexec, "batch", listing, "--out", os.path.join(tmp, "batch.jsonl"), "--jobs", str(a.jobs),
                    "--timeout", a.timeout], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   stdin=subprocess.DEVNULL, check=True)
    batch_s = time.time() - start

    n = len(progs)
    loop_rate = n / loop_s
    batch_rate = n / batch_s / a.jobs
    print("%d programs from %s, --timeout %s" % (n, a.dir, a.timeout))
    print("shell loop of hyexec run (1 core):  %7.1f s  %6.1f programs/s/core" % (loop_s, loop_rate))
    print("hyexec batch run --jobs %d:          %7.1f s  %6.1f programs/s/core" % (a.jobs, batch_s, batch_rate))
    print("batch / loop per core: %.2fx" % (batch_rate / loop_rate))
    hours = 2.4e6 / (batch_rate * 32) / 3600
    print("projection: 2.4M programs on 32 cores at this rate: %.1f h" % hours)
    return 0


if __name__ == "__main__":
    sys.exit(main())
