# argparse (CPython's own module, embedded): options, positionals, types,
# choices, subcommands, mutually exclusive groups, help text and errors.
import argparse
import io
import sys

parser = argparse.ArgumentParser(prog='tool', description='Process some integers.')
parser.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer')
parser.add_argument('--sum', dest='accumulate', action='store_const', const=sum,
                    default=max, help='sum the integers (default: find the max)')
parser.add_argument('-v', '--verbose', action='count', default=0)
parser.add_argument('--mode', choices=['fast', 'slow'], default='fast')
args = parser.parse_args(['1', '2', '3', '--sum', '-vv'])
print(args.accumulate(args.integers), args.verbose, args.mode)
print(vars(parser.parse_args(['7', '--mode', 'slow'])))
parser.print_help()

sub = argparse.ArgumentParser(prog='git')
commands = sub.add_subparsers(dest='command')
add = commands.add_parser('add')
add.add_argument('paths', nargs='*')
commit = commands.add_parser('commit')
commit.add_argument('-m', '--message', required=True)
print(sub.parse_args(['add', 'a.py', 'b.py']))
print(sub.parse_args(['commit', '-m', 'first']))

group = argparse.ArgumentParser(prog='g').add_mutually_exclusive_group()
group.add_argument('--on', action='store_true')
group.add_argument('--off', action='store_true')

known, rest = parser.parse_known_args(['4', '--other', 'x'])
print(known.integers, rest)

for argv in (['x'], [], ['1', '--mode', 'medium']):
    err = io.StringIO()
    sys.stderr, saved = err, sys.stderr
    try:
        parser.parse_args(argv)
    except SystemExit as e:
        print('exit', e.code)
    finally:
        sys.stderr = saved
    print(err.getvalue(), end='')

ns = argparse.Namespace(a=1, b='x')
print(ns, ns == argparse.Namespace(b='x', a=1), 'a' in ns)
