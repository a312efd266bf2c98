"""fnmatch: shell-style pattern matching, translated to regular
expressions as CPython translates them (so translate()'s text is CPython's)."""

import os
import re
import functools

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


@functools.lru_cache(maxsize=32768, typed=True)
def _compile_pattern(pat):
    if isinstance(pat, bytes):
        pat_str = str(pat, 'ISO-8859-1')
        res_str = translate(pat_str)
        res = bytes(res_str, 'ISO-8859-1')
    else:
        res = translate(pat)
    return re.compile(res).match


def filter(names, pat):
    result = []
    pat = os.path.normcase(pat)
    match = _compile_pattern(pat)
    for name in names:
        if match(os.path.normcase(name)):
            result.append(name)
    return result


def fnmatchcase(name, pat):
    match = _compile_pattern(pat)
    return match(name) is not None


_STAR = object()


def _bracket(pat, i, j):
    # The regex class for pat[i:j], the inside of `[...]`.
    stuff = pat[i:j]
    if '-' not in stuff:
        stuff = stuff.replace('\\', r'\\')
    else:
        chunks = []
        k = i + 2 if pat[i] == '!' else i + 1
        while True:
            k = pat.find('-', k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        chunk = pat[i:j]
        if chunk:
            chunks.append(chunk)
        else:
            chunks[-1] += '-'
        # Empty ranges (z-a) are dropped: invalid in a regex.
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = '-'.join(s.replace('\\', r'\\').replace('-', r'\-') for s in chunks)
    stuff = re.sub(r'([&~|])', r'\\\1', stuff)
    if not stuff:
        return '(?!)'
    if stuff == '!':
        return '.'
    if stuff[0] == '!':
        stuff = '^' + stuff[1:]
    elif stuff[0] in ('^', '['):
        stuff = '\\' + stuff
    return '[%s]' % stuff


def translate(pat):
    """Translate a shell PATTERN to a regular expression."""
    pieces = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i = i + 1
        if c == '*':
            if not pieces or pieces[-1] is not _STAR:
                pieces.append(_STAR)
        elif c == '?':
            pieces.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j = j + 1
            if j < n and pat[j] == ']':
                j = j + 1
            while j < n and pat[j] != ']':
                j = j + 1
            if j >= n:
                pieces.append('\\[')
            else:
                pieces.append(_bracket(pat, i, j))
                i = j + 1
        else:
            pieces.append(re.escape(c))

    # A star between fixed pieces matches minimally, atomically: (?>.*?X).
    out = []
    i, n = 0, len(pieces)
    while i < n and pieces[i] is not _STAR:
        out.append(pieces[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            out.append('.*')
            break
        fixed = []
        while i < n and pieces[i] is not _STAR:
            fixed.append(pieces[i])
            i += 1
        fixed = ''.join(fixed)
        if i == n:
            out.append('.*')
            out.append(fixed)
        else:
            out.append('(?>.*?%s)' % fixed)
    return r'(?s:%s)\Z' % ''.join(out)
