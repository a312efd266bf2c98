"""Runs a Python program in CPython as __main__ and records what CLI.md
compares: the lines it covered (a statement line is covered when a statement
that starts on it ran to completion without raising: the next statement of
its frame started, or the frame returned, with no exception in between),
the uncaught error (its class and the innermost line of the program in
the traceback) and the line where SystemExit ended it, found the same way. The program's stdout and stderr stay its own; the record
goes to OUT as JSON.

Usage: python3 tools/cpython_lines.py PROGRAM.py STATEMENT_LINES.json OUT.json
(STATEMENT_LINES: the program's statement lines; others, such as the
continuation lines of a statement, are not statements of their own.)"""
import dis
import json
import os
import runpy
import sys
import traceback

# A bare `raise` (RAISE_VARARGS 0) re-raises without an 'exception' event:
# a frame that returns from it is unwinding, and the raise did not complete.
RAISE_VARARGS = dis.opmap["RAISE_VARARGS"]

# Frames whose lines belong to an enclosing statement.
NESTED = ("<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>", "<lambda>")


def main():
    path = os.path.abspath(sys.argv[1])
    statements = set(json.load(open(sys.argv[2])))
    out_path = sys.argv[3]
    covered = set()
    frames = {}  # frame -> [current statement line, an exception since it started]

    def tracer(frame, event, arg):
        code = frame.f_code
        if code.co_filename != path or code.co_name in NESTED:
            return None
        state = frames.setdefault(frame, [0, False])
        if event == "line" and frame.f_lineno in statements:
            if state[0] and not state[1]:
                covered.add(state[0])
            state[0], state[1] = frame.f_lineno, False
        elif event == "exception":
            state[1] = True
        elif event == "return":
            if code.co_code[frame.f_lasti] == RAISE_VARARGS:
                state[1] = True
            if state[0] and not state[1]:
                covered.add(state[0])
            frames.pop(frame, None)  # a generator resumes with a fresh statement
        return tracer

    result = {"status": "ok", "error_type": None, "error_line": None, "exit_code": 0,
              "exit_line": None}
    sys.argv = [path]

    def module_then_entry():
        try:
            runpy.run_path(path, run_name="__main__")
        except BaseException:
            # A run whose entry hyexec called after the module body exited
            # or raised (_hyexec.call_entry_at_exit): the entry now, traced;
            # its own exit or error is the run's end, else the module's
            # exit or error stands.
            hx = sys.modules.get("_hyexec")
            if not hx or not getattr(hx, "_pending_entry", None):
                raise
            exc = sys.exc_info()[1]
            tb, namespace = exc.__traceback__, None
            while tb:  # the module's globals, from its frame
                if tb.tb_frame.f_code.co_filename == path and namespace is None:
                    namespace = tb.tb_frame.f_globals
                tb = tb.tb_next
            hx.run_pending_entry(namespace)
            raise exc
        finally:
            hx = sys.modules.get("_hyexec")
            if hx and hasattr(hx, "_pending_entry"):
                hx._pending_entry.clear()  # called here, or not to be: no atexit call

    sys.settrace(tracer)
    try:
        module_then_entry()
    except SystemExit as e:
        code = e.code
        result["exit_code"] = code if isinstance(code, int) else (0 if code is None else 1)
        # CLI.md's exit_line: the innermost line of the program in the traceback.
        mine = [f.lineno for f in traceback.extract_tb(e.__traceback__) if f.filename == path]
        result["exit_line"] = mine[-1] if mine else None
        if code is not None and not isinstance(code, int):
            print(code, file=sys.stderr)
    except BaseException as e:  # the program's own uncaught error
        sys.settrace(None)
        result["status"] = "error"
        result["error_type"] = type(e).__name__
        mine = [f.lineno for f in traceback.extract_tb(e.__traceback__) if f.filename == path]
        result["error_line"] = mine[-1] if mine else None
        traceback.print_exc()
    finally:
        sys.settrace(None)
        sys.stdout.flush()
    result["lines"] = sorted(covered)
    with open(out_path, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main()
