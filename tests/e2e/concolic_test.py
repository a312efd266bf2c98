"""End-to-end: `hyexec cover --json` on corpus/concolic/ (programs whose
branches depend on stdin or on an entry's arguments). For each program:
every branch outcome is taken except the ones NAME.expected.json lists as
infeasible, every statement line is covered except its `uncoverable` ones,
each error class it lists is found; each reported run replays with
`hyexec run` from its inputs alone (same status, lines and stdout), and its
stdin, given to CPython (python3), gives the same status, error class and
stdout: the generated stdin is well formed for the program's reads. With
NAME.spec.txt (a --stdin-spec description) the errors found are exactly
the ones valid inputs cause. With `stops_within` in it, cover reaches
full coverage and stops within that many runs. With `target` (LINE or
LINE:true|false), `cover --target` reports it reached, by a run whose
arguments CPython accepts (the entry returns without raising)."""
import json
import os
import subprocess
import sys
import tempfile

from corpus_runner import hyexec_json, run_corpus


def cpython(path, stdin):
    r = subprocess.run([sys.executable, "-I", path], input=stdin, capture_output=True, text=True,
                       timeout=60)
    last = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""
    error = last.split(":")[0].split(".")[-1] if r.returncode != 0 and last else None
    return error, r.stdout


def check_target(hyexec, path, args, exp):
    j = hyexec_json(hyexec, args + ["--target", exp["target"]])
    t = j.get("target") or {}
    if t.get("spec") != exp["target"] or not t.get("reached") or not t.get("run"):
        return ["--target %s: %s" % (exp["target"], t)]
    call = "%s(%s)" % (exp["entry"], ", ".join(
        "%s=(%s)" % (k, v) for k, v in j["runs"][t["run"] - 1]["inputs"]["args"].items()))
    r = subprocess.run([sys.executable, "-I", "-c", open(path).read() + "\n" + call],
                       capture_output=True, text=True, timeout=60)
    return [] if r.returncode == 0 else ["--target run: CPython raised %s" % r.stderr[-200:]]


def check(hyexec, path):
    problems = []
    exp = json.load(open(path[:-3] + ".expected.json"))
    args = ["cover", path, "--json", "--timeout", "60"]
    if exp.get("entry"):
        args += ["--entry", exp["entry"]]
    j = hyexec_json(hyexec, args)
    if sorted(j["uncovered_branches"]) != sorted(exp["infeasible_branches"]):
        problems.append("uncovered branches %s, expected %s" % (
            j["uncovered_branches"], sorted(exp["infeasible_branches"])))
    uncovered = sorted(u["line"] for u in j["uncovered"])
    if uncovered != sorted(int(k) for k in exp["uncoverable"]):
        problems.append("uncovered lines %s" % j["uncovered"])
    if j["branches_covered"] + len(j["uncovered_branches"]) != j["branches_total"]:
        problems.append("branches_covered and uncovered_branches do not add up")
    found = set(r["error"]["type"] for r in j["runs"] if r["error"])
    if set(exp["errors"]) - found:
        problems.append("errors not found: %s (found %s)" % (sorted(set(exp["errors"]) - found),
                                                             sorted(found)))
    # `stops_within`: cover stops as soon as everything is reached, in at most
    # that many runs, and reports when full coverage came.
    if exp.get("stops_within"):
        if not j.get("full_coverage"):
            problems.append("no full_coverage reported")
        if j["paths"]["runs"] > exp["stops_within"]:
            problems.append("%d runs, expected at most %d" % (j["paths"]["runs"], exp["stops_within"]))
    if exp.get("target"):
        problems += check_target(hyexec, path, args, exp)
    spec = path[:-3] + ".spec.txt"
    if os.path.exists(spec):
        # With the problem's description every input is valid: only the
        # errors a valid input causes remain.
        js = hyexec_json(hyexec, args + ["--stdin-spec", spec])
        errors = sorted(set(r["error"]["type"] for r in js["runs"] if r["error"]))
        if errors != sorted(exp["with_spec"]["errors"]):
            problems.append("with --stdin-spec: errors %s, expected %s" % (
                errors, sorted(exp["with_spec"]["errors"])))
    with tempfile.TemporaryDirectory() as tmp:
        if not exp.get("entry"):
            # --emit-inputs writes each reported run's stdin, in order.
            emitted = os.path.join(tmp, "emitted")
            je = hyexec_json(hyexec, args + ["--emit-inputs", emitted])
            for i, run in enumerate(je["runs"]):
                with open(os.path.join(emitted, "run-%d.in" % (i + 1))) as f:
                    if f.read() != run["inputs"]["stdin"]:
                        problems.append("--emit-inputs: run-%d.in differs from its stdin" % (i + 1))
        for i, run in enumerate(j["runs"]):
            inputs = run["inputs"]
            stdin_path = os.path.join(tmp, "in%d" % i)
            with open(stdin_path, "w") as f:
                f.write(inputs["stdin"])
            replay = ["run", path, "--json", "--stdin", stdin_path, "--values",
                      json.dumps(inputs["values"])]
            if inputs.get("entry"):
                replay += ["--entry", inputs["entry"], "--args-py", json.dumps(inputs["args"])]
            again = hyexec_json(hyexec, replay)
            if again["status"] != run["status"] or again["lines"] != run["lines"]:
                problems.append("run %d does not replay: %s %s, then %s %s" % (
                    i, run["status"], run["lines"], again["status"], again["lines"]))
            if inputs.get("entry"):
                continue
            error, stdout = cpython(path, inputs["stdin"])
            mine = run["error"]["type"] if run["error"] else None
            if error != mine or stdout != again["stdout"]:
                problems.append("run %d on %r: CPython %s %r, hyexec %s %r" % (
                    i, inputs["stdin"][:80], error, stdout[:80], mine, again["stdout"][:80]))
    return problems


if __name__ == "__main__":
    sys.exit(run_corpus(check))
