"""sysconfig for hyexec: the build a run describes is a fixed one, CPython
3.11.7 on Linux x86_64 (as hyexec's sys and platform say), so its
configuration variables and install paths are those of that build."""

_VARS = {
    'prefix': '/usr/local', 'exec_prefix': '/usr/local', 'py_version': '3.11.7',
    'py_version_short': '3.11', 'py_version_nodot': '311', 'VERSION': '3.11',
    'SOABI': 'cpython-311-x86_64-linux-gnu', 'EXT_SUFFIX': '.cpython-311-x86_64-linux-gnu.so',
    'SHLIB_SUFFIX': '.so', 'MULTIARCH': 'x86_64-linux-gnu', 'HOST_GNU_TYPE': 'x86_64-pc-linux-gnu',
    'MACHDEP': 'linux', 'Py_DEBUG': 0, 'Py_ENABLE_SHARED': 0, 'WITH_DOC_STRINGS': 1,
    'SIZEOF_VOID_P': 8, 'SIZEOF_LONG': 8, 'SIZEOF_INT': 4, 'SIZEOF_SIZE_T': 8,
    'SIZEOF_WCHAR_T': 4, 'SIZEOF_DOUBLE': 8, 'SIZEOF_FLOAT': 4, 'SIZEOF_SHORT': 2,
    'abiflags': '', 'CC': 'gcc', 'CONFIG_ARGS': '', 'LIBDIR': '/usr/local/lib',
    'BINDIR': '/usr/local/bin', 'INCLUDEPY': '/usr/local/include/python3.11',
    'PY_BUILTIN_HASHLIB_HASHES': '"md5,sha1,sha256,sha512,sha3,blake2"',
}

_SCHEME = 'posix_prefix'
_PATHS = {
    'stdlib': '/usr/local/lib/python3.11', 'platstdlib': '/usr/local/lib/python3.11',
    'purelib': '/usr/local/lib/python3.11/site-packages',
    'platlib': '/usr/local/lib/python3.11/site-packages',
    'include': '/usr/local/include/python3.11', 'platinclude': '/usr/local/include/python3.11',
    'scripts': '/usr/local/bin', 'data': '/usr/local',
}


def get_config_var(name):
    return _VARS.get(name)


def get_config_vars(*args):
    if args:
        return [_VARS.get(name) for name in args]
    return dict(_VARS)


def get_platform():
    return 'linux-x86_64'


def get_python_version():
    return '3.11'


def get_default_scheme():
    return _SCHEME


def get_scheme_names():
    return ('nt', 'nt_user', 'osx_framework_user', 'posix_home', 'posix_prefix', 'posix_user')


def get_path_names():
    return tuple(_PATHS)


def get_paths(scheme=_SCHEME, vars=None, expand=True):
    return dict(_PATHS)


def get_path(name, scheme=_SCHEME, vars=None, expand=True):
    return _PATHS[name]


def is_python_build(check_home=False):
    return False
