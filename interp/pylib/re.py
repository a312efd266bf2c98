"""re: the matching engine is native (_re, on PCRE2: compile, Pattern,
Match); this module adds what CPython writes in Python around its engine:
re.error with the position of the mistake, Scanner, template."""
import _re
from _re import (A, ASCII, DOTALL, I, IGNORECASE, M, MULTILINE, NOFLAG, S, U, UNICODE, VERBOSE,
                 X, Match, Pattern, compile, escape, findall, finditer, fullmatch, match, purge,
                 search, split, sub, subn)

__all__ = ["match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer",
           "compile", "purge", "template", "escape", "error", "Pattern", "Match", "A", "I", "L",
           "M", "S", "X", "U", "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
           "UNICODE", "NOFLAG", "RegexFlag"]

T = TEMPLATE = 1
L = LOCALE = 4
DEBUG = 128


class error(Exception):
    """A pattern that does not compile: msg, and where it is (pos in pattern,
    lineno and colno)."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = self.colno = None
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            newline = '\n' if isinstance(pattern, str) else b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        super().__init__(msg)


error.__module__ = 're'
_re.error = error  # the native engine raises it


def template(pattern, flags=0):
    """Deprecated in 3.11 as in CPython: a pattern compiled with TEMPLATE."""
    import warnings
    warnings.warn("The re.template() function is deprecated "
                  "as it is an undocumented function "
                  "without an obvious purpose. "
                  "Use re.compile() instead.",
                  DeprecationWarning, stacklevel=2)
    return compile(pattern, flags)


class Scanner:
    """A lexer: each phrase of the lexicon is one alternative of a combined
    pattern; scan() matches from where the last token ended and calls the
    action of the phrase that matched."""

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        # The group that opens each phrase (a phrase's own groups follow it).
        self._phrase_groups = []
        parts = []
        group = 1
        for phrase, action in lexicon:
            self._phrase_groups.append(group)
            parts.append('(' + phrase + ')')
            group += 1 + compile(phrase, flags).groups
        self.scanner = compile('|'.join(parts), flags)

    def scan(self, string):
        result = []
        match = self.scanner.scanner(string).match
        i = 0
        while True:
            m = match()
            if not m:
                break
            j = m.end()
            if i == j:
                break
            for index, group in enumerate(self._phrase_groups):
                if m.start(group) != -1:
                    break
            action = self.lexicon[index][1]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                result.append(action)
            i = j
        return result, string[i:]
