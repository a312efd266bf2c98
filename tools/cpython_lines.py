"""Runs a Python program in CPython as __main__ and records what CLI.md
compares: the lines it covered (a statement line is covered when a statement
that starts on it ran to completion without raising: the next statement of
its frame started, or the frame returned, with no exception in between),
the uncaught error (its class and the innermost line of the program in
the traceback) and the line where SystemExit ended it, found the same way. The program's stdout and stderr stay its own; the record
goes to OUT as JSON.

Usage: python3 -s -P tools/cpython_lines.py PROGRAM.py STATEMENT_LINES.json OUT.json
(STATEMENT_LINES: the program's statement lines; others, such as the
continuation lines of a statement, are not statements of their own.)
Only the stdlib is importable, as in the corpus's reference runs (an
interpreter with its site-packages removed): a snippet importing requests
meets ModuleNotFoundError here too."""
import ast
import dis
import json
import os
import runpy
import site
import sys
import traceback

# The reference interpreter has no site-packages; this one may have some.
_third_party = set(site.getsitepackages() + [site.getusersitepackages()])
sys.path[:] = [p for p in sys.path if p not in _third_party]

# A bare `raise` (RAISE_VARARGS 0) re-raises without an 'exception' event:
# a frame that returns from it is unwinding, and the raise did not complete.
RAISE_VARARGS = dis.opmap["RAISE_VARARGS"]
# A generator's frame "returns" at a yield it is suspended on: that statement
# has not completed (CLI.md), unless the generator resumes past it.
YIELD_VALUE = dis.opmap["YIELD_VALUE"]
SEND = dis.opmap["SEND"]

# Frames whose lines belong to an enclosing statement.
NESTED = ("<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>", "<lambda>")


def statement_owners(path, statements):
    """Line -> the statement line it belongs to: a statement's own lines
    (a compound statement's header only, a definition's decorators too).
    Line events of a continuation line tell that its statement has begun,
    though CPython may report none for the statement's first line."""
    try:
        tree = ast.parse(open(path, "rb").read())
    except (SyntaxError, ValueError):
        return {n: n for n in statements}
    owner = {}
    for node in ast.walk(tree):  # outer statements first: inner ones override
        if isinstance(node, ast.match_case):  # a `case` header: from its pattern on
            line, body = node.pattern.lineno, node.body
        elif isinstance(node, (ast.stmt, ast.ExceptHandler)):
            line, body = node.lineno, getattr(node, "body", None)
            body = [c.pattern for c in node.cases] if isinstance(node, ast.Match) else body
        else:
            continue
        if line not in statements:
            continue
        first = min([d.lineno for d in getattr(node, "decorator_list", [])] + [line])
        last = max(line, body[0].lineno - 1) if body else node.end_lineno
        for n in range(first, last + 1):
            owner[n] = line
    return owner


def main():
    path = os.path.abspath(sys.argv[1])
    statements = set(json.load(open(sys.argv[2])))
    out_path = sys.argv[3]
    covered = set()
    owner = statement_owners(path, statements)
    # frame -> [current statement line, an exception since it started, last line event's line]
    frames = {}

    def tracer(frame, event, arg):
        code = frame.f_code
        if code.co_filename != path or code.co_name in NESTED:
            return None
        state = frames.setdefault(frame, [0, False, -1])
        if event == "line":
            line = owner.get(frame.f_lineno)
            # Back on the current statement's line after one of its continuation
            # lines is the same statement going on; a 'line' event for the very
            # line of the last one is a backward jump (a loop on one line), which
            # starts the statement again.
            if line and (line != state[0] or frame.f_lineno == state[2]):
                if state[0] and not state[1]:
                    covered.add(state[0])
                state[0], state[1] = line, False
            state[2] = frame.f_lineno
        elif event == "exception":
            # The StopIteration that ends a delegation (`yield from`, `await`)
            # at its SEND: the statement goes on with the value, not raising.
            if not (arg[0] is StopIteration and code.co_code[frame.f_lasti] == SEND):
                state[1] = True
        elif event == "return":
            if code.co_code[frame.f_lasti] == YIELD_VALUE:
                return tracer  # the same frame and statement go on when it resumes
            if code.co_code[frame.f_lasti] == RAISE_VARARGS:
                state[1] = True
            if state[0] and not state[1]:
                covered.add(state[0])
            frames.pop(frame, None)
        return tracer

    result = {"status": "ok", "error_type": None, "error_message": None, "error_line": None,
              "exit_code": 0, "exit_line": None}
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
        # CLI.md's `message`: str() of the exception (without the "Did you
        # mean" suggestion 3.11's traceback printing adds).
        try:
            result["error_message"] = str(e)
        except Exception:  # a __str__ that raises
            result["error_message"] = None
        traceback.print_exc()
    finally:
        sys.settrace(None)
        sys.stdout.flush()
    result["lines"] = sorted(covered)
    with open(out_path, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main()
