"""End-to-end: the new user's cases of issue 15 (corpus/newuser), and an
error only a stand-in causes, reported apart. For each
NAME.py, NAME.expect.json says how to run `hyexec cover` (`args`) and what
the report must and must not say:

  ("{dir}" in an argument is the corpus folder)
  "must" / "must_not": substrings of the plain report;
  "errors": the file's errors ([type, line]) the JSON must list (others may
            be listed too), "no_errors": the JSON lists none,
            "no_concrete_errors": every error it lists depends on the oracle's values;
  "artefacts": stand-in artefacts ([type, line]) the JSON must list apart;
  "no_errors_of_type": types that must be in no run's error, artefacts included;
  "covered": lines some run must cover; "realizable": every run is realizable;
  "ends_ok": some reported run ends normally (an `exit(v)` reached);
  "args_match": {param: regex} an argument of some run must match."""
import json
import os
import re
import subprocess
import sys

from corpus_runner import run_corpus


def check(hyexec, path):
    problems = []
    exp = json.load(open(path[:-3] + ".expect.json"))
    here = os.path.dirname(os.path.abspath(path))
    base = [hyexec, "cover", path, "--timeout", "20"] + [a.replace("{dir}", here) for a in exp.get("args", [])]
    text = subprocess.run(base, capture_output=True, text=True, timeout=120).stdout
    report = json.loads(subprocess.run(base + ["--json"], capture_output=True, text=True,
                                       timeout=120).stdout)
    for s in exp.get("must", []):
        if s not in text:
            problems.append("the report does not say %r" % s)
    for s in exp.get("must_not", []):
        if s in text:
            problems.append("the report says %r" % s)
    errors = [[e["type"], e["line"]] for e in report["errors"]]
    for e in exp.get("errors", []):
        if e not in errors:
            problems.append("error %s not among the file's errors %s" % (e, errors))
    artefacts = [[e["type"], e["line"]] for e in report["stand_in_artefacts"]]
    for e in exp.get("artefacts", []):
        if e not in artefacts:
            problems.append("%s not among the stand-in artefacts %s" % (e, artefacts))
    if exp.get("no_errors") and errors:
        problems.append("errors listed: %s" % errors)
    if exp.get("no_concrete_errors"):
        concrete = [e for e in report["errors"] if e["provenance"] != "oracle-dependent"]
        if concrete:
            problems.append("errors that do not depend on the oracle: %s" % concrete)
    raised = [r["error"]["type"] for r in report["runs"] if r["error"]]
    for t in exp.get("no_errors_of_type", []):
        if t in raised:
            problems.append("a run raises %s" % t)
    covered = set()
    for r in report["runs"]:
        covered |= set(r["lines"])
    missing = set(exp.get("covered", [])) - covered
    if missing:
        problems.append("lines not covered: %s" % sorted(missing))
    if exp.get("ends_ok") and not any(r["status"] == "ok" for r in report["runs"]):
        problems.append("no reported run ends normally: %s" % [r["status"] for r in report["runs"]])
    if exp.get("realizable") and not all(r["realizable"] for r in report["runs"]):
        problems.append("a run rests on stand-ins")
    for param, pattern in exp.get("args_match", {}).items():
        if not any(re.search(pattern, r["inputs"]["args"].get(param, "")) for r in report["runs"]):
            problems.append("no run's %s matches %r: %s" % (
                param, pattern, [r["inputs"]["args"].get(param) for r in report["runs"]]))
    return problems


if __name__ == "__main__":
    sys.exit(run_corpus(check))
