"""_operator for hyexec: the operator module's functions under the name of
CPython's C module, and _compare_digest (hmac imports it from here), which
is OpenSSL's constant-time comparison of _hashlib."""

from operator import *
from _hashlib import compare_digest as _compare_digest
