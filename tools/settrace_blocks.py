"""The CPython side of the traced benchmark: runs a program under a
sys.settrace tracer that records, at each line that starts a CFG block (the
lines come from `hyexec cfg --format json`), the function, the line and the
repr of every local, as `hyexec run --trace full` records per block.

Usage: python3 tools/settrace_blocks.py LEADERS.json PROGRAM.py"""
import json
import os
import sys

from settrace_steps import run_traced


def main():
    leaders = set(json.load(open(sys.argv[1])))
    path = os.path.abspath(sys.argv[2])
    records = []

    def safe_repr(v):
        try:
            return repr(v)
        except Exception as e:
            return "<repr failed: %s>" % type(e).__name__

    def tracer(frame, event, arg):
        if frame.f_code.co_filename != path:
            return None
        if event == "line" and frame.f_lineno in leaders:
            state = {k: safe_repr(v) for k, v in frame.f_locals.items() if not k.startswith("__")}
            records.append((frame.f_code.co_name, frame.f_lineno, state))
        return tracer

    run_traced(path, tracer)
    with open(os.devnull, "w") as sink:
        json.dump(records, sink)


if __name__ == "__main__":
    main()
