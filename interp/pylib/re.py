"""re: the matching engine is native (_re, on PCRE2: compile, Pattern,
Match); this module adds what CPython writes in Python around its engine:
RegexFlag, Scanner, template, and CPython's own parser (re._parser,
embedded), which reads every new pattern first, so a pattern CPython
rejects fails with its re.error (message and position) or warning, and
Pattern.flags are the flags CPython's parser gives it."""
import copyreg
import enum
import types
import _re
from _re import (Match, Pattern, compile, escape, findall, finditer, fullmatch, match, purge,
                 search, split, sub, subn)
from . import _constants, _parser
import _re_pcre

__all__ = ["match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer",
           "compile", "purge", "template", "escape", "error", "Pattern", "Match", "A", "I", "L",
           "M", "S", "X", "U", "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
           "UNICODE", "NOFLAG", "RegexFlag"]


@enum.global_enum
@enum._simple_enum(enum.IntFlag, boundary=enum.KEEP)
class RegexFlag:
    NOFLAG = 0
    ASCII = A = _constants.SRE_FLAG_ASCII
    IGNORECASE = I = _constants.SRE_FLAG_IGNORECASE
    LOCALE = L = _constants.SRE_FLAG_LOCALE
    UNICODE = U = _constants.SRE_FLAG_UNICODE
    MULTILINE = M = _constants.SRE_FLAG_MULTILINE
    DOTALL = S = _constants.SRE_FLAG_DOTALL
    VERBOSE = X = _constants.SRE_FLAG_VERBOSE
    TEMPLATE = T = _constants.SRE_FLAG_TEMPLATE
    DEBUG = _constants.SRE_FLAG_DEBUG
    __str__ = object.__str__
    _numeric_repr_ = hex


error = _constants.error
_re.error = error  # the native engine raises it


def _check(pattern, flags):
    """(flags, PCRE2 pattern, group names) of a new pattern: its flags as
    CPython compiles it, after its parser has read the pattern (raising what
    CPython raises), and the PCRE2 pattern written from the parse tree
    (_re_pcre); _re calls this before PCRE2 compiles."""
    if flags & T:
        import warnings
        warnings.warn("The re.TEMPLATE/re.T flag is deprecated "
                      "as it is an undocumented flag "
                      "without an obvious purpose. "
                      "Don't use it.",
                      DeprecationWarning)
    p = _as_compiled(pattern, flags)
    _check_lookbehinds(p)
    text, names = _re_pcre.translate(p, isinstance(pattern, bytes))
    return p.state.flags, text, names


def _as_compiled(pattern, flags):
    """The parse tree of a pattern, read two calls below _check as CPython's
    parser is below re.compile (through re._compile and _compiler.compile):
    a warning of the parser's (stacklevel counted for CPython's frames)
    then names the program's line."""
    return _in_compiler(pattern, flags)


def _in_compiler(pattern, flags):
    return _parser.parse(pattern, flags)


_MAXCODE = (1 << 32) - 1  # the largest of sre's code words


def _check_lookbehinds(p):
    # sre's compiler, not its parser, rejects a look-behind of varying width.
    for op, av in p.data:
        if op in (_constants.ASSERT, _constants.ASSERT_NOT):
            direction, sub = av
            if direction < 0:
                lo, hi = sub.getwidth()
                if lo > _MAXCODE:
                    raise error("looks too much behind")
                if lo != hi:
                    raise error("look-behind requires fixed-width pattern")
            _check_lookbehinds(sub)
        elif op is _constants.SUBPATTERN:
            _check_lookbehinds(av[-1])
        elif op is _constants.ATOMIC_GROUP:
            _check_lookbehinds(av)
        elif op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT, _constants.POSSESSIVE_REPEAT):
            _check_lookbehinds(av[2])
        elif op is _constants.BRANCH:
            for item in av[1]:
                _check_lookbehinds(item)
        elif op is _constants.GROUPREF_EXISTS:
            _check_lookbehinds(av[1])
            if av[2] is not None:
                _check_lookbehinds(av[2])


_re._check = _check
_re._mappingproxy = types.MappingProxyType  # Pattern.groupindex is read-only


def template(pattern, flags=0):
    """Deprecated in 3.11 as in CPython: a pattern compiled with TEMPLATE."""
    import warnings
    warnings.warn("The re.template() function is deprecated "
                  "as it is an undocumented function "
                  "without an obvious purpose. "
                  "Use re.compile() instead.",
                  DeprecationWarning, stacklevel=2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return compile(pattern, flags | T)


def _compile(pattern, flags):
    """compile(), under the name pickle reconstructs a Pattern with."""
    return compile(pattern, flags)


def _pickle(p):
    return _compile, (p.pattern, p.flags)


copyreg.pickle(Pattern, _pickle, _pickle)


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
