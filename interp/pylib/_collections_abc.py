"""_collections_abc: CPython's module behind collections.abc (the same
module there; hyexec's ABCs live in pylib's collections.abc)."""

from collections.abc import *
from collections.abc import __all__, _check_methods
