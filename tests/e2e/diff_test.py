#!/usr/bin/env python3
"""`hyexec diff` end to end on corpus/diff.

Each folder with a case.json holds old.py and new.py (or the files it names,
`old.py:F new.py:G`) and what the comparison must report: the verdict
(`different`, `equivalent`, or `no_difference` for either of the other two),
the fields that differ, the shrunk input, the oracle's stand-ins a
difference rests on (named in the report). Every difference reported is
checked in CPython: the reported input must make the two versions differ
there too. corpus/diff/refactor holds behaviour-preserving refactorings:
none may be reported different. Git mode runs in a temporary repository.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import diff_cpython  # noqa: E402


def run_diff(hyexec, cwd, args):
    p = subprocess.run([hyexec, "diff", *args], cwd=cwd, capture_output=True, text=True,
                       timeout=120)
    return p


def confirm_in_cpython(case_dir, files, d):
    """The reported input of difference `d` makes the two versions differ in CPython too."""
    statuses = (d["old"]["status"], d["new"]["status"])
    if d["inputs"]["values"] or "step_limit" in statuses or "timeout" in statuses:
        return True  # rests on the oracle's answers / does not finish: not replayable here
    (old, _, func), (new, _, new_func) = (f.partition(":") for f in files)
    return diff_cpython.confirmed(os.path.join(case_dir, old), os.path.join(case_dir, new),
                                  func, d, new_func)


def check_case(hyexec, case_dir, failures, summary):
    case = json.load(open(os.path.join(case_dir, "case.json")))
    args = list(case.get("args", []))
    files = case.get("files", ["old.py", "new.py"])
    if "--entry" in args:
        entry = args[args.index("--entry") + 1]
        replay_files = [f + ":" + entry for f in files]
    else:
        replay_files = files
    p = run_diff(hyexec, case_dir, files + args + ["--json"])
    name = os.path.relpath(case_dir)
    try:
        report = json.loads(p.stdout)
    except json.JSONDecodeError:
        failures.append(f"{name}: no JSON (exit {p.returncode}): {p.stderr.strip()}")
        return
    verdict = report["verdict"]
    want = case["verdict"]
    ok = verdict in ("no_difference_found", "equivalent") if want == "no_difference" else verdict == want
    if not ok:
        failures.append(f"{name}: verdict {verdict}, expected {want}: {json.dumps(report['differences'])[:600]}")
        return
    expected_exit = 3 if verdict == "different" else 0
    if p.returncode != expected_exit:
        failures.append(f"{name}: exit {p.returncode}, expected {expected_exit}")
    explored = report["explored"]
    if explored["runs"] < 1 or explored["old"]["paths"] < 1:
        failures.append(f"{name}: the report says nothing was explored: {explored}")
    summary.append(f"{name}: {verdict}, {explored['old']['paths']}+{explored['new']['paths']} paths, "
                   f"{explored['runs']} runs")
    # A search that can show nothing new stops before its budget (a
    # difference on stand-ins: variations that use them and reach no new branch).
    if "variations_at_most" in case and explored["variations"] > case["variations_at_most"]:
        failures.append(f"{name}: {explored['variations']} variations, expected at most "
                        f"{case['variations_at_most']}")
    if case.get("set_aside") and explored["set_aside_type_errors"] < 1:
        failures.append(f"{name}: no input set aside that only one version rejects: {explored}")
    if verdict != "different":
        return
    if case.get("relational") and explored["relational_found"] < 1:
        failures.append(f"{name}: the solver's relational query found no input: {explored}")
    d = report["differences"][0]
    for field in case.get("differs_in", []):
        if field not in d["differs_in"]:
            failures.append(f"{name}: {field} not among the differences {d['differs_in']}")
    if "stdin" in case and d["inputs"]["stdin"] != case["stdin"]:
        failures.append(f"{name}: shrunk stdin {d['inputs']['stdin']!r}, expected {case['stdin']!r}")
    # A difference that rests on the oracle's made-up answers says so, in
    # the JSON and in the human report; one on real values names none.
    want_stand_ins = case.get("stand_ins", [])
    missing = [k for k in want_stand_ins if k not in d["stand_ins"]]
    if missing:
        failures.append(f"{name}: stand-ins {missing} not among {d['stand_ins']}")
    if want_stand_ins:
        human = run_diff(hyexec, case_dir, files + args)
        if "rests on the oracle's stand-ins for:" not in human.stdout:
            failures.append(f"{name}: the human report does not say the difference rests on "
                            f"stand-ins:\n{human.stdout}")
    elif not d["inputs"]["values"] and d["stand_ins"]:
        failures.append(f"{name}: stand-ins {d['stand_ins']} named for a difference on real values")
    for k, v in case.get("args_are", {}).items():
        if d["inputs"]["args"].get(k) != v:
            failures.append(f"{name}: argument {k} = {d['inputs']['args'].get(k)}, expected {v}")
    # A run stopped by the clock did not finish either (a loaded machine).
    new_status = "step_limit" if d["new"]["status"] == "timeout" else d["new"]["status"]
    if "new_status" in case and new_status != case["new_status"]:
        failures.append(f"{name}: new status {d['new']['status']}, expected {case['new_status']}")
    want_div = case.get("divergence")
    if want_div:
        div = d["divergence"] or {}
        got = {"old_line": div.get("old_line"), "new_line": div.get("new_line"),
               "variables": sorted(div.get("variables", {}))}
        if got != want_div:
            failures.append(f"{name}: divergence {got}, expected {want_div}")
    for each in report["differences"]:
        if not confirm_in_cpython(case_dir, replay_files, each):
            failures.append(f"{name}: CPython shows no difference on the reported input {each['inputs']}")
    if "differences" in case and len(report["differences"]) != case["differences"]:
        failures.append(f"{name}: {len(report['differences'])} differences listed, expected "
                        f"{case['differences']}: {[x['inputs'] for x in report['differences']]}")
    # Distinct differences are each listed, with its own smallest input.
    for k, want in enumerate(case.get("each", [])):
        if k >= len(report["differences"]):
            failures.append(f"{name}: difference {k + 1} missing, expected {want}")
            continue
        got = report["differences"][k]
        have = {"differs_in": got["differs_in"], "args": got["inputs"]["args"],
                "new_status": got["new"]["status"]}
        if any(have[key] != value for key, value in want.items()):
            failures.append(f"{name}: difference {k + 1} is {have}, expected {want}")


def git(repo, *args):
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def check_git(hyexec, failures):
    with tempfile.TemporaryDirectory() as repo:
        git(repo, "init", "-q")
        git(repo, "config", "user.email", "t@example.com")
        git(repo, "config", "user.name", "t")
        calc = os.path.join(repo, "calc.py")
        with open(calc, "w") as f:
            f.write("def fee(amount):\n    if amount > 100:\n        return amount // 10\n"
                    "    return 5\n\n\ndef label(n):\n    out = []\n    for i in range(n):\n"
                    "        out.append(str(i))\n    return out\n\n\ndef tax(x):\n    return x * 20 // 100\n")
        shapes = os.path.join(repo, "shapes.py")
        with open(shapes, "w") as f:
            f.write("def area(w, h):\n    if w < 0:\n        raise ValueError('negative')\n"
                    "    return w * h\n\n\ndef perimeter(w, h):\n    return 2 * (w + h)\n")
        units = os.path.join(repo, "units.py")
        with open(units, "w") as f:
            f.write("def to_cm(inches): return inches * 254 // 100\n\n\n"
                    "def to_kg(pounds): return pounds * 45 // 100\n")
        git(repo, "add", "calc.py", "shapes.py", "units.py")
        git(repo, "commit", "-q", "-m", "one")
        # area moves to calc.py as surface, and now also refuses a negative height.
        with open(shapes, "w") as f:
            f.write("def perimeter(w, h):\n    return 2 * (w + h)\n")
        with open(calc, "w") as f:
            f.write("def fee(amount):\n    if amount >= 100:\n        return amount // 10\n"
                    "    return 5\n\n\ndef label(n):\n    return [str(i) for i in range(n)]\n\n\n"
                    "def vat(x):\n    return x * 20 // 100\n\n\ndef surface(w, h):\n"
                    "    if w < 0 or h < 0:\n        raise ValueError('negative')\n"
                    "    return w * h\n")
        # A one-line body moved to calc.py and edited on the way (rounded up).
        with open(units, "w") as f:
            f.write("def to_kg(pounds): return pounds * 45 // 100\n")
        with open(calc, "a") as f:
            f.write("\n\ndef inches_to_cm(inches): return (inches * 254 + 99) // 100\n")
        p = run_diff(hyexec, repo, ["--git", "HEAD", "--json"])
        if p.returncode != 3:
            failures.append(f"git: exit {p.returncode}, expected 3: {p.stderr.strip()}")
            return
        files = json.loads(p.stdout)["files"]
        verdicts = {f["name"]: f["verdict"] for f in files[0]["functions"]}
        if files[0]["file"] != "calc.py" or verdicts.get("fee") != "different" or \
                verdicts.get("label") not in ("no_difference_found", "equivalent") or \
                verdicts.get("tax -> vat") != "equivalent":
            failures.append(f"git: verdicts {verdicts} for {files[0]['file']}")
        moved = [f for f in files[0]["functions"] if f["name"] == "shapes.py:area -> surface"]
        if not moved or moved[0]["verdict"] != "different" or \
                moved[0]["from"] != {"file": "shapes.py", "name": "area"}:
            failures.append(f"git: the moved function not followed: {files[0]['functions']}")
        one_line = [f for f in files[0]["functions"] if f["name"] == "units.py:to_cm -> inches_to_cm"]
        if not one_line or one_line[0]["verdict"] != "different":
            failures.append(f"git: the moved and edited one-line function not followed: "
                            f"{[f['name'] for f in files[0]['functions']]}")
        if [f["file"] for f in files] != ["calc.py", "shapes.py", "units.py"] or \
                [f["name"] for f in files[1]["functions"]] != ["area"] or \
                files[1]["functions"][0]["verdict"] != "moved" or \
                files[1]["functions"][0]["to"] != {"file": "calc.py", "name": "surface"}:
            failures.append(f"git: shapes.py {files[1:]}")
        fee = next(f for f in files[0]["functions"] if f["name"] == "fee")
        d = fee["result"]["differences"][0]
        if d["inputs"]["args"] != {"amount": "100"}:
            failures.append(f"git: fee's difference at {d['inputs']['args']}, expected amount = 100")
        p = run_diff(hyexec, repo, ["--git", "HEAD", "calc.py", "--entry", "fee"])
        if p.returncode != 3 or "explored:" not in p.stdout or "amount = 100" not in p.stdout:
            failures.append(f"git FILE: exit {p.returncode}: {p.stdout} {p.stderr}")
        p = run_diff(hyexec, repo, ["--git", "no-such-rev", "calc.py"])
        if p.returncode != 1 or not p.stderr.startswith("hyexec: "):
            failures.append(f"git bad revision: exit {p.returncode}: {p.stderr}")


def check_usage(hyexec, root, failures):
    case = os.path.join(root, "corpus", "diff", "stdin_abs")
    p = run_diff(hyexec, case, ["old.py", "missing.py"])
    if p.returncode != 1 or len(p.stderr.strip().splitlines()) != 1:
        failures.append(f"missing file: exit {p.returncode}, stderr {p.stderr!r}")
    p = run_diff(hyexec, case, ["old.py", "new.py", "--compare", "everything"])
    if p.returncode != 1:
        failures.append(f"bad --compare: exit {p.returncode}")
    p = run_diff(hyexec, case, ["old.py", "new.py"])
    if p.returncode != 3 or "difference 1" not in p.stdout or "explored:" not in p.stdout \
            or "old line" not in p.stdout:
        failures.append(f"human report: exit {p.returncode}:\n{p.stdout}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--cases", default="",
                    help="comma-separated folder names: only those cases, no git or usage checks "
                         "(for development; ctest runs everything)")
    a = ap.parse_args()
    only = [c for c in a.cases.split(",") if c]
    hyexec = os.path.abspath(a.hyexec)
    failures, summary = [], []
    corpus = os.path.join(a.root, "corpus", "diff")
    for dirpath, _, names in sorted(os.walk(corpus)):
        if "case.json" in names and (not only or os.path.basename(dirpath) in only):
            check_case(hyexec, dirpath, failures, summary)
    if only:
        print("\n".join(summary))
        for f in failures:
            print("FAIL", f)
        return 1 if failures else 0
    check_usage(hyexec, a.root, failures)
    check_git(hyexec, failures)
    print("\n".join(summary))
    refactorings = sum(1 for s in summary if "/refactor/" in s)
    print(f"{refactorings} refactorings checked")
    if refactorings < 30:
        failures.append(f"only {refactorings} refactorings in corpus/diff/refactor")
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
