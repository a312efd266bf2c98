"""`hyexec batch` on a real Slurm (issue 20): starts a one-node cluster on
localhost (munged as the munge user, slurmctld and slurmd, state and spool in
a temporary directory), submits tools/slurm/batch.sbatch as a 3-task array
over a small corpus and tools/slurm/merge.sbatch after it, waits, checks the
merged results equal a local `hyexec batch` run, and stops the daemons.
Skips (exit 77), saying why, where Slurm is not installed or cannot start."""
import argparse
import json
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

SKIP = 77


def skip(why):
    print("SKIP slurm_test: " + why)
    sys.exit(SKIP)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def comparable(path):
    out = {}
    with open(path) as f:
        for line in f:
            j = json.loads(line)
            out[j["id"]] = (j["command"], j["status"], json.dumps(j["result"], sort_keys=True))
    return out


def wait_for(what, cond, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if cond():
            return True
        time.sleep(0.5)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--root", required=True)
    a = ap.parse_args()
    hyexec = os.path.abspath(a.hyexec)
    for tool in ("munged", "mungekey", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo"):
        if not shutil.which(tool):
            skip("%s is not installed (tools/setup.sh installs slurm-wlm and munge)" % tool)
    if os.geteuid() != 0:
        skip("starting slurmctld and slurmd here needs root")
    try:
        munge_user = pwd.getpwnam("munge")
    except KeyError:
        skip("there is no munge user")

    tmp = tempfile.mkdtemp(prefix="hyexec-slurm-")
    os.chmod(tmp, 0o755)
    daemons = []
    munge_pid = os.path.join(tmp, "munge", "munged.pid")
    try:
        # munge: its own key, socket and files, owned by the munge user.
        mdir = os.path.join(tmp, "munge")
        os.makedirs(mdir, mode=0o700)
        key = os.path.join(mdir, "munge.key")
        subprocess.run(["mungekey", "-c", "-k", key], check=True, capture_output=True)
        for p in (mdir, key):
            os.chown(p, munge_user.pw_uid, munge_user.pw_gid)
        sock = os.path.join(mdir, "munge.sock")
        r = subprocess.run(["runuser", "-u", "munge", "--", "munged", "--force", "--socket", sock, "--key-file", key,
                            "--pid-file", munge_pid, "--log-file", os.path.join(mdir, "munged.log"),
                            "--seed-file", os.path.join(mdir, "munged.seed")], capture_output=True, text=True)
        if r.returncode != 0 or not wait_for("munged", lambda: os.path.exists(sock), 10):
            skip("munged did not start: " + (r.stderr.strip() or "no socket"))
        os.chmod(mdir, 0o755)

        # One node, this machine; root runs everything; no cgroups.
        for d in ("state", "spool", "work"):
            os.makedirs(os.path.join(tmp, d))
        conf = os.path.join(tmp, "slurm.conf")
        cpus = os.cpu_count() or 1
        with open(conf, "w") as f:
            f.write("\n".join([
                "ClusterName=hyexec", "SlurmctldHost=localhost(127.0.0.1)",
                "AuthType=auth/munge", "AuthInfo=socket=%s" % sock, "CredType=cred/munge",
                "SlurmUser=root", "SlurmdUser=root",
                "SlurmctldPort=%d" % free_port(), "SlurmdPort=%d" % free_port(),
                "StateSaveLocation=%s/state" % tmp, "SlurmdSpoolDir=%s/spool" % tmp,
                "SlurmctldPidFile=%s/slurmctld.pid" % tmp, "SlurmdPidFile=%s/slurmd.pid" % tmp,
                "SlurmctldLogFile=%s/slurmctld.log" % tmp, "SlurmdLogFile=%s/slurmd.log" % tmp,
                "ProctrackType=proctrack/linuxproc", "TaskPlugin=task/none", "MpiDefault=none",
                "SchedulerType=sched/backfill", "SelectType=select/cons_tres",
                "SelectTypeParameters=CR_Core", "ReturnToService=2",
                "JobCompType=jobcomp/none", "AccountingStorageType=accounting_storage/none",
                "NodeName=localhost NodeAddr=127.0.0.1 CPUs=%d State=UNKNOWN" % cpus,
                "PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP", ""]))
        env = dict(os.environ, SLURM_CONF=conf)
        for cmd in (["slurmctld", "-D", "-f", conf], ["slurmd", "-D", "-N", "localhost", "-f", conf]):
            daemons.append(subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        def node_idle():
            r = subprocess.run(["sinfo", "-h", "-o", "%t"], env=env, capture_output=True, text=True)
            return r.returncode == 0 and r.stdout.strip() == "idle"

        if not wait_for("node", node_idle, 60):
            logs = ""
            for name in ("slurmctld.log", "slurmd.log"):
                p = os.path.join(tmp, name)
                if os.path.exists(p):
                    logs += " | %s: %s" % (name, open(p).read().strip().splitlines()[-1:])
            skip("the one-node Slurm did not come up" + logs)

        # A small corpus: programs of a few kinds.
        corpus = os.path.join(tmp, "work", "corpus")
        os.makedirs(corpus)
        for i in range(24):
            src = ["print(%d * 3)\n" % i, "print([1][%d])\n" % i, "import sys\nsys.exit(%d)\n" % (i % 4)][i % 3]
            with open(os.path.join(corpus, "p%02d.py" % i), "w") as f:
                f.write(src)
        outdir = os.path.join(tmp, "work", "out")
        tools = os.path.join(a.root, "tools", "slurm")
        r = subprocess.run(["sbatch", "--parsable", "--array=0-2", "--chdir", os.path.join(tmp, "work"),
                            os.path.join(tools, "batch.sbatch"), hyexec, outdir, corpus, "--timeout", "10"],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            print("FAIL sbatch: " + r.stderr)
            return 1
        array_id = r.stdout.strip().split(";")[0]
        r = subprocess.run(["sbatch", "--parsable", "--dependency=afterany:" + array_id, "--chdir",
                            os.path.join(tmp, "work"), os.path.join(tools, "merge.sbatch"), outdir],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            print("FAIL sbatch merge: " + r.stderr)
            return 1
        merged = os.path.join(outdir, "results.jsonl")

        def queue_empty():
            q = subprocess.run(["squeue", "-h"], env=env, capture_output=True, text=True)
            return q.returncode == 0 and not q.stdout.strip()

        finished = wait_for("jobs", lambda: os.path.exists(merged) and queue_empty(), 240)
        failures = []
        if not finished:
            failures.append("the array and the merge did not finish in 240 s")
        else:
            local = os.path.join(tmp, "local.jsonl")
            subprocess.run([hyexec, "batch", corpus, "--out", local, "--timeout", "10"], check=True,
                           capture_output=True)
            got, want = comparable(merged), comparable(local)
            parts = sorted(p for p in os.listdir(outdir) if p.startswith("part-"))
            if parts != ["part-0.jsonl", "part-1.jsonl", "part-2.jsonl"]:
                failures.append("the array wrote %s" % parts)
            if got != want:
                failures.append("merged results differ from a local batch run: %s" %
                                sorted(set(got.items()) ^ set(want.items()))[:3])
            if len(want) != 24:
                failures.append("the local run has %d results, not 24" % len(want))
        for f in failures:
            print("FAIL " + f)
        print("%d passed, %d failed" % (4 - len(failures), len(failures)))
        return 1 if failures else 0
    finally:
        for d in daemons:
            d.send_signal(signal.SIGTERM)
        for d in daemons:
            try:
                d.wait(timeout=20)
            except subprocess.TimeoutExpired:
                d.kill()
        if os.path.exists(munge_pid):
            try:
                os.kill(int(open(munge_pid).read().strip()), signal.SIGTERM)
            except (ValueError, OSError):
                pass
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
