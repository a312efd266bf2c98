"""The trace page of a 10^5-step program: its size (the page must stay under
2 MB whatever --max-steps asks) and how long headless Chromium takes from
navigation to the first step drawn (under a second is the target). Prints
the figures; a benchmark, not a test.

Usage: python3 tools/bench_trace_page.py [--hyexec build/hyexec]"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
import devtools  # noqa: E402

# About 10^5 line events: two lines per turn, 50,000 turns, a 300-item list and a dict in view.
PROGRAM = ("data = list(range(300))\nseen = {}\ntotal = 0\nfor i in range(50000):\n"
           "    total += data[i % 300]\n    seen[i % 7] = total\nprint(total)\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", default=os.path.join(ROOT, "build", "hyexec"))
    a = ap.parse_args()
    browser = devtools.Browser() if devtools.chromium() else None
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "long_loop.py")
        with open(prog, "w") as f:
            f.write(PROGRAM)
        for cap in (None, "20000", "100000"):
            page = os.path.join(tmp, "page-%s.html" % (cap or "default"))
            args = [a.hyexec, "trace", prog, "--html", page] + (["--max-steps", cap] if cap else [])
            t0 = time.time()
            subprocess.run(args, check=True, timeout=600)
            made = time.time() - t0
            size = os.path.getsize(page)
            line = "max-steps %-7s page %.2f MB (%s 2 MB), made in %.1f s" % (
                cap or "default", size / 2**20, "under" if size < 2 * 2**20 else "OVER", made)
            if browser:
                # Loaded over DevTools: the wall time to the load event (the page's script has drawn
                # the first step by then) and the page's own count from navigation to that drawing.
                t0 = time.time()
                browser.open(page)
                loaded = (time.time() - t0) * 1000
                ready = browser.evaluate("document.body.dataset.readyMs")
                line += ", opened in Chromium in %.0f ms (first step drawn %s ms after navigation)" % (loaded, ready)
            else:
                line += ", chromium not installed: open time not measured"
            print(line)
    if browser:
        browser.close()

if __name__ == "__main__":
    main()
