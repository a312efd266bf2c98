"""doctest for hyexec: the module imports (test files build doctest suites
beside their unit tests) and its option flags exist; finding and running
doctests, which needs the source text of docstrings' modules and an
interactive interpreter loop, is unsupported, named at the call."""

from _unsupported import function as _unsupported

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag('DONT_ACCEPT_TRUE_FOR_1')
DONT_ACCEPT_BLANKLINE = register_optionflag('DONT_ACCEPT_BLANKLINE')
NORMALIZE_WHITESPACE = register_optionflag('NORMALIZE_WHITESPACE')
ELLIPSIS = register_optionflag('ELLIPSIS')
SKIP = register_optionflag('SKIP')
IGNORE_EXCEPTION_DETAIL = register_optionflag('IGNORE_EXCEPTION_DETAIL')
REPORT_UDIFF = register_optionflag('REPORT_UDIFF')
REPORT_CDIFF = register_optionflag('REPORT_CDIFF')
REPORT_NDIFF = register_optionflag('REPORT_NDIFF')
REPORT_ONLY_FIRST_FAILURE = register_optionflag('REPORT_ONLY_FIRST_FAILURE')
FAIL_FAST = register_optionflag('FAIL_FAST')
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE | NORMALIZE_WHITESPACE |
                    ELLIPSIS | SKIP | IGNORE_EXCEPTION_DETAIL)
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF | REPORT_ONLY_FIRST_FAILURE |
                   FAIL_FAST)
BLANKLINE_MARKER = '<BLANKLINE>'
ELLIPSIS_MARKER = '...'


for _name in ('testmod', 'testfile', 'run_docstring_examples', 'DocTestSuite', 'DocFileSuite',
              'DocTestFinder', 'DocTestRunner', 'DocTestParser', 'DebugRunner', 'OutputChecker',
              'Example', 'DocTest', 'script_from_examples', 'testsource', 'debug_src',
              'debug', 'set_unittest_reportflags'):
    globals()[_name] = _unsupported('doctest.' + _name)
del _name
