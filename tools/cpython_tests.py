"""hyexec against CPython's own test suite: runs a fixed list of files of
the machine's CPython 3.11 Lib/test under python3 and under hyexec, and
reports per file and in total the test methods that pass under CPython and,
of those, under hyexec.

Each file runs through tools/cpython_tests/driver.py, which prints one line
per test method. Under python3 it imports the real test package; under
hyexec a temporary `test` package links CPython's test modules and puts
hyexec's stand-in for test.support (tools/cpython_tests/support) in place of
CPython's. A test hyexec cannot finish (unsupported, a crash, the time
limit) ends its run: the run resumes after it, that test counted failed.
Tests CPython skips are not counted; tests hyexec skips as CPython
implementation details (sizes, reference counts: `cpython_only`) are
counted apart, out of the figure.

Usage: python3 tools/cpython_tests.py --hyexec build/hyexec [--files a,b]
       [--floor PERCENT] [--timeout S] [--verbose]
Exits 77 (skipped) where Lib/test is absent, 1 below --floor."""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, 'cpython_tests', 'driver.py')
SUPPORT = os.path.join(HERE, 'cpython_tests', 'support')
IMPL_DETAIL = 'cpython_only:'

FILES = [
    'test_grammar', 'test_exceptions', 'test_scope', 'test_class', 'test_generators',
    'test_format', 'test_fstring', 'test_string', 'test_unicode', 'test_int', 'test_float',
    'test_complex', 'test_list', 'test_dict', 'test_set', 'test_tuple', 'test_slice',
    'test_range', 'test_enumerate', 'test_itertools', 'test_functools', 'test_collections',
    'test_heapq', 'test_bisect', 'test_math', 'test_statistics', 'test_fractions',
    'test_decimal', 'test_random', 'test_re', 'test_datetime', 'test_enum', 'test_typing',
    'test_textwrap', 'test_copy', 'test_operator', 'test_contextlib', 'test_bool',
    'test_builtin', 'test_bytes', 'test_augassign', 'test_binop', 'test_compare',
    'test_contains', 'test_dictviews', 'test_genexps', 'test_listcomps', 'test_setcomps',
    'test_keywordonlyarg', 'test_unpack', 'test_unpack_ex', 'test_with', 'test_raise',
    'test_string_literals', 'test_long', 'test_pow', 'test_abc', 'test_baseexception',
    'test_base64', 'test_binascii', 'test_userdict', 'test_userlist', 'test_userstring',
    'test_ordered_dict', 'test_defaultdict', 'test_deque', 'test_sort', 'test_types',
    'test_print', 'test_opcodes', 'test_patma', 'test_global', 'test_named_expressions',
    'test_property', 'test_super', 'test_iter', 'test_isinstance', 'test_int_literal',
    'test_richcmp', 'test_struct', 'test_pprint', 'test_shlex', 'test_csv', 'test_difflib',
    'test_unicodedata', 'test_argparse', 'test_hashlib', 'test_zlib', 'test_funcattrs',
    'test_yield_from', 'test_decorators', 'test_cmath', 'test_extcall',
    'test_positional_only_arg', 'test_index', 'test_fnmatch', 'test_keyword',
    'test_colorsys', 'test_exception_group', 'test_logging', 'test_traceback', 'test_weakref',
    'test_getopt', 'test_html', 'test_htmlparser', 'test_secrets', 'test_timeit', 'test_graphlib',
    'test_gzip', 'test_sched', 'test_quopri',
]


def lib_test_dir():
    r = subprocess.run([sys.executable, '-c',
                        'import test, os; print(os.path.dirname(test.__file__))'],
                       capture_output=True, text=True)
    path = r.stdout.strip()
    return path if r.returncode == 0 and os.path.isdir(path) else None


def parse(stdout):
    """{id: (status, reason)} from the driver's lines, the test that was
    running when the output stops, and whether the run was complete."""
    results, running, done = {}, None, False
    for line in stdout.splitlines():
        if line.startswith('HYTEST-FIXTURE '):
            results['fixture'] = ('fixture', line[len('HYTEST-FIXTURE '):][:200])
        elif line.startswith('HYTEST-START '):
            running = line[len('HYTEST-START '):]
        elif line.startswith('HYTEST '):
            status, _, rest = line[len('HYTEST '):].partition(' ')
            test_id, _, reason = rest.partition('\t')
            results[test_id] = (status, reason)
            running = None
        elif line == 'HYTEST-DONE':
            done = True
    return results, running, done


