"""hyexec's ORCA answer parser and measures on ORCA's recorded GPT-3.5
answers (../shared/corpus/llm/orca_gpt35): at least 99% of the answers read
with no block lost; ORCA's measures, applied to ORCA's own reading of each
answer, give the figures ORCA's scripts give (the corpus README's table,
within half a point); hyexec's own reading of the answers does at least as
well on every measure. Skips (exit 77) without ../shared."""
import argparse
import os
import re
import subprocess
import sys

# The corpus README's table: ORCA's own scores on these records.
ORCA_FIGURES = {
    "complete": {"exact match": 37.89, "prefix": (72.68, 64.34), "coverage": (95.32, 84.71),
                 "transitions": (72.40, 65.30), "values": 73.64, "error block": 58.94},
    "incomplete": {"exact match": 36.78, "prefix": (71.07, 68.00), "coverage": (92.67, 85.32),
                   "transitions": (73.02, 64.98), "values": None, "error block": 50.27},
}


def parse_row(line):
    """The measures of one `reading: ...` line as {name: float or (r, p)}."""
    out = {}
    for part in line.split(":", 1)[1].split("|"):
        m = re.match(r"\s*([a-z ]+?)\s+([\d.]+)%?(?:\s*/\s*([\d.]+))?", part)
        if not m:
            continue
        name = m.group(1).strip()
        if name == "error block":
            out[name] = float(re.search(r"= ([\d.]+)%", part).group(1))
        elif m.group(3):
            out[name] = (float(m.group(2)), float(m.group(3)))
        else:
            out[name] = float(m.group(2))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--records", required=True)
    a = ap.parse_args()
    if not os.path.isdir(a.records):
        print("skipped: %s not found (the shared corpus is not beside this checkout)" % a.records)
        return 77
    halves = [os.path.join(a.records, h) for h in ORCA_FIGURES]
    r = subprocess.run([a.tool, "--check"] + halves, capture_output=True, text=True, timeout=600)
    print(r.stdout)
    failures = []
    if r.returncode != 0:
        failures.append("orca_records --check failed (answers unread or a block lost): %s" % r.stderr[-500:])
    for half, figures in ORCA_FIGURES.items():
        text = next((s for s in re.split(r"\n(?=\S)", r.stdout) if s.split(":")[0].endswith(half)), "")
        rows = {m.group(1): parse_row(m.group(0)) for m in re.finditer(r"(hyexec's|ORCA's) reading.*", text)}
        if set(rows) != {"hyexec's", "ORCA's"}:
            failures.append("%s: no scores printed" % half)
            continue
        for name, want in figures.items():
            if want is None:
                continue
            got, ours = rows["ORCA's"].get(name), rows["hyexec's"].get(name)
            pairs = zip(got, want) if isinstance(want, tuple) else [(got, want)]
            for g, w in pairs:
                if g is None or abs(g - w) > 0.5:
                    failures.append("%s %s: ORCA's reading gives %s, ORCA's figure is %s" % (half, name, g, w))
            # Our reading may only read answers better than ORCA's parser.
            for o, g in (zip(ours, got) if isinstance(want, tuple) else [(ours, got)]):
                if o is None or o < g - 0.5:
                    failures.append("%s %s: hyexec's reading %s is below ORCA's %s" % (half, name, o, g))
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
