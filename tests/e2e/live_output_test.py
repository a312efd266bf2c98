"""End-to-end: `hyexec run` on a terminal behaves as `python3 FILE` there:
the program's output appears as it runs (a prompt before the program waits
for its input, a compile-time warning before the output), and the program
reads the terminal. Each program runs under both on a pseudo-terminal; the
input is typed only once the prompt has appeared (so a prompt held back
until the end times the case out), and the two transcripts must be equal.
Skipped, saying so, where no pseudo-terminal can be opened."""
import argparse
import os
import pty
import select
import sys
import tempfile
import time

from checks import check, finish

CASES = [
    # name, program, [(prompt to wait for, line to type)]
    ("prompt_then_input", "name = input('Name? ')\nprint('hi', name)\n", [("Name? ", "Bob")]),
    ("two_prompts",
     "a = int(input('a: '))\nb = int(input('b: '))\nprint(a + b)\nraise SystemExit(a - b)\n",
     [("a: ", "3"), ("b: ", "1")]),
    ("stderr_between_lines",
     "import sys\nprint('one')\nprint('two', file=sys.stderr)\nprint('three')\nx = 1 is 1\n", []),
    ("traceback_after_output", "print('before')\nraise ValueError('after')\n", []),
]


def pty_transcript(cmd, steps, timeout=60):
    """Runs cmd on a pseudo-terminal; types each step's line once its prompt
    is in the output. Returns (transcript, exit status, timed out)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["LC_ALL"] = "C.UTF-8"
        try:
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    out, pending, deadline = b"", list(steps), time.time() + timeout
    while time.time() < deadline:
        if pending and pending[0][0].encode() in out.split(b"\n")[-1]:
            os.write(fd, (pending.pop(0)[1] + "\n").encode())
            out += b"\x00"  # the prompt is answered: a later one is new output
        ready, _, _ = select.select([fd], [], [], 0.2)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)
        return out.replace(b"\x00", b"").decode(errors="replace"), None, True
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return out.replace(b"\x00", b"").decode(errors="replace"), os.waitstatus_to_exitcode(status), False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    h = ap.parse_args().hyexec
    try:
        master, slave = pty.openpty()
        os.close(master)
        os.close(slave)
    except OSError as e:
        print("SKIP: no pseudo-terminal here (%s)" % e)
        return 77
    for name, source, steps in CASES:
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, name + ".py")
            with open(path, "w") as f:
                f.write(source)
            want, want_status, _ = pty_transcript([sys.executable, "-I", path], steps)
            got, got_status, timed_out = pty_transcript([h, "run", path], steps)
            check(name + ": finished", not timed_out, "prompt not shown before the input was read: " + repr(got))
            check(name + ": transcript", got == want, repr(got) + "\n--- python3:\n" + repr(want))
            check(name + ": exit status", got_status == want_status, (got_status, want_status))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
