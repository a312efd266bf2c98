"""Runs one CPython Lib/test file's test methods and prints one line per
method: `HYTEST <status> <id>` (status pass, fail, skip or xfail; a skip
also gives its reason after a tab). Standard input names the module
(`test_int`) on its first line; each further line is the id of a test not
to run again (tools/cpython_tests.py reruns a file after a test that ended
the whole run), or `only <id>` to run that test alone. `HYTEST-START <id>` before each method tells it which
one that was; `HYTEST-FIXTURE <name>\t<error>` tells a failed setUpClass or
setUpModule; `HYTEST-DONE` ends a complete run. The same driver runs under
python3 (with CPython's test.support) and under hyexec (with ours)."""
import sys
import unittest

lines = sys.stdin.read().splitlines()
modname = lines[0]
only = {l[len('only '):] for l in lines[1:] if l.startswith('only ')}
already = {l for l in lines[1:] if not l.startswith('only ')}
import test.support  # so that `from test import support` finds it
module = getattr(__import__('test.' + modname), modname)
print('HYTEST-LOADED', flush=True)


def test_cases(suite):
    for test in suite:
        if isinstance(test, unittest.TestCase):
            yield test
        else:
            yield from test_cases(test)


loader = unittest.TestLoader()
chosen = []
seen = set()
for name, obj in list(module.__dict__.items()):
    if isinstance(obj, type) and issubclass(obj, unittest.TestCase):
        for case in test_cases(loader.loadTestsFromTestCase(obj)):
            if case.id() not in seen and case.id() not in already and (
                    not only or case.id() in only):
                seen.add(case.id())
                chosen.append(case)


class LineResult(unittest.TestResult):
    def startTest(self, test):
        super().startTest(test)
        self.status, self.reason = 'pass', ''
        print('HYTEST-START', test.id(), flush=True)

    def stopTest(self, test):
        super().stopTest(test)
        if isinstance(test, unittest.TestCase):
            print('HYTEST', self.status, test.id() + ('\t' + self.reason if self.reason else ''),
                  flush=True)

    def _fail(self, err):
        self.status = 'fail'
        self.reason = (err[0].__name__ + ': ' + str(err[1])).splitlines()[0][:200]

    def addError(self, test, err):
        if isinstance(test, unittest.TestCase):
            self._fail(err)
        else:  # a class or module fixture: its tests do not run
            print('HYTEST-FIXTURE', str(test) + '\t' + err[0].__name__ + ': ' + str(err[1]),
                  flush=True)

    def addFailure(self, test, err):
        self._fail(err)

    def addSubTest(self, test, subtest, err):
        if err is not None:
            self._fail(err)

    def addSkip(self, test, reason):
        if isinstance(test, unittest.TestCase):
            self.status, self.reason = 'skip', reason

    def addExpectedFailure(self, test, err):
        self.status = 'xfail'

    def addUnexpectedSuccess(self, test):
        self.status, self.reason = 'fail', 'unexpected success'


unittest.TestSuite(chosen).run(LineResult())
print('HYTEST-DONE', flush=True)
