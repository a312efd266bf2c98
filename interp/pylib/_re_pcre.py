"""The PCRE2 pattern for a parse tree of CPython's re._parser: hyexec
matches with PCRE2, and writing its pattern from the tree sre compiles
(instead of handing PCRE2 the pattern text) gives sre's meaning where the
two syntaxes differ: scoped ASCII and IGNORECASE flags, ASCII classes in a
str pattern, sre's whitespace, group names PCRE2 rejects (groups are
written unnamed; the names come from the parser), repeats above PCRE2's
65535, and literal characters (every one written as a code point).

A str pattern is compiled with PCRE2_UTF | PCRE2_UCP and no other option:
every flag is written into the pattern where it applies."""

from _hyexec import unsupported as _unsupported
from re import _constants as C
from re._casefix import _EXTRA_CASES

_WORD_ASCII = '0-9A-Za-z_'
_DIGIT_ASCII = '0-9'
_SPACE_ASCII = '\\t\\n\\x{b}\\f\\r '
# str.isspace()'s characters, sre's \s in a str pattern (PCRE2's \s lacks \x1c-\x1f).
_SPACE_UNICODE = ('\\t\\n\\x{b}\\f\\r\\x{1c}-\\x{1f} \\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}'
                  '\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}')
_PCRE_MAX_REPEAT = 65535
_TYPE_FLAGS = C.SRE_FLAG_ASCII | C.SRE_FLAG_LOCALE | C.SRE_FLAG_UNICODE
# The operations written as one atom (a negated set may be several: see charset).
_ATOMS = (C.LITERAL, C.NOT_LITERAL, C.ANY, C.IN, C.GROUPREF, C.SUBPATTERN, C.BRANCH,
          C.ATOMIC_GROUP, C.GROUPREF_EXISTS)


def translate(tree, is_bytes):
    """(PCRE2 pattern text, [group name or '' by group number]) of a parsed pattern."""
    writer = _Writer(is_bytes)
    text = writer.sub(tree.data, tree.state.flags)
    names = [''] * tree.state.groups
    for name, gid in tree.state.groupdict.items():
        names[gid] = name
    return text, names


def _lit(c):
    """A code point as a pattern or class member that means only itself."""
    if c < 128 and (chr(c).isalnum() or c == 95):
        return chr(c)
    return '\\x{%x}' % c


def _has_case(c):
    ch = chr(c)
    return ch.lower() != ch or ch.upper() != ch


def _simple_lower(c):
    low = chr(c).lower()
    return ord(low) if len(low) == 1 else c


def _extra_cases(lo, hi):
    """sre's case equivalents (re._casefix) PCRE2's caseless matching
    lacks, for the code points lo..hi: 'i' and dotless 'ı', 'ﬅ' and 'ﬆ'..."""
    extra = []
    for low, others in _EXTRA_CASES.items():
        if any(lo <= ord(x) <= hi for x in {chr(low), chr(low).upper()} if len(x) == 1):
            extra.extend(others)
    if lo == hi and _simple_lower(lo) in _EXTRA_CASES:
        extra.extend(_EXTRA_CASES[_simple_lower(lo)])
    return extra


def _ascii_other_case(c):
    if 65 <= c <= 90 or 97 <= c <= 122:
        return c ^ 0x20
    return None


