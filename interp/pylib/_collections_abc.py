"""_collections_abc: where CPython defines its container ABCs, which
collections.abc re-exports; hyexec defines them in collections.abc, and
this module names the same classes (random, typing and others import them
from here)."""

from collections.abc import *  # noqa: F401,F403
from collections.abc import __all__, _check_methods  # noqa: F401
