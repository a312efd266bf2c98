"""What a pylib module names but does not model: a function that, called,
ends the run `unsupported` with its qualified name (doctest.testmod,
pickle.dumps...), so the module still imports. What reaches outside the
run (a process, the network, the debugger) is the oracle's to answer
where there is one (`cover`): snippets mostly need it only not to fail."""

import _hyexec


def function(qualified_name):
    def call(*args, **kwargs):
        _hyexec.unsupported(qualified_name)
    call.__name__ = qualified_name.rsplit('.', 1)[-1]
    return call


def outside_value(qualified_name):
    """What the oracle stands in for a call of `qualified_name` that would
    reach outside the run (asked as `subprocess.Popen()`, hint `outside`);
    without an answer (`run`) the run ends unsupported, named."""
    key = qualified_name + '()'
    try:
        return _hyexec.ask('call', key, key, 'outside')
    except LookupError:
        _hyexec.unsupported(qualified_name)


def outside(qualified_name):
    """A function whose call reaches outside the run: outside_value's."""
    def call(*args, **kwargs):
        return outside_value(qualified_name)
    call.__name__ = qualified_name.rsplit('.', 1)[-1]
    return call
