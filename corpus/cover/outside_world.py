# A process, a socket, the debugger reach outside the run: under cover the
# oracle stands in for them (the snippet needs them only not to fail), and
# the code after them runs; `run` without an oracle ends unsupported there.
import pdb
import socket
import subprocess

status = subprocess.call(["ls", "-l"])
proc = subprocess.Popen(["echo", "hi"], stdout=subprocess.PIPE)
out, err = proc.communicate()
with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
    sock.connect(("localhost", 8080))
pdb.set_trace()
print("done")
