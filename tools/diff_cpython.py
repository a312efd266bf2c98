"""Replays a difference `hyexec diff` reported, in CPython (python3).

Used by the scripts that measure `diff` (tools/diff_ldb_pairs.py,
tools/diff_bugfix_pairs.py): a difference counts as confirmed only when the
two versions, run by CPython on the reported input, differ there too.
Values are compared by their shape, not their repr: an instance whose repr
is an address (`<Node object at 0x...>`) is shown by its class and
attributes, so two runs that build equal objects compare equal. A
comparison that found nothing is given its cause by `miss_cause`.
"""
import json
import subprocess
import sys

# Runs in a fresh python3: FUNC (or CLASS.METHOD, self made from the
# arguments its __init__ takes) of PATH called on ARGS, the outcome printed.
_CALL = r'''
import contextlib, inspect, io, itertools, json, re, sys
sys.setrecursionlimit(3000)
path, func, args = json.loads(sys.argv[1])

def shape(v, seen=()):
    if id(v) in seen:
        return "<cycle>"
    seen = seen + (id(v),)
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [shape(x, seen) for x in v]
    if isinstance(v, dict):
        return ["dict"] + [[shape(k, seen), shape(x, seen)] for k, x in v.items()]
    if isinstance(v, (set, frozenset)):
        return [type(v).__name__] + sorted(repr(shape(x, seen)) for x in v)
    if inspect.isgenerator(v) and len(seen) == 1:  # a returned generator: what it yields
        try:
            return ["generator"] + [shape(x, seen) for x in itertools.islice(v, 200)]
        except Exception as e:  # raised partway: part of the behaviour
            return ["generator raising", type(e).__name__, str(e)]
    r = repr(v)
    if " object at 0x" in r and hasattr(v, "__dict__") and len(seen) <= 200:
        return [type(v).__name__] + [[k, shape(x, seen)] for k, x in vars(v).items()]
    return re.sub(" at 0x[0-9a-f]+", "", r)

env = {"__name__": "__hyexec_diff__"}
out = io.StringIO()
try:
    with contextlib.redirect_stdout(out):
        exec(compile(open(path).read(), path, "exec"), env)
        values = {k: eval(v, env) for k, v in args.items()}
        head, _, method = func.partition(".")
        target = env[head]
        if method:
            init = inspect.signature(target.__init__).parameters
            target = getattr(target(**{k: v for k, v in values.items() if k in init}), method)
            values = {k: v for k, v in values.items()
                      if k in inspect.signature(target).parameters}
        result = ("ok", shape(target(**values)))
except Exception as e:  # the behaviour under comparison
    result = ("error", type(e).__name__, str(e))
    values = locals().get("values", {})
print(json.dumps([result, out.getvalue(), {k: shape(v) for k, v in values.items()}]))
'''


def call(path, func, args, timeout=10):
    """What FUNC of PATH does in CPython on ARGS (parameter -> Python expression)."""
    try:
        p = subprocess.run([sys.executable, "-c", _CALL, json.dumps([path, func, args])],
                           capture_output=True, text=True, timeout=timeout)
        return p.stdout if p.returncode == 0 else "crash: " + p.stderr[-200:]
    except subprocess.TimeoutExpired:
        return "timeout"


def run(path, stdin, timeout=10):
    """What the program PATH does in CPython on STDIN: stdout, exit status, last stderr line."""
    try:
        p = subprocess.run([sys.executable, path], input=stdin, capture_output=True, text=True,
                           timeout=timeout)
        last = p.stderr.strip().splitlines()[-1:] if p.returncode else []
        return (p.stdout, p.returncode, last)
    except subprocess.TimeoutExpired:
        return "timeout"


def confirmed(old, new, entry, difference, new_entry=None, timeout=10):
    """True when CPython shows the reported difference: the two versions'
    outcomes differ on its input (one that does not finish within TIMEOUT
    where hyexec reported the step limit counts as not finishing). ENTRY is
    the function compared (NEW_ENTRY new's, when renamed), None for programs."""
    inputs = difference["inputs"]
    if entry:
        a = call(old, entry, inputs["args"], timeout)
        b = call(new, new_entry or entry, inputs["args"], timeout)
    else:
        a, b = (run(p, inputs["stdin"], timeout) for p in (old, new))
    return a != b


def miss_cause(report):
    """Why REPORT (a `diff --json` object with no difference) found none:
    an unsupported construct, the search exhausted, its counted budget
    spent, or the clock (the result may then vary with the machine's load)."""
    ex = report["explored"]
    if ex["unsupported_runs"]:
        return "unsupported construct"
    if ex["clock_bound"]:
        return "no difference found (cut short by the clock)"
    return "no difference found (" + ("search exhausted" if ex["exhausted"] else "budget spent") + ")"
