# os.open's flags over the virtual files; subprocess's exceptions,
# CompletedProcess and list2cmdline (CPython's; a run starts no process).
import os
import subprocess

fd = os.open('x.bin', os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
os.write(fd, b'abc')
os.close(fd)
fd = os.open('x.bin', os.O_RDONLY)
print(os.read(fd, 10))
os.close(fd)
fd = os.open('x.bin', os.O_WRONLY | os.O_APPEND)
os.write(fd, b'de')
os.close(fd)
print(open('x.bin', 'rb').read())
try:
    os.open('x.bin', os.O_CREAT | os.O_EXCL | os.O_WRONLY)
except FileExistsError as e:
    print(e)
try:
    os.open('nope.bin', os.O_RDONLY)
except FileNotFoundError as e:
    print(e)
os.remove('x.bin')
print(os.defpath, os.fsencode('a\udcff'), ascii(os.fsdecode(b'a\xff')))

print(subprocess.PIPE, subprocess.STDOUT, subprocess.DEVNULL,
      issubclass(subprocess.CalledProcessError, subprocess.SubprocessError))
e = subprocess.CalledProcessError(1, ['x'], output=b'o')
print(e, e.returncode, e.output, e.stdout)
print(subprocess.CalledProcessError(-9, 'cmd'), subprocess.CalledProcessError(-200, 'c'))
t = subprocess.TimeoutExpired(['sleep'], 5, output=b'x')
print(t, repr(t.stdout))
c = subprocess.CompletedProcess(['a'], 0, stdout='s')
print(c, c.check_returncode())
try:
    subprocess.CompletedProcess('b', 2).check_returncode()
except subprocess.CalledProcessError as e:
    print('raised', e)
print(subprocess.list2cmdline(['a b', 'c"d', 'e\\\\']), subprocess.CompletedProcess[str])
