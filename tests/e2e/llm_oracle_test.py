"""End-to-end: the LLM oracle through the real client against a fake
OpenAI-compatible server (tests/e2e/fake_llm_server.py) on 127.0.0.1:
answers used, calls and tokens counted, the cache (a second run makes no
request), --record and replay with no network, retries on 429, and every
failure (HTTP 500, truncated or malformed answers, a timeout, no server)
reported in one line while the offline oracle finishes the job."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

SNIPPET = "total = count * 2\nprint(total, math.sqrt(16))\nfor w in words:\n    print(w.upper())\n"


class Failed(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failed(what)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    server = subprocess.Popen([sys.executable, os.path.join(here, "fake_llm_server.py")],
                              stdout=subprocess.PIPE, text=True)
    tmp = tempfile.mkdtemp(prefix="hyexec_llm_")
    failures = []
    try:
        port = int(server.stdout.readline())
        url = "http://127.0.0.1:%d/v1" % port
        snippet = os.path.join(tmp, "snippet.py")
        open(snippet, "w").write(SNIPPET)
        env = dict(os.environ, HYEXEC_CACHE_DIR=os.path.join(tmp, "cache"))

        def server_requests():
            return json.load(urllib.request.urlopen(url.replace("/v1", "/stats")))["requests"]

        def cover(model, *extra, source=snippet, llm_url=url):
            r = subprocess.run([a.hyexec, "cover", source, "--json", "--oracle", "llm", "--llm-url", llm_url,
                                "--llm-model", model] + list(extra),
                               capture_output=True, text=True, timeout=60, env=env)
            check(r.returncode == 0, "%s: exit %d: %s" % (model, r.returncode, r.stderr))
            return json.loads(r.stdout), r.stderr

        def scenario(name, fn):
            try:
                fn()
                print("ok   %s" % name)
            except (Failed, ValueError, KeyError, subprocess.TimeoutExpired) as e:
                failures.append(name)
                print("FAIL %s: %s" % (name, e))

        def canned():
            before = server_requests()
            j, err = cover("canned")
            values = j["runs"][0]["inputs"]["values"]
            check(values.get("count") == "41", "the LLM's initialisation is used: %s" % values)
            check(values.get("math") == "__import__('math')", "stripped imports stay certain")
            check(j["llm"]["calls"] == 1 and j["llm"]["network_requests"] == 1, "one call: %s" % j["llm"])
            check(j["llm"]["prompt_tokens"] > 0, "tokens counted")
            check(server_requests() == before + 1, "the server saw one request")
            check(j["line_coverage"] == 1.0, "full coverage")
            check("llm:" not in err, "no LLM error: " + err)

        def cached():
            before = server_requests()
            j, _ = cover("canned")
            check(j["llm"]["network_requests"] == 0, "the second run is served by the cache: %s" % j["llm"])
            check(server_requests() == before, "the server saw nothing")
            check(j["runs"][0]["inputs"]["values"].get("count") == "41", "same answer")

        def record_replay():
            record = os.path.join(tmp, "exchanges.jsonl")
            j, _ = cover("canned", "--no-cache", "--record", record)
            check(os.path.getsize(record) > 0, "exchanges recorded")
            r = subprocess.run([a.hyexec, "cover", snippet, "--json", "--oracle", "replay:" + record],
                               capture_output=True, text=True, timeout=60)
            check(r.returncode == 0, "replay exit %d: %s" % (r.returncode, r.stderr))
            replayed = json.loads(r.stdout)
            check(replayed["runs"][0]["inputs"]["values"] == j["runs"][0]["inputs"]["values"],
                  "replay gives the recorded answers")
            check(replayed["llm"]["network_requests"] == 0, "replay uses no network")

        def flaky():
            other = os.path.join(tmp, "flaky.py")
            open(other, "w").write("print(size + 1)\n")
            before = server_requests()
            j, err = cover("flaky", "--no-cache", source=other)
            check(server_requests() == before + 2, "429 then a retry")
            check(j["runs"][0]["inputs"]["values"].get("size") == "41", "the retried answer is used")
            check("llm:" not in err, "a retried 429 is not an error")

        def failing(model, words, *extra, llm_url=url):
            def run():
                j, err = cover(model, "--no-cache", *extra, llm_url=llm_url)
                lines = [l for l in err.splitlines() if "llm:" in l]
                check(len(lines) == 1, "%s: one line on stderr, got %r" % (model, err))
                check(all(w in lines[0] for w in words), "%s: message %r" % (model, lines[0]))
                check("offline oracle" in lines[0], "says what happens instead")
                check(j["runs"][0]["inputs"]["values"].get("count") == "3", "the offline oracle answers")
                check(j["line_coverage"] == 1.0, "the job is still done")
            return run

        def ignores_n():
            other = os.path.join(tmp, "single.py")
            open(other, "w").write("print(width * 2)\n")
            before = server_requests()
            j, err = cover("single", "--no-cache", source=other)
            check(j["llm"]["calls"] == 2, "one more completion asked concurrently: %s" % j["llm"])
            check(server_requests() == before + 2, "two requests reached the server")
            check(j["runs"][0]["inputs"]["values"].get("width") == "41", "answer used")

        def stdin_spec():
            # A description the parser cannot read goes to the LLM; its
            # rewriting bounds every generated stdin.
            prog = os.path.join(tmp, "counts.py")
            open(prog, "w").write("n = int(input())\na = list(map(int, input().split()))\n"
                                  "print('big' if sum(a) > 15 else 'small')\n")
            spec = os.path.join(tmp, "spec.txt")
            open(spec, "w").write("You are given how many numbers there are, then the numbers "
                                  "themselves, each between seven and nine.\n")
            j, err = cover("canned", "--stdin-spec", spec, "--timeout", "10", source=prog)
            check("read through the LLM" in err, "the LLM was asked: %s" % err)
            for run in j["runs"]:
                lines = run["inputs"]["stdin"].splitlines()
                n, a = int(lines[0]), [int(x) for x in lines[1].split()]
                check(1 <= n <= 3 and len(a) == n and all(7 <= x <= 9 for x in a),
                      "stdin within the description: %r" % run["inputs"]["stdin"])
            check(j["branches_covered"] == j["branches_total"], "both outputs reached")

        scenario("canned answers, calls and tokens", canned)
        scenario("--stdin-spec beyond the parser, read by the LLM", stdin_spec)
        scenario("a server that ignores n", ignores_n)
        scenario("cache: second run makes no request", cached)
        scenario("--record then replay without network", record_replay)
        scenario("429 is retried", flaky)
        scenario("HTTP 500", failing("error500", ["HTTP 500"]))
        scenario("truncated JSON", failing("truncated", ["not JSON"]))
        scenario("malformed answer", failing("malformed", ["no text"]))
        scenario("timeout", failing("slow", ["Timeout"], "--llm-timeout", "1"))
        scenario("no server", failing("canned", ["connect"], llm_url="http://127.0.0.1:1/v1"))
    finally:
        server.kill()
    print("%d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
