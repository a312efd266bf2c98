"""test.support.script_helper for hyexec (see __init__.py): running another
Python process is beyond hyexec, so the tests that do skip."""

import unittest


def _needs_subprocess(*args, **kwargs):
    raise unittest.SkipTest('runs a Python subprocess')


assert_python_ok = _needs_subprocess
assert_python_failure = _needs_subprocess
spawn_python = _needs_subprocess
run_python_until_end = _needs_subprocess
make_script = _needs_subprocess
kill_python = _needs_subprocess
run_test_script = _needs_subprocess


def interpreter_requires_environment():
    return False
