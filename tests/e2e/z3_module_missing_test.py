"""Without its solver module (HYEXEC_Z3_MODULE naming a file that is not
there), `cover` still runs and reports: it says once on stderr that the
module cannot be loaded, exits 0, and claims no line unreachable, as the
flips it could not solve may be feasible (with the module, the same program
is covered whole: the test would pass vacuously otherwise)."""
import argparse
import os
import subprocess
import sys


def cover(hyexec, program, env):
    return subprocess.run([hyexec, "cover", program, "--timeout", "20"], capture_output=True,
                          text=True, env=env, timeout=60)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hyexec", required=True)
    ap.add_argument("--program", required=True, help="needs Z3 to be covered whole")
    a = ap.parse_args()
    failures = []
    with_z3 = cover(a.hyexec, a.program, dict(os.environ))
    if "uncovered line" in with_z3.stdout:
        failures.append("with the module, lines stay uncovered:\n" + with_z3.stdout)
    env = dict(os.environ, HYEXEC_Z3_MODULE="/nonexistent/libhyexec_z3.so")
    r = cover(a.hyexec, a.program, env)
    if r.returncode != 0:
        failures.append("exit status %d without the module" % r.returncode)
    if r.stderr.count("the solver module cannot be loaded") != 1:
        failures.append("stderr does not say once that the module is missing:\n" + r.stderr)
    if "/nonexistent/libhyexec_z3.so" not in r.stderr:
        failures.append("stderr does not name the path tried:\n" + r.stderr)
    if "uncovered line" not in r.stdout:
        failures.append("without the module everything was covered: no Z3 needed?\n" + r.stdout)
    for claim in ["(unreachable)", "(every path)"]:
        if claim in r.stdout:
            failures.append("claims %s without a solver:\n%s" % (claim, r.stdout))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
