"""End-to-end `hyexec debug` on corpus/debug: each function's failing test,
the recorded LLM verdicts served by the fake OpenAI-compatible server (model
`file:ANSWER`), by replay and by `--answer`; the blocks shown and left out,
the exception raised inside the function, the verdicts and the first wrong
block checked against NAME.expected.json, the test's outcome against
python3. Also: a passing test asks no LLM, no LLM configured is said, and
bad usage (no such function, a test that does not parse or never calls it)
is one line with exit 1."""
import argparse
import glob
import json
import os
import subprocess
import sys

from llm_session import LlmSession, check


def cpython_outcome(path, test):
    src = open(path).read() + "\n" + test + "\n"
    r = subprocess.run([sys.executable, "-I", "-c", src], capture_output=True, text=True, timeout=30)
    return None if r.returncode == 0 else r.stderr.strip().splitlines()[-1].split(":")[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    session = LlmSession(a.hyexec, "debug", "hyexec_debug_")
    debug, scenario, server_requests = session.run, session.scenario, session.requests
    url, tmp = session.url, session.tmp
    try:
        def check_report(j, exp, path, test):
            check(j["passed"] == exp["passed"], "passed %s" % j["passed"])
            expected_error = cpython_outcome(path, test)
            check((j["error"] or {}).get("type") == expected_error,
                  "the test raises %s, CPython %s" % ((j["error"] or {}).get("type"), expected_error))
            raised = j["raised"].split(":")[0] if j["raised"] else None
            check(raised == exp["raised"], "raised %s" % j["raised"])
            check(len(j["blocks"]) == exp["shown"] and j["omitted"] == exp["omitted"],
                  "%d blocks shown, %d left out" % (len(j["blocks"]), j["omitted"]))
            check(all(b["code"] and b["lines"] and isinstance(b["state"], dict) for b in j["blocks"]),
                  "each block has its code, lines and variables")
            got = [b["verdict"]["correct"] for b in j["blocks"]]
            check(got == exp["verdicts"], "verdicts %s" % got)
            check(j["first_wrong"] == exp["first_wrong"], "first wrong %s" % j["first_wrong"])
            check(all(b["verdict"]["explanation"] for b in j["blocks"]), "each verdict explained")

        for exp_path in sorted(glob.glob(os.path.join(a.dir, "*.expected.json"))):
            name = os.path.basename(exp_path)[: -len(".expected.json")]
            path = os.path.join(a.dir, name + ".py")
            test = open(os.path.join(a.dir, name + ".test.txt")).read().strip()
            answer = os.path.abspath(os.path.join(a.dir, name + ".answer.txt"))
            exp = json.load(open(exp_path))
            args = ["--entry", exp["entry"], "--test", test, "--json"]
            record = os.path.join(tmp, name + ".jsonl")

            def through_server():
                before = server_requests()
                j = json.loads(debug(path, *args, "--llm-url", url, "--llm-model", "file:" + answer,
                                     "--record", record).stdout)
                check(j["llm"]["network_requests"] == 1 and server_requests() == before + 1, "one request")
                check_report(j, exp, path, test)

            def replayed():
                before = server_requests()
                j = json.loads(debug(path, *args, "--oracle", "replay:" + record).stdout)
                check(j["llm"]["source"] == "replay" and server_requests() == before, "no request")
                check_report(j, exp, path, test)

            def from_file():
                check_report(json.loads(debug(path, *args, "--answer", answer).stdout), exp, path, test)
                text = debug(path, "--entry", exp["entry"], "--test", test, "--answer", answer).stdout
                check(("WRONG" in text) == (False in exp["verdicts"]), "the report marks wrong blocks")

            scenario(name + " through the server", through_server)
            scenario(name + " replayed", replayed)
            scenario(name + " from --answer", from_file)

        fn = os.path.join(a.dir, "running_max.py")

        def passing():
            before = server_requests()
            r = debug(fn, "--entry", "running_max", "--test", "assert running_max([2, 3]) == 3",
                      "--llm-url", url, "--llm-model", "file:/nonexistent", "--json")
            j = json.loads(r.stdout)
            check(j["passed"] and j["llm"] is None and server_requests() == before, "no LLM for a passing test")
            text = debug(fn, "--entry", "running_max", "--test", "assert running_max([2, 3]) == 3").stdout
            check("nothing to debug" in text, "said so")

        def no_llm():
            j = json.loads(debug(fn, "--entry", "running_max", "--test", "assert running_max([5]) == 6",
                                 "--json").stdout)
            check(j["llm"] is None and "no LLM configured" in j["note"], "no LLM said")
            check(all(b["verdict"] is None for b in j["blocks"]) and j["blocks"], "blocks without verdicts")

        def bad_usage():
            for extra in (["--entry", "nope", "--test", "assert nope() == 1"],
                          ["--entry", "running_max", "--test", "assert running_max([1) == 1"],
                          ["--entry", "running_max", "--test", "assert 1 == 2"],
                          ["--entry", "running_max"]):
                r = debug(fn, *extra, expect_rc=1)
                check(r.stdout == "" and len(r.stderr.strip().splitlines()) == 1, "one line: %r" % r.stderr)

        # The module body calls the function too, on its input: the blocks shown
        # are those of the test's own call, and without --stdin the body's
        # EOFError is not blamed on the test.
        clamp = os.path.join(tmp, "clamp.py")
        with open(clamp, "w") as f:
            f.write("def clamp_score(x):\n    if x > 100:\n        return 100\n    return x\n\n\n"
                    "score = int(input())\nprint(clamp_score(score))\n")
        five = os.path.join(tmp, "five.in")
        with open(five, "w") as f:
            f.write("5\n")
        clamp_test = ["--entry", "clamp_score", "--test", "assert clamp_score(-5) == 0", "--json"]

        def the_tests_call():
            j = json.loads(debug(clamp, *clamp_test, "--stdin", five).stdout)
            check(j["outcome"] == "the assertion fails; clamp_score returned -5", "outcome %r" % j["outcome"])
            check([b["block"] for b in j["blocks"]] == [1, 3] and all(b["state"] == {"x": "-5"} for b in j["blocks"]),
                  "the test's call: %s" % j["blocks"])

        def body_without_stdin():
            j = json.loads(debug(clamp, *clamp_test).stdout)
            check((j["error"] or {}).get("type") == "AssertionError", "the test's error: %s" % j["error"])
            check(j["outcome"].startswith("the assertion fails; clamp_score returned -5 (the module body stopped")
                  and "EOFError" in j["outcome"] and "no --stdin" in j["outcome"], "outcome %r" % j["outcome"])
            check(all(b["state"] == {"x": "-5"} for b in j["blocks"]) and j["blocks"], "blocks %s" % j["blocks"])

        scenario("the test's own call", the_tests_call)
        scenario("module body without stdin", body_without_stdin)
        scenario("passing test", passing)
        scenario("no LLM configured", no_llm)
        scenario("bad usage", bad_usage)
    finally:
        status = session.finish()
    return status


if __name__ == "__main__":
    sys.exit(main())
