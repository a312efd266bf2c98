"""What a pylib module names but does not model: a function that, called,
ends the run `unsupported` with its qualified name (doctest.testmod,
pickle.dumps...), so the module still imports."""

import _hyexec


def function(qualified_name):
    def call(*args, **kwargs):
        _hyexec.unsupported(qualified_name)
    call.__name__ = qualified_name.rsplit('.', 1)[-1]
    return call
