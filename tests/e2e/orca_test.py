"""End-to-end `hyexec orca` on corpus/orca: each program's recorded answer
served by the fake OpenAI-compatible server (model `file:ANSWER`), then by
the response cache, then by replaying the recorded exchange with no network, then from `--answer`; the
comparison (exact match, error agreement, first divergence, flagged errors
with their provenance, disagreements) checked against NAME.expected.json and
the concrete run against python3. Also: no LLM configured (the concrete trace,
a clear note, exit 0), an unreachable server and an answer with no text (one
line, exit 1), an unreadable answer (reported, exit 0), --print-prompt (the
CFG listing and the initial symbol table of --entry arguments)."""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

from llm_session import LlmSession, check


def cpython(path, stdin_path):
    stdin = open(stdin_path).read() if stdin_path else ""
    r = subprocess.run([sys.executable, "-I", path], input=stdin, capture_output=True, text=True, timeout=30)
    if r.returncode == 0:
        return None, None
    last = r.stderr.strip().splitlines()[-1]
    lines = re.findall(r'File "[^"]*", line (\d+)', r.stderr)
    line = int(lines[-1]) if lines else None
    return last.split(":")[0], line


def check_comparison(j, exp, path, stdin_path):
    check(j["actual"]["blocks"], "the real block sequence is reported")
    check(j["actual"]["complete"] == (j["status"] in ("ok", "error")), "complete: %s" % j["actual"]["complete"])
    check(j["metrics"] is not None, "measures computed")
    check(j["metrics"]["exact_match"] == exp["exact_match"], "exact match %s" % j["metrics"]["exact_match"])
    check(j["error_agreement"] == exp["error_agreement"], "error agreement %s" % j["error_agreement"])
    fd = j["first_divergence"]
    if exp["first_divergence"] is None:
        check(fd is None, "no divergence expected: %s" % fd)
    else:
        check(fd is not None, "a divergence expected")
        for k, v in exp["first_divergence"].items():
            check(fd.get(k) == v, "first divergence %s: %r, expected %r" % (k, fd.get(k), v))
    got = [[e["type"], e["provenance"]] for e in j["errors"]]
    check(got == exp["errors"], "errors %s, expected %s" % (got, exp["errors"]))
    check(len(j["disagreements"]) == exp["disagreements"], "disagreements %s" % j["disagreements"])
    if exp["matches_cpython"]:
        etype, eline = cpython(path, stdin_path)
        ours = j["error"]
        check((ours or {}).get("type") == etype and (ours or {}).get("line") == eline,
              "the run raises %s at %s, CPython %s at %s" % ((ours or {}).get("type"), (ours or {}).get("line"), etype, eline))
        if etype:
            check(j["actual"]["blocks"][-1] == j["error"]["block"] or j["error"]["block"] is None,
                  "the error's block ends the real sequence")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    session = LlmSession(a.hyexec, "orca", "hyexec_orca_")
    orca, scenario, server_requests = session.run, session.scenario, session.requests
    url, tmp = session.url, session.tmp
    try:
        for exp_path in sorted(glob.glob(os.path.join(a.dir, "*.expected.json"))):
            name = os.path.basename(exp_path)[: -len(".expected.json")]
            path = os.path.join(a.dir, name + ".py")
            answer = os.path.abspath(os.path.join(a.dir, name + ".answer.txt"))
            exp = json.load(open(exp_path))
            stdin_path = os.path.join(a.dir, exp["stdin"]) if exp["stdin"] else None
            stdin = ["--stdin", stdin_path] if stdin_path else []
            record = os.path.join(tmp, name + ".jsonl")

            def through_server():
                before = server_requests()
                r = orca(path, "--json", "--llm-url", url, "--llm-model", "file:" + answer,
                         "--record", record, *stdin)
                j = json.loads(r.stdout)
                check(j["llm"]["source"] == "llm" and j["llm"]["network_requests"] == 1, "one request: %s" % j["llm"])
                check(server_requests() == before + 1, "the server saw one request")
                check_comparison(j, exp, path, stdin_path)
                # The same question again: the response cache answers it.
                j = json.loads(orca(path, "--json", "--llm-url", url, "--llm-model", "file:" + answer,
                                    *stdin).stdout)
                check(j["llm"]["network_requests"] == 0 and server_requests() == before + 1,
                      "the second run is served by the cache: %s" % j["llm"])
                check_comparison(j, exp, path, stdin_path)

            def replayed():
                before = server_requests()
                r = orca(path, "--json", "--oracle", "replay:" + record, *stdin)
                j = json.loads(r.stdout)
                check(j["llm"]["source"] == "replay" and j["llm"]["network_requests"] == 0, "replayed: %s" % j["llm"])
                check(server_requests() == before, "no request in replay")
                check_comparison(j, exp, path, stdin_path)

            def from_file():
                j = json.loads(orca(path, "--json", "--answer", answer, *stdin).stdout)
                check_comparison(j, exp, path, stdin_path)
                text = orca(path, "--answer", answer, *stdin).stdout
                for t, prov in exp["errors"]:
                    check("error: %s" % t in text and "[%s]" % prov in text, "the report shows %s [%s]" % (t, prov))

            scenario(name + " through the server", through_server)
            scenario(name + " replayed", replayed)
            scenario(name + " from --answer", from_file)

        first = os.path.join(a.dir, "zero_division.py")
        first_in = ["--stdin", os.path.join(a.dir, "zero_division.in")]

        def no_llm():
            r = orca(first, "--json", *first_in)
            j = json.loads(r.stdout)
            check(j["llm"] is None and "no LLM configured" in j["note"], "says no LLM is configured")
            check(j["prediction"] is None and j["metrics"] is None, "nothing predicted")
            check(j["actual"]["trace"] and j["actual"]["trace"][0]["state"], "the concrete trace with its states")
            check([e["provenance"] for e in j["errors"]] == ["concrete"], "the concrete error is flagged")
            text = orca(first, *first_in).stdout
            check("no LLM configured" in text and "block 1:" in text, "the report says so and shows the trace")

        def unreachable():
            r = orca(first, "--json", "--llm-url", "http://127.0.0.1:9/v1", "--llm-model", "m", "--no-cache",
                     "--llm-timeout", "2", *first_in, expect_rc=1)
            check(r.stdout == "" and len(r.stderr.strip().splitlines()) == 1 and "LLM" in r.stderr,
                  "one line: %r" % r.stderr)

        def malformed():
            r = orca(first, "--json", "--llm-url", url, "--llm-model", "malformed", "--no-cache", *first_in,
                     expect_rc=1)
            check(r.stdout == "" and len(r.stderr.strip().splitlines()) == 1, "one line: %r" % r.stderr)

        def unreadable():
            garbage = os.path.join(tmp, "garbage.txt")
            open(garbage, "w").write("I cannot help with that.\n")
            j = json.loads(orca(first, "--json", "--answer", garbage, *first_in).stdout)
            check(j["prediction"]["readable"] is False and j["metrics"] is None, "unreadable: %s" % j["prediction"])
            check("no block traversal" in orca(first, "--answer", garbage, *first_in).stdout, "said so")

        def prompt():
            text = orca(first, "--print-prompt", *first_in).stdout
            cfg = subprocess.run([a.hyexec, "cfg", first, "--format", "text"], capture_output=True, text=True).stdout
            check(cfg.strip() in text, "the prompt holds the CFG listing")
            check("Is Error:" in text and "<STOP>" in text, "the system prompt's answer format")
            check('"""\n35\n10 30 20\n"""' in text, "the stdin")
            entry = os.path.join(tmp, "entry.py")
            open(entry, "w").write("def f(x, s):\n    return s[x]\n")
            text = orca(entry, "--print-prompt", "--entry", "f", "--args", '{"x": 3, "s": "ab"}').stdout
            check("Initial symbol table: {'x': (3, int), 's': ('ab', str)}" in text, "entry arguments: %s" % text[-300:])
            check("function f" in text, "the entry's unit is named")
            method = os.path.join(tmp, "method.py")
            open(method, "w").write("class Acc:\n    def __init__(self, start):\n        self.total = start\n"
                                    "    def add(self, xs):\n        return self.total + len(xs)\n")
            text = orca(method, "--print-prompt", "--entry", "Acc.add", "--args", '{"xs": [1], "start": 5}').stdout
            check("self is Acc(start=5)" in text and "Initial symbol table: {'xs': ([1], list)}" in text,
                  "a method's self and arguments: %s" % text[-300:])

        def entry_unit():
            entry = os.path.join(tmp, "entry.py")
            open(entry, "w").write("def f(x, s):\n    return s[x]\n")
            ans = os.path.join(tmp, "entry_answer.txt")
            open(ans, "w").write("Block: 1\nSymbol Table: {'x': (3, int), 's': ('ab', str)}\n"
                                 "Is Error: True\nError Type: IndexError\nBlock: 1\n")
            j = json.loads(orca(entry, "--json", "--entry", "f", "--args", '{"x": 3, "s": "ab"}',
                                "--answer", ans).stdout)
            check(j["actual"]["blocks"] == [1] and j["error"]["type"] == "IndexError", "the entry's blocks: %s" % j["actual"])
            check(j["error_agreement"] == "agree" and j["metrics"]["values"]["correct"] == 2, "agree: %s" % j["metrics"])

        scenario("no LLM configured", no_llm)
        scenario("unreachable server", unreachable)
        scenario("answer without text", malformed)
        scenario("unreadable answer", unreadable)
        scenario("print-prompt", prompt)
        scenario("entry unit", entry_unit)
    finally:
        status = session.finish()
    return status


if __name__ == "__main__":
    sys.exit(main())
