"""The trace page (`hyexec trace FILE --html OUT`) in a real browser: headless
Chromium, driven over the DevTools protocol (devtools.py), is stepped as a
user steps it (clicks on Forward/Back/First/Last, the arrow keys, Home and
End) and its live DOM is read: the line marked as just executed and the next,
the frames with their variables, the heap's arrows (aliasing: two arrows to
one list), the output pane, the exception at its line. Each is compared with
CPython's own sys.settrace state at that step (tools/settrace_steps.py).
Screenshots go to --artifacts. Skipped, saying so, where Chromium is not
installed."""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devtools  # noqa: E402
import page_dom  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEACH = os.path.join(ROOT, "corpus", "teach")
failures, passed = [], [0]


def check(ok, what):
    if ok:
        passed[0] += 1
    else:
        failures.append(what)
        print("FAIL:", what)


def cpython_steps(program, *extra):
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "settrace_steps.py"), program, *extra],
                       capture_output=True, text=True, timeout=60)
    return json.loads(r.stdout)["steps"]


def page_state(dom):
    """What the page shows: step, lines marked, frames, arrows, output."""
    rows = dom.find_all("tr")
    marked = lambda cls: [int(r.attrs["data-line"]) for r in rows if cls in r.classes() and "data-line" in r.attrs]
    frames = []
    for f in dom.find_all("div", cls="frame"):
        frames.append((f.attrs["data-function"],
                       {v.attrs["data-name"]: v.attrs["data-repr"] for v in f.find_all("tr", cls="var")}))
    arrows = [(p.attrs["data-from"], p.attrs["data-to"]) for p in dom.find_all("path", cls="ref")]
    return {
        "step": int(dom.find_all("body")[0].attrs.get("data-step", 0)),
        "prev": marked("prev"), "next": marked("next"), "raised": marked("raised"),
        "frames": frames, "arrows": arrows,
        "output": dom.by_id("output").all_text(),
        "event": dom.by_id("event").all_text(),
        "heap": [d.attrs["data-id"] for d in dom.find_all("div", cls="obj")],
    }


def expected(steps, n):
    """CPython's state after step n (1-based), as the page should show it."""
    s = steps[n - 1]
    return {
        "line": s["line"],
        "frames": [(f["function"], {k: v["repr"] for k, v in f["locals"].items()}) for f in s["frames"]],
        "refs": sorted((k, v["ref"]) for f in s["frames"] for k, v in f["locals"].items() if "ref" in v),
        "output": "".join(x["printed"] for x in steps[:n]),
        "heap": sorted(s["heap"]),
    }


def compare(name, state, want, n):
    check(state["step"] == n, "%s: at step %d (wanted %d)" % (name, state["step"], n))
    check(state["prev"] + state["raised"] == [want["line"]], "%s step %d: line %s marked, CPython %d" %
          (name, n, state["prev"] + state["raised"], want["line"]))
    check(state["frames"] == want["frames"], "%s step %d: frames %s, CPython %s" % (name, n, state["frames"],
                                                                                    want["frames"]))
    frame_arrows = sorted((f.split(":", 1)[1], to) for f, to in state["arrows"] if f.startswith("frame"))
    check(frame_arrows == want["refs"], "%s step %d: arrows %s, CPython's references %s" %
          (name, n, frame_arrows, want["refs"]))
    check(state["output"] == want["output"], "%s step %d: output %r, CPython %r" % (name, n, state["output"],
                                                                                    want["output"]))
    check(sorted(state["heap"]) == want["heap"], "%s step %d: heap %s" % (name, n, state["heap"]))


