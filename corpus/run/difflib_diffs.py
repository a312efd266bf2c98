# difflib: matching blocks, opcodes, ratios, ndiff with guide lines,
# unified and context diffs, close matches.
import difflib

s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.get_matching_blocks(), s.get_opcodes(), s.ratio())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                            "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.quick_ratio(), s.real_quick_ratio())
print(s.find_longest_match(0, 10, 0, 10))
a = ['one\n', 'two\n', 'three\n', 'four\n']
b = ['ore\n', 'tree\n', 'emu\n', 'four\n']
print(''.join(difflib.ndiff(a, b)), end='')
print(''.join(difflib.unified_diff(a, b, fromfile='before', tofile='after')), end='')
print(''.join(difflib.context_diff(a, b, fromfile='before', tofile='after')), end='')
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
diff = list(difflib.ndiff(a, b))
print(''.join(difflib.restore(diff, 1)) == ''.join(a), ''.join(difflib.restore(diff, 2)) == ''.join(b))
print(list(difflib.ndiff(['[1, 2]'], ['[1, 3]'])))
long_a = [str(i) for i in range(300)]
long_b = long_a[:100] + ['x'] + long_a[101:]
print(len(list(difflib.unified_diff(long_a, long_b, lineterm=''))))
