#!/usr/bin/env python3
"""LLM calls and tokens per snippet of `hyexec cover --oracle llm`, measured
against the fake OpenAI-compatible server of the tests (so no model and no
network are needed; its answers are canned, so coverage here says nothing
of a real model's).
Usage: python3 tools/llm_calls.py --hyexec build/hyexec DIR... [--jobs 2]"""
import argparse
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    server_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e",
                                 "fake_llm_server.py")
    server = subprocess.Popen([sys.executable, server_script], stdout=subprocess.PIPE, text=True)
    try:
        url = "http://127.0.0.1:%d/v1" % int(server.stdout.readline())
        files = sorted(os.path.join(d, f) for d in a.dirs for f in os.listdir(d) if f.endswith(".py"))

        def one(path):
            r = subprocess.run([a.hyexec, "cover", path, "--json", "--oracle", "llm", "--llm-url", url,
                                "--llm-model", "canned", "--no-cache", "--timeout", "20"],
                               capture_output=True, text=True, timeout=60)
            try:
                return json.loads(r.stdout)["llm"]
            except (ValueError, KeyError, TypeError):
                return None

        with ThreadPoolExecutor(a.jobs) as ex:
            stats = [s for s in ex.map(one, files) if s]
    finally:
        server.kill()
    n = len(stats)
    mean = lambda k: sum(s[k] for s in stats) / n if n else 0.0  # noqa: E731
    print("snippets %d  calls/snippet %.2f (max %d)  network requests/snippet %.2f  "
          "prompt tokens/snippet %.0f  completion tokens/snippet %.0f" % (
              n, mean("calls"), max((s["calls"] for s in stats), default=0), mean("network_requests"),
              mean("prompt_tokens"), mean("completion_tokens")))


if __name__ == "__main__":
    main()
