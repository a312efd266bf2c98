# unittest: assert methods and their messages, fixtures, skips, expected
# failures, subtests, cleanups, and the text runner's report and status.
import io
import sys
import unittest

log = []


def setUpModule():
    log.append('setUpModule')


class Basics(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append('setUpClass')

    @classmethod
    def tearDownClass(cls):
        log.append('tearDownClass')

    def setUp(self):
        self.items = [3, 1, 2]
        self.addCleanup(log.append, 'cleanup ' + self._testMethodName)

    def tearDown(self):
        log.append('tearDown')

    def test_equal(self):
        self.assertEqual(sorted(self.items), [1, 2, 3])
        self.assertNotEqual(self.items, [1, 2, 3])
        self.assertCountEqual(self.items, [1, 2, 3])

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        self.assertEqual(str(cm.exception), 'division by zero')
        self.assertRaises(KeyError, {}.__getitem__, 'k')
        with self.assertRaisesRegex(ValueError, r'invalid literal.*base 10'):
            int('x')

    def test_containers(self):
        self.assertIn(1, self.items)
        self.assertNotIn(9, self.items)
        self.assertIsInstance(self.items, list)
        self.assertIsNone(None)
        self.assertIs(True, True)
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertGreater(2, 1)
        self.assertLessEqual(1, 1)
        self.assertRegex('hello world', r'wor')
        self.assertDictEqual({'a': 1}, {'a': 1})
        self.assertSetEqual({1, 2}, {2, 1})

    @unittest.skip('not today')
    def test_skipped(self):
        self.fail('never runs')

    @unittest.skipIf(sys.version_info >= (3,), 'python 3')
    def test_skip_if(self):
        pass

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 2)

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 3)

    def test_fails(self):
        self.assertEqual([1, 2], [1, 3], 'lists')

    def test_errors(self):
        raise KeyError('missing')


def messages():
    t = unittest.TestCase()
    checks = [
        lambda: t.assertEqual(1, 2),
        lambda: t.assertEqual('a' * 100, 'a' * 99 + 'b'),
        lambda: t.assertTrue(0),
        lambda: t.assertFalse([1], 'custom'),
        lambda: t.assertIn(3, [1, 2]),
        lambda: t.assertNotIn(1, [1, 2]),
        lambda: t.assertIs(1, None),
        lambda: t.assertIsNot(None, None),
        lambda: t.assertIsNone(0),
        lambda: t.assertIsNotNone(None),
        lambda: t.assertIsInstance(1, str),
        lambda: t.assertNotIsInstance(1, int),
        lambda: t.assertAlmostEqual(1.0, 1.1),
        lambda: t.assertAlmostEqual(1.0, 1.5, delta=0.1),
        lambda: t.assertNotAlmostEqual(1.0, 1.0000000001),
        lambda: t.assertGreater(1, 2),
        lambda: t.assertGreaterEqual(1, 2),
        lambda: t.assertLess(2, 1),
        lambda: t.assertLessEqual(2, 1),
        lambda: t.assertRegex('abc', 'x'),
        lambda: t.assertNotRegex('abc', 'b'),
        lambda: t.assertCountEqual([1, 1, 2], [1, 2, 2]),
        lambda: t.assertSetEqual({1, 2}, {2, 3}),
        lambda: t.assertNotEqual(1, 1),
        lambda: t.assertRaises(ValueError, int, '1'),
        lambda: t.assertTupleEqual((1,), [1]),
        lambda: t.fail('explicit'),
    ]
    for check in checks:
        try:
            check()
        except AssertionError as e:
            print(str(e).split('\n')[0])
    with t.assertRaises(TypeError):
        t.assertAlmostEqual(1, 2, places=1, delta=1)
    try:
        with t.assertRaises(KeyError):
            pass
    except AssertionError as e:
        print(e)


messages()
stream = io.StringIO()
runner = unittest.TextTestRunner(stream=stream, verbosity=2)
result = runner.run(unittest.defaultTestLoader.loadTestsFromTestCase(Basics))
report = stream.getvalue()
for line in report.splitlines():
    if ' ... ' in line or line.startswith(('FAIL:', 'ERROR:', 'Ran', 'OK', 'FAILED')):
        print(line.replace(line[line.find(' in '):], ' in T') if line.startswith('Ran') else line)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped),
      len(result.expectedFailures), result.wasSuccessful())
print(log)
print(Basics('test_equal').id(), str(Basics('test_equal')), repr(Basics('test_equal')))
unittest.main(argv=['prog', '-q', 'Basics.test_equal'], exit=False)
# The failures make main() exit with status 1.
unittest.main(argv=['prog', '-q'], testRunner=unittest.TextTestRunner(stream=io.StringIO()))
