"""_sre for hyexec: the limits CPython's regular-expression parser
(re._parser, embedded) reads. hyexec matches with PCRE2 (the native _re),
not with sre's code words: compile() is unsupported, named, and the case
helpers sre's compiler reads are not here."""

from _unsupported import function as _unsupported

MAGIC = 20220615
CODESIZE = 4
MAXREPEAT = 4294967295
MAXGROUPS = 1073741823


def getcodesize():
    return CODESIZE


compile = _unsupported('_sre.compile (hyexec matches with PCRE2, not sre code)')
