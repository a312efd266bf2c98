"""_py_abc for hyexec: CPython's pure-Python ABCMeta; hyexec's abc is
already written in Python, so this module is that one."""

from abc import ABCMeta, get_cache_token

__all__ = ['ABCMeta', 'get_cache_token']
