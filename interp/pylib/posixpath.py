"""posixpath for hyexec: os.path's functions (the virtual file system's),
under the module name CPython gives them (zipfile imports it)."""

import os as _os

for _name in dir(_os.path):
    if not _name.startswith('__'):
        globals()[_name] = getattr(_os.path, _name)
sep = '/'
del _name
