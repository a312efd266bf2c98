# importlib.import_module (relative names too), http.HTTPStatus/HTTPMethod, http.client's
# exceptions and status names, sysconfig of the fixed build hyexec describes.
import importlib, http, sysconfig
from http.client import HTTPException, IncompleteRead, responses, RemoteDisconnected, NOT_FOUND
from http import HTTPStatus
print(importlib.import_module('json').dumps([1]), HTTPStatus.OK, HTTPStatus(404).phrase, responses[418], NOT_FOUND)
print(repr(IncompleteRead(b'ab', 3)), issubclass(RemoteDisconnected, ConnectionResetError), isinstance(IncompleteRead(b''), HTTPException))
print(sysconfig.get_config_var('SIZEOF_VOID_P'), sysconfig.get_platform(), sysconfig.get_python_version())
try: importlib.import_module('.x')
except TypeError as e: print(e)
print(http.HTTPMethod.GET, repr(http.HTTPMethod.POST), http.HTTPMethod.GET.description, HTTPStatus.IM_A_TEAPOT.description, len(HTTPStatus))
