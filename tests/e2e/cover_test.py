"""End-to-end: `hyexec cover --json` on corpus/cover/ (snippets that lack
names, modules, files or callers). For each program: the JSON has every
field of CLI.md; its lines are statement lines and lines_covered is the size
of their union; the covered lines are exactly the statement lines minus the
ones NAME.expected.json lists as uncoverable (with the reason); and each
kept run replays with `hyexec run` (same status, same lines) from its
inputs alone."""
import json
import sys

from corpus_runner import hyexec_json, run_corpus

RUN_FIELDS = ["inputs", "status", "realizable", "error", "lines", "exit_line", "return"]
TOP_FIELDS = ["lines_total", "lines_covered", "line_coverage", "branches_total",
              "branches_covered", "runs", "oracle_calls", "solver_calls", "seconds"]


def check(hyexec, path):
    problems = []
    exp = json.load(open(path[:-3] + ".expected.json"))
    statement_lines = set(hyexec_json(hyexec, ["cfg", path, "--format", "json"])["statement_lines"])
    j = hyexec_json(hyexec, ["cover", path, "--json", "--timeout", "30"])
    problems += ["missing field %s" % f for f in TOP_FIELDS if f not in j]
    union = set()
    for i, run in enumerate(j.get("runs", [])):
        problems += ["run %d: missing field %s" % (i, f) for f in RUN_FIELDS if f not in run]
        lines = set(run.get("lines", []))
        if lines - statement_lines:
            problems.append("run %d: not statement lines: %s" % (i, sorted(lines - statement_lines)))
        union |= lines
        exit_line = run.get("exit_line")
        if exit_line is not None and (run["status"] != "ok" or exit_line not in statement_lines):
            problems.append("run %d: exit_line %s with status %s" % (i, exit_line, run["status"]))
        inputs = run["inputs"]
        replay = ["run", path, "--json", "--values", json.dumps(inputs["values"])]
        if inputs.get("entry"):
            replay += ["--entry", inputs["entry"], "--args-py", json.dumps(inputs["args"])]
        again = hyexec_json(hyexec, replay)
        if again["status"] != run["status"] or set(again["lines"]) != lines:
            problems.append("run %d does not replay: %s %s (%s), then %s %s (inputs %s)" % (
                i, run["status"], sorted(lines), run.get("error"), again["status"],
                sorted(again["lines"]), json.dumps(inputs)))
    if j.get("lines_total") != len(statement_lines):
        problems.append("lines_total %s, %d statement lines" % (j.get("lines_total"), len(statement_lines)))
    if j.get("lines_covered") != len(union):
        problems.append("lines_covered %s, union of runs %d" % (j.get("lines_covered"), len(union)))
    want = statement_lines - set(int(k) for k in exp["uncoverable"])
    if union != want:
        problems.append("covered %s, expected %s" % (sorted(union), sorted(want)))
    return problems


if __name__ == "__main__":
    sys.exit(run_corpus(check))
