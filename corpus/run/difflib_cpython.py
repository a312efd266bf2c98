# difflib is CPython's own module: SequenceMatcher, ndiff, unified and
# context diffs, close matches and HtmlDiff's table, as CPython's.
import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n']
b = ['zero\n', 'one\n', 'tree\n', 'four\n', 'five\n']
print(''.join(difflib.ndiff(a, b)))
print(''.join(difflib.unified_diff(a, b, 'a', 'b')))
print(''.join(difflib.context_diff(a, b, 'a', 'b')))
s = difflib.SequenceMatcher(None, 'abxcd', 'abcd')
print(s.ratio(), s.get_opcodes(), s.get_matching_blocks())
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
html = difflib.HtmlDiff(wrapcolumn=20).make_table(a, b)
print(len(html.splitlines()), html.count('diff_add'), html.count('diff_chg'), html.count('diff_sub'))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'x\n'], [b'y\n'], b'a', b'b')))
