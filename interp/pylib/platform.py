"""platform for hyexec: the machine a run describes is a fixed one (Linux on
x86_64, CPython 3.11.7), as hyexec's sys module says; the host's node name
and kernel release are not part of a run, so they are fixed too."""

import sys
from collections import namedtuple

uname_result = namedtuple('uname_result', 'system node release version machine')

_UNAME = uname_result('Linux', 'hyexec', '6.1.0', '#1 SMP', 'x86_64')


def uname():
    return _UNAME


def system():
    return _UNAME.system


def node():
    return _UNAME.node


def release():
    return _UNAME.release


def version():
    return _UNAME.version


def machine():
    return _UNAME.machine


def processor():
    return ''


def architecture(executable=sys.executable, bits='', linkage=''):
    return ('64bit', 'ELF')


def python_implementation():
    return 'CPython'


def python_version():
    return '3.11.7'


def python_version_tuple():
    return ('3', '11', '7')


def python_branch():
    return ''


def python_revision():
    return ''


def python_build():
    return ('main', '')


def python_compiler():
    return 'GCC 12.2.0'


def platform(aliased=False, terse=False):
    if terse:
        return 'Linux-6.1.0'
    return 'Linux-6.1.0-x86_64-with-glibc2.36'


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    return ('glibc', '2.36')


def freedesktop_os_release():
    return {'NAME': 'Debian GNU/Linux', 'ID': 'debian', 'PRETTY_NAME': 'Debian GNU/Linux 12 (bookworm)',
            'VERSION_ID': '12'}


def mac_ver(release='', versioninfo=('', '', ''), machine=''):
    return release, versioninfo, machine


def win32_ver(release='', version='', csd='', ptype=''):
    return release, version, csd, ptype


def java_ver(release='', vendor='', vminfo=('', '', ''), osinfo=('', '', '')):
    return release, vendor, vminfo, osinfo
