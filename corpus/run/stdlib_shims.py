# Modules whose C accelerators CPython would use are run from CPython's own
# pure-Python source (stat, argparse); gettext without
# catalogs; pydoc imports, rendering is unsupported.
import stat
import gettext

print(stat.S_ISDIR(0o40755), stat.S_ISREG(0o100644), stat.filemode(0o100644), stat.S_IMODE(0o104755))
print(gettext.gettext('hello'), gettext.ngettext('file', 'files', 2), gettext.textdomain())
t = gettext.translation('app', fallback=True)
print(type(t).__name__, t.gettext('x'), t.ngettext('a', 'b', 1))
try:
    gettext.translation('app')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
import argparse
print(argparse.__name__, argparse.ArgumentParser.__module__)
