"""ORCA's recorded GPT-3.5 answers scored against hyexec's own concrete runs.

For each record of ../shared/corpus/llm/orca_gpt35/{complete,incomplete}
whose program hyexec numbers into the same blocks as ORCA's CFG did (the
same first line for every block; the others are counted and skipped, since
the answer's block numbers would mean other blocks), runs
`hyexec orca PROGRAM --answer RESPONSE --json` and averages ORCA's measures
over the items as ORCA's tables do, with hyexec's run as the truth instead
of ORCA's recorded trace. Also prints the error agreements and the
provenance of the errors hyexec flags.

Usage: python3 tools/orca_live.py --hyexec build/hyexec --records ../shared/corpus/llm/orca_gpt35 [--jobs 2]"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor


def same_blocks(hyexec, program, record):
    r = subprocess.run([hyexec, "cfg", program, "--format", "json"], capture_output=True, text=True, timeout=60)
    if r.returncode:
        return False
    module = json.loads(r.stdout)["units"][0]
    ours = {}
    for b in module["blocks"]:
        lines = [s["line"] for s in b.get("statements", []) if s.get("line")]
        if lines:
            ours[b["id"]] = min(lines)
    theirs = {int(k): v["range"][0] for k, v in record["cfg"]["block_range"].items()}
    return ours == theirs


def score(hyexec, corpus, path, tmp):
    record = json.load(open(path))
    program = os.path.join(corpus, record["program"])
    if not record.get("orca_accuracy"):
        return "no answer", None
    if not same_blocks(hyexec, program, record):
        return "other blocks", None
    answer = os.path.join(tmp, os.path.basename(path) + ".txt")
    with open(answer, "w") as f:
        f.write(record["response"])
    r = subprocess.run([hyexec, "orca", program, "--answer", answer, "--json", "--timeout", "10"],
                       capture_output=True, text=True, timeout=60)
    if r.returncode:
        return "failed", None
    return "scored", json.loads(r.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--records", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    corpus = os.path.dirname(os.path.dirname(os.path.abspath(a.records)))
    tmp = tempfile.mkdtemp(prefix="hyexec_orca_live_")
    for half in ("complete", "incomplete"):
        d = os.path.join(a.records, half)
        paths = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".json"))
        with ThreadPoolExecutor(a.jobs) as ex:
            results = list(ex.map(lambda p: score(a.hyexec, corpus, p, tmp), paths))
        kinds = collections.Counter(k for k, _ in results)
        scored = [j for k, j in results if k == "scored"]
        sums = collections.Counter()
        agreements = collections.Counter()
        provenance = collections.Counter()
        raised = right_block = 0
        for j in scored:
            m = j["metrics"]
            agreements[j["error_agreement"] or "run cut short"] += 1
            for e in j["errors"]:
                provenance[e["provenance"]] += 1
            if not m:
                continue
            sums["exact match"] += m["exact_match"]
            for k in ("prefix", "coverage", "transitions", "statement_prefix", "statement_coverage"):
                if m[k]:
                    sums[k + " recall"] += m[k]["recall"]
                    sums[k + " precision"] += m[k]["precision"]
            if m["values"]["accuracy"] is not None:
                sums["values"] += m["values"]["accuracy"]
            if m["error_block"] is not None:
                raised += 1
                right_block += m["error_block"]
        n = len(scored) or 1
        pct = lambda k: 100.0 * sums[k] / n
        print("%s: %d records, %d scored against hyexec's run (%s)" % (
            half, len(paths), len(scored), ", ".join("%s %d" % kv for kv in sorted(kinds.items()) if kv[0] != "scored")))
        print("  exact match %.2f%% | prefix %.2f / %.2f | coverage %.2f / %.2f | transitions %.2f / %.2f | "
              "values %.2f%% | error block %d/%d" % (
                  pct("exact match"), pct("prefix recall"), pct("prefix precision"), pct("coverage recall"),
                  pct("coverage precision"), pct("transitions recall"), pct("transitions precision"),
                  pct("values"), right_block, raised))
        print("    statements: prefix %.2f / %.2f | coverage %.2f / %.2f" % (
            pct("statement_prefix recall"), pct("statement_prefix precision"),
            pct("statement_coverage recall"), pct("statement_coverage precision")))
        print("  error agreement: " + ", ".join("%s %d" % kv for kv in agreements.most_common()))
        print("  errors flagged: " + ", ".join("%s %d" % kv for kv in provenance.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