def run_cpython(name, timeout):
    try:
        r = subprocess.run([sys.executable, DRIVER], input=name + '\n', capture_output=True,
                           text=True, errors='replace', timeout=timeout,
                           cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired as e:
        return parse(e.stdout.decode(errors='replace') if isinstance(e.stdout, bytes) else e.stdout or '')[0]
    return parse(r.stdout)[0]


def make_test_package(lib, work):
    """work/test: CPython's test modules linked, our test.support in place."""
    pkg = os.path.join(work, 'test')
    os.mkdir(pkg)
    with open(os.path.join(pkg, '__init__.py'), 'w') as f:
        f.write('# CPython\'s Lib/test, for hyexec (tools/cpython_tests.py)\n')
    for entry in os.listdir(lib):
        if entry in ('__init__.py', 'support', '__pycache__'):
            continue
        os.symlink(os.path.join(lib, entry), os.path.join(pkg, entry))
    os.symlink(SUPPORT, os.path.join(pkg, 'support'))
    driver = os.path.join(work, 'driver.py')
    with open(DRIVER) as src, open(driver, 'w') as dst:
        dst.write(src.read())
    return driver


def last_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[-1][:200] if lines else ''


def hyexec_once(hyexec, driver, lines, timeout):
    """One run of the driver under hyexec: its stdout and why it ended early."""
    stdin = os.path.join(os.path.dirname(driver), 'stdin.txt')
    with open(stdin, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    try:
        r = subprocess.run([hyexec, 'run', driver, '--stdin', stdin, '--oracle', 'none',
                            '--timeout', str(timeout)], capture_output=True, text=True,
                           errors='replace', timeout=timeout + 30, cwd=os.path.dirname(driver))
        out, err = r.stdout, r.stderr
        if r.returncode < 0:
            err += '\nhyexec crashed (signal %d)' % -r.returncode
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors='replace') if isinstance(e.stdout, bytes) else (e.stdout or '')
        err = 'the run exceeded its time limit'
    return out, last_line(err) or 'the run ended without a result'


def run_hyexec(hyexec, driver, name, tests, timeout, max_reruns=40):
    """{id: (status, reason)} under hyexec for the file's `tests`, and the
    reason a run ended early when none of them could run. A run cut short
    resumes after the test it was running; one that died without a word (a
    crash loses the buffered output) leaves the rest to run one by one."""
    results, already, reason = {}, [], ''
    for _ in range(max_reruns):
        out, why = hyexec_once(hyexec, driver, [name] + already, timeout)
        got, running, done = parse(out)
        results.update(got)
        already.extend(got)
        if done:
            break
        if running is not None:
            results[running] = ('fail', why)
            already.append(running)
            continue
        if 'HYTEST-LOADED' not in out and 'crashed' not in why:
            reason = why  # the module does not import
            break
        if 'HYTEST-LOADED' not in out:
            reason = why
        for test in tests:
            if test not in results:
                out, why = hyexec_once(hyexec, driver, [name, 'only ' + test], timeout)
                results.update(parse(out)[0])
                results.setdefault(test, ('fail', why))
        break
    if not reason and 'fixture' in results:
        reason = results['fixture'][1]
    return results, reason


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--hyexec', required=True)
    ap.add_argument('--files', help='comma-separated test modules (default: the fixed list)')
    ap.add_argument('--floor', type=float, default=0.0,
                    help='fail when hyexec passes less than this percent')
    ap.add_argument('--timeout', type=float, default=120.0, help='seconds per run of a file')
    ap.add_argument('--verbose', action='store_true', help='list the tests hyexec fails')
    args = ap.parse_args()

    lib = lib_test_dir()
    if lib is None:
        print("skipped: this python3 has no Lib/test (CPython's test package)")
        return 77
    names = args.files.split(',') if args.files else FILES
    names = [n for n in names if os.path.isfile(os.path.join(lib, n + '.py'))]
    hyexec = os.path.abspath(args.hyexec)
    total_cp = total_hy = total_detail = 0
    print('%-28s %8s %8s %7s %7s  %s' % ('file', 'cpython', 'hyexec', 'pct', 'detail', 'note'))
    for name in names:
        # CPython's run sets the denominator: on a loaded machine a file cut
        # short by the limit would count fewer tests, so it gets more time.
        cp = run_cpython(name, 3 * args.timeout)
        passing = [t for t, (s, _) in cp.items() if s in ('pass', 'xfail')]
        with tempfile.TemporaryDirectory(prefix='hyexec-cpython-tests-') as work:
            driver = make_test_package(lib, work)
            hy, reason = run_hyexec(hyexec, driver, name, passing, args.timeout)
        detail = [t for t in passing
                  if hy.get(t, ('', ''))[0] == 'skip' and hy[t][1].startswith(IMPL_DETAIL)]
        counted = [t for t in passing if t not in detail]
        ok = [t for t in counted if hy.get(t, ('', ''))[0] == cp[t][0]]
        total_cp += len(counted)
        total_hy += len(ok)
        total_detail += len(detail)
        pct = 100.0 * len(ok) / len(counted) if counted else 100.0
        print('%-28s %8d %8d %6.1f%% %7d  %s' % (name, len(counted), len(ok), pct, len(detail),
                                                  reason), flush=True)
        if args.verbose:
            for t in counted:
                if t not in ok:
                    status, why = hy.get(t, ('not run', ''))
                    print('    %s %s %s' % (status, t, why))
    pct = 100.0 * total_hy / total_cp if total_cp else 100.0
    print('%-28s %8d %8d %6.1f%% %7d' % ('TOTAL (%d files)' % len(names), total_cp, total_hy,
                                        pct, total_detail))
    if pct < args.floor:
        print('below the floor of %.1f%%' % args.floor)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
