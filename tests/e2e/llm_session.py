"""What the end-to-end tests of the commands that ask an LLM one question
(`orca`, `debug`) share: the fake OpenAI-compatible server
(fake_llm_server.py) on a free port, an environment with no HYEXEC_LLM_*
and a private response cache, a way to run the command expecting an exit
status, and named scenarios whose failures are counted."""
import json
import os
import subprocess
import sys
import tempfile
import urllib.request


class Failed(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failed(what)


class LlmSession:
    def __init__(self, hyexec, command, prefix):
        here = os.path.dirname(os.path.abspath(__file__))
        self.hyexec = hyexec
        self.command = command
        self.server = subprocess.Popen([sys.executable, os.path.join(here, "fake_llm_server.py")],
                                       stdout=subprocess.PIPE, text=True)
        self.url = "http://127.0.0.1:%d/v1" % int(self.server.stdout.readline())
        self.tmp = tempfile.mkdtemp(prefix=prefix)
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("HYEXEC_LLM")}
        self.env["HYEXEC_CACHE_DIR"] = os.path.join(self.tmp, "cache")
        self.failures = []

    def requests(self):
        """Chat requests the server has seen so far."""
        return json.load(urllib.request.urlopen(self.url.replace("/v1", "/stats")))["requests"]

    def run(self, path, *extra, expect_rc=0):
        r = subprocess.run([self.hyexec, self.command, path] + list(extra), capture_output=True,
                           text=True, timeout=60, env=self.env)
        check(r.returncode == expect_rc, "exit %d (expected %d): %s" % (r.returncode, expect_rc, r.stderr))
        return r

    def scenario(self, name, fn):
        try:
            fn()
            print("ok   %s" % name)
        except (Failed, ValueError, KeyError, TypeError, subprocess.TimeoutExpired) as e:
            self.failures.append(name)
            print("FAIL %s: %s" % (name, e))

    def finish(self):
        """Stops the server; the exit status of the test."""
        self.server.kill()
        print("%d failures" % len(self.failures))
        return 1 if self.failures else 0
