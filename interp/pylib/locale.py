"""locale for hyexec: the C locale with UTF-8 (a run's environment is
LC_ALL=C.UTF-8): setlocale accepts "C", "POSIX", "C.UTF-8" and "" and
refuses others as CPython does for a locale not installed; localeconv,
number formatting and collation are the C locale's."""

import sys

__all__ = ["getlocale", "getdefaultlocale", "getpreferredencoding", "Error", "setlocale",
           "resetlocale", "localeconv", "strcoll", "strxfrm", "str", "atof", "atoi", "format",
           "format_string", "currency", "normalize", "LC_CTYPE", "LC_COLLATE", "LC_TIME",
           "LC_MONETARY", "LC_NUMERIC", "LC_ALL", "CHAR_MAX", "getencoding"]

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127

_builtin_str = str


class Error(Exception):
    pass


_current = {LC_CTYPE: 'C.UTF-8'}


def setlocale(category, locale=None):
    if locale is None:
        if category == LC_ALL:
            return ('LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;'
                    'LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;'
                    'LC_MEASUREMENT=C;LC_IDENTIFICATION=C')
        return _current.get(category, 'C')
    if not isinstance(locale, _builtin_str):
        locale = normalize(_build_localename(locale))
    if locale in ('', 'C.UTF-8', 'C.utf8', 'C.UTF8'):
        name = 'C.UTF-8' if category in (LC_CTYPE, LC_ALL) or locale else 'C'
    elif locale in ('C', 'POSIX'):
        name = locale
    else:
        raise Error('unsupported locale setting')
    if category == LC_ALL:
        _current.clear()
        _current[LC_CTYPE] = 'C.UTF-8' if name != 'C' and name != 'POSIX' else name
        return setlocale(LC_ALL) if name == 'C.UTF-8' and locale == '' else name
    _current[category] = name
    return name


def _build_localename(localetuple):
    language, encoding = localetuple
    if language is None:
        language = 'C'
    if encoding is None:
        return language
    return language + '.' + encoding


def normalize(localename):
    return localename


def getlocale(category=LC_CTYPE):
    if category == LC_ALL:
        raise TypeError('category LC_ALL is not supported')
    name = setlocale(category)
    if name in ('C', 'POSIX'):
        return None, None
    return ('en_US', 'UTF-8')


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    return ('en_US', 'UTF-8')


def getpreferredencoding(do_setlocale=True):
    return 'UTF-8'


def getencoding():
    return 'UTF-8'


def resetlocale(category=LC_ALL):
    _current.clear()
    _current[LC_CTYPE] = 'C.UTF-8'


def localeconv():
    return {'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '',
            'mon_thousands_sep': '', 'mon_grouping': [], 'positive_sign': '',
            'negative_sign': '', 'int_frac_digits': 127, 'frac_digits': 127,
            'p_cs_precedes': 127, 'p_sep_by_space': 127, 'n_cs_precedes': 127,
            'n_sep_by_space': 127, 'p_sign_posn': 127, 'n_sign_posn': 127,
            'decimal_point': '.', 'thousands_sep': '', 'grouping': []}


def strcoll(a, b):
    return (a > b) - (a < b)


def strxfrm(s):
    return s


def format_string(f, val, grouping=False, monetary=False):
    return f % val


def format(percent, value, grouping=False, monetary=False, *additional):
    return percent % ((value,) + additional if additional else value)


def currency(val, symbol=True, grouping=False, international=False):
    raise ValueError("Currency formatting is not possible using the 'C' locale.")


def str(val):
    return format_string("%.12g", val)


def delocalize(string):
    return string


def localize(string, grouping=False, monetary=False):
    return string


def atof(string, func=float):
    return func(delocalize(string))


def atoi(string):
    return int(delocalize(string))
