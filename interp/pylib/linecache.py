"""linecache: lines of files, read through hyexec's (virtual) files and
kept; a file that cannot be read has no lines, as in CPython."""

__all__ = ["getline", "clearcache", "checkcache", "lazycache"]

cache = {}


def clearcache():
    cache.clear()


def getline(filename, lineno, module_globals=None):
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ''


def getlines(filename, module_globals=None):
    if filename in cache:
        entry = cache[filename]
        if len(entry) != 1:
            return cache[filename][2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def checkcache(filename=None):
    pass


def updatecache(filename, module_globals=None):
    if filename in cache:
        if len(cache[filename]) != 1:
            cache.pop(filename, None)
    if not filename or (filename.startswith('<') and filename.endswith('>')):
        return []
    try:
        with open(filename, encoding='utf-8') as fp:
            lines = fp.readlines()
    except (OSError, UnicodeDecodeError, SyntaxError):
        # Code the interpreter runs is readable, as CPython's files on disk.
        import _hyexec
        text = _hyexec.source(filename)
        if text is None:
            return []
        lines = text.splitlines(True)
    if lines and not lines[-1].endswith('\n'):
        lines[-1] += '\n'
    cache[filename] = len(''.join(lines)), None, lines, filename
    return lines


def lazycache(filename, module_globals):
    return False
