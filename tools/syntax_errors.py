"""How often hyexec reports a syntax error as CPython 3.11 does: broken
programs are made from corpus programs by deleting or duplicating one token
(Python's tokenize, a fixed seed), those python3 rejects are kept, and
`hyexec cfg --json` (its one-line error) is asked about each. Prints the
share with the same message, the same message and line, and the same
message, line and column, and the most frequent differences.

    python3 tools/syntax_errors.py --hyexec build/hyexec [--dir ../shared/corpus/conformance] [--count 600]
"""
import argparse
import collections
import io
import os
import random
import re
import subprocess
import sys
import tempfile
import tokenize

SKIP = {tokenize.ENCODING, tokenize.ENDMARKER, tokenize.COMMENT, tokenize.NL}


def broken_variants(source, rng, per_file):
    try:
        toks = [t for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in SKIP]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return []
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    out = []
    for _ in range(per_file):
        if not toks:
            break
        t = rng.choice(toks)
        if t.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) or not t.string:
            continue
        b = offsets[t.start[0] - 1] + t.start[1]
        e = offsets[t.end[0] - 1] + t.end[1]
        if rng.random() < 0.5:
            out.append(source[:b] + source[e:])  # delete the token
        else:
            out.append(source[:e] + " " + t.string + source[e:] if t.string.isidentifier() else
                       source[:e] + t.string + source[e:])  # duplicate it
    return out


def cpython_error(source):
    try:
        compile(source, "prog.py", "exec")
    except SyntaxError as e:
        return (type(e).__name__, e.msg, e.lineno, e.offset)
    except (ValueError, MemoryError, RecursionError):
        return None
    return None


HYEXEC_LINE = re.compile(r"^hyexec: .*?prog\.py(?::(\d+))?(?::(\d+))?: (\w+): (.*)$")


def hyexec_error(hyexec, path):
    r = subprocess.run([hyexec, "cfg", path, "--json"], capture_output=True, text=True, timeout=60,
                       stdin=subprocess.DEVNULL)
    if r.returncode == 0:
        return None
    m = HYEXEC_LINE.match(r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "")
    if not m:
        return ("?", r.stderr.strip()[:80], None, None)
    return (m.group(3), m.group(4), int(m.group(1)) if m.group(1) else None, int(m.group(2)) if m.group(2) else None)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus",
                                                  "conformance"))
    ap.add_argument("--count", type=int, default=600)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--show", type=int, default=12)
    a = ap.parse_args()
    if not os.path.isdir(a.dir):
        print("no corpus at %s" % a.dir)
        return 0
    files = sorted(os.path.join(r, f) for r, _, fs in os.walk(a.dir) for f in fs if f.endswith(".py"))
    rng = random.Random(a.seed)
    rng.shuffle(files)
    tmp = tempfile.mkdtemp()
    path = os.path.join(tmp, "prog.py")
    n = same_msg = same_line = same_col = 0
    diffs = collections.Counter()
    for f in files:
        if n >= a.count:
            break
        try:
            source = open(f, encoding="utf-8").read()
        except (UnicodeDecodeError, OSError):
            continue
        for broken in broken_variants(source, rng, 2):
            want = cpython_error(broken)
            if not want or n >= a.count:
                continue
            with open(path, "w") as out:
                out.write(broken)
            got = hyexec_error(a.hyexec, path)
            n += 1
            if got and got[:2] == want[:2]:
                same_msg += 1
                if got[2] == want[2]:
                    same_line += 1
                    if got[3] == want[3]:
                        same_col += 1
            else:
                diffs[("%s: %s" % want[:2], "%s: %s" % got[:2] if got else "accepted")] += 1
    print("%d broken programs (one token deleted or duplicated) that python3 rejects" % n)
    if n:
        print("same message: %.1f%%  same message and line: %.1f%%  and column: %.1f%%" %
              (100.0 * same_msg / n, 100.0 * same_line / n, 100.0 * same_col / n))
    for (want, got), k in diffs.most_common(a.show):
        print("%4d  python3: %s\n      hyexec:  %s" % (k, want[:90], got[:90]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
