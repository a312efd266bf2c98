"""The pass/fail bookkeeping of the end-to-end scripts: `check` records one
assertion, `finish` prints the closing `N passed, N failed` line that ctest's
log shows and returns the exit status."""

failures = []
passed = 0


def check(name, cond, detail=""):
    global passed
    if cond:
        passed += 1
    else:
        failures.append(name)
        print("FAIL %s %s" % (name, str(detail)[:800]))


def finish():
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0
