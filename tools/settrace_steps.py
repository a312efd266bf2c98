"""CPython's own line trace of a program, in the shape `hyexec trace --json`
writes (README, "Line traces"): the reference the teaching corpus is compared
with (tests/e2e/trace_steps_test.py).

A step is one sys.settrace event of the program's own file: 'line' (the line
ran), 'return' (the frame returned or was left by an exception; a generator
returns at each yield) or 'exception'. CPython fires 'line' BEFORE the line
runs, so the state after step k is the state at event k + 1: each step here
carries the frames, heap and output as they are at the next event (the last
step, the module's return, its own).

Usage: python3 tools/settrace_steps.py PROGRAM.py [--stdin PATH] [--max-steps N]
Also a library: settrace_blocks.py runs programs with run_traced()."""
import io
import json
import re
import os
import sys
import types

REPR_LIMIT = 200  # longer reprs are cut there and end in "..." (as hyexec cuts them)
ITEMS_LIMIT = 100
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")  # heap objects list at most this many items or attributes


def safe_repr(v):
    """repr(v) without the addresses that change from run to run (heap ids
    stand for identity), cut at REPR_LIMIT."""
    try:
        r = ADDRESS.sub("", repr(v))
    except Exception as e:  # a user __repr__ that raises: shown, never fatal
        return "<repr failed: %s>" % type(e).__name__
    return r if len(r) <= REPR_LIMIT else r[:REPR_LIMIT] + "..."


def shown(name, value):
    """Whether a variable is shown: not dunder names, functions, classes,
    modules, nor a comprehension's hidden iterator `.0`."""
    if name.startswith("__") or name.startswith("."):
        return False
    return not isinstance(value, (types.FunctionType, types.BuiltinFunctionType, types.ModuleType, type))


def run_traced(path, tracer, stdin_text="", out=None):
    """Runs PROGRAM under `tracer` (a sys.settrace function) as `python3 PATH`
    would, stdin from `stdin_text`, stdout into `out` (a StringIO; a new one
    when None); returns (stdout text, uncaught exception or None)."""
    code = compile(open(path).read(), path, "exec")
    out = out if out is not None else io.StringIO()
    saved = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO(stdin_text), out
    error = None
    sys.settrace(tracer)
    try:
        exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__})
    except SystemExit:
        pass
    except BaseException as e:  # the program's uncaught exception is part of its trace
        error = e
    finally:
        sys.settrace(None)
        sys.stdin, sys.stdout = saved
    return out.getvalue(), error


class Heap:
    """Stable ids (id1, id2, ...) for the objects the frames reach, in the
    order a depth-first walk of the frames (outermost first) first meets them."""

    def __init__(self):
        self.ids = {}
        self.keep = []  # holds every numbered object: an id() is never reused

    @staticmethod
    def is_heap(v):
        t = type(v)
        if t in (list, tuple, dict, set):
            return True
        return hasattr(v, "__dict__") and t.__module__ == "__main__" and not isinstance(v, BaseException)

    def value(self, v, snapshot):
        out = {"repr": safe_repr(v)}
        if self.is_heap(v):
            out["ref"] = self.visit(v, snapshot)
        return out

    def visit(self, v, snapshot):
        if id(v) not in self.ids:
            self.ids[id(v)] = "id%d" % (len(self.ids) + 1)
            self.keep.append(v)
        ref = self.ids[id(v)]
        if ref in snapshot:
            return ref
        entry = {"type": type(v).__name__}
        snapshot[ref] = entry
        t = type(v)
        if t is dict:
            pairs = list(v.items())
            entry["items"] = [[self.value(k, snapshot), self.value(x, snapshot)] for k, x in pairs[:ITEMS_LIMIT]]
            n = len(pairs)
        elif t in (list, tuple, set):
            items = list(v)
            entry["items"] = [self.value(x, snapshot) for x in items[:ITEMS_LIMIT]]
            n = len(items)
        else:
            entry["kind"] = "instance"
            attrs = list(vars(v).items())
            entry["attrs"] = {k: self.value(x, snapshot) for k, x in attrs[:ITEMS_LIMIT]}
            n = len(attrs)
        if n > ITEMS_LIMIT:
            entry["more"] = n - ITEMS_LIMIT
        return ref


def trace(path, stdin_text="", max_steps=2000):
    path = os.path.abspath(path)
    heap = Heap()
    events = []  # (event, line, function, detail)
    states = []  # the state at each event
    total = [0]
    printed = [0]
    out = io.StringIO()

    def snapshot(frame):
        stack = []
        f = frame
        while f is not None:
            if f.f_code.co_filename == path:
                stack.append(f)
            f = f.f_back
        frames, objects = [], {}
        for f in reversed(stack):
            local = {k: heap.value(v, objects) for k, v in f.f_locals.items() if shown(k, v)}
            frames.append({"function": f.f_code.co_name, "line": f.f_lineno, "locals": local})
        text = out.getvalue()
        delta, printed[0] = text[printed[0]:], len(text)
        return {"frames": frames, "heap": objects, "printed": delta}

    def tracer(frame, event, arg):
        if frame.f_code.co_filename != path:
            return None
        if event == "call":
            return tracer
        total[0] += 1
        if len(events) > max_steps:
            return tracer
        detail = None
        if event == "exception":
            detail = arg[0].__name__ + (": " + str(arg[1]) if str(arg[1]) else "")
        elif event == "return":
            detail = safe_repr(arg)
        states.append(snapshot(frame))
        events.append((event, frame.f_lineno, frame.f_code.co_name, detail))
        return tracer

    stdout, error = run_traced(path, tracer, stdin_text, out)
    steps = []
    for i, (event, line, function, detail) in enumerate(events[:max_steps]):
        # The last step (the module's return) keeps its own state: nothing runs after it.
        state = states[i + 1] if i + 1 < len(states) else dict(states[i], printed="")
        step = {"event": event, "line": line, "function": function}
        step.update(state)
        if event == "exception":
            step["exception"] = detail
        elif event == "return":
            step["return"] = detail
        steps.append(step)
    return {
        "file": path,
        "status": "error" if error else "ok",
        "stdout": stdout,
        "total_steps": total[0],
        "truncated": total[0] > len(steps),
        "steps": steps,
    }


def main():
    args = sys.argv[1:]
    stdin_text, max_steps = "", 2000
    if "--stdin" in args:
        i = args.index("--stdin")
        stdin_text = open(args[i + 1]).read()
        del args[i : i + 2]
    if "--max-steps" in args:
        i = args.index("--max-steps")
        max_steps = int(args[i + 1])
        del args[i : i + 2]
    json.dump(trace(args[0], stdin_text, max_steps), sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