class Viewer:
    """The page in the browser, stepped with the user's own gestures."""

    def __init__(self, browser):
        self.b = browser

    def open(self, html):
        self.b.open(html)

    def dom(self):
        return page_dom.parse(self.b.outer_html())

    def state(self):
        return page_state(self.dom())

    def step_to(self, n, by="keys"):
        """From the first step to step n: Home, then ArrowRight (or clicks on Forward) n - 1 times."""
        self.b.press("Home") if by == "keys" else self.b.click("#first")
        for _ in range(n - 1):
            self.b.press("ArrowRight") if by == "keys" else self.b.click("#forward")
        return self.state()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--artifacts", required=True)
    a = ap.parse_args()
    if not devtools.chromium():
        print("skipped: chromium is not installed (tools/setup.sh installs it)")
        return 77
    os.makedirs(a.artifacts, exist_ok=True)

    def page(program, *extra):
        out = os.path.join(a.artifacts, os.path.basename(program)[:-3] + ".html")
        # trace exits as python3 would: 1 when the program raises; the page is written either way.
        r = subprocess.run([a.hyexec, "trace", program, "--html", out, *extra], timeout=60)
        if r.returncode not in (0, 1) or not os.path.exists(out):
            raise SystemExit("trace --html failed on %s (exit %d)" % (program, r.returncode))
        return out

    def shot(name):
        out = os.path.join(a.artifacts, name + ".png")
        check(browser.screenshot(out), "screenshot " + out)

    with devtools.Browser() as browser:
        v = Viewer(browser)

        # Aliasing: after `b = a` two arrows point at one list; the copy is another.
        alias = os.path.join(TEACH, "list_aliasing.py")
        steps = cpython_steps(alias)
        v.open(page(alias))
        compare("list_aliasing opened", v.state(), expected(steps, 1), 1)
        for n in (2, 4, len(steps)):
            compare("list_aliasing keys", v.step_to(n), expected(steps, n), n)
            compare("list_aliasing clicks", v.step_to(n, by="clicks"), expected(steps, n), n)
        state = v.step_to(4)
        targets = [to for f, to in state["arrows"] if f in ("frame0:a", "frame0:b")]
        check(len(targets) == 2 and targets[0] == targets[1], "a and b: two arrows to one list %s" % state["arrows"])
        check(state["next"] == [5], "the next line to run is 5: %s" % state["next"])
        shot("list_aliasing")
        # Back: a click on Back and ArrowLeft from step 4 are step 2; End is the last step.
        browser.click("#back")
        compare("list_aliasing back click", v.state(), expected(steps, 3), 3)
        browser.press("ArrowLeft")
        compare("list_aliasing back key", v.state(), expected(steps, 2), 2)
        browser.press("End")
        compare("list_aliasing End", v.state(), expected(steps, len(steps)), len(steps))
        browser.click("#first")
        compare("list_aliasing First", v.state(), expected(steps, 1), 1)
        browser.click("#last")
        compare("list_aliasing Last", v.state(), expected(steps, len(steps)), len(steps))

        # Calls: the frames stack up, the output appears at the step that printed it.
        fact = os.path.join(TEACH, "recursion_factorial.py")
        steps = cpython_steps(fact)
        v.open(page(fact))
        for n in (5, 9, 13, len(steps)):
            compare("recursion_factorial", v.step_to(n), expected(steps, n), n)
        ret = next(i for i, s in enumerate(steps, 1) if s["event"] == "return")
        state = v.step_to(ret, by="clicks")
        compare("recursion_factorial return", state, expected(steps, ret), ret)
        check("returns" in state["event"], "the return step says so: %r" % state["event"])
        v.step_to(6)
        shot("recursion_factorial")

        # The exception at its line; the lines after it never marked.
        err = os.path.join(TEACH, "exception_uncaught.py")
        steps = cpython_steps(err)
        v.open(page(err))
        n = next(i for i, s in enumerate(steps, 1) if s["event"] == "exception")
        state = v.step_to(n)
        compare("exception_uncaught", state, expected(steps, n), n)
        check(state["raised"] == [2] and "ZeroDivisionError" in state["event"],
              "the error at line 2: %s %r" % (state["raised"], state["event"]))
        shot("exception_uncaught")
        browser.press("End")
        last = v.state()
        check(9 not in last["prev"] + last["next"], "line 9 never marked")

        # Objects: instance attributes and the stdin the program read.
        inv = os.path.join(TEACH, "class_inventory.py")
        steps = cpython_steps(inv)
        v.open(page(inv))
        for n in (8, len(steps) - 1):
            compare("class_inventory", v.step_to(n), expected(steps, n), n)
        shot("class_inventory")
        greet = os.path.join(TEACH, "input_greeting.py")
        stdin = os.path.join(TEACH, "input_greeting.stdin")
        steps = cpython_steps(greet, "--stdin", stdin)
        v.open(page(greet, "--stdin", stdin))
        compare("input_greeting", v.step_to(3, by="clicks"), expected(steps, 3), 3)
        check(v.dom().by_id("stdin").all_text() == open(stdin).read(), "stdin shown")

        # A link to a step: #step=N opens step N (from another page: a new document).
        browser.open(os.path.join(a.artifacts, "recursion_factorial.html"), "#step=9")
        compare("recursion_factorial #step=9", v.state(), expected(cpython_steps(fact), 9), 9)

        # A value the oracle supplied is marked as such.
        orc = os.path.join(a.artifacts, "oracle_price.py")
        with open(orc, "w") as f:
            f.write("total = price * 2\nprint(total)\n")
        v.open(page(orc, "--oracle", "offline"))
        dom = v.dom()
        marked = [r.attrs["data-name"] for r in dom.find_all("tr", cls="var")
                  if any("oracle" in c.classes() for c in r.children)]
        check(marked == ["price"], "the oracle's price is marked: %s" % marked)
        check(not dom.by_id("oracle-box").attrs.get("hidden") and "price" in dom.by_id("oracle").all_text(),
              "the oracle's values listed")

        # The cap: the page says where it stopped.
        loops = os.path.join(TEACH, "nested_loops.py")
        v.open(page(loops, "--max-steps", "5"))
        browser.press("End")
        dom = v.dom()
        check(page_state(dom)["step"] == 5, "End at the cap is step 5")
        check("stops at step 5 of 34" in dom.by_id("cap").all_text(), "the cap is said: %r" % dom.by_id("cap").all_text())

    print("%d passed, %d failed" % (passed[0], len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