class _Writer:
    def __init__(self, is_bytes):
        self.bytes = is_bytes
        self.groups = 0  # capture groups written so far

    def ascii(self, flags):
        """Whether classes, boundaries and case are ASCII's here."""
        return self.bytes or bool(flags & (C.SRE_FLAG_ASCII | C.SRE_FLAG_LOCALE))

    def sub(self, items, flags):
        return ''.join(self.item(op, av, flags) for op, av in items)

    def item(self, op, av, flags):
        caseless = flags & C.SRE_FLAG_IGNORECASE
        if op is C.LITERAL or op is C.NOT_LITERAL:
            return self.literal(av, op is C.NOT_LITERAL, flags)
        if op is C.ANY:
            return '(?s:.)' if flags & C.SRE_FLAG_DOTALL else '.'
        if op is C.IN:
            return self.charset(av, flags)
        if op is C.AT:
            return self.at(av, flags)
        if op is C.BRANCH:
            return '(?:' + '|'.join(self.sub(b, flags) for b in av[1]) + ')'
        if op is C.SUBPATTERN:
            group, add, remove, p = av
            if group is not None:
                self.groups += 1
            if add & _TYPE_FLAGS:  # one of ASCII, LOCALE, UNICODE replaces another
                flags &= ~_TYPE_FLAGS
            inner = self.sub(p, (flags | add) & ~remove)
            return ('(?:' if group is None else '(') + inner + ')'
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            return self.repeat(op, av, flags)
        if op is C.GROUPREF:
            ref = '\\g{%d}' % av
            return '(?i:' + ref + ')' if caseless else ref
        if op is C.GROUPREF_EXISTS:
            group, yes, no = av
            text = '(?(%d)' % group + self.sub(yes, flags)
            if no is not None:
                text += '|' + self.sub(no, flags)
            return text + ')'
        if op is C.ASSERT or op is C.ASSERT_NOT:
            direction, p = av
            head = {(C.ASSERT, 1): '(?=', (C.ASSERT, -1): '(?<=', (C.ASSERT_NOT, 1): '(?!',
                    (C.ASSERT_NOT, -1): '(?<!'}[op, direction]
            return head + self.sub(p, flags) + ')'
        if op is C.ATOMIC_GROUP:
            return '(?>' + self.sub(av, flags) + ')'
        _unsupported('re: the pattern operation %s' % op)

    def literal(self, c, negated, flags):
        if not self.bytes and 0xD800 <= c <= 0xDFFF:
            # PCRE2 matches valid UTF-8 only: no subject it searches holds a surrogate.
            return '(?s:.)' if negated else '(?!)'
        if flags & C.SRE_FLAG_IGNORECASE:
            if self.ascii(flags):
                other = _ascii_other_case(c)
                if other is not None:
                    return '[%s%s%s]' % ('^' if negated else '', chr(c), chr(other))
            elif _has_case(c) or _extra_cases(c, c):
                members = _lit(c) + ''.join(_lit(x) for x in _extra_cases(c, c))
                if negated:
                    return '(?i:[^%s])' % members
                return '(?i:%s)' % (members if len(members) == len(_lit(c)) else '[' + members + ']')
        return '[^%s]' % _lit(c) if negated else _lit(c)

    def category(self, cat, flags):
        """(class members, negated?) of a category: a negated one is the
        complement of its members."""
        ascii = self.ascii(flags)
        if cat in (C.CATEGORY_DIGIT, C.CATEGORY_NOT_DIGIT):
            members = _DIGIT_ASCII if ascii else '\\d'
        elif cat in (C.CATEGORY_WORD, C.CATEGORY_NOT_WORD):
            members = _WORD_ASCII if ascii else '\\w'
        elif cat in (C.CATEGORY_SPACE, C.CATEGORY_NOT_SPACE):
            members = _SPACE_ASCII if ascii else _SPACE_UNICODE
        else:
            _unsupported('re: the character category %s' % cat)
        return members, cat in (C.CATEGORY_NOT_DIGIT, C.CATEGORY_NOT_WORD,
                                C.CATEGORY_NOT_SPACE)

    def charset(self, items, flags):
        caseless = flags & C.SRE_FLAG_IGNORECASE
        ascii_case = caseless and self.ascii(flags)
        negate = False
        members = []  # the class's members
        complements = []  # member lists whose complements are members too
        for op, av in items:
            if op is C.NEGATE:
                negate = True
            elif op is C.LITERAL or op is C.RANGE:
                lo, hi = (av, av) if op is C.LITERAL else av
                self.add_range(members, lo, hi, ascii_case)
                if caseless and not ascii_case:
                    for x in _extra_cases(lo, hi):
                        self.add_range(members, x, x, False)
            elif op is C.CATEGORY:
                text, negated = self.category(av, flags)
                (complements if negated else members).append(text)
            else:
                _unsupported('re: the set member %s' % op)
        pos = '[' + ''.join(members) + ']' if members else None
        if not negate:
            parts = ([pos] if pos else []) + ['[^' + c + ']' for c in complements]
            text = parts[0] if len(parts) == 1 else '(?:' + '|'.join(parts) + ')'
            if not parts:
                text = '(?!)'
        elif not complements:
            text = '[^' + ''.join(members) + ']' if members else '(?s:.)'
        else:
            text = (('(?!' + pos + ')' if pos else '') +
                    ''.join('(?=[' + c + '])' for c in complements) + '(?s:.)')
        if caseless and not ascii_case:
            text = '(?i:' + text + ')'
        return text

    def add_range(self, members, lo, hi, ascii_case):
        if not self.bytes and lo <= 0xDFFF and hi >= 0xD800:
            # Surrogates never occur in a subject PCRE2 matches (valid UTF-8).
            if lo < 0xD800:
                self.add_range(members, lo, 0xD7FF, ascii_case)
            if hi > 0xDFFF:
                self.add_range(members, 0xE000, hi, ascii_case)
            return
        members.append(_lit(lo) if lo == hi else _lit(lo) + '-' + _lit(hi))
        if ascii_case:
            for a, b in ((65, 90), (97, 122)):
                s, e = max(lo, a), min(hi, b)
                if s <= e:
                    members.append(_lit(s ^ 0x20) + '-' + _lit(e ^ 0x20))

    def at(self, code, flags):
        multiline = flags & C.SRE_FLAG_MULTILINE
        if code is C.AT_BEGINNING:
            return '(?m:^)' if multiline else '\\A'
        if code is C.AT_END:
            return '(?m:$)' if multiline else '(?-m:$)'
        if code is C.AT_BEGINNING_STRING:
            return '\\A'
        if code is C.AT_END_STRING:
            return '\\z'
        if code in (C.AT_BOUNDARY, C.AT_NON_BOUNDARY):
            boundary = code is C.AT_BOUNDARY
            if not self.ascii(flags) or self.bytes:
                return '\\b' if boundary else '(?!\\A\\z)\\B'  # sre: no \B in ''
            w = '[' + _WORD_ASCII + ']'
            if boundary:
                return '(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))' % (w, w, w, w)
            return '(?!\\A\\z)(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))' % (w, w, w, w)
        _unsupported('re: the position %s' % code)

    def repeat(self, op, av, flags):
        lo, hi, item = av
        before = self.groups
        body = self.sub(item, flags)
        has_groups = self.groups != before
        # A single atom is quantified as it is: PCRE2 counts a repeated
        # character, where it copies a repeated group (65535 copies of
        # `(?:.)` exceed its code size).
        if not (len(item) == 1 and item[0][0] in _ATOMS and not body.startswith(('(?!', '(?='))):
            body = '(?:' + body + ')'
        suffix = {C.MAX_REPEAT: '', C.MIN_REPEAT: '?', C.POSSESSIVE_REPEAT: '+'}[op]
        unbounded = hi == C.MAXREPEAT
        if lo <= _PCRE_MAX_REPEAT and (unbounded or hi <= _PCRE_MAX_REPEAT):
            if unbounded:
                quant = '*' if lo == 0 else '+' if lo == 1 else '{%d,}' % lo
            elif lo == hi:
                quant = '{%d}' % lo
            elif lo == 0 and hi == 1:
                quant = '?'
            else:
                quant = '{%d,%d}' % (lo, hi)
            return body + quant + suffix
        # Beyond PCRE2's limit: repeats of repeats, which write the item
        # more than once (a group in it would be numbered twice).
        if has_groups:
            _unsupported('re: a repeat of more than 65535 over a group')
        if op is C.POSSESSIVE_REPEAT:
            return '(?>' + self.repeat(C.MAX_REPEAT, av, flags) + ')'
        text = self.exactly(body, lo)
        if unbounded:
            return text + body + '*' + suffix
        return text + self.up_to(body, hi - lo, op is C.MIN_REPEAT)

    def exactly(self, body, n):
        if n == 0:
            return ''
        q, r = divmod(n, _PCRE_MAX_REPEAT)
        text = '(?:%s{%d})' % (body, _PCRE_MAX_REPEAT)
        text = text + '{%d}' % q if q <= _PCRE_MAX_REPEAT else self.exactly(text, q)
        return text + ('%s{%d}' % (body, r) if r else '')

    def up_to(self, body, n, lazy):
        """0 to n copies of body, tried from most to fewest (lazy: fewest first)."""
        if n <= _PCRE_MAX_REPEAT:
            return '%s{0,%d}%s' % (body, n, '?' if lazy else '')
        few = '%s{0,%d}%s' % (body, _PCRE_MAX_REPEAT - 1, '?' if lazy else '')
        many = self.exactly(body, _PCRE_MAX_REPEAT) + self.up_to(body, n - _PCRE_MAX_REPEAT, lazy)
        return '(?:' + (few + '|' + many if lazy else many + '|' + few) + ')'
